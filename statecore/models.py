"""Database models. Invariants are enforced twice: by the services (with a clear error) and by a
constraint here (the backstop that holds even against a bug or a hand-written SQL statement).
"""

from __future__ import annotations

import uuid
from typing import Any

from django.db import models
from django.db.models import Q
from django.db.models.functions import Now
from pgvector.django import VectorField

from statecore.embeddings import DIMENSION as EMBEDDING_DIMENSION


class Binding(models.Model):
    """One conversation binding. The durable head lives on this row on purpose.

    Keeping ``head_revision``/``head_state`` next to ``epoch`` and ``lease_generation`` makes the
    commit's compare-and-set and its fence check one conditional UPDATE of one row: a lease
    issue or a clear that lands first changes the row, and a racing commit then matches zero
    rows. Older heads stay reachable as the durable NativeState chain (revision, parent).
    """

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    environment = models.CharField(max_length=64)
    harness = models.CharField(max_length=100)
    adapter = models.CharField(max_length=100)
    adapter_codec_version = models.CharField(max_length=100)
    agent_id = models.CharField(max_length=200)
    subject_ref = models.CharField(
        max_length=64, help_text="HMAC of the raw subject; the subject is not stored"
    )
    organization_id = models.CharField(max_length=200)
    epoch = models.PositiveIntegerField(default=1)
    lease_generation = models.PositiveIntegerField(default=0)
    head_revision = models.PositiveIntegerField(default=0)
    head_state = models.ForeignKey(
        "NativeState", null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    # Pending writes of the current lease generation: the bound of CONTRACT 4. Older
    # generations' pending writes can only be adopted by a reconcile, so they do not count.
    pending_count = models.PositiveIntegerField(default=0)
    # Fixed one-minute window for the write-rate bound (minute number since the Unix epoch).
    write_window = models.BigIntegerField(default=0)
    write_window_count = models.PositiveIntegerField(default=0)
    created_at = models.DateTimeField(db_default=Now())
    updated_at = models.DateTimeField(db_default=Now())

    class Meta:
        constraints = [
            models.CheckConstraint(condition=Q(epoch__gte=1), name="binding_epoch_positive"),
            models.CheckConstraint(
                condition=Q(head_revision=0, head_state__isnull=True)
                | Q(head_revision__gt=0, head_state__isnull=False),
                name="binding_head_revision_matches_state",
            ),
        ]
        indexes = [models.Index(fields=["environment", "created_at"], name="binding_env_created")]

    def __str__(self) -> str:
        return f"{self.environment}/{self.harness}/{self.id}"


class Lease(models.Model):
    """A sandbox worker's credential for one binding, epoch and generation.

    The token itself is never stored: ``token_hash`` is its SHA-256. A lease is current while
    its generation and epoch equal the binding's; everything else is fenced.
    """

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    binding = models.ForeignKey(Binding, on_delete=models.CASCADE, related_name="leases")
    generation = models.PositiveIntegerField()
    epoch = models.PositiveIntegerField()
    token_hash = models.CharField(max_length=64, unique=True)
    sandbox_id = models.CharField(max_length=200)
    expires_at = models.DateTimeField()
    created_at = models.DateTimeField(db_default=Now())

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["binding", "generation"], name="lease_unique_generation"),
        ]

    def __str__(self) -> str:
        return f"lease gen {self.generation} of {self.binding_id}"


class NativeStateStatus(models.TextChoices):
    PENDING = "pending"
    DURABLE = "durable"


