"""One job: one run of the Deep Agent against the binding's durable head, one commit.

1. load the durable head (``thread_state.load``); the commit expects its revision;
2. run the agent with LangGraph ``durability="exit"``: nothing is written while it runs, and
   each new assistant message of the main agent is sent as a ``message`` event at once;
3. at the run's end LangGraph writes the run's task writes (``thread_state.write``) and commits
   its checkpoint (``thread_state.commit``: pending write + compare-and-set of the head, under
   the job's run id);
4. ``interrupt`` (if the run stopped at one) and ``end`` with the head the commit produced.

When the run fails or its commit does not go through: before any ``message`` the run ends
``failed`` (the head did not move); after one, the worker marks the run ``uncertain_durability``
(``POST /state/uncertain``), the previous head stays, and the run ends so. Model and tool work
is never run again by the worker.
"""

from __future__ import annotations

import base64
import binascii
import logging
import os
import signal
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from typing import Any, Final
from uuid import UUID

from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.errors import GraphBubbleUp
from langgraph.types import Command
from opentelemetry import context as otel_context

from statecore.adapters.langgraph.seeds import SeedCache
from statecore.client import _wire as wire
from statecore.client.errors import StatecoreClientError
from statecore.client.transport import HttpClientTransport, check_base_url
from statecore.client.types import DurableStateHead
from statecore.harness import protocol
from statecore.harness.worker import agent as agents
from statecore.harness.worker import conformance
from statecore.harness.worker.state import THREAD_ID, TracedSaver, TracedStore
from statecore.harness.worker.tracing import TracedTransport, parent_context

log = logging.getLogger(__name__)

TIMEOUT_SECONDS: Final = 30.0
#: an interrupt event carries these keys of the interrupt's value, when they are short names
INTERRUPT_KEYS: Final = ("kind", "tool")
MAX_INTERRUPT_VALUE: Final = 64
#: the end reason of a run whose node raised, by node (the agent's model node, its tool node)
NODE_REASONS: Final = {"model": "model_error", "tools": "tool_error"}
#: appended to an uncertain run's reason when the worker could not mark it (a fenced lease, no
#: answer): the control plane must mark the run itself
UNMARKED: Final = ":unmarked"
#: the delta seeds this process decoded, kept for its next jobs: a warm sandbox serves one
#: binding, whose runs replay from the same seed until LangGraph's next snapshot (every job's
#: saver has the same serde)
SEEDS: Final = SeedCache()


class BadJob(ValueError):
    """A job line that is not a run job; ``run_id`` when it had a usable one."""

    def __init__(self, message: str, run_id: str | None) -> None:
        super().__init__(message)
        self.run_id = run_id


@dataclass(frozen=True)
class Job:
    run_id: str
    lease_token: str
    service_url: str
    codec: str
    traceparent: str | None
    tracestate: str | None
    messages: tuple[Mapping[str, str], ...] = ()
    resume: Any = None
    resuming: bool = False
    #: the run's start read as the control plane sent it (the framed answer), or None
    start: bytes | None = None


def _required(obj: Mapping[str, Any], key: str, run_id: str) -> str:
    value = obj.get(key)
    if not isinstance(value, str) or not value:
        raise BadJob(f"{key} must be a non-empty string", run_id)
    return value


def _optional(obj: Mapping[str, Any], key: str) -> str | None:
    value = obj.get(key)
    return value if isinstance(value, str) and value else None


def _start_read(value: Any, run_id: str) -> bytes:
    if not isinstance(value, str):
        raise BadJob("start must be base64 text", run_id)
    try:
        return base64.b64decode(value, validate=True)
    except (binascii.Error, ValueError):
        raise BadJob("start must be base64 text", run_id) from None


