"""GET /api/v1/state/history: the adapters' view of the committed chain (CONTRACT 4)."""

from __future__ import annotations

import json
import uuid
from collections.abc import Callable
from typing import Any

from rest_framework.test import APIClient

from tests.conftest import Worker, assert_problem


def _write(worker: Worker, metadata: dict[str, Any], parent: str | None = None) -> str:
    headers = {"HTTP_X_STATE_METADATA": json.dumps(metadata)}
    if parent:
        headers["HTTP_X_STATE_PARENT"] = parent
    return str(worker.put_pending(b"x" + uuid.uuid4().bytes, **headers).json()["state_ref"])


def _commit_chain(worker: Worker, metas: list[dict[str, Any]]) -> list[str]:
    refs: list[str] = []
    for i, meta in enumerate(metas):
        ref = _write(worker, meta, refs[-1] if refs else None)
        assert worker.commit(ref, i).status_code == 200
        refs.append(ref)
    return refs


def _history(worker: Worker, query: str = "") -> list[dict[str, Any]]:
    response = worker.client.get(f"/api/v1/state/history{query}")
    assert response.status_code == 200, response.content
    return list(response.json()["states"])


def test_history_newest_first_with_fields(worker: Worker) -> None:
    refs = _commit_chain(worker, [{"step": 0}, {"step": 1}, {"step": 2}])
    states = _history(worker)
    assert [s["state_ref"] for s in states] == refs[::-1]
    top = states[0]
    assert top["revision"] == 3
    assert top["parent"] == refs[1]
    assert top["metadata"] == {"step": 2}
    assert set(top) == {
        "state_ref", "revision", "parent", "metadata", "codec", "size", "sha256", "run_id", "committed_at"
    }  # fmt: skip


def test_pending_never_listed(worker: Worker) -> None:
    _commit_chain(worker, [{"step": 0}])
    _write(worker, {"step": 1})
    assert [s["metadata"] for s in _history(worker)] == [{"step": 0}]


def test_scope_isolation(
    worker: Worker, make_binding: Callable[..., dict[str, Any]], make_worker: Callable[..., Worker]
) -> None:
    mine = _commit_chain(worker, [{"step": 0}])
    other = make_worker(make_binding()["id"])
    theirs = _commit_chain(other, [{"step": 0}])
    assert [s["state_ref"] for s in _history(worker)] == mine
    assert [s["state_ref"] for s in _history(other)] == theirs
    # another binding's state_ref is not a valid anchor
    assert_problem(worker.client.get(f"/api/v1/state/history?before={theirs[0]}"), 404, "not_found")


def test_other_epoch_not_listed_and_old_lease_fenced(
    app: APIClient, worker: Worker, make_worker: Callable[..., Worker]
) -> None:
    _commit_chain(worker, [{"step": 0}])
    assert app.post(f"/api/v1/bindings/{worker.binding_id}/clear").status_code == 200
    assert_problem(worker.client.get("/api/v1/state/history"), 409, "lease_fenced")
    fresh = make_worker(worker.binding_id)
    assert _history(fresh) == []


def test_before_limit_and_metadata_filter(worker: Worker) -> None:
    metas = [{"source": "input" if i % 2 == 0 else "loop", "step": i, "id": f"c{i}"} for i in range(5)]
    refs = _commit_chain(worker, metas)
    assert [s["state_ref"] for s in _history(worker, "?limit=2")] == [refs[4], refs[3]]
    assert [s["state_ref"] for s in _history(worker, f"?before={refs[3]}")] == refs[2::-1]
    assert [s["state_ref"] for s in _history(worker, f"?before={refs[3]}&limit=1")] == [refs[2]]
    assert [s["metadata"]["step"] for s in _history(worker, "?metadata.source=input")] == [4, 2, 0]
    assert [s["metadata"]["step"] for s in _history(worker, "?metadata.step=1")] == [1]
    assert [s["state_ref"] for s in _history(worker, "?metadata.id=c3")] == [refs[3]]
    assert _history(worker, "?metadata.source=input&metadata.step=1") == []
    assert_problem(worker.client.get("/api/v1/state/history?limit=0"), 400, "invalid_request")
    assert_problem(worker.client.get("/api/v1/state/history?before=nope"), 400, "invalid_request")
    assert_problem(worker.client.get(f"/api/v1/state/history?before={uuid.uuid4()}"), 404, "not_found")


def test_requires_lease(app: APIClient) -> None:
    response = app.get("/api/v1/state/history")
    assert response.status_code in (401, 403)
