"""Typed values of the wire contract (CONTRACT 3-5), mirroring the seed's names.

Identifiers (binding ids, state refs, run ids, proposal ids) are opaque strings exactly as the
server sends them. Nothing here holds a native payload; a lease token appears only in
``IssuedLease`` and memory content only in ``MemoryProposal`` and ``MemoryRecord``, each kept
out of its value's ``repr``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Literal, get_args

RunStatus = Literal["completed", "interrupted"]
"""What a commit may record; the server also reports ``uncertain_durability`` and ``reconciled``."""

ReconcileDecision = Literal["adopt_pending", "keep_previous"]

MemoryScope = Literal["user", "agent", "organization"]
"""The seed's memory scopes; the server computes the namespace from the credential."""

MemoryKind = Literal["semantic", "episodic_reference", "procedural"]
SearchMode = Literal["lexical", "vector", "hybrid"]
WriteOutcome = Literal["applied", "pending", "rejected", "conflict"]
ProposalDecision = Literal["approve", "reject"]

MEMORY_SCOPES: frozenset[str] = frozenset(get_args(MemoryScope))


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


@dataclass(frozen=True, slots=True)
class MemoryQuery:
    """What to search for. ``kinds`` None searches every kind."""

    text: str
    kinds: tuple[MemoryKind, ...] | None = None
    mode: SearchMode = "lexical"


@dataclass(frozen=True, slots=True)
class MemoryProposal:
    """The seed's proposal: what to write under ``key``. The scan treats ``content`` as untrusted
    model output; it is kept out of this value's ``repr``. ``provenance`` is a JSON object."""

    key: str
    kind: MemoryKind
    content: str = field(repr=False)
    content_type: str = "text/plain"
    retention_days: int | None = None
    provenance: dict[str, Any] | None = None


@dataclass(frozen=True, slots=True)
class MemoryRecord:
    """A stored memory with its provenance. ``score`` is set by ``search`` only."""

    key: str
    scope: MemoryScope
    kind: str
    content: str = field(repr=False)
    content_type: str
    revision: int
    content_hash: str
    provenance: dict[str, Any]
    expires_at: datetime | None
    score: float | None = None


@dataclass(frozen=True, slots=True)
class MemoryWriteOutcome:
    """The seed's write outcome. ``rejected`` and ``conflict`` are outcomes, not exceptions.

    - applied: ``record`` is the stored record (None for a delete, and None if it was deleted
      again before the answer was rendered); ``deleted_revision`` is set by a confirmed delete.
    - pending: being scanned, or held for human approval; follow it with ``proposal(proposal_id)``.
    - rejected: the write pipeline refused the content; ``findings`` lists categories only.
    - conflict: ``expected_revision`` was not current; ``current_revision`` is the record's
      revision (None when no record exists).

    ``proposal_id`` is None for deletes, which do not go through the proposal pipeline.
    """

    outcome: WriteOutcome
    proposal_id: str | None
    record: MemoryRecord | None = None
    findings: tuple[str, ...] = ()
    current_revision: int | None = None
    deleted_revision: int | None = None


@dataclass(frozen=True, slots=True)
class ProposalStatus:
    """``GET /memory/proposals/{id}``. ``status`` is scanning | pending_approval | applied |
    rejected | conflict (the server may report its internal ``received``/``approved`` steps too);
    ``outcome`` is the write outcome it amounts to; ``findings`` are categories only."""

    id: str
    scope: str
    key: str
    kind: str
    status: str
    outcome: WriteOutcome
    decision: ProposalDecision | None
    reviewer: str | None
    findings: tuple[str, ...]
    record_revision: int | None


@dataclass(frozen=True, slots=True)
class MemoryItem:
    """A record as the batch endpoint answers it: with its item address (``namespace`` = the
    path inside the scope, ``item_key``; both None for a record key outside the item layout)
    and both timestamps."""

    record: MemoryRecord
    namespace: tuple[str, ...] | None
    item_key: str | None
    created_at: datetime
    updated_at: datetime


