"""MemoryBroker over HTTP (CONTRACT 5): lease tokens for user/agent/organization reads and
user writes; application tokens for agent/organization memory of one ``agent_id``."""

from __future__ import annotations

import re
import time
from typing import Any
from uuid import UUID

from drf_spectacular.utils import (
    OpenApiParameter,
    OpenApiResponse,
    extend_schema,
    extend_schema_field,
    extend_schema_serializer,
    inline_serializer,
)
from rest_framework import serializers
from rest_framework.permissions import BasePermission
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from portal.api.problems import problem_response
from portal.api.serializers import ProblemSerializer, StrictSerializer, anchored
from statecore import memory_items, selectors
from statecore.errors import Forbidden, InvalidRequest, NotFound
from statecore.models import MemoryProposal, MemoryRecord, ProposalStatus
from statecore.scanning.explain import explain_finding
from statecore.scope import AppPrincipal, LeasePrincipal, Permission
from statecore.services import memory as memory_service
from statecore.validation import IDENTIFIER_RE, MAX_REVISION, check_key
from telemetry.spans import service_span

PROBLEM = OpenApiResponse(ProblemSerializer, description="application/problem+json")
MAX_WAIT_SECONDS = 10
_PREFER_WAIT = re.compile(r"(?:^|[;,\s])wait\s*=\s*(\d+)", re.IGNORECASE)
_POLL_SECONDS = 0.05
_POLL_FAST_SECONDS = 0.005
_POLL_FAST_WINDOW = 0.2
AGENT_ID = OpenApiParameter(
    "agent_id",
    str,
    OpenApiParameter.QUERY,
    required=True,
    pattern=anchored(IDENTIFIER_RE),
    description="the agent whose memory an application token addresses (agent and organization "
    "scopes); a lease token's agent comes from its binding, and this parameter is ignored",
)


# Text: no C0 control character but tab, newline and carriage return, no DEL, and at least one
# character that is not whitespace (the service's rule, statecore/services/memory.py).
_TEXT_CHAR = r"[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f]"
CONTENT_PATTERN = rf"^{_TEXT_CHAR}*[^\s\x00-\x08\x0b\x0c\x0e-\x1f\x7f]{_TEXT_CHAR}*$"


@extend_schema_field(
    {
        "type": "string",
        "minLength": 1,
        "maxLength": 64 * 1024,
        "pattern": CONTENT_PATTERN,
        "description": "text: not only whitespace, no control characters but tab, newline and "
        "carriage return (400 otherwise); at most 64 KiB as UTF-8 by default (each environment's "
        "policy sets the bound; 413 payload_too_large over it, checked first)",
    }
)
class ContentField(serializers.CharField):
    """Memory content, kept as sent; its size bound is the environment's (413, the service's)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(trim_whitespace=False, allow_blank=False, **kwargs)

    def to_internal_value(self, data: Any) -> str:
        # A number or a boolean is not text: CharField would quietly turn 12 into "12".
        if not isinstance(data, str):
            self.fail("invalid")
        return str(super().to_internal_value(data))


@extend_schema_field({"type": "string", "enum": sorted(memory_service.CONTENT_TYPES)})
class ContentTypeField(serializers.CharField):
    """One of the service's content types (the service checks: one rule, one place)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(max_length=100, **kwargs)


@extend_schema_field(
    {
        "type": "object",
        "additionalProperties": {},
        "nullable": True,
        "description": f"a JSON object of at most {memory_service.MAX_PROVENANCE_BYTES} bytes as "
        "canonical JSON (sorted keys, no spaces, UTF-8), with no NUL character in any key or string",
    }
)
class ProvenanceField(serializers.JSONField):
    """A JSON object the service bounds in bytes (not expressible in the schema; stated there)."""


class IndexField(serializers.ListField):
    """What a record's vector embeds (LangGraph's ``index`` of a put)."""

    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault("required", False)
        kwargs.setdefault("allow_null", True)
        kwargs.setdefault("default", None)
        kwargs.setdefault(
            "help_text",
            "what the record's vector embeds (search by meaning): absent or null = the content; "
            "fields of the JSON content as LangGraph's index paths ($ = the whole value, a.b, a[0], "
            "a[*], *), their texts joined by newlines; [] = nothing (the record is not found by meaning)",
        )
        super().__init__(
            child=serializers.CharField(max_length=memory_items.MAX_INDEX_FIELD_CHARS),
            max_length=memory_items.MAX_INDEX_FIELDS,
            **kwargs,
        )