def parse_job(obj: Mapping[str, Any]) -> Job:
    """The run job of protocol.py, checked; ``BadJob`` otherwise (never echoing values)."""
    raw_run_id = obj.get("run_id")
    run_id = raw_run_id if isinstance(raw_run_id, str) and 0 < len(raw_run_id) <= 128 else None
    if obj.get("type") != protocol.RUN:
        raise BadJob("not a run job", run_id)
    if run_id is None:
        raise BadJob("run_id must be a string of 1-128 characters", None)
    job = Job(
        run_id=run_id,
        lease_token=_required(obj, "lease_token", run_id),
        service_url=_required(obj, "service_url", run_id),
        codec=_required(obj, "codec", run_id),
        traceparent=_optional(obj, "traceparent"),
        tracestate=_optional(obj, "tracestate"),
    )
    try:
        check_base_url(job.service_url)
        wire.authorization(job.lease_token)
    except ValueError:
        raise BadJob("service_url must be an http(s) URL and lease_token a bearer token", run_id) from None
    if "start" in obj:
        job = replace(job, start=_start_read(obj["start"], run_id))
    if ("input" in obj) == ("resume" in obj):
        raise BadJob("a job has either input or resume", run_id)
    if "resume" in obj:
        return replace(job, resume=obj["resume"], resuming=True)
    messages = obj["input"].get("messages") if isinstance(obj["input"], Mapping) else None
    if not isinstance(messages, list) or not messages:
        raise BadJob("input.messages must be a non-empty list", run_id)
    for message in messages:
        if (
            not isinstance(message, Mapping)
            or message.get("role") != "user"
            or not isinstance(message.get("content"), str)
        ):
            raise BadJob("input messages are {role: user, content: str}", run_id)
    return replace(job, messages=tuple(messages))


# --- events -----------------------------------------------------------------------------------


@dataclass
class Events:
    """The job's events on the protocol stream, and what the outcome depends on."""

    write: Callable[[dict[str, Any]], None]
    run_id: str
    messages: int = 0
    seen: set[str] = field(default_factory=set)

    def message(self, content: str) -> None:
        self.write({"type": protocol.MESSAGE, "run_id": self.run_id, "role": "assistant", "content": content})
        self.messages += 1

    def interrupt(self, value: dict[str, Any]) -> None:
        self.write({"type": protocol.INTERRUPT, "run_id": self.run_id, "interrupt": value})

    def end(self, status: str, head: dict[str, Any] | None = None, reason: str = "") -> None:
        event = {"type": protocol.END, "run_id": self.run_id, "status": status, "head": head}
        self.write({**event, "reason": reason})


def head_dict(head: DurableStateHead | None) -> dict[str, Any] | None:
    """GET /state/head's head, as the service renders it."""
    if head is None:
        return None
    return {
        "revision": head.revision,
        "state_ref": head.state_ref,
        "codec": head.codec,
        "size": head.size,
        "sha256": head.sha256,
        "run_id": head.run_id,
        "committed_at": head.committed_at.isoformat().replace("+00:00", "Z"),
    }


def _interrupt_event(interrupts: Any) -> dict[str, Any]:
    """A small object for the client: the interrupt's kind and tool when they are short names,
    never free text (an interrupt value may hold arguments or messages)."""
    first = interrupts[0] if isinstance(interrupts, (list, tuple)) and interrupts else None
    value = getattr(first, "value", None)
    out: dict[str, Any] = {"kind": "interrupt"}
    if isinstance(value, Mapping):
        for key in INTERRUPT_KEYS:
            item = value.get(key)
            if isinstance(item, str) and item.isidentifier() and len(item) <= MAX_INTERRUPT_VALUE:
                out[key] = item
    if isinstance(interrupts, (list, tuple)) and len(interrupts) > 1:
        out["count"] = len(interrupts)
    return out


def _assistant_texts(update: Any) -> Iterator[tuple[str | None, str]]:
    """The assistant messages with text in one node's update of the main graph."""
    if not isinstance(update, Mapping):
        return
    messages = update.get("messages")
    if not isinstance(messages, (list, tuple)):
        messages = [messages]
    for message in messages:
        if isinstance(message, AIMessage):
            text = str(message.text)
            if text.strip():
                yield message.id, text


# --- failure watch ----------------------------------------------------------------------------


