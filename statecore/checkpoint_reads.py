"""``GET /state/checkpoints``'s answer, where both of its readers build it: the adapter's view,
and a harness run's control plane, which reads a run's start for its worker and sends it with
the job (the answer the worker's first request would have got, so the worker makes none).

The answer is a document plus the opaque blobs it refers to: rendered as JSON with each blob in
base64 in its place, or framed (``statecore.frames``: the document with each blob's length in its
place, then the blobs in document order).
"""

from __future__ import annotations

import base64
from collections.abc import Callable, Collection
from dataclasses import dataclass, field
from typing import Any

from statecore import frames, selectors
from statecore.models import NativeWrite
from statecore.services import native
from statecore.services.state import DurableHead, Lease

#: the most delta channels one read answers
MAX_DELTA_CHANNELS = 64
#: what ``include`` may name
INCLUDES = ("head", "delta", "namespaces")


def head_document(head: DurableHead | None) -> dict[str, Any] | None:
    if head is None:
        return None
    return {
        "revision": head.revision,
        "state_ref": str(head.state_ref),
        "codec": head.codec,
        "size": head.size,
        "sha256": head.sha256,
        "run_id": head.run_id,
        "committed_at": head.committed_at.isoformat().replace("+00:00", "Z"),
    }


def state_item(state: selectors.CheckpointRow) -> dict[str, Any]:
    """One committed state's fields in history listings."""
    return {
        "state_ref": str(state.state_ref),
        "revision": state.revision,
        "parent": str(state.parent) if state.parent else None,
        "metadata": state.metadata,
        "codec": state.codec,
        "size": state.size,
        "sha256": state.sha256,
        "run_id": state.run_id,
        "committed_at": state.committed_at.isoformat().replace("+00:00", "Z"),
    }


def base64_text(data: bytes | memoryview | None) -> str:
    return base64.b64encode(bytes(data or b"")).decode("ascii")


def write_item(
    write: NativeWrite | selectors.WriteRow, opaque: Callable[[bytes], str | int] | None = None
) -> dict[str, Any]:
    return {
        "task_id": write.task_id,
        "task_path": write.task_path,
        "idx": write.idx,
        "channel": write.channel,
        "type": write.value_type,
        "value": opaque(bytes(write.value)) if opaque else base64_text(write.value),
    }


def first_delta(states: list[selectors.CheckpointRow]) -> selectors.DeltaRequest | dict[str, Any] | None:
    """The delta history LangGraph reads right after loading ``states[0]``: its delta channels
    that it does not store a value of; to read, or the answer when there is nothing to read."""
    if not states:
        return None
    first = states[0]
    channels = sorted(native.channels_to_replay(first.metadata))
    if len(channels) > MAX_DELTA_CHANNELS:
        return None
    if not channels:
        return {
            "checkpoint_ns": first.native_ns,
            "checkpoint_id": first.native_id,
            "complete": True,
            "channels": {},
            "seeds": [],
        }
    return selectors.DeltaRequest(first.native_ns, first.native_id, channels)


def delta_body(
    history: selectors.DeltaHistory, channels: list[str], opaque: Callable[[bytes | None], str | int]
) -> dict[str, Any]:
    seeds = {s.state_ref: s for s in history.seeds.values()}
    return {
        "complete": history.complete,
        "channels": {
            c: {
                "writes": [write_item(w, opaque) for w in history.writes.get(c, [])],
                "seed": str(history.seeds[c].state_ref) if c in history.seeds else None,
            }
            for c in channels
        },
        "seeds": [
            {
                "state_ref": str(s.state_ref),
                "checkpoint_id": s.native_id,
                "codec": s.codec,
                "payload": opaque(s.payload),
            }
            for s in seeds.values()
        ],
    }


@dataclass
class CheckpointsAnswer:
    """A read's document, its blobs (framed) and the page it came from."""

    page: selectors.CheckpointPage
    framed: bool
    document: dict[str, Any] = field(default_factory=dict)
    blobs: list[bytes] = field(default_factory=list)

    def opaque(self, data: bytes | None) -> str | int:
        if self.framed:
            self.blobs.append(data or b"")
            return len(data or b"")
        return base64_text(data)

    def framed_body(self) -> bytes:
        assert self.framed
        return frames.encode(self.document, self.blobs)


def checkpoints(
    *,
    lease: Lease,
    include: Collection[str] = (),
    framed: bool = False,
    native_ns: str | None = None,
    native_id: str | None = None,
    before: Any = None,
    before_native_id: str | None = None,
    limit: int = 20,
    metadata: dict[str, list[Any]] | None = None,
) -> CheckpointsAnswer:
    """Committed checkpoints of the lease's binding and epoch, newest first, with their task
    writes, and what ``include`` names: the durable head, the first one's delta history, the
    namespaces holding states (two round trips: the page, then the rest sent together). The
    arguments are checked by the caller; the lease and its fence by each statement."""
    page = selectors.checkpoint_page(
        lease=lease,
        before=before,
        limit=limit,
        metadata=metadata,
        native_ns=native_ns,
        native_id=native_id,
        before_native_id=before_native_id,
    )
    answer = CheckpointsAnswer(page, framed)
    items = []
    for state in page.states:
        item = state_item(state)
        item.update(
            checkpoint_ns=state.native_ns,
            checkpoint_id=state.native_id,
            payload=answer.opaque(state.payload),
            writes=[
                write_item(w, answer.opaque) for w in page.writes.get((state.native_ns, state.native_id), [])
            ],
        )
        items.append(item)
    answer.document["checkpoints"] = items
    if include:
        delta = first_delta(page.states) if "delta" in include else None
        extras = selectors.checkpoint_extras(
            lease=lease,
            scope=page.scope,
            head="head" in include,
            delta=delta if isinstance(delta, selectors.DeltaRequest) else None,
            namespaces="namespaces" in include,
        )
        if "head" in include:
            answer.document["head"] = head_document(extras.head)
        if isinstance(delta, selectors.DeltaRequest):
            assert extras.delta is not None
            answer.document["delta"] = {
                "checkpoint_ns": delta.native_ns,
                "checkpoint_id": delta.native_id,
                **delta_body(extras.delta, delta.channels, answer.opaque),
            }
        elif "delta" in include:
            answer.document["delta"] = delta
        if "namespaces" in include:
            answer.document["namespaces"] = extras.namespaces
    return answer
