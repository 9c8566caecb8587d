"""The worker's Deep Agent: its model, its tools through the tool broker, one subagent, and the
middleware that puts ``provider.invoke``, ``tool.invoke`` and ``subagent.run`` spans around them.

Spans carry only what ``telemetry.policy`` allows: the provider and model names, the tool's name
(from the broker's allow-list, so bounded), counts, sizes and outcomes; never a prompt, a
message, a tool argument or a tool result.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Annotated, Any, Final, Protocol, Required

from deepagents import create_deep_agent
from deepagents._messages_reducer import _messages_delta_reducer
from deepagents.graph import DeepAgentState
from langchain.agents.middleware import AgentMiddleware, ModelRequest, ModelResponse
from langchain.chat_models import init_chat_model
from langchain.tools import ToolRuntime
from langchain_core.language_models.chat_models import BaseChatModel
from langchain_core.messages import AnyMessage, ToolMessage
from langchain_core.tools import BaseTool, tool
from langgraph.channels.delta import DeltaChannel
from langgraph.checkpoint.base import BaseCheckpointSaver
from langgraph.prebuilt.tool_node import ToolCallRequest
from langgraph.store.base import BaseStore
from langgraph.types import Command, interrupt

from statecore.harness.worker import conformance
from telemetry.spans import service_span

CONFORMANCE: Final = "conformance"
TASK_TOOL: Final = "task"
MEMORY_NAMESPACE: Final = ("user", "notes")
RECALL_LIMIT: Final = 5
#: the worker's own tools, and the Deep Agent built-ins a provider model may use (files live in
#: the graph state; there is no sandbox to ``execute`` in)
WORKER_TOOLS: Final = frozenset({"echo", "recall", "remember"})
BUILTIN_TOOLS: Final = frozenset(
    {"write_todos", "ls", "read_file", "write_file", "edit_file", "glob", "grep"}
)
SYSTEM_PROMPT: Final = (
    "You are statecore's reference agent. Use `recall` to read the user's notes, `remember` to "
    "keep a note, `echo` to repeat text, and the `task` tool for a subagent. Answer briefly."
)
SUBAGENT_PROMPT: Final = "You check the main agent's work. Answer in one short sentence."


class ModelUnavailable(Exception):
    """``STATECORE_HARNESS_MODEL`` names a model this worker cannot build."""

    code = "model_unavailable"


class ToolNotAllowed(Exception):
    code = "forbidden"


@dataclass(frozen=True)
class ModelChoice:
    main: BaseChatModel
    subagent: BaseChatModel
    provider: str  # gen_ai.provider.name
    name: str  # gen_ai.request.model
    conformance: bool


def choose_model(spec: str) -> ModelChoice:
    """``conformance`` (also when empty): the scripted models; otherwise ``provider:model``
    through LangChain's ``init_chat_model``. Raises ModelUnavailable (a missing provider
    package, an unknown provider, a configuration the provider's class refuses)."""
    spec = spec.strip()
    if spec in ("", CONFORMANCE):
        return ModelChoice(
            conformance.ConformanceModel(),
            conformance.ConformanceSubagentModel(),
            "statecore",
            CONFORMANCE,
            True,
        )
    provider, sep, name = spec.partition(":")
    if not sep or not provider or not name:
        raise ModelUnavailable("STATECORE_HARNESS_MODEL must be conformance or provider:model")
    try:
        model = init_chat_model(name, model_provider=provider)
    except Exception as exc:  # ImportError for a missing package, ValueError, a provider's own
        raise ModelUnavailable(f"{provider} models are not available here") from exc
    return ModelChoice(model, model, provider, name, False)


# --- the tool broker --------------------------------------------------------------------------


class ToolBroker:
    """The one place the agent's tools run: an allow-list, one ``tool.invoke`` span per
    execution, and counts per tool (for tests and for the spans' ``tool_count``)."""

    def __init__(self, allowed: Iterable[str]) -> None:
        self.allowed = frozenset(allowed)
        self.counts: Counter[str] = Counter()

    def run[T](self, name: str, call: Callable[[], T]) -> T:
        if name not in self.allowed:
            raise ToolNotAllowed(name)
        with service_span("tool.invoke", operation=name) as span:
            result = call()
            self.counts[name] += 1
            span.set(tool_count=self.counts[name])
        return result


class Approval(Protocol):
    def required(self, tool: str, state: Mapping[str, Any]) -> bool: ...

    def request(self, tool: str) -> dict[str, str]: ...

    def granted(self, value: object) -> bool: ...


