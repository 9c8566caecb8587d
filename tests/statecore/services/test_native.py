"""The adapter services under real concurrency on PostgreSQL (conformance 2 and 3 for the
superstep batch and task writes): threads with their own connections, released together."""

from __future__ import annotations

import base64
from collections.abc import Callable
from typing import Any

import pytest

from statecore.models import AuditEvent, Binding, NativeState, NativeWrite
from tests.conftest import CODEC, Worker, assert_problem, bearer, race

pytestmark = pytest.mark.postgres


def _body(
    cid: str, expected: int, *, key: str, run_id: str, writes: list[dict[str, Any]] | None = None
) -> dict[str, Any]:
    return {
        "idempotency_key": key,
        "codec": CODEC,
        "payload": base64.b64encode(cid.encode()).decode(),
        "checkpoint_ns": "",
        "checkpoint_id": cid,
        "metadata": {},
        "expected_durable_revision": expected,
        "run_id": run_id,
        "run": {"status": "completed"},
        "writes": writes or [],
    }


def _group(cid: str, task: str) -> dict[str, Any]:
    value = base64.b64encode(task.encode()).decode()
    return {
        "checkpoint_id": cid,
        "task_id": task,
        "writes": [{"idx": 0, "channel": "ch", "type": "bytes", "value": value}],
    }


def test_conformance_2_exactly_one_of_16_concurrent_supersteps_wins(worker: Worker) -> None:
    clients = [bearer(worker.token) for _ in range(16)]

    def put(i: int) -> Any:
        body = _body(f"c{i}", 0, key=f"k{i}", run_id=f"run-{i}", writes=[_group("c-prev", f"t{i}")])
        return clients[i].post("/api/v1/state/checkpoints", body, format="json")

    responses = race(16, put)
    winners = [i for i, r in enumerate(responses) if r.status_code == 200]
    assert len(winners) == 1, [r.status_code for r in responses]
    for i, response in enumerate(responses):
        if i not in winners:
            assert assert_problem(response, 409, "revision_conflict")["current_revision"] == 1
    # Losers left nothing: no state (not even pending), no writes, no audit, no pending slot.
    assert NativeState.objects.count() == 1
    assert list(NativeWrite.objects.values_list("task_id", flat=True)) == [f"t{winners[0]}"]
    assert AuditEvent.objects.filter(action="thread_state.commit").count() == 1
    assert Binding.objects.get(pk=worker.binding_id).pending_count == 0


def test_conformance_3_retries_racing_their_first_attempt_get_one_head(worker: Worker) -> None:
    clients = [bearer(worker.token) for _ in range(8)]
    body = _body("c1", 0, key="same", run_id="run-same", writes=[_group("c0", "t")])
    responses = race(8, lambda i: clients[i].post("/api/v1/state/checkpoints", body, format="json"))
    assert {r.status_code for r in responses} == {200}, [r.content for r in responses]
    assert len({r.json()["head"]["state_ref"] for r in responses}) == 1
    assert NativeState.objects.count() == 1
    assert NativeWrite.objects.count() == 1


def test_conformance_3_concurrent_identical_task_writes_store_once(worker: Worker) -> None:
    clients = [bearer(worker.token) for _ in range(8)]
    group = _group("c1", "task")
    responses = race(8, lambda i: clients[i].post("/api/v1/state/writes", group, format="json"))
    assert {r.status_code for r in responses} == {200}
    assert NativeWrite.objects.count() == 1


def test_conformance_4_a_fenced_writer_loses_to_the_new_lease(
    worker: Worker, make_worker: Callable[..., Worker]
) -> None:
    """A zombie pod (old lease) and its replacement race a superstep: the zombie always gets
    lease_fenced; the thread does not fork."""
    assert (
        bearer(worker.token)
        .post("/api/v1/state/checkpoints", _body("c0", 0, key="k0", run_id="run-0"), format="json")
        .status_code
        == 200
    )
    fresh = make_worker(worker.binding_id)
    clients = [bearer(worker.token), bearer(fresh.token)]

    def put(i: int) -> Any:
        body = _body(f"c1-{i}", 1, key=f"k1-{i}", run_id=f"run-1-{i}")
        return clients[i].post("/api/v1/state/checkpoints", body, format="json")

    zombie, replacement = race(2, put)
    assert_problem(zombie, 409, "lease_fenced")
    assert replacement.status_code == 200
    assert NativeState.objects.filter(status="durable").count() == 2
