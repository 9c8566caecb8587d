"""Conformance 5 and 7 at the service level: namespace isolation (property-based), retention
with ``--as-of``, deletion and subject erasure leaving no content anywhere."""

from __future__ import annotations

import io
import json
import uuid
from collections.abc import Callable
from datetime import timedelta
from typing import Any

import pytest
from django.core.management import call_command
from django.db import connection
from django.utils import timezone
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from statecore.models import AuditEvent, MemoryProposal, MemoryRecord, MemoryTombstone
from statecore.scope import Actor, LeasePrincipal, MemoryContext, StateScope
from statecore.services import memory as memory_service
from statecore.services.memory import Namespace, access_namespace, caller_for_lease
from tests.conftest import Worker
from tests.portal.api.test_memory import put

CANARY = "marmaladeorchid"


def _lease_caller(environment: str, subject: str, agent: str, org: str) -> memory_service.MemoryCaller:
    principal = LeasePrincipal(
        lease_id=uuid.uuid4(),
        scope=StateScope(uuid.uuid4(), environment, "h", 1, "c/1", 1),
        memory=MemoryContext(
            environment=environment, subject_ref=subject, agent_id=agent, organization_id=org
        ),
        expires_at=timezone.now(),
    )
    return caller_for_lease(principal)


contexts = st.tuples(
    st.sampled_from(["prod", "staging"]),
    st.sampled_from(["s1", "s2", "s3"]),
    st.sampled_from(["agent-1", "agent-2"]),
    st.sampled_from(["org-1", "org-2"]),
)


@pytest.mark.django_db
@settings(max_examples=200, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(a=contexts, b=contexts, scope=st.sampled_from(["user", "agent", "organization"]))
def test_conformance_5_namespaces_are_shared_only_by_identical_contexts(
    a: tuple[str, str, str, str], b: tuple[str, str, str, str], scope: str
) -> None:
    """Two callers share a namespace iff every component that scope is keyed by is equal."""
    na = access_namespace(caller=_lease_caller(*a), scope=scope, write=False)
    nb = access_namespace(caller=_lease_caller(*b), scope=scope, write=False)
    env_a, subject_a, agent_a, org_a = a
    env_b, subject_b, agent_b, org_b = b
    keyed_by = {
        "user": (env_a == env_b and subject_a == subject_b and agent_a == agent_b),
        "agent": (env_a == env_b and agent_a == agent_b),
        "organization": (env_a == env_b and org_a == org_b and agent_a == agent_b),
    }[scope]
    assert (na.key == nb.key) == keyed_by


def test_namespace_keys_cannot_collide_through_separators() -> None:
    """Components are validated identifiers, so "a/b" + "c" can never equal "a" + "b/c"."""
    from statecore.errors import InvalidRequest
    from statecore.validation import check_identifier

    assert Namespace("agent", "prod", "a").key != Namespace("user", "prod", "a", subject_ref="x").key
    with pytest.raises(InvalidRequest):
        check_identifier("has space", "agent_id")


def _everything_as_text() -> str:
    rows: list[Any] = []
    for model in (MemoryRecord, MemoryProposal, MemoryTombstone, AuditEvent):
        rows.extend(model.objects.values())
    text = json.dumps(rows, default=str)
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT coalesce(string_agg(search_vector::text, ' '), '') FROM statecore_memoryrecord"
        )
        text += cursor.fetchone()[0]
        # the search table (migration 0011): its tsvectors hold the words of the content too
        cursor.execute(
            "SELECT coalesce(string_agg(key || ' ' || search_vector::text, ' '), '')"
            " FROM statecore_memorysearch"
        )
        text += cursor.fetchone()[0]
    return text


@pytest.mark.postgres
@pytest.mark.usefixtures("celery_worker_process")
def test_conformance_7_retention_sweep_with_as_of(worker: Worker) -> None:
    assert put(worker.client, "user", "short", f"Short lived {CANARY}.", retention_days=1).status_code == 200
    assert put(worker.client, "user", "long", "Kept for a year.", retention_days=365).status_code == 200
    out = io.StringIO()
    call_command("memory_retention", "--as-of", (timezone.now() + timedelta(days=2)).isoformat(), stdout=out)
    assert out.getvalue().startswith("deleted 1 expired memory records")
    assert list(MemoryRecord.objects.values_list("key", flat=True)) == ["long"]
    assert MemoryTombstone.objects.filter(reason="retention").count() == 1
    assert AuditEvent.objects.filter(action="memory.retention").count() == 1
    assert "Short lived" not in _everything_as_text().replace(CANARY, "")  # content gone
    # Expired but not yet swept records are already invisible to reads.
    assert put(worker.client, "user", "gone", "Expires at once.", retention_days=1).status_code == 200
    MemoryRecord.objects.filter(key="gone").update(expires_at=timezone.now() - timedelta(seconds=1))
    assert worker.client.get("/api/v1/memory/user/records/gone").status_code == 404


@pytest.mark.postgres
@pytest.mark.usefixtures("celery_worker_process")
def test_conformance_7_delete_leaves_no_content_anywhere(worker: Worker) -> None:
    assert put(worker.client, "user", "k", f"Favourite jam is {CANARY}.").status_code == 200
    assert CANARY in _everything_as_text()
    assert worker.client.delete("/api/v1/memory/user/records/k?expected_revision=1").status_code == 200
    assert CANARY not in _everything_as_text()


@pytest.mark.postgres
@pytest.mark.usefixtures("celery_worker_process")
def test_conformance_7_subject_erasure_removes_everything_of_one_subject(
    make_binding: Callable[..., Any], make_worker: Callable[..., Worker], app: Any
) -> None:
    subject = "erase-me@example.com"
    erased = make_worker(make_binding(subject=subject)["id"])
    assert put(erased.client, "user", "a", f"Likes {CANARY} tea.").status_code == 200
    assert put(erased.client, "user", "p", f"Brew {CANARY} slowly.", kind="procedural").status_code == 202
    app.post(f"/api/v1/bindings/{erased.binding_id}/clear")  # the subject's bindings stay erasable
    kept = make_worker(make_binding(subject="bob@example.com")["id"])
    assert put(kept.client, "user", "a", "Bob likes coffee.").status_code == 200

    receipt = memory_service.memory_erase_subject(
        environment="prod", subject=subject, actor=Actor(kind="system", ref="tests")
    )
    assert (receipt.records, receipt.bindings) == (1, 1)
    assert receipt.proposals == 2
    assert CANARY not in _everything_as_text()
    assert subject not in _everything_as_text()
    assert MemoryRecord.objects.filter(content="Bob likes coffee.").exists()
    event = AuditEvent.objects.get(action="memory.erase_subject")
    assert event.data["records"] == 1
    assert event.data["subject_ref"] == receipt.subject_ref
