"""The MemoryBroker write side: the write pipeline, approvals, deletes, retention and erasure.

Pipeline order (SEED "Memory-write pipeline"; every step leaves an audit event):
authorize -> validate -> redact secrets (inline, before anything is stored) -> scan and classify
(Celery task) -> reject authority-widening content -> human approval where policy says ->
revision compare (reject, or the scope's consolidation policy) -> persist with provenance.
"""

from __future__ import annotations

import functools
import hashlib
import logging
import re
import time
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any
from uuid import UUID

from django.db import IntegrityError, transaction
from django.db.models import Q
from django.utils import timezone
from kombu.exceptions import KombuError
from redis.exceptions import RedisError

from statecore import embeddings, memory_items, memory_policy, scanning
from statecore.crypto import keyed_ref, subject_ref
from statecore.errors import (
    Forbidden,
    InvalidRequest,
    NotFound,
    PayloadTooLarge,
    RateLimited,
    RevisionConflict,
    StateNotPending,
)
from statecore.limits import limits_for
from statecore.models import (
    Binding,
    Consolidation,
    MemoryKind,
    MemoryProposal,
    MemoryRecord,
    MemoryScope,
    MemoryTombstone,
    ProposalStatus,
)
from statecore.scope import Actor, AppPrincipal, LeasePrincipal, MemoryContext, Permission
from statecore.services.audit import audit
from statecore.validation import check_identifier, check_json_object, check_key
from telemetry import metrics

CONTENT_TYPES = frozenset({"text/plain", "text/markdown", "application/json"})
MAX_RETENTION_DAYS = 3650
MAX_PROVENANCE_BYTES = 4096
# C0 controls other than tab, newline and carriage return, and DEL: a body holding them is
# binary, not text (and PostgreSQL text cannot hold NUL).
_NOT_TEXT = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")

log = logging.getLogger(__name__)


# --- who is asking, and which namespace ----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class MemoryCaller:
    """The authenticated memory context. Namespaces are computed from this and nothing else."""

    actor: Actor
    is_worker: bool
    environment: str
    agent_id: str
    organization_id: str
    subject_ref: str = ""
    binding_id: UUID | None = None
    permissions: frozenset[str] = frozenset()


def caller_for_lease(principal: LeasePrincipal) -> MemoryCaller:
    ctx = principal.memory
    return MemoryCaller(
        actor=principal.actor,
        is_worker=True,
        environment=ctx.environment,
        agent_id=ctx.agent_id,
        organization_id=ctx.organization_id,
        subject_ref=ctx.subject_ref,
        binding_id=principal.scope.binding_id,
    )


def caller_for_context(context: MemoryContext) -> MemoryCaller:
    """A worker's caller known only by its memory context (no lease yet): enough to compute
    the namespaces it may read, for a read planned before its lease is checked again."""
    return MemoryCaller(
        actor=Actor(kind="lease", ref=""),
        is_worker=True,
        environment=context.environment,
        agent_id=context.agent_id,
        organization_id=context.organization_id,
        subject_ref=context.subject_ref,
    )


def caller_for_app(principal: AppPrincipal, *, agent_id: str | None) -> MemoryCaller:
    """An application token addresses agent/organization memory of one agent (query parameter)."""
    if not agent_id:
        raise InvalidRequest("agent_id is required with an application token", field="agent_id")
    check_identifier(agent_id, "agent_id")
    return MemoryCaller(
        actor=principal.actor,
        is_worker=False,
        environment=principal.environment,
        agent_id=agent_id,
        organization_id=principal.organization_id,
        permissions=principal.permissions,
    )


@dataclass(frozen=True, slots=True)
class Namespace:
    scope: str
    environment: str
    agent_id: str
    subject_ref: str = ""
    organization_id: str = ""

    @property
    def key(self) -> str:
        if self.scope == MemoryScope.USER:
            return f"user/{self.environment}/{self.subject_ref}/{self.agent_id}"
        if self.scope == MemoryScope.AGENT:
            return f"agent/{self.environment}/{self.agent_id}"
        return f"organization/{self.environment}/{self.organization_id}/{self.agent_id}"

    @property
    def ref(self) -> str:
        return keyed_ref("memory-namespace", self.key)


