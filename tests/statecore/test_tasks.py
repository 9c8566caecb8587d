"""Celery tasks with a real worker process on Redis (not eager mode)."""

from __future__ import annotations

import time
from collections.abc import Callable
from datetime import timedelta
from typing import Any

import pytest
from django.utils import timezone

from statecore.models import NativeState
from statecore.tasks import sweep_stale_pending
from tests.conftest import Worker

pytestmark = [pytest.mark.postgres, pytest.mark.slow]


def _wait_for(predicate: Callable[[], bool], seconds: float = 30) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.2)
    return False


def test_sweep_task_runs_on_a_real_worker_and_chains_batches(
    celery_worker_process: Any, worker: Worker, make_worker: Callable[..., Worker]
) -> None:
    for i in range(5):
        worker.put_pending(bytes([i]))
    make_worker(worker.binding_id)
    assert NativeState.objects.count() == 5
    cutoff = (timezone.now() + timedelta(days=1)).isoformat()
    sweep_stale_pending.apply_async(kwargs={"cutoff_iso": cutoff, "batch_size": 2})
    # 2 + 2 + 1: the worker chained two more batches by itself.
    assert _wait_for(lambda: NativeState.objects.count() == 0), NativeState.objects.count()
    assert celery_worker_process.poll() is None


def test_embedding_backfill_runs_on_a_real_worker_and_chains_batches(
    celery_worker_process: Any, worker: Worker
) -> None:
    from statecore import embeddings
    from statecore.models import MemoryRecord
    from statecore.tasks import memory_embed_backfill
    from tests.portal.api.test_memory import put

    texts = [f"Memory {i}: prefers green tea with breakfast." for i in range(5)]
    for i, text in enumerate(texts):
        assert put(worker.client, "user", f"k{i}", text).status_code == 200
    assert MemoryRecord.objects.filter(embedding__isnull=True).count() == 0  # the scan stored them
    MemoryRecord.objects.update(embedding=None)  # as if written before the model existed
    memory_embed_backfill.apply_async(kwargs={"batch_size": 2})
    # 2 + 2 + 1: the worker chained two more batches by itself.
    assert _wait_for(lambda: not MemoryRecord.objects.filter(embedding__isnull=True).exists())
    model = embeddings.default_embedder()
    for record in MemoryRecord.objects.all():
        assert float(model.embed_one(record.content) @ record.embedding) > 0.999
    assert celery_worker_process.poll() is None
