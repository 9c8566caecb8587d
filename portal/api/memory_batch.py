"""``POST /api/v1/memory/batch``: several memory operations in one request (CONTRACT 5, added).

For key-value stores over the MemoryBroker (LangGraph's ``BaseStore``: one HTTP call per
``batch``). Each op is exactly one call of the service that serves the single-record endpoint
(``memory_get``, ``memory_propose``, ``memory_delete``, ``access_namespace`` + a selector), with
the same authorization, write pipeline, bounds and rate limits; nothing here decides anything a
single endpoint would decide differently.

Whole request: the body is checked first (shape, op count, every op's fields, keys); anything
malformed is a 400 ``invalid_request`` for the whole batch and no op runs. Then the ops run in
order, each in its own transaction (the batch is not atomic), and the answer is 200 with one
result per op, in order. A result is either the op's success body with ``status`` (200, or 202
for a pending write), or the problem body (``type``, ``title``, ``status``, ``detail``, ``code``
and the usual extension members) that the single endpoint would have answered, e.g. 403
``forbidden``, 404 ``not_found``, 409 ``revision_conflict``, 413, 422 ``policy_rejected``, 429.
"""

from __future__ import annotations

import re
import time
from typing import Any, ClassVar

import orjson
from drf_spectacular.utils import (
    OpenApiParameter,
    OpenApiResponse,
    PolymorphicProxySerializer,
    extend_schema,
    extend_schema_field,
    extend_schema_serializer,
    inline_serializer,
)
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from portal.api.authentication import bearer_token
from portal.api.memory import (
    AGENT_ID,
    PROBLEM,
    AnyToken,
    ContentField,
    ContentTypeField,
    IndexField,
    ProvenanceField,
    _caller,
    _wait_seconds,
    outcome_response,
    record_data,
    record_fields,
    wait_for_automatic_steps,
)
from portal.api.problems import exception_handler
from portal.api.serializers import StrictSerializer, anchored
from statecore import memory_items, selectors
from statecore.crypto import LEASE_TOKEN_PREFIX, token_hash
from statecore.errors import InvalidRequest, NotFound, StatecoreError
from statecore.models import MemoryProposal, MemoryRecord
from statecore.scope import LeasePrincipal, MemoryContext
from statecore.services import memory as memory_service
from statecore.validation import KEY_RE, MAX_REVISION, canonical_json, check_key
from telemetry.spans import service_span

MAX_OPS = 100
MAX_SEARCH_LIMIT = 100
MAX_LIST_LIMIT = 1000
MAX_OFFSET = 10_000
MAX_FILTER_BYTES = 4096
SCOPES = ["user", "agent", "organization"]
KINDS = ["semantic", "episodic_reference", "procedural"]


def _namespace_field(**kwargs: Any) -> serializers.ListField:
    return serializers.ListField(
        child=serializers.CharField(trim_whitespace=False, max_length=200),
        max_length=memory_items.MAX_LABELS,
        help_text="item path inside the scope's namespace (LangGraph's namespace after the scope "
        "label); null or absent: `key` is a record key as the single-record endpoints use it",
        **kwargs,
    )


def _key_field() -> serializers.CharField:
    return serializers.CharField(
        trim_whitespace=False,
        allow_blank=True,
        max_length=200,
        help_text="without a namespace: a record key ([A-Za-z0-9._:-]{1,200}); with one: the item "
        "key, any text, as long as the packed record key (each label and the key with bytes outside "
        "[A-Za-z0-9.-] written _xx, joined by ':' and '::') is at most 200 characters (else 400)",
    )


def _op_field(name: str) -> serializers.ChoiceField:
    return serializers.ChoiceField(choices=[name])