def access_namespace(*, caller: MemoryCaller, scope: str, write: bool) -> Namespace:
    """Authorize scope + operation + caller and compute the namespace (pipeline step 1)."""
    if scope not in MemoryScope.values:
        raise NotFound("no such memory scope")
    if scope == MemoryScope.USER:
        if not caller.is_worker:
            raise Forbidden("user memory is addressed only by the binding's lease")
        return Namespace(scope, caller.environment, caller.agent_id, subject_ref=caller.subject_ref)
    if scope == MemoryScope.AGENT:
        namespace = Namespace(scope, caller.environment, caller.agent_id)
        if write:
            if caller.is_worker:
                policy = memory_policy.policy_for(
                    environment=caller.environment, scope=scope, agent_id=caller.agent_id
                )
                if not policy.worker_writes:
                    raise Forbidden("agent memory is read-only for workers unless shared learning is enabled")
            elif Permission.MEMORY_WRITE_AGENT.value not in caller.permissions:
                raise Forbidden("this token may not write agent memory")
        return namespace
    if not caller.organization_id:
        raise Forbidden("this credential is not bound to an organization")
    if write and (caller.is_worker or Permission.MEMORY_WRITE_ORGANIZATION.value not in caller.permissions):
        raise Forbidden("organization memory is written only with application credentials")
    return Namespace(scope, caller.environment, caller.agent_id, organization_id=caller.organization_id)


def _live(now: datetime | None = None) -> Q:
    return Q(expires_at__isnull=True) | Q(expires_at__gt=now or timezone.now())


# --- reads ---------------------------------------------------------------------------------------


def memory_get(*, caller: MemoryCaller, scope: str, key: str) -> MemoryRecord:
    check_key(key)
    namespace = access_namespace(caller=caller, scope=scope, write=False)
    record = MemoryRecord.objects.filter(_live(), namespace=namespace.key, key=key).first()
    if record is None:
        raise NotFound("no such memory in this scope")
    return record


def memory_revision(*, caller: MemoryCaller, scope: str, key: str) -> int | None:
    """The revision now holding ``key`` (None if none), for a write that means "whatever is
    current" (a key-value store's last-writer-wins put or delete).

    An expired record still holds its key until the retention sweep, so it counts. The value is
    only a snapshot: the pipeline compares it again at apply time, so a write that lands in
    between still makes the later one a conflict, never a silent overwrite.
    """
    check_key(key)
    namespace = access_namespace(caller=caller, scope=scope, write=True)
    return (
        MemoryRecord.objects.filter(namespace=namespace.key, key=key)
        .values_list("revision", flat=True)
        .first()
    )


# --- the write pipeline ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PutRequest:
    key: str
    kind: str
    content: str
    content_type: str
    expected_revision: int | None
    retention_days: int | None = None
    provenance: dict[str, Any] | None = None
    index_fields: list[str] | None = None
    """What the record's vector embeds (``memory_items.index_text``): None = the content."""


def memory_propose(*, caller: MemoryCaller, scope: str, request: PutRequest) -> MemoryProposal:
    """Steps 1-3 inline: authorize, validate, redact; then queue the scan (step 4 onwards).

    The proposal row is the first thing stored and already holds redacted content only.
    The scan task is enqueued on commit, so it never runs before the row is visible; with the
    broker down the write is still stored and answered (pending), and ``memory_rescan_stale``
    enqueues its scan once the broker is back.
    """
    namespace = access_namespace(caller=caller, scope=scope, write=True)
    _audit_step(caller, "memory.authorize", "allowed", namespace, request.key)
    _validate(caller=caller, namespace=namespace, request=request)
    _audit_step(caller, "memory.validate", "valid", namespace, request.key)
    redaction = scanning.redact_secrets(request.content)
    policy = memory_policy.policy_for(
        environment=namespace.environment, scope=scope, agent_id=namespace.agent_id
    )
    with transaction.atomic():
        base = (
            MemoryRecord.objects.filter(namespace=namespace.key, key=request.key)
            .values_list("revision", flat=True)
            .first()
        )
        # Fail fast on a stale expected revision when the scope rejects conflicts: the worker
        # learns at once instead of after a scan. The compare is repeated at apply time.
        early_conflict = policy.consolidation == Consolidation.REJECT and request.expected_revision != base
        proposal = MemoryProposal.objects.create(
            namespace=namespace.key,
            scope=namespace.scope,
            environment=namespace.environment,
            subject_ref=namespace.subject_ref,
            agent_id=namespace.agent_id,
            organization_id=namespace.organization_id,
            key=request.key,
            kind=request.kind,
            content=redaction.text,
            content_type=request.content_type,
            content_sha256=hashlib.sha256(redaction.text.encode("utf-8")).hexdigest(),
            expected_revision=request.expected_revision,
            base_revision=base,
            retention_days=request.retention_days,
            provenance={"claimed": request.provenance or {}},
            index_fields=request.index_fields,
            writer=caller.actor.label,
            source_binding_id=caller.binding_id,
            status=ProposalStatus.CONFLICT if early_conflict else ProposalStatus.SCANNING,
            findings=[_finding(f) for f in redaction.findings],
        )
        _audit_step(
            caller,
            "memory.redact",
            "redacted" if redaction.findings else "clean",
            namespace,
            request.key,
            proposal=proposal,
            count=len(redaction.findings),
        )
        if early_conflict:
            metrics.memory_revision_conflict()
            _audit_step(
                caller,
                "memory.revision_check",
                "conflict",
                namespace,
                request.key,
                proposal=proposal,
                revision=base,
            )
            return proposal
        transaction.on_commit(
            functools.partial(_enqueue_scan, proposal_id=proposal.id, content_sha256=proposal.content_sha256)
        )
    return proposal