class NativeState(models.Model):
    """An opaque, versioned harness checkpoint. Pending until a commit makes it durable.

    Durable states of one binding and epoch form the chain of heads (``revision`` 1, 2, ...),
    each with its ``parent`` and small ``metadata`` so adapters can list and walk history.
    """

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    binding = models.ForeignKey(Binding, on_delete=models.CASCADE, related_name="states")
    epoch = models.PositiveIntegerField()
    lease_generation = models.PositiveIntegerField()
    idempotency_key = models.CharField(max_length=200)
    # SHA-256 over (sha256, codec, parent, canonical metadata): what "the same request" means.
    request_digest = models.CharField(max_length=64)
    codec = models.CharField(max_length=100)
    payload = models.BinaryField()
    size = models.PositiveBigIntegerField()
    sha256 = models.CharField(max_length=64)
    parent = models.ForeignKey("self", null=True, blank=True, on_delete=models.PROTECT, related_name="+")
    metadata = models.JSONField(default=dict)
    # The harness's own name for this state (LangGraph: checkpoint_ns / checkpoint_id), set by
    # the adapter endpoints so that lookups by it use an index; empty for plain protocol writes.
    native_ns = models.CharField(max_length=255, blank=True, default="")
    native_id = models.CharField(max_length=128, blank=True, default="")
    status = models.CharField(
        max_length=16, choices=NativeStateStatus.choices, default=NativeStateStatus.PENDING
    )
    revision = models.PositiveIntegerField(null=True, blank=True)
    run_id = models.CharField(max_length=128, blank=True, default="")
    created_at = models.DateTimeField(db_default=Now())
    committed_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["binding", "epoch", "lease_generation", "idempotency_key"],
                name="native_state_unique_idempotency_key",
            ),
            # The chain of heads has no gaps and no duplicates per binding and epoch.
            models.UniqueConstraint(
                fields=["binding", "epoch", "revision"],
                condition=Q(revision__isnull=False),
                name="native_state_unique_revision",
            ),
            models.CheckConstraint(
                condition=Q(status="pending", revision__isnull=True, committed_at__isnull=True)
                | Q(status="durable", revision__gt=0, committed_at__isnull=False) & ~Q(run_id=""),
                name="native_state_durable_has_revision",
            ),
        ]
        indexes = [
            models.Index(fields=["binding", "epoch", "status"], name="native_state_scope_status"),
            models.Index(
                fields=["binding", "epoch", "native_ns", "native_id"], name="native_state_native_id"
            ),
            # The stale-pending sweep's candidates, oldest first, without reading every state
            # (committed states are most of the table and are never in this index).
            models.Index(
                fields=["created_at"], condition=Q(status="pending"), name="native_state_pending_age"
            ),
        ]

    def __str__(self) -> str:
        return f"state {self.id} ({self.status})"


class NativeWrite(models.Model):
    """One opaque write a harness task produced against a checkpoint (LangGraph's pending writes).

    Keyed by the harness's names, not by a NativeState row: a write may arrive before the
    checkpoint it belongs to is committed. ``idx`` >= 0 is an ordinary write (stored once per
    key: a retry changes nothing); ``idx`` < 0 is a special slot (errors, interrupts, resume
    values) that a later write of the same key overwrites. ``channel`` is a graph-defined name,
    never content; ``value`` is opaque bytes serialized by the client.
    """

    id = models.BigAutoField(primary_key=True)
    binding = models.ForeignKey(Binding, on_delete=models.CASCADE, related_name="native_writes")
    epoch = models.PositiveIntegerField()
    lease_generation = models.PositiveIntegerField()
    native_ns = models.CharField(max_length=255, blank=True, default="")
    native_id = models.CharField(max_length=128)
    task_id = models.CharField(max_length=128)
    task_path = models.CharField(max_length=255, blank=True, default="")
    idx = models.IntegerField()
    channel = models.CharField(max_length=255)
    value_type = models.CharField(max_length=64)
    value = models.BinaryField()
    size = models.PositiveIntegerField()
    created_at = models.DateTimeField(db_default=Now())

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["binding", "epoch", "native_ns", "native_id", "task_id", "idx"],
                name="native_write_unique_slot",
            ),
        ]

    def __str__(self) -> str:
        return f"write {self.task_id}/{self.idx} of {self.native_id}"


class RunStatus(models.TextChoices):
    COMPLETED = "completed"
    INTERRUPTED = "interrupted"
    UNCERTAIN_DURABILITY = "uncertain_durability"
    RECONCILED = "reconciled"


FENCED_RUN_STATUSES = (RunStatus.UNCERTAIN_DURABILITY, RunStatus.RECONCILED)


class ReconcileDecision(models.TextChoices):
    ADOPT_PENDING = "adopt_pending"
    KEEP_PREVIOUS = "keep_previous"