class AnyToken(BasePermission):
    """Lease or application token; which scopes each may use is the service's rule."""

    def has_permission(self, request: Request, view: Any) -> bool:
        return isinstance(request.auth, (LeasePrincipal, AppPrincipal))


def _caller(request: Request) -> memory_service.MemoryCaller:
    if isinstance(request.auth, LeasePrincipal):
        return memory_service.caller_for_lease(request.auth)
    assert isinstance(request.auth, AppPrincipal)
    return memory_service.caller_for_app(request.auth, agent_id=request.query_params.get("agent_id"))


def record_data(record: MemoryRecord) -> dict[str, Any]:
    return {
        "key": record.key,
        "scope": record.scope,
        "kind": record.kind,
        "content": record.content,
        "content_type": record.content_type,
        "revision": record.revision,
        "content_hash": record.content_hash,
        "provenance": record.provenance,
        "expires_at": record.expires_at.isoformat().replace("+00:00", "Z") if record.expires_at else None,
        "updated_at": record.updated_at.isoformat().replace("+00:00", "Z"),
    }


def record_fields() -> dict[str, Any]:
    """The output fields of ``record_data`` (fresh instances for each serializer using them)."""
    return {
        "key": serializers.CharField(),
        "scope": serializers.CharField(),
        "kind": serializers.CharField(),
        "content": serializers.CharField(),
        "content_type": serializers.CharField(),
        "revision": serializers.IntegerField(),
        "content_hash": serializers.CharField(),
        "provenance": serializers.JSONField(),
        "expires_at": serializers.DateTimeField(allow_null=True),
        "updated_at": serializers.DateTimeField(),
    }


#: The record's output shape, as a class: each use is an instance (``required`` etc. differ).
RecordOutputSerializer = type(inline_serializer("MemoryRecord", record_fields()))
RecordOutput = RecordOutputSerializer()
OutcomeOutput = inline_serializer(
    "MemoryWriteOutcome",
    {
        "outcome": serializers.ChoiceField(choices=["applied", "pending", "rejected", "conflict"]),
        "proposal_id": serializers.UUIDField(allow_null=True),
        "record": RecordOutputSerializer(required=False, allow_null=True, help_text="applied only"),
        "findings": serializers.ListField(child=serializers.CharField()),
    },
)


def _categories(proposal: MemoryProposal) -> list[str]:
    return sorted({str(f["category"]) for f in proposal.findings})


def outcome_response(proposal: MemoryProposal) -> Response:
    """Render a proposal's state as the write outcome of CONTRACT 5."""
    findings = _categories(proposal)
    if proposal.status == ProposalStatus.APPLIED:
        record = MemoryRecord.objects.filter(namespace=proposal.namespace, key=proposal.key).first()
        return Response(
            {
                "outcome": "applied",
                "proposal_id": str(proposal.id),
                "record": record_data(record) if record else None,
                "findings": findings,
            }
        )
    if proposal.status == ProposalStatus.REJECTED:
        return problem_response(
            422,
            "policy_rejected",
            "Rejected by policy",
            "the memory write was rejected by the write pipeline",
            outcome="rejected",
            proposal_id=str(proposal.id),
            findings=findings,
        )
    if proposal.status == ProposalStatus.CONFLICT:
        return problem_response(
            409,
            "revision_conflict",
            "Revision conflict",
            "expected_revision is not the record's current revision",
            outcome="conflict",
            proposal_id=str(proposal.id),
            findings=findings,
            current_revision=memory_service.current_revision(proposal),
        )
    return Response({"outcome": "pending", "proposal_id": str(proposal.id), "findings": findings}, status=202)


def _wait_seconds(request: Request) -> float:
    match = _PREFER_WAIT.search(request.headers.get("Prefer", ""))
    return float(min(int(match.group(1)), MAX_WAIT_SECONDS)) if match else 0.0


