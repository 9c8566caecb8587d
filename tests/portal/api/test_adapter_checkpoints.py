"""The LangGraph adapter's endpoints: checkpoints (superstep batch), writes, delta history,
thread delete and prune (CONTRACT 4, "Harness adapters"). Every invariant of the protocol
holds: scope from the lease, fencing, bounds, idempotency, pending never selected."""

from __future__ import annotations

import base64
import uuid
from collections.abc import Callable
from typing import Any

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from rest_framework.test import APIClient

from statecore.models import AuditEvent, Binding, NativeState, NativeWrite
from tests.conftest import CODEC, Worker, assert_problem

VALUES = "statecore:values"
DELTA = "statecore:delta"


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode()


def _put(
    worker: Worker,
    cid: str,
    expected: int,
    *,
    parent: str | None = None,
    ns: str = "",
    payload: bytes | None = None,
    metadata: dict[str, Any] | None = None,
    writes: list[dict[str, Any]] | None = None,
    key: str | None = None,
    codec: str = CODEC,
    run_id: str | None = None,
) -> Any:
    body: dict[str, Any] = {
        "idempotency_key": key or f"k-{ns}-{cid}",
        "codec": codec,
        "payload": _b64(payload if payload is not None else f"payload-{cid}".encode()),
        "checkpoint_ns": ns,
        "checkpoint_id": cid,
        "parent_checkpoint_id": parent,
        "metadata": metadata if metadata is not None else {VALUES: []},
        "expected_durable_revision": expected,
        "run_id": run_id or f"run-{worker.binding_id}",  # run ids are unique per environment
        "run": {"status": "completed"},
    }
    if writes is not None:
        body["writes"] = writes
    return worker.client.post("/api/v1/state/checkpoints", body, format="json")


def _write_group(
    cid: str, task: str, items: list[tuple[int, str, bytes]], *, ns: str = "", path: str = ""
) -> dict[str, Any]:
    return {
        "checkpoint_ns": ns,
        "checkpoint_id": cid,
        "task_id": task,
        "task_path": path,
        "writes": [{"idx": i, "channel": c, "type": "bytes", "value": _b64(v)} for i, c, v in items],
    }


def _writes(worker: Worker, group: dict[str, Any]) -> Any:
    return worker.client.post("/api/v1/state/writes", group, format="json")


def _get(worker: Worker, query: str = "") -> list[dict[str, Any]]:
    response = worker.client.get(f"/api/v1/state/checkpoints{query}")
    assert response.status_code == 200, response.content
    return list(response.json()["checkpoints"])


def _chain(worker: Worker, n: int, metas: list[dict[str, Any]] | None = None) -> list[str]:
    ids = [f"c{i:02d}" for i in range(n)]
    for i, cid in enumerate(ids):
        meta = metas[i] if metas else {VALUES: []}
        assert _put(worker, cid, i, parent=ids[i - 1] if i else None, metadata=meta).status_code == 200
    return ids


def test_checkpoint_put_commits_and_reads_back_with_payload(worker: Worker) -> None:
    response = _put(worker, "c1", 0, payload=b"\x00\xffopaque")
    assert response.status_code == 200, response.content
    body = response.json()
    assert body["head"]["revision"] == 1
    assert worker.head().json()["head"]["state_ref"] == body["state_ref"]
    [item] = _get(worker, "?checkpoint_ns=&checkpoint_id=c1")
    assert base64.b64decode(item["payload"]) == b"\x00\xffopaque"
    assert (item["checkpoint_ns"], item["checkpoint_id"], item["writes"]) == ("", "c1", [])
    assert item["state_ref"] == body["state_ref"]


def test_checkpoint_put_links_parent_and_lists_newest_first(worker: Worker) -> None:
    ids = _chain(worker, 3)
    items = _get(worker, "?limit=10")
    assert [i["checkpoint_id"] for i in items] == ids[::-1]
    assert items[0]["parent"] == items[1]["state_ref"]
    assert [i["checkpoint_id"] for i in _get(worker, "?before_checkpoint_id=c02")] == ["c01", "c00"]
    assert [i["checkpoint_id"] for i in _get(worker, "?limit=1")] == ["c02"]


def test_checkpoint_put_retry_returns_same_head(worker: Worker) -> None:
    first = _put(worker, "c1", 0).json()
    again = _put(worker, "c1", 0)
    assert again.status_code == 200
    assert again.json() == first
    assert NativeState.objects.filter(binding_id=worker.binding_id).count() == 1


def test_checkpoint_put_conflicts(worker: Worker) -> None:
    assert _put(worker, "c1", 0).status_code == 200
    assert_problem(_put(worker, "c1", 0, payload=b"other"), 409, "idempotency_conflict")
    assert_problem(_put(worker, "c2", 0), 409, "revision_conflict")
    assert_problem(_put(worker, "c3", 1, codec="other-codec"), 409, "codec_mismatch")


def test_refused_superstep_leaves_nothing_behind(worker: Worker) -> None:
    assert _put(worker, "c1", 0).status_code == 200
    group = _write_group("c1", "t1", [(0, "messages", b"m")])
    body = assert_problem(_put(worker, "c2", 0, parent="c1", writes=[group]), 409, "revision_conflict")
    assert body["current_revision"] == 1
    assert NativeState.objects.filter(binding_id=worker.binding_id).count() == 1
    assert not NativeWrite.objects.filter(binding_id=worker.binding_id).exists()
    assert Binding.objects.get(pk=worker.binding_id).pending_count == 0


def _statements(ctx: CaptureQueriesContext) -> list[str]:
    """What a request sent to the database, less the savepoints the test's own transaction
    needs (in autocommit, as in production, there are none)."""
    return [q["sql"] for q in ctx.captured_queries if not q["sql"].startswith(("SAVEPOINT", "RELEASE"))]


