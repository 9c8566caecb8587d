"""``StatecoreSaver``: a LangGraph ``BaseCheckpointSaver`` over statecore's thread-state API.

One LangGraph thread is one statecore binding and epoch; ``leases(thread_id)`` returns that
binding's lease token (the server derives every scope from it). Each checkpoint is one
committed NativeState: serialized client side with the saver's serde (so an
``EncryptedSerializer`` keeps the service content-blind), stored with its namespace and id,
its parent, and small metadata for filtering, and made durable by the head compare-and-set.

All requests go through ``statecore.client``'s transport and retry loop (keep-alive pools,
timeouts, typed errors, safe retries); the endpoints' encoding is in ``_endpoints``. Round
trips: ``put`` is one request (the pending write, the commit and the run record in one
transaction: ``POST /state/checkpoints``), ``put_writes`` one (``POST /state/writes``),
``get_tuple`` one (``GET /state/checkpoints`` returns payloads with their writes), a page of
``list`` one, and ``get_delta_channel_history`` one (``GET /state/delta`` walks the parent
chain server side). The first ``put`` of a thread in a process also loads the head.

Differences from LangGraph's own savers, on purpose:
- "latest" is the newest committed state: a pending or pod-local state is never returned;
- a fenced lease raises :class:`LeaseFencedError` and a moved head :class:`CheckpointConflict`
  instead of silently forking the thread when two writers race;
- ``delete_thread`` starts a new epoch, which fences the lease: the saver asks ``leases``
  for a new one on the next call (with a fixed token, the next call raises LeaseFencedError);
- a ``put`` whose answer is lost is sent again (the server answers an identical retry with the
  head it produced); when that cannot be confirmed it raises the client's ``DurabilityUnknown``:
  do not replay the step's model or tool work, mark the run uncertain. No answer at all for a
  read or another call raises the client's ``ServiceUnavailable``.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import random
import threading
from collections.abc import AsyncIterator, Callable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Self

from langchain_core.runnables import RunnableConfig
from langgraph.checkpoint.base import (
    WRITES_IDX_MAP,
    BaseCheckpointSaver,
    ChannelVersions,
    Checkpoint,
    CheckpointMetadata,
    CheckpointTuple,
    DeltaChannelHistory,
    PendingWrite,
    get_checkpoint_id,
    get_serializable_checkpoint_metadata,
)
from langgraph.checkpoint.serde.base import SerializerProtocol
from langgraph.checkpoint.serde.types import INTERRUPT

from statecore.adapters.langgraph import _endpoints as endpoints
from statecore.adapters.langgraph.seeds import SeedCache
from statecore.client import _wire as wire
from statecore.client.errors import (
    DurabilityUnknown,
    LeaseFenced,
    RevisionConflict,
    ServiceUnavailable,
    StatecoreClientError,
)
from statecore.client.transport import (
    AsyncTransport,
    SyncTransport,
    Timeout,
    async_transport,
    check_base_url,
    sync_transport,
)
from statecore.client.types import DurableStateHead

if TYPE_CHECKING:
    import httpx

MAX_METADATA_BYTES = 4096
VALUES_KEY = "statecore:values"  # the channels this checkpoint stores a value for
DELTA_KEY = "statecore:delta"  # delta channels that need their writes replayed from ancestors
_PAGE = 100
_RUNS_PER_CALL = 100


class CheckpointConflict(RevisionConflict):
    """The thread's head moved between reading it and committing (``revision_conflict``)."""


class LeaseFencedError(LeaseFenced):
    """The thread's lease is no longer current (``lease_fenced``): stop writing, get a new lease."""


class StatecoreAdapterError(StatecoreClientError):
    """Any other refusal from the service (code and HTTP status in the message and attributes;
    the client's typed error, e.g. ``RateLimited``, is the ``__cause__``)."""

    def __init__(
        self, message: str, *, status: int = 0, code: str = "", problem: Mapping[str, Any] | None = None
    ) -> None:
        super().__init__(message, status=status, code=code, problem=problem)
        self.status, self.code = status, code