def _enqueue_scan(*, proposal_id: UUID, content_sha256: str) -> bool:
    """Publish the scan of a committed proposal; False when the broker did not take it.

    This runs after the commit: raising here would answer a 500 for a write that is stored, and
    the proposal would wait in ``scanning`` with no task. Instead the proposal waits for
    ``memory_rescan_stale``. The publish is bounded in time by the broker settings (socket
    timeout, publish retry policy), so a stalled Redis costs the request seconds, not a hang.
    """
    from statecore.tasks import memory_scan  # the task module imports this one

    try:
        memory_scan.delay(proposal_id=str(proposal_id), content_sha256=content_sha256)
    except (KombuError, RedisError, OSError) as exc:
        log.warning(
            "memory scan not enqueued, the rescan sweep will: %s",
            type(exc).__name__,
            extra={"proposal_id": str(proposal_id)},
        )
        return False
    return True


def _enqueue_embed_backfill() -> None:
    """Publish a back-fill batch after a record was stored without a vector. A broker that does
    not take it is only logged: the beat schedule runs the back-fill anyway."""
    from statecore.tasks import memory_embed_backfill  # the task module imports this one

    try:
        memory_embed_backfill.delay()
    except (KombuError, RedisError, OSError) as exc:
        log.warning("memory embedding back-fill not enqueued, the schedule will: %s", type(exc).__name__)


def _validate(*, caller: MemoryCaller, namespace: Namespace, request: PutRequest) -> None:
    check_key(request.key)
    if request.kind not in MemoryKind.values:
        raise InvalidRequest("kind must be semantic, episodic_reference or procedural", field="kind")
    if request.content_type not in CONTENT_TYPES:
        raise InvalidRequest("content_type is not supported", field="content_type")
    if request.expected_revision is not None and request.expected_revision < 0:
        raise InvalidRequest("expected_revision must be >= 0 or null", field="expected_revision")
    if request.retention_days is not None and not 1 <= request.retention_days <= MAX_RETENTION_DAYS:
        raise InvalidRequest("retention_days is out of range", field="retention_days")
    if request.provenance is not None:
        check_json_object(request.provenance, "provenance", MAX_PROVENANCE_BYTES)
    if request.index_fields is not None:
        memory_items.check_index_fields(request.index_fields)
    limits = limits_for(caller.environment)
    # The size bound first: an oversized body is 413 whatever else is wrong with it, and
    # nothing over the bound reaches a scanner.
    if len(request.content.encode("utf-8")) > limits.max_memory_content_bytes:
        raise PayloadTooLarge("memory content exceeds the bound", limit=limits.max_memory_content_bytes)
    if not request.content.strip():
        raise InvalidRequest("content is empty", field="content")
    if _NOT_TEXT.search(request.content):
        raise InvalidRequest("content is not text (control characters)", field="content")
    # Fixed one-minute window per namespace. Counting recent proposals may overshoot by the
    # number of writers racing in the same instant; the bound is a rate, not an invariant.
    window_start = timezone.now() - timedelta(seconds=60)
    recent = MemoryProposal.objects.filter(namespace=namespace.key, created_at__gte=window_start).count()
    if recent >= limits.max_memory_writes_per_minute:
        raise RateLimited(
            "memory write rate exceeded",
            retry_after=60 - int(time.time()) % 60 or 1,
            limit=limits.max_memory_writes_per_minute,
        )


def _finding(finding: scanning.Finding) -> dict[str, Any]:
    """A finding as stored on the proposal: category, span and what raised it (never text)."""
    out: dict[str, Any] = {"category": finding.category, "start": finding.start, "end": finding.end}
    if finding.rule:
        out["rule"] = finding.rule
    if finding.score is not None and finding.threshold is not None:
        out["score"], out["threshold"] = finding.score, finding.threshold
    return out