class Run(models.Model):
    """A harness run as seen by the state plane: recorded by its first commit or mark.

    A run is fenced once it is ``uncertain_durability``; it stays fenced after reconciliation.
    """

    environment = models.CharField(max_length=64)
    run_id = models.CharField(max_length=128)
    binding = models.ForeignKey(Binding, on_delete=models.CASCADE, related_name="runs")
    status = models.CharField(max_length=32, choices=RunStatus.choices)
    interrupt = models.JSONField(null=True, blank=True)
    reason = models.CharField(max_length=500, blank=True, default="")
    last_state = models.ForeignKey(
        NativeState, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    # What mark_uncertain saw: the write whose commit failed and the head at that moment.
    marked_state = models.ForeignKey(
        NativeState, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    marked_epoch = models.PositiveIntegerField(null=True, blank=True)
    marked_head_revision = models.PositiveIntegerField(null=True, blank=True)
    decision = models.CharField(max_length=32, choices=ReconcileDecision.choices, blank=True, default="")
    decision_key = models.CharField(max_length=200, blank=True, default="")
    decided_by = models.CharField(max_length=200, blank=True, default="")
    decided_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(db_default=Now())
    updated_at = models.DateTimeField(db_default=Now())

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["environment", "run_id"], name="run_unique_per_environment"),
            models.CheckConstraint(
                condition=~Q(status="reconciled") | ~Q(decision=""), name="run_reconciled_has_decision"
            ),
        ]
        indexes = [
            models.Index(fields=["binding", "status"], name="run_binding_status"),
            # The portal's counts and lists of uncertain and interrupted runs (by age).
            models.Index(fields=["status", "updated_at"], name="run_status_updated"),
        ]
        permissions = [("reconcile_run", "Can reconcile runs with uncertain durability")]

    def __str__(self) -> str:
        return f"run {self.run_id} ({self.status})"

    @property
    def fenced(self) -> bool:
        return self.status in FENCED_RUN_STATUSES


class HarnessRunStatus(models.TextChoices):
    RUNNING = "running"
    COMPLETED = "completed"
    INTERRUPTED = "interrupted"
    FAILED = "failed"
    UNCERTAIN_DURABILITY = "uncertain_durability"


class HarnessRun(models.Model):
    """A run of the reference harness (CONTRACT 3a) as the control plane drives it.

    The state plane's :class:`Run` (same ``run_id``) records what the worker committed or what
    was marked uncertain; this row records what only the control plane knows: that the run is
    in progress (and that its control plane is alive: ``heartbeat_at``), whether any output
    reached the client (``message_sent``: a lost worker is then ``uncertain_durability``, else
    ``failed``), the request's idempotency key and the output to answer a replay with. At most
    one run of a binding is ``running`` (a partial unique index).
    """

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    environment = models.CharField(max_length=64)
    run_id = models.CharField(max_length=128)
    binding = models.ForeignKey(Binding, on_delete=models.CASCADE, related_name="harness_runs")
    epoch = models.PositiveIntegerField()
    resume = models.BooleanField(default=False)
    status = models.CharField(max_length=32, choices=HarnessRunStatus.choices)
    reason = models.CharField(max_length=64, blank=True, default="")
    interrupt = models.JSONField(null=True, blank=True)
    # the conversation's new messages, kept to answer an idempotent replay (never listed in the
    # portal, never logged)
    output = models.JSONField(default=list, blank=True)
    message_sent = models.BooleanField(default=False)
    idempotency_key = models.CharField(max_length=200, blank=True, default="")
    request_digest = models.CharField(max_length=64)
    lease = models.ForeignKey(Lease, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    sandbox_id = models.CharField(max_length=200, blank=True, default="")
    started_by = models.CharField(max_length=200)
    heartbeat_at = models.DateTimeField(db_default=Now())
    created_at = models.DateTimeField(db_default=Now())
    ended_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["environment", "run_id"], name="harness_run_unique_per_environment"
            ),
            models.UniqueConstraint(
                fields=["binding"], condition=Q(status="running"), name="harness_run_one_running_per_binding"
            ),
            models.UniqueConstraint(
                fields=["binding", "idempotency_key"],
                condition=~Q(idempotency_key=""),
                name="harness_run_unique_idempotency_key",
            ),
            models.CheckConstraint(
                condition=Q(status="running", ended_at__isnull=True)
                | ~Q(status="running") & Q(ended_at__isnull=False),
                name="harness_run_ended_iff_not_running",
            ),
        ]
        indexes = [
            models.Index(fields=["binding", "epoch", "created_at"], name="harness_run_latest"),
            # The portal's counts of running and recently failed runs.
            models.Index(fields=["status", "created_at"], name="harness_run_status_created"),
        ]

    def __str__(self) -> str:
        return f"harness run {self.run_id} ({self.status})"


