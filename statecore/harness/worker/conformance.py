"""The ``conformance`` model of CONTRACT 3a: deterministic scripted chat models, no provider.

For each user message the main model plans the same steps, one tool call per model call, and
reads what is already done from the conversation (the tool results since the last user
message), so a new process continues a turn exactly where the durable state left it:

1. ``recall``: a real read of the user's memory through the store (a search under
   ``("user", "notes")`` for the message text);
2. ``remember`` (only for ``remember: ``): writes the text to user memory (kind ``semantic``);
3. ``echo`` through the tool broker (``approve: ``: human approval first, see ``approval``);
4. ``task``: one subagent (``general-purpose``), whose model is :class:`ConformanceSubagentModel`;
5. the reply ``turn N: <text>``, N being the number of user messages in the thread, this one
   included, and <text> the message without its prefix (``slow: `` waits 3 seconds first).

``crash: `` is the worker's business (it SIGKILLs itself after its first ``message`` event of
the run), not the model's. Tool arguments carry the text, as a model's would: they live in the
thread state and never in spans.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from langchain_core.language_models.chat_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage
from langchain_core.outputs import ChatGeneration, ChatResult

log = logging.getLogger(__name__)

REMEMBER: Final = "remember: "
APPROVE: Final = "approve: "
SLOW: Final = "slow: "
CRASH: Final = "crash: "
PREFIXES: Final = (REMEMBER, APPROVE, SLOW, CRASH)
SLOW_SECONDS: Final = 3.0

SUBAGENT: Final = "general-purpose"
SUBAGENT_TASK: Final = "Check this turn's work and answer in one word."
SUBAGENT_REPLY: Final = "checked"
#: the interrupt an approval raises: no message text, only what the approver needs to know
APPROVAL_REQUEST: Final = {"kind": "approval", "tool": "echo"}
NOT_APPROVED: Final = "not approved: the tool did not run"


@dataclass(frozen=True)
class Turn:
    number: int  # user messages in the thread, this one included
    prefix: str  # "" or one of PREFIXES
    text: str  # the message without its prefix


def split_prefix(content: str) -> tuple[str, str]:
    for prefix in PREFIXES:
        if content.startswith(prefix):
            return prefix, content[len(prefix) :]
    return "", content


def current_turn(messages: Sequence[BaseMessage]) -> tuple[Turn, list[BaseMessage]] | None:
    """The turn the conversation is in and the messages since its user message."""
    humans = [i for i, m in enumerate(messages) if isinstance(m, HumanMessage)]
    if not humans:
        return None
    last = humans[-1]
    prefix, text = split_prefix(str(messages[last].text))
    return Turn(len(humans), prefix, text), list(messages[last + 1 :])


def plan(turn: Turn) -> list[tuple[str, dict[str, Any]]]:
    """The tool calls of a turn, in order."""
    steps: list[tuple[str, dict[str, Any]]] = [("recall", {"query": turn.text})]
    if turn.prefix == REMEMBER:
        steps.append(("remember", {"text": turn.text}))
    steps.append(("echo", {"text": turn.text}))
    steps.append(("task", {"description": SUBAGENT_TASK, "subagent_type": SUBAGENT}))
    return steps


class _Scripted(BaseChatModel):
    """A scripted chat model: ``bind_tools`` returns itself (the script holds the tool calls)."""

    def bind_tools(self, tools: Any, **kwargs: Any) -> _Scripted:
        return self

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: Any = None,
        **kwargs: Any,
    ) -> ChatResult:
        return ChatResult(generations=[ChatGeneration(message=self.answer(messages))])

    def answer(self, messages: list[BaseMessage]) -> AIMessage:
        raise NotImplementedError


class ConformanceModel(_Scripted):
    """The main agent's model: the next step of the current turn's plan, then the reply."""

    @property
    def _llm_type(self) -> str:
        return "statecore-conformance"

    def answer(self, messages: list[BaseMessage]) -> AIMessage:
        found = current_turn(messages)
        if found is None:
            return AIMessage("turn 0: ")
        turn, since = found
        done = {m.name for m in since if isinstance(m, ToolMessage)}
        for name, args in plan(turn):
            if name not in done:
                call = {"name": name, "args": args, "id": f"call-{turn.number}-{name}", "type": "tool_call"}
                return AIMessage("", id=f"conformance-{turn.number}-{name}", tool_calls=[call])
        if turn.prefix == SLOW:
            log.info("conformance model: slow turn, replying in %.0f s", SLOW_SECONDS)
            time.sleep(SLOW_SECONDS)
        return AIMessage(f"turn {turn.number}: {turn.text}", id=f"conformance-{turn.number}-reply")


class ConformanceSubagentModel(_Scripted):
    """The subagent's model: answers its task at once."""

    @property
    def _llm_type(self) -> str:
        return "statecore-conformance-subagent"

    def answer(self, messages: list[BaseMessage]) -> AIMessage:
        return AIMessage(SUBAGENT_REPLY)


class ConformanceApproval:
    """Human approval before ``echo`` in an ``approve: `` turn.

    The resume value ``{"approved": true}`` runs the tool. Any other value (``{"approved":
    false}``, a string, null...) skips it: the tool result says it was not approved, the tool
    broker runs nothing, and the turn goes on (subagent, reply) as usual.
    """

    def required(self, tool: str, state: Mapping[str, Any]) -> bool:
        if tool != "echo":
            return False
        found = current_turn(list(state.get("messages", ())))
        return found is not None and found[0].prefix == APPROVE

    def request(self, tool: str) -> dict[str, str]:
        return dict(APPROVAL_REQUEST)

    def granted(self, value: object) -> bool:
        return isinstance(value, Mapping) and value.get("approved") is True


def is_crash_input(messages: Sequence[Mapping[str, Any]]) -> bool:
    """A job whose last user message asks the worker to crash after its first message event."""
    return bool(messages) and str(messages[-1].get("content", "")).startswith(CRASH)