def memory_scan_proposal(*, proposal_id: UUID, content_sha256: str) -> str:
    """Step 4-7 for one proposal: scan, classify, then reject, hold for approval, or apply.

    Idempotent by (proposal, content hash, scanner version): the scan runs outside any
    transaction (it is CPU work), and its result is written with a conditional update from
    ``scanning``, so a redelivered task that lost the race changes nothing.
    """
    proposal = MemoryProposal.objects.filter(pk=proposal_id, content_sha256=content_sha256).first()
    if proposal is None or proposal.status != ProposalStatus.SCANNING:
        return proposal.status if proposal is not None else "missing"
    started = time.perf_counter()
    try:
        result = scanning.scan(
            proposal.content,
            proposal.content_type,
            vocabulary=memory_policy.authority_vocabulary(proposal.environment),
        )
        embedding = content_embedding(proposal.content, proposal.index_fields, scanned=result.embedding)
    except Exception as exc:
        # Loud, not silent: a model that does not load raises here; the proposal stays
        # ``scanning`` (the portal's dashboard counts it, the rescan sweep retries it), never a
        # ``clean`` without its model or its vector.
        metrics.memory_scanned("error", time.perf_counter() - started)
        log.error("memory scan failed: %s", type(exc).__name__, extra={"proposal_id": str(proposal.id)})
        raise
    metrics.memory_scanned(result.verdict, time.perf_counter() - started)
    findings = proposal.findings + [_finding(f) for f in result.findings]
    policy = memory_policy.policy_for(
        environment=proposal.environment, scope=proposal.scope, agent_id=proposal.agent_id
    )
    if result.verdict == "reject":
        status = ProposalStatus.REJECTED
    elif result.verdict == "suspicious" or proposal.kind not in policy.auto_apply_kinds:
        status = ProposalStatus.PENDING_APPROVAL
    else:
        status = ProposalStatus.APPROVED
    with transaction.atomic():
        claimed = MemoryProposal.objects.filter(
            pk=proposal.pk, status=ProposalStatus.SCANNING, content_sha256=content_sha256
        ).update(
            status=status,
            findings=findings,
            scanner_version=result.scanner_version,
            classifier_score=result.classifier_score,
            embedding=embedding,
            unindexed=embedding is None,
            requires_approval=status == ProposalStatus.PENDING_APPROVAL,
            updated_at=timezone.now(),
        )
        if not claimed:
            return "already_scanned"
        proposal.refresh_from_db()
        actor = Actor(kind="system", ref="memory-scanner")
        namespace = _namespace_of(proposal)
        _audit_step(
            actor,
            "memory.scan",
            result.verdict,
            namespace,
            proposal.key,
            proposal=proposal,
            count=len(result.findings),
        )
        if status == ProposalStatus.REJECTED:
            _audit_step(actor, "memory.policy", "rejected", namespace, proposal.key, proposal=proposal)
        elif status == ProposalStatus.PENDING_APPROVAL:
            _audit_step(actor, "memory.approval", "required", namespace, proposal.key, proposal=proposal)
        else:
            _audit_step(actor, "memory.approval", "not_required", namespace, proposal.key, proposal=proposal)
            _apply(proposal=proposal, actor=actor, policy=policy, approved_by="")
    return str(proposal.status)


def content_embedding(
    content: str, index_fields: list[str] | None, *, scanned: embeddings.Vector | None = None
) -> embeddings.Vector | None:
    """The vector stored for a memory: the embedding of its content as stored (redacted), or of
    the item fields a LangGraph store indexes (``memory_items.index_text``); None when those
    hold no text.

    The one place the write path embeds. Called once per proposal, by the scan task, outside any
    transaction (it is CPU work: ~10-90 ms). ``scanned``: the scanner's embedding of the whole
    content (its model head's input), taken as it is when the whole content is what is indexed,
    so that content is embedded once.
    """
    text = memory_items.index_text(content, index_fields)
    if text is None:
        return None
    if scanned is not None and text == content:
        return scanned
    return embeddings.default_embedder().embed_one(text)