def wait_for_automatic_steps(proposal: MemoryProposal, seconds: float) -> MemoryProposal:
    """Poll until the proposal leaves the automatic steps (scan, classify, apply) or time runs out.
    A proposal held for a human answers at once: no reviewer is waited for."""
    start = time.monotonic()
    deadline = start + seconds
    while proposal.status in (ProposalStatus.RECEIVED, ProposalStatus.SCANNING, ProposalStatus.APPROVED):
        now = time.monotonic()
        if now >= deadline:
            break
        # A clean write usually finishes within tens of milliseconds: poll finely at first,
        # then back off so a long scan does not cost a query every few milliseconds.
        time.sleep(_POLL_FAST_SECONDS if now - start < _POLL_FAST_WINDOW else _POLL_SECONDS)
        proposal.refresh_from_db(fields=["status", "findings", "record_revision"])
    return proposal


class MemoryRecordApi(APIView):
    permission_classes = [AnyToken]

    @extend_schema_serializer(component_name="MemoryPutRequest")
    class Input(StrictSerializer):
        kind = serializers.ChoiceField(choices=["semantic", "episodic_reference", "procedural"])
        content = ContentField()
        content_type = ContentTypeField()
        expected_revision = serializers.IntegerField(min_value=0, max_value=MAX_REVISION, allow_null=True)
        retention_days = serializers.IntegerField(
            min_value=1, max_value=memory_service.MAX_RETENTION_DAYS, required=False, allow_null=True
        )
        provenance = ProvenanceField(required=False, allow_null=True)
        index = IndexField()

    @extend_schema(
        operation_id="memory_get",
        parameters=[AGENT_ID],
        responses={200: RecordOutput, 403: PROBLEM, 404: PROBLEM},
    )
    def get(self, request: Request, scope: str, key: str) -> Response:
        with service_span("memory.read", memory_scope=scope) as span:
            record = memory_service.memory_get(caller=_caller(request), scope=scope, key=key)
            span.set(outcome="found", result_count=1, revision=record.revision)
        return Response(record_data(record))

    @extend_schema(
        operation_id="memory_put",
        request=Input,
        parameters=[
            AGENT_ID,
            OpenApiParameter(
                "Prefer",
                str,
                OpenApiParameter.HEADER,
                description="wait=N (N <= 10): wait for the automatic steps",
            ),
        ],
        responses={
            200: OutcomeOutput,
            202: OutcomeOutput,
            400: PROBLEM,
            403: PROBLEM,
            409: PROBLEM,
            413: PROBLEM,
            422: PROBLEM,
            429: PROBLEM,
        },
    )
    def put(self, request: Request, scope: str, key: str) -> Response:
        with service_span("memory.write", memory_scope=scope) as span:
            caller = _caller(request)
            check_key(key)
            data = self.Input(data=request.data)
            data.is_valid(raise_exception=True)
            v = data.validated_data
            span.set(memory_kind=v["kind"], size_bytes=len(v["content"].encode("utf-8")))
            provenance = v.get("provenance")
            if provenance is not None and not isinstance(provenance, dict):
                raise InvalidRequest("provenance must be a JSON object", field="provenance")
            proposal = memory_service.memory_propose(
                caller=caller,
                scope=scope,
                request=memory_service.PutRequest(
                    key=key,
                    kind=v["kind"],
                    content=v["content"],
                    content_type=v["content_type"],
                    expected_revision=v["expected_revision"],
                    retention_days=v.get("retention_days"),
                    provenance=provenance,
                    index_fields=v.get("index"),
                ),
            )
            wait = _wait_seconds(request)
            if wait:
                proposal = wait_for_automatic_steps(proposal, wait)
            response = outcome_response(proposal)
            data_out = response.data if isinstance(response.data, dict) else {}
            span.set(outcome=data_out.get("outcome"), error_category=data_out.get("code"))
            if wait:
                response["Preference-Applied"] = f"wait={int(wait)}"
            return response

    @extend_schema(
        operation_id="memory_delete",
        parameters=[
            AGENT_ID,
            OpenApiParameter(
                "expected_revision",
                {"type": "integer", "minimum": 0, "maximum": MAX_REVISION},
                OpenApiParameter.QUERY,
                required=True,
            ),
        ],
        responses={
            200: inline_serializer(
                "MemoryDeleteOutcome",
                {
                    "outcome": serializers.CharField(),
                    "proposal_id": serializers.UUIDField(allow_null=True),
                    "deleted_revision": serializers.IntegerField(),
                },
            ),
            404: PROBLEM,
            409: PROBLEM,
        },
    )
    def delete(self, request: Request, scope: str, key: str) -> Response:
        with service_span("memory.write", memory_scope=scope) as span:
            caller = _caller(request)
            raw = request.query_params.get("expected_revision", "")
            # ASCII digits only: str.isdigit() also takes "²", which int() refuses
            if not (raw.isascii() and raw.isdigit()) or int(raw) > MAX_REVISION:
                raise InvalidRequest("expected_revision is required", field="expected_revision")
            revision = memory_service.memory_delete(
                caller=caller, scope=scope, key=key, expected_revision=int(raw)
            )
            span.set(outcome="applied", revision=revision)
        return Response(
            {"outcome": "applied", "proposal_id": None, "record": None, "deleted_revision": revision}
        )