def test_each_worker_write_is_one_round_trip(worker: Worker) -> None:
    """Authentication, fence, bounds, the write, the compare-and-set and the audit row: one
    statement per request for the superstep batch (with its task writes or without), task
    writes, pending write, commit and head."""
    assert _put(worker, "c1", 0).status_code == 200  # warms the process's payload read bound
    group = _write_group("c1", "t1", [(0, "ch", b"v")])
    pending = worker.put_pending(b"p2", key="p2").json()["state_ref"]
    calls: list[tuple[list[str], Callable[[], Any]]] = [
        (["statecore_checkpoint_put"], lambda: _put(worker, "c2", 1, parent="c1")),
        (["statecore_checkpoint_put"], lambda: _put(worker, "c3", 2, parent="c2", writes=[group])),
        (["statecore_put_writes"], lambda: _writes(worker, _write_group("c2", "t2", [(0, "ch", b"w")]))),
        (["statecore_write_pending"], lambda: worker.put_pending(b"plain", key="plain")),
        (["statecore_commit"], lambda: worker.commit(pending, 3)),
        (["statecore_load_head"], worker.head),
    ]
    for functions, request in calls:
        with CaptureQueriesContext(connection) as ctx:
            assert request().status_code in (200, 201)
        statements = _statements(ctx)
        assert len(statements) == len(functions), statements
        for function, statement in zip(functions, statements, strict=True):
            assert f"FROM {function}(" in statement


def test_each_worker_read_is_one_round_trip(worker: Worker) -> None:
    """The lease, the fence and the read in one statement: get_tuple / list, the history, the
    delta history and a state's payload."""
    ids = _chain(worker, 3, [{VALUES: ["files"]}, {VALUES: []}, {VALUES: []}])
    _writes(worker, _write_group(ids[1], "t", [(0, "files", b"f")]))
    [latest] = _get(worker, "?limit=1")
    calls: list[tuple[str, str]] = [
        ("statecore_checkpoints", f"/api/v1/state/checkpoints?checkpoint_id={ids[2]}"),
        ("statecore_checkpoints", "/api/v1/state/checkpoints?limit=2"),
        ("statecore_checkpoints", "/api/v1/state/history?limit=2"),
        ("statecore_delta_history", f"/api/v1/state/delta?checkpoint_id={ids[2]}&channel=files"),
        ("statecore_read_native", f"/api/v1/state/native/{latest['state_ref']}"),
    ]
    for function, path in calls:
        with CaptureQueriesContext(connection) as ctx:
            assert worker.client.get(path).status_code == 200, path
        [statement] = _statements(ctx)
        assert f"FROM {function}(" in statement, path


def test_superstep_batch_stores_writes_with_the_commit(worker: Worker) -> None:
    assert _put(worker, "c1", 0).status_code == 200
    group = _write_group("c1", "t1", [(0, "messages", b"m1"), (1, "files", b"f1")])
    assert _put(worker, "c2", 1, parent="c1", writes=[group]).status_code == 200
    [c1] = _get(worker, "?checkpoint_id=c1")
    assert [(w["channel"], base64.b64decode(w["value"])) for w in c1["writes"]] == [
        ("messages", b"m1"),
        ("files", b"f1"),
    ]


def test_writes_insert_once_and_special_slots_overwrite(worker: Worker) -> None:
    assert _put(worker, "c1", 0).status_code == 200
    assert _writes(
        worker, _write_group("c1", "t1", [(0, "ch", b"first"), (-1, "__error__", b"e1")])
    ).json() == {"stored": 2}
    _writes(worker, _write_group("c1", "t1", [(0, "ch", b"second"), (-1, "__error__", b"e2")]))
    [item] = _get(worker, "?checkpoint_id=c1")
    got = {(w["channel"], base64.b64decode(w["value"])) for w in item["writes"]}
    assert got == {("ch", b"first"), ("__error__", b"e2")}


def test_writes_come_back_in_apply_order(worker: Worker) -> None:
    assert _put(worker, "c1", 0).status_code == 200
    _writes(worker, _write_group("c1", "tb", [(1, "x", b"b1"), (0, "x", b"b0")], path="~1"))
    _writes(worker, _write_group("c1", "ta", [(0, "x", b"a0")], path="~1"))
    _writes(worker, _write_group("c1", "tz", [(0, "x", b"z0")], path=""))
    [item] = _get(worker, "?checkpoint_id=c1")
    assert [base64.b64decode(w["value"]) for w in item["writes"]] == [b"z0", b"a0", b"b0", b"b1"]


def test_writes_may_arrive_before_their_checkpoint_and_stay_per_namespace(worker: Worker) -> None:
    _writes(worker, _write_group("c1", "t1", [(0, "ch", b"root")]))
    _writes(worker, _write_group("c1", "t1", [(0, "ch", b"child")], ns="child:1"))
    assert _put(worker, "c1", 0).status_code == 200
    assert _put(worker, "c1", 1, ns="child:1", key="k-child").status_code == 200
    [root] = _get(worker, "?checkpoint_ns=&checkpoint_id=c1")
    [child] = _get(worker, "?checkpoint_ns=child:1&checkpoint_id=c1")
    assert [base64.b64decode(w["value"]) for w in root["writes"]] == [b"root"]
    assert [base64.b64decode(w["value"]) for w in child["writes"]] == [b"child"]


def test_pending_writes_are_never_listed(worker: Worker) -> None:
    assert _put(worker, "c1", 0).status_code == 200
    worker.put_pending(b"uncommitted")
    assert [i["checkpoint_id"] for i in _get(worker, "?limit=10")] == ["c1"]