def _apply(
    *, proposal: MemoryProposal, actor: Actor, policy: memory_policy.EffectivePolicy, approved_by: str
) -> None:
    """Revision compare + persist (steps 6-7), inside the caller's transaction.

    The record row is locked for the compare; a record created concurrently by another
    proposal surfaces as IntegrityError on the insert and becomes a conflict.
    """
    namespace = _namespace_of(proposal)
    record = (
        MemoryRecord.objects.select_for_update()
        .filter(namespace=proposal.namespace, key=proposal.key)
        .first()
    )
    current = record.revision if record is not None else None
    if record is not None and record.expires_at is not None and record.expires_at <= timezone.now():
        current = record.revision  # an expired record still holds the key until the sweep
    # What this write replaces, kept on the proposal so its review page can show the change
    # after the decision (the record then holds the new content).
    previous_content = record.content if record is not None else None
    content = proposal.content
    source_revisions = [current] if current is not None else []
    consolidation = ""
    if proposal.expected_revision != current:
        if policy.consolidation == Consolidation.REJECT:
            _conflict(proposal, actor, namespace, current)
            return
        consolidation = policy.consolidation
        if policy.consolidation == Consolidation.APPEND and record is not None:
            content = f"{record.content}\n\n{proposal.content}"
        source_revisions = [r for r in (current, proposal.expected_revision) if r is not None]
    _audit_step(
        actor,
        "memory.revision_check",
        consolidation or "match",
        namespace,
        proposal.key,
        proposal=proposal,
        revision=current,
    )
    now = timezone.now()
    # The operator's retention is a ceiling: a writer may ask for less, never for more.
    asked, ceiling = proposal.retention_days, policy.retention_days.get(proposal.kind)
    retention = min(d for d in (asked, ceiling) if d) if (asked or ceiling) else None
    fields = {
        "scope": proposal.scope,
        "environment": proposal.environment,
        "subject_ref": proposal.subject_ref,
        "agent_id": proposal.agent_id,
        "organization_id": proposal.organization_id,
        "kind": proposal.kind,
        "content": content,
        "content_type": proposal.content_type,
        "content_hash": hashlib.sha256(content.encode("utf-8")).hexdigest(),
        # The scan's vector is of the proposal's content; an appended record's content is new
        # text, which the back-fill embeds (enqueued below) rather than this transaction.
        "embedding": proposal.embedding if content == proposal.content else None,
        "index_fields": proposal.index_fields,
        "unindexed": proposal.unindexed if content == proposal.content else False,
        "provenance": {
            "source_binding_id": str(proposal.source_binding_id) if proposal.source_binding_id else None,
            "source_revisions": source_revisions,
            "consolidation": consolidation or None,
            "writer": proposal.writer,
            "approved_by": approved_by or None,
            "proposal_id": str(proposal.id),
            "claimed": proposal.provenance.get("claimed", {}),
        },
        "writer": proposal.writer,
        "approved_by": approved_by,
        "proposal": proposal,
        "source_binding_id": proposal.source_binding_id,
        "expires_at": now + timedelta(days=retention) if retention else None,
        "updated_at": now,
    }
    if record is None:
        try:
            with transaction.atomic():
                record = MemoryRecord.objects.create(
                    namespace=proposal.namespace, key=proposal.key, revision=1, **fields
                )
        except IntegrityError:
            latest = MemoryRecord.objects.filter(namespace=proposal.namespace, key=proposal.key).first()
            _conflict(proposal, actor, namespace, latest.revision if latest else None)
            return
    else:
        for name, value in fields.items():
            setattr(record, name, value)
        record.revision = record.revision + 1
        record.save()
    if fields["embedding"] is None and not fields["unindexed"]:
        transaction.on_commit(_enqueue_embed_backfill)
    proposal.status = ProposalStatus.APPLIED
    proposal.record_revision = record.revision
    proposal.previous_content = previous_content
    proposal.save(update_fields=["status", "record_revision", "previous_content", "updated_at"])
    _audit_step(
        actor,
        "memory.persist",
        "applied",
        namespace,
        proposal.key,
        proposal=proposal,
        revision=record.revision,
    )


def _conflict(proposal: MemoryProposal, actor: Actor, namespace: Namespace, current: int | None) -> None:
    proposal.status = ProposalStatus.CONFLICT
    proposal.save(update_fields=["status", "updated_at"])
    metrics.memory_revision_conflict()
    _audit_step(
        actor,
        "memory.revision_check",
        "conflict",
        namespace,
        proposal.key,
        proposal=proposal,
        revision=current,
    )


def current_revision(proposal: MemoryProposal) -> int | None:
    return (
        MemoryRecord.objects.filter(namespace=proposal.namespace, key=proposal.key)
        .values_list("revision", flat=True)
        .first()
    )