class FailureWatch(BaseCallbackHandler):
    """Sees a node of the graph raise (an interrupt is not a failure) before LangGraph's exit:
    the saver then refuses the exit-time commit of the partial run. Runs inline in the node's
    thread, so the saver knows before LangGraph submits the commit."""

    raise_error = False
    run_inline = True

    def __init__(self, saver: TracedSaver) -> None:
        self.saver = saver
        self.root: UUID | None = None
        self.nodes: dict[UUID, str] = {}
        self.reason: str | None = None

    def on_chain_start(
        self,
        serialized: dict[str, Any] | None,
        inputs: Any,
        *,
        run_id: UUID,
        parent_run_id: UUID | None = None,
        **kwargs: Any,
    ) -> None:
        if parent_run_id is None:
            if self.root is None:
                self.root = run_id
        elif parent_run_id == self.root:
            self.nodes[run_id] = str(kwargs.get("name") or "")

    def on_chain_error(
        self, error: BaseException, *, run_id: UUID, parent_run_id: UUID | None = None, **kwargs: Any
    ) -> None:
        if parent_run_id is None or parent_run_id != self.root or isinstance(error, GraphBubbleUp):
            return
        if self.reason is None:
            self.reason = NODE_REASONS.get(self.nodes.get(run_id, ""), "run_error")
        self.saver.abort()


# --- the run ----------------------------------------------------------------------------------


def _code(error: BaseException) -> str:
    code = getattr(error, "code", None)
    return code if isinstance(code, str) and code else "unavailable"


class Lease:
    """The job's lease for the calls outside the saver and the store (mark uncertain)."""

    def __init__(self, job: Job, transport: TracedTransport) -> None:
        self.transport = transport
        self.auth = wire.authorization(job.lease_token)

    def mark_uncertain(self, run_id: str, reason: str) -> str:
        """The run's status after the mark: ``uncertain_durability``, or its real status when
        the commit did happen after all."""
        record = wire.send(
            self.transport,
            wire.mark_uncertain(run_id=run_id, reason=reason, state_ref=None),
            self.auth,
            wire.RetryPolicy(),
        )
        return record.status

    def close(self) -> None:
        self.transport.close()


def run_job(job: Job, write: Callable[[dict[str, Any]], None], model_spec: str) -> None:
    """Run one job to its ``end`` event, inside the trace of the control plane's ``harness.run``."""
    token = otel_context.attach(parent_context(job.traceparent, job.tracestate))
    events = Events(write, job.run_id)
    try:
        _run(job, events, model_spec)
    finally:
        otel_context.detach(token)


def _run(job: Job, events: Events, model_spec: str) -> None:
    try:
        model = agents.choose_model(model_spec)
    except agents.ModelUnavailable:
        log.warning("run failed: model_unavailable")
        events.end(protocol.FAILED, reason=agents.ModelUnavailable.code)
        return
    # One keep-alive pool for the job, shared by its saver, store and lease (one connection where
    # each had its own), closed at its end: an idle worker holds no connection, so one killed
    # while idle dies at once (kept across jobs, it measured no gain and slowed such an exit).
    pool = HttpClientTransport(job.service_url, timeout=TIMEOUT_SECONDS)
    saver = TracedSaver.for_lease(
        job.service_url,
        job.lease_token,
        codec=job.codec,
        thread_id=THREAD_ID,
        timeout=TIMEOUT_SECONDS,
        transport=TracedTransport(pool, owned=False),
        seed_cache=SEEDS,
    )
    store = TracedStore(
        job.service_url,
        job.lease_token,
        timeout=TIMEOUT_SECONDS,
        transport=TracedTransport(pool, owned=False),
        provenance={"source": "statecore.harness.worker"},
    )
    lease = Lease(job, TracedTransport(pool, owned=False))
    try:
        _run_agent(job, events, model, saver, store, lease)
    finally:
        saver.close()
        store.close()
        lease.close()
        pool.close()