@extend_schema_serializer(component_name="MemoryQuery")
class MemoryQueryInput(StrictSerializer):
    text = serializers.CharField(max_length=1000)
    kinds = serializers.ListField(
        child=serializers.ChoiceField(choices=["semantic", "episodic_reference", "procedural"]),
        required=False,
        max_length=3,
    )
    mode = serializers.ChoiceField(
        choices=list(selectors.SEARCH_MODES),
        required=False,
        default="lexical",
        help_text="lexical: full-text match ranked by ts_rank_cd; vector: nearest by cosine distance "
        "of the query's embedding to the records' (all-MiniLM-L6-v2); hybrid: both rankings' top "
        f"max(limit, {selectors.HYBRID_CANDIDATES}) fused by reciprocal rank (k = {selectors.RRF_K}). "
        "Each filters by the scope's namespace first. The response's mode says which ran: a hybrid "
        "search runs lexical while the embedding model is unavailable (a vector search is then 503).",
    )


class MemorySearchApi(APIView):
    permission_classes = [AnyToken]

    @extend_schema_serializer(component_name="MemorySearchRequest")
    class Input(StrictSerializer):
        query = MemoryQueryInput()
        limit = serializers.IntegerField(min_value=1, max_value=50, required=False, default=10)

    @extend_schema(
        operation_id="memory_search",
        request=Input,
        parameters=[AGENT_ID],
        responses={
            200: inline_serializer(
                "MemorySearchResults",
                {
                    "results": serializers.ListField(
                        child=inline_serializer(
                            "MemorySearchResult",
                            {
                                **record_fields(),
                                "score": serializers.FloatField(
                                    help_text="lexical: ts_rank_cd; vector: cosine similarity; "
                                    "hybrid: the reciprocal-rank-fused score"
                                ),
                            },
                        ),
                        help_text="at most limit, best first, each with its provenance",
                    ),
                    "mode": serializers.ChoiceField(
                        choices=list(selectors.SEARCH_MODES), help_text="the ranking that ran"
                    ),
                },
            ),
            400: PROBLEM,
            503: PROBLEM,
        },
    )
    def post(self, request: Request, scope: str) -> Response:
        with service_span("memory.read", memory_scope=scope) as span:
            caller = _caller(request)
            data = self.Input(data=request.data)
            data.is_valid(raise_exception=True)
            query = data.validated_data["query"]
            namespace = memory_service.access_namespace(caller=caller, scope=scope, write=False)
            answer = selectors.memory_query(
                namespace=namespace.key,
                text=query["text"],
                kinds=query.get("kinds"),
                limit=data.validated_data["limit"],
                mode=query["mode"],
            )
            results = answer.results
            span.set(
                operation=f"search_{answer.mode}",
                outcome="found" if results else "empty",
                result_count=len(results),
            )
        return Response(
            {"results": [{**record_data(r.record), "score": r.score} for r in results], "mode": answer.mode}
        )


def proposal_data(proposal: MemoryProposal) -> dict[str, Any]:
    return {
        "id": str(proposal.id),
        "scope": proposal.scope,
        "key": proposal.key,
        "kind": proposal.kind,
        "status": proposal.status,
        "outcome": {"applied": "applied", "rejected": "rejected", "conflict": "conflict"}.get(
            proposal.status, "pending"
        ),
        "decision": proposal.decision or None,
        "reviewer": proposal.reviewer or None,
        "findings": [finding_data(f, proposal.classifier_score) for f in proposal.findings],
        "record_revision": proposal.record_revision,
    }


