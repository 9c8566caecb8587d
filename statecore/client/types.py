"""Typed values of the wire contract (CONTRACT 3 and 4), mirroring the seed's names.

Identifiers (binding ids, state refs, run ids) are opaque strings exactly as the server sends
them. Nothing here holds a payload; a lease token appears only in ``IssuedLease`` and is kept
out of its ``repr``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Literal

RunStatus = Literal["completed", "interrupted"]
"""What a commit may record; the server also reports ``uncertain_durability`` and ``reconciled``."""

ReconcileDecision = Literal["adopt_pending", "keep_previous"]


@dataclass(frozen=True, slots=True)
class StateScope:
    """The seed's StateScope. The server derives it from the lease; a client cannot widen it."""

    binding_id: str
    environment: str
    harness: str
    epoch: int
    adapter_codec_version: str
    lease_generation: int


@dataclass(frozen=True, slots=True)
class PendingStateRef:
    """A native payload stored as a pending write: never selected until committed."""

    state_ref: str
    size: int
    sha256: str
    codec: str
    parent: str | None


@dataclass(frozen=True, slots=True)
class DurableStateHead:
    """The committed head of a binding and epoch."""

    revision: int
    state_ref: str
    codec: str
    size: int
    sha256: str
    run_id: str
    committed_at: datetime


@dataclass(frozen=True, slots=True)
class RunRecord:
    """``status`` is completed | interrupted | uncertain_durability | reconciled."""

    run_id: str
    binding_id: str
    status: str
    interrupt: dict[str, Any] | None
    reason: str | None
    fenced: bool
    decision: str | None


@dataclass(frozen=True, slots=True)
class IssuedLease:
    """A new lease: the token is shown once, so keep it; every earlier lease is now fenced."""

    lease_token: str = field(repr=False)
    lease_id: str
    generation: int
    epoch: int
    expires_at: datetime


@dataclass(frozen=True, slots=True)
class Binding:
    """A binding as the control plane sees it. ``subject_ref`` is an HMAC, never the subject.

    ``head`` and ``open_runs`` are filled by ``get_binding``; a just-created binding has neither.
    """

    id: str
    environment: str
    harness: str
    adapter: str
    adapter_codec_version: str
    agent_id: str
    organization_id: str
    subject_ref: str
    epoch: int
    lease_generation: int
    head: DurableStateHead | None = None
    open_runs: tuple[RunRecord, ...] = ()


@dataclass(frozen=True, slots=True)
class BindingSpec:
    """What a new binding is for. ``subject`` is the raw subject: the server keeps only its HMAC,
    and it is kept out of this value's ``repr``."""

    environment: str
    harness: str
    adapter: str
    adapter_codec_version: str
    agent_id: str
    subject: str = field(repr=False)
    organization_id: str


@dataclass(frozen=True, slots=True)
class ReconcileResult:
    """The run after a reconcile decision and the binding's head after it."""

    run: RunRecord
    head: DurableStateHead | None


# Parsers: wire JSON -> values. A missing or mistyped member raises KeyError/TypeError/ValueError,
# which the caller turns into a typed "invalid response" error.


def _str_or_none(value: Any) -> str | None:
    return None if value is None else str(value)


def _int(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError("expected an integer")
    return value


def _datetime(value: Any) -> datetime:
    if not isinstance(value, str):
        raise TypeError("expected an ISO-8601 string")
    return datetime.fromisoformat(value)


def _object(value: Any) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise TypeError("expected a JSON object")
    return value


def scope_from(data: Any) -> StateScope:
    body = _object(data)
    return StateScope(
        binding_id=str(body["binding_id"]),
        environment=str(body["environment"]),
        harness=str(body["harness"]),
        epoch=_int(body["epoch"]),
        adapter_codec_version=str(body["adapter_codec_version"]),
        lease_generation=_int(body["lease_generation"]),
    )


def pending_from(data: Any) -> PendingStateRef:
    body = _object(data)
    return PendingStateRef(
        state_ref=str(body["state_ref"]),
        size=_int(body["size"]),
        sha256=str(body["sha256"]),
        codec=str(body["codec"]),
        parent=_str_or_none(body.get("parent")),
    )


def head_from(data: Any) -> DurableStateHead | None:
    if data is None:
        return None
    body = _object(data)
    return DurableStateHead(
        revision=_int(body["revision"]),
        state_ref=str(body["state_ref"]),
        codec=str(body["codec"]),
        size=_int(body["size"]),
        sha256=str(body["sha256"]),
        run_id=str(body["run_id"]),
        committed_at=_datetime(body["committed_at"]),
    )


def head_envelope_from(data: Any) -> DurableStateHead | None:
    return head_from(_object(data)["head"])


def committed_head_from(data: Any) -> DurableStateHead:
    head = head_envelope_from(data)
    if head is None:
        raise ValueError("a commit answered without a head")
    return head


def run_from(data: Any) -> RunRecord:
    body = _object(data)
    interrupt = body.get("interrupt")
    return RunRecord(
        run_id=str(body["run_id"]),
        binding_id=str(body["binding_id"]),
        status=str(body["status"]),
        interrupt=None if interrupt is None else _object(interrupt),
        reason=_str_or_none(body.get("reason")),
        fenced=bool(body["fenced"]),
        decision=_str_or_none(body.get("decision")),
    )


def binding_from(data: Any) -> Binding:
    body = _object(data)
    return Binding(
        id=str(body["id"]),
        environment=str(body["environment"]),
        harness=str(body["harness"]),
        adapter=str(body["adapter"]),
        adapter_codec_version=str(body["adapter_codec_version"]),
        agent_id=str(body["agent_id"]),
        organization_id=str(body["organization_id"]),
        subject_ref=str(body["subject_ref"]),
        epoch=_int(body["epoch"]),
        lease_generation=_int(body["lease_generation"]),
        head=head_from(body.get("head")),
        open_runs=tuple(run_from(run) for run in body.get("open_runs") or ()),
    )


def lease_from(data: Any) -> IssuedLease:
    body = _object(data)
    return IssuedLease(
        lease_token=str(body["lease_token"]),
        lease_id=str(body["lease_id"]),
        generation=_int(body["generation"]),
        epoch=_int(body["epoch"]),
        expires_at=_datetime(body["expires_at"]),
    )


def epoch_from(data: Any) -> int:
    return _int(_object(data)["epoch"])


def reconcile_from(data: Any) -> ReconcileResult:
    body = _object(data)
    return ReconcileResult(run=run_from(body["run"]), head=head_from(body.get("head")))