def test_bad_input(worker: Worker) -> None:
    def post(path: str, body: Any) -> Any:
        return worker.client.post(path, body, format="json")

    good = _write_group("c1", "t1", [(0, "ch", b"v")])
    assert_problem(
        post("/api/v1/state/writes", {**good, "binding_id": str(uuid.uuid4())}), 400, "invalid_request"
    )
    bad_value = {**good, "writes": [{"idx": 0, "channel": "ch", "type": "bytes", "value": "%%%"}]}
    assert_problem(post("/api/v1/state/writes", bad_value), 400, "invalid_request")
    same_idx = _write_group("c1", "t1", [(0, "a", b"1"), (0, "b", b"2")])
    assert_problem(post("/api/v1/state/writes", same_idx), 400, "invalid_request")
    too_many = _write_group("c1", "t1", [(i, "ch", b"") for i in range(1001)])
    assert_problem(post("/api/v1/state/writes", too_many), 400, "invalid_request")
    assert_problem(
        worker.client.post("/api/v1/state/writes", b"{not json", content_type="application/json"),
        400,
        "invalid_request",
    )
    assert_problem(_put(worker, "", 0), 400, "invalid_request")
    assert_problem(_put(worker, "c1", 0, key="bad key!"), 400, "invalid_request")
    assert_problem(worker.client.get("/api/v1/state/delta?checkpoint_ns="), 400, "invalid_request")
    assert_problem(
        worker.client.post("/api/v1/state/prune", {"strategy": "all"}, format="json"), 400, "invalid_request"
    )
    assert not NativeWrite.objects.filter(binding_id=worker.binding_id).exists()


def test_payload_bound_applies_to_the_batch(worker: Worker, settings: Any) -> None:
    from statecore.limits import clear_cache

    settings.STATECORE_DEFAULT_MAX_NATIVE_PAYLOAD_BYTES = 1024
    clear_cache()
    try:
        assert_problem(_put(worker, "c1", 0, payload=b"x" * 1025), 413, "payload_too_large")
        assert_problem(
            _writes(worker, _write_group("c1", "t", [(0, "ch", b"x" * 1025)])), 413, "payload_too_large"
        )
    finally:
        clear_cache()
    assert not NativeState.objects.filter(binding_id=worker.binding_id).exists()


def test_fenced_lease_changes_nothing(worker: Worker, make_worker: Callable[..., Worker]) -> None:
    assert _put(worker, "c1", 0).status_code == 200
    make_worker(worker.binding_id)  # a new lease fences this one
    assert_problem(_put(worker, "c2", 1, parent="c1"), 409, "lease_fenced")
    assert_problem(_writes(worker, _write_group("c1", "t1", [(0, "ch", b"v")])), 409, "lease_fenced")
    assert_problem(worker.client.delete("/api/v1/state/thread"), 409, "lease_fenced")
    assert_problem(
        worker.client.post("/api/v1/state/prune", {"strategy": "keep_latest"}, format="json"),
        409,
        "lease_fenced",
    )
    assert NativeState.objects.filter(binding_id=worker.binding_id).count() == 1
    assert not NativeWrite.objects.filter(binding_id=worker.binding_id).exists()


def test_scope_isolation(
    worker: Worker, make_binding: Callable[..., dict[str, Any]], make_worker: Callable[..., Worker]
) -> None:
    other = make_worker(make_binding()["id"])
    assert _put(worker, "c1", 0).status_code == 200
    _writes(worker, _write_group("c1", "t1", [(0, "ch", b"mine")]))
    assert _put(other, "c1", 0).status_code == 200
    [theirs] = _get(other, "?checkpoint_id=c1")
    assert theirs["writes"] == []
    assert base64.b64decode(theirs["payload"]) == b"payload-c1"
    delta = other.client.get("/api/v1/state/delta?checkpoint_id=c1&channel=ch").json()
    assert delta["channels"]["ch"]["writes"] == []


def _delta(worker: Worker, cid: str, *channels: str) -> dict[str, Any]:
    query = "&".join(f"channel={c}" for c in channels)
    response = worker.client.get(f"/api/v1/state/delta?checkpoint_id={cid}&{query}")
    assert response.status_code == 200, response.content
    return dict(response.json())


def test_delta_history_walks_to_the_nearest_stored_value(worker: Worker) -> None:
    # c00 stores "files" (a snapshot), c01..c03 do not; "messages" is never stored.
    metas = [{VALUES: ["files"]}, {VALUES: []}, {VALUES: []}, {VALUES: []}, {VALUES: []}]
    ids = _chain(worker, 5, metas)
    for cid in ids:
        _writes(
            worker,
            _write_group(cid, "t", [(0, "files", f"f-{cid}".encode()), (1, "messages", f"m-{cid}".encode())]),
        )
    body = _delta(worker, "c04", "files", "messages")
    assert body["complete"] is True
    files = body["channels"]["files"]
    # the target's own writes are pending for the next step: excluded; oldest first
    assert [base64.b64decode(w["value"]) for w in files["writes"]] == [b"f-c00", b"f-c01", b"f-c02", b"f-c03"]
    [seed] = body["seeds"]
    assert files["seed"] == seed["state_ref"]
    assert seed["checkpoint_id"] == "c00"
    assert base64.b64decode(seed["payload"]) == b"payload-c00"
    messages = body["channels"]["messages"]
    assert messages["seed"] is None
    assert len(messages["writes"]) == 4


