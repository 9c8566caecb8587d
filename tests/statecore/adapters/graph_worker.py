"""A graph process for the offline graph tests: one run of a LangGraph graph with StatecoreSaver.

Run as ``python -m tests.statecore.adapters.graph_worker GRAPH PHASE --url U --lease L
--thread T --dir D``. It imports no Django: a sandbox pod holding one lease token.

Graphs (both driven by :class:`ScriptedChatModel`, no network, no provider keys):

- ``interrupt``: a LangGraph ``StateGraph`` (model -> review -> tools -> model) whose review
  node calls ``interrupt()`` before ``transfer_funds`` runs;
- ``deepagent``: ``create_deep_agent`` with ``interrupt_on={"send_report": True}``; the script
  writes a file (``write_file``, state backend: files live in graph state), then asks for
  ``send_report`` (human approval), then answers;
- ``steps``: three nodes in a row, for the two-writer test; ``--block-at NODE`` makes that node
  wait for ``D/release`` before it returns (a writer stalled mid-superstep).

Phases: ``start`` invokes with the user message until the interrupt, reports, touches ``D/ready``
and then waits to be killed; ``resume`` resumes with ``Command(resume=...)`` and reports the
final state; ``run`` runs (or continues) the ``steps`` graph and, if a write is refused, also
tries one direct ``put`` with its last checkpoint and reports both exception types.

Side effects outside the graph state, so a replay would show: every tool execution appends a
line to ``D/tools.log`` and every model call one to ``D/model.log`` (name and pid).
Reports are JSON files ``D/<phase>.json``.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from langchain_core.language_models.fake_chat_models import FakeMessagesListChatModel
from langchain_core.messages import AIMessage, AnyMessage, BaseMessage, ToolMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.runnables import RunnableConfig
from langchain_core.tools import tool
from langgraph.checkpoint.base import empty_checkpoint
from langgraph.graph import END, START, MessagesState, StateGraph
from langgraph.prebuilt import ToolNode
from langgraph.types import Command, interrupt
from typing_extensions import TypedDict

from statecore.adapters.langgraph import StatecoreSaver

CODEC = "test/1"  # tests.conftest.CODEC, not imported: that module needs Django
USER_TEXT = "Check the balance, then move 40 to savings."
DEEP_USER_TEXT = "Write the plan down, then send the weekly report."
PLAN_PATH = "/notes/plan.md"
PLAN_TEXT = "1. gather numbers\n2. send the weekly report\n"
FINAL_TEXT = "Done: 40 moved to savings."
DEEP_FINAL_TEXT = "The plan is in /notes/plan.md and the report was sent."


def _log(path: Path, line: str) -> None:
    with path.open("a", encoding="utf-8") as fh:
        fh.write(f"{line}\t{os.getpid()}\n")


class ScriptedChatModel(FakeMessagesListChatModel):
    """Answers ``responses[n]`` where n is the number of AI turns already in the conversation.

    FakeMessagesListChatModel's own counter lives in process memory and would restart at 0
    in a new process; this script continues where the thread is. ``bind_tools`` returns self
    (the script already holds the tool calls)."""

    log_path: str = ""

    def bind_tools(self, tools: Sequence[Any], **kwargs: Any) -> ScriptedChatModel:  # type: ignore[override]
        return self

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: Any = None,
        **kwargs: Any,
    ) -> ChatResult:
        turn = sum(isinstance(m, AIMessage) for m in messages)
        if self.log_path:
            _log(Path(self.log_path), f"model\tturn-{turn}")
        return ChatResult(generations=[ChatGeneration(message=self.responses[turn])])


def _call(name: str, call_id: str, **args: Any) -> dict[str, Any]:
    return {"name": name, "args": args, "id": call_id, "type": "tool_call"}


# --- the interrupt() graph ---------------------------------------------------------------------

APPROVAL_NEEDED = frozenset({"transfer_funds"})


def interrupt_graph(saver: StatecoreSaver, work: Path) -> Any:
    tools_log = work / "tools.log"

    @tool
    def lookup_balance(account: str) -> str:
        """Read an account's balance."""
        _log(tools_log, "lookup_balance")
        return f"{account}: 100"

    @tool
    def transfer_funds(amount: int, to: str) -> str:
        """Move money (needs a human's approval)."""
        _log(tools_log, "transfer_funds")
        return f"moved {amount} to {to}"

    model = ScriptedChatModel(
        responses=[
            AIMessage("", id="ai-1", tool_calls=[_call("lookup_balance", "call-1", account="checking")]),
            AIMessage("", id="ai-2", tool_calls=[_call("transfer_funds", "call-2", amount=40, to="savings")]),
            AIMessage(FINAL_TEXT, id="ai-3"),
        ],
        log_path=str(work / "model.log"),
    )

    def call_model(state: MessagesState) -> dict[str, list[AnyMessage]]:
        return {"messages": [model.invoke(state["messages"])]}

    def route(state: MessagesState) -> str:
        last = state["messages"][-1]
        return "review" if isinstance(last, AIMessage) and last.tool_calls else END

    def review(state: MessagesState) -> Command[str]:
        last = state["messages"][-1]
        assert isinstance(last, AIMessage)
        refused: list[AnyMessage] = []
        for call in last.tool_calls:
            if call["name"] in APPROVAL_NEEDED:
                decision = interrupt({"tool": call["name"], "args": call["args"], "tool_call_id": call["id"]})
                if decision != "approve":
                    refused.append(ToolMessage("refused by the reviewer", tool_call_id=str(call["id"])))
        if refused:
            return Command(goto="model", update={"messages": refused})
        return Command(goto="tools")

    graph = StateGraph(MessagesState)
    graph.add_node("model", call_model)
    graph.add_node("review", review, destinations=("tools", "model"))
    graph.add_node("tools", ToolNode([lookup_balance, transfer_funds]))
    graph.add_edge(START, "model")
    graph.add_conditional_edges("model", route, ["review", END])
    graph.add_edge("tools", "model")
    return graph.compile(checkpointer=saver)