@dataclass(frozen=True, slots=True)
class BatchGet:
    """Read one record: by item address (``namespace`` a tuple, possibly empty) or, with
    ``namespace`` None, by its record key."""

    scope: MemoryScope
    key: str
    namespace: tuple[str, ...] | None = None


@dataclass(frozen=True, slots=True)
class BatchSearch:
    """Items at or below ``namespace`` (None: every record of the scope); ``query`` ranks
    matches by ``mode`` (``lexical``: words; ``vector``: meaning, nearest vectors first;
    ``hybrid``: both, fused), ``filter`` compares JSON values (LangGraph's operators).
    ``limit`` 1-100."""

    scope: MemoryScope
    namespace: tuple[str, ...] | None = None
    query: str | None = None
    filter: dict[str, Any] | None = None
    kinds: tuple[MemoryKind, ...] | None = None
    limit: int = 10
    offset: int = 0
    mode: SearchMode = "lexical"


@dataclass(frozen=True, slots=True)
class BatchPut:
    """Propose ``proposal`` (its ``key`` is the item key when ``namespace`` is a tuple). With
    ``unconditional`` the server compares against the revision current when the op runs;
    otherwise ``expected_revision`` (None: must not exist)."""

    scope: MemoryScope
    proposal: MemoryProposal
    namespace: tuple[str, ...] | None = None
    expected_revision: int | None = None
    unconditional: bool = False
    index: tuple[str, ...] | None = None
    """What the record's vector embeds: None = the content; fields of the JSON content (LangGraph
    paths, ``$`` = the whole value); () = nothing (not found by meaning)."""


@dataclass(frozen=True, slots=True)
class BatchDelete:
    """Delete at ``expected_revision``, or (None) at whatever revision is current."""

    scope: MemoryScope
    key: str
    namespace: tuple[str, ...] | None = None
    expected_revision: int | None = None


@dataclass(frozen=True, slots=True)
class BatchListNamespaces:
    """Distinct item paths at or below ``namespace`` holding a live item, cut to ``max_depth``
    labels (None: whole), sorted, paged (``limit`` 1-1000)."""

    scope: MemoryScope
    namespace: tuple[str, ...] = ()
    max_depth: int | None = None
    limit: int = 100
    offset: int = 0


BatchOp = BatchGet | BatchSearch | BatchPut | BatchDelete | BatchListNamespaces


@dataclass(frozen=True, slots=True)
class BatchResult:
    """One op's result. ``status`` is what the single endpoint would have answered; for
    ``status >= 400``, ``code`` is the problem's code and ``problem`` its body. ``outcome`` is
    set for puts and deletes (applied / pending / rejected / conflict), ``item`` for a found
    get, ``items`` for a search, ``namespaces`` for a listing."""

    status: int
    code: str | None = None
    item: MemoryItem | None = None
    items: tuple[MemoryItem, ...] = ()
    namespaces: tuple[tuple[str, ...], ...] = ()
    truncated: bool = False
    outcome: MemoryWriteOutcome | None = None
    problem: dict[str, Any] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return self.status < 400


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


def _int_or_none(value: Any) -> int | None:
    return None if value is None else _int(value)


def _outcome(value: Any) -> WriteOutcome:
    if value not in ("applied", "pending", "rejected", "conflict"):
        raise ValueError("unknown write outcome")
    outcome: WriteOutcome = value
    return outcome


def _findings(value: Any) -> tuple[str, ...]:
    """Finding categories, in order, once each; the proposal view sends objects with offsets."""
    if value is None:
        return ()
    if not isinstance(value, list):
        raise TypeError("expected a list of findings")
    categories = [str(_object(f)["category"]) if isinstance(f, dict) else str(f) for f in value]
    return tuple(dict.fromkeys(categories))


def _memory_scope(value: Any) -> MemoryScope:
    if value not in MEMORY_SCOPES:
        raise ValueError("unknown memory scope")
    scope: MemoryScope = value
    return scope