def test_delta_history_stops_at_a_later_snapshot(worker: Worker) -> None:
    metas = [{VALUES: ["files"]}, {VALUES: []}, {VALUES: ["files"]}, {VALUES: []}]
    ids = _chain(worker, 4, metas)
    for cid in ids:
        _writes(worker, _write_group(cid, "t", [(0, "files", cid.encode())]))
    body = _delta(worker, "c03", "files")
    assert [base64.b64decode(w["value"]) for w in body["channels"]["files"]["writes"]] == [b"c02"]
    assert [s["checkpoint_id"] for s in body["seeds"]] == ["c02"]


def test_delta_history_incomplete_without_adapter_metadata(worker: Worker) -> None:
    _chain(worker, 3, [{"step": 0}, {VALUES: []}, {VALUES: []}])
    body = _delta(worker, "c02", "files")
    assert body["complete"] is False
    assert _delta(worker, "missing", "files") == {
        "complete": True,
        "channels": {"files": {"writes": [], "seed": None}},
        "seeds": [],
    }


def test_delete_thread_erases_the_epoch_and_fences(
    worker: Worker, make_worker: Callable[..., Worker], make_binding: Callable[..., dict[str, Any]]
) -> None:
    other = make_worker(make_binding()["id"])
    assert _put(other, "c1", 0).status_code == 200
    _chain(worker, 3)
    _writes(worker, _write_group("c02", "t", [(0, "ch", b"v")]))
    response = worker.client.delete("/api/v1/state/thread")
    assert response.status_code == 200, response.content
    assert response.json() == {"epoch": 2, "deleted": {"states": 3, "writes": 1}}
    assert not NativeState.objects.filter(binding_id=worker.binding_id).exists()
    assert not NativeWrite.objects.filter(binding_id=worker.binding_id).exists()
    assert_problem(worker.head(), 409, "lease_fenced")
    fresh = make_worker(worker.binding_id)
    assert fresh.head().json() == {"head": None}
    assert _get(fresh) == []
    assert len(_get(other)) == 1


def test_prune_keep_latest_keeps_what_delta_channels_need(worker: Worker) -> None:
    # c00 snapshot of "files"; c01..c04 replay it; "c04" is newest. Root namespace only.
    metas = [{VALUES: ["files"]}] + [{VALUES: [], DELTA: ["files"]} for _ in range(4)]
    ids = _chain(worker, 5, metas)
    for cid in ids:
        _writes(worker, _write_group(cid, "t", [(0, "files", cid.encode())]))
    before = _delta(worker, "c04", "files")
    response = worker.client.post("/api/v1/state/prune", {"strategy": "keep_latest"}, format="json")
    assert response.status_code == 200, response.content
    assert response.json()["deleted"] == {"states": 0, "writes": 0}
    assert _delta(worker, "c04", "files") == before


def test_prune_keep_latest_without_delta_channels(worker: Worker) -> None:
    ids = _chain(worker, 4)
    _chain_ns = _put(worker, "n1", 4, ns="child:1", key="k-n1")
    assert _chain_ns.status_code == 200
    for cid in ids:
        _writes(worker, _write_group(cid, "t", [(0, "ch", cid.encode())]))
    response = worker.client.post("/api/v1/state/prune", {"strategy": "keep_latest"}, format="json")
    assert response.json() == {"epoch": 1, "deleted": {"states": 3, "writes": 3}}
    assert sorted(i["checkpoint_id"] for i in _get(worker, "?limit=10")) == ["c03", "n1"]
    [latest] = _get(worker, "?checkpoint_id=c03")
    assert latest["parent"] is None
    assert len(latest["writes"]) == 1
    assert worker.head().json()["head"]["revision"] == 5


@pytest.mark.parametrize("strategy", ["delete"])
def test_prune_delete_starts_a_new_epoch(worker: Worker, strategy: str, app: APIClient) -> None:
    _chain(worker, 2)
    response = worker.client.post("/api/v1/state/prune", {"strategy": strategy}, format="json")
    assert response.json() == {"epoch": 2, "deleted": {"states": 2, "writes": 0}}
    assert app.get(f"/api/v1/bindings/{worker.binding_id}").json()["epoch"] == 2


def test_delete_runs_moves_a_deleted_head_back(worker: Worker) -> None:
    assert _put(worker, "c1", 0, run_id="run-a").status_code == 200
    assert _put(worker, "c2", 1, parent="c1", run_id="run-b").status_code == 200
    _writes(worker, _write_group("c2", "t", [(0, "ch", b"v")]))
    response = worker.client.post("/api/v1/state/runs/delete", {"run_ids": ["run-b", "run-x"]}, format="json")
    assert response.json() == {"epoch": 1, "deleted": {"states": 1, "writes": 1}}
    head = worker.head().json()["head"]
    assert (head["revision"], head["run_id"]) == (1, "run-a")
    # the chain continues from the restored head
    assert _put(worker, "c3", 1, parent="c1", run_id="run-c").json()["head"]["revision"] == 2
    assert worker.client.post("/api/v1/state/runs/delete", {"run_ids": []}, format="json").json()[
        "deleted"
    ] == {
        "states": 0,
        "writes": 0,
    }


def test_delete_runs_of_every_state_leaves_no_head(worker: Worker) -> None:
    assert _put(worker, "c1", 0, run_id="run-a").status_code == 200
    worker.client.post("/api/v1/state/runs/delete", {"run_ids": ["run-a"]}, format="json")
    assert worker.head().json() == {"head": None}
    assert_problem(
        worker.client.post("/api/v1/state/runs/delete", {"run_ids": ["bad id!"]}, format="json"),
        400,
        "invalid_request",
    )


