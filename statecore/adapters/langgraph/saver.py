"""``StatecoreSaver``: a LangGraph ``BaseCheckpointSaver`` over statecore's thread-state API.

One LangGraph thread is one statecore binding; ``leases(thread_id)`` returns that binding's
lease token (the server derives every scope from it). Each checkpoint is one committed
NativeState: serialized client-side with the saver's serde, written pending with
parent = the parent checkpoint's state_ref and small metadata (checkpoint ids, namespace and
the LangGraph metadata fields that fit in 4 KiB), then committed against the current head
revision. Reads use ``GET /state/history`` (committed states only, newest first).

First increment: ``put_writes`` / ``delete_thread`` are not implemented yet.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import random
from collections.abc import AsyncIterator, Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

import httpx
from langchain_core.runnables import RunnableConfig
from langgraph.checkpoint.base import (
    BaseCheckpointSaver,
    ChannelVersions,
    Checkpoint,
    CheckpointMetadata,
    CheckpointTuple,
    get_checkpoint_id,
)
from langgraph.checkpoint.serde.base import SerializerProtocol

API = "/api/v1"
MAX_METADATA_BYTES = 4096
_PAGE = 100


class CheckpointConflict(Exception):
    """The thread's head moved between reading it and committing (``revision_conflict``)."""


class LeaseFencedError(Exception):
    """The thread's lease is no longer current (``lease_fenced``): stop writing, get a new lease."""


class StatecoreAdapterError(Exception):
    """Any other refusal from the service (code and HTTP status in the message)."""


@dataclass(frozen=True, slots=True)
class _Req:
    method: str
    path: str
    thread_id: str
    params: dict[str, str] = field(default_factory=dict)
    headers: dict[str, str] = field(default_factory=dict)
    content: bytes | None = None
    json_body: dict[str, Any] | None = None


def _raise_for(response: httpx.Response) -> None:
    if response.status_code < 400:
        return
    code = ""
    with contextlib.suppress(ValueError):
        code = str(response.json().get("code", ""))
    if code == "revision_conflict":
        raise CheckpointConflict("the thread's head moved; reload and retry")
    if code == "lease_fenced":
        raise LeaseFencedError("the thread's lease is fenced")
    raise StatecoreAdapterError(f"statecore refused: {response.status_code} {code or 'error'}")


def _md_value(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value, separators=(",", ":"))


def _small_metadata(base: dict[str, Any], extra: CheckpointMetadata) -> dict[str, Any]:
    """``base`` plus each JSON-able LangGraph metadata field while the whole stays <= 4 KiB."""
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