#: get, put, delete: without a namespace (absent or null) the key is a record key.
_KEY_RULE = {
    "anyOf": [
        {"required": ["namespace"], "properties": {"namespace": {"type": "array"}}},
        {"properties": {"key": {"pattern": anchored(KEY_RE)}}},
    ]
}
#: put, delete: exactly one of expected_revision and unconditional=true. (Written with "not"
#: so that drf-spectacular's enum extraction leaves the one-value enums inline.)
_REVISION_RULE = {
    "anyOf": [
        {
            "required": ["expected_revision"],
            "not": {"required": ["unconditional"], "properties": {"unconditional": {"enum": [True]}}},
        },
        {
            "required": ["unconditional"],
            "not": {
                "anyOf": [
                    {"required": ["expected_revision"]},
                    {"properties": {"unconditional": {"enum": [False]}}},
                ]
            },
        },
    ]
}


@extend_schema_field(
    {
        "type": "object",
        "additionalProperties": {},
        "nullable": True,
        "description": "LangGraph's value filter: field -> value, or -> an object of operators "
        "($eq, $ne, $gt, $gte, $lt, $lte; any other key starting with $ is 400); at most "
        f"{MAX_FILTER_BYTES} bytes as canonical JSON",
    }
)
class FilterField(serializers.JSONField):
    """A value filter; its operators and size are checked by ``memory_items.check_filter``."""


class _Op(StrictSerializer):
    op = serializers.ChoiceField(choices=["get", "search", "put", "delete", "list_namespaces"])
    scope = serializers.ChoiceField(choices=SCOPES)


@extend_schema_serializer(component_name="MemoryBatchGet")
class GetOpInput(_Op):
    schema_extra: ClassVar[dict[str, Any]] = {"allOf": [_KEY_RULE]}
    op = _op_field("get")
    namespace = _namespace_field(required=False, allow_null=True, default=None)
    key = _key_field()


@extend_schema_serializer(component_name="MemoryBatchSearch")
class SearchOpInput(_Op):
    op = _op_field("search")
    namespace = _namespace_field(required=False, allow_null=True, default=None)
    query = serializers.CharField(max_length=1000, required=False, allow_null=True, default=None)
    kinds = serializers.ListField(
        child=serializers.ChoiceField(choices=KINDS), required=False, allow_null=True, max_length=3
    )
    filter = FilterField(required=False, allow_null=True, default=None)
    limit = serializers.IntegerField(min_value=1, max_value=MAX_SEARCH_LIMIT, default=10)
    offset = serializers.IntegerField(min_value=0, max_value=MAX_OFFSET, default=0)
    mode = serializers.ChoiceField(
        choices=list(selectors.SEARCH_MODES),
        default="lexical",
        help_text="how query ranks, as in POST /memory/{scope}/search (vector: cosine similarity "
        "of the query's embedding to the items' vectors, the score; items without one are left "
        "out); a hybrid search runs lexical while the embedding model is unavailable",
    )


@extend_schema_serializer(component_name="MemoryBatchPut")
class PutOpInput(_Op):
    schema_extra: ClassVar[dict[str, Any]] = {"allOf": [_KEY_RULE, _REVISION_RULE]}
    op = _op_field("put")
    namespace = _namespace_field(required=False, allow_null=True, default=None)
    key = _key_field()
    kind = serializers.ChoiceField(choices=KINDS)
    content = ContentField()
    content_type = ContentTypeField()
    expected_revision = serializers.IntegerField(
        min_value=0, max_value=MAX_REVISION, allow_null=True, required=False
    )
    unconditional = serializers.BooleanField(
        default=False,
        help_text="instead of expected_revision: compare against the revision current when the op "
        "runs (last writer wins); a write landing in between still makes this one a conflict",
    )
    retention_days = serializers.IntegerField(
        min_value=1, max_value=memory_service.MAX_RETENTION_DAYS, required=False, allow_null=True
    )
    provenance = ProvenanceField(required=False, allow_null=True)
    index = IndexField()


@extend_schema_serializer(component_name="MemoryBatchDelete")
class DeleteOpInput(_Op):
    schema_extra: ClassVar[dict[str, Any]] = {"allOf": [_KEY_RULE, _REVISION_RULE]}
    op = _op_field("delete")
    namespace = _namespace_field(required=False, allow_null=True, default=None)
    key = _key_field()
    expected_revision = serializers.IntegerField(min_value=0, max_value=MAX_REVISION, required=False)
    unconditional = serializers.BooleanField(default=False)