class AppToken(models.Model):
    """An application credential for the control plane and admin scripts."""

    name = models.CharField(max_length=100, unique=True)
    environment = models.CharField(max_length=64)
    organization_id = models.CharField(max_length=200, blank=True, default="")
    permissions = models.JSONField(default=list)
    token_hash = models.CharField(max_length=64, unique=True, editable=False)
    created_by = models.CharField(max_length=200, blank=True, default="")
    created_at = models.DateTimeField(db_default=Now())
    revoked_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        verbose_name = "application token"

    def __str__(self) -> str:
        return self.name


class EnvironmentPolicy(models.Model):
    """Per-environment bounds. An empty field means the deployment default from settings."""

    environment = models.CharField(max_length=64, primary_key=True)
    max_native_payload_bytes = models.PositiveBigIntegerField(null=True, blank=True)
    max_pending_writes = models.PositiveIntegerField(null=True, blank=True)
    max_state_writes_per_minute = models.PositiveIntegerField(null=True, blank=True)
    max_memory_content_bytes = models.PositiveIntegerField(null=True, blank=True)
    max_memory_writes_per_minute = models.PositiveIntegerField(null=True, blank=True)
    authority_names = models.JSONField(
        default=dict,
        blank=True,
        help_text="The names this environment gives its authority objects, by category (tool, "
        "permission, sandbox, network, model, credential, control, subject_data, destination): "
        "they join the memory scan's vocabulary, after the defaults and the deployment's settings.",
    )
    authority_mention_approval = models.JSONField(
        null=True,
        blank=True,
        help_text="The categories whose named objects send a memory that merely mentions one to "
        "approval; null = the deployment's STATECORE_AUTHORITY_MENTION_APPROVAL.",
    )
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name_plural = "environment policies"

    def __str__(self) -> str:
        return self.environment


class AuditEvent(models.Model):
    """Append-only record of every security and durability decision.

    Holds ids, codes and counts, never payloads, memory content, tokens or raw subjects.
    ``trace_id`` is for correlation with traces only; it proves nothing.
    """

    at = models.DateTimeField(db_default=Now(), db_index=True)
    actor = models.CharField(max_length=200)
    action = models.CharField(max_length=64)
    outcome = models.CharField(max_length=64)
    environment = models.CharField(max_length=64, blank=True, default="")
    binding_id = models.UUIDField(null=True, blank=True)
    epoch = models.PositiveIntegerField(null=True, blank=True)
    lease_generation = models.PositiveIntegerField(null=True, blank=True)
    run_id = models.CharField(max_length=128, blank=True, default="")
    state_ref = models.UUIDField(null=True, blank=True)
    revision = models.PositiveIntegerField(null=True, blank=True)
    data = models.JSONField(default=dict, blank=True)
    trace_id = models.CharField(max_length=32, blank=True, default="")

    class Meta:
        indexes = [
            models.Index(fields=["binding_id", "at"], name="audit_binding_at"),
            models.Index(fields=["action", "at"], name="audit_action_at"),
        ]

    def __str__(self) -> str:
        return f"{self.at:%Y-%m-%d %H:%M:%S} {self.action} {self.outcome}"

    def save(self, *args: Any, **kwargs: Any) -> None:
        if self.pk is not None and not kwargs.get("force_insert"):
            raise RuntimeError("audit events are append-only")
        super().save(*args, **kwargs)


# --- memory ---------------------------------------------------------------------------------------


class MemoryScope(models.TextChoices):
    USER = "user"
    AGENT = "agent"
    ORGANIZATION = "organization"


class MemoryKind(models.TextChoices):
    SEMANTIC = "semantic"
    EPISODIC_REFERENCE = "episodic_reference"
    PROCEDURAL = "procedural"