def memory_proposal_decide(
    *, proposal_id: UUID, reviewer: Actor, decision: str, reason: str = "", environment: str | None = None
) -> MemoryProposal:
    """A human (portal) or an approver token (API) approves or rejects a held proposal.

    Refused: self-approval (the reviewer wrote it), a proposal that is not awaiting approval,
    and a stale one (the record moved since the proposal was made): that one becomes a
    conflict, since approving it would overwrite a revision the reviewer never saw.
    """
    if decision not in ("approve", "reject"):
        raise InvalidRequest("decision must be approve or reject", field="decision")
    stale: RevisionConflict | None = None
    with transaction.atomic():
        qs = MemoryProposal.objects.select_for_update().filter(pk=proposal_id)
        if environment is not None:
            qs = qs.filter(environment=environment)
        proposal = qs.first()
        if proposal is None:
            raise NotFound("no such proposal")
        if (
            proposal.decision == decision
            and proposal.reviewer == reviewer.label
            and proposal.status != ProposalStatus.CONFLICT
        ):
            return proposal  # the same decision again
        if proposal.status != ProposalStatus.PENDING_APPROVAL:
            raise StateNotPending("this proposal is not awaiting approval")
        if proposal.writer == reviewer.label:
            raise Forbidden("a writer may not approve its own proposal")
        namespace = _namespace_of(proposal)
        proposal.decision = decision
        proposal.reviewer = reviewer.label
        proposal.decision_reason = reason[:500]
        proposal.decided_at = timezone.now()
        # Lock the record (if any) before the stale check, so no write lands between the
        # check and the apply: the reviewer approves exactly the revision they were shown.
        current = (
            MemoryRecord.objects.select_for_update()
            .filter(namespace=proposal.namespace, key=proposal.key)
            .values_list("revision", flat=True)
            .first()
        )
        if decision == "reject":
            proposal.status = ProposalStatus.REJECTED
            proposal.save()
            _audit_step(reviewer, "memory.approval", "rejected", namespace, proposal.key, proposal=proposal)
            return proposal
        if current != proposal.base_revision:
            # Committed as a conflict, then refused: the decision is recorded either way.
            proposal.status = ProposalStatus.CONFLICT
            proposal.save()
            _audit_step(
                reviewer,
                "memory.approval",
                "stale",
                namespace,
                proposal.key,
                proposal=proposal,
                revision=current,
            )
            stale = RevisionConflict(
                "the record changed since this proposal was made",
                current_revision=current,
                proposal_id=str(proposal.id),
                outcome="conflict",
            )
        else:
            proposal.status = ProposalStatus.APPROVED
            proposal.save()
            _audit_step(reviewer, "memory.approval", "approved", namespace, proposal.key, proposal=proposal)
            policy = memory_policy.policy_for(
                environment=proposal.environment, scope=proposal.scope, agent_id=proposal.agent_id
            )
            _apply(proposal=proposal, actor=reviewer, policy=policy, approved_by=reviewer.label)
            return proposal
    assert stale is not None
    raise stale


# --- delete, retention, erasure --------------------------------------------------------------------


def memory_delete(*, caller: MemoryCaller, scope: str, key: str, expected_revision: int) -> int:
    """Delete a record at ``expected_revision``: content, search data and open proposals for the
    key go; a tombstone of keyed HMACs stays. Returns the deleted revision."""
    check_key(key)
    namespace = access_namespace(caller=caller, scope=scope, write=True)
    with transaction.atomic():
        record = MemoryRecord.objects.select_for_update().filter(namespace=namespace.key, key=key).first()
        if record is None:
            raise NotFound("no such memory in this scope")
        if record.revision != expected_revision:
            raise RevisionConflict(
                "the record is not at the expected revision", current_revision=record.revision
            )
        _erase_record(record, reason="delete", actor=caller.actor)
        _audit_step(caller.actor, "memory.delete", "deleted", namespace, key, revision=expected_revision)
    return expected_revision


OPERATOR_REASON_CHARS = 500


def _check_operator_reason(reason: str) -> str:
    reason = reason.strip()
    if not reason:
        raise InvalidRequest("a reason is required", field="reason")
    if len(reason) > OPERATOR_REASON_CHARS or "\x00" in reason:
        raise InvalidRequest(
            f"the reason is at most {OPERATOR_REASON_CHARS} characters, without NUL", field="reason"
        )
    return reason


def _locked_record(*, record_id: int, expected_revision: int) -> MemoryRecord:
    record = MemoryRecord.objects.select_for_update().filter(pk=record_id).first()
    if record is None:
        raise NotFound("no such memory record")
    if record.revision != expected_revision:
        raise RevisionConflict("the record is not at the expected revision", current_revision=record.revision)
    return record


def memory_record_delete(*, record_id: int, expected_revision: int, reason: str, actor: Actor) -> int:
    """An operator deletes a record (the portal): as ``memory_delete`` (content, search data and
    every proposal for the key go; a tombstone of keyed HMACs stays), for a record chosen by
    id rather than by a credential's namespace. The row is locked and its revision compared,
    so a write applied since the operator looked makes this a conflict, never a delete of
    content they did not see. ``reason`` (required) goes to the audit event. Returns the
    deleted revision."""
    reason = _check_operator_reason(reason)
    with transaction.atomic():
        record = _locked_record(record_id=record_id, expected_revision=expected_revision)
        namespace = _namespace_of(record)
        key = record.key
        _erase_record(record, reason="operator", actor=actor)
        _audit_step(
            actor, "memory.delete", "deleted", namespace, key, revision=expected_revision, reason=reason
        )
    return expected_revision


