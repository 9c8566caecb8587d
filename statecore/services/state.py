"""The ThreadStateStore write side: pending writes, the head compare-and-set, uncertain runs.

Every function here is one transaction and re-checks the lease's fence inside it: the check
at authentication time is only a fast path, the conditional UPDATEs below are the rule.
No network I/O happens inside these transactions.
"""

from __future__ import annotations

import hashlib
import time
from dataclasses import dataclass
from datetime import datetime
from typing import Any
from uuid import UUID

from django.db import IntegrityError, connection, transaction
from django.db.models import Case, Exists, F, OuterRef, Q, Value, When
from django.db.models.functions import Now
from django.utils import timezone

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
    StateNotPending,
)
from statecore.limits import Limits
from statecore.models import (
    FENCED_RUN_STATUSES,
    Binding,
    NativeState,
    NativeStateStatus,
    ReconcileDecision,
    Run,
    RunStatus,
)
from statecore.scope import SYSTEM, Actor, AppPrincipal, Permission, StateScope
from statecore.services.audit import audit
from statecore.validation import (
    MAX_INTERRUPT_BYTES,
    MAX_STATE_METADATA_BYTES,
    canonical_json,
    check_idempotency_key,
    check_json_object,
    check_run_id,
)


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


# Columns a state operation needs; never the payload unless it is read on purpose.
_STATE_META = (
    "id",
    "binding_id",
    "epoch",
    "lease_generation",
    "idempotency_key",
    "request_digest",
    "codec",
    "size",
    "sha256",
    "parent_id",
    "status",
    "revision",
    "run_id",
    "committed_at",
)


def _request_digest(
    *, sha256: str, codec: str, parent_ref: UUID | None, metadata: dict[str, Any], native: tuple[str, str]
) -> str:
    parts = [sha256, codec, str(parent_ref or ""), canonical_json(metadata)]
    if native != ("", ""):  # adapter writes only: plain protocol digests stay as they were
        parts += list(native)
    return hashlib.sha256("\n".join(parts).encode("utf-8")).hexdigest()


def state_write_pending(
    *,
    scope: StateScope,
    limits: Limits,
    idempotency_key: str,
    codec: str,
    payload: bytes,
    parent_ref: UUID | None = None,
    metadata: dict[str, Any] | None = None,
    native: tuple[str, str] = ("", ""),
) -> PendingRef:
    """Store an opaque payload as a pending write, idempotently by key.

    Order of checks (CONTRACT 4): the key first (same request -> same ref, different request
    -> idempotency_conflict), then the codec, then the parent, then the bounds. The bounds
    and the fence are one conditional UPDATE on the binding row, so two concurrent writers
    cannot both take the last pending slot.
    """
    check_idempotency_key(idempotency_key)
    metadata = check_json_object(metadata or {}, "metadata", MAX_STATE_METADATA_BYTES)
    if len(payload) > limits.max_native_payload_bytes:
        raise PayloadTooLarge("native payload exceeds the bound", limit=limits.max_native_payload_bytes)
    sha256 = hashlib.sha256(payload).hexdigest()
    digest = _request_digest(
        sha256=sha256, codec=codec, parent_ref=parent_ref, metadata=metadata, native=native
    )
    try:
        return _write_pending_once(
            scope=scope,
            limits=limits,
            key=idempotency_key,
            codec=codec,
            payload=payload,
            parent_ref=parent_ref,
            metadata=metadata,
            native=native,
            sha256=sha256,
            digest=digest,
        )
    except IntegrityError:
        # Race: a concurrent request with the same key inserted first. Its row is committed
        # now, so the lookup in a fresh transaction answers as for any retry.
        return _write_pending_once(
            scope=scope,
            limits=limits,
            key=idempotency_key,
            codec=codec,
            payload=payload,
            parent_ref=parent_ref,
            metadata=metadata,
            native=native,
            sha256=sha256,
            digest=digest,
        )


