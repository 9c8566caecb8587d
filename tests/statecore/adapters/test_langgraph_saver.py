"""StatecoreSaver behaviours the conformance suite does not reach, over a live server."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from langgraph.checkpoint.base import create_checkpoint, empty_checkpoint

from statecore.adapters.langgraph import CheckpointConflict, StatecoreSaver
from statecore.adapters.langgraph.seeds import SeedCache
from statecore.client import ControlPlane, DurabilityUnknown, ServiceUnavailable
from tests.conftest import CODEC
from tests.statecore.adapters.conftest import adapter_binding
from tests.statecore.client.conftest import FAST, Scripted, problem

pytestmark = [pytest.mark.postgres, pytest.mark.slow]


@pytest.fixture
def saver(base_url: str, app_token: str) -> Iterator[StatecoreSaver]:
    with ControlPlane(base_url, app_token, retry=FAST) as control:
        binding_id = adapter_binding(control, "saver", harness="langgraph")
        lease = control.issue_lease(binding_id, sandbox_id="sbx", ttl_seconds=600).lease_token
        saver = StatecoreSaver.for_lease(base_url, lease, codec=CODEC, thread_id="t1")
        yield saver
        saver.close()


def test_put_records_the_run_metadata_of_the_config(saver: StatecoreSaver) -> None:
    """As LangGraph's own savers (``get_checkpoint_metadata``): the Agent Server passes the run's
    id and the caller's metadata in ``config["metadata"]``, not in the checkpoint metadata; the
    saver stores them, so filters find them and ``delete_for_runs`` rolls the run back."""
    base = {"configurable": {"thread_id": "t1", "checkpoint_ns": ""}}
    first = saver.put(base, empty_checkpoint(), {"source": "input", "step": -1, "parents": {}}, {})
    run_config = {
        "configurable": {**first["configurable"], "user_tag": "blue"},
        "metadata": {"run_id": "run-42", "assistant_id": "agent"},
    }
    second = saver.put(
        run_config,
        create_checkpoint(empty_checkpoint(), None, 0),
        {"source": "loop", "step": 0, "parents": {}},
        {},
    )

    stored = saver.get_tuple(second)
    assert stored is not None
    assert stored.metadata["run_id"] == "run-42"
    assert stored.metadata["assistant_id"] == "agent"
    assert stored.metadata["user_tag"] == "blue"
    assert "checkpoint_id" not in stored.metadata
    assert "thread_id" not in stored.metadata
    found = list(saver.list({"configurable": {"thread_id": "t1"}}, filter={"run_id": "run-42"}))
    assert [t.config["configurable"]["checkpoint_id"] for t in found] == [
        second["configurable"]["checkpoint_id"]
    ]

    saver.delete_for_runs(["run-42"])
    remaining = list(saver.list({"configurable": {"thread_id": "t1"}}))
    assert [t.config["configurable"]["checkpoint_id"] for t in remaining] == [
        first["configurable"]["checkpoint_id"]
    ]


def test_two_writers_on_one_lease_conflict_instead_of_forking(base_url: str, saver: StatecoreSaver) -> None:
    """Two savers share a lease (no fence between them): the one whose head is stale gets
    CheckpointConflict and stores nothing; the thread stays one chain."""
    token = saver._token("t1")
    other = StatecoreSaver.for_lease(base_url, token, codec=CODEC, thread_id="t1")
    base = {"configurable": {"thread_id": "t1", "checkpoint_ns": ""}}
    root = saver.put(base, empty_checkpoint(), {"source": "input", "step": -1, "parents": {}}, {})
    child = create_checkpoint(empty_checkpoint(), None, 0)
    other.put(root, child, {"source": "loop", "step": 0, "parents": {}}, {})  # other's head: rev 2
    with pytest.raises(CheckpointConflict):  # saver still expects rev 1
        saver.put(root, create_checkpoint(empty_checkpoint(), None, 0), {"source": "loop", "step": 0}, {})
    chain = list(saver.list({"configurable": {"thread_id": "t1"}}))
    assert [t.checkpoint["id"] for t in chain] == [child["id"], root["configurable"]["checkpoint_id"]]
    assert chain[0].parent_config is not None
    assert chain[0].parent_config["configurable"]["checkpoint_id"] == root["configurable"]["checkpoint_id"]
    other.close()


def test_a_put_expects_the_head_load_head_read(base_url: str, saver: StatecoreSaver) -> None:
    """``load_head`` is the commit protocol's first step: a put after it expects that revision,
    so a commit another writer made in between is a conflict, not a commit on top of it."""
    assert saver.load_head("t1") is None
    token = saver._token("t1")
    other = StatecoreSaver.for_lease(base_url, token, codec=CODEC, thread_id="t1", transport=None)
    base = {"configurable": {"thread_id": "t1", "checkpoint_ns": ""}}
    other.put(base, empty_checkpoint(), {"source": "input", "step": -1, "parents": {}}, {})
    with pytest.raises(CheckpointConflict):  # this saver read the empty head: it expects rev 0
        saver.put(base, empty_checkpoint(), {"source": "input", "step": -1, "parents": {}}, {})
    head = saver.load_head("t1")
    assert head is not None
    assert head.revision == 1
    saver.put(base, empty_checkpoint(), {"source": "input", "step": -1, "parents": {}}, {})
    assert saver.load_head("t1").revision == 2  # type: ignore[union-attr]


def test_an_interrupt_is_recorded_on_the_run(base_url: str, app_token: str, saver: StatecoreSaver) -> None:
    """The commit protocol's step 5 for LangGraph: the writes that carry an interrupt also
    record the run as interrupted (references only), so the control plane sees it."""
    from langgraph.checkpoint.serde.types import INTERRUPT

    run_id = f"run-{uuid.uuid4().hex}"
    config = {"configurable": {"thread_id": "t1", "checkpoint_ns": ""}, "metadata": {"run_id": run_id}}
    stored = saver.put(config, empty_checkpoint(), {"source": "loop", "step": 0, "parents": {}}, {})
    saver.put_writes({**stored, "metadata": {"run_id": run_id}}, [(INTERRUPT, {"question": "ok?"})], "task-1")
    with ControlPlane(base_url, app_token, retry=FAST) as control:
        run = control.get_run(run_id)
    assert run.status == "interrupted"
    assert run.interrupt == {
        "checkpoint_ns": "",
        "checkpoint_id": stored["configurable"]["checkpoint_id"],
        "task_id": "task-1",
        "interrupts": 1,
    }


def _saver_on(base_url: str, app_token: str, transport: Scripted) -> StatecoreSaver:
    with ControlPlane(base_url, app_token, retry=FAST) as control:
        binding_id = adapter_binding(control, "saver", harness="langgraph")
        lease = control.issue_lease(binding_id, sandbox_id="sbx", ttl_seconds=600).lease_token
    return StatecoreSaver(base_url, lambda _: lease, codec=CODEC, retry=FAST, transport=transport)


def test_a_put_whose_answer_is_lost_is_sent_again_and_stored_once(base_url: str, app_token: str) -> None:
    """The saver shares the client's retry loop: an identical superstep batch is answered with
    the head the first one produced, so the thread gets one checkpoint, not two."""
    transport = Scripted("/state/checkpoints", ["pass", "lose"])
    saver = _saver_on(base_url, app_token, transport)
    base = {"configurable": {"thread_id": "t1", "checkpoint_ns": ""}}
    root = saver.put(base, empty_checkpoint(), {"source": "input", "step": -1, "parents": {}}, {})
    saver.put(root, create_checkpoint(empty_checkpoint(), None, 0), {"source": "loop", "step": 0}, {})
    history = list(saver.list({"configurable": {"thread_id": "t1"}}))
    assert len(history) == 2
    assert transport.seen == 4  # put, lost put, its retry, the list page
    saver.close()


def test_a_put_that_cannot_be_confirmed_is_durability_unknown(base_url: str, app_token: str) -> None:
    transport = Scripted("/state/checkpoints", ["lose", problem(503, "unavailable"), httpx.Response(502)])
    saver = _saver_on(base_url, app_token, transport)
    base = {"configurable": {"thread_id": "t1", "checkpoint_ns": ""}, "metadata": {"run_id": "run-9"}}
    with pytest.raises(DurabilityUnknown) as caught:
        saver.put(base, empty_checkpoint(), {"source": "input", "step": -1, "parents": {}}, {})
    assert (caught.value.operation, caught.value.run_id, caught.value.maybe_applied) == (
        "put_checkpoint",
        "run-9",
        True,
    )
    assert "t1" not in saver._heads  # the head may have moved: the next put loads it again
    saver.close()


def test_task_writes_whose_answer_is_lost_are_not_sent_again(base_url: str, app_token: str) -> None:
    transport = Scripted("/state/writes", ["lose"])
    saver = _saver_on(base_url, app_token, transport)
    base = {"configurable": {"thread_id": "t1", "checkpoint_ns": ""}}
    stored = saver.put(base, empty_checkpoint(), {"source": "input", "step": -1, "parents": {}}, {})
    with pytest.raises(ServiceUnavailable) as caught:
        saver.put_writes(stored, [("channel", "value")], "task-1")
    assert caught.value.maybe_applied
    assert transport.seen == 1
    saver.close()


def _delta_thread(saver: StatecoreSaver) -> dict[str, Any]:
    """c1 stores ``messages``; a task of c1 appends to it; c2 stores no value of it (a delta
    channel rebuilt from c1's seed and writes). Returns c2's config."""
    base = {"configurable": {"thread_id": "t1", "checkpoint_ns": ""}}
    first = empty_checkpoint()
    first["channel_values"] = {"messages": ["hello"]}
    c1 = saver.put(base, first, {"source": "input", "step": -1, "counters_since_delta_snapshot": {}}, {})
    saver.put_writes(c1, [("messages", ["again"])], "task-1")
    second = create_checkpoint(empty_checkpoint(), None, 0)
    second["channel_versions"] = {"messages": 2}
    meta = {"source": "loop", "step": 0, "counters_since_delta_snapshot": {"messages": 1}}
    return dict(saver.put(c1, second, meta, {}))  # type: ignore[arg-type]


def test_a_delta_channel_never_written_is_not_replayed(base_url: str, saver: StatecoreSaver) -> None:
    """LangGraph loads a delta channel without a version (never written) empty, without asking
    for its history; the saver does not name it among the channels to replay, so the start read
    walks no ancestors for it (it found no snapshot and read the whole chain on every load)."""
    base = {"configurable": {"thread_id": "t1", "checkpoint_ns": ""}}
    first = empty_checkpoint()
    first["channel_values"] = {"messages": ["hello"]}
    first["channel_versions"] = {"messages": 1}
    c1 = saver.put(base, first, {"source": "input", "step": -1}, {})
    saver.put_writes(c1, [("messages", ["again"])], "task-1")
    second = create_checkpoint(empty_checkpoint(), None, 0)
    second["channel_versions"] = {"messages": 2}
    counters = {"files": [0, 2], "messages": [1, 1]}
    meta = {"source": "loop", "step": 0, "counters_since_delta_snapshot": counters}
    saver.put(c1, second, meta, {})  # type: ignore[arg-type]

    lease = {"Authorization": f"Bearer {saver._token('t1')}"}
    url = f"{base_url}/api/v1/state/checkpoints?limit=1&include=delta"
    body = httpx.get(url, headers=lease, timeout=10).json()
    assert body["checkpoints"][0]["metadata"]["statecore:delta"] == ["messages"]
    assert list(body["delta"]["channels"]) == ["messages"]


def test_the_latest_read_carries_the_head_and_the_delta_history_loading_it_needs(
    base_url: str, app_token: str
) -> None:
    """LangGraph's start of a run: get_tuple of the latest checkpoint, then its delta history.
    One request: the history (and the head the next put expects) come with the checkpoint."""
    transport = Scripted("/state/", [])
    writer = _saver_on(base_url, app_token, transport)
    c2 = _delta_thread(writer)
    lease = writer._token("t1")
    writer.close()

    counted = Scripted("/state/", [])
    saver = StatecoreSaver(base_url, lambda _: lease, codec=CODEC, retry=FAST, transport=counted)
    latest = saver.get_tuple({"configurable": {"thread_id": "t1", "checkpoint_ns": ""}})
    assert latest is not None
    assert latest.config["configurable"]["checkpoint_id"] == c2["configurable"]["checkpoint_id"]
    assert saver._heads["t1"] == 2  # the head came with it: no GET /state/head before a put
    history = saver.get_delta_channel_history(config=latest.config, channels=["messages"])
    assert counted.seen == 1
    assert history["messages"]["seed"] == ["hello"]
    assert [value for _, _, value in history["messages"]["writes"]] == [["again"]]
    # used once: asked again, the saver reads it from the service, and gets the same
    assert saver.get_delta_channel_history(config=latest.config, channels=["messages"]) == history
    assert counted.seen == 2
    saver.close()


def test_savers_sharing_a_seed_cache_decode_a_seed_once_and_load_what_the_service_holds(
    base_url: str, app_token: str
) -> None:
    """A warm worker's next run loads the same seed: with a ``SeedCache`` it is decoded once,
    each later load gets an equal, separate copy (what a run changes stays in that run), and
    the history is the one a saver without the cache reads."""
    writer = _saver_on(base_url, app_token, Scripted("/state/", []))
    c2 = _delta_thread(writer)
    lease = writer._token("t1")
    writer.close()

    def history(cache: SeedCache | None) -> Any:
        saver = StatecoreSaver(base_url, lambda _: lease, codec=CODEC, retry=FAST, seed_cache=cache)
        try:
            latest = saver.get_tuple({"configurable": {"thread_id": "t1", "checkpoint_ns": ""}})
            assert latest is not None
            assert latest.config["configurable"]["checkpoint_id"] == c2["configurable"]["checkpoint_id"]
            return saver.get_delta_channel_history(config=latest.config, channels=["messages"])
        finally:
            saver.close()

    uncached = history(None)
    cache = SeedCache()
    first = history(cache)
    first["messages"]["seed"].append("changed by the first run")
    second = history(cache)
    assert second == uncached
    assert second["messages"]["seed"] == ["hello"]
    assert (cache.hits, cache.misses) == (1, 1)
