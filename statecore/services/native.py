"""Harness-adapter operations on thread state (CONTRACT 4, "Harness adapters").

What LangGraph-style checkpointers need beyond the four protocol calls, built from the same
pieces so every invariant holds unchanged: the scope comes from the lease; every write checks
the fence and the bounds in the binding row's conditional UPDATE; a checkpoint becomes visible
only through the head compare-and-set; pending writes are never listed.

- ``checkpoint_put``: the superstep batch. The pending write, the compare-and-set commit and
  any task writes in ONE transaction; an identical retry returns the same head.
- ``native_writes_put``: a task's writes against a checkpoint (insert-once; negative slots
  overwrite), bounded per request and per checkpoint.
- ``thread_delete``: erase the epoch's states and writes and start a new epoch (the lease is
  fenced, as after a clear).
- ``thread_prune``: keep the newest committed state per namespace (and the head), plus every
  ancestor a kept state still needs to rebuild its delta channels, with their writes.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any
from uuid import UUID

from django.db import transaction
from django.db.models import Exists, F, OuterRef, Q
from django.db.models.functions import Now

from statecore.errors import InvalidRequest, LeaseFenced, NotFound
from statecore.models import Binding, NativeState, NativeStateStatus, NativeWrite
from statecore.scope import SYSTEM, StateScope
from statecore.services.audit import audit, current_trace_id
from statecore.services.bindings import binding_clear_for_lease
from statecore.services.state import (
    DurableHead,
    Lease,
    RunOutcome,
    ScopeRef,
    checked,
    default_limits,
    head_of,
    jsonb,
    lease_actor,
    request_digest,
)
from statecore.validation import (
    MAX_INTERRUPT_BYTES,
    MAX_STATE_METADATA_BYTES,
    MAX_WRITE_GROUPS,
    MAX_WRITES_PER_REQUEST,
    check_idempotency_key,
    check_json_object,
    check_run_id,
)

# Metadata keys the adapter sets beside the harness's own metadata (small lists of channel
# names, never values): which channels hold a stored value in this checkpoint, and which are
# delta channels (rebuilt from the writes along the parent chain). Prune and the delta walk
# read them; a state without them is treated as storing nothing (the safe direction).
VALUES_KEY = "statecore:values"
#: a task write's slot: LangGraph's special writes are small negative numbers, ordinary ones
#: count up from 0 within a task
MIN_WRITE_IDX = -1000
MAX_WRITE_IDX = 1_000_000
DELTA_KEY = "statecore:delta"


@dataclass(frozen=True, slots=True)
class WriteIn:
    idx: int
    channel: str
    value_type: str
    value: bytes


@dataclass(frozen=True, slots=True)
class WriteGroup:
    """The writes one task produced against one checkpoint (``native_ns``/``native_id``)."""

    native_ns: str
    native_id: str
    task_id: str
    task_path: str
    writes: tuple[WriteIn, ...]


def check_native_ns(value: object, field: str = "checkpoint_ns") -> str:
    if not isinstance(value, str) or len(value) > 255 or "\x00" in value:
        raise InvalidRequest(f"{field} must be a string of at most 255 characters, no NUL", field=field)
    return value


def check_channels(values: list[str], max_count: int) -> list[str]:
    """Distinct channel names, in order: at most ``max_count``, each 1-255 characters, no NUL."""
    channels = list(dict.fromkeys(values))
    if len(channels) > max_count or any(not 1 <= len(c) <= 255 or "\x00" in c for c in channels):
        raise InvalidRequest(f"1..{max_count} channels of 1-255 characters, no NUL", field="channel")
    return channels


def check_native_id(value: object, field: str = "checkpoint_id") -> str:
    if not isinstance(value, str) or not 1 <= len(value) <= 128 or "\x00" in value:
        raise InvalidRequest(f"{field} must be a string of 1-128 characters, no NUL", field=field)
    return value


def _check_group(group: WriteGroup) -> None:
    check_native_ns(group.native_ns)
    check_native_id(group.native_id)
    if not 1 <= len(group.task_id) <= 128:
        raise InvalidRequest("task_id must be 1-128 characters", field="task_id")
    if len(group.task_path) > 255:
        raise InvalidRequest("task_path is at most 255 characters", field="task_path")
    seen: set[int] = set()
    for write in group.writes:
        if not 1 <= len(write.channel) <= 255:
            raise InvalidRequest("a write's channel must be 1-255 characters", field="writes.channel")
        if not 1 <= len(write.value_type) <= 64:
            raise InvalidRequest("a write's type must be 1-64 characters", field="writes.type")
        if not MIN_WRITE_IDX <= write.idx <= MAX_WRITE_IDX:
            raise InvalidRequest("a write's idx is out of range", field="writes.idx")
        if write.idx in seen:
            raise InvalidRequest("a task's write indexes must be distinct", field="writes.idx")
        seen.add(write.idx)


def _check_groups(groups: Sequence[WriteGroup]) -> None:
    """The request's shape; the byte bound of the environment is checked in the function."""
    if len(groups) > MAX_WRITE_GROUPS:
        raise InvalidRequest(f"at most {MAX_WRITE_GROUPS} write groups per request", field="writes")
    if sum(len(g.writes) for g in groups) > MAX_WRITES_PER_REQUEST:
        raise InvalidRequest(f"at most {MAX_WRITES_PER_REQUEST} writes per request", field="writes")
    for group in groups:
        _check_group(group)