@extend_schema_serializer(component_name="MemoryBatchListNamespaces")
class ListNamespacesOpInput(_Op):
    op = _op_field("list_namespaces")
    namespace = _namespace_field(required=False, default=list)
    max_depth = serializers.IntegerField(min_value=0, required=False, allow_null=True, default=None)
    limit = serializers.IntegerField(min_value=1, max_value=MAX_LIST_LIMIT, default=100)
    offset = serializers.IntegerField(min_value=0, max_value=MAX_OFFSET, default=0)


OP_INPUTS: dict[str, type[_Op]] = {
    "get": GetOpInput,
    "search": SearchOpInput,
    "put": PutOpInput,
    "delete": DeleteOpInput,
    "list_namespaces": ListNamespacesOpInput,
}


class BatchInput(StrictSerializer):
    ops = serializers.ListField(child=serializers.DictField(), min_length=1, max_length=MAX_OPS)


def _prototype(cls: type[serializers.Serializer[Any]]) -> serializers.Serializer[Any]:
    """One bound instance of an input serializer for the process: DRF deep-copies a
    serializer's declared fields for each instance (a fifth of this view's CPU when made per
    request and per op). Validating through it is ``run_validation(data)``, exactly what
    ``is_valid`` runs (the errors are the ``ValidationError``'s detail, which ``is_valid``
    would store as ``errors``); it leaves no state on the instance, so threads share it. Its
    fields are bound here, at import, not lazily by the first requests."""
    instance = cls()
    assert instance.fields
    return instance


_BATCH_INPUT = _prototype(BatchInput)
_OP_PROTOTYPES = {kind: _prototype(cls) for kind, cls in OP_INPUTS.items()}


@extend_schema_serializer(component_name="MemoryBatchRequest")
class BatchRequestSchema(StrictSerializer):
    """The request body as the schema shows it: each op with its own fields (the view checks
    ``BatchInput`` first, then each op with its serializer, so that a bad op names its index)."""

    ops = serializers.ListField(
        child=PolymorphicProxySerializer(
            component_name="MemoryBatchOp",
            serializers={
                "get": GetOpInput,
                "search": SearchOpInput,
                "put": PutOpInput,
                "delete": DeleteOpInput,
                "list_namespaces": ListNamespacesOpInput,
            },
            resource_type_field_name="op",
        ),
        min_length=1,
        max_length=MAX_OPS,
    )


BatchRecordSerializer = type(
    inline_serializer(
        "MemoryBatchRecord",
        {
            **record_fields(),
            "key": serializers.CharField(help_text="the record key"),
            "namespace": serializers.ListField(
                child=serializers.CharField(), allow_null=True, help_text="item path; null if not an item"
            ),
            "item_key": serializers.CharField(allow_null=True),
            "created_at": serializers.DateTimeField(),
            "score": serializers.FloatField(allow_null=True, required=False),
        },
    )
)


BatchOpResult = inline_serializer(
    "MemoryBatchResult",
    {
        "status": serializers.IntegerField(help_text="the single endpoint's status for this op"),
        "code": serializers.CharField(required=False, help_text="problem code when status >= 400"),
        "type": serializers.CharField(required=False, help_text="the problem's, when status >= 400"),
        "title": serializers.CharField(required=False),
        "detail": serializers.CharField(required=False),
        "record": BatchRecordSerializer(required=False, help_text="get"),
        "results": serializers.ListField(child=BatchRecordSerializer(), required=False, help_text="search"),
        "namespaces": serializers.ListField(
            child=serializers.ListField(child=serializers.CharField()), required=False
        ),
        "truncated": serializers.BooleanField(required=False),
        "outcome": serializers.CharField(required=False),
        "proposal_id": serializers.UUIDField(allow_null=True, required=False),
        "findings": serializers.ListField(child=serializers.CharField(), required=False),
        "current_revision": serializers.IntegerField(allow_null=True, required=False),
        "deleted_revision": serializers.IntegerField(required=False),
    },
)