def test_writes_record_the_run_interrupt_with_them(worker: Worker, app: APIClient) -> None:
    assert _put(worker, "c1", 0, run_id="run-int").status_code == 200
    group = _write_group("c1", "t1", [(-3, "__interrupt__", b"opaque")])
    interrupt = {"checkpoint_id": "c1", "task_id": "t1", "interrupts": 1}
    body = {**group, "run": {"run_id": "run-int", "status": "interrupted", "interrupt": interrupt}}
    assert _writes(worker, body).status_code == 200
    run = app.get("/api/v1/runs/run-int").json()
    assert (run["status"], run["interrupt"]) == ("interrupted", interrupt)


def test_writes_for_a_fenced_or_foreign_run_store_nothing(
    worker: Worker, make_worker: Callable[..., Worker], make_binding: Callable[..., dict[str, Any]]
) -> None:
    other = make_worker(make_binding()["id"])
    assert _put(other, "c1", 0, run_id="run-theirs").status_code == 200
    assert _put(worker, "c1", 0, run_id="run-mine").status_code == 200
    worker.client.post("/api/v1/state/uncertain", {"run_id": "run-lost", "reason": "lost"}, format="json")
    group = _write_group("c1", "t1", [(-3, "__interrupt__", b"x")])
    for run_id, status, code in (("run-lost", 409, "run_fenced"), ("run-theirs", 404, "not_found")):
        run = {"run_id": run_id, "status": "interrupted", "interrupt": {}}
        assert_problem(_writes(worker, {**group, "run": run}), status, code)
    bad = {**group, "run": {"run_id": "run-mine", "status": "completed", "interrupt": {}}}
    assert_problem(_writes(worker, bad), 400, "invalid_request")
    assert not NativeWrite.objects.filter(binding_id=worker.binding_id).exists()


def _batch(worker: Worker, groups: list[dict[str, Any]], run: dict[str, Any] | None = None) -> Any:
    body: dict[str, Any] = {"groups": groups}
    if run is not None:
        body["run"] = run
    return worker.client.post("/api/v1/state/writes/batch", body, format="json")


def test_writes_batch_stores_several_tasks_against_several_checkpoints_at_once(worker: Worker) -> None:
    assert _put(worker, "c1", 0).status_code == 200
    groups = [
        _write_group("c1", "ta", [(0, "x", b"a0"), (1, "x", b"a1")]),
        _write_group("c1", "tb", [(0, "x", b"b0")]),
        _write_group("c2", "tc", [(0, "x", b"c0")]),  # before its checkpoint, as single writes may
        _write_group("c1", "td", [(0, "x", b"d0")], ns="child:1"),
    ]
    assert _batch(worker, groups).json() == {"stored": 5}
    assert _put(worker, "c2", 1, parent="c1").status_code == 200
    [c1] = _get(worker, "?checkpoint_ns=&checkpoint_id=c1")
    [c2] = _get(worker, "?checkpoint_ns=&checkpoint_id=c2")
    assert [base64.b64decode(w["value"]) for w in c1["writes"]] == [b"a0", b"a1", b"b0"]
    assert [base64.b64decode(w["value"]) for w in c2["writes"]] == [b"c0"]
    # insert-once per slot, as for single writes: a replay of the batch stores nothing new
    again = [_write_group("c1", "ta", [(0, "x", b"changed")])]
    assert _batch(worker, again).json() == {"stored": 0}
    [c1] = _get(worker, "?checkpoint_ns=&checkpoint_id=c1")
    assert base64.b64decode(c1["writes"][0]["value"]) == b"a0"


def test_writes_batch_records_the_run_interrupt_with_its_writes(worker: Worker, app: APIClient) -> None:
    assert _put(worker, "c1", 0, run_id="run-bint").status_code == 200
    interrupt = {"checkpoint_id": "c1", "task_id": "t2", "interrupts": 1}
    groups = [
        _write_group("c1", "t1", [(0, "files", b"sibling task's write")]),
        _write_group("c1", "t2", [(-3, "__interrupt__", b"opaque")]),
    ]
    run = {"run_id": "run-bint", "status": "interrupted", "interrupt": interrupt}
    assert _batch(worker, groups, run).json() == {"stored": 2}
    got = app.get("/api/v1/runs/run-bint").json()
    assert (got["status"], got["interrupt"]) == ("interrupted", interrupt)


def test_writes_batch_is_all_or_nothing(worker: Worker) -> None:
    assert _put(worker, "c1", 0, run_id="run-mine").status_code == 200
    worker.client.post("/api/v1/state/uncertain", {"run_id": "run-lost", "reason": "lost"}, format="json")
    groups = [
        _write_group("c1", "t1", [(0, "x", b"v")]),
        _write_group("c1", "t2", [(-3, "__interrupt__", b"i")]),
    ]
    fenced = {"run_id": "run-lost", "status": "interrupted", "interrupt": {}}
    assert_problem(_batch(worker, groups, fenced), 409, "run_fenced")
    duplicate = [
        _write_group("c1", "t1", [(0, "x", b"v")]),
        _write_group("c1", "t3", [(0, "x", b"1"), (0, "y", b"2")]),
    ]
    assert_problem(_batch(worker, duplicate), 400, "invalid_request")
    assert not NativeWrite.objects.filter(binding_id=worker.binding_id).exists()