def _write_arrays(groups: Sequence[WriteGroup]) -> list[list[Any]]:
    """The writes as the functions take them: one array per column, one element per write."""
    cols: list[list[Any]] = [[], [], [], [], [], [], [], []]
    for g in groups:
        for w in g.writes:
            for col, value in zip(
                cols,
                (g.native_ns, g.native_id, g.task_id, g.task_path, w.idx, w.channel, w.value_type, w.value),
                strict=True,
            ):
                col.append(value)
    return cols


@dataclass(frozen=True, slots=True)
class RunInterrupt:
    """A run that stopped at an interrupt, recorded with the writes that carry it (the
    commit protocol's step 5: the pending interrupt in the same logical commit). ``interrupt``
    is a small object of references only; interrupt values stay in the opaque writes."""

    run_id: str
    interrupt: dict[str, Any]


_PUT_WRITES = (
    "SELECT * FROM statecore_put_writes(%s::text, %s::text[], %s::text[], %s::text[], %s::text[],"
    " %s::int4[], %s::text[], %s::text[], %s::bytea[], %s::text, %s::jsonb, %s::int8, %s::int4,"
    " %s::int4, %s::text)"
)


def native_writes_put(
    *, lease: Lease, groups: Sequence[WriteGroup], run: RunInterrupt | None = None
) -> tuple[int, ScopeRef]:
    """Store task writes against checkpoints of the lease's binding and epoch. One statement:
    the fence and the write-rate bound (one slot per request), the per-checkpoint entry bound
    (counting only slots not stored yet), the rows, the run's interrupt when given, one audit
    event (counts only). Returns how many rows were inserted or overwritten."""
    _check_groups(groups)
    if run is not None:
        check_run_id(run.run_id)
        check_json_object(run.interrupt, "run.interrupt", MAX_INTERRUPT_BYTES)
    row = checked(
        _PUT_WRITES,
        [
            lease.token_hash,
            *_write_arrays(groups),
            run.run_id if run else None,
            jsonb(run.interrupt) if run else None,
            *default_limits(),
            current_trace_id(),
        ],
        idempotent=True,
        operation="put_writes",
    )
    return int(row.stored), ScopeRef.of(row)


@dataclass(frozen=True, slots=True)
class CheckpointPut:
    state_ref: UUID
    head: DurableHead
    replayed: bool


