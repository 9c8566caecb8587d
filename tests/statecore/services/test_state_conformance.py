"""Conformance 2 and 3 with real concurrency on PostgreSQL.

Each test starts real threads, each with its own database connection, released together by a
barrier so that they race inside the commit transaction, not before it.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable
from typing import Any

import pytest

from statecore.models import AuditEvent, NativeState, Run
from tests.conftest import Worker, assert_problem, bearer, race

pytestmark = pytest.mark.postgres


def test_conformance_2_exactly_one_of_32_concurrent_commits_wins(worker: Worker) -> None:
    refs = [worker.put_pending(f"candidate-{i}".encode()).json()["state_ref"] for i in range(32)]
    clients = [bearer(worker.token) for _ in refs]

    def commit(i: int) -> Any:
        return clients[i].post(
            "/api/v1/state/commit",
            {
                "state_ref": refs[i],
                "expected_durable_revision": 0,
                "run_id": f"run-{i}",
                "run": {"status": "completed"},
            },
            format="json",
        )

    responses = race(32, commit)
    winners = [i for i, r in enumerate(responses) if r.status_code == 200]
    assert len(winners) == 1, [r.status_code for r in responses]
    for i, response in enumerate(responses):
        if i not in winners:
            assert assert_problem(response, 409, "revision_conflict")["current_revision"] == 1
    head = worker.head().json()["head"]
    assert head["revision"] == 1
    assert head["state_ref"] == refs[winners[0]]
    # Losers left no trace: their writes are still pending, no run or audit event was recorded.
    assert NativeState.objects.filter(status="durable").count() == 1
    assert Run.objects.count() == 1
    assert AuditEvent.objects.filter(action="thread_state.commit").count() == 1


def test_conformance_2_concurrent_commit_chain_has_no_gaps(worker: Worker) -> None:
    """8 threads each loop load-head/write/commit; revisions form one gapless chain."""
    clients = [bearer(worker.token) for _ in range(8)]

    def loop(i: int) -> int:
        wins = 0
        for _ in range(10):
            head = clients[i].get("/api/v1/state/head").json()["head"]
            expected = head["revision"] if head else 0
            ref = (
                clients[i]
                .put(
                    f"/api/v1/state/pending/{uuid.uuid4().hex}",
                    data=b"x",
                    content_type="application/octet-stream",
                    HTTP_X_STATE_CODEC="test/1",
                )
                .json()
            )
            response = clients[i].post(
                "/api/v1/state/commit",
                {
                    "state_ref": ref["state_ref"],
                    "expected_durable_revision": expected,
                    "run_id": uuid.uuid4().hex,
                    "run": {"status": "completed"},
                },
                format="json",
            )
            assert response.status_code in (200, 409), response.content
            wins += response.status_code == 200
        return wins

    total = sum(race(8, loop))
    revisions = sorted(NativeState.objects.filter(status="durable").values_list("revision", flat=True))
    assert revisions == list(range(1, total + 1))
    assert worker.head().json()["head"]["revision"] == total


def test_conformance_3_concurrent_duplicate_writes_return_one_ref(worker: Worker) -> None:
    clients = [bearer(worker.token) for _ in range(16)]

    def write(i: int) -> Any:
        return clients[i].put(
            "/api/v1/state/pending/same-key",
            data=b"same body",
            content_type="application/octet-stream",
            HTTP_X_STATE_CODEC="test/1",
        )

    responses = race(16, write)
    assert sorted(r.status_code for r in responses) == [200] * 15 + [201]
    assert len({r.json()["state_ref"] for r in responses}) == 1
    assert NativeState.objects.filter(idempotency_key="same-key").count() == 1


def test_conformance_3_commit_retry_racing_its_first_attempt_gets_the_same_head(worker: Worker) -> None:
    for attempt in range(5):
        ref = worker.put_pending(f"r{attempt}".encode()).json()["state_ref"]
        expected = attempt
        clients = [bearer(worker.token) for _ in range(4)]

        def commit(
            i: int,
            ref: str = ref,
            expected: int = expected,
            attempt: int = attempt,
            clients: list[Any] = clients,
        ) -> Any:
            return clients[i].post(
                "/api/v1/state/commit",
                {
                    "state_ref": ref,
                    "expected_durable_revision": expected,
                    "run_id": f"run-{attempt}",
                    "run": {"status": "completed"},
                },
                format="json",
            )

        responses = race(4, commit)
        assert [r.status_code for r in responses] == [200] * 4, [r.content for r in responses]
        assert len({r.content for r in responses}) == 1


def test_conformance_3_mark_uncertain_racing_commit_is_all_or_nothing(worker: Worker) -> None:
    """A commit and a mark of the same run race: either the commit landed and the mark reports
    the run's real status, or the mark fenced the run and the commit changed nothing."""
    for attempt in range(10):
        head = worker.head().json()["head"]
        expected = head["revision"] if head else 0
        ref = worker.put_pending(f"m{attempt}".encode()).json()["state_ref"]
        run_id = f"race-{attempt}"
        clients = [bearer(worker.token), bearer(worker.token)]

        def act(
            i: int,
            ref: str = ref,
            expected: int = expected,
            run_id: str = run_id,
            clients: list[Any] = clients,
        ) -> Any:
            if i == 0:
                return clients[0].post(
                    "/api/v1/state/commit",
                    {
                        "state_ref": ref,
                        "expected_durable_revision": expected,
                        "run_id": run_id,
                        "run": {"status": "completed"},
                    },
                    format="json",
                )
            return clients[1].post(
                "/api/v1/state/uncertain",
                {"run_id": run_id, "reason": "race", "state_ref": ref},
                format="json",
            )

        commit, mark = race(2, act)
        assert mark.status_code == 200, mark.content
        state = NativeState.objects.get(pk=ref)
        run = Run.objects.get(run_id=run_id)
        if commit.status_code == 200:
            assert state.status == "durable"
            assert run.status == "completed"
            assert mark.json()["status"] == "completed"
        else:
            assert_problem(commit, 409, "run_fenced")
            assert state.status == "pending"
            assert run.status == "uncertain_durability"
            assert worker.head().json()["head"] == head