def _adapter_error(error: StatecoreClientError) -> StatecoreClientError:
    """The saver's exception for a client error. No answer (ServiceUnavailable) and an
    unconfirmed put (DurabilityUnknown) stay the client's own."""
    if isinstance(error, (DurabilityUnknown, ServiceUnavailable)):
        return error
    facts: dict[str, Any] = {"status": error.status, "code": error.code, "problem": error.problem}
    if isinstance(error, RevisionConflict):
        return CheckpointConflict("the thread's head moved; another writer is active on this thread", **facts)
    if isinstance(error, LeaseFenced):
        return LeaseFencedError("the thread's lease is fenced; get a new lease", **facts)
    status = error.status or 0
    return StatecoreAdapterError(
        f"statecore refused: {status} {error.code}", status=status, code=error.code, problem=error.problem
    )


def _md_value(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value, separators=(",", ":"))


def _delta_channels(checkpoint: Checkpoint, metadata: Mapping[str, Any]) -> list[str]:
    """The delta channels (LangGraph counts updates since their snapshot) that were ever written:
    the ones loading this checkpoint replays from its ancestors when it stores no value of them.
    A channel without a version was never written; LangGraph loads it empty without asking for
    its history, and a walk for it would find no snapshot and read every ancestor."""
    counters = metadata.get("counters_since_delta_snapshot")
    if not isinstance(counters, Mapping):
        return []
    versions = checkpoint.get("channel_versions") or {}
    return sorted(name for name in counters if name in versions)


def _small_metadata(base: dict[str, Any], extra: Mapping[str, Any]) -> dict[str, Any]:
    """``base`` plus each JSON-able LangGraph metadata field while the whole stays <= 4 KiB (the
    full metadata is inside the payload; this copy only serves filtering)."""
    out = dict(base)
    for key, value in extra.items():
        if key in out:
            continue
        candidate = {**out, key: value}
        try:
            size = len(json.dumps(candidate, separators=(",", ":"), sort_keys=True).encode())
        except (TypeError, ValueError):
            continue
        if size <= MAX_METADATA_BYTES:
            out = candidate
    return out


def _conf(config: RunnableConfig) -> tuple[str, str]:
    conf = config["configurable"]
    return str(conf["thread_id"]), str(conf.get("checkpoint_ns", "") or "")