def item_data(record: MemoryRecord, score: float | None = None) -> dict[str, Any]:
    split = memory_items.split_record_key(record.key)
    data = {
        **record_data(record),
        "namespace": list(split[0]) if split else None,
        "item_key": split[1] if split else None,
        "created_at": record.created_at.isoformat().replace("+00:00", "Z"),
    }
    if score is not None:
        data["score"] = score
    return data


def _page_arguments(namespace: str, op: _Parsed) -> dict[str, Any]:
    """A search op's arguments of ``selectors.memory_item_page`` (and of its plan)."""
    data = op.data
    return {
        "namespace": namespace,
        "key_prefix": op.key,
        "text": data["query"] or None,
        "kinds": data.get("kinds"),
        "filter_": data["filter"] or None,
        "limit": data["limit"],
        "offset": data["offset"],
        "mode": data["mode"],
    }


def _problem(exc: StatecoreError) -> dict[str, Any]:
    response = exception_handler(exc, {})
    assert response is not None
    return dict(response.data)


class _Parsed:
    """One validated op: its fields and the record key (or key prefix) it addresses."""

    def __init__(self, op: str, scope: str, data: dict[str, Any], key: str | None) -> None:
        self.op, self.scope, self.data, self.key = op, scope, data, key


def _ops(request: Request) -> list[_Parsed]:
    """The body's ops, validated; a 400 for the whole batch when any is malformed."""
    if request.META.get("CONTENT_TYPE") == "application/json":
        plain = plain_search(request._request.body)
        if plain is not None:
            return [plain]
    body = _BATCH_INPUT.run_validation(request.data)
    return [_parse(i, raw) for i, raw in enumerate(body["ops"])]


def _parse(index: int, raw: dict[str, Any]) -> _Parsed:
    def invalid(errors: Any) -> serializers.ValidationError:
        return serializers.ValidationError({"ops": {str(index): errors}})

    kind = raw.get("op")
    if not isinstance(kind, str) or kind not in OP_INPUTS:
        raise invalid({"op": [serializers.ErrorDetail("invalid choice", code="invalid_choice")]})
    try:
        data = dict(_OP_PROTOTYPES[kind].run_validation(raw))
    except serializers.ValidationError as exc:
        raise invalid(exc.detail) from None
    return _checked(index, kind, data)


def _checked(index: int, kind: str, data: dict[str, Any]) -> _Parsed:
    """An op whose fields passed their serializer: the checks across fields, and its key."""

    def invalid(errors: Any) -> serializers.ValidationError:
        return serializers.ValidationError({"ops": {str(index): errors}})

    try:
        key: str | None = None
        path = data.get("namespace")
        if kind in ("get", "put", "delete"):
            key = check_key(data["key"]) if path is None else memory_items.record_key(path, data["key"])
        elif path is not None:
            key = memory_items.path_prefix(memory_items.check_path(path))
        if kind == "search" and data.get("filter") is not None:
            memory_items.check_filter(data["filter"])
            if len(canonical_json(data["filter"]).encode("utf-8")) > MAX_FILTER_BYTES:
                raise InvalidRequest("filter is too large", field="filter")
        if kind in ("put", "delete"):
            given = "expected_revision" in data
            if data["unconditional"] == given:
                raise InvalidRequest(
                    "send exactly one of expected_revision and unconditional=true",
                    field="expected_revision",
                )
        if kind == "put" and data.get("provenance") is not None and not isinstance(data["provenance"], dict):
            raise InvalidRequest("provenance must be a JSON object", field="provenance")
    except InvalidRequest as exc:
        field = str(exc.data.get("field", "body"))
        raise invalid({field: [serializers.ErrorDetail("invalid", code="invalid")]}) from exc
    return _Parsed(kind, data["scope"], data, key)


