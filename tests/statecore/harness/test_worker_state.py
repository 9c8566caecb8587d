"""The worker saver's request plan for buffered task writes (offline): with the commit when
they fit its request, else the server's bounds per request (64 groups, 1,000 writes) and the
interrupt record on the last request only."""

from __future__ import annotations

from typing import Any

from statecore.harness.worker.state import MAX_WRITE_BYTES_WITH_COMMIT, _chunks, _fit_commit
from statecore.validation import MAX_WRITE_GROUPS, MAX_WRITES_PER_REQUEST


def _group(task: str, writes: int) -> dict[str, Any]:
    return {
        "checkpoint_ns": "",
        "checkpoint_id": "c1",
        "task_id": task,
        "task_path": "",
        "writes": [0] * writes,
    }


def test_a_run_of_a_few_tasks_is_one_request() -> None:
    plan = list(_chunks([("t", _group(f"task-{i}", 3)) for i in range(8)]))
    assert [(thread, len(groups), last) for thread, groups, last in plan] == [("t", 8, True)]


def test_more_tasks_than_a_request_takes_split_in_order() -> None:
    groups = [("t", _group(f"task-{i}", 1)) for i in range(MAX_WRITE_GROUPS * 2 + 1)]
    plan = list(_chunks(groups))
    assert [len(g) for _, g, _ in plan] == [MAX_WRITE_GROUPS, MAX_WRITE_GROUPS, 1]
    assert [last for _, _, last in plan] == [False, False, True]
    assert [g["task_id"] for _, chunk, _ in plan for g in chunk] == [g["task_id"] for _, g in groups]


def test_writes_over_the_bound_split_between_groups() -> None:
    big = MAX_WRITES_PER_REQUEST // 2 + 1
    plan = list(_chunks([("t", _group("a", big)), ("t", _group("b", big)), ("t", _group("c", 1))]))
    assert [[g["task_id"] for g in chunk] for _, chunk, _ in plan] == [["a"], ["b", "c"]]
    for _, chunk, _ in plan:
        assert sum(len(g["writes"]) for g in chunk) <= MAX_WRITES_PER_REQUEST


def test_each_thread_gets_its_own_requests() -> None:
    plan = list(_chunks([("t1", _group("a", 1)), ("t2", _group("b", 1)), ("t1", _group("c", 1))]))
    assert [(thread, [g["task_id"] for g in chunk]) for thread, chunk, _ in plan] == [
        ("t1", ["a"]),
        ("t2", ["b"]),
        ("t1", ["c"]),
    ]


def _valued(task: str, values: list[bytes], thread: str = "t") -> tuple[str, dict[str, Any]]:
    group = _group(task, 0)
    group["writes"] = [(i, "ch", "bytes", v) for i, v in enumerate(values)]
    return thread, group


def test_a_run_s_writes_travel_with_its_commit_when_they_fit_its_request() -> None:
    assert _fit_commit([_valued(f"task-{i}", [b"x" * 100] * 3) for i in range(8)], "t")
    assert _fit_commit([], "t")


def test_writes_past_a_request_s_bounds_or_of_another_thread_go_on_their_own() -> None:
    assert not _fit_commit([_valued("big", [b"x" * (MAX_WRITE_BYTES_WITH_COMMIT + 1)])], "t")
    assert not _fit_commit([_valued(f"task-{i}", [b"x"]) for i in range(MAX_WRITE_GROUPS + 1)], "t")
    assert not _fit_commit([_valued("many", [b"x"] * (MAX_WRITES_PER_REQUEST + 1))], "t")
    assert not _fit_commit([_valued("a", [b"x"]), _valued("b", [b"x"], thread="other")], "t")
