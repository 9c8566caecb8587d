"""Vectors in the write path (in process): the scan task computes the embedding of the content as
stored (redacted) once, the apply copies it to the record, a model that does not load fails the
scan loudly with the proposal left ``scanning``, and the back-fill embeds the records without one."""

from __future__ import annotations

import uuid
from datetime import timedelta
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from django.utils import timezone

from statecore import embeddings, memory_policy, overview
from statecore.models import MemoryPolicy, MemoryProposal, MemoryRecord
from statecore.scanning import classifier
from statecore.scope import LeasePrincipal, MemoryContext, StateScope
from statecore.services import memory as memory_service

pytestmark = pytest.mark.django_db

SECRET = "AKIA" + "IOSFODNN7EXAMPLE"


@pytest.fixture(autouse=True)
def _fresh_memory_policy() -> None:
    memory_policy.clear_cache()


def _caller() -> memory_service.MemoryCaller:
    principal = LeasePrincipal(
        lease_id=uuid.uuid4(),
        scope=StateScope(uuid.uuid4(), "prod", "h", 1, "c/1", 1),
        memory=MemoryContext(
            environment="prod", subject_ref="s1", agent_id="agent-1", organization_id="org-1"
        ),
        expires_at=timezone.now(),
    )
    return memory_service.caller_for_lease(principal)


def _write(captured: Any, key: str, content: str, expected: int | None = None) -> MemoryProposal:
    request = memory_service.PutRequest(key, "semantic", content, "text/plain", expected)
    with captured(execute=False):
        proposal = memory_service.memory_propose(caller=_caller(), scope="user", request=request)
    with captured(execute=False):
        memory_service.memory_scan_proposal(proposal_id=proposal.id, content_sha256=proposal.content_sha256)
    proposal.refresh_from_db()
    return proposal


def _embed(text: str) -> Any:
    return embeddings.default_embedder().embed_one(text)


def test_the_scan_stores_the_embedding_of_the_redacted_content_on_proposal_and_record(
    django_capture_on_commit_callbacks: Any,
) -> None:
    proposal = _write(
        django_capture_on_commit_callbacks, "deploy", f"The deploy key is {SECRET} for staging."
    )
    assert proposal.status == "applied"
    record = MemoryRecord.objects.get(key="deploy")
    assert SECRET not in record.content
    assert record.embedding is not None
    assert proposal.embedding is not None
    assert np.allclose(record.embedding, _embed(record.content), atol=1e-5)
    assert np.allclose(record.embedding, proposal.embedding)
    # Of the text as stored, not of what the worker sent.
    assert not np.allclose(record.embedding, _embed(f"The deploy key is {SECRET} for staging."), atol=1e-3)


