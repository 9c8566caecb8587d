"""The worker's agent offline (no server): which checkpointer calls LangGraph makes with
``durability="exit"`` for the runs the worker makes, on which the worker's commit protocol
rests, and the conformance model's script.

A recording InMemorySaver stands in for StatecoreSaver and an InMemoryStore for the memory.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from typing import Any

import pytest
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.runnables import RunnableConfig
from langgraph.checkpoint.base import ChannelVersions, Checkpoint, CheckpointMetadata, CheckpointTuple
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore

from statecore.harness.worker import agent as agents
from statecore.harness.worker import conformance
from statecore.harness.worker.run import resume_command

THREAD = "thread"


class RecordingSaver(InMemorySaver):
    """Every call the graph makes, as (call, namespace, checkpoint id, detail)."""

    def __init__(self) -> None:
        super().__init__()
        self.calls: list[tuple[str, str, str | None, Any]] = []

    @staticmethod
    def _where(config: RunnableConfig) -> tuple[str, str | None]:
        conf = config["configurable"]
        return str(conf.get("checkpoint_ns", "")), conf.get("checkpoint_id")

    def get_tuple(self, config: RunnableConfig) -> CheckpointTuple | None:
        self.calls.append(("get_tuple", *self._where(config), None))
        return super().get_tuple(config)

    def put(
        self,
        config: RunnableConfig,
        checkpoint: Checkpoint,
        metadata: CheckpointMetadata,
        new_versions: ChannelVersions,
    ) -> RunnableConfig:
        ns, parent = self._where(config)
        self.calls.append(("put", ns, checkpoint["id"], parent))
        return super().put(config, checkpoint, metadata, new_versions)

    def put_writes(
        self, config: RunnableConfig, writes: Sequence[tuple[str, Any]], task_id: str, task_path: str = ""
    ) -> None:
        self.calls.append(("put_writes", *self._where(config), tuple(c for c, _ in writes)))
        super().put_writes(config, writes, task_id, task_path)

    def get_delta_channel_history(self, *, config: RunnableConfig, channels: Sequence[str]) -> Any:
        self.calls.append(("delta", *self._where(config), tuple(channels)))
        return super().get_delta_channel_history(config=config, channels=channels)

    def named(self, call: str, ns: str = "") -> list[tuple[str, str, str | None, Any]]:
        return [c for c in self.calls if c[0] == call and c[1] == ns]


class Run:
    """The worker's way of running one job, minus the service."""

    def __init__(self) -> None:
        self.saver = RecordingSaver()
        self.store = InMemoryStore()
        self.broker = agents.new_broker()

    def __call__(self, graph_input: Any = None, *, resume: Any = None) -> list[tuple[str, Any]]:
        """Run with ``graph_input``, or resume with ``resume`` (as the worker builds it)."""
        self.saver.calls.clear()
        graph = self.graph(first_run=self.saver.get_tuple({"configurable": {"thread_id": THREAD}}) is None)
        self.saver.calls.clear()
        config = {"configurable": {"thread_id": THREAD}, "metadata": {"run_id": f"run-{uuid.uuid4().hex}"}}
        if graph_input is None:
            graph_input = resume_command(graph, config, resume)
            self.saver.calls.clear()
        return [
            (node, update)
            for chunk in graph.stream(graph_input, config, stream_mode="updates", durability="exit")
            for node, update in chunk.items()
        ]

    def graph(self, *, first_run: bool) -> Any:
        return agents.build_agent(
            agents.choose_model("conformance"),
            checkpointer=self.saver,
            store=self.store,
            broker=self.broker,
            first_run=first_run,
        )

    def messages(self) -> list[Any]:
        state = self.graph(first_run=False).get_state({"configurable": {"thread_id": THREAD}})
        return list(state.values["messages"])


def user(text: str) -> dict[str, Any]:
    return {"messages": [HumanMessage(text)]}


def replies(updates: list[tuple[str, Any]]) -> list[str]:
    return [
        str(m.text)
        for node, update in updates
        if node == "model"
        for m in update["messages"]
        if isinstance(m, AIMessage) and str(m.text)
    ]