def _write_pending_once(
    *,
    scope: StateScope,
    limits: Limits,
    key: str,
    codec: str,
    payload: bytes,
    parent_ref: UUID | None,
    metadata: dict[str, Any],
    native: tuple[str, str],
    sha256: str,
    digest: str,
) -> PendingRef:
    with transaction.atomic():
        existing = (
            NativeState.objects.filter(
                binding_id=scope.binding_id,
                epoch=scope.epoch,
                lease_generation=scope.lease_generation,
                idempotency_key=key,
            )
            .only("id", "size", "sha256", "codec", "parent_id", "request_digest")
            .first()
        )
        if existing is not None:
            if existing.request_digest != digest:
                raise IdempotencyConflict("this idempotency key was used with a different request")
            return PendingRef(
                existing.id, existing.size, existing.sha256, existing.codec, existing.parent_id, False
            )
        if codec != scope.adapter_codec_version:
            raise CodecMismatch("X-State-Codec is not the binding's adapter codec version")
        if parent_ref is not None:
            access_readable_state(scope=scope, state_ref=parent_ref)

        take_write_slot(scope=scope, limits=limits, pending=True)
        state = NativeState.objects.create(
            binding_id=scope.binding_id,
            epoch=scope.epoch,
            lease_generation=scope.lease_generation,
            idempotency_key=key,
            request_digest=digest,
            codec=codec,
            payload=payload,
            size=len(payload),
            sha256=sha256,
            parent_id=parent_ref,
            metadata=metadata,
            native_ns=native[0],
            native_id=native[1],
        )
        audit(
            action="thread_state.write",
            outcome="pending",
            actor=lease_actor(scope),
            scope=scope,
            state_ref=state.id,
            data={"size": len(payload)},
        )
    return PendingRef(state.id, state.size, sha256, codec, parent_ref, True)