class Consolidation(models.TextChoices):
    REJECT = "reject", "Reject the write (revision_conflict)"
    LAST_WRITER_WINS = "last_writer_wins", "Last writer wins (both revisions recorded)"
    APPEND = "append", "Append to the current content (both revisions recorded)"


class MemoryPolicy(models.Model):
    """How one environment treats writes to one scope (optionally for one agent).

    Without a row the built-in defaults of CONTRACT 5 apply (``statecore.memory_policy``).
    ``agent_id`` "*" is the environment-wide row; a row for a specific agent wins over it.
    """

    environment = models.CharField(max_length=64)
    scope = models.CharField(max_length=16, choices=MemoryScope.choices)
    agent_id = models.CharField(max_length=200, default="*")
    worker_writes = models.BooleanField(
        default=False,
        help_text="May sandbox workers (lease tokens) write this scope? For agent scope this is shared "
        "learning. Organization scope never accepts worker writes.",
    )
    auto_apply_kinds = models.JSONField(
        default=list,
        blank=True,
        help_text="Kinds applied once scanned clean; every other write waits for approval.",
    )
    consolidation = models.CharField(
        max_length=32, choices=Consolidation.choices, default=Consolidation.REJECT
    )
    retention_days = models.JSONField(
        default=dict,
        blank=True,
        help_text='Days to keep each kind, e.g. {"episodic_reference": 30}; none = forever.',
    )
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name_plural = "memory policies"
        constraints = [
            models.UniqueConstraint(fields=["environment", "scope", "agent_id"], name="memory_policy_unique"),
        ]

    def __str__(self) -> str:
        return f"{self.environment}/{self.scope}/{self.agent_id}"


class MemoryAddressed(models.Model):
    """Where a memory lives and what it says: shared by records and the proposals for them.

    The namespace is computed from the credential (``services.memory.access_namespace``); its
    components are kept beside it for erasure and for the portal's filters.
    """

    namespace = models.CharField(max_length=400)
    scope = models.CharField(max_length=16, choices=MemoryScope.choices)
    environment = models.CharField(max_length=64)
    subject_ref = models.CharField(max_length=64, blank=True, default="")
    agent_id = models.CharField(max_length=200)
    organization_id = models.CharField(max_length=200, blank=True, default="")
    key = models.CharField(max_length=200)
    kind = models.CharField(max_length=32, choices=MemoryKind.choices)
    content = models.TextField()
    content_type = models.CharField(max_length=100)
    # The embedding of ``content`` (statecore.embeddings, L2-normalised), computed once by the
    # scan task; NULL until then, and on a record whose content is not a proposal's as scanned
    # (a consolidation's append, a record older than the model): the back-fill task fills it.
    embedding = VectorField(dimensions=EMBEDDING_DIMENSION, null=True, blank=True, editable=False)
    # What the vector embeds (statecore.memory_items.index_text): NULL = the content; a list =
    # those fields of the JSON content (a LangGraph store's index ``fields``); [] = nothing.
    index_fields = models.JSONField(null=True, blank=True, editable=False)
    # True when there is nothing to embed (index_fields [] or fields without text): no vector,
    # and the back-fill leaves the row alone.
    unindexed = models.BooleanField(default=False, editable=False)

    class Meta:
        abstract = True


class MemoryRecord(MemoryAddressed):
    """A live memory. One per (namespace, key); deleting leaves a content-free tombstone.

    A generated ``search_vector`` column is added by migration 0003 in SQL (not modelled here:
    Django has no generated tsvector field). Search does not read this table's rows to rank:
    migration 0011's ``statecore_memorysearch`` (hash-partitioned by namespace, a GIN and an
    HNSW index per partition, kept exact by a trigger on this table) holds each record's
    namespace, kind, key, expiry, tsvector and vector; see ``selectors.memory_search``.
    """

    revision = models.PositiveIntegerField()
    content_hash = models.CharField(max_length=64)
    provenance = models.JSONField(default=dict)
    writer = models.CharField(max_length=200)
    approved_by = models.CharField(max_length=200, blank=True, default="")
    proposal = models.ForeignKey(
        "MemoryProposal", null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    source_binding_id = models.UUIDField(null=True, blank=True)
    expires_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(db_default=Now())
    updated_at = models.DateTimeField(db_default=Now())

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["namespace", "key"], name="memory_record_unique_key"),
            models.CheckConstraint(condition=Q(revision__gte=1), name="memory_record_revision_positive"),
        ]
        indexes = [
            models.Index(
                fields=["expires_at"], name="memory_record_expiry", condition=Q(expires_at__isnull=False)
            ),
            models.Index(fields=["environment", "subject_ref"], name="memory_record_subject"),
            # The back-fill's work list: records without a vector, found without a scan.
            models.Index(
                fields=["id"],
                name="memory_record_unembedded",
                condition=Q(embedding__isnull=True, unindexed=False),
            ),
        ]

    def __str__(self) -> str:
        return f"{self.scope}:{self.key} r{self.revision}"