def memory_record_expire(
    *, record_id: int, expected_revision: int, expires_at: datetime, reason: str, actor: Actor
) -> MemoryRecord:
    """An operator sets a record's expiry (the portal). From ``expires_at`` the record is gone
    for reads and search, and the retention sweep deletes it (tombstoned). A time in the past
    is now. Bounded like a write's own retention: at most ``MAX_RETENTION_DAYS`` ahead, and
    never past the retention the operator's policy sets for the record's kind (a ceiling).
    The revision is compared under the row lock, as for a delete; the content and revision
    do not change."""
    reason = _check_operator_reason(reason)
    now = timezone.now()
    expires_at = max(expires_at, now)
    if expires_at > now + timedelta(days=MAX_RETENTION_DAYS):
        raise InvalidRequest(f"expiry is at most {MAX_RETENTION_DAYS} days ahead", field="expires_at")
    with transaction.atomic():
        record = _locked_record(record_id=record_id, expected_revision=expected_revision)
        ceiling = memory_policy.policy_for(
            environment=record.environment, scope=record.scope, agent_id=record.agent_id
        ).retention_days.get(record.kind)
        if ceiling and expires_at > now + timedelta(days=ceiling):
            raise InvalidRequest(
                f"the policy keeps {record.kind} memories at most {ceiling} days", field="expires_at"
            )
        record.expires_at = expires_at
        record.save(update_fields=["expires_at"])
        _audit_step(
            actor,
            "memory.expiry",
            "set",
            _namespace_of(record),
            record.key,
            revision=record.revision,
            reason=reason,
            expires_at=expires_at.isoformat(timespec="seconds"),
        )
    return record


def _erase_record(record: MemoryRecord, *, reason: str, actor: Actor) -> None:
    MemoryTombstone.objects.create(
        namespace_ref=keyed_ref("memory-namespace", record.namespace),
        key_ref=keyed_ref("memory-key", f"{record.namespace}\x00{record.key}"),
        content_ref=keyed_ref("memory-content", record.content),
        last_revision=record.revision,
        reason=reason,
        deleted_by=actor.label,
    )
    # Every proposal for the key holds a copy of some content (applied ones included): all go.
    MemoryProposal.objects.filter(namespace=record.namespace, key=record.key).delete()
    record.delete()


def memory_retention_sweep(*, as_of: datetime, limit: int = 500) -> int:
    """Delete one bounded batch of expired records (``FOR UPDATE SKIP LOCKED``), one audit event.

    Selected by state (``expires_at <= as_of``), not by ids in a message, so a redelivered
    task deletes nothing twice and concurrent sweepers never wait on each other.
    """
    actor = Actor(kind="system", ref="memory-retention")
    with transaction.atomic():
        records = list(
            MemoryRecord.objects.filter(expires_at__lte=as_of)
            .order_by("expires_at")
            .select_for_update(skip_locked=True)[:limit]
        )
        for record in records:
            _erase_record(record, reason="retention", actor=actor)
        if records:
            audit(action="memory.retention", outcome="deleted", actor=actor, data={"count": len(records)})
    metrics.retention_deleted(len(records))  # committed: the batch is gone
    return len(records)


def memory_rescan_stale(*, older_than: datetime, limit: int = 500) -> int:
    """Enqueue again the scans of one bounded batch of proposals in ``scanning`` whose scan was
    last enqueued at or before ``older_than``; how many.

    A proposal stays in ``scanning`` with no live task when the broker was down at its write,
    when Redis lost its queue (a restart without persistence), or when the worker scanning it
    died: its message comes back only after the broker's visibility timeout, and not at all
    if Redis lost it. Rows are locked ``FOR UPDATE SKIP LOCKED``, so concurrent sweeps, and a
    scan claiming its proposal right now, never wait on each other. Each re-enqueue moves the
    proposal's ``updated_at`` to now (the next sweep leaves it alone for another interval)
    and is audited (``memory.rescan``). Enqueuing a scan that is in fact still queued or
    running is harmless: the scan writes its result with a conditional update from
    ``scanning``, so exactly one result, audit row and transition is written.
    """
    actor = Actor(kind="system", ref="memory-rescan")
    with transaction.atomic():
        stale = list(
            MemoryProposal.objects.filter(status=ProposalStatus.SCANNING, updated_at__lte=older_than)
            .order_by("created_at")
            .only(
                "id",
                "namespace",
                "scope",
                "environment",
                "agent_id",
                "subject_ref",
                "organization_id",
                "key",
                "content_sha256",
                "source_binding_id",
            )
            .select_for_update(skip_locked=True)[:limit]
        )
        if not stale:
            return 0
        MemoryProposal.objects.filter(pk__in=[p.pk for p in stale]).update(updated_at=timezone.now())
        for proposal in stale:
            _audit_step(
                actor, "memory.rescan", "requeued", _namespace_of(proposal), proposal.key, proposal=proposal
            )
            transaction.on_commit(
                functools.partial(
                    _enqueue_scan, proposal_id=proposal.id, content_sha256=proposal.content_sha256
                )
            )
    return len(stale)