def test_conformance_3_uncertain_durability_fences_and_reconcile_both_ways(
    worker: Worker, app: Any, make_binding: Callable[..., Any], make_worker: Callable[..., Worker]
) -> None:
    previous = worker.write_and_commit(b"previous").json()["head"]
    adopted = worker.put_pending(b"adopt me").json()["state_ref"]
    worker.client.post(
        "/api/v1/state/uncertain",
        {"run_id": "run-adopt", "reason": "timeout", "state_ref": adopted},
        format="json",
    )
    assert_problem(worker.commit(adopted, 1, run_id="run-adopt"), 409, "run_fenced")
    assert worker.head().json()["head"] == previous
    result = app.post(
        "/api/v1/runs/run-adopt/reconcile",
        {"decision": "adopt_pending", "idempotency_key": "a"},
        format="json",
    ).json()
    assert result["head"]["state_ref"] == adopted

    other = make_worker(make_binding()["id"])
    kept = other.write_and_commit(b"kept").json()["head"]
    dropped = other.put_pending(b"dropped").json()["state_ref"]
    other.client.post(
        "/api/v1/state/uncertain",
        {"run_id": "run-keep", "reason": "crash", "state_ref": dropped},
        format="json",
    )
    result = app.post(
        "/api/v1/runs/run-keep/reconcile",
        {"decision": "keep_previous", "idempotency_key": "k"},
        format="json",
    ).json()
    assert result["head"] == kept
    assert NativeState.objects.get(pk=dropped).status == "pending"
    # Neither run can commit again; its work is never replayed automatically.
    assert_problem(worker.commit(adopted, 1, run_id="run-adopt"), 409, "run_fenced")
    assert_problem(other.commit(dropped, 1, run_id="run-keep"), 409, "run_fenced")
