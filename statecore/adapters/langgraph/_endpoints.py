"""The thread-state adapter endpoints (docs/architecture.md, "Harness adapters") as client
``Operation``s, sent by ``StatecoreSaver`` over the client's transport and retry loop.

One function per endpoint builds its request and reads its answer. This is the only place that
knows how each endpoint's body is encoded: the checkpoint batch, task writes and checkpoint
reads travel framed (``statecore.frames``: a JSON header with each opaque field's length, the
bytes raw after it), the delta history's seeds as base64 in JSON. The saver above sees bytes:
``payload`` of a checkpoint and ``value`` of a write are ``bytes`` in what the readers return and
what the builders take.

Which calls are sent again after a lost answer (``replayable``): the reads, and the superstep
batch, whose identical retry (same idempotency key, expected revision and run) the server
answers with the head it produced (``DurabilityUnknown`` when that cannot be confirmed). Task
writes, thread deletion, prune and run deletion are sent again only when they cannot have
reached the server: a late retry of an overwritten write slot could undo a newer write, and the
deletions start new epochs.
"""

from __future__ import annotations

import base64
from collections.abc import Mapping, Sequence
from typing import Any
from urllib.parse import urlencode

from statecore import frames
from statecore.client._wire import API, JSON_HEADERS, Durability, Operation, json_body
from statecore.client.transport import Response
from statecore.client.types import DurableStateHead, committed_head_from, head_envelope_from

FRAMED_HEADERS: Mapping[str, str] = {"Content-Type": frames.MEDIA_TYPE}
ACCEPT_FRAMED: Mapping[str, str] = {"Accept": frames.MEDIA_TYPE}

Params = Sequence[tuple[str, str]]


def _bytes(text: str) -> bytes:
    return base64.b64decode(text)


def _target(path: str, params: Params = ()) -> str:
    return f"{API}{path}?{urlencode(params)}" if params else f"{API}{path}"


def _write_in(write: Mapping[str, Any]) -> dict[str, Any]:
    """A stored task write as the readers return it: ``value`` as bytes."""
    return {**write, "value": _bytes(write["value"])}


def _write_out(idx: int, channel: str, type_: str, value: bytes, blobs: list[bytes]) -> dict[str, Any]:
    blobs.append(value)
    return {"idx": idx, "channel": channel, "type": type_, "value": len(value)}


def _checkpoint_in(item: Mapping[str, Any], blobs: frames.Blobs) -> dict[str, Any]:
    """A committed checkpoint as the readers return it: ``payload`` and write values as bytes,
    taken from the framed answer's blobs in document order."""
    payload = blobs.take(item["payload"])
    writes = [{**w, "value": blobs.take(w["value"])} for w in item["writes"]]
    return {**item, "payload": payload, "writes": writes}


def _nothing(response: Response) -> None:
    return None


# GET /state/checkpoints: committed checkpoints, newest first, with their payloads and writes.


def read_checkpoints(
    *,
    ns: str | None,
    checkpoint_id: str | None = None,
    filters: Mapping[str, str] | None = None,
    before_id: str | None = None,
    before_ref: str | None = None,
    limit: int = 1,
) -> Operation[list[dict[str, Any]]]:
    params = [(f"metadata.{k}", v) for k, v in (filters or {}).items()]
    params.append(("limit", str(limit)))
    if ns is not None:
        params.append(("checkpoint_ns", ns))
    if checkpoint_id:
        params.append(("checkpoint_id", checkpoint_id))
    if before_ref:
        params.append(("before", before_ref))
    elif before_id:
        params.append(("before_checkpoint_id", before_id))

    def parse(response: Response) -> list[dict[str, Any]]:
        header, blobs = frames.decode(response.content)
        items = [_checkpoint_in(item, blobs) for item in header["checkpoints"]]
        blobs.finish()
        return items

    return Operation("GET", _target("/state/checkpoints", params), parse, headers=ACCEPT_FRAMED)


def read_latest(*, ns: str, namespaces: bool = False) -> Operation[dict[str, Any]]:
    """The newest checkpoint of ``ns`` with what loading it reads next, in one request
    (``include=head`` and ``include=delta``). Answers ``{checkpoints, head, delta, namespaces}``:
    ``head`` a ``DurableStateHead`` or None, ``delta`` None or ``{checkpoint_ns, checkpoint_id,
    complete, seeds: {state_ref: payload bytes}, channels: {channel: {writes, seed}}}``,
    ``namespaces`` (asked with ``namespaces``) the namespaces holding states, or None."""
    params = [("limit", "1"), ("checkpoint_ns", ns), ("include", "head"), ("include", "delta")]
    if namespaces:
        params.append(("include", "namespaces"))

    def parse(response: Response) -> dict[str, Any]:
        header, blobs = frames.decode(response.content)
        items = [_checkpoint_in(item, blobs) for item in header["checkpoints"]]
        delta = header.get("delta")
        if delta is not None:
            # the blobs in the server's document order: the channels' writes, then the seeds
            channels = {
                name: {
                    "writes": [{**w, "value": blobs.take(w["value"])} for w in entry["writes"]],
                    "seed": entry["seed"],
                }
                for name, entry in delta["channels"].items()
            }
            delta = {
                "checkpoint_ns": delta["checkpoint_ns"],
                "checkpoint_id": delta["checkpoint_id"],
                "complete": bool(delta["complete"]),
                "channels": channels,
                "seeds": {seed["state_ref"]: blobs.take(seed["payload"]) for seed in delta["seeds"]},
            }
        blobs.finish()
        names = header.get("namespaces")
        return {
            "checkpoints": items,
            "head": head_envelope_from(header),
            "delta": delta,
            "namespaces": [str(n) for n in names] if isinstance(names, list) else None,
        }

    return Operation("GET", _target("/state/checkpoints", params), parse, headers=ACCEPT_FRAMED)


