"""``StatecoreSaver``: a LangGraph ``BaseCheckpointSaver`` over statecore's thread-state API.

One LangGraph thread is one statecore binding and epoch; ``leases(thread_id)`` returns that
binding's lease token (the server derives every scope from it). Each checkpoint is one
committed NativeState: serialized client side with the saver's serde (so an
``EncryptedSerializer`` keeps the service content-blind), stored with its namespace and id,
its parent, and small metadata for filtering, and made durable by the head compare-and-set.

Round trips: ``put`` is one request (the pending write, the commit and the run record in one
transaction: ``POST /state/checkpoints``), ``put_writes`` one (``POST /state/writes``),
``get_tuple`` one (``GET /state/checkpoints`` returns payloads with their writes), a page of
``list`` one, and ``get_delta_channel_history`` one (``GET /state/delta`` walks the parent
chain server side). The first ``put`` of a thread in a process also loads the head.

Differences from LangGraph's own savers, on purpose:
- "latest" is the newest committed state: a pending or pod-local state is never returned;
- a fenced lease raises :class:`LeaseFencedError` and a moved head :class:`CheckpointConflict`
  instead of silently forking the thread when two writers race;
- ``delete_thread`` starts a new epoch, which fences the lease: the saver asks ``leases``
  for a new one on the next call (with a fixed token, the next call raises LeaseFencedError).
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import hashlib
import json
import random
import threading
from collections.abc import AsyncIterator, Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import httpx
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

API = "/api/v1"
MAX_METADATA_BYTES = 4096
VALUES_KEY = "statecore:values"  # the channels this checkpoint stores a value for
DELTA_KEY = "statecore:delta"  # delta channels that need their writes replayed from ancestors
_PAGE = 100
_RUNS_PER_CALL = 100


class CheckpointConflict(Exception):
    """The thread's head moved between reading it and committing (``revision_conflict``)."""


class LeaseFencedError(Exception):
    """The thread's lease is no longer current (``lease_fenced``): stop writing, get a new lease."""


class StatecoreAdapterError(Exception):
    """Any other refusal from the service (code and HTTP status in the message and attributes)."""

    def __init__(self, message: str, *, status: int = 0, code: str = "") -> None:
        super().__init__(message)
        self.status, self.code = status, code


@dataclass(frozen=True, slots=True)
class _Req:
    method: str
    path: str
    thread_id: str
    params: dict[str, str] | list[tuple[str, str | int | float | bool | None]] = field(default_factory=dict)
    json_body: dict[str, Any] | None = None


def _error_code(response: httpx.Response) -> str:
    with contextlib.suppress(ValueError, AttributeError):
        return str(response.json().get("code", ""))
    return ""


def _raise_for(response: httpx.Response) -> None:
    if response.status_code < 400:
        return
    code = _error_code(response)
    if code == "revision_conflict":
        raise CheckpointConflict("the thread's head moved; another writer is active on this thread")
    if code == "lease_fenced":
        raise LeaseFencedError("the thread's lease is fenced; get a new lease")
    raise StatecoreAdapterError(
        f"statecore refused: {response.status_code} {code or 'error'}", status=response.status_code, code=code
    )


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