def memory_backfill_embeddings(*, limit: int = 100) -> int:
    """Store the vectors of one bounded batch of records that have none (written before the
    model existed, or whose content a consolidation appended to); how many were stored.

    The batch is read, embedded outside any transaction (CPU work), then written with a
    conditional update per row that still holds the same content and no vector: a record
    rewritten meanwhile keeps the vector its own scan gave it, or stays NULL for the next batch.
    Two concurrent back-fills may embed the same rows; each row is written once. A record whose
    index fields hold no text is marked ``unindexed`` (counted as done). A model that does not
    load raises (the task fails; the portal's count of records without a vector stays).
    """
    rows = list(
        MemoryRecord.objects.filter(embedding__isnull=True, unindexed=False)
        .order_by("id")
        .values_list("id", "content_hash", "content", "index_fields")[:limit]
    )
    if not rows:
        return 0
    texts = [memory_items.index_text(content, fields) for _, _, content, fields in rows]
    embedded = [i for i, text in enumerate(texts) if text is not None]
    vectors = embeddings.default_embedder().embed([texts[i] or "" for i in embedded])
    found = dict(zip(embedded, vectors, strict=True))
    done = 0
    with transaction.atomic():
        for i, (pk, content_hash, _, _) in enumerate(rows):
            vector = found.get(i)
            done += MemoryRecord.objects.filter(
                pk=pk, content_hash=content_hash, embedding__isnull=True, unindexed=False
            ).update(**({"embedding": vector} if vector is not None else {"unindexed": True}))
    return done


@dataclass(frozen=True, slots=True)
class ErasureReceipt:
    subject_ref: str
    records: int
    proposals: int
    bindings: int


def memory_erase_subject(*, environment: str, subject: str, actor: Actor) -> ErasureReceipt:
    """Remove every memory of one subject across scopes, with an audit receipt.

    User-scope records and proposals carry the subject's reference; agent and organization
    records written from one of the subject's bindings are removed too, since their content
    came from that subject's conversations.
    """
    ref = subject_ref(subject)
    with transaction.atomic():
        binding_ids = list(
            Binding.objects.filter(environment=environment, subject_ref=ref).values_list("id", flat=True)
        )
        own = Q(environment=environment) & (Q(subject_ref=ref) | Q(source_binding_id__in=binding_ids))
        records = list(MemoryRecord.objects.select_for_update().filter(own))
        proposals = MemoryProposal.objects.filter(own).count()
        for record in records:
            _erase_record(record, reason="erasure", actor=actor)
        MemoryProposal.objects.filter(own).delete()
        receipt = ErasureReceipt(
            subject_ref=ref, records=len(records), proposals=proposals, bindings=len(binding_ids)
        )
        audit(
            action="memory.erase_subject",
            outcome="erased",
            actor=actor,
            environment=environment,
            data={
                "subject_ref": ref,
                "records": receipt.records,
                "proposals": receipt.proposals,
                "bindings": receipt.bindings,
            },
        )
    return receipt


# --- helpers ---------------------------------------------------------------------------------------


def _namespace_of(row: MemoryProposal | MemoryRecord) -> Namespace:
    return Namespace(row.scope, row.environment, row.agent_id, row.subject_ref, row.organization_id)


def _audit_step(
    who: MemoryCaller | Actor,
    action: str,
    outcome: str,
    namespace: Namespace,
    key: str,
    *,
    proposal: MemoryProposal | None = None,
    revision: int | None = None,
    count: int | None = None,
    reason: str | None = None,
    expires_at: str | None = None,
) -> None:
    actor = who.actor if isinstance(who, MemoryCaller) else who
    binding_id = (
        who.binding_id
        if isinstance(who, MemoryCaller)
        else (proposal.source_binding_id if proposal else None)
    )
    data: dict[str, str | int | bool | None] = {
        "scope": namespace.scope,
        "namespace_ref": namespace.ref[:32],
        "key_ref": keyed_ref("memory-key", f"{namespace.key}\x00{key}")[:32],
    }
    if proposal is not None:
        data["proposal_id"] = str(proposal.id)
    if count is not None:
        data["count"] = count
    if reason is not None:
        data["reason"] = reason  # an operator's own words (portal delete, expiry), never content
    if expires_at is not None:
        data["expires_at"] = expires_at
    audit(
        action=action,
        outcome=outcome,
        actor=actor,
        environment=namespace.environment,
        binding_id=binding_id,
        revision=revision,
        data=data,
    )