def test_writes_batch_bad_input(worker: Worker) -> None:
    good = _write_group("c1", "t1", [(0, "ch", b"v")])
    post = worker.client.post
    for body in (
        {},
        {"groups": []},
        {"groups": [good] * 65},
        {"groups": good},
        {"groups": [good], "binding_id": str(uuid.uuid4())},
        {"groups": [{**good, "extra": 1}]},
        {"groups": [{**good, "checkpoint_id": ""}]},
        {"groups": [good], "run": {"run_id": "r", "status": "completed", "interrupt": {}}},
    ):
        assert_problem(post("/api/v1/state/writes/batch", body, format="json"), 400, "invalid_request")
    many = [_write_group("c1", f"t{i}", [(j, "ch", b"v") for j in range(100)]) for i in range(11)]
    assert_problem(
        post("/api/v1/state/writes/batch", {"groups": many}, format="json"), 400, "invalid_request"
    )
    assert not NativeWrite.objects.filter(binding_id=worker.binding_id).exists()


def test_writes_batch_of_a_fenced_lease_stores_nothing(
    worker: Worker, make_worker: Callable[..., Worker]
) -> None:
    make_worker(worker.binding_id)  # a new lease fences this one
    response = _batch(worker, [_write_group("c1", "t1", [(0, "x", b"v")])])
    assert_problem(response, 409, "lease_fenced")
    assert not NativeWrite.objects.filter(binding_id=worker.binding_id).exists()


# --- fixed on the way to one round trip (each failed on the ORM implementation) ------------------


def test_replayed_superstep_is_fenced_audited_and_stores_no_new_writes(
    worker: Worker, make_worker: Callable[..., Worker]
) -> None:
    assert _put(worker, "c1", 0).status_code == 200
    first = _put(worker, "c2", 1, parent="c1", key="k2")
    assert first.status_code == 200
    late = _write_group("c2", "late", [(0, "ch", b"smuggled")])
    replay = _put(worker, "c2", 1, parent="c1", key="k2", writes=[late])
    assert replay.status_code == 200
    assert replay.json() == first.json()  # the same head
    assert not NativeWrite.objects.filter(binding_id=worker.binding_id, task_id="late").exists()
    assert AuditEvent.objects.filter(
        binding_id=worker.binding_id, action="thread_state.commit", outcome="replayed"
    ).exists()
    make_worker(worker.binding_id)  # a new lease fences this one: a replay is refused too
    assert_problem(_put(worker, "c2", 1, parent="c1", key="k2"), 409, "lease_fenced")


def test_replayed_superstep_counts_against_the_rate_bound(worker: Worker, settings: Any) -> None:
    from statecore.limits import clear_cache

    settings.STATECORE_DEFAULT_MAX_STATE_WRITES_PER_MINUTE = 2
    clear_cache()
    assert _put(worker, "c1", 0, key="k1").status_code == 200
    assert _put(worker, "c1", 0, key="k1").status_code == 200  # the replay took the second slot
    body = assert_problem(_put(worker, "c1", 0, key="k1"), 429, "rate_limited")
    assert body["retry_after"] >= 1


def test_task_write_retry_near_the_bound_is_not_refused(worker: Worker, settings: Any) -> None:
    from statecore.limits import clear_cache

    settings.STATECORE_DEFAULT_MAX_PENDING_WRITES = 3
    clear_cache()
    assert _put(worker, "c1", 0).status_code == 200
    group = _write_group("c1", "t1", [(0, "a", b"1"), (1, "b", b"2"), (2, "c", b"3")])
    assert _writes(worker, group).json() == {"stored": 3}
    # An idempotent retry stores nothing and is not counted again against the bound.
    assert _writes(worker, group).json() == {"stored": 0}
    more = _write_group("c1", "t1", [(3, "d", b"4")])
    assert_problem(_writes(worker, more), 429, "rate_limited")
    assert NativeWrite.objects.filter(binding_id=worker.binding_id).count() == 3


def test_overwritten_special_slots_are_counted_as_stored(worker: Worker) -> None:
    assert _put(worker, "c1", 0).status_code == 200
    group = _write_group("c1", "t1", [(0, "ch", b"once"), (-1, "__error__", b"e")])
    assert _writes(worker, group).json() == {"stored": 2}
    assert _writes(worker, group).json() == {"stored": 1}  # the ordinary slot was ignored


def test_delta_walk_continues_through_a_pending_parent(worker: Worker) -> None:
    """c4 -> c3 -> p (pending, plain protocol) -> c1 -> c0 (stores "files"): the pending row is
    walked through, neither ending the walk nor used as a seed."""
    assert _put(worker, "c0", 0, metadata={VALUES: ["files"]}).status_code == 200
    assert _put(worker, "c1", 1, parent="c0", metadata={VALUES: []}).status_code == 200
    c0, c1 = (NativeState.objects.get(binding_id=worker.binding_id, native_id=c) for c in ("c0", "c1"))
    pending = worker.put_pending(
        b"p", HTTP_X_STATE_PARENT=str(c1.id), HTTP_X_STATE_METADATA='{"statecore:values": []}'
    ).json()["state_ref"]
    assert _put(worker, "c3", 2, metadata={VALUES: []}).status_code == 200
    # c3's parent is the pending write, as a plain-protocol writer may link it.
    NativeState.objects.filter(binding_id=worker.binding_id, native_id="c3").update(parent_id=pending)
    assert _put(worker, "c4", 3, parent="c3", metadata={VALUES: []}).status_code == 200
    for cid in ("c0", "c1", "c3"):
        _writes(worker, _write_group(cid, "t", [(0, "files", f"f-{cid}".encode())]))
    body = _delta(worker, "c4", "files")
    assert body["complete"] is True
    assert body["channels"]["files"]["seed"] == str(c0.id)
    assert [base64.b64decode(w["value"]) for w in body["channels"]["files"]["writes"]] == [
        b"f-c0",
        b"f-c1",
        b"f-c3",
    ]