# --- the Deep Agent ----------------------------------------------------------------------------


def deep_agent(saver: StatecoreSaver, work: Path) -> Any:
    from deepagents import create_deep_agent
    from langchain.agents.middleware import AgentMiddleware
    from langchain.agents.middleware.types import ToolCallRequest

    tools_log = work / "tools.log"

    class ToolLog(AgentMiddleware):  # type: ignore[type-arg]
        """Logs every tool execution (the built-in write_file included) outside graph state."""

        def wrap_tool_call(self, request: ToolCallRequest, handler: Callable[[ToolCallRequest], Any]) -> Any:
            _log(tools_log, str(request.tool_call["name"]))
            return handler(request)

    @tool
    def send_report(summary: str) -> str:
        """Send the weekly report (needs a human's approval)."""
        return f"sent: {summary}"

    model = ScriptedChatModel(
        responses=[
            AIMessage(
                "",
                id="ai-1",
                tool_calls=[_call("write_file", "call-1", file_path=PLAN_PATH, content=PLAN_TEXT)],
            ),
            AIMessage("", id="ai-2", tool_calls=[_call("send_report", "call-2", summary="all green")]),
            AIMessage(DEEP_FINAL_TEXT, id="ai-3"),
        ],
        log_path=str(work / "model.log"),
    )
    return create_deep_agent(
        model=model,
        tools=[send_report],
        interrupt_on={"send_report": True},
        middleware=[ToolLog()],
        checkpointer=saver,
    )


# --- the steps graph (two writers) -------------------------------------------------------------


class Steps(TypedDict):
    done: list[str]


def steps_graph(saver: StatecoreSaver, work: Path, block_at: str | None) -> Any:
    def make(name: str) -> Callable[[Steps], dict[str, list[str]]]:
        def node(state: Steps) -> dict[str, list[str]]:
            _log(work / "tools.log", name)
            if name == block_at:
                (work / "blocked").touch()
                while not (work / "release").exists():
                    time.sleep(0.05)
            return {"done": [*state["done"], name]}

        return node

    graph = StateGraph(Steps)
    for name in ("step1", "step2", "step3"):
        graph.add_node(name, make(name))
    graph.add_edge(START, "step1")
    graph.add_edge("step1", "step2")
    graph.add_edge("step2", "step3")
    graph.add_edge("step3", END)
    return graph.compile(checkpointer=saver)


