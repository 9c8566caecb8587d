"""The ThreadStateStore write side: pending writes, the head compare-and-set, uncertain runs.

Each transition is ONE call of its PL/pgSQL function (``statecore/sql/state_v1.sql``) through
``statecore.db.call``: one round trip and one transaction in which the lease is authenticated
from its token hash, the fence and bounds are checked, the write happens and the audit row is
appended. This module validates the request's shape, prepares the parameters, and turns the
function's answer into a result or the domain error of its code. There is no second (ORM)
implementation of these transitions.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from datetime import datetime
from typing import Any
from uuid import UUID

from django.conf import settings
from django.db import transaction
from django.db.models import Exists, F, OuterRef, Q
from psycopg.types.json import Jsonb

from statecore.db import Refused, call
from statecore.errors import (
    CodecMismatch,
    Forbidden,
    IdempotencyConflict,
    InvalidRequest,
    LeaseFenced,
    NotFound,
    PayloadTooLarge,
    RateLimited,
    RevisionConflict,
    RunFenced,
    StatecoreError,
    StateNotPending,
    Unauthenticated,
)
from statecore.models import NativeState, NativeStateStatus, ReconcileDecision, Run, RunStatus
from statecore.scope import SYSTEM, Actor, AppPrincipal, Permission, StateScope
from statecore.services.audit import audit, current_trace_id
from statecore.validation import (
    MAX_INTERRUPT_BYTES,
    MAX_STATE_METADATA_BYTES,
    canonical_json,
    check_idempotency_key,
    check_json_object,
    check_run_id,
)
from telemetry import metrics

# The refusal codes the functions answer (CONTRACT 2), with the message each one means.
_REFUSALS: dict[str, tuple[type[StatecoreError], str]] = {
    "unauthenticated": (Unauthenticated, "unknown or expired token"),
    "lease_fenced": (LeaseFenced, "this lease's generation or epoch is no longer current"),
    "payload_too_large": (PayloadTooLarge, "native payload exceeds the bound"),
    "payload_too_large:writes": (PayloadTooLarge, "the writes exceed the payload bound"),
    "idempotency_conflict": (IdempotencyConflict, "this idempotency key was used with a different request"),
    "codec_mismatch": (CodecMismatch, "X-State-Codec is not the binding's adapter codec version"),
    "not_found:state": (NotFound, "no such state in this scope"),
    "not_found:run": (NotFound, "no such run in this scope"),
    "not_found:binding": (NotFound, "no such binding"),
    "rate_limited:pending": (RateLimited, "too many uncommitted pending writes"),
    "rate_limited:rate": (RateLimited, "state write rate exceeded"),
    "rate_limited:writes": (RateLimited, "too many writes for this checkpoint"),
    "revision_conflict": (RevisionConflict, "the durable head is not at the expected revision"),
    "revision_conflict:moved": (RevisionConflict, "the head has moved since the run was marked"),
    "run_fenced": (RunFenced, "this run is marked uncertain_durability and awaits reconciliation"),
    "state_not_pending:durable": (StateNotPending, "this state is already durable"),
    "state_not_pending:other_run": (StateNotPending, "the named state is durable under another run"),
    "state_not_pending:reconciled": (StateNotPending, "this run is already reconciled"),
    "state_not_pending:not_uncertain": (
        StateNotPending,
        "only a run with uncertain durability can be reconciled",
    ),
    "state_not_pending:none_named": (
        StateNotPending,
        "no pending write was named when the run was marked",
    ),
    "state_not_pending:adopted": (StateNotPending, "the named write is no longer pending"),
}


def refusal(code: str, row: Any = None, detail: dict[str, Any] | None = None) -> StatecoreError:
    """The domain error for a function's refusal code, with the contract's extension members
    (``retry_after``, ``limit``, ``current_revision``) taken from its row or raise detail."""
    cls, message = _REFUSALS.get(code, (StatecoreError, "the request was refused"))
    info = dict(detail or {})
    for column, member in (("retry_after", "retry_after"), ("limit_value", "limit")):
        value = getattr(row, column, None)
        if value is not None:
            info[member] = value
    if cls is RevisionConflict:
        current = getattr(row, "current_revision", None)
        info["current_revision"] = current if current is not None else info.get("current_revision")
    elif "current_revision" in info:
        del info["current_revision"]
    if cls is RateLimited:
        info.setdefault("retry_after", 1)
    return cls(message, **info)


def checked(sql: str, params: list[Any], *, idempotent: bool = False, operation: str = "") -> Any:
    """``db.call`` and raise the domain error of a refusal, whether answered or raised.
    ``idempotent``: as ``db.call``'s (run again on a fresh connection when the first was lost).
    ``operation`` names the transition for the metrics (commits by outcome, revision conflicts,
    fenced requests: ``telemetry.metrics.state_outcome``); empty, nothing is counted."""
    try:
        row = call(sql, params, idempotent=idempotent)
    except Refused as exc:
        error = refusal(exc.code, detail=exc.detail)
        if operation:
            metrics.state_outcome(operation, error.code)
        raise error from None
    except StatecoreError as exc:  # 503: the database did not answer in time, or was lost
        if operation:
            metrics.state_outcome(operation, exc.code)
        raise
    return answered(row, operation=operation)


def answered(row: Any, *, operation: str = "") -> Any:
    """A transition's answer row as ``checked`` takes it: the domain error of a refusal, the
    row otherwise (for a statement the caller sent itself, e.g. with others in one round trip)."""
    if row.code != "ok":
        error = refusal(row.code, row)
        if operation:
            metrics.state_outcome(operation, error.code)
        raise error
    if operation:
        metrics.state_outcome(operation, "ok")
    return row


def jsonb(value: Any) -> Jsonb | None:
    return None if value is None else Jsonb(value, dumps=canonical_json)


def default_limits() -> list[int]:
    """The deployment defaults of the state bounds; an environment's policy row overrides them
    inside the functions (``statecore_state_limits``)."""
    return [
        settings.STATECORE_DEFAULT_MAX_NATIVE_PAYLOAD_BYTES,
        settings.STATECORE_DEFAULT_MAX_PENDING_WRITES,
        settings.STATECORE_DEFAULT_MAX_STATE_WRITES_PER_MINUTE,
    ]


@dataclass(frozen=True, slots=True)
class Lease:
    """A lease token as the functions take it: its SHA-256, never the token."""

    token_hash: str


@dataclass(frozen=True, slots=True)
class ScopeRef:
    """The low-cardinality scope of an answered call, for span attributes."""

    binding_id: UUID
    epoch: int
    lease_generation: int

    @classmethod
    def of(cls, row: Any) -> ScopeRef:
        return cls(row.binding_id, row.epoch, row.generation)


@dataclass(frozen=True, slots=True)
class PendingRef:
    state_ref: UUID
    size: int
    sha256: str
    codec: str
    parent_ref: UUID | None
    created: bool


@dataclass(frozen=True, slots=True)
class DurableHead:
    revision: int
    state_ref: UUID
    codec: str
    size: int
    sha256: str
    run_id: str
    committed_at: datetime

    @classmethod
    def of(cls, state: NativeState) -> DurableHead:
        assert state.revision is not None
        assert state.committed_at is not None
        return cls(
            revision=state.revision,
            state_ref=state.id,
            codec=state.codec,
            size=state.size,
            sha256=state.sha256,
            run_id=state.run_id,
            committed_at=state.committed_at,
        )


@dataclass(frozen=True, slots=True)
class RunOutcome:
    status: str  # completed | interrupted
    interrupt: dict[str, Any] | None = None

    def checked(self) -> RunOutcome:
        if self.status not in (RunStatus.COMPLETED, RunStatus.INTERRUPTED):
            raise InvalidRequest("run.status must be completed or interrupted", field="run.status")
        if self.interrupt is not None:
            if self.status != RunStatus.INTERRUPTED:
                raise InvalidRequest("run.interrupt is only for interrupted runs", field="run.interrupt")
            check_json_object(self.interrupt, "run.interrupt", MAX_INTERRUPT_BYTES)
        return self


def request_digest(
    *,
    sha256: str,
    codec: str,
    parent_ref: UUID | str | None,
    metadata: dict[str, Any],
    native: tuple[str, str],
) -> str:
    """What "the same request" means for an idempotency key: payload hash, codec, parent,
    canonical metadata (and, for adapter writes, the harness's names)."""
    parts = [sha256, codec, str(parent_ref or ""), canonical_json(metadata)]
    if native != ("", ""):  # adapter writes only: plain protocol digests stay as they were
        parts += list(native)
    return hashlib.sha256("\n".join(parts).encode("utf-8")).hexdigest()


def head_of(row: Any) -> DurableHead | None:
    if row.state_ref is None:
        return None
    return DurableHead(
        row.revision, row.state_ref, row.codec, row.size, row.sha256, row.run_id, row.committed_at
    )


_WRITE_PENDING = (
    "SELECT * FROM statecore_write_pending(%s::text, %s::text, %s::text, %s::bytea, %s::text,"
    " %s::text, %s::uuid, %s::jsonb, %s::text, %s::text, %s::int8, %s::int4, %s::int4, %s::text)"
)


def state_write_pending(
    *,
    lease: Lease,
    idempotency_key: str,
    codec: str,
    payload: bytes,
    parent_ref: UUID | None = None,
    metadata: dict[str, Any] | None = None,
) -> tuple[PendingRef, ScopeRef]:
    """Store an opaque payload as a pending write, idempotently by key.

    Order of checks (CONTRACT 4), all inside the function: the lease and its fence, the payload
    bound, the key (same request -> same ref, different request -> idempotency_conflict), the
    codec, the parent, then the pending and rate bounds in the binding row's conditional
    UPDATE, so two concurrent writers cannot both take the last pending slot.
    """
    check_idempotency_key(idempotency_key)
    metadata = check_json_object(metadata or {}, "metadata", MAX_STATE_METADATA_BYTES)
    sha256 = hashlib.sha256(payload).hexdigest()
    digest = request_digest(
        sha256=sha256, codec=codec, parent_ref=parent_ref, metadata=metadata, native=("", "")
    )
    row = checked(
        _WRITE_PENDING,
        [
            lease.token_hash,
            idempotency_key,
            codec,
            payload,
            sha256,
            digest,
            parent_ref,
            jsonb(metadata),
            "",
            "",
            *default_limits(),
            current_trace_id(),
        ],
        idempotent=True,
        operation="write_pending",
    )
    ref = PendingRef(row.state_ref, row.size, row.sha256, row.codec, row.parent, row.created)
    return ref, ScopeRef.of(row)


_COMMIT = (
    "SELECT * FROM statecore_commit(%s::text, %s::uuid, %s::int4, %s::text, %s::text, %s::jsonb, %s::text)"
)


def head_commit(
    *, lease: Lease, state_ref: UUID, expected_revision: int, run_id: str, outcome: RunOutcome
) -> tuple[DurableHead, ScopeRef]:
    """Make a pending write the durable head iff the head is still at ``expected_revision``.

    One statement: the compare-and-set on the binding row (which also re-checks the fence),
    the write becoming durable, the run's terminal/interrupt metadata and the audit event.
    Of N concurrent commits against one revision, the first takes the row lock and wins; the
    others wait, re-evaluate the UPDATE's WHERE clause after it commits, match zero rows and
    get revision_conflict, having written nothing.
    """
    check_run_id(run_id)
    outcome = outcome.checked()
    row = checked(
        _COMMIT,
        [
            lease.token_hash,
            state_ref,
            expected_revision,
            run_id,
            outcome.status,
            jsonb(outcome.interrupt),
            current_trace_id(),
        ],
        idempotent=True,
        operation="commit",
    )
    head = head_of(row)
    assert head is not None
    return head, ScopeRef.of(row)


LOAD_HEAD = "SELECT * FROM statecore_load_head(%s::text)"


def head_load(*, lease: Lease) -> tuple[DurableHead | None, ScopeRef]:
    """The durable head: a committed state of the lease's binding and epoch, or None."""
    row = checked(LOAD_HEAD, [lease.token_hash], idempotent=True, operation="load_head")
    return head_of(row), ScopeRef.of(row)


_MARK_UNCERTAIN = "SELECT * FROM statecore_mark_uncertain(%s::text, %s::text, %s::text, %s::uuid, %s::text)"


def run_mark_uncertain(*, lease: Lease, run_id: str, reason: str, state_ref: UUID | None) -> Run:
    """Fence a run whose durability is unknown, keeping the previous head.

    Lock order is binding row, then run row, as in the commit (whose compare-and-set locks
    the binding before it records the run), so the two cannot deadlock. If the run did commit
    (the named write is durable under this run, or no write is named and the run has a
    terminal status), nothing changes and the run is returned as it is.
    """
    check_run_id(run_id)
    if not isinstance(reason, str) or not reason or len(reason) > 500:
        raise InvalidRequest("reason must be 1-500 characters", field="reason")
    row = checked(
        _MARK_UNCERTAIN,
        [lease.token_hash, run_id, reason, state_ref, current_trace_id()],
        operation="mark_uncertain",
    )
    run = Run.objects.get(pk=row.run_pk)
    if run.status == RunStatus.UNCERTAIN_DURABILITY:
        metrics.run_marked_uncertain()
    return run


@dataclass(frozen=True, slots=True)
class Reconciled:
    run: Run
    head: DurableHead | None


def access_run(*, environment: str, organization_id: str, run_id: str) -> Run:
    qs = Run.objects.select_related("binding").filter(environment=environment, run_id=run_id)
    if organization_id:
        qs = qs.filter(binding__organization_id=organization_id)
    run = qs.first()
    if run is None:
        raise NotFound("no such run")
    return run


_RECONCILE = (
    "SELECT * FROM statecore_reconcile(%s::text, %s::text, %s::text, %s::text, %s::text, %s::text, %s::text)"
)


def run_reconcile(
    *,
    environment: str,
    organization_id: str,
    run_id: str,
    decision: str,
    idempotency_key: str,
    actor: Actor,
) -> Reconciled:
    """Settle an uncertain run by an explicit human or control-plane decision.

    ``adopt_pending`` makes the write named at the mark the head iff the head has not moved
    since the mark (same epoch and revision); ``keep_previous`` leaves the head. Repeating the
    same decision with the same key answers again; anything else on a settled run is
    state_not_pending. The run stays fenced either way: its work is never replayed.
    """
    check_run_id(run_id)
    check_idempotency_key(idempotency_key)
    if decision not in ReconcileDecision.values:
        raise InvalidRequest("decision must be adopt_pending or keep_previous", field="decision")
    try:
        row = checked(
            _RECONCILE,
            [
                environment,
                organization_id,
                run_id,
                decision,
                idempotency_key,
                actor.label,
                current_trace_id(),
            ],
            operation="reconcile",
        )
    except NotFound:
        raise NotFound("no such run") from None
    run = Run.objects.select_related("binding", "binding__head_state").get(pk=row.run_pk)
    state = run.binding.head_state
    return Reconciled(run=run, head=DurableHead.of(state) if state is not None else None)


def reconcile_actor_for(principal: AppPrincipal) -> Actor:
    if not principal.has(Permission.RUNS_RECONCILE):
        raise Forbidden("this token may not reconcile runs")
    return principal.actor


def lease_actor(scope: StateScope) -> Actor:
    return Actor(kind="lease", ref=f"{scope.binding_id}/{scope.epoch}/{scope.lease_generation}")


def state_sweep_stale_pending(*, older_than: datetime, limit: int = 500) -> int:
    """Delete pending writes nobody can commit any more, in one bounded batch.

    A pending write is stale when its epoch or lease generation is no longer the binding's
    (only a reconcile could still adopt it) and it is older than ``older_than``. Kept: writes
    named by a run that still awaits reconciliation, and writes that are another state's
    parent. Rows are taken with ``FOR UPDATE SKIP LOCKED`` so that concurrent sweepers and a
    reconcile that locks a row never wait on each other; the selection is by state, not by
    ids in a message, so a redelivered task deletes nothing twice.
    """
    with transaction.atomic():
        awaiting = Run.objects.filter(status=RunStatus.UNCERTAIN_DURABILITY, marked_state_id=OuterRef("pk"))
        is_parent = NativeState.objects.filter(parent_id=OuterRef("pk"))
        ids = list(
            NativeState.objects.filter(status=NativeStateStatus.PENDING, created_at__lt=older_than)
            .filter(Q(epoch__lt=F("binding__epoch")) | Q(lease_generation__lt=F("binding__lease_generation")))
            .filter(~Exists(awaiting), ~Exists(is_parent))
            .order_by("created_at")
            .select_for_update(skip_locked=True, of=("self",))
            .values_list("pk", flat=True)[:limit]
        )
        if not ids:
            return 0
        deleted, _ = NativeState.objects.filter(pk__in=ids, status=NativeStateStatus.PENDING).delete()
        audit(action="thread_state.sweep_pending", outcome="deleted", actor=SYSTEM, data={"count": deleted})
    return deleted
