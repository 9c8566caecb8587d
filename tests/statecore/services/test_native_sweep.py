"""The orphaned task-write sweep: what it deletes, what it must keep."""

from __future__ import annotations

import base64
from collections.abc import Callable
from datetime import timedelta
from typing import Any

import pytest
from django.utils import timezone

from statecore.models import NativeState, NativeWrite
from statecore.services.native import state_sweep_orphan_writes
from tests.conftest import CODEC, Worker

pytestmark = pytest.mark.django_db

LATER = timezone.now() + timedelta(days=2)


def _writes(worker: Worker, cid: str) -> None:
    group = {
        "checkpoint_id": cid,
        "task_id": "t",
        "writes": [
            {"idx": 0, "channel": "ch", "type": "bytes", "value": base64.b64encode(cid.encode()).decode()}
        ],
    }
    assert worker.client.post("/api/v1/state/writes", group, format="json").status_code == 200


def _checkpoint(worker: Worker, cid: str, expected: int) -> Any:
    body = {
        "idempotency_key": f"k-{cid}",
        "codec": CODEC,
        "payload": base64.b64encode(cid.encode()).decode(),
        "checkpoint_id": cid,
        "expected_durable_revision": expected,
        "run_id": f"run-{worker.binding_id}-{cid}",
        "run": {"status": "completed"},
    }
    return worker.client.post("/api/v1/state/checkpoints", body, format="json")


def test_sweep_deletes_only_writes_nobody_can_read(
    worker: Worker, make_worker: Callable[..., Worker]
) -> None:
    assert _checkpoint(worker, "committed", 0).status_code == 200
    _writes(worker, "committed")  # a resume needs these: kept although the lease gets fenced
    _writes(worker, "never-committed")  # the pod died before its checkpoint: an orphan
    fresh = make_worker(worker.binding_id)
    _writes(fresh, "not-yet")  # current generation: may still be committed

    assert state_sweep_orphan_writes(older_than=timezone.now() - timedelta(hours=1)) == 0
    assert state_sweep_orphan_writes(older_than=LATER) == 1
    assert sorted(NativeWrite.objects.values_list("native_id", flat=True)) == ["committed", "not-yet"]
    assert state_sweep_orphan_writes(older_than=LATER) == 0


def test_sweep_keeps_writes_of_a_pending_state(worker: Worker, make_worker: Callable[..., Worker]) -> None:
    _writes(worker, "pending-one")
    worker.put_pending(b"p", key="pk")
    NativeState.objects.filter(binding_id=worker.binding_id).update(native_id="pending-one")
    make_worker(worker.binding_id)
    assert state_sweep_orphan_writes(older_than=LATER) == 0