# --- reports -----------------------------------------------------------------------------------


def _messages(values: dict[str, Any]) -> list[dict[str, Any]]:
    out = []
    for m in values.get("messages", []):
        calls = [c["name"] for c in getattr(m, "tool_calls", [])]
        out.append({"type": m.type, "id": m.id, "content": m.content, "tool_calls": calls})
    return out


def _files(values: dict[str, Any]) -> dict[str, str]:
    files: dict[str, Any] = values.get("files") or {}
    return {path: _file_text(data) for path, data in files.items()}


def _file_text(data: Any) -> str:
    content = data.get("content") if isinstance(data, dict) else data
    return "\n".join(content) if isinstance(content, list) else str(content)


def report(graph: Any, config: RunnableConfig) -> dict[str, Any]:
    snapshot = graph.get_state(config)
    return {
        "next": list(snapshot.next),
        "interrupts": [i.value for i in snapshot.interrupts],
        "messages": _messages(snapshot.values),
        "files": _files(snapshot.values),
        "done": snapshot.values.get("done"),
        "checkpoint_id": snapshot.config["configurable"]["checkpoint_id"],
    }


def build(name: str, saver: StatecoreSaver, work: Path, block_at: str | None = None) -> Any:
    if name == "interrupt":
        return interrupt_graph(saver, work)
    if name == "deepagent":
        return deep_agent(saver, work)
    return steps_graph(saver, work, block_at)


def resume_value(name: str) -> Any:
    return {"decisions": [{"type": "approve"}]} if name == "deepagent" else "approve"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("graph", choices=["interrupt", "deepagent", "steps"])
    parser.add_argument("phase", choices=["start", "resume", "run"])
    parser.add_argument("--url", required=True)
    parser.add_argument("--lease", required=True)
    parser.add_argument("--thread", required=True)
    parser.add_argument("--dir", required=True, type=Path)
    parser.add_argument("--block-at", default=None)
    parser.add_argument("--writer", default="", help="tags this process's checkpoints' metadata")
    args = parser.parse_args(argv)
    work: Path = args.dir
    saver = StatecoreSaver.for_lease(args.url, args.lease, codec=CODEC, thread_id=args.thread)
    graph = build(args.graph, saver, work, args.block_at)
    config: RunnableConfig = {"configurable": {"thread_id": args.thread}}
    if args.writer:
        config["metadata"] = {"writer": args.writer}

    if args.phase == "start":
        text = DEEP_USER_TEXT if args.graph == "deepagent" else USER_TEXT
        graph.invoke({"messages": [{"role": "user", "content": text}]}, config)
        (work / "start.json").write_text(json.dumps(report(graph, config)))
        (work / "ready").touch()
        while True:  # waiting for the human; the test kills this process here
            time.sleep(3600)

    if args.phase == "resume":
        graph.invoke(Command(resume=resume_value(args.graph)), config)
        (work / "resume.json").write_text(json.dumps(report(graph, config)))
        return 0

    # run: the steps graph, from the start or from where the thread is
    result: dict[str, Any] = {}
    last = saver.get_tuple(config)
    try:
        graph.invoke(None if last else {"done": []}, config, durability="sync")
        result["outcome"] = "completed"
        result.update(report(graph, config))
    except Exception as exc:
        result["outcome"] = "refused"
        result["error"] = type(exc).__name__
        # A zombie retrying by hand: a direct put of a checkpoint of its own must fail as well.
        try:
            saver.put(config, empty_checkpoint(), {"source": "update", "step": 99, "parents": {}}, {})
            result["direct_put"] = "accepted"
        except Exception as direct:
            result["direct_put"] = type(direct).__name__
    (work / "run.json").write_text(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