_CHECKPOINT_PUT = (
    "SELECT * FROM statecore_checkpoint_put(%s::text, %s::text, %s::text, %s::bytea, %s::text,"
    " %s::text, %s::text, %s::text, %s::text, %s::jsonb, %s::int4, %s::text, %s::text, %s::jsonb,"
    " %s::text[], %s::text[], %s::text[], %s::text[], %s::int4[], %s::text[], %s::text[],"
    " %s::bytea[], %s::int8, %s::int4, %s::int4, %s::text)"
)


def checkpoint_put(
    *,
    lease: Lease,
    idempotency_key: str,
    codec: str,
    payload: bytes,
    native_ns: str,
    native_id: str,
    parent_native_id: str | None,
    metadata: dict[str, Any],
    expected_revision: int,
    run_id: str,
    outcome: RunOutcome,
    writes: Sequence[WriteGroup] = (),
) -> tuple[CheckpointPut, ScopeRef]:
    """The superstep batch: write pending, compare-and-set the head, store writes; one
    statement, so a refusal at any step (revision_conflict, lease_fenced, a bound) leaves
    nothing behind. The parent is the newest committed state named ``parent_native_id`` in
    the same namespace (none if there is no such state: the harness's own parent id stays in
    its metadata). A replay of a batch that committed (same key, same request) answers the same
    head and stores nothing new."""
    check_idempotency_key(idempotency_key)
    check_native_ns(native_ns)
    check_native_id(native_id)
    if parent_native_id is not None:
        check_native_id(parent_native_id, "parent_checkpoint_id")
    check_run_id(run_id)
    outcome = outcome.checked()
    metadata = check_json_object(metadata, "metadata", MAX_STATE_METADATA_BYTES)
    _check_groups(writes)
    sha256 = hashlib.sha256(payload).hexdigest()
    digest = request_digest(
        sha256=sha256,
        codec=codec,
        parent_ref=parent_native_id,
        metadata=metadata,
        native=(native_ns, native_id),
    )
    row = checked(
        _CHECKPOINT_PUT,
        [
            lease.token_hash,
            idempotency_key,
            codec,
            payload,
            sha256,
            digest,
            native_ns,
            native_id,
            parent_native_id,
            jsonb(metadata),
            expected_revision,
            run_id,
            outcome.status,
            jsonb(outcome.interrupt),
            *_write_arrays(writes),
            *default_limits(),
            current_trace_id(),
        ],
        idempotent=True,
        operation="checkpoint_put",
    )
    head = head_of(row)
    assert head is not None
    return CheckpointPut(row.state_ref, head, bool(row.replayed)), ScopeRef.of(row)


def _lock_current(scope: StateScope) -> Binding:
    """Lock the binding row and check the fence (inside the caller's transaction)."""
    binding = Binding.objects.select_for_update(no_key=True).filter(pk=scope.binding_id).first()
    if binding is None:
        raise NotFound("no such binding")
    if binding.epoch != scope.epoch or binding.lease_generation != scope.lease_generation:
        raise LeaseFenced("this lease's generation or epoch is no longer current")
    return binding


def _erase_states(scope: StateScope, ids: Iterable[UUID] | None) -> int:
    """Delete states of the scope's binding and epoch (all of them when ``ids`` is None). Links
    from surviving states to erased parents are cut first (the parent key protects the chain)."""
    states = NativeState.objects.filter(binding_id=scope.binding_id, epoch=scope.epoch)
    doomed = states if ids is None else states.filter(pk__in=list(ids))
    states.filter(parent__in=doomed.values("pk")).update(parent=None)
    count, _ = doomed.delete()
    return count


@dataclass(frozen=True, slots=True)
class Erased:
    states: int
    writes: int
    epoch: int