def _md_value(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value, separators=(",", ":"))


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
        timeout: float = 10.0,
        max_connections: int = 32,
    ) -> None:
        super().__init__(serde=serde)
        self._base_url, self._leases, self._codec, self._timeout = base_url, leases, codec, timeout
        self._limits = httpx.Limits(
            max_connections=max_connections, max_keepalive_connections=max_connections
        )
        self._tokens: dict[str, str] = {}
        self._heads: dict[str, int] = {}
        self._guard = threading.Lock()
        self._lease_guard = threading.Lock()
        self._thread_locks: dict[str, threading.Lock] = {}
        self._async_locks: dict[str, asyncio.Lock] = {}
        self._sync: httpx.Client | None = None
        self._async: httpx.AsyncClient | None = None

    @classmethod
    def for_lease(
        cls,
        base_url: str,
        lease_token: str,
        *,
        codec: str,
        thread_id: str | None = None,
        serde: SerializerProtocol | None = None,
        timeout: float = 10.0,
    ) -> StatecoreSaver:
        """A saver for a sandbox pod: one lease token, so one binding, so one LangGraph thread.
        The thread is ``thread_id``, or the first one used; any other thread id is refused
        (it would otherwise share this binding's history)."""
        pinned: list[str] = [thread_id] if thread_id else []
        guard = threading.Lock()

        def lease(requested: str) -> str:
            with guard:
                if not pinned:
                    pinned.append(requested)
            if requested != pinned[0]:
                raise StatecoreAdapterError("this saver's lease serves one thread only", code="forbidden")
            return lease_token

        return cls(base_url, lease, codec=codec, serde=serde, timeout=timeout)

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

    def _build(self, client: httpx.Client | httpx.AsyncClient, req: _Req) -> httpx.Request:
        headers = {"Authorization": f"Bearer {self._token(req.thread_id)}"}
        return client.build_request(
            req.method, req.path, params=req.params, headers=headers, json=req.json_body
        )

    def _checked(self, req: _Req, response: httpx.Response) -> httpx.Response:
        if response.status_code == 409 and _error_code(response) in ("lease_fenced", "revision_conflict"):
            self._heads.pop(req.thread_id, None)
        _raise_for(response)
        return response

    def _send(self, req: _Req) -> Any:
        if self._sync is None:
            with self._guard:
                if self._sync is None:
                    self._sync = httpx.Client(
                        base_url=self._base_url, timeout=self._timeout, limits=self._limits
                    )
        return self._checked(req, self._sync.send(self._build(self._sync, req))).json()

    async def _asend(self, req: _Req) -> Any:
        if self._async is None:
            self._async = httpx.AsyncClient(
                base_url=self._base_url, timeout=self._timeout, limits=self._limits
            )
        return self._checked(req, await self._async.send(self._build(self._async, req))).json()

    def _thread_lock(self, thread_id: str) -> threading.Lock:
        with self._guard:
            return self._thread_locks.setdefault(thread_id, threading.Lock())

    def _async_lock(self, thread_id: str) -> asyncio.Lock:
        return self._async_locks.setdefault(thread_id, asyncio.Lock())

    def close(self) -> None:
        if self._sync is not None:
            self._sync.close()
            self._sync = None

    async def aclose(self) -> None:
        if self._async is not None:
            await self._async.aclose()
            self._async = None
        self.close()

    # --- request builders and response readers (shared by sync and async) ------------------------

    @staticmethod
    def _checkpoints(
        thread_id: str,
        *,
        ns: str | None,
        checkpoint_id: str | None = None,
        filters: Mapping[str, Any] | None = None,
        before_id: str | None = None,
        before_ref: str | None = None,
        limit: int = 1,
    ) -> _Req:
        params = {f"metadata.{k}": _md_value(v) for k, v in (filters or {}).items()}
        params["limit"] = str(limit)
        if ns is not None:
            params["checkpoint_ns"] = ns
        if checkpoint_id:
            params["checkpoint_id"] = checkpoint_id
        if before_ref:
            params["before"] = before_ref
        elif before_id:
            params["before_checkpoint_id"] = before_id
        return _Req("GET", f"{API}/state/checkpoints", thread_id, params=params)

    def _put_req(
        self,
        config: RunnableConfig,
        checkpoint: Checkpoint,
        metadata: CheckpointMetadata,
        expected: int,
    ) -> _Req:
        thread_id, ns = _conf(config)
        # As LangGraph's own savers: the run's id and the caller's metadata come in the config
        # (the Agent Server puts run_id there); without them delete_for_runs finds nothing.
        metadata = get_serializable_checkpoint_metadata(config, metadata)
        type_, blob = self.serde.dumps_typed({"checkpoint": checkpoint, "metadata": metadata})
        payload = type_.encode() + b"\n" + blob
        counters = metadata.get("counters_since_delta_snapshot") or {}
        small = _small_metadata(
            {
                "parent_checkpoint_id": config["configurable"].get("checkpoint_id"),
                VALUES_KEY: sorted(checkpoint.get("channel_values", {})),
                DELTA_KEY: sorted(counters) if isinstance(counters, Mapping) else [],
            },
            metadata,
        )
        run = metadata.get("run_id")
        return self._put_body(
            thread_id,
            ns=ns,
            checkpoint_id=checkpoint["id"],
            payload=payload,
            metadata=small,
            expected=expected,
            run_id=str(run)[:128] if isinstance(run, str) and run else f"lg:{checkpoint['id']}",
        )

    def _put_body(
        self,
        thread_id: str,
        *,
        ns: str,
        checkpoint_id: str,
        payload: bytes,
        metadata: dict[str, Any],
        expected: int,
        run_id: str,
        writes: Sequence[dict[str, Any]] = (),
        key: str | None = None,
    ) -> _Req:
        if key is None:
            digest = hashlib.sha256(payload + json.dumps(metadata, sort_keys=True, default=str).encode())
            ns_tag = hashlib.sha256(ns.encode()).hexdigest()[:16]
            key = f"lg:{ns_tag}:{checkpoint_id}:{digest.hexdigest()[:16]}"
        body = {
            "idempotency_key": key,
            "codec": self._codec,
            "payload": _b64(payload),
            "checkpoint_ns": ns,
            "checkpoint_id": checkpoint_id,
            "parent_checkpoint_id": metadata.get("parent_checkpoint_id"),
            "metadata": metadata,
            "expected_durable_revision": expected,
            "run_id": run_id,
            "run": {"status": "completed"},
            "writes": list(writes),
        }
        return _Req("POST", f"{API}/state/checkpoints", thread_id, json_body=body)

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

    def _writes_req(
        self, config: RunnableConfig, writes: Sequence[tuple[str, Any]], task_id: str, task_path: str
    ) -> _Req:
        thread_id, ns = _conf(config)
        items = []
        for idx, (channel, value) in enumerate(writes):
            type_, blob = self.serde.dumps_typed(value)
            items.append(
                {
                    "idx": WRITES_IDX_MAP.get(channel, idx),
                    "channel": channel,
                    "type": type_,
                    "value": _b64(blob),
                }
            )
        checkpoint_id = str(config["configurable"]["checkpoint_id"])
        body: dict[str, Any] = {
            "checkpoint_ns": ns,
            "checkpoint_id": checkpoint_id,
            "task_id": task_id,
            "task_path": task_path,
            "writes": items,
        }
        run_id = (config.get("metadata") or {}).get("run_id")
        interrupts = sum(1 for channel, _ in writes if channel == INTERRUPT)
        if interrupts and isinstance(run_id, str) and run_id:
            # the run stops here: recorded with the writes (references only, no values)
            body["run"] = {
                "run_id": run_id[:128],
                "status": "interrupted",
                "interrupt": {
                    "checkpoint_ns": ns,
                    "checkpoint_id": checkpoint_id,
                    "task_id": task_id,
                    "interrupts": interrupts,
                },
            }
        return _Req("POST", f"{API}/state/writes", thread_id, json_body=body)

    def _value(self, item: Mapping[str, Any]) -> Any:
        return self.serde.loads_typed((item["type"], base64.b64decode(item["value"])))

    def _decode(self, payload_b64: str) -> dict[str, Any]:
        type_, _, blob = base64.b64decode(payload_b64).partition(b"\n")
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
        checkpoints = {s["state_ref"]: self._decode(s["payload"])["checkpoint"] for s in body["seeds"]}
        result: dict[str, DeltaChannelHistory] = {}
        for channel in channels:
            entry = body["channels"][channel]
            history: DeltaChannelHistory = {
                "writes": [(w["task_id"], w["channel"], self._value(w)) for w in entry["writes"]]
            }
            if entry["seed"] is not None:
                history["seed"] = checkpoints[entry["seed"]]["channel_values"][channel]
            result[channel] = history
        return result

    @staticmethod
    def _delta_req(config: RunnableConfig, channels: Sequence[str]) -> _Req:
        thread_id, ns = _conf(config)
        params: list[tuple[str, str | int | float | bool | None]] = [
            ("checkpoint_ns", ns),
            ("checkpoint_id", str(get_checkpoint_id(config))),
        ]
        params += [("channel", c) for c in channels]
        return _Req("GET", f"{API}/state/delta", thread_id, params=params)

    # --- sync ------------------------------------------------------------------------------------

    def get_tuple(self, config: RunnableConfig) -> CheckpointTuple | None:
        thread_id, ns = _conf(config)
        req = self._checkpoints(thread_id, ns=ns, checkpoint_id=get_checkpoint_id(config))
        items = self._send(req)["checkpoints"]
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
                    items = self._send(self._checkpoints(thread_id, **query, before_ref=cursor, limit=page))
                except StatecoreAdapterError as error:
                    if error.code == "not_found" and cursor is None and query["before_id"]:
                        break  # the `before` checkpoint is not in this thread
                    raise
                for item in items["checkpoints"]:
                    yield self._tuple(thread_id, item)
                got = len(items["checkpoints"])
                if remaining is not None:
                    remaining -= got
                if got < page:
                    break
                cursor = items["checkpoints"][-1]["state_ref"]

    def _head_revision(self, thread_id: str) -> int:
        if thread_id not in self._heads:
            head = self._send(_Req("GET", f"{API}/state/head", thread_id))["head"]
            self._heads[thread_id] = head["revision"] if head else 0
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
            result = self._send(self._put_req(config, checkpoint, metadata, expected))
            self._heads[thread_id] = result["head"]["revision"]
        return self._stored(config, checkpoint)

    def put_writes(
        self, config: RunnableConfig, writes: Sequence[tuple[str, Any]], task_id: str, task_path: str = ""
    ) -> None:
        if writes:
            self._send(self._writes_req(config, writes, task_id, task_path))

    def delete_thread(self, thread_id: str) -> None:
        self._send(_Req("DELETE", f"{API}/state/thread", str(thread_id)))
        self._forget(str(thread_id))

    def prune(self, thread_ids: Sequence[str], *, strategy: str = "keep_latest") -> None:
        for thread_id in thread_ids:
            self._send(_Req("POST", f"{API}/state/prune", str(thread_id), json_body={"strategy": strategy}))
            if strategy != "keep_latest":
                self._forget(str(thread_id))

    def delete_for_runs(self, run_ids: Sequence[str]) -> None:
        """Roll runs back in every thread this saver holds a lease for (LangGraph gives no
        thread): their checkpoints and writes go; a deleted head moves back."""
        ids = [str(r) for r in run_ids]
        for thread_id in list(self._tokens):
            for start in range(0, len(ids), _RUNS_PER_CALL):
                chunk = {"run_ids": ids[start : start + _RUNS_PER_CALL]}
                self._send(_Req("POST", f"{API}/state/runs/delete", thread_id, json_body=chunk))
            self._heads.pop(thread_id, None)

    def copy_thread(self, source_thread_id: str, target_thread_id: str) -> None:
        """Copy every checkpoint (all namespaces, the whole parent chain) with its writes, oldest
        first, one superstep batch per checkpoint; payload bytes are copied as stored."""
        source, target = str(source_thread_id), str(target_thread_id)
        items: list[Mapping[str, Any]] = []
        cursor: str | None = None
        while True:
            page = self._send(self._checkpoints(source, ns=None, before_ref=cursor, limit=_PAGE))[
                "checkpoints"
            ]
            items += page
            if len(page) < _PAGE:
                break
            cursor = page[-1]["state_ref"]
        with self._thread_lock(target):
            for item, extra in self._copy_plan(items, target):
                req = self._put_body(
                    target,
                    ns=item["checkpoint_ns"],
                    checkpoint_id=item["checkpoint_id"],
                    payload=base64.b64decode(item["payload"]),
                    metadata=item["metadata"],
                    expected=self._head_revision(target),
                    **extra,
                )
                self._heads[target] = self._send(req)["head"]["revision"]

    def get_delta_channel_history(
        self, *, config: RunnableConfig, channels: Sequence[str]
    ) -> Mapping[str, DeltaChannelHistory]:
        if not channels:
            return {}
        body = self._send(self._delta_req(config, channels))
        if not body["complete"]:
            return super().get_delta_channel_history(config=config, channels=channels)
        return self._delta_result(body, channels)

    # --- async -----------------------------------------------------------------------------------

    async def aget_tuple(self, config: RunnableConfig) -> CheckpointTuple | None:
        thread_id, ns = _conf(config)
        req = self._checkpoints(thread_id, ns=ns, checkpoint_id=get_checkpoint_id(config))
        items = (await self._asend(req))["checkpoints"]
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
                        self._checkpoints(thread_id, **query, before_ref=cursor, limit=page)
                    )
                except StatecoreAdapterError as error:
                    if error.code == "not_found" and cursor is None and query["before_id"]:
                        break
                    raise
                for item in items["checkpoints"]:
                    yield self._tuple(thread_id, item)
                got = len(items["checkpoints"])
                if remaining is not None:
                    remaining -= got
                if got < page:
                    break
                cursor = items["checkpoints"][-1]["state_ref"]

    async def _ahead_revision(self, thread_id: str) -> int:
        if thread_id not in self._heads:
            head = (await self._asend(_Req("GET", f"{API}/state/head", thread_id)))["head"]
            self._heads[thread_id] = head["revision"] if head else 0
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
            result = await self._asend(self._put_req(config, checkpoint, metadata, expected))
            self._heads[thread_id] = result["head"]["revision"]
        return self._stored(config, checkpoint)

    async def aput_writes(
        self, config: RunnableConfig, writes: Sequence[tuple[str, Any]], task_id: str, task_path: str = ""
    ) -> None:
        if writes:
            await self._asend(self._writes_req(config, writes, task_id, task_path))

    async def adelete_thread(self, thread_id: str) -> None:
        await self._asend(_Req("DELETE", f"{API}/state/thread", str(thread_id)))
        self._forget(str(thread_id))

    async def aprune(self, thread_ids: Sequence[str], *, strategy: str = "keep_latest") -> None:
        for thread_id in thread_ids:
            await self._asend(
                _Req("POST", f"{API}/state/prune", str(thread_id), json_body={"strategy": strategy})
            )
            if strategy != "keep_latest":
                self._forget(str(thread_id))

    async def adelete_for_runs(self, run_ids: Sequence[str]) -> None:
        ids = [str(r) for r in run_ids]
        for thread_id in list(self._tokens):
            for start in range(0, len(ids), _RUNS_PER_CALL):
                chunk = {"run_ids": ids[start : start + _RUNS_PER_CALL]}
                await self._asend(_Req("POST", f"{API}/state/runs/delete", thread_id, json_body=chunk))
            self._heads.pop(thread_id, None)

    async def acopy_thread(self, source_thread_id: str, target_thread_id: str) -> None:
        source, target = str(source_thread_id), str(target_thread_id)
        items: list[Mapping[str, Any]] = []
        cursor: str | None = None
        while True:
            req = self._checkpoints(source, ns=None, before_ref=cursor, limit=_PAGE)
            page = (await self._asend(req))["checkpoints"]
            items += page
            if len(page) < _PAGE:
                break
            cursor = page[-1]["state_ref"]
        async with self._async_lock(target):
            for item, extra in self._copy_plan(items, target):
                req = self._put_body(
                    target,
                    ns=item["checkpoint_ns"],
                    checkpoint_id=item["checkpoint_id"],
                    payload=base64.b64decode(item["payload"]),
                    metadata=item["metadata"],
                    expected=await self._ahead_revision(target),
                    **extra,
                )
                self._heads[target] = (await self._asend(req))["head"]["revision"]

    async def aget_delta_channel_history(
        self, *, config: RunnableConfig, channels: Sequence[str]
    ) -> Mapping[str, DeltaChannelHistory]:
        if not channels:
            return {}
        body = await self._asend(self._delta_req(config, channels))
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