class ProposalStatus(models.TextChoices):
    RECEIVED = "received"
    SCANNING = "scanning"
    PENDING_APPROVAL = "pending_approval"
    APPROVED = "approved"
    APPLIED = "applied"
    REJECTED = "rejected"
    CONFLICT = "conflict"


OPEN_PROPOSAL_STATUSES = (
    ProposalStatus.RECEIVED,
    ProposalStatus.SCANNING,
    ProposalStatus.PENDING_APPROVAL,
    ProposalStatus.APPROVED,
)


class MemoryProposal(MemoryAddressed):
    """A write moving through the pipeline. Its content is already secret-redacted."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    content_sha256 = models.CharField(max_length=64)
    expected_revision = models.PositiveIntegerField(null=True, blank=True)
    base_revision = models.PositiveIntegerField(
        null=True, blank=True, help_text="The record's revision when the proposal was made (none: no record)."
    )
    retention_days = models.PositiveIntegerField(null=True, blank=True)
    provenance = models.JSONField(default=dict)
    writer = models.CharField(max_length=200)
    source_binding_id = models.UUIDField(null=True, blank=True)
    status = models.CharField(max_length=32, choices=ProposalStatus.choices, default=ProposalStatus.RECEIVED)
    findings = models.JSONField(default=list, blank=True)
    scanner_version = models.CharField(max_length=64, blank=True, default="")
    classifier_score = models.FloatField(null=True, blank=True)
    requires_approval = models.BooleanField(default=False)
    decision = models.CharField(max_length=16, blank=True, default="")
    reviewer = models.CharField(max_length=200, blank=True, default="")
    decision_reason = models.CharField(max_length=500, blank=True, default="")
    decided_at = models.DateTimeField(null=True, blank=True)
    record_revision = models.PositiveIntegerField(null=True, blank=True)
    # The record's content this proposal replaced when it was applied (None: it made a new
    # record, or it was not applied), so a decided proposal's diff shows what it changed. A
    # copy of memory content: deleted with the proposal (record delete, retention, erasure).
    # NULL, not "": an empty body is a body.
    previous_content = models.TextField(null=True, blank=True)  # noqa: DJ001
    created_at = models.DateTimeField(db_default=Now())
    updated_at = models.DateTimeField(db_default=Now())

    class Meta:
        indexes = [
            models.Index(fields=["status", "created_at"], name="memory_proposal_queue"),
            models.Index(fields=["namespace", "key"], name="memory_proposal_key"),
            models.Index(fields=["environment", "subject_ref"], name="memory_proposal_subject"),
        ]
        permissions = [("approve_memoryproposal", "Can approve or reject memory proposals")]

    def __str__(self) -> str:
        return f"proposal {self.id} ({self.status})"


class MemoryTombstone(models.Model):
    """What remains of a deleted memory: keyed HMACs and counts, never content or a bare hash."""

    namespace_ref = models.CharField(max_length=64)
    key_ref = models.CharField(max_length=64)
    content_ref = models.CharField(max_length=64)
    last_revision = models.PositiveIntegerField()
    reason = models.CharField(max_length=32)
    deleted_by = models.CharField(max_length=200)
    deleted_at = models.DateTimeField(db_default=Now())

    class Meta:
        indexes = [models.Index(fields=["namespace_ref", "key_ref"], name="memory_tombstone_key")]

    def __str__(self) -> str:
        return f"tombstone {self.key_ref[:12]} ({self.reason})"