def thread_delete(*, scope: StateScope) -> Erased:
    """Delete every state (committed and pending) and write of the lease's binding and epoch,
    then start a new epoch: the binding continues empty and every lease is fenced, exactly as
    after a clear. Older epochs are not the lease's to touch."""
    with transaction.atomic():
        _lock_current(scope)
        writes, _ = NativeWrite.objects.filter(binding_id=scope.binding_id, epoch=scope.epoch).delete()
        epoch = binding_clear_for_lease(scope=scope, actor=lease_actor(scope))
        states = _erase_states(scope, None)
        audit(
            action="thread_state.delete",
            outcome="erased",
            actor=lease_actor(scope),
            scope=scope,
            data={"states": states, "writes": writes, "epoch": epoch},
        )
    return Erased(states=states, writes=writes, epoch=epoch)


PRUNE_STRATEGIES = ("keep_latest", "delete")


def thread_prune(*, scope: StateScope, strategy: str) -> Erased:
    """``keep_latest``: keep the newest committed state of each namespace and the head, and walk
    each kept state's parent chain keeping every ancestor (with its writes) until each of its
    delta channels has reached a stored value, so nothing a kept state needs is lost.
    ``delete``: everything goes, as ``thread_delete`` (a new epoch: a head cannot point at a
    deleted state). Pending writes are left to the stale-pending sweep (they may be in flight)."""
    if strategy not in PRUNE_STRATEGIES:
        raise InvalidRequest("strategy must be keep_latest or delete", field="strategy")
    if strategy == "delete":
        return thread_delete(scope=scope)
    with transaction.atomic():
        binding = _lock_current(scope)
        durable = list(
            NativeState.objects.filter(
                binding_id=scope.binding_id, epoch=scope.epoch, status=NativeStateStatus.DURABLE
            )
            .only("id", "parent_id", "metadata", "revision", "native_ns", "native_id")
            .order_by("-revision")
        )
        by_id = {s.id: s for s in durable}
        keep: set[UUID] = set()
        newest: dict[str, NativeState] = {}
        for state in durable:
            newest.setdefault(state.native_ns, state)
        roots = list(newest.values())
        if binding.head_state_id is not None and binding.head_state_id in by_id:
            roots.append(by_id[binding.head_state_id])
        for root in roots:
            keep.add(root.id)
            needs = channels_to_replay(root.metadata)
            cursor = by_id.get(root.parent_id) if root.parent_id else None
            while needs and cursor is not None:
                keep.add(cursor.id)
                needs -= set(_names(cursor.metadata, VALUES_KEY))
                cursor = by_id.get(cursor.parent_id) if cursor.parent_id else None
        doomed = [s for s in durable if s.id not in keep]
        kept_names = {(s.native_ns, s.native_id) for s in durable if s.id in keep}
        doomed_names = {(s.native_ns, s.native_id) for s in doomed} - kept_names
        writes = _erase_writes(scope, doomed_names)
        states = _erase_states(scope, [s.id for s in doomed]) if doomed else 0
        audit(
            action="thread_state.prune",
            outcome=strategy,
            actor=lease_actor(scope),
            scope=scope,
            data={"states": states, "writes": writes, "kept": len(keep)},
        )
    return Erased(states=states, writes=writes, epoch=scope.epoch)


MAX_RUN_IDS = 100