def take_write_slot(*, scope: StateScope, limits: Limits, pending: bool) -> None:
    """Check the fence and take one slot of the write-rate bound (and, for a pending write, one
    of the pending-writes bound) in ONE conditional UPDATE of the binding row, so two concurrent
    writers cannot both take the last slot and a fenced lease changes nothing."""
    minute = int(time.time() // 60)
    in_window = Q(write_window=minute)
    rows = Binding.objects.filter(
        pk=scope.binding_id, epoch=scope.epoch, lease_generation=scope.lease_generation
    )
    if pending:
        rows = rows.filter(pending_count__lt=limits.max_pending_writes)
    taken = rows.filter(~in_window | Q(write_window_count__lt=limits.max_state_writes_per_minute)).update(
        pending_count=F("pending_count") + (1 if pending else 0),
        write_window_count=Case(When(in_window, then=F("write_window_count") + 1), default=Value(1)),
        write_window=minute,
    )
    if taken == 1:
        return
    row = (
        Binding.objects.filter(pk=scope.binding_id)
        .values("epoch", "lease_generation", "pending_count")
        .first()
    )
    if row is None or row["epoch"] != scope.epoch or row["lease_generation"] != scope.lease_generation:
        raise LeaseFenced("this lease's generation or epoch is no longer current")
    if pending and row["pending_count"] >= limits.max_pending_writes:
        raise RateLimited(
            "too many uncommitted pending writes", retry_after=1, limit=limits.max_pending_writes
        )
    raise RateLimited(
        "state write rate exceeded",
        retry_after=max(1, 60 - int(time.time()) % 60),
        limit=limits.max_state_writes_per_minute,
    )


def lease_actor(scope: StateScope) -> Actor:
    return Actor(kind="lease", ref=f"{scope.binding_id}/{scope.epoch}/{scope.lease_generation}")


def access_readable_state(*, scope: StateScope, state_ref: UUID) -> NativeState:
    """A committed state of the scope's binding and epoch, or a pending write of this lease."""
    state = (
        NativeState.objects.filter(pk=state_ref, binding_id=scope.binding_id, epoch=scope.epoch)
        .filter(Q(status=NativeStateStatus.DURABLE) | Q(lease_generation=scope.lease_generation))
        .only(*_STATE_META)
        .first()
    )
    if state is None:
        raise NotFound("no such state in this scope")
    return state


def head_commit(
    *, scope: StateScope, state_ref: UUID, expected_revision: int, run_id: str, outcome: RunOutcome
) -> DurableHead:
    """Make a pending write the durable head iff the head is still at ``expected_revision``.

    One transaction: the compare-and-set on the binding row (which also re-checks the fence),
    the write becoming durable, the run's terminal/interrupt metadata and the audit event.
    Of N concurrent commits against one revision, the first takes the row lock and wins; the
    others block, re-evaluate the WHERE clause after it commits, match zero rows and get
    revision_conflict. Raising rolls back everything written here, so a loser leaves no trace.
    """
    with transaction.atomic():
        return head_commit_in_transaction(
            scope=scope,
            state_ref=state_ref,
            expected_revision=expected_revision,
            run_id=run_id,
            outcome=outcome,
        )


def head_commit_in_transaction(
    *, scope: StateScope, state_ref: UUID, expected_revision: int, run_id: str, outcome: RunOutcome
) -> DurableHead:
    """``head_commit`` inside the caller's transaction, with no savepoint of its own: for a
    caller that lets every error here roll back its whole transaction (the superstep batch,
    ``native.checkpoint_put``). There the binding row is already locked by the pending write's
    slot, and a savepoint would only add two round trips (SAVEPOINT, RELEASE) while concurrent
    writers of the binding wait on that lock. Same checks, same compare-and-set."""
    if not transaction.get_connection().in_atomic_block:
        raise RuntimeError("head_commit_in_transaction needs the caller's transaction")
    check_run_id(run_id)
    if outcome.status not in (RunStatus.COMPLETED, RunStatus.INTERRUPTED):
        raise InvalidRequest("run.status must be completed or interrupted", field="run.status")
    if outcome.interrupt is not None:
        if outcome.status != RunStatus.INTERRUPTED:
            raise InvalidRequest("run.interrupt is only for interrupted runs", field="run.interrupt")
        check_json_object(outcome.interrupt, "run.interrupt", MAX_INTERRUPT_BYTES)
    new_revision = expected_revision + 1
    state = (
        NativeState.objects.filter(pk=state_ref, binding_id=scope.binding_id, epoch=scope.epoch)
        .only(*_STATE_META)
        .first()
    )
    if state is None:
        raise NotFound("no such state in this scope")
    if state.status == NativeStateStatus.DURABLE:
        return _commit_retry(scope=scope, state=state, run_id=run_id, new_revision=new_revision)
    if state.lease_generation != scope.lease_generation:
        raise NotFound("no such state in this scope")

    moved = Binding.objects.filter(
        pk=scope.binding_id,
        epoch=scope.epoch,
        lease_generation=scope.lease_generation,
        head_revision=expected_revision,
    ).update(
        head_revision=new_revision,
        head_state=state.id,
        pending_count=F("pending_count") - 1,
        updated_at=Now(),
    )
    if moved != 1:
        # Race: an identical commit (a client retry after a lost response) may have held
        # the row lock and committed this very state while we waited. Read it again: a
        # new statement sees what that transaction committed.
        again = NativeState.objects.only(*_STATE_META).get(pk=state.id)
        if again.status == NativeStateStatus.DURABLE:
            return _commit_retry(scope=scope, state=again, run_id=run_id, new_revision=new_revision)
        _raise_commit_refusal(scope=scope, run_id=run_id)
    now = timezone.now()
    made_durable = NativeState.objects.filter(pk=state.id, status=NativeStateStatus.PENDING).update(
        status=NativeStateStatus.DURABLE, revision=new_revision, run_id=run_id, committed_at=now
    )
    if made_durable != 1:  # pragma: no cover - the binding row lock makes this unreachable
        raise StateNotPending("this state is no longer pending")
    run_record_outcome(scope=scope, run_id=run_id, outcome=outcome, state_id=state.id)
    audit(
        action="thread_state.commit",
        outcome=outcome.status,
        actor=lease_actor(scope),
        scope=scope,
        run_id=run_id,
        state_ref=state.id,
        revision=new_revision,
    )
    return DurableHead(new_revision, state.id, state.codec, state.size, state.sha256, run_id, now)


def _commit_retry(*, scope: StateScope, state: NativeState, run_id: str, new_revision: int) -> DurableHead:
    """A commit naming a state that is already durable: a retry, or an error.

    A retry (same state, run and expected revision as the commit that made it durable) gets
    that commit's head again, even if the head has moved on since, so a worker that lost the
    response learns it succeeded. A run fenced since (marked uncertain, reconciled) gets
    run_fenced instead: reconciliation, not the worker, now owns what that run wrote.
    """
    if state.run_id != run_id or state.revision != new_revision:
        raise StateNotPending("this state is already durable")
    _check_run_may_commit(scope=scope, run_id=run_id)
    return DurableHead.of(state)


def _raise_commit_refusal(*, scope: StateScope, run_id: str) -> None:
    """The compare-and-set matched nothing: the fence, a fenced run, or a moved head."""
    row = (
        Binding.objects.filter(pk=scope.binding_id)
        .values("epoch", "lease_generation", "head_revision")
        .first()
    )
    if row is None or row["epoch"] != scope.epoch or row["lease_generation"] != scope.lease_generation:
        raise LeaseFenced("this lease's generation or epoch is no longer current")
    _check_run_may_commit(scope=scope, run_id=run_id)
    raise RevisionConflict(
        "the durable head is not at the expected revision", current_revision=row["head_revision"]
    )


def _check_run_may_commit(*, scope: StateScope, run_id: str) -> None:
    """Raise if the run belongs to another binding (404) or is fenced (run_fenced)."""
    run = (
        Run.objects.filter(environment=scope.environment, run_id=run_id)
        .values("binding_id", "status")
        .first()
    )
    if run is not None and run["binding_id"] != scope.binding_id:
        raise NotFound("no such run in this scope")
    if run is not None and run["status"] in FENCED_RUN_STATUSES:
        raise RunFenced("this run is marked uncertain_durability and awaits reconciliation")


# One statement records the run: insert it, or update it only if it belongs to this binding
# and is not fenced. A concurrent mark_uncertain that inserted the row first makes the WHERE
# fail, so RETURNING is empty and the whole commit rolls back (the mark wins; nothing of the
# commit is visible).
_RUN_UPSERT = """
INSERT INTO statecore_run (environment, run_id, binding_id, status, interrupt, reason, last_state_id,
                           decision, decision_key, decided_by, created_at, updated_at)
VALUES (%s, %s, %s, %s, %s, '', %s, '', '', '', %s, %s)
ON CONFLICT (environment, run_id) DO UPDATE
   SET status = excluded.status, interrupt = excluded.interrupt,
       last_state_id = excluded.last_state_id, updated_at = excluded.updated_at
 WHERE statecore_run.binding_id = excluded.binding_id
   AND statecore_run.status IN ('completed', 'interrupted')
RETURNING id
"""


def run_record_outcome(*, scope: StateScope, run_id: str, outcome: RunOutcome, state_id: UUID | None) -> None:
    """Record a run's terminal or interrupt metadata inside the caller's transaction; a run of
    another binding is 404 and a fenced run is run_fenced (the caller's transaction rolls back)."""
    if not _run_record_commit(scope=scope, run_id=run_id, outcome=outcome, state_id=state_id):
        _check_run_may_commit(scope=scope, run_id=run_id)
        raise RunFenced("this run cannot commit")  # pragma: no cover - the check above raises


def _run_record_commit(*, scope: StateScope, run_id: str, outcome: RunOutcome, state_id: UUID | None) -> bool:
    prep = field_prep
    now = timezone.now()
    params = [
        scope.environment,
        run_id,
        prep(Binding, "id", scope.binding_id),
        outcome.status,
        prep(Run, "interrupt", outcome.interrupt),
        prep(NativeState, "id", state_id) if state_id is not None else None,
        prep(Run, "created_at", now),
        prep(Run, "updated_at", now),
    ]
    with connection.cursor() as cursor:
        cursor.execute(_RUN_UPSERT, params)
        return cursor.fetchone() is not None


def field_prep(model: type[Any], field: str, value: Any) -> Any:
    return model._meta.get_field(field).get_db_prep_value(value, connection, prepared=False)


def run_mark_uncertain(*, scope: StateScope, run_id: str, reason: str, state_ref: UUID | None) -> Run:
    """Fence a run whose durability is unknown, keeping the previous head.

    Lock order is binding row, then run row, as in ``head_commit`` (whose compare-and-set
    locks the binding before it upserts the run), so the two cannot deadlock. If the run did
    commit (the named write is durable under this run, or no write is named and the run has
    a terminal status), nothing changes and the run is returned as it is.
    """
    check_run_id(run_id)
    if not isinstance(reason, str) or not reason or len(reason) > 500:
        raise InvalidRequest("reason must be 1-500 characters", field="reason")
    with transaction.atomic():
        binding = (
            Binding.objects.select_for_update(no_key=True)
            .filter(pk=scope.binding_id)
            .only("id", "epoch", "lease_generation", "head_revision")
            .first()
        )
        if (
            binding is None
            or binding.epoch != scope.epoch
            or binding.lease_generation != scope.lease_generation
        ):
            raise LeaseFenced("this lease's generation or epoch is no longer current")
        state = access_readable_state(scope=scope, state_ref=state_ref) if state_ref is not None else None
        run = Run.objects.select_for_update().filter(environment=scope.environment, run_id=run_id).first()
        if run is not None and run.binding_id != scope.binding_id:
            raise NotFound("no such run in this scope")
        if state is not None and state.status == NativeStateStatus.DURABLE:
            if state.run_id == run_id and run is not None:
                return run  # the commit did happen: the worker learns the truth
            raise StateNotPending("the named state is durable under another run")
        if run is not None and (
            run.fenced or (state is None and run.status in (RunStatus.COMPLETED, RunStatus.INTERRUPTED))
        ):
            return run
        fields = {
            "status": RunStatus.UNCERTAIN_DURABILITY,
            "reason": reason,
            "marked_state_id": state.id if state else None,
            "marked_epoch": binding.epoch,
            "marked_head_revision": binding.head_revision,
        }
        if run is None:
            try:
                with transaction.atomic():
                    run = Run.objects.create(
                        environment=scope.environment, run_id=run_id, binding_id=scope.binding_id, **fields
                    )
            except IntegrityError:
                # The same run id was just recorded by another binding of this environment.
                raise NotFound("no such run in this scope") from None
        else:
            for name, value in fields.items():
                setattr(run, name, value)
            run.save(update_fields=[*fields, "updated_at"])
        audit(
            action="thread_state.mark_uncertain",
            outcome=RunStatus.UNCERTAIN_DURABILITY,
            actor=lease_actor(scope),
            scope=scope,
            run_id=run_id,
            state_ref=state.id if state else None,
            revision=binding.head_revision,
        )
    run.refresh_from_db()
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
    found = access_run(environment=environment, organization_id=organization_id, run_id=run_id)
    with transaction.atomic():
        binding = Binding.objects.select_for_update(no_key=True).get(pk=found.binding_id)
        run = Run.objects.select_for_update().get(pk=found.pk)
        if run.status == RunStatus.RECONCILED:
            if run.decision == decision and run.decision_key == idempotency_key:
                return Reconciled(run=run, head=_head_of(binding))
            raise StateNotPending("this run is already reconciled")
        if run.status != RunStatus.UNCERTAIN_DURABILITY:
            raise StateNotPending("only a run with uncertain durability can be reconciled")
        if decision == ReconcileDecision.ADOPT_PENDING:
            _adopt_marked_state(binding=binding, run=run)
        run.status = RunStatus.RECONCILED
        run.decision = decision
        run.decision_key = idempotency_key
        run.decided_by = actor.label
        run.decided_at = timezone.now()
        run.save(
            update_fields=[
                "status",
                "decision",
                "decision_key",
                "decided_by",
                "decided_at",
                "last_state",
                "updated_at",
            ]
        )
        audit(
            action="run.reconcile",
            outcome=decision,
            actor=actor,
            environment=binding.environment,
            binding_id=binding.id,
            run_id=run.run_id,
            revision=binding.head_revision,
            state_ref=run.marked_state_id if decision == ReconcileDecision.ADOPT_PENDING else None,
        )
        binding.refresh_from_db(fields=["head_revision", "head_state"])
        return Reconciled(run=run, head=_head_of(binding))


def _adopt_marked_state(*, binding: Binding, run: Run) -> None:
    if run.marked_state_id is None:
        raise StateNotPending("no pending write was named when the run was marked")
    if binding.epoch != run.marked_epoch or binding.head_revision != run.marked_head_revision:
        raise RevisionConflict(
            "the head has moved since the run was marked", current_revision=binding.head_revision
        )
    state = NativeState.objects.only(*_STATE_META).get(pk=run.marked_state_id)
    if state.status != NativeStateStatus.PENDING or state.epoch != binding.epoch:
        raise StateNotPending("the named write is no longer pending")
    new_revision = binding.head_revision + 1
    counted = state.lease_generation == binding.lease_generation
    Binding.objects.filter(pk=binding.pk).update(
        head_revision=new_revision,
        head_state=state.id,
        pending_count=F("pending_count") - 1 if counted else F("pending_count"),
        updated_at=Now(),
    )
    NativeState.objects.filter(pk=state.id, status=NativeStateStatus.PENDING).update(
        status=NativeStateStatus.DURABLE,
        revision=new_revision,
        run_id=run.run_id,
        committed_at=timezone.now(),
    )
    run.last_state_id = state.id


def _head_of(binding: Binding) -> DurableHead | None:
    if binding.head_state_id is None:
        return None
    return DurableHead.of(NativeState.objects.only(*_STATE_META).get(pk=binding.head_state_id))


def reconcile_actor_for(principal: AppPrincipal) -> Actor:
    if not principal.has(Permission.RUNS_RECONCILE):
        raise Forbidden("this token may not reconcile runs")
    return principal.actor


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