class MemoryBatchApi(APIView):
    """Lease or application token (``agent_id`` as for the single endpoints).

    A lease token this process has verified before is verified again in the round trip of the
    batch's first op when that op is one statement (a lexical search, the harness worker's
    memory read): the search is planned for the memory context the lease had, and its rows are
    used only if the lease still checks and still has that context
    (``selectors.lease_principal_with_reads``). Every other request authenticates first, as
    everywhere; the codes are the same either way (a malformed body of a lease that no longer
    checks is 401 or 409, not 400).
    """

    permission_classes = [AnyToken]
    _lease_hash: str | None = None
    _assumed: MemoryContext | None = None

    def perform_authentication(self, request: Request) -> None:
        token = bearer_token(request)
        if token is not None and token.startswith(LEASE_TOKEN_PREFIX):
            hashed = token_hash(token)
            assumed = selectors.seen_memory_context(hashed)
            if assumed is not None:
                self._lease_hash, self._assumed = hashed, assumed
                return
        super().perform_authentication(request)

    def check_permissions(self, request: Request) -> None:
        if self._lease_hash is None:  # else: verified with the first op (any lease may ask)
            super().check_permissions(request)

    def _authenticate(self, request: Request, principal: LeasePrincipal) -> memory_service.MemoryCaller:
        request.user = principal  # type: ignore[assignment]  # DRF takes any principal
        request.auth = principal
        return memory_service.caller_for_lease(principal)

    def _plan(self, first: _Parsed) -> tuple[str, Any] | None:
        """The first op's statement, planned for the seen lease's memory context, when it is one
        statement (a lexical search) the lease's check can carry; else None."""
        assert self._assumed is not None
        if first.op != "search":
            return None
        assumed = memory_service.caller_for_context(self._assumed)
        try:
            namespace = memory_service.access_namespace(caller=assumed, scope=first.scope, write=False)
        except StatecoreError:
            return None  # refused after the check, as without this path
        return selectors.memory_item_search_plan(**_page_arguments(namespace.key, first))

    def _checked_with_first_search(
        self, request: Request, first: _Parsed, plan: tuple[str, Any]
    ) -> tuple[memory_service.MemoryCaller, dict[str, Any]]:
        """The lease's check and the first op (a search) in one round trip, under the op's
        ``memory.read`` span: the caller and the op's result. A lease that does not check is the
        whole request's refusal; the op's own refusal is its result, as for any op."""
        assert self._lease_hash is not None
        assert self._assumed is not None
        caller = None
        try:
            with service_span("memory.read", memory_scope=first.scope) as span:
                principal, answers = selectors.lease_principal_with_reads(
                    token_hash=self._lease_hash, assumed=self._assumed, reads=[plan]
                )
                caller = self._authenticate(request, principal)
                rows = answers[0] if answers is not None else None
                return caller, self._search(caller, first, span, rows)
        except StatecoreError as exc:
            if caller is None:
                raise
            return caller, _problem(exc)

    @extend_schema(
        operation_id="memory_batch",
        request=BatchRequestSchema,
        parameters=[
            AGENT_ID,
            OpenApiParameter(
                "Prefer",
                str,
                OpenApiParameter.HEADER,
                description="wait=N (N <= 10): wait, N seconds in all, for the puts' automatic steps",
            ),
        ],
        responses={
            200: OpenApiResponse(
                inline_serializer(
                    "MemoryBatchResponse", {"results": serializers.ListField(child=BatchOpResult)}
                ),
                description="one result per op, in order",
            ),
            400: PROBLEM,
            401: PROBLEM,
        },
        description=__doc__,
    )
    def post(self, request: Request) -> Response:
        first_result = None
        if self._lease_hash is None:
            caller = _caller(request)
            parsed = _ops(request)
        else:
            try:
                parsed = _ops(request)
            except Exception:
                # as when the lease is checked first: a lease that no longer checks is 401/409
                self._authenticate(request, selectors.lease_principal_by_hash(token_hash=self._lease_hash))
                raise
            plan = self._plan(parsed[0])
            if plan is None:
                principal = selectors.lease_principal_by_hash(token_hash=self._lease_hash)
                caller = self._authenticate(request, principal)
            else:
                caller, first_result = self._checked_with_first_search(request, parsed[0], plan)
        results: list[dict[str, Any] | None] = []
        proposals: dict[int, MemoryProposal] = {}
        for index, op in enumerate(parsed):
            if index == 0 and first_result is not None:
                results.append(first_result)
                continue
            try:
                result = self._run(caller, op)
            except StatecoreError as exc:
                results.append(_problem(exc))
                continue
            if isinstance(result, MemoryProposal):
                proposals[index] = result
                results.append(None)
            else:
                results.append(result)
        wait = _wait_seconds(request)
        deadline = time.monotonic() + wait
        for index, proposal in proposals.items():
            if wait:
                proposal = wait_for_automatic_steps(proposal, max(0.0, deadline - time.monotonic()))
            response = outcome_response(proposal)
            results[index] = {"status": response.status_code, **dict(response.data or {})}
        answer = Response({"results": results})
        if wait:
            answer["Preference-Applied"] = f"wait={int(wait)}"
        return answer

    def perform_content_negotiation(self, request: Request, force: bool = False) -> tuple[Any, str]:
        """What DRF's negotiation picks when the client asks for JSON or for nothing in
        particular (its one renderer, JSON), without parsing the header; any other ``Accept``
        (or a ``format`` parameter) is negotiated (and refused) as everywhere."""
        plain = request.META.get("HTTP_ACCEPT", "*/*") in ("*/*", "application/json")
        if plain and "format" not in request.query_params:
            renderer = self.get_renderers()[0]
            return renderer, renderer.media_type
        return super().perform_content_negotiation(request, force)

    @staticmethod
    def _search(
        caller: memory_service.MemoryCaller, op: _Parsed, span: Any, rows: list[Any] | None = None
    ) -> dict[str, Any]:
        """A search op under its span; ``rows``: its statement's rows, read with the lease's
        check (see the class), else it reads them now."""
        data = op.data
        namespace = memory_service.access_namespace(caller=caller, scope=op.scope, write=False)
        if rows is None:
            page = selectors.memory_item_page(**_page_arguments(namespace.key, op))
        else:
            page = selectors.memory_item_page_of(
                rows, filter_=data["filter"] or None, limit=data["limit"], offset=data["offset"]
            )
        span.set(outcome="found" if page.records else "empty", result_count=len(page.records))
        return {
            "status": 200,
            "results": [item_data(r.record, r.score if data["query"] else None) for r in page.records],
            "truncated": page.truncated,
        }

    @staticmethod
    def _run(caller: memory_service.MemoryCaller, op: _Parsed) -> dict[str, Any] | MemoryProposal:
        data = op.data
        if op.op == "get":
            assert op.key is not None
            with service_span("memory.read", memory_scope=op.scope) as span:
                record = memory_service.memory_get(caller=caller, scope=op.scope, key=op.key)
                span.set(outcome="found", result_count=1, revision=record.revision)
            return {"status": 200, "record": item_data(record)}
        if op.op == "search":
            with service_span("memory.read", memory_scope=op.scope) as span:
                return MemoryBatchApi._search(caller, op, span)
        if op.op == "list_namespaces":
            with service_span("memory.read", memory_scope=op.scope) as span:
                namespace = memory_service.access_namespace(caller=caller, scope=op.scope, write=False)
                paths, truncated = selectors.memory_item_namespaces(
                    namespace=namespace.key,
                    prefix=tuple(data["namespace"]),
                    max_depth=data["max_depth"],
                    limit=data["limit"],
                    offset=data["offset"],
                )
                span.set(outcome="found" if paths else "empty", result_count=len(paths))
            return {"status": 200, "namespaces": [list(p) for p in paths], "truncated": truncated}
        assert op.key is not None
        if op.op == "delete":
            with service_span("memory.write", memory_scope=op.scope) as span:
                expected = data.get("expected_revision")
                if data["unconditional"]:
                    expected = memory_service.memory_revision(caller=caller, scope=op.scope, key=op.key)
                if expected is None:
                    raise NotFound("no such memory in this scope")
                revision = memory_service.memory_delete(
                    caller=caller, scope=op.scope, key=op.key, expected_revision=int(expected)
                )
                span.set(outcome="applied", revision=revision)
            return {"status": 200, "outcome": "applied", "proposal_id": None, "deleted_revision": revision}
        with service_span("memory.write", memory_scope=op.scope) as span:
            span.set(memory_kind=data["kind"], size_bytes=len(data["content"].encode("utf-8")))
            expected = data.get("expected_revision")
            if data["unconditional"]:
                expected = memory_service.memory_revision(caller=caller, scope=op.scope, key=op.key)
            proposal = memory_service.memory_propose(
                caller=caller,
                scope=op.scope,
                request=memory_service.PutRequest(
                    key=op.key,
                    kind=data["kind"],
                    content=data["content"],
                    content_type=data["content_type"],
                    expected_revision=expected,
                    retention_days=data.get("retention_days"),
                    provenance=data.get("provenance"),
                    index_fields=data.get("index"),
                ),
            )
            span.set(outcome="pending")
        return proposal


