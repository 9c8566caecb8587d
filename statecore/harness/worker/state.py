"""The worker's checkpointer and store: the LangGraph adapters with the worker's spans and its
commit rules.

``TracedSaver`` (a ``StatecoreSaver`` on the job's lease): ``thread_state.load`` around reads
(get_tuple, list, delta history, head), ``thread_state.write`` around each request of task
writes alone (POST /state/writes/batch), ``thread_state.commit`` around ``put`` (POST
/state/checkpoints: the task writes before it, the pending write and the compare-and-set of the
head in one transaction; the service spans the writes' part as ``thread_state.write``).
Three rules on top:

- ``put_writes`` is buffered: all the task writes LangGraph hands over before a commit travel in
  the commit's request (LangGraph sends a run's writes at its exit, one call per task, and
  commits only once they returned; sent one by one they queued on the binding's row lock; in the
  commit's transaction, a refused commit leaves none of them behind), or, when they do not fit
  one request, in requests of their own right before it; what comes after the last commit goes
  when the run ends (:meth:`TracedSaver.flush`);

- once the run failed (a node raised), nothing more is written: LangGraph's exit-time commit of
  the partial state is refused (:class:`RunAborted`), so a failed run leaves the head where it
  was;
- the writes that record an interrupt are sent after the commit of the checkpoint they belong
  to, with everything buffered. LangGraph submits both at once at exit; the commit records its
  run as ``completed`` and the interrupt writes as ``interrupted``, so the later one must be the
  interrupt's. When that commit fails, the interrupt is not recorded at all.

``TracedStore`` (a ``StatecoreStore`` on the same lease): ``memory.read`` / ``memory.write``
around each batch; a batch with both is sent as two (reads first, as the store orders them).
"""

from __future__ import annotations

import builtins
import logging
import threading
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Any, Final

from langchain_core.runnables import RunnableConfig
from langgraph.checkpoint.base import (
    ChannelVersions,
    Checkpoint,
    CheckpointMetadata,
    CheckpointTuple,
    DeltaChannelHistory,
    get_checkpoint_id,
)
from langgraph.checkpoint.serde.types import INTERRUPT
from langgraph.store.base import GetOp, ListNamespacesOp, Op, PutOp, Result, SearchOp

from statecore import frames
from statecore.adapters.langgraph import StatecoreSaver, StatecoreStore
from statecore.adapters.langgraph import _endpoints as endpoints
from statecore.client.transport import Response
from statecore.client.types import DurableStateHead
from statecore.validation import MAX_WRITE_GROUPS, MAX_WRITES_PER_REQUEST
from telemetry.spans import ref, service_span

log = logging.getLogger(__name__)

#: one lease is one binding is one LangGraph thread
THREAD_ID: Final = "thread"
#: task writes up to this size travel in their commit's request (far inside its body bound)
MAX_WRITE_BYTES_WITH_COMMIT: Final = 256 * 1024
#: how long interrupt writes wait for the commit of their checkpoint (a bound, never expected)
COMMIT_WAIT_SECONDS: Final = 120.0


class RunAborted(Exception):
    """The run failed before its commit; the worker writes nothing of it."""

    code = "run_aborted"


def _ns_id(config: RunnableConfig) -> tuple[str, str | None]:
    conf = config.get("configurable") or {}
    return str(conf.get("checkpoint_ns", "") or ""), get_checkpoint_id(config)