def test_superstep_batch_bounds_its_write_groups_before_validating_them(worker: Worker) -> None:
    groups = [_write_group(f"c{i}", "t", []) for i in range(65)]
    assert_problem(_put(worker, "c1", 0, writes=groups), 400, "invalid_request")
    assert not NativeState.objects.filter(binding_id=worker.binding_id).exists()


# --- the framed body: opaque bytes raw, not base64 -------------------------------------------------


def _framed_put(worker: Worker, cid: str, expected: int, payload: bytes, writes: list[bytes]) -> Any:
    from statecore import frames

    header = {
        "idempotency_key": f"kf-{cid}",
        "codec": CODEC,
        "payload": len(payload),
        "checkpoint_id": cid,
        "metadata": {VALUES: []},
        "expected_durable_revision": expected,
        "run_id": f"run-f-{worker.binding_id}",
        "run": {"status": "completed"},
        "writes": [
            {
                "checkpoint_id": cid,
                "task_id": "t",
                "writes": [
                    {"idx": i, "channel": "ch", "type": "bytes", "value": len(w)}
                    for i, w in enumerate(writes)
                ],
            }
        ],
    }
    return worker.client.generic(
        "POST", "/api/v1/state/checkpoints", frames.encode(header, [payload, *writes]), frames.MEDIA_TYPE
    )


def test_framed_superstep_batch_and_framed_read(worker: Worker) -> None:
    from statecore import frames

    payload = bytes(range(256)) * 4
    assert _framed_put(worker, "c1", 0, payload, [b"w0", b"\x00\xff"]).status_code == 200
    response = worker.client.get("/api/v1/state/checkpoints?checkpoint_id=c1", HTTP_ACCEPT=frames.MEDIA_TYPE)
    assert response["Content-Type"] == frames.MEDIA_TYPE
    header, blobs = frames.decode(response.content)
    [item] = header["checkpoints"]
    assert blobs.take(item["payload"]) == payload
    assert [blobs.take(w["value"]) for w in item["writes"]] == [b"w0", b"\x00\xff"]
    blobs.finish()
    # The JSON form of the same read answers the same bytes as base64.
    [same] = _get(worker, "?checkpoint_id=c1")
    assert base64.b64decode(same["payload"]) == payload


def test_framed_body_must_account_for_its_bytes(worker: Worker) -> None:
    from statecore import frames

    header = {
        "checkpoint_id": "c1",
        "task_id": "t",
        "writes": [{"idx": 0, "channel": "c", "type": "b", "value": 2}],
    }
    for blobs in ([b"abc"], [b"a"]):  # one byte too many, one too few
        response = worker.client.generic(
            "POST", "/api/v1/state/writes", frames.encode(header, blobs), frames.MEDIA_TYPE
        )
        assert_problem(response, 400, "invalid_request")
    bad = worker.client.generic("POST", "/api/v1/state/writes", b"\x00\x00\x00\x05{", frames.MEDIA_TYPE)
    assert_problem(bad, 400, "invalid_request")
    assert not NativeWrite.objects.filter(binding_id=worker.binding_id).exists()
    ok = worker.client.generic(
        "POST", "/api/v1/state/writes", frames.encode(header, [b"ab"]), frames.MEDIA_TYPE
    )
    assert ok.json() == {"stored": 1}