#: what DRF's CharField refuses in any text (NUL, lone surrogates)
_REFUSED_TEXT = re.compile("[\x00\ud800-\udfff]")
_SEARCH_FIELDS = frozenset(SearchOpInput().fields)


def _text(value: Any, max_length: int) -> bool:
    return isinstance(value, str) and 0 < len(value) <= max_length and not _REFUSED_TEXT.search(value)


def _count(value: Any, low: int, high: int) -> bool:
    return type(value) is int and low <= value <= high


def plain_search(body: bytes) -> _Parsed | None:
    """A batch of one search op (the harness worker's memory read, a LangGraph store's
    ``search``) in the plain form the clients send, checked without DRF's serializers: what
    ``BatchInput`` then ``SearchOpInput`` would validate it to, or None for any other body,
    which the serializers then check (and refuse, when they do, as always). Accepts only what
    they accept unchanged: no filter, text as is (a query DRF would trim is left to it),
    integers as integers; held to them by tests/portal/api/test_memory_batch_plain.py."""
    try:
        parsed = orjson.loads(body)
    except orjson.JSONDecodeError:
        return None
    if not isinstance(parsed, dict) or parsed.keys() != {"ops"}:
        return None
    ops = parsed["ops"]
    if not isinstance(ops, list) or len(ops) != 1 or not isinstance(ops[0], dict):
        return None
    op: dict[str, Any] = ops[0]
    if not op.keys() <= _SEARCH_FIELDS or op.get("op") != "search" or op.get("scope") not in SCOPES:
        return None
    namespace = op.get("namespace")
    if namespace is not None and not (
        isinstance(namespace, list)
        and len(namespace) <= memory_items.MAX_LABELS
        and all(_text(label, 200) for label in namespace)
    ):
        return None
    query = op.get("query")
    if query is not None and not (_text(query, 1000) and query == query.strip()):
        return None
    if "kinds" in op and op["kinds"] is not None:
        kinds = op["kinds"]
        if not (isinstance(kinds, list) and len(kinds) <= 3 and all(k in KINDS for k in kinds)):
            return None
    if op.get("filter") is not None:
        return None
    limit, offset, mode = op.get("limit", 10), op.get("offset", 0), op.get("mode", "lexical")
    if not (_count(limit, 1, MAX_SEARCH_LIMIT) and _count(offset, 0, MAX_OFFSET)):
        return None
    if not isinstance(mode, str) or mode not in selectors.SEARCH_MODES:
        return None
    data: dict[str, Any] = {
        "op": "search",
        "scope": op["scope"],
        "namespace": namespace,
        "query": query,
        "filter": None,
        "limit": limit,
        "offset": offset,
        "mode": mode,
    }
    if "kinds" in op:
        data["kinds"] = op["kinds"]
    try:
        return _checked(0, "search", data)
    except serializers.ValidationError:
        return None