class TracedSaver(StatecoreSaver):
    """Build with ``TracedSaver.for_lease(url, token, codec=..., thread_id=THREAD_ID, transport=...)``."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._run_guard = threading.Condition()
        self._aborted = False
        self._loaded: dict[str, str | None] = {}  # namespace -> checkpoint id the run started from
        self._settled: dict[str, bool] = {}  # checkpoint id -> committed (True) or failed (False)
        #: the first write or commit of the run that failed (the durable step did not happen)
        self.write_failure: BaseException | None = None
        self._buffer: builtins.list[tuple[str, dict[str, Any]]] = []  # (thread, task group) to send
        self._attached: builtins.list[dict[str, Any]] = []  # the buffer's groups for the next commit
        self._ahead: tuple[CheckpointTuple | None] | None = None  # the latest, read by start()
        #: the namespaces holding states at the start, plus those this run committed in (None:
        #: not known; every read goes to the service)
        self._known_namespaces: set[str] | None = None

    # --- the run's rules -----------------------------------------------------------------------

    def abort(self) -> None:
        """The run failed: refuse every later write and commit (and wake interrupt writes)."""
        with self._run_guard:
            self._aborted = True
            self._run_guard.notify_all()

    def _check_alive(self) -> None:
        if self._aborted:
            raise RunAborted("the run failed; nothing of it is written")

    def _write_failed(self, exc: BaseException) -> None:
        """A write or commit failed: the run's state can no longer be whole, so nothing else of
        it is written (LangGraph does not commit after a failed write either)."""
        with self._run_guard:
            if self.write_failure is None and not isinstance(exc, RunAborted):
                self.write_failure = exc
        self.abort()

    def _settle(self, checkpoint_id: str, committed: bool) -> None:
        with self._run_guard:
            self._settled[checkpoint_id] = committed
            self._run_guard.notify_all()

    def _await_commit(self, config: RunnableConfig) -> None:
        """Block interrupt writes until the commit of their checkpoint is settled; refuse them
        when it failed. A checkpoint the run started from gets no commit: nothing to wait for."""
        ns, checkpoint_id = _ns_id(config)
        if checkpoint_id is None:
            return
        with self._run_guard:
            if ns in self._loaded and self._loaded[ns] == checkpoint_id:
                return
            settled = self._run_guard.wait_for(
                lambda: checkpoint_id in self._settled or self._aborted, timeout=COMMIT_WAIT_SECONDS
            )
            if not settled:
                log.warning("interrupt writes: no commit of their checkpoint came; writing them anyway")
                return
            if self._aborted or not self._settled[checkpoint_id]:
                raise RunAborted("the commit failed; the interrupt is not recorded")

    # --- reads ---------------------------------------------------------------------------------

    def start(self, sent: bytes | None = None) -> CheckpointTuple | None:
        """The run's first read: the thread's latest checkpoint, with the durable head (the
        revision the run's commit expects), its delta history and the namespaces that hold
        states, in one request, or from ``sent``: that request's answer as the control plane
        read it for the job (when it does not parse, the request is sent after all). LangGraph's
        own read of the latest checkpoint, right after, is answered from it; so is its read of
        the latest in a namespace that holds nothing (a subagent's first start): the run holds
        the binding's lease, so nothing but this run puts a checkpoint there before it ends (a
        newer lease would fence its commit)."""
        read = endpoints.read_latest(ns="", namespaces=True)
        with service_span("thread_state.load", operation="get_tuple") as span:
            answer = self._answer_sent(read, sent) if sent is not None else None
            if answer is None:
                answer = self._send(THREAD_ID, read)
            found = self._latest(THREAD_ID, "", answer)
            span.set(outcome="found" if found else "empty", result_count=int(found is not None))
        names = answer["namespaces"]
        with self._run_guard:
            self._known_namespaces = set(names) if names is not None else None
        self._started_from("", found)
        self._ahead = (found,)
        return found

    @staticmethod
    def _answer_sent(read: Any, sent: bytes) -> dict[str, Any] | None:
        try:
            answer: dict[str, Any] = read.parse(Response(200, {"content-type": frames.MEDIA_TYPE}, sent))
        except (ValueError, KeyError, TypeError):
            log.warning("the start read sent with the job does not parse; reading it from the service")
            return None
        return answer

    def _started_from(self, ns: str, found: CheckpointTuple | None) -> None:
        """The latest of ``ns`` was read: where this run starts in that namespace."""
        with self._run_guard:
            self._loaded.setdefault(ns, get_checkpoint_id(found.config) if found else None)

    def get_tuple(self, config: RunnableConfig) -> CheckpointTuple | None:
        ns, checkpoint_id = _ns_id(config)
        if checkpoint_id is None:
            if ns == "" and self._ahead is not None:
                (found,), self._ahead = self._ahead, None
                return found
            known = self._known_namespaces
            if known is not None and ns not in known:
                self._started_from(ns, None)
                return None
        with service_span("thread_state.load", operation="get_tuple") as span:
            found = super().get_tuple(config)
            span.set(outcome="found" if found else "empty", result_count=int(found is not None))
        if checkpoint_id is None:
            self._started_from(ns, found)
        return found

    def list(
        self,
        config: RunnableConfig | None,
        *,
        filter: dict[str, Any] | None = None,
        before: RunnableConfig | None = None,
        limit: int | None = None,
    ) -> Iterator[CheckpointTuple]:
        # Read whole inside the span: a span must not stay open across a generator's yields.
        with service_span("thread_state.load", operation="list") as span:
            found = builtins.list(super().list(config, filter=filter, before=before, limit=limit))
            span.set(result_count=len(found))
        yield from found

    def get_delta_channel_history(
        self, *, config: RunnableConfig, channels: Sequence[str]
    ) -> Mapping[str, DeltaChannelHistory]:
        with service_span("thread_state.load", operation="delta_history") as span:
            history = super().get_delta_channel_history(config=config, channels=channels)
            span.set(result_count=sum(len(h.get("writes", ())) for h in history.values()))
        return history

    def load_head(self, thread_id: str) -> DurableStateHead | None:
        with service_span("thread_state.load", operation="head") as span:
            head = super().load_head(thread_id)
            span.set(outcome="found" if head else "empty", revision=head.revision if head else 0)
        return head

    # --- writes --------------------------------------------------------------------------------

    def put(
        self,
        config: RunnableConfig,
        checkpoint: Checkpoint,
        metadata: CheckpointMetadata,
        new_versions: ChannelVersions,
    ) -> RunnableConfig:
        run_id = (config.get("metadata") or {}).get("run_id")
        try:
            self._check_alive()
            self._attached = self._attachable(str(config["configurable"]["thread_id"]))
            with service_span("thread_state.commit", operation="checkpoint_put") as span:
                span.set(event_count=sum(len(g["writes"]) for g in self._attached))
                if isinstance(run_id, str):
                    span.set(run_ref=ref(run_id))
                stored = super().put(config, checkpoint, metadata, new_versions)
                span.set(revision=self._heads.get(THREAD_ID))
        except BaseException as exc:
            self._settle(checkpoint["id"], False)
            self._write_failed(exc)
            raise
        self._settle(checkpoint["id"], True)
        with self._run_guard:
            if self._known_namespaces is not None:
                self._known_namespaces.add(_ns_id(config)[0])
        return stored

    def put_writes(
        self, config: RunnableConfig, writes: Sequence[tuple[str, Any]], task_id: str, task_path: str = ""
    ) -> None:
        """Buffered: sent with the run's other task writes in one request, before the next
        commit (LangGraph commits a checkpoint only once the writes before it returned, so
        they are durable before it either way). Writes that carry an interrupt wait for the
        commit of their checkpoint and go at once, with everything buffered."""
        self._check_alive()
        if not writes:
            return
        thread_id = str(config["configurable"]["thread_id"])
        if not any(channel == INTERRUPT for channel, _ in writes):
            # the worker's part of the write: serialized now, stored with the next commit
            with service_span("thread_state.write", operation="put_writes", event_count=len(writes)) as span:
                group, _ = self._write_group(config, writes, task_id, task_path)
                span.set(size_bytes=sum(len(value) for _, _, _, value in group["writes"]))
                with self._run_guard:
                    self._buffer.append((thread_id, group))
            return
        group, run = self._write_group(config, writes, task_id, task_path)
        self._await_commit(config)
        self._flush(last=(thread_id, group), run=run)

    def _attachable(self, thread_id: str) -> builtins.list[dict[str, Any]]:
        """The task writes before this checkpoint, to send in the commit's request when they fit
        one (the service stores them first, in the commit's transaction); else they are sent
        now, in requests of their own, and none is attached."""
        with self._run_guard:
            pending, self._buffer = self._buffer, []
        if not _fit_commit(pending, thread_id):
            with self._run_guard:
                self._buffer[:0] = pending
            self._flush()
            return []
        return [
            {
                **group,
                "writes": [
                    {"idx": idx, "channel": channel, "type": type_, "value": value}
                    for idx, channel, type_, value in group["writes"]
                ],
            }
            for _, group in pending
        ]

    def _writes_with_commit(self, thread_id: str) -> builtins.list[dict[str, Any]]:
        attached, self._attached = self._attached, []
        return attached

    def flush(self) -> None:
        """Send the buffered task writes (at the run's end: what came after the last commit).
        A failed run sends nothing."""
        if self._aborted:
            with self._run_guard:
                self._buffer.clear()
            return
        self._flush()

    def _flush(
        self, last: tuple[str, dict[str, Any]] | None = None, run: dict[str, Any] | None = None
    ) -> None:
        with self._run_guard:
            pending, self._buffer = self._buffer, []
        if last is not None:
            pending.append(last)
        if not pending:
            return
        try:
            self._check_alive()
            for thread_id, chunk, final in _chunks(pending):
                count = sum(len(g["writes"]) for g in chunk)
                with service_span(
                    "thread_state.write", operation="writes_batch_put", event_count=count
                ) as span:
                    span.set(result_count=len(chunk))
                    self._send(thread_id, endpoints.put_writes_batch(chunk, run if final else None))
        except BaseException as exc:
            self._write_failed(exc)
            raise


def _fit_commit(pending: Sequence[tuple[str, dict[str, Any]]], thread_id: str) -> bool:
    """Whether buffered task writes travel in the commit's request: all the committing
    thread's, within one request's bounds (groups, writes) and far inside its body bound."""
    size = sum(len(value) for _, group in pending for _, _, _, value in group["writes"])
    return (
        all(thread == thread_id for thread, _ in pending)
        and len(pending) <= MAX_WRITE_GROUPS
        and sum(len(group["writes"]) for _, group in pending) <= MAX_WRITES_PER_REQUEST
        and size <= MAX_WRITE_BYTES_WITH_COMMIT
    )


def _chunks(
    pending: Sequence[tuple[str, dict[str, Any]]],
) -> Iterator[tuple[str, builtins.list[dict[str, Any]], bool]]:
    """Per thread, the groups in request-sized chunks (the server's bounds on groups and writes
    per request); ``True`` marks the last chunk, which carries the run's interrupt record."""
    chunks: builtins.list[tuple[str, builtins.list[dict[str, Any]]]] = []
    for thread_id, group in pending:
        size = len(group["writes"])
        if chunks:
            last_thread, last = chunks[-1]
            fits = (
                len(last) < MAX_WRITE_GROUPS
                and sum(len(g["writes"]) for g in last) + size <= MAX_WRITES_PER_REQUEST
            )
            if last_thread == thread_id and fits:
                last.append(group)
                continue
        chunks.append((thread_id, [group]))
    for i, (thread_id, groups) in enumerate(chunks):
        yield thread_id, groups, i == len(chunks) - 1


def _scope(op: Op) -> str | None:
    if isinstance(op, (GetOp, PutOp)):
        labels: tuple[str, ...] = tuple(op.namespace)
    elif isinstance(op, SearchOp):
        labels = tuple(op.namespace_prefix)
    elif isinstance(op, ListNamespacesOp):
        prefixes = [c.path for c in op.match_conditions or () if c.match_type == "prefix"]
        labels = tuple(prefixes[0]) if prefixes else ()
    else:
        labels = ()
    return labels[0] if labels else None


def _found(result: Result) -> int:
    if result is None:
        return 0
    if isinstance(result, builtins.list):
        return len(result)
    return 1


class TracedStore(StatecoreStore):
    """``memory.read`` / ``memory.write`` spans around the store's batches."""

    def batch(self, ops: Iterable[Op]) -> builtins.list[Result]:
        ops = builtins.list(ops)
        reads = [i for i, op in enumerate(ops) if not isinstance(op, PutOp)]
        writes = [i for i, op in enumerate(ops) if isinstance(op, PutOp)]
        results: builtins.list[Result] = [None] * len(ops)
        for indexes, name in ((reads, "memory.read"), (writes, "memory.write")):
            if not indexes:
                continue
            part = [ops[i] for i in indexes]
            scopes = {_scope(op) for op in part}
            with service_span(name, memory_count=len(part)) as span:
                if len(scopes) == 1:
                    span.set(memory_scope=next(iter(scopes)))
                answers = super().batch(part)
                if name == "memory.read":
                    span.set(result_count=sum(_found(a) for a in answers))
            for i, answer in zip(indexes, answers, strict=True):
                results[i] = answer
        return results