class StatecoreSaver(BaseCheckpointSaver[str]):
    """Sync and async checkpointer over one pooled HTTP client (one per flavour, lazily)."""

    def __init__(
        self,
        base_url: str,
        leases: Callable[[str], str],
        *,
        codec: str,
        serde: SerializerProtocol | None = None,
        timeout: float = 10.0,
    ) -> None:
        super().__init__(serde=serde)
        self._base_url, self._leases, self._codec, self._timeout = base_url, leases, codec, timeout
        self._tokens: dict[str, str] = {}
        self._sync: httpx.Client | None = None
        self._async: httpx.AsyncClient | None = None

    # --- plumbing --------------------------------------------------------------------------------

    def _token(self, thread_id: str) -> str:
        if thread_id not in self._tokens:
            self._tokens[thread_id] = self._leases(thread_id)
        return self._tokens[thread_id]

    def _request(self, client: httpx.Client | httpx.AsyncClient, req: _Req) -> httpx.Request:
        headers = {"Authorization": f"Bearer {self._token(req.thread_id)}", **req.headers}
        return client.build_request(
            req.method, req.path, params=req.params, headers=headers, content=req.content, json=req.json_body
        )

    def _send(self, req: _Req) -> httpx.Response:
        if self._sync is None:
            self._sync = httpx.Client(base_url=self._base_url, timeout=self._timeout)
        response = self._sync.send(self._request(self._sync, req))
        _raise_for(response)
        return response

    async def _asend(self, req: _Req) -> httpx.Response:
        if self._async is None:
            self._async = httpx.AsyncClient(base_url=self._base_url, timeout=self._timeout)
        response = await self._async.send(self._request(self._async, req))
        _raise_for(response)
        return response

    def close(self) -> None:
        if self._sync is not None:
            self._sync.close()

    async def aclose(self) -> None:
        if self._async is not None:
            await self._async.aclose()
        self.close()

    # --- request builders (shared by sync and async) ---------------------------------------------

    @staticmethod
    def _history(thread_id: str, filters: dict[str, Any], before: str | None, limit: int) -> _Req:
        params = {f"metadata.{k}": _md_value(v) for k, v in filters.items()}
        params["limit"] = str(limit)
        if before:
            params["before"] = before
        return _Req("GET", f"{API}/state/history", thread_id, params=params)

    def _pending(
        self,
        config: RunnableConfig,
        checkpoint: Checkpoint,
        metadata: CheckpointMetadata,
        parent_ref: str | None,
    ) -> _Req:
        conf = config["configurable"]
        thread_id, ns = str(conf["thread_id"]), str(conf.get("checkpoint_ns", ""))
        type_, blob = self.serde.dumps_typed({"checkpoint": checkpoint, "metadata": metadata})
        payload = type_.encode() + b"\n" + blob
        small = _small_metadata(
            {
                "checkpoint_id": checkpoint["id"],
                "parent_checkpoint_id": conf.get("checkpoint_id"),
                "checkpoint_ns": ns,
            },
            metadata,
        )
        headers = {
            "Content-Type": "application/octet-stream",
            "X-State-Codec": self._codec,
            "X-State-Metadata": json.dumps(small, separators=(",", ":"), sort_keys=True),
        }
        if parent_ref:
            headers["X-State-Parent"] = parent_ref
        ns_tag = hashlib.sha256(ns.encode()).hexdigest()[:16]
        key = f"lg:{ns_tag}:{checkpoint['id']}"
        return _Req("PUT", f"{API}/state/pending/{key}", thread_id, headers=headers, content=payload)

    @staticmethod
    def _commit(thread_id: str, state_ref: str, expected: int, run_id: str) -> _Req:
        body = {
            "state_ref": state_ref,
            "expected_durable_revision": expected,
            "run_id": run_id,
            "run": {"status": "completed"},
        }
        return _Req("POST", f"{API}/state/commit", thread_id, json_body=body)

    @staticmethod
    def _run_id(checkpoint: Checkpoint, metadata: CheckpointMetadata) -> str:
        run = metadata.get("run_id")
        return str(run)[:128] if isinstance(run, str) and run else f"lg:{checkpoint['id']}"

    def _tuple(self, thread_id: str, item: dict[str, Any], payload: bytes) -> CheckpointTuple:
        type_, _, blob = payload.partition(b"\n")
        data = self.serde.loads_typed((type_.decode(), blob))
        md = item["metadata"]
        ns = md.get("checkpoint_ns", "")
        config: RunnableConfig = {
            "configurable": {
                "thread_id": thread_id,
                "checkpoint_ns": ns,
                "checkpoint_id": md["checkpoint_id"],
            }
        }
        parent_id = md.get("parent_checkpoint_id")
        parent: RunnableConfig | None = None
        if parent_id:
            parent = {
                "configurable": {"thread_id": thread_id, "checkpoint_ns": ns, "checkpoint_id": parent_id}
            }
        return CheckpointTuple(config, data["checkpoint"], data["metadata"], parent, [])

    @staticmethod
    def _native(thread_id: str, state_ref: str) -> _Req:
        return _Req("GET", f"{API}/state/native/{state_ref}", thread_id)

    @staticmethod
    def _where(config: RunnableConfig) -> tuple[str, dict[str, Any]]:
        conf = config["configurable"]
        filters: dict[str, Any] = {}
        if "checkpoint_ns" in conf and conf["checkpoint_ns"] is not None:
            filters["checkpoint_ns"] = conf["checkpoint_ns"]
        return str(conf["thread_id"]), filters

    # --- sync ------------------------------------------------------------------------------------

    def _find(self, thread_id: str, ns: str, checkpoint_id: str) -> dict[str, Any] | None:
        query = {"checkpoint_ns": ns, "checkpoint_id": checkpoint_id}
        states = self._send(self._history(thread_id, query, None, 1)).json()["states"]
        return states[0] if states else None

    def get_tuple(self, config: RunnableConfig) -> CheckpointTuple | None:
        thread_id = str(config["configurable"]["thread_id"])
        ns = str(config["configurable"].get("checkpoint_ns", ""))
        query: dict[str, Any] = {"checkpoint_ns": ns}
        if checkpoint_id := get_checkpoint_id(config):
            query["checkpoint_id"] = checkpoint_id
        states = self._send(self._history(thread_id, query, None, 1)).json()["states"]
        if not states:
            return None
        payload = self._send(self._native(thread_id, states[0]["state_ref"])).content
        return self._tuple(thread_id, states[0], payload)

    def list(
        self,
        config: RunnableConfig | None,
        *,
        filter: dict[str, Any] | None = None,
        before: RunnableConfig | None = None,
        limit: int | None = None,
    ) -> Iterator[CheckpointTuple]:
        threads = [str(config["configurable"]["thread_id"])] if config else list(self._tokens)
        remaining = limit
        for thread_id in threads:
            where = {**(self._where(config)[1] if config else {}), **(filter or {})}
            cursor: str | None = None
            if before is not None and (bid := get_checkpoint_id(before)):
                ns = str(before["configurable"].get("checkpoint_ns", ""))
                anchor = self._find(thread_id, ns, bid)
                if anchor is None:
                    continue
                cursor = anchor["state_ref"]
            while remaining is None or remaining > 0:
                page = min(_PAGE, remaining or _PAGE)
                states = self._send(self._history(thread_id, where, cursor, page)).json()["states"]
                for item in states:
                    payload = self._send(self._native(thread_id, item["state_ref"])).content
                    yield self._tuple(thread_id, item, payload)
                if remaining is not None:
                    remaining -= len(states)
                if len(states) < page:
                    break
                cursor = states[-1]["state_ref"]

    def put(
        self,
        config: RunnableConfig,
        checkpoint: Checkpoint,
        metadata: CheckpointMetadata,
        new_versions: ChannelVersions,
    ) -> RunnableConfig:
        conf = config["configurable"]
        thread_id, ns = str(conf["thread_id"]), str(conf.get("checkpoint_ns", ""))
        parent_id = conf.get("checkpoint_id")
        parent = self._find(thread_id, ns, parent_id) if parent_id else None
        pending = self._send(
            self._pending(config, checkpoint, metadata, parent["state_ref"] if parent else None)
        ).json()
        head = self._send(_Req("GET", f"{API}/state/head", thread_id)).json()["head"]
        expected = head["revision"] if head else 0
        self._send(
            self._commit(thread_id, pending["state_ref"], expected, self._run_id(checkpoint, metadata))
        )
        return {
            "configurable": {"thread_id": thread_id, "checkpoint_ns": ns, "checkpoint_id": checkpoint["id"]}
        }

    def put_writes(
        self, config: RunnableConfig, writes: Sequence[tuple[str, Any]], task_id: str, task_path: str = ""
    ) -> None:
        raise NotImplementedError("put_writes lands in a later increment")

    # --- async -----------------------------------------------------------------------------------

    async def _afind(self, thread_id: str, ns: str, checkpoint_id: str) -> dict[str, Any] | None:
        query = {"checkpoint_ns": ns, "checkpoint_id": checkpoint_id}
        states = (await self._asend(self._history(thread_id, query, None, 1))).json()["states"]
        return states[0] if states else None

    async def aget_tuple(self, config: RunnableConfig) -> CheckpointTuple | None:
        thread_id = str(config["configurable"]["thread_id"])
        ns = str(config["configurable"].get("checkpoint_ns", ""))
        query: dict[str, Any] = {"checkpoint_ns": ns}
        if checkpoint_id := get_checkpoint_id(config):
            query["checkpoint_id"] = checkpoint_id
        states = (await self._asend(self._history(thread_id, query, None, 1))).json()["states"]
        if not states:
            return None
        payload = (await self._asend(self._native(thread_id, states[0]["state_ref"]))).content
        return self._tuple(thread_id, states[0], payload)

    async def alist(
        self,
        config: RunnableConfig | None,
        *,
        filter: dict[str, Any] | None = None,
        before: RunnableConfig | None = None,
        limit: int | None = None,
    ) -> AsyncIterator[CheckpointTuple]:
        threads = [str(config["configurable"]["thread_id"])] if config else list(self._tokens)
        remaining = limit
        for thread_id in threads:
            where = {**(self._where(config)[1] if config else {}), **(filter or {})}
            cursor: str | None = None
            if before is not None and (bid := get_checkpoint_id(before)):
                ns = str(before["configurable"].get("checkpoint_ns", ""))
                anchor = await self._afind(thread_id, ns, bid)
                if anchor is None:
                    continue
                cursor = anchor["state_ref"]
            while remaining is None or remaining > 0:
                page = min(_PAGE, remaining or _PAGE)
                states = (await self._asend(self._history(thread_id, where, cursor, page))).json()["states"]
                for item in states:
                    payload = (await self._asend(self._native(thread_id, item["state_ref"]))).content
                    yield self._tuple(thread_id, item, payload)
                if remaining is not None:
                    remaining -= len(states)
                if len(states) < page:
                    break
                cursor = states[-1]["state_ref"]

    async def aput(
        self,
        config: RunnableConfig,
        checkpoint: Checkpoint,
        metadata: CheckpointMetadata,
        new_versions: ChannelVersions,
    ) -> RunnableConfig:
        conf = config["configurable"]
        thread_id, ns = str(conf["thread_id"]), str(conf.get("checkpoint_ns", ""))
        parent_id = conf.get("checkpoint_id")
        parent = await self._afind(thread_id, ns, parent_id) if parent_id else None
        pending = (
            await self._asend(
                self._pending(config, checkpoint, metadata, parent["state_ref"] if parent else None)
            )
        ).json()
        head = (await self._asend(_Req("GET", f"{API}/state/head", thread_id))).json()["head"]
        expected = head["revision"] if head else 0
        await self._asend(
            self._commit(thread_id, pending["state_ref"], expected, self._run_id(checkpoint, metadata))
        )
        return {
            "configurable": {"thread_id": thread_id, "checkpoint_ns": ns, "checkpoint_id": checkpoint["id"]}
        }

    def get_next_version(self, current: str | None, channel: None) -> str:
        """Monotonic, sortable string versions (as LangGraph's own savers use)."""
        if current is None:
            current_v = 0
        elif isinstance(current, int):
            current_v = current
        else:
            current_v = int(current.split(".")[0])
        return f"{current_v + 1:032}.{random.random():016}"  # noqa: S311 (tie-breaker, not security)