def test_delta_walk_bound_leaves_the_history_incomplete(
    worker: Worker, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A chain longer than the walk's bound is not cut short silently: the answer says
    incomplete, and the saver walks the rest itself."""
    from statecore import selectors

    _chain(worker, 4, [{VALUES: ["files"]}, {VALUES: []}, {VALUES: []}, {VALUES: []}])
    assert _delta(worker, "c03", "files")["complete"] is True
    monkeypatch.setattr(selectors, "MAX_DELTA_DEPTH", 2)
    body = _delta(worker, "c03", "files")
    assert body["complete"] is False
    assert body["seeds"] == []
    assert _delta(worker, "c02", "files")["complete"] is True  # two rows reach c00


@pytest.mark.parametrize(
    "query",
    [
        "/api/v1/state/delta?checkpoint_id=c1&channel=a%00b",
        "/api/v1/state/delta?checkpoint_id=c%001&channel=a",
        "/api/v1/state/delta?checkpoint_ns=n%00&checkpoint_id=c1&channel=a",
        "/api/v1/state/checkpoints?checkpoint_id=c%001",
        "/api/v1/state/checkpoints?checkpoint_ns=n%00",
        "/api/v1/state/checkpoints?before_checkpoint_id=c%001",
        "/api/v1/state/checkpoints?metadata.step=a%00",
        "/api/v1/state/checkpoints?metadata.st%00ep=1",
        "/api/v1/state/checkpoints?metadata.step=%22a%5Cu0000%22",
        "/api/v1/state/history?metadata.step=%22a%5Cu0000%22",
    ],
)
def test_nul_in_a_read_parameter_is_a_400(worker: Worker, query: str) -> None:
    """PostgreSQL's text and jsonb cannot hold U+0000: refused here, not a 500 there
    (schemathesis found the delta history's channel)."""
    assert _put(worker, "c1", 0).status_code == 200
    assert_problem(worker.client.get(query), 400, "invalid_request")


def test_checkpoints_include_the_head_and_the_first_ones_delta_history(worker: Worker) -> None:
    empty = worker.client.get("/api/v1/state/checkpoints?limit=1&include=head&include=delta").json()
    assert empty == {"checkpoints": [], "head": None, "delta": None}
    assert _put(worker, "c1", 0, metadata={VALUES: ["messages"], DELTA: ["messages"]}).status_code == 200
    group = _write_group("c1", "t1", [(0, "messages", b"m1")])
    meta = {VALUES: [], DELTA: ["messages", "files"]}
    assert _put(worker, "c2", 1, parent="c1", metadata=meta, writes=[group]).status_code == 200

    body = worker.client.get("/api/v1/state/checkpoints?limit=1&include=head&include=delta").json()
    assert [c["checkpoint_id"] for c in body["checkpoints"]] == ["c2"]
    assert body["head"] == worker.client.get("/api/v1/state/head").json()["head"]
    delta = body["delta"]
    assert (delta["checkpoint_ns"], delta["checkpoint_id"]) == ("", "c2")
    alone = worker.client.get("/api/v1/state/delta?checkpoint_id=c2&channel=files&channel=messages").json()
    assert {k: v for k, v in delta.items() if k not in ("checkpoint_ns", "checkpoint_id")} == alone
    assert [base64.b64decode(w["value"]) for w in delta["channels"]["messages"]["writes"]] == [b"m1"]

    only_head = worker.client.get("/api/v1/state/checkpoints?limit=1&include=head").json()
    assert set(only_head) == {"checkpoints", "head"}
    plain = worker.client.get("/api/v1/state/checkpoints?limit=1").json()
    assert set(plain) == {"checkpoints"}
    # a checkpoint that stores every value it has: nothing to replay
    stored = worker.client.get("/api/v1/state/checkpoints?checkpoint_id=c1&include=delta").json()
    assert stored["delta"] == {
        "checkpoint_ns": "",
        "checkpoint_id": "c1",
        "complete": True,
        "channels": {},
        "seeds": [],
    }


def test_a_runs_start_read_is_two_round_trips(worker: Worker, monkeypatch: pytest.MonkeyPatch) -> None:
    """The checkpoint's statement, then the head, the delta history and the namespaces sent
    together in one pipeline (each still its own statement, with the lease checked again)."""
    import psycopg

    assert _put(worker, "c1", 0, metadata={VALUES: ["messages"], DELTA: ["messages"]}).status_code == 200
    group = _write_group("c1", "t1", [(0, "messages", b"m1")])
    meta = {VALUES: [], DELTA: ["messages"]}
    assert _put(worker, "c2", 1, parent="c1", metadata=meta, writes=[group]).status_code == 200
    pipelines: list[int] = []
    opened = psycopg.Connection.pipeline

    def counted(self: psycopg.Connection[Any]) -> Any:
        pipelines.append(1)
        return opened(self)

    monkeypatch.setattr(psycopg.Connection, "pipeline", counted)
    url = "/api/v1/state/checkpoints?limit=1&include=head&include=delta&include=namespaces"
    with CaptureQueriesContext(connection) as ctx:
        body = worker.client.get(url).json()
    statements = _statements(ctx)
    assert len(statements) == 4
    for function, statement in zip(
        ["statecore_checkpoints(", "statecore_load_head(", "statecore_delta_history("],
        statements,
        strict=False,
    ):
        assert f"FROM {function}" in statement
    assert "WITH RECURSIVE ns" in statements[3]  # the namespaces' skip scan
    assert pipelines == [1]  # the last three in one
    assert body["head"]["revision"] == 2
    assert body["namespaces"] == [""]
    assert [base64.b64decode(w["value"]) for w in body["delta"]["channels"]["messages"]["writes"]] == [b"m1"]


@pytest.mark.parametrize("query", ["include=payloads", "include=head&include=head&include=delta", "include="])
def test_checkpoints_include_takes_head_and_delta_only(worker: Worker, query: str) -> None:
    assert_problem(worker.client.get(f"/api/v1/state/checkpoints?{query}"), 400, "invalid_request")


def test_checkpoints_include_the_namespaces_that_hold_states(worker: Worker) -> None:
    def names() -> Any:
        return worker.client.get("/api/v1/state/checkpoints?include=namespaces").json()["namespaces"]

    assert names() == []
    assert _put(worker, "c1", 0).status_code == 200
    assert _put(worker, "c1", 1, ns="tools:2", key="k-2").status_code == 200
    assert _put(worker, "c2", 2, ns="tools:1", key="k-1").status_code == 200
    assert names() == ["", "tools:1", "tools:2"]
    for i in range(3, 100):
        assert _put(worker, "c1", i, ns=f"many:{i:03}", key=f"k-{i}").status_code == 200
    assert len(names()) == 100
    assert _put(worker, "c1", 100, ns="many:999", key="k-999").status_code == 200
    assert names() is None  # more than 100: not known, the reader asks per namespace


def test_a_commit_whose_task_writes_are_refused_leaves_nothing(worker: Worker, settings: Any) -> None:
    """The batch and its task writes are one statement: writes refused after the compare-and-set
    take the commit back with them."""
    from statecore.limits import clear_cache

    settings.STATECORE_DEFAULT_MAX_PENDING_WRITES = 2
    clear_cache()
    assert _put(worker, "c1", 0).status_code == 200
    too_many = _write_group("c1", "t1", [(0, "a", b"1"), (1, "b", b"2"), (2, "c", b"3")])
    assert_problem(_put(worker, "c2", 1, parent="c1", writes=[too_many]), 429, "rate_limited")
    assert worker.head().json()["head"]["revision"] == 1  # the commit was taken back
    assert not NativeWrite.objects.filter(binding_id=worker.binding_id).exists()
    assert not NativeState.objects.filter(binding_id=worker.binding_id, native_id="c2").exists()
    fits = _write_group("c1", "t1", [(0, "a", b"1"), (1, "b", b"2")])
    assert _put(worker, "c2", 1, parent="c1", writes=[fits], key="k-c2-again").status_code == 200
    assert worker.head().json()["head"]["revision"] == 2
    assert NativeWrite.objects.filter(binding_id=worker.binding_id, native_id="c1").count() == 2