class BrokerMiddleware(AgentMiddleware):  # type: ignore[misc]
    """Every tool call of an agent goes through the broker; ``task`` (a subagent) is a
    ``subagent.run`` span instead. An approval, when required, interrupts before the tool runs
    (a resume runs this again: ``interrupt`` then returns the resume value)."""

    def __init__(self, broker: ToolBroker, approval: Approval | None = None) -> None:
        super().__init__()
        self.broker = broker
        self.approval = approval

    def wrap_tool_call(
        self, request: ToolCallRequest, handler: Callable[[ToolCallRequest], ToolMessage | Command[Any]]
    ) -> ToolMessage | Command[Any]:
        name = str(request.tool_call["name"])
        call_id = str(request.tool_call["id"])
        if name == TASK_TOOL:
            with service_span("subagent.run"):
                return handler(request)
        if self.approval is not None and self.approval.required(name, request.state):
            decision = interrupt(self.approval.request(name))
            if not self.approval.granted(decision):
                return ToolMessage(conformance.NOT_APPROVED, name=name, tool_call_id=call_id, status="error")
        try:
            return self.broker.run(name, lambda: handler(request))
        except ToolNotAllowed:
            refusal = "this tool is not allowed here"
            return ToolMessage(refusal, name=name, tool_call_id=call_id, status="error")


class ProviderSpans(AgentMiddleware):  # type: ignore[misc]
    """A ``provider.invoke`` span around each chat-model call (names only, never the prompt)."""

    def __init__(self, provider: str, model: str) -> None:
        super().__init__()
        self.attributes = {"gen_ai.provider.name": provider, "gen_ai.request.model": model}

    def wrap_model_call(
        self, request: ModelRequest, handler: Callable[[ModelRequest], ModelResponse]
    ) -> ModelResponse:
        with service_span("provider.invoke", **self.attributes) as span:
            response = handler(request)
            span.set(result_count=len(response.result))
        return response


# --- tools ------------------------------------------------------------------------------------


def _store(runtime: ToolRuntime) -> BaseStore:
    if runtime.store is None:
        raise RuntimeError("the agent has no store")
    return runtime.store


@tool
def echo(text: str) -> str:
    """Repeat the text."""
    return text


@tool
def recall(query: str, runtime: ToolRuntime) -> str:
    """Read the user's long-term notes that match the query."""
    items = _store(runtime).search(MEMORY_NAMESPACE, query=query or None, limit=RECALL_LIMIT)
    return json.dumps([item.value for item in items], ensure_ascii=False)


@tool
def remember(text: str, runtime: ToolRuntime) -> str:
    """Keep a note in the user's long-term memory."""
    key = "note-" + hashlib.sha256(text.encode()).hexdigest()[:16]
    _store(runtime).put(MEMORY_NAMESPACE, key, {"text": text})
    return "remembered"


def worker_tools() -> list[BaseTool]:
    return [echo, recall, remember]


# --- the agent --------------------------------------------------------------------------------


_EVERY_COMMIT: DeltaChannel[list[AnyMessage]] = DeltaChannel(_messages_delta_reducer, snapshot_frequency=1)


class SnapshotState(DeepAgentState):  # type: ignore[misc]  # deepagents is Any to mypy
    """Deep Agents' state with the messages channel snapshotted in every checkpoint.

    Used for a thread's first run. With ``durability="exit"`` LangGraph stores a run's delta
    writes on the checkpoint the run started from; a new thread has none, so LangGraph would
    commit an empty stub checkpoint first (a second commit in one run). Snapshotting the
    messages makes that run's one checkpoint self-contained; later runs use the stock state
    (delta writes on the previous head, then one commit). Both are the same channel type, so
    checkpoints of either read the same way.
    """

    messages: Required[Annotated[list[AnyMessage], _EVERY_COMMIT]]  # type: ignore[valid-type]


def build_agent(
    model: ModelChoice,
    *,
    checkpointer: BaseCheckpointSaver[Any],
    store: BaseStore,
    broker: ToolBroker,
    first_run: bool,
) -> Any:
    """The compiled Deep Agent for one job (its checkpointer and store hold the job's lease)."""
    approval = conformance.ConformanceApproval() if model.conformance else None
    subagent = {
        "name": conformance.SUBAGENT,
        "description": "Checks the main agent's work.",
        "system_prompt": SUBAGENT_PROMPT,
        "model": model.subagent,
        "tools": [] if model.conformance else worker_tools(),
        "middleware": [BrokerMiddleware(broker), ProviderSpans(model.provider, model.name)],
    }
    return create_deep_agent(
        model=model.main,
        tools=worker_tools(),
        system_prompt=SYSTEM_PROMPT,
        middleware=[BrokerMiddleware(broker, approval), ProviderSpans(model.provider, model.name)],
        subagents=[subagent],
        checkpointer=checkpointer,
        store=store,
        state_schema=SnapshotState if first_run else None,
    )


def new_broker() -> ToolBroker:
    return ToolBroker(WORKER_TOOLS | BUILTIN_TOOLS)