def runs_delete(*, scope: StateScope, run_ids: Sequence[str]) -> Erased:
    """Delete the committed states the given runs produced in the lease's epoch, with their
    writes (LangGraph's ``delete_for_runs``, used to roll a run back). If the head is among
    them, the head moves back to the newest remaining committed state (or none): a head is
    only ever a committed state of this binding and epoch. Run records and audit stay."""
    if len(run_ids) > MAX_RUN_IDS:
        raise InvalidRequest(f"at most {MAX_RUN_IDS} run ids", field="run_ids")
    for run_id in run_ids:
        check_run_id(run_id)
    with transaction.atomic():
        binding = _lock_current(scope)
        doomed = list(
            NativeState.objects.filter(
                binding_id=scope.binding_id,
                epoch=scope.epoch,
                status=NativeStateStatus.DURABLE,
                run_id__in=list(run_ids),
            ).only("id", "native_ns", "native_id")
        )
        if not doomed:
            return Erased(states=0, writes=0, epoch=scope.epoch)
        doomed_ids = {s.id for s in doomed}
        survivors = NativeState.objects.filter(
            binding_id=scope.binding_id, epoch=scope.epoch, status=NativeStateStatus.DURABLE
        ).exclude(pk__in=doomed_ids)
        kept_names = set(survivors.values_list("native_ns", "native_id"))
        writes = _erase_writes(scope, {(s.native_ns, s.native_id) for s in doomed} - kept_names)
        if binding.head_state_id in doomed_ids:
            newest = survivors.order_by("-revision").only("id", "revision").first()
            Binding.objects.filter(pk=binding.pk).update(
                head_state=newest.id if newest else None,
                head_revision=newest.revision if newest else 0,
                updated_at=Now(),
            )
        states = _erase_states(scope, doomed_ids)
        audit(
            action="thread_state.delete_runs",
            outcome="erased",
            actor=lease_actor(scope),
            scope=scope,
            data={"states": states, "writes": writes, "runs": len(run_ids)},
        )
    return Erased(states=states, writes=writes, epoch=scope.epoch)


def _erase_writes(scope: StateScope, names: set[tuple[str, str]]) -> int:
    erased = 0
    for ns in {n for n, _ in names}:
        deleted, _ = NativeWrite.objects.filter(
            binding_id=scope.binding_id,
            epoch=scope.epoch,
            native_ns=ns,
            native_id__in=[i for n, i in names if n == ns],
        ).delete()
        erased += deleted
    return erased


def state_sweep_orphan_writes(*, older_than: datetime, limit: int = 500) -> int:
    """Delete task writes nobody can read any more, in one bounded batch: written by a fenced
    lease generation (or an older epoch), older than ``older_than``, against a checkpoint that
    has no state at all in its binding and epoch (the old pod died before committing it).
    Writes of a committed checkpoint are kept whoever wrote them (a resume skips the tasks
    they record), and so are writes of a pending state (a reconcile may still adopt it)."""
    with transaction.atomic():
        has_state = NativeState.objects.filter(
            binding_id=OuterRef("binding_id"),
            epoch=OuterRef("epoch"),
            native_ns=OuterRef("native_ns"),
            native_id=OuterRef("native_id"),
        )
        ids = list(
            NativeWrite.objects.filter(created_at__lt=older_than)
            .filter(Q(epoch__lt=F("binding__epoch")) | Q(lease_generation__lt=F("binding__lease_generation")))
            .filter(~Exists(has_state))
            .order_by("created_at")
            .select_for_update(skip_locked=True, of=("self",))
            .values_list("pk", flat=True)[:limit]
        )
        if not ids:
            return 0
        deleted, _ = NativeWrite.objects.filter(pk__in=ids).delete()
        audit(action="thread_state.sweep_writes", outcome="deleted", actor=SYSTEM, data={"count": deleted})
    return deleted


def channels_to_replay(metadata: Any) -> set[str]:
    """A checkpoint's delta channels whose value it does not store: rebuilt from the writes
    along its parent chain (what LangGraph asks ``get_delta_channel_history`` for)."""
    return set(_names(metadata, DELTA_KEY)) - set(_names(metadata, VALUES_KEY))


def _names(metadata: object, key: str) -> list[str]:
    if not isinstance(metadata, dict):
        return []
    value = metadata.get(key)
    return [v for v in value if isinstance(v, str)] if isinstance(value, list) else []


__all__ = [
    "DELTA_KEY",
    "MAX_WRITES_PER_REQUEST",
    "MAX_WRITE_GROUPS",
    "VALUES_KEY",
    "CheckpointPut",
    "Erased",
    "RunInterrupt",
    "WriteGroup",
    "WriteIn",
    "channels_to_replay",
    "checkpoint_put",
    "native_writes_put",
    "runs_delete",
    "state_sweep_orphan_writes",
    "thread_delete",
    "thread_prune",
]