def memory_record_from(data: Any, scope: MemoryScope) -> MemoryRecord:
    """``scope`` is the scope asked for, used if the server does not repeat it."""
    body = _object(data)
    expires_at = body.get("expires_at")
    score = body.get("score")
    if score is not None and (isinstance(score, bool) or not isinstance(score, (int, float))):
        raise TypeError("expected a numeric score")
    return MemoryRecord(
        key=str(body["key"]),
        scope=_memory_scope(body.get("scope", scope)),
        kind=str(body["kind"]),
        content=str(body["content"]),
        content_type=str(body["content_type"]),
        revision=_int(body["revision"]),
        content_hash=str(body["content_hash"]),
        provenance=_object(body.get("provenance") or {}),
        expires_at=None if expires_at is None else _datetime(expires_at),
        score=None if score is None else float(score),
    )


def memory_results_from(data: Any, scope: MemoryScope) -> tuple[MemoryRecord, ...]:
    results = _object(data)["results"]
    if not isinstance(results, list):
        raise TypeError("expected a list of results")
    return tuple(memory_record_from(r, scope) for r in results)


def write_outcome_from(data: Any, scope: MemoryScope) -> MemoryWriteOutcome:
    """A write outcome: a 200/202 body, or the problem body of a 422/409 (extension members)."""
    body = _object(data)
    record = body.get("record")
    return MemoryWriteOutcome(
        outcome=_outcome(body["outcome"]),
        proposal_id=_str_or_none(body.get("proposal_id")),
        record=None if record is None else memory_record_from(record, scope),
        findings=_findings(body.get("findings")),
        current_revision=_int_or_none(body.get("current_revision")),
        deleted_revision=_int_or_none(body.get("deleted_revision")),
    )


def proposal_status_from(data: Any) -> ProposalStatus:
    body = _object(data)
    decision = body.get("decision")
    if decision not in (None, "approve", "reject"):
        raise ValueError("unknown decision")
    return ProposalStatus(
        id=str(body["id"]),
        scope=str(body["scope"]),
        key=str(body["key"]),
        kind=str(body["kind"]),
        status=str(body["status"]),
        outcome=_outcome(body["outcome"]),
        decision=decision,
        reviewer=_str_or_none(body.get("reviewer")),
        findings=_findings(body.get("findings")),
        record_revision=_int_or_none(body.get("record_revision")),
    )


def memory_item_from(data: Any, scope: MemoryScope) -> MemoryItem:
    body = _object(data)
    namespace = body.get("namespace")
    if namespace is not None and (
        not isinstance(namespace, list) or not all(isinstance(label, str) for label in namespace)
    ):
        raise TypeError("expected a list of labels")
    return MemoryItem(
        record=memory_record_from(body, scope),
        namespace=None if namespace is None else tuple(namespace),
        item_key=_str_or_none(body.get("item_key")),
        created_at=_datetime(body["created_at"]),
        updated_at=_datetime(body["updated_at"]),
    )


def batch_results_from(data: Any, ops: tuple[BatchOp, ...]) -> tuple[BatchResult, ...]:
    """The batch answer, one result per op sent (a count mismatch is an invalid response)."""
    results = _object(data)["results"]
    if not isinstance(results, list) or len(results) != len(ops):
        raise ValueError("expected one result per op")
    return tuple(_batch_result(_object(body), op) for body, op in zip(results, ops, strict=True))


def _batch_result(body: dict[str, Any], op: BatchOp) -> BatchResult:
    status = _int(body["status"])
    code = _str_or_none(body.get("code")) if status >= 400 else None
    outcome = None
    if isinstance(op, (BatchPut, BatchDelete)) and "outcome" in body:
        outcome = write_outcome_from({**body, "record": None}, op.scope)
    record = body.get("record")
    namespaces = body.get("namespaces") or []
    if not isinstance(namespaces, list):
        raise TypeError("expected a list of namespaces")
    return BatchResult(
        status=status,
        code=code,
        item=memory_item_from(record, op.scope) if isinstance(op, BatchGet) and record else None,
        items=tuple(memory_item_from(r, op.scope) for r in body.get("results") or ()),
        namespaces=tuple(tuple(str(label) for label in path) for path in namespaces),
        truncated=bool(body.get("truncated", False)),
        outcome=outcome,
        problem=body if status >= 400 else {},
    )