def _run_agent(
    job: Job,
    events: Events,
    model: agents.ModelChoice,
    saver: TracedSaver,
    store: TracedStore,
    lease: Lease,
) -> None:
    try:
        latest = saver.start(job.start)  # the head and the latest checkpoint, in one read
    except StatecoreClientError as exc:
        log.warning("run failed: the head could not be loaded (%s)", _code(exc))
        events.end(protocol.FAILED, reason=_code(exc))
        return
    graph = agents.build_agent(
        model, checkpointer=saver, store=store, broker=agents.new_broker(), first_run=latest is None
    )
    watch = FailureWatch(saver)
    config: dict[str, Any] = {
        "configurable": {"thread_id": THREAD_ID},
        # the saver records the commit under this run id (and LangGraph knows the run by it)
        "metadata": {"run_id": job.run_id},
        "callbacks": [watch],
    }
    graph_input = _graph_input(job, graph, config)
    crash = model.conformance and not job.resuming and conformance.is_crash_input(job.messages)
    interrupts, error = _stream(graph, graph_input, config, events, crash=crash)
    if error is None:
        try:
            saver.flush()  # the task writes after the last commit
        except Exception:  # recorded as the saver's write_failure
            log.warning("the run's last task writes failed")
    if error is None and saver.write_failure is None:
        if interrupts:
            events.interrupt(_interrupt_event(interrupts))
        events.end(protocol.INTERRUPTED if interrupts else protocol.COMPLETED, _head_after(saver))
        return
    if watch.reason is not None:
        reason = watch.reason
    elif saver.write_failure is not None:
        reason = "commit_failed"
    else:
        reason = _code(error) if isinstance(error, StatecoreClientError) else "run_error"
    log.warning(
        "run did not commit: %s (%s, %s)", reason, type(saver.write_failure).__name__, type(error).__name__
    )
    _not_committed(job, events, saver, lease, reason)


def _graph_input(job: Job, graph: Any, config: dict[str, Any]) -> Any:
    if not job.resuming:
        return {"messages": [HumanMessage(content=str(m["content"])) for m in job.messages]}
    return resume_command(graph, config, job.resume)


def resume_command(graph: Any, config: dict[str, Any], value: Any) -> Command[Any]:
    """The resume of a job. LangGraph reads ``Command(resume=None)`` as no resume at all, so a
    JSON null goes to each pending interrupt by id instead."""
    if value is None:
        pending = graph.get_state({"configurable": config["configurable"]}).interrupts
        return Command(resume={interrupt.id: None for interrupt in pending})
    return Command(resume=value)


def _stream(
    graph: Any, graph_input: Any, config: dict[str, Any], events: Events, *, crash: bool
) -> tuple[Any, Exception | None]:
    """Run the graph; each new assistant message of the main graph is sent at once. Returns
    the interrupts it stopped at (None when it finished) and the error it raised, if any."""
    interrupts: Any = None
    try:
        for chunk in graph.stream(graph_input, config, stream_mode="updates", durability="exit"):
            for node, update in chunk.items():
                if node == "__interrupt__":
                    interrupts = update
                    continue
                for message_id, text in _assistant_texts(update):
                    if message_id is not None:
                        if message_id in events.seen:
                            continue
                        events.seen.add(message_id)
                    events.message(text)
                    if crash:
                        log.warning("conformance model: crash turn, killing the worker")
                        os.kill(os.getpid(), signal.SIGKILL)
    except Exception as exc:
        return interrupts, exc
    return interrupts, None


def _not_committed(job: Job, events: Events, saver: TracedSaver, lease: Lease, reason: str) -> None:
    """The run wrote nothing durable (or could not confirm it): ``failed`` before any message;
    after one, marked ``uncertain_durability`` (the previous head stays), or the status the
    mark reveals when the commit had gone through after all."""
    if events.messages == 0:
        events.end(protocol.FAILED, reason=reason)
        return
    try:
        status = lease.mark_uncertain(job.run_id, reason)
    except StatecoreClientError as exc:
        # A fenced lease cannot mark (nor can an unreachable service be asked): the control
        # plane marks the run with its own credentials.
        log.warning("the run could not be marked uncertain (%s)", _code(exc))
        events.end(protocol.UNCERTAIN, reason=f"{reason}{UNMARKED}")
        return
    if status in (protocol.COMPLETED, protocol.INTERRUPTED):
        events.end(status, _head_after(saver))
        return
    events.end(protocol.UNCERTAIN, reason=reason)


def _head_after(saver: TracedSaver) -> dict[str, Any] | None:
    """The head after the run: as its commit answered it, or read when it did not commit here."""
    committed = saver.committed_head(THREAD_ID)
    if committed is not None:
        return head_dict(committed)
    try:
        return head_dict(saver.load_head(THREAD_ID))
    except StatecoreClientError as exc:
        log.warning("the head after the commit could not be read (%s)", _code(exc))
        return None