class StatecoreSaver(BaseCheckpointSaver[str]):
    """Sync and async checkpointer over one pooled HTTP client per flavour (created lazily).

    Puts of one thread are serialised by a per-thread lock (the head revision they expect is
    cached per thread); nothing else is locked, and different threads never wait on each other.
    """

    def __init__(
        self,
        base_url: str,
        leases: Callable[[str], str],
        *,
        codec: str,
        serde: SerializerProtocol | None = None,
        timeout: Timeout | float = 10.0,
        max_connections: int = 32,
        retry: wire.RetryPolicy | None = None,
        transport: SyncTransport | httpx.BaseTransport | None = None,
        async_transport: AsyncTransport | httpx.AsyncBaseTransport | None = None,
        seed_cache: SeedCache | None = None,
    ) -> None:
        """``timeout``: seconds per wait (connect, free connection, read), or a ``Timeout``.
        ``transport`` / ``async_transport``: as for the client (default: a pool of
        ``max_connections`` per flavour, opened on first use). ``seed_cache``: decoded delta
        seeds kept across loads (share one only among savers with the same serde; default:
        none, every load decodes its seeds)."""
        super().__init__(serde=serde)
        self._seed_cache = seed_cache
        self._base_url, self._leases, self._codec = base_url, leases, codec
        self._timeout, self._max_connections = timeout, max_connections
        self._retry = retry or wire.RetryPolicy()
        self._given_sync, self._given_async = transport, async_transport
        check_base_url(base_url)
        self._tokens: dict[str, str] = {}
        self._heads: dict[str, int] = {}
        self._last_commit: dict[str, DurableStateHead] = {}
        #: per thread, the delta history read with its latest checkpoint (used once, see _latest)
        self._delta_ahead: dict[str, dict[str, Any]] = {}
        self._guard = threading.Lock()
        self._lease_guard = threading.Lock()
        self._thread_locks: dict[str, threading.Lock] = {}
        self._async_locks: dict[str, asyncio.Lock] = {}
        self._sync: SyncTransport | None = None
        self._async: AsyncTransport | None = None

    @classmethod
    def for_lease(
        cls,
        base_url: str,
        lease_token: str,
        *,
        codec: str,
        thread_id: str | None = None,
        serde: SerializerProtocol | None = None,
        timeout: Timeout | float = 10.0,
        retry: wire.RetryPolicy | None = None,
        transport: SyncTransport | httpx.BaseTransport | None = None,
        seed_cache: SeedCache | None = None,
    ) -> Self:
        """A saver for a sandbox pod: one lease token, so one binding, so one LangGraph thread.
        The thread is ``thread_id``, or the first one used; any other thread id is refused
        (it would otherwise share this binding's history). ``transport``, ``seed_cache``: as in
        ``__init__``."""
        pinned: list[str] = [thread_id] if thread_id else []
        guard = threading.Lock()

        def lease(requested: str) -> str:
            with guard:
                if not pinned:
                    pinned.append(requested)
            if requested != pinned[0]:
                raise StatecoreAdapterError("this saver's lease serves one thread only", code="forbidden")
            return lease_token

        return cls(
            base_url,
            lease,
            codec=codec,
            serde=serde,
            timeout=timeout,
            retry=retry,
            transport=transport,
            seed_cache=seed_cache,
        )

    # --- plumbing --------------------------------------------------------------------------------

    def _token(self, thread_id: str) -> str:
        token = self._tokens.get(thread_id)
        if token is None:
            # Once per thread and process: two callers must not obtain two leases (with a
            # control-plane ``leases`` callable that could mean two bindings for one thread).
            with self._lease_guard:
                token = self._tokens.get(thread_id)
                if token is None:
                    token = self._leases(thread_id)
                    self._tokens[thread_id] = token
        return token

    def _forget(self, thread_id: str) -> None:
        self._tokens.pop(thread_id, None)
        self._heads.pop(thread_id, None)
        self._last_commit.pop(thread_id, None)
        self._delta_ahead.pop(thread_id, None)

    def _committed(self, thread_id: str, head: DurableStateHead) -> None:
        """A put of this saver moved the thread's head: the next put expects its revision."""
        self._heads[thread_id] = head.revision
        self._last_commit[thread_id] = head
        self._delta_ahead.pop(thread_id, None)

    def committed_head(self, thread_id: str) -> DurableStateHead | None:
        """The head this saver's last put of the thread produced (None before any), as the
        commit answered it: no request."""
        return self._last_commit.get(str(thread_id))

    def _failed(self, thread_id: str, error: StatecoreClientError) -> StatecoreClientError:
        if isinstance(error, (RevisionConflict, LeaseFenced, DurabilityUnknown)):
            self._heads.pop(thread_id, None)  # the head may have moved: load it again
        return _adapter_error(error)

    def _send[T](self, thread_id: str, op: wire.Operation[T]) -> T:
        if self._sync is None:
            with self._guard:
                if self._sync is None:
                    self._sync = sync_transport(
                        self._base_url,
                        self._given_sync,
                        timeout=self._timeout,
                        max_connections=self._max_connections,
                    )
        auth = f"Bearer {self._token(thread_id)}"
        try:
            return wire.send(self._sync, op, auth, self._retry)
        except StatecoreClientError as error:
            raise self._failed(thread_id, error) from error

    async def _asend[T](self, thread_id: str, op: wire.Operation[T]) -> T:
        if self._async is None:
            self._async = async_transport(
                self._base_url,
                self._given_async,
                timeout=self._timeout,
                max_connections=self._max_connections,
            )
        auth = f"Bearer {self._token(thread_id)}"
        try:
            return await wire.asend(self._async, op, auth, self._retry)
        except StatecoreClientError as error:
            raise self._failed(thread_id, error) from error

    def _thread_lock(self, thread_id: str) -> threading.Lock:
        with self._guard:
            return self._thread_locks.setdefault(thread_id, threading.Lock())

    def _async_lock(self, thread_id: str) -> asyncio.Lock:
        return self._async_locks.setdefault(thread_id, asyncio.Lock())

    def close(self) -> None:
        """Close the blocking transport (a later call opens a new one)."""
        transport, self._sync = self._sync, None
        if transport is not None:
            transport.close()

    async def aclose(self) -> None:
        """Close both transports."""
        transport, self._async = self._async, None
        if transport is not None:
            await transport.aclose()
        self.close()

    # --- request builders and response readers (shared by sync and async) ------------------------

    @staticmethod
    def _checkpoints(
        *,
        ns: str | None,
        checkpoint_id: str | None = None,
        filters: Mapping[str, Any] | None = None,
        before_id: str | None = None,
        before_ref: str | None = None,
        limit: int = 1,
    ) -> wire.Operation[list[dict[str, Any]]]:
        return endpoints.read_checkpoints(
            ns=ns,
            checkpoint_id=checkpoint_id,
            filters={k: _md_value(v) for k, v in (filters or {}).items()},
            before_id=before_id,
            before_ref=before_ref,
            limit=limit,
        )

    def _put_op(
        self,
        config: RunnableConfig,
        checkpoint: Checkpoint,
        metadata: CheckpointMetadata,
        expected: int,
        writes: Sequence[Mapping[str, Any]] = (),
    ) -> wire.Operation[DurableStateHead]:
        _, ns = _conf(config)
        # As LangGraph's own savers: the run's id and the caller's metadata come in the config
        # (the Agent Server puts run_id there); without them delete_for_runs finds nothing.
        metadata = get_serializable_checkpoint_metadata(config, metadata)
        type_, blob = self.serde.dumps_typed({"checkpoint": checkpoint, "metadata": metadata})
        payload = type_.encode() + b"\n" + blob
        small = _small_metadata(
            {
                "parent_checkpoint_id": config["configurable"].get("checkpoint_id"),
                VALUES_KEY: sorted(checkpoint.get("channel_values", {})),
                DELTA_KEY: _delta_channels(checkpoint, metadata),
            },
            metadata,
        )
        run = metadata.get("run_id")
        return self._put_body(
            ns=ns,
            checkpoint_id=checkpoint["id"],
            payload=payload,
            metadata=small,
            expected=expected,
            run_id=str(run)[:128] if isinstance(run, str) and run else f"lg:{checkpoint['id']}",
            writes=writes,
        )

    def _put_body(
        self,
        *,
        ns: str,
        checkpoint_id: str,
        payload: bytes,
        metadata: Mapping[str, Any],
        expected: int,
        run_id: str,
        writes: Sequence[Mapping[str, Any]] = (),
        key: str | None = None,
    ) -> wire.Operation[DurableStateHead]:
        if key is None:
            digest = hashlib.sha256(payload + json.dumps(metadata, sort_keys=True, default=str).encode())
            ns_tag = hashlib.sha256(ns.encode()).hexdigest()[:16]
            key = f"lg:{ns_tag}:{checkpoint_id}:{digest.hexdigest()[:16]}"
        return endpoints.put_checkpoint(
            key=key,
            codec=self._codec,
            payload=payload,
            ns=ns,
            checkpoint_id=checkpoint_id,
            metadata=metadata,
            expected=expected,
            run_id=run_id,
            writes=writes,
        )

    @staticmethod
    def _copy_plan(
        source: Sequence[Mapping[str, Any]], target: str
    ) -> Iterator[tuple[Mapping[str, Any], dict[str, Any]]]:
        """Per source checkpoint, oldest first: the batch body's parts (payload bytes as stored,
        the stored metadata, the writes grouped per task, a run id of the target's own)."""
        for item in sorted(source, key=lambda i: i["revision"]):
            groups: dict[tuple[str, str], list[dict[str, Any]]] = {}
            for w in item["writes"]:
                groups.setdefault((w["task_id"], w["task_path"]), []).append(
                    {"idx": w["idx"], "channel": w["channel"], "type": w["type"], "value": w["value"]}
                )
            batch = [
                {
                    "checkpoint_ns": item["checkpoint_ns"],
                    "checkpoint_id": item["checkpoint_id"],
                    "task_id": task_id,
                    "task_path": task_path,
                    "writes": ws,
                }
                for (task_id, task_path), ws in groups.items()
            ]
            run = hashlib.sha256(f"{target}\n{item['run_id']}".encode()).hexdigest()[:32]
            yield item, {"writes": batch, "run_id": f"lgcopy:{run}", "key": f"lgcopy:{item['state_ref']}"}

    @staticmethod
    def _stored(config: RunnableConfig, checkpoint: Checkpoint) -> RunnableConfig:
        thread_id, ns = _conf(config)
        return {
            "configurable": {"thread_id": thread_id, "checkpoint_ns": ns, "checkpoint_id": checkpoint["id"]}
        }

    def _writes_op(
        self, config: RunnableConfig, writes: Sequence[tuple[str, Any]], task_id: str, task_path: str
    ) -> wire.Operation[None]:
        group, run = self._write_group(config, writes, task_id, task_path)
        return endpoints.put_writes(
            ns=group["checkpoint_ns"],
            checkpoint_id=group["checkpoint_id"],
            task_id=task_id,
            task_path=task_path,
            writes=group["writes"],
            run=run,
        )

    def _write_group(
        self, config: RunnableConfig, writes: Sequence[tuple[str, Any]], task_id: str, task_path: str
    ) -> tuple[dict[str, Any], dict[str, Any] | None]:
        """A task's writes as a request group (values serialized now), and the run's interrupt
        record when the writes carry an interrupt."""
        _, ns = _conf(config)
        items = []
        for idx, (channel, value) in enumerate(writes):
            type_, blob = self.serde.dumps_typed(value)
            items.append((WRITES_IDX_MAP.get(channel, idx), channel, type_, blob))
        checkpoint_id = str(config["configurable"]["checkpoint_id"])
        run: dict[str, Any] | None = None
        run_id = (config.get("metadata") or {}).get("run_id")
        interrupts = sum(1 for channel, _ in writes if channel == INTERRUPT)
        if interrupts and isinstance(run_id, str) and run_id:
            # the run stops here: recorded with the writes (references only, no values)
            run = {
                "run_id": run_id[:128],
                "status": "interrupted",
                "interrupt": {
                    "checkpoint_ns": ns,
                    "checkpoint_id": checkpoint_id,
                    "task_id": task_id,
                    "interrupts": interrupts,
                },
            }
        group = {
            "checkpoint_ns": ns,
            "checkpoint_id": checkpoint_id,
            "task_id": task_id,
            "task_path": task_path,
            "writes": items,
        }
        return group, run

    def _latest(self, thread_id: str, ns: str, answer: Mapping[str, Any]) -> CheckpointTuple | None:
        """The newest checkpoint, read with the head and its delta history: the head is what
        the thread's next put expects (as after ``load_head``), and the history answers the
        ``get_delta_channel_history`` LangGraph makes next for this checkpoint, once."""
        head: DurableStateHead | None = answer["head"]
        self._heads[thread_id] = head.revision if head else 0
        delta = answer["delta"]
        if delta is not None:
            self._delta_ahead[thread_id] = delta
        else:
            self._delta_ahead.pop(thread_id, None)
        items = answer["checkpoints"]
        return self._tuple(thread_id, items[0]) if items else None

    def _prefetched_delta(self, config: RunnableConfig, channels: Sequence[str]) -> dict[str, Any] | None:
        """The delta history read with the latest checkpoint, if it is this checkpoint's and
        covers ``channels`` (taken: a later call asks the service again)."""
        thread_id, ns = _conf(config)
        delta = self._delta_ahead.pop(thread_id, None)
        if delta is None or (delta["checkpoint_ns"], delta["checkpoint_id"]) != (
            ns,
            get_checkpoint_id(config),
        ):
            return None
        return delta if set(channels) <= set(delta["channels"]) else None

    def _value(self, item: Mapping[str, Any]) -> Any:
        return self.serde.loads_typed((item["type"], item["value"]))

    def _decode(self, payload: bytes) -> dict[str, Any]:
        type_, _, blob = payload.partition(b"\n")
        data: dict[str, Any] = self.serde.loads_typed((type_.decode(), blob))
        return data

    def _tuple(self, thread_id: str, item: Mapping[str, Any]) -> CheckpointTuple:
        data = self._decode(item["payload"])
        ns = item["checkpoint_ns"]
        config: RunnableConfig = {
            "configurable": {
                "thread_id": thread_id,
                "checkpoint_ns": ns,
                "checkpoint_id": item["checkpoint_id"],
            }
        }
        parent_id = item["metadata"].get("parent_checkpoint_id")
        parent: RunnableConfig | None = None
        if parent_id:
            parent = {
                "configurable": {"thread_id": thread_id, "checkpoint_ns": ns, "checkpoint_id": parent_id}
            }
        writes: list[PendingWrite] = [(w["task_id"], w["channel"], self._value(w)) for w in item["writes"]]
        return CheckpointTuple(config, data["checkpoint"], data["metadata"], parent, writes)

    def _list_plan(
        self,
        config: RunnableConfig | None,
        filter: dict[str, Any] | None,
        before: RunnableConfig | None,
    ) -> list[tuple[str, dict[str, Any]]]:
        threads = [_conf(config)[0]] if config else list(self._tokens)
        plans = []
        for thread_id in threads:
            conf = config["configurable"] if config else {}
            query: dict[str, Any] = {
                "ns": conf.get("checkpoint_ns"),
                "checkpoint_id": get_checkpoint_id(config) if config else None,
                "filters": filter or {},
                "before_id": get_checkpoint_id(before) if before else None,
            }
            plans.append((thread_id, query))
        return plans

    def _delta_result(
        self, body: Mapping[str, Any], channels: Sequence[str]
    ) -> dict[str, DeltaChannelHistory]:
        seeded: dict[str, list[str]] = {}  # seed ref -> the channels it seeds
        for channel in channels:
            ref = body["channels"][channel]["seed"]
            if ref is not None:
                seeded.setdefault(ref, []).append(channel)
        seeds: dict[str, dict[str, Any]] = {}
        for ref, seeded_channels in seeded.items():
            payload = body["seeds"][ref]
            if self._seed_cache is None:
                seeds[ref] = self._channel_values(payload)
            else:
                seeds[ref] = self._seed_cache.values(payload, seeded_channels, self._channel_values)
        result: dict[str, DeltaChannelHistory] = {}
        for channel in channels:
            entry = body["channels"][channel]
            history: DeltaChannelHistory = {
                "writes": [(w["task_id"], w["channel"], self._value(w)) for w in entry["writes"]]
            }
            if entry["seed"] is not None:
                history["seed"] = seeds[entry["seed"]][channel]
            result[channel] = history
        return result

    def _channel_values(self, payload: bytes) -> dict[str, Any]:
        values: dict[str, Any] = self._decode(payload)["checkpoint"]["channel_values"]
        return values

    @staticmethod
    def _delta_op(config: RunnableConfig, channels: Sequence[str]) -> wire.Operation[dict[str, Any]]:
        _, ns = _conf(config)
        return endpoints.read_delta(ns=ns, checkpoint_id=str(get_checkpoint_id(config)), channels=channels)

    # --- sync ------------------------------------------------------------------------------------

    def get_tuple(self, config: RunnableConfig) -> CheckpointTuple | None:
        thread_id, ns = _conf(config)
        checkpoint_id = get_checkpoint_id(config)
        if checkpoint_id is None:
            return self._latest(thread_id, ns, self._send(thread_id, endpoints.read_latest(ns=ns)))
        items = self._send(thread_id, self._checkpoints(ns=ns, checkpoint_id=checkpoint_id))
        return self._tuple(thread_id, items[0]) if items else None

    def list(
        self,
        config: RunnableConfig | None,
        *,
        filter: dict[str, Any] | None = None,
        before: RunnableConfig | None = None,
        limit: int | None = None,
    ) -> Iterator[CheckpointTuple]:
        remaining = limit
        for thread_id, query in self._list_plan(config, filter, before):
            cursor: str | None = None
            while remaining is None or remaining > 0:
                page = min(_PAGE, remaining or _PAGE)
                try:
                    items = self._send(thread_id, self._checkpoints(**query, before_ref=cursor, limit=page))
                except StatecoreAdapterError as error:
                    if error.code == "not_found" and cursor is None and query["before_id"]:
                        break  # the `before` checkpoint is not in this thread
                    raise
                for item in items:
                    yield self._tuple(thread_id, item)
                if remaining is not None:
                    remaining -= len(items)
                if len(items) < page:
                    break
                cursor = items[-1]["state_ref"]

    def load_head(self, thread_id: str) -> DurableStateHead | None:
        """The thread's durable head (``GET /state/head``). The next ``put`` of the thread expects
        this revision: if another writer moves the head in between, that put is a
        ``CheckpointConflict`` instead of a commit on top of a head this process never read."""
        thread_id = str(thread_id)
        head = self._send(thread_id, wire.load_head())
        with self._thread_lock(thread_id):
            self._heads[thread_id] = head.revision if head else 0
        return head

    def _head_revision(self, thread_id: str) -> int:
        if thread_id not in self._heads:
            head = self._send(thread_id, wire.load_head())
            self._heads[thread_id] = head.revision if head else 0
        return self._heads[thread_id]

    def put(
        self,
        config: RunnableConfig,
        checkpoint: Checkpoint,
        metadata: CheckpointMetadata,
        new_versions: ChannelVersions,
    ) -> RunnableConfig:
        thread_id, _ = _conf(config)
        with self._thread_lock(thread_id):
            expected = self._head_revision(thread_id)
            op = self._put_op(config, checkpoint, metadata, expected, self._writes_with_commit(thread_id))
            self._committed(thread_id, self._send(thread_id, op))
        return self._stored(config, checkpoint)

    def _writes_with_commit(self, thread_id: str) -> Sequence[Mapping[str, Any]]:
        """Task writes to send in the commit's request (stored first, in its transaction): none
        here, where ``put_writes`` sends each at once; a saver that buffers them hands them over."""
        return ()

    def put_writes(
        self, config: RunnableConfig, writes: Sequence[tuple[str, Any]], task_id: str, task_path: str = ""
    ) -> None:
        if writes:
            self._send(_conf(config)[0], self._writes_op(config, writes, task_id, task_path))

    def delete_thread(self, thread_id: str) -> None:
        self._send(str(thread_id), endpoints.delete_thread())
        self._forget(str(thread_id))

    def prune(self, thread_ids: Sequence[str], *, strategy: str = "keep_latest") -> None:
        for thread_id in thread_ids:
            self._send(str(thread_id), endpoints.prune(strategy))
            if strategy != "keep_latest":
                self._forget(str(thread_id))

    def delete_for_runs(self, run_ids: Sequence[str]) -> None:
        """Roll runs back in every thread this saver holds a lease for (LangGraph gives no
        thread): their checkpoints and writes go; a deleted head moves back."""
        ids = [str(r) for r in run_ids]
        for thread_id in list(self._tokens):
            for start in range(0, len(ids), _RUNS_PER_CALL):
                self._send(thread_id, endpoints.delete_runs(ids[start : start + _RUNS_PER_CALL]))
            self._heads.pop(thread_id, None)

    def copy_thread(self, source_thread_id: str, target_thread_id: str) -> None:
        """Copy every checkpoint (all namespaces, the whole parent chain) with its writes, oldest
        first, one superstep batch per checkpoint; payload bytes are copied as stored."""
        source, target = str(source_thread_id), str(target_thread_id)
        items: list[Mapping[str, Any]] = []
        cursor: str | None = None
        while True:
            page = self._send(source, self._checkpoints(ns=None, before_ref=cursor, limit=_PAGE))
            items += page
            if len(page) < _PAGE:
                break
            cursor = page[-1]["state_ref"]
        with self._thread_lock(target):
            for item, extra in self._copy_plan(items, target):
                op = self._put_body(
                    ns=item["checkpoint_ns"],
                    checkpoint_id=item["checkpoint_id"],
                    payload=item["payload"],
                    metadata=item["metadata"],
                    expected=self._head_revision(target),
                    **extra,
                )
                self._committed(target, self._send(target, op))

    def get_delta_channel_history(
        self, *, config: RunnableConfig, channels: Sequence[str]
    ) -> Mapping[str, DeltaChannelHistory]:
        if not channels:
            return {}
        body = self._prefetched_delta(config, channels)
        if body is None:
            body = self._send(_conf(config)[0], self._delta_op(config, channels))
        if not body["complete"]:
            return super().get_delta_channel_history(config=config, channels=channels)
        return self._delta_result(body, channels)

    # --- async -----------------------------------------------------------------------------------

    async def aget_tuple(self, config: RunnableConfig) -> CheckpointTuple | None:
        thread_id, ns = _conf(config)
        checkpoint_id = get_checkpoint_id(config)
        if checkpoint_id is None:
            return self._latest(thread_id, ns, await self._asend(thread_id, endpoints.read_latest(ns=ns)))
        items = await self._asend(thread_id, self._checkpoints(ns=ns, checkpoint_id=checkpoint_id))
        return self._tuple(thread_id, items[0]) if items else None

    async def alist(
        self,
        config: RunnableConfig | None,
        *,
        filter: dict[str, Any] | None = None,
        before: RunnableConfig | None = None,
        limit: int | None = None,
    ) -> AsyncIterator[CheckpointTuple]:
        remaining = limit
        for thread_id, query in self._list_plan(config, filter, before):
            cursor: str | None = None
            while remaining is None or remaining > 0:
                page = min(_PAGE, remaining or _PAGE)
                try:
                    items = await self._asend(
                        thread_id, self._checkpoints(**query, before_ref=cursor, limit=page)
                    )
                except StatecoreAdapterError as error:
                    if error.code == "not_found" and cursor is None and query["before_id"]:
                        break
                    raise
                for item in items:
                    yield self._tuple(thread_id, item)
                if remaining is not None:
                    remaining -= len(items)
                if len(items) < page:
                    break
                cursor = items[-1]["state_ref"]

    async def _ahead_revision(self, thread_id: str) -> int:
        if thread_id not in self._heads:
            head = await self._asend(thread_id, wire.load_head())
            self._heads[thread_id] = head.revision if head else 0
        return self._heads[thread_id]

    async def aput(
        self,
        config: RunnableConfig,
        checkpoint: Checkpoint,
        metadata: CheckpointMetadata,
        new_versions: ChannelVersions,
    ) -> RunnableConfig:
        thread_id, _ = _conf(config)
        async with self._async_lock(thread_id):
            expected = await self._ahead_revision(thread_id)
            op = self._put_op(config, checkpoint, metadata, expected)
            self._committed(thread_id, await self._asend(thread_id, op))
        return self._stored(config, checkpoint)

    async def aput_writes(
        self, config: RunnableConfig, writes: Sequence[tuple[str, Any]], task_id: str, task_path: str = ""
    ) -> None:
        if writes:
            await self._asend(_conf(config)[0], self._writes_op(config, writes, task_id, task_path))

    async def adelete_thread(self, thread_id: str) -> None:
        await self._asend(str(thread_id), endpoints.delete_thread())
        self._forget(str(thread_id))

    async def aprune(self, thread_ids: Sequence[str], *, strategy: str = "keep_latest") -> None:
        for thread_id in thread_ids:
            await self._asend(str(thread_id), endpoints.prune(strategy))
            if strategy != "keep_latest":
                self._forget(str(thread_id))

    async def adelete_for_runs(self, run_ids: Sequence[str]) -> None:
        ids = [str(r) for r in run_ids]
        for thread_id in list(self._tokens):
            for start in range(0, len(ids), _RUNS_PER_CALL):
                await self._asend(thread_id, endpoints.delete_runs(ids[start : start + _RUNS_PER_CALL]))
            self._heads.pop(thread_id, None)

    async def acopy_thread(self, source_thread_id: str, target_thread_id: str) -> None:
        source, target = str(source_thread_id), str(target_thread_id)
        items: list[Mapping[str, Any]] = []
        cursor: str | None = None
        while True:
            page = await self._asend(source, self._checkpoints(ns=None, before_ref=cursor, limit=_PAGE))
            items += page
            if len(page) < _PAGE:
                break
            cursor = page[-1]["state_ref"]
        async with self._async_lock(target):
            for item, extra in self._copy_plan(items, target):
                op = self._put_body(
                    ns=item["checkpoint_ns"],
                    checkpoint_id=item["checkpoint_id"],
                    payload=item["payload"],
                    metadata=item["metadata"],
                    expected=await self._ahead_revision(target),
                    **extra,
                )
                self._committed(target, await self._asend(target, op))

    async def aget_delta_channel_history(
        self, *, config: RunnableConfig, channels: Sequence[str]
    ) -> Mapping[str, DeltaChannelHistory]:
        if not channels:
            return {}
        body = self._prefetched_delta(config, channels)
        if body is None:
            body = await self._asend(_conf(config)[0], self._delta_op(config, channels))
        if not body["complete"]:
            return await super().aget_delta_channel_history(config=config, channels=channels)
        return self._delta_result(body, channels)

    def get_next_version(self, current: str | None, channel: None) -> str:
        """Monotonic, sortable string versions (as LangGraph's own savers use)."""
        if current is None:
            current_v = 0
        elif isinstance(current, int):
            current_v = current
        else:
            current_v = int(current.split(".")[0])
        return f"{current_v + 1:032}.{random.random():016}"  # noqa: S311 (tie-breaker, not security)