def test_a_first_run_commits_once_and_writes_nothing_before() -> None:
    run = Run()
    assert replies(run(user("hi"))) == ["turn 1: hi"]
    calls = run.saver.calls
    assert [c[0] for c in calls if c[1] == ""] == ["get_tuple", "put"]  # no stub checkpoint, no writes
    assert not [
        c for c in calls if c[0] in ("put", "put_writes") and c[1] != ""
    ]  # the subagent writes nothing


def test_a_later_run_writes_its_task_writes_then_commits_once() -> None:
    run = Run()
    run(user("hi"))
    (previous,) = run.saver.named("put")
    assert replies(run(user("again"))) == ["turn 2: again"]
    writes, puts = run.saver.named("put_writes"), run.saver.named("put")
    assert len(puts) == 1
    assert writes  # thread_state.write: the run's delta writes ...
    assert {w[2] for w in writes} == {previous[2]}  # ... on the checkpoint the run started from
    assert {w[3] for w in writes} == {("messages",)}
    assert puts[0][3] == previous[2]  # the commit's parent
    assert run.saver.calls.index(puts[0]) > max(run.saver.calls.index(w) for w in writes)  # then the commit


def test_the_stock_state_would_commit_twice_in_a_first_run() -> None:
    """Why the first run snapshots its messages: without it LangGraph commits an empty stub."""
    run = Run()
    run.graph(first_run=False).invoke(user("hi"), {"configurable": {"thread_id": THREAD}}, durability="exit")
    assert len(run.saver.named("put")) == 2


def test_an_interrupted_run_commits_then_records_its_interrupt() -> None:
    run = Run()
    run(user("hi"))
    run.broker.counts.clear()
    updates = run(user("approve: ship it"))
    (interrupt,) = [u for n, u in updates if n == "__interrupt__"]
    assert interrupt[0].value == conformance.APPROVAL_REQUEST
    (put,) = run.saver.named("put")
    interrupt_writes = [w for w in run.saver.named("put_writes") if "__interrupt__" in w[3]]
    assert [w[2] for w in interrupt_writes] == [put[2]]  # on the committed checkpoint
    # The worker's saver holds these writes until that commit is settled (state.TracedSaver).
    assert run.broker.counts["echo"] == 0

    updates = run(resume={"approved": True})
    assert replies(updates) == ["turn 2: ship it"]
    assert len(run.saver.named("put")) == 1
    assert run.broker.counts["echo"] == 1  # once, after the approval


@pytest.mark.parametrize("decision", [{"approved": False}, "yes", None, {"approved": "true"}])
def test_anything_but_approved_true_skips_the_tool(decision: Any) -> None:
    run = Run()
    run(user("approve: ship it"))
    assert replies(run(resume=decision)) == ["turn 1: ship it"]
    assert run.broker.counts["echo"] == 0
    refused = [m for m in run.messages() if isinstance(m, ToolMessage) and m.name == "echo"]
    assert [m.content for m in refused] == [conformance.NOT_APPROVED]


def test_each_turn_reads_memory_echoes_once_runs_a_subagent_and_replies() -> None:
    run = Run()
    updates = run(user("remember: tea with lemon"))
    assert replies(updates) == ["turn 1: tea with lemon"]
    assert run.broker.counts == {"recall": 1, "remember": 1, "echo": 1}
    (item,) = run.store.search(agents.MEMORY_NAMESPACE)
    assert item.value == {"text": "tea with lemon"}
    tools = [m.name for m in run.messages() if isinstance(m, ToolMessage)]
    assert tools == ["recall", "remember", "echo", "task"]
    assert replies(run(user("plain"))) == ["turn 2: plain"]
    assert run.broker.counts == {"recall": 2, "remember": 1, "echo": 2}


@pytest.mark.parametrize(
    ("content", "prefix", "text"),
    [
        ("hi", "", "hi"),
        ("remember: x", conformance.REMEMBER, "x"),
        ("approve: a b", conformance.APPROVE, "a b"),
        ("slow: s", conformance.SLOW, "s"),
        ("crash: c", conformance.CRASH, "c"),
        ("remember:no space", "", "remember:no space"),
    ],
)
def test_prefixes(content: str, prefix: str, text: str) -> None:
    assert conformance.split_prefix(content) == (prefix, text)


def test_an_unknown_model_is_unavailable() -> None:
    for spec in ("nosuchprovider:x", "no-colon", "openai:"):
        with pytest.raises(agents.ModelUnavailable):
            agents.choose_model(spec)
    assert agents.choose_model("").conformance
