"""The stale pending-write sweep: what it deletes, what it must keep."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta

import pytest
from django.utils import timezone

from statecore.models import AuditEvent, NativeState
from statecore.services.state import state_sweep_stale_pending
from tests.conftest import Worker

pytestmark = pytest.mark.django_db

LATER = timezone.now() + timedelta(days=2)


def test_sweep_deletes_only_uncommittable_pending_writes(
    worker: Worker, make_worker: Callable[..., Worker]
) -> None:
    committed = worker.write_and_commit(b"kept").json()["head"]["state_ref"]
    stale = worker.put_pending(b"orphan").json()["state_ref"]
    marked = worker.put_pending(b"awaits reconcile").json()["state_ref"]
    worker.client.post(
        "/api/v1/state/uncertain", {"run_id": "r", "reason": "x", "state_ref": marked}, format="json"
    )
    parent = worker.put_pending(b"parent").json()["state_ref"]
    worker.put_pending(b"child", HTTP_X_STATE_PARENT=parent)
    fresh = make_worker(worker.binding_id)
    current = fresh.put_pending(b"current generation").json()["state_ref"]

    assert state_sweep_stale_pending(older_than=timezone.now() - timedelta(hours=1)) == 0
    deleted = state_sweep_stale_pending(older_than=LATER)

    remaining = set(NativeState.objects.values_list("pk", flat=True))
    assert str(stale) not in {str(r) for r in remaining}
    assert {committed, marked, parent, current} <= {str(r) for r in remaining}
    assert deleted == 2  # the orphan and the child (the parent goes in a later sweep)
    assert state_sweep_stale_pending(older_than=LATER) == 1
    assert AuditEvent.objects.filter(action="thread_state.sweep_pending").count() == 2


def test_sweep_is_bounded(worker: Worker, make_worker: Callable[..., Worker]) -> None:
    for i in range(5):
        worker.put_pending(bytes([i]))
    make_worker(worker.binding_id)
    assert state_sweep_stale_pending(older_than=LATER, limit=2) == 2
    assert state_sweep_stale_pending(older_than=LATER, limit=2) == 2
    assert state_sweep_stale_pending(older_than=LATER, limit=2) == 1
    assert state_sweep_stale_pending(older_than=LATER, limit=2) == 0