# POST /state/checkpoints: the superstep batch (pending write + head compare-and-set + run
# record + optional task writes, one transaction). Answers the new head.


def put_checkpoint(
    *,
    key: str,
    codec: str,
    payload: bytes,
    ns: str,
    checkpoint_id: str,
    metadata: Mapping[str, Any],
    expected: int,
    run_id: str,
    writes: Sequence[Mapping[str, Any]] = (),
) -> Operation[DurableStateHead]:
    """``writes``: task groups ``{checkpoint_ns, checkpoint_id, task_id, task_path, writes}``,
    each write ``{idx, channel, type, value: bytes}``."""
    blobs = [payload]
    body = {
        "idempotency_key": key,
        "codec": codec,
        "payload": len(payload),
        "checkpoint_ns": ns,
        "checkpoint_id": checkpoint_id,
        "parent_checkpoint_id": metadata.get("parent_checkpoint_id"),
        "metadata": dict(metadata),
        "expected_durable_revision": expected,
        "run_id": run_id,
        "run": {"status": "completed"},
        "writes": [
            {
                **group,
                "writes": [
                    _write_out(w["idx"], w["channel"], w["type"], w["value"], blobs) for w in group["writes"]
                ],
            }
            for group in writes
        ],
    }

    def parse(response: Response) -> DurableStateHead:
        return committed_head_from(response.json())

    return Operation(
        "POST",
        _target("/state/checkpoints"),
        parse,
        durability=Durability("put_checkpoint", run_id=run_id, idempotency_key=key),
        headers=FRAMED_HEADERS,
        body=frames.encode(body, blobs),
    )


# POST /state/writes: one task's writes (idx >= 0 stored once, idx < 0 overwritten), optionally
# recording the run as interrupted.


def put_writes(
    *,
    ns: str,
    checkpoint_id: str,
    task_id: str,
    task_path: str,
    writes: Sequence[tuple[int, str, str, bytes]],
    run: Mapping[str, Any] | None = None,
) -> Operation[None]:
    """``writes``: ``(idx, channel, type, value)``."""
    blobs: list[bytes] = []
    body: dict[str, Any] = {
        "checkpoint_ns": ns,
        "checkpoint_id": checkpoint_id,
        "task_id": task_id,
        "task_path": task_path,
        "writes": [_write_out(*w, blobs) for w in writes],
    }
    return _writes_request("/state/writes", body, blobs, run)


# POST /state/writes/batch: several tasks' writes in one request (and one transaction).


def put_writes_batch(
    groups: Sequence[Mapping[str, Any]], run: Mapping[str, Any] | None = None
) -> Operation[None]:
    """``groups``: ``{checkpoint_ns, checkpoint_id, task_id, task_path, writes}``, each write
    ``(idx, channel, type, value)``."""
    blobs: list[bytes] = []
    body: dict[str, Any] = {
        "groups": [
            {**group, "writes": [_write_out(i, c, t, v, blobs) for i, c, t, v in group["writes"]]}
            for group in groups
        ],
    }
    return _writes_request("/state/writes/batch", body, blobs, run)


def _writes_request(
    path: str, body: dict[str, Any], blobs: list[bytes], run: Mapping[str, Any] | None
) -> Operation[None]:
    """Not replayable: a negative slot (interrupt, resume value) sent again could overwrite a
    later one."""
    if run is not None:
        body["run"] = dict(run)
    return Operation(
        "POST",
        _target(path),
        _nothing,
        replayable=False,
        headers=FRAMED_HEADERS,
        body=frames.encode(body, blobs),
    )


# GET /state/delta: the parent chain walked server side, per channel the writes up to the
# nearest ancestor storing it (its ``seed``, with the seeds' payloads).


def read_delta(*, ns: str, checkpoint_id: str, channels: Sequence[str]) -> Operation[dict[str, Any]]:
    """Answers ``{complete, seeds: {state_ref: payload bytes}, channels: {channel: {writes, seed}}}``."""
    params = [("checkpoint_ns", ns), ("checkpoint_id", checkpoint_id), *(("channel", c) for c in channels)]

    def parse(response: Response) -> dict[str, Any]:
        body = response.json()
        return {
            "complete": bool(body["complete"]),
            "seeds": {seed["state_ref"]: _bytes(seed["payload"]) for seed in body["seeds"]},
            "channels": {
                name: {"writes": [_write_in(w) for w in entry["writes"]], "seed": entry["seed"]}
                for name, entry in body["channels"].items()
            },
        }

    return Operation("GET", _target("/state/delta", params), parse)


# DELETE /state/thread, POST /state/prune, POST /state/runs/delete.


def delete_thread() -> Operation[None]:
    return Operation("DELETE", _target("/state/thread"), _nothing, replayable=False)


def prune(strategy: str) -> Operation[None]:
    return Operation(
        "POST",
        _target("/state/prune"),
        _nothing,
        replayable=False,
        headers=JSON_HEADERS,
        body=json_body({"strategy": strategy}),
    )


def delete_runs(run_ids: Sequence[str]) -> Operation[None]:
    return Operation(
        "POST",
        _target("/state/runs/delete"),
        _nothing,
        replayable=False,
        headers=JSON_HEADERS,
        body=json_body({"run_ids": list(run_ids)}),
    )