def finding_data(finding: dict[str, Any], classifier_score: float | None) -> dict[str, Any]:
    """A stored finding for the caller: where (a span of the stored, redacted content), what
    raised it (a rule id, or the model's score and the threshold it met) and what that means,
    in the review screen's words. Never the text it covers."""
    score, threshold = finding.get("score"), finding.get("threshold")
    return {
        "category": finding["category"],
        "start": finding["start"],
        "end": finding["end"],
        "rule": finding.get("rule") or None,
        "score": score if isinstance(score, int | float) else None,
        "threshold": threshold if isinstance(threshold, int | float) else None,
        "explanation": explain_finding(finding, classifier_score),
    }


FindingOutput = inline_serializer(
    "MemoryFinding",
    {
        "category": serializers.CharField(help_text="secret.*, pii.*, injection.*, authority.*"),
        "start": serializers.IntegerField(help_text="character offset in the stored (redacted) content"),
        "end": serializers.IntegerField(),
        "rule": serializers.CharField(
            allow_null=True,
            help_text="what raised it: a rule id (authority.<action>.<object> for the authority "
            "judge) or the classifier's version; null when the scanner names none",
        ),
        "score": serializers.FloatField(allow_null=True, help_text="the model's score (model findings)"),
        "threshold": serializers.FloatField(
            allow_null=True, help_text="the threshold that score met (model findings)"
        ),
        "explanation": serializers.CharField(
            help_text="what the finding means, in the review screen's words (never the text)"
        ),
    },
)


ProposalOutput = inline_serializer(
    "MemoryProposal",
    {
        "id": serializers.UUIDField(),
        "scope": serializers.CharField(),
        "key": serializers.CharField(),
        "kind": serializers.CharField(),
        "status": serializers.CharField(),
        "outcome": serializers.CharField(),
        "decision": serializers.CharField(allow_null=True),
        "reviewer": serializers.CharField(allow_null=True),
        "findings": serializers.ListField(child=FindingOutput),
        "record_revision": serializers.IntegerField(allow_null=True),
    },
)


class ProposalApi(APIView):
    permission_classes = [AnyToken]

    @extend_schema(operation_id="memory_proposal_get", responses={200: ProposalOutput, 404: PROBLEM})
    def get(self, request: Request, proposal_id: UUID) -> Response:
        proposal = _access_proposal(request, proposal_id)
        return Response(proposal_data(proposal))


def _access_proposal(request: Request, proposal_id: UUID) -> MemoryProposal:
    """A proposal in the caller's scope only (anything else is 404, never 403): for a lease, the
    namespaces its binding may read; for an application token, its environment (and organization)."""
    proposal = MemoryProposal.objects.filter(pk=proposal_id).first()
    if proposal is None or not _proposal_visible(request, proposal):
        raise NotFound("no such proposal")
    return proposal


def _proposal_visible(request: Request, proposal: MemoryProposal) -> bool:
    if isinstance(request.auth, LeasePrincipal):
        ctx = request.auth.memory
        if proposal.environment != ctx.environment or proposal.agent_id != ctx.agent_id:
            return False
        if proposal.scope == "user":
            return proposal.subject_ref == ctx.subject_ref
        if proposal.scope == "organization":
            return proposal.organization_id == ctx.organization_id
        return True
    assert isinstance(request.auth, AppPrincipal)
    if proposal.environment != request.auth.environment:
        return False
    org = request.auth.organization_id
    return not org or proposal.scope != "organization" or proposal.organization_id == org


class ProposalDecisionApi(APIView):
    permission_classes = [AnyToken]

    @extend_schema_serializer(component_name="MemoryDecisionRequest")
    class Input(StrictSerializer):
        decision = serializers.ChoiceField(choices=["approve", "reject"])
        reason = serializers.CharField(max_length=500, required=False, allow_blank=True, default="")

    @extend_schema(
        operation_id="memory_proposal_decide",
        request=Input,
        responses={200: ProposalOutput, 403: PROBLEM, 404: PROBLEM, 409: PROBLEM},
    )
    def post(self, request: Request, proposal_id: UUID) -> Response:
        if not isinstance(request.auth, AppPrincipal) or not request.auth.has(Permission.MEMORY_APPROVE):
            raise Forbidden("deciding needs an application token with memory:approve")
        data = self.Input(data=request.data)
        data.is_valid(raise_exception=True)
        _access_proposal(request, proposal_id)
        proposal = memory_service.memory_proposal_decide(
            proposal_id=proposal_id,
            reviewer=request.auth.actor,
            decision=data.validated_data["decision"],
            reason=data.validated_data["reason"],
            environment=request.auth.environment,
        )
        return Response(proposal_data(proposal))
