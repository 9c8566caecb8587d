"""The rescan sweep (memory_rescan_stale) in process: which proposals it enqueues again, how
many, and what it records. Its scans are captured on commit, not published; the real broker,
worker and beat run in tests/stress/test_memory_faults.py."""

from __future__ import annotations

import uuid
from datetime import timedelta
from typing import Any

import pytest
from django.utils import timezone

from statecore.models import AuditEvent, MemoryProposal
from statecore.scope import LeasePrincipal, MemoryContext, StateScope
from statecore.services import memory as memory_service

pytestmark = pytest.mark.django_db


def _propose(key: str, captured: Any, content: str = "Prefers tea.") -> MemoryProposal:
    principal = LeasePrincipal(
        lease_id=uuid.uuid4(),
        scope=StateScope(uuid.uuid4(), "prod", "h", 1, "c/1", 1),
        memory=MemoryContext(
            environment="prod", subject_ref="s1", agent_id="agent-1", organization_id="org-1"
        ),
        expires_at=timezone.now(),
    )
    request = memory_service.PutRequest(key, "semantic", content, "text/plain", None)
    with captured(execute=False):
        return memory_service.memory_propose(
            caller=memory_service.caller_for_lease(principal), scope="user", request=request
        )


def test_rescan_enqueues_only_proposals_scanning_since_the_cutoff_once_per_interval(
    django_capture_on_commit_callbacks: Any,
) -> None:
    stale = [_propose(f"stale.{i}", django_capture_on_commit_callbacks) for i in range(3)]
    fresh = _propose("fresh", django_capture_on_commit_callbacks)
    done = _propose("done", django_capture_on_commit_callbacks)
    an_hour_ago = timezone.now() - timedelta(hours=1)
    MemoryProposal.objects.filter(pk__in=[p.pk for p in [*stale, done]]).update(updated_at=an_hour_ago)
    MemoryProposal.objects.filter(pk=done.pk).update(status="applied")
    cutoff = timezone.now() - timedelta(minutes=5)

    with django_capture_on_commit_callbacks(execute=False) as enqueued:
        assert memory_service.memory_rescan_stale(older_than=cutoff, limit=2) == 2
    assert len(enqueued) == 2
    with django_capture_on_commit_callbacks(execute=False) as enqueued:
        assert memory_service.memory_rescan_stale(older_than=cutoff, limit=2) == 1
    assert len(enqueued) == 1
    # Each was enqueued again once: the next sweep waits another interval.
    assert memory_service.memory_rescan_stale(older_than=cutoff) == 0
    rescanned = AuditEvent.objects.filter(action="memory.rescan", outcome="requeued")
    assert sorted(str(e.data["proposal_id"]) for e in rescanned) == sorted(str(p.pk) for p in stale)
    assert fresh.pk not in {e.data["proposal_id"] for e in rescanned}
    assert set(
        MemoryProposal.objects.filter(pk__in=[p.pk for p in stale]).values_list("status", flat=True)
    ) == {"scanning"}