def test_a_model_that_does_not_load_fails_the_scan_and_leaves_the_proposal_scanning(
    django_capture_on_commit_callbacks: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    corrupt = tmp_path / "model.onnx"
    corrupt.write_bytes(b"not an onnx graph")
    broken = embeddings.Embedder(model_path=corrupt)
    # the scanner's head and the stored vector embed with the same model
    monkeypatch.setattr(embeddings, "default_embedder", lambda: broken)
    monkeypatch.setattr(classifier, "default_embedder", lambda: broken)
    request = memory_service.PutRequest("k", "semantic", "Prefers green tea.", "text/plain", None)
    with django_capture_on_commit_callbacks(execute=False):
        proposal = memory_service.memory_propose(caller=_caller(), scope="user", request=request)
    with pytest.raises(classifier.ClassifierUnavailable):
        memory_service.memory_scan_proposal(proposal_id=proposal.id, content_sha256=proposal.content_sha256)
    proposal.refresh_from_db()
    assert proposal.status == "scanning"
    assert proposal.scanner_version == ""
    assert not MemoryRecord.objects.exists()
    # The portal's dashboard counts it as being scanned (and as stuck once the rescan interval
    # has passed), never as applied.
    shown = overview.operations_overview(
        now=timezone.now(), window=timedelta(days=1), stuck_after=timedelta(0)
    )
    assert shown.proposals_scanning == 1
    assert shown.proposals_stuck == 1


def test_an_appended_record_is_stored_without_a_vector_and_the_backfill_embeds_it(
    django_capture_on_commit_callbacks: Any,
) -> None:
    MemoryPolicy.objects.create(
        environment="prod",
        scope="user",
        agent_id="*",
        worker_writes=True,
        auto_apply_kinds=["semantic"],
        consolidation="append",
    )
    memory_policy.clear_cache()
    _write(django_capture_on_commit_callbacks, "k", "Uses Python 3.12.")
    request = memory_service.PutRequest("k", "semantic", "Uses uv for packaging.", "text/plain", 0)
    with django_capture_on_commit_callbacks(execute=False):
        proposal = memory_service.memory_propose(caller=_caller(), scope="user", request=request)
    with django_capture_on_commit_callbacks(execute=False) as enqueued:
        memory_service.memory_scan_proposal(proposal_id=proposal.id, content_sha256=proposal.content_sha256)
    record = MemoryRecord.objects.get(key="k")
    assert record.content == "Uses Python 3.12.\n\nUses uv for packaging."
    assert record.embedding is None
    assert len(enqueued) == 1  # the back-fill, published once committed
    assert memory_service.memory_backfill_embeddings() == 1
    record.refresh_from_db()
    assert np.allclose(record.embedding, _embed(record.content), atol=1e-5)
    assert memory_service.memory_backfill_embeddings() == 0


def test_the_backfill_is_bounded_and_leaves_a_rewritten_record_alone(
    django_capture_on_commit_callbacks: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    for i in range(3):
        _write(django_capture_on_commit_callbacks, f"k{i}", f"Memory number {i} about tea.")
    MemoryRecord.objects.update(embedding=None)  # as if written before the model existed
    assert memory_service.memory_backfill_embeddings(limit=2) == 2
    assert MemoryRecord.objects.filter(embedding__isnull=True).count() == 1

    # A write lands between the back-fill's read and its update: the stale vector is not stored.
    real = embeddings.default_embedder()

    class RacingEmbedder:
        def embed(self, texts: list[str]) -> Any:
            MemoryRecord.objects.filter(key="k2").update(content="Rewritten.", content_hash="0" * 64)
            return real.embed(texts)

    monkeypatch.setattr(embeddings, "default_embedder", RacingEmbedder)
    assert memory_service.memory_backfill_embeddings() == 0
    assert MemoryRecord.objects.get(key="k2").embedding is None


def test_index_fields_choose_what_is_embedded_and_an_unindexed_record_is_left_alone(
    django_capture_on_commit_callbacks: Any,
) -> None:
    def write(key: str, fields: list[str] | None) -> MemoryProposal:
        request = memory_service.PutRequest(
            key,
            "semantic",
            '{"text": "Drinks green tea.", "n": 1}',
            "application/json",
            None,
            index_fields=fields,
        )
        with django_capture_on_commit_callbacks(execute=False):
            proposal = memory_service.memory_propose(caller=_caller(), scope="user", request=request)
        with django_capture_on_commit_callbacks(execute=False) as enqueued:
            memory_service.memory_scan_proposal(
                proposal_id=proposal.id, content_sha256=proposal.content_sha256
            )
        assert enqueued == []  # nothing for the back-fill
        return proposal

    write("field", ["text"])
    write("none", [])
    write("empty", ["missing"])
    field = MemoryRecord.objects.get(key="field")
    assert field.index_fields == ["text"]
    assert np.allclose(field.embedding, _embed("Drinks green tea."), atol=1e-5)
    for key in ("none", "empty"):
        record = MemoryRecord.objects.get(key=key)
        assert record.embedding is None
        assert record.unindexed
    assert memory_service.memory_backfill_embeddings() == 0
    # A record written before the model existed with fields that hold no text is marked, once.
    MemoryRecord.objects.filter(key="empty").update(unindexed=False)
    assert memory_service.memory_backfill_embeddings() == 1
    assert MemoryRecord.objects.get(key="empty").unindexed
    assert memory_service.memory_backfill_embeddings() == 0
