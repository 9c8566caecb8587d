"""Endpoints for harness adapters (CONTRACT 4, "Harness adapters"): lease token, same invariants.

The scope is the lease's; only committed states of its binding and epoch are ever listed.
Opaque bytes (checkpoint payloads, write values) travel as base64 in JSON bodies, so one
request can carry a checkpoint with its writes and the commit (the superstep batch).
"""

from __future__ import annotations

import base64
import binascii
import json
from collections.abc import Callable
from typing import Any
from uuid import UUID

from django.http import HttpResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import (
    OpenApiParameter,
    OpenApiResponse,
    extend_schema,
    extend_schema_field,
    extend_schema_serializer,
    inline_serializer,
)
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from portal.api import bodies
from portal.api.lean import LeanLeaseView, json_response, lease_of, read_body
from portal.api.permissions import HasLease
from portal.api.serializers import (
    TEXT_PATTERN,
    HeadSerializer,
    InterruptField,
    PatternField,
    RunOutcomeInput,
    StateMetadataField,
    StrictSerializer,
)
from portal.api.state import PROBLEM
from statecore import checkpoint_reads, frames, limits, selectors
from statecore.checkpoint_reads import head_document
from statecore.errors import InvalidRequest
from statecore.scope import LeasePrincipal, StateScope
from statecore.services import native
from statecore.services.state import Lease, ScopeRef
from statecore.validation import KEY_RE, MAX_REVISION, RUN_ID_RE, has_nul
from telemetry.spans import ServiceSpan, ref, service_span

_MAX_FILTERS = 16
_MAX_CHANNELS = checkpoint_reads.MAX_DELTA_CHANNELS
_INCLUDES = checkpoint_reads.INCLUDES  # GET /state/checkpoints?include=

# Query parameters as the views check them (``native.check_native_ns``/``check_native_id``,
# ``_limit_param``, the delta view's channel rule): the schema states the same bounds.
_LIMIT: dict[str, Any] = {
    "type": "integer",
    "minimum": 1,
    "maximum": selectors.MAX_HISTORY_LIMIT,
    "default": 20,
}
_NATIVE_NS: dict[str, Any] = {"type": "string", "maxLength": 255, "pattern": TEXT_PATTERN}
_NATIVE_ID: dict[str, Any] = {"type": "string", "minLength": 1, "maxLength": 128, "pattern": TEXT_PATTERN}
_CHANNEL: dict[str, Any] = {"type": "string", "minLength": 1, "maxLength": 255, "pattern": TEXT_PATTERN}


def _state_fields() -> dict[str, serializers.Field[Any, Any, Any, Any]]:
    """The fields of one committed state in history listings (fresh instances per schema)."""
    return {
        "state_ref": serializers.UUIDField(),
        "revision": serializers.IntegerField(),
        "parent": serializers.UUIDField(allow_null=True),
        "metadata": serializers.JSONField(),
        "codec": serializers.CharField(),
        "size": serializers.IntegerField(),
        "sha256": serializers.CharField(),
        "run_id": serializers.CharField(),
        "committed_at": serializers.DateTimeField(),
    }


HistoryItem = inline_serializer("StateHistoryItem", many=True, fields=_state_fields())
HistoryOutput = inline_serializer("StateHistory", {"states": HistoryItem})


def _metadata_filters(request: Request) -> dict[str, list[Any]]:
    """``metadata.<k>=<v>``: v is read as JSON when it parses (1, true, "x"), and also as text."""
    filters: dict[str, list[Any]] = {}
    for name in request.query_params:
        if not name.startswith("metadata."):
            continue
        raw = str(request.query_params.get(name, ""))
        key = name.removeprefix("metadata.")
        if "\x00" in key:
            raise InvalidRequest("metadata filter keys may not contain NUL", field="metadata")
        if not key or len(key) > 200:
            raise InvalidRequest("metadata filter keys are 1-200 characters", field=name)
        values: list[Any] = [raw]
        try:
            parsed = json.loads(raw)
        except ValueError:
            parsed = raw
        if has_nul(raw) or has_nul(parsed):  # PostgreSQL's jsonb cannot hold U+0000
            raise InvalidRequest("metadata filter values may not contain NUL", field="metadata")
        if parsed != raw:
            values.append(parsed)
        filters[key] = values
    if len(filters) > _MAX_FILTERS:
        raise InvalidRequest(f"at most {_MAX_FILTERS} metadata filters", field="metadata")
    return filters


class StateHistoryApi(LeanLeaseView):
    """Committed states of the lease's binding and epoch, newest first; pending never listed."""

    @extend_schema(
        operation_id="state_history",
        parameters=[
            OpenApiParameter(
                "before", OpenApiTypes.UUID, description="only states older than this state_ref"
            ),
            OpenApiParameter("limit", _LIMIT, description=f"1..{selectors.MAX_HISTORY_LIMIT}, default 20"),
            OpenApiParameter(
                "metadata.<key>",
                {"type": "string", "pattern": TEXT_PATTERN},
                description="equality filter on a metadata key (JSON value or text); repeat per key",
            ),
        ],
        responses={200: HistoryOutput, 400: PROBLEM, 401: PROBLEM, 404: PROBLEM, 409: PROBLEM},
    )
    def get(self, request: Request) -> HttpResponse:
        page = selectors.checkpoint_page(
            lease=lease_of(request),
            before=_uuid_param(request, "before"),
            limit=_limit_param(request),
            metadata=_metadata_filters(request),
            with_payload=False,
        )
        return json_response({"states": [checkpoint_reads.state_item(s) for s in page.states]})


# --- checkpoints with payloads and writes (the LangGraph adapter's get_tuple / list) ------------

_OPERATION = "statecore.operation"
_FRAMED = (
    "application/vnd.statecore.frames: a big-endian u32 N, then N bytes of the JSON document with"
    " every opaque field (payload, a write's value) replaced by its length in bytes, then those"
    " bytes, raw, in document order."
)
_FRAMED_REQUEST = (
    "The body is JSON with opaque bytes as base64, or the same document framed, with the bytes"
    " raw (" + _FRAMED + ")"
)


@extend_schema_field(OpenApiTypes.BYTE)
class Base64Field(serializers.Field[bytes, bytes, str, Any]):
    """Opaque bytes as base64 text, decoded once. Not a CharField: its surrogate check walks
    every character in Python (13 ms of a checkpoint put's CPU for a 4 KiB payload), and text
    that decodes as strict base64 is ASCII anyway."""

    default_error_messages = {"invalid": "must be base64"}

    def to_internal_value(self, data: Any) -> bytes:
        if not isinstance(data, str):
            self.fail("invalid")
        try:
            return base64.b64decode(data, validate=True)
        except (binascii.Error, ValueError):
            self.fail("invalid")

    def to_representation(self, value: bytes) -> str:
        return checkpoint_reads.base64_text(value)


WriteItem = inline_serializer(
    "NativeWriteItem",
    many=True,
    fields={
        "task_id": serializers.CharField(),
        "task_path": serializers.CharField(),
        "idx": serializers.IntegerField(),
        "channel": serializers.CharField(),
        "type": serializers.CharField(),
        "value": serializers.CharField(help_text="base64 of the opaque value"),
    },
)
CheckpointItem = inline_serializer(
    "CheckpointItem",
    many=True,
    fields={
        **_state_fields(),
        "checkpoint_ns": serializers.CharField(),
        "checkpoint_id": serializers.CharField(),
        "payload": serializers.CharField(help_text="base64 of the opaque payload"),
        "writes": WriteItem,
    },
)


# One class each (one schema component), a new instance per use (a field binds to one parent).
_DeltaChannel = type(
    inline_serializer("DeltaChannel", {"writes": WriteItem, "seed": serializers.UUIDField(allow_null=True)})
)
_DeltaSeed = type(
    inline_serializer(
        "DeltaSeed",
        {
            "state_ref": serializers.UUIDField(),
            "checkpoint_id": serializers.CharField(),
            "codec": serializers.CharField(),
            "payload": serializers.CharField(),
        },
    )
)


def _delta_fields() -> dict[str, Any]:
    """A delta-channel history's fields (GET /state/delta, and the checkpoints' include=delta)."""
    return {
        "complete": serializers.BooleanField(
            help_text="false: an ancestor does not record its stored channels; walk the chain yourself"
        ),
        "channels": serializers.DictField(child=_DeltaChannel()),
        "seeds": _DeltaSeed(many=True),
    }


DeltaOutput = inline_serializer("DeltaHistory", _delta_fields())


CheckpointsOutput = inline_serializer(
    "Checkpoints",
    {
        "checkpoints": CheckpointItem,
        "head": HeadSerializer(
            required=False, allow_null=True, help_text="with include=head: the durable head (null: none)"
        ),
        "delta": inline_serializer(
            "CheckpointDelta",
            {
                "checkpoint_ns": serializers.CharField(allow_blank=True),
                "checkpoint_id": serializers.CharField(),
                **_delta_fields(),
            },
            required=False,
            allow_null=True,
            help_text="with include=delta: the first checkpoint's delta-channel history",
        ),
        "namespaces": serializers.ListField(
            child=serializers.CharField(allow_blank=True),
            required=False,
            allow_null=True,
            help_text="with include=namespaces: the namespaces that hold states (null: too many)",
        ),
    },
)


CheckpointPutOutput = inline_serializer(
    "CheckpointPut", {"state_ref": serializers.UUIDField(), "head": HeadSerializer()}
)


def _lease(request: Request) -> LeasePrincipal:
    assert isinstance(request.auth, LeasePrincipal)
    return request.auth


def _scope_attributes(span: ServiceSpan, scope: StateScope | ScopeRef) -> None:
    """The low-cardinality scope attributes of every adapter span (the binding as an HMAC)."""
    span.set(
        binding_ref=ref(str(scope.binding_id)), epoch=scope.epoch, lease_generation=scope.lease_generation
    )


def _validated(serializer_class: type[serializers.Serializer[Any]], data: Any) -> dict[str, Any]:
    serializer = serializer_class(data=data)
    serializer.is_valid(raise_exception=True)
    return dict(serializer.validated_data)


@extend_schema_serializer(component_name="NativeWriteInput")
class NativeWriteInput(StrictSerializer):
    idx = serializers.IntegerField(min_value=native.MIN_WRITE_IDX, max_value=native.MAX_WRITE_IDX)
    channel = serializers.CharField(max_length=255)
    type = serializers.CharField(max_length=64)
    value = Base64Field(help_text="base64 of the opaque value")


@extend_schema_serializer(component_name="NativeWriteGroup")
class NativeWriteGroup(StrictSerializer):
    checkpoint_ns = serializers.CharField(max_length=255, allow_blank=True, default="")
    checkpoint_id = serializers.CharField(max_length=128)
    task_id = serializers.CharField(max_length=128)
    task_path = serializers.CharField(max_length=255, allow_blank=True, default="")
    writes = serializers.ListField(
        child=NativeWriteInput(),
        max_length=native.MAX_WRITES_PER_REQUEST,
        required=False,
        help_text="the task's writes; each idx at most once",
    )


class CheckpointsApi(LeanLeaseView):
    """GET: committed checkpoints with their payloads and writes, newest first (one request per
    ``get_tuple`` or per page of ``list``). POST: the superstep batch."""

    @extend_schema(
        operation_id="state_checkpoints",
        parameters=[
            OpenApiParameter("checkpoint_ns", _NATIVE_NS, description="only this namespace (absent: all)"),
            OpenApiParameter("checkpoint_id", _NATIVE_ID, description="only states with this harness id"),
            OpenApiParameter(
                "before", OpenApiTypes.UUID, description="only states older than this state_ref"
            ),
            OpenApiParameter(
                "before_checkpoint_id",
                _NATIVE_ID,
                description="only states older than the one with this harness id",
            ),
            OpenApiParameter("limit", _LIMIT, description=f"1..{selectors.MAX_HISTORY_LIMIT}, default 20"),
            OpenApiParameter(
                "include",
                {"type": "array", "items": {"type": "string", "enum": list(_INCLUDES)}, "uniqueItems": True},
                description=(
                    "repeat. `head`: the answer also carries `head`, the durable head as GET /state/head"
                    " answers it. `delta`: it carries `delta`, the delta-channel history (as GET"
                    " /state/delta answers it, payloads framed like the checkpoints') of the first"
                    " checkpoint returned, for the delta channels it does not store; null when"
                    " nothing is returned or it needs more than 64 channels. `namespaces`: it"
                    " carries `namespaces`, every namespace that holds a state of the binding and"
                    f" epoch (null: more than {selectors.MAX_NAMESPACES}). One request for what a"
                    " run's start reads."
                ),
            ),
            OpenApiParameter(
                "metadata.<key>",
                {"type": "string", "pattern": TEXT_PATTERN},
                description="equality filter on a metadata key",
            ),
        ],
        responses={
            (200, "application/json"): CheckpointsOutput,
            (200, frames.MEDIA_TYPE): OpenApiResponse(
                OpenApiTypes.BINARY,
                description=_FRAMED + " Sent when the request's Accept names this media type.",
            ),
            400: PROBLEM,
            401: PROBLEM,
            404: PROBLEM,
            409: PROBLEM,
        },
    )
    def get(self, request: Request) -> HttpResponse:
        with service_span("thread_state.load", **{_OPERATION: "checkpoints"}) as span:
            lease = lease_of(request)
            params = request.query_params
            include = _include_param(request)
            native_ns = params.get("checkpoint_ns")
            native_id = params.get("checkpoint_id")
            before_native = params.get("before_checkpoint_id")
            if native_ns is not None:
                native.check_native_ns(native_ns)
            if native_id is not None:
                native.check_native_id(native_id)
            if before_native is not None:
                native.check_native_id(before_native, "before_checkpoint_id")
            # Opaque bytes as base64 in JSON, or raw after a framed header (statecore.frames)
            # when the client accepts it.
            answer = checkpoint_reads.checkpoints(
                lease=lease,
                include=include,
                framed=frames.MEDIA_TYPE in request.META.get("HTTP_ACCEPT", ""),
                before=_uuid_param(request, "before"),
                limit=_limit_param(request),
                metadata=_metadata_filters(request),
                native_ns=native_ns,
                native_id=native_id,
                before_native_id=before_native,
            )
            _scope_attributes(span, answer.page.scope)
            span.set(
                outcome="found" if answer.page.states else "empty",
                result_count=len(answer.page.states),
                size_bytes=sum(s.size for s in answer.page.states),
            )
        if answer.framed:
            return HttpResponse(answer.framed_body(), content_type=frames.MEDIA_TYPE)
        return json_response(answer.document)

    WriteInput = NativeWriteInput
    GroupInput = NativeWriteGroup

    @extend_schema_serializer(component_name="CheckpointPutRequest")
    class PutInput(StrictSerializer):
        idempotency_key = PatternField(KEY_RE, max_length=200)
        codec = serializers.CharField(max_length=100)
        payload = Base64Field(help_text="base64 of the opaque payload")
        checkpoint_ns = serializers.CharField(max_length=255, allow_blank=True, default="")
        checkpoint_id = serializers.CharField(max_length=128)
        parent_checkpoint_id = serializers.CharField(max_length=128, required=False, allow_null=True)
        metadata = StateMetadataField(required=False, default=dict)
        expected_durable_revision = serializers.IntegerField(min_value=0, max_value=MAX_REVISION)
        run_id = PatternField(RUN_ID_RE, max_length=128)
        run = RunOutcomeInput()
        writes = serializers.ListField(
            child=NativeWriteGroup(), max_length=native.MAX_WRITE_GROUPS, required=False, default=list
        )

    @extend_schema(
        operation_id="state_checkpoint_put",
        request={"application/json": PutInput, frames.MEDIA_TYPE: OpenApiTypes.BINARY},
        description=_FRAMED_REQUEST,
        responses={
            200: CheckpointPutOutput,
            400: PROBLEM,
            404: PROBLEM,
            409: PROBLEM,
            413: PROBLEM,
            429: PROBLEM,
        },
    )
    def post(self, request: Request) -> HttpResponse:
        """The batch and its task writes (``writes``: those LangGraph handed over before this
        checkpoint, as ``POST /state/writes/batch`` takes them) in one statement: a refused
        commit or refused writes leave nothing behind, a replayed batch stores none again."""
        with service_span("thread_state.commit", **{_OPERATION: "checkpoint_put"}) as span:
            lease = lease_of(request)
            document, blob, finish = bodies.parse(
                read_body(request, lease, slack=_base64_slack()), request.content_type or ""
            )
            body = bodies.checkpoint_put(document, blob)
            finish()
            put = self._commit(span, lease, body)
            if body.writes:
                span.set(event_count=sum(len(g.writes) for g in body.writes))
        return json_response({"state_ref": str(put.state_ref), "head": head_document(put.head)})

    @staticmethod
    def _commit(span: ServiceSpan, lease: Lease, body: bodies.CheckpointPutBody) -> native.CheckpointPut:
        span.set(run_ref=ref(body.run_id), size_bytes=len(body.payload))
        put, scope = native.checkpoint_put(
            lease=lease,
            idempotency_key=body.idempotency_key,
            codec=body.codec,
            payload=body.payload,
            native_ns=body.native_ns,
            native_id=body.native_id,
            parent_native_id=body.parent_native_id,
            metadata=body.metadata,
            expected_revision=body.expected_revision,
            run_id=body.run_id,
            outcome=body.outcome,
            writes=body.writes,
        )
        _scope_attributes(span, scope)
        span.set(revision=put.head.revision, outcome="replayed" if put.replayed else "ok")
        return put


def _include_param(request: Request) -> frozenset[str]:
    include = request.query_params.getlist("include")
    unknown = [i for i in include if i not in _INCLUDES]
    if unknown or len(set(include)) != len(include):
        raise InvalidRequest(f"include takes {' and '.join(_INCLUDES)}, each once", field="include")
    return frozenset(include)


def _base64_slack() -> int:
    """JSON framing on top of the payload bound: base64 (4/3) plus the small fields."""
    return limits.payload_read_bound() // 3 + bodies.JSON_SLACK


def _uuid_param(request: Request, name: str) -> UUID | None:
    raw = request.query_params.get(name)
    if not raw:
        return None
    try:
        return UUID(raw)
    except ValueError:
        raise InvalidRequest(f"{name} must be a state_ref", field=name) from None


def _limit_param(request: Request) -> int:
    try:
        limit = int(request.query_params.get("limit", "20"))
    except ValueError:
        raise InvalidRequest("limit must be an integer", field="limit") from None
    if not 1 <= limit <= selectors.MAX_HISTORY_LIMIT:
        raise InvalidRequest(f"limit must be 1..{selectors.MAX_HISTORY_LIMIT}", field="limit")
    return limit


@extend_schema_serializer(component_name="RunInterruptInput")
class RunInterruptInput(StrictSerializer):
    run_id = PatternField(RUN_ID_RE, max_length=128)
    status = serializers.ChoiceField(choices=["interrupted"])
    interrupt = InterruptField()


@extend_schema_serializer(component_name="NativeWritesRequest")
class WritesInput(NativeWriteGroup):
    run = RunInterruptInput(
        required=False, help_text="the run stopped at an interrupt these writes carry: recorded with them"
    )


class WritesApi(LeanLeaseView):
    """A task's writes against a checkpoint (LangGraph's ``put_writes``). Ordinary slots
    (idx >= 0) are stored once, so a retry or a replayed task changes nothing; negative slots
    (errors, interrupts, resume values) are overwritten."""

    @extend_schema(
        operation_id="state_writes_put",
        request={"application/json": WritesInput, frames.MEDIA_TYPE: OpenApiTypes.BINARY},
        description=_FRAMED_REQUEST,
        responses={
            200: inline_serializer("WritesStored", {"stored": serializers.IntegerField()}),
            400: PROBLEM,
            409: PROBLEM,
            413: PROBLEM,
            429: PROBLEM,
        },
    )
    def post(self, request: Request) -> HttpResponse:
        def one(document: Any, blob: bodies.Blob) -> bodies.WritesBatch:
            body = bodies.writes(document, blob)
            return bodies.WritesBatch(groups=(body.group,), run=body.run)

        return _store_writes(request, "writes_put", one)


def _store_writes(
    request: Request, operation: str, parse: Callable[[Any, bodies.Blob], bodies.WritesBatch]
) -> HttpResponse:
    with service_span("thread_state.write", **{_OPERATION: operation}) as span:
        lease = lease_of(request)
        document, blob, finish = bodies.parse(
            read_body(request, lease, slack=_base64_slack()), request.content_type or ""
        )
        body = parse(document, blob)
        finish()
        if body.run is not None:
            span.set(run_ref=ref(body.run.run_id))
        stored, scope = native.native_writes_put(lease=lease, groups=body.groups, run=body.run)
        _scope_attributes(span, scope)
        span.set(event_count=stored, size_bytes=sum(len(w.value) for g in body.groups for w in g.writes))
    return json_response({"stored": stored})


@extend_schema_serializer(component_name="NativeWritesBatchRequest")
class WritesBatchInput(StrictSerializer):
    groups = serializers.ListField(
        child=NativeWriteGroup(),
        min_length=1,
        max_length=native.MAX_WRITE_GROUPS,
        help_text="the tasks' writes, each group against its own checkpoint",
    )
    run = RunInterruptInput(
        required=False, help_text="the run stopped at an interrupt these writes carry: recorded with them"
    )


class WritesBatchApi(LeanLeaseView):
    """Several tasks' writes in one request and one transaction (a worker's buffered
    ``put_writes`` of one run), with the same rules as ``POST /state/writes`` per group; the
    write-rate bound counts the request once."""

    @extend_schema(
        operation_id="state_writes_batch_put",
        request={"application/json": WritesBatchInput, frames.MEDIA_TYPE: OpenApiTypes.BINARY},
        description=_FRAMED_REQUEST,
        responses={
            200: inline_serializer("WritesBatchStored", {"stored": serializers.IntegerField()}),
            400: PROBLEM,
            409: PROBLEM,
            413: PROBLEM,
            429: PROBLEM,
        },
    )
    def post(self, request: Request) -> HttpResponse:
        return _store_writes(request, "writes_batch_put", bodies.writes_batch)


class DeltaHistoryApi(LeanLeaseView):
    """The delta-channel history of a checkpoint in one request: the writes stored along its
    parent chain for each channel (oldest first, each checkpoint's in apply order) up to the
    nearest ancestor that stores the channel's value (its ``seed``, returned with its payload)."""

    @extend_schema(
        operation_id="state_delta_history",
        parameters=[
            OpenApiParameter(
                "checkpoint_ns", _NATIVE_NS, description="the target's namespace (default empty)"
            ),
            OpenApiParameter("checkpoint_id", _NATIVE_ID, required=True),
            OpenApiParameter(
                "channel",
                {"type": "array", "items": _CHANNEL, "maxItems": _MAX_CHANNELS},
                description=f"repeat; at most {_MAX_CHANNELS} distinct channels",
            ),
        ],
        responses={200: DeltaOutput, 400: PROBLEM, 401: PROBLEM, 409: PROBLEM},
    )
    def get(self, request: Request) -> HttpResponse:
        with service_span("thread_state.load", **{_OPERATION: "delta_history"}) as span:
            lease = lease_of(request)
            native_ns = native.check_native_ns(request.query_params.get("checkpoint_ns", ""))
            native_id = native.check_native_id(request.query_params.get("checkpoint_id"))
            channels = native.check_channels(request.query_params.getlist("channel"), _MAX_CHANNELS)
            history = selectors.delta_history(
                lease=lease, native_ns=native_ns, native_id=native_id, channels=channels
            )
            _scope_attributes(span, history.scope)
            body = checkpoint_reads.delta_body(history, channels, checkpoint_reads.base64_text)
            span.set(
                outcome="found" if history.seeds or any(history.writes.values()) else "empty",
                event_count=sum(len(w) for w in history.writes.values()),
            )
        return json_response(body)


ErasedOutput = inline_serializer(
    "StateErased",
    {
        "epoch": serializers.IntegerField(),
        "deleted": inline_serializer(
            "StateErasedCounts", {"states": serializers.IntegerField(), "writes": serializers.IntegerField()}
        ),
    },
)


def _erased(erased: native.Erased) -> dict[str, Any]:
    return {"epoch": erased.epoch, "deleted": {"states": erased.states, "writes": erased.writes}}


class ThreadApi(APIView):
    """DELETE: erase every state and write of the lease's binding and epoch and start a new
    epoch (LangGraph's ``delete_thread``). The lease is fenced afterwards, as after a clear."""

    permission_classes = [HasLease]

    @extend_schema(
        operation_id="state_thread_delete", responses={200: ErasedOutput, 401: PROBLEM, 409: PROBLEM}
    )
    def delete(self, request: Request) -> Response:
        with service_span("thread_state.write", **{_OPERATION: "thread_delete"}) as span:
            scope = _lease(request).scope
            _scope_attributes(span, scope)
            erased = native.thread_delete(scope=scope)
        return Response(_erased(erased))


class PruneApi(APIView):
    """Prune the lease's epoch: ``keep_latest`` keeps the newest committed state per namespace
    and the head, with every ancestor (and its writes) a kept state needs for its delta
    channels; ``delete`` erases everything (a new epoch, as DELETE /state/thread)."""

    permission_classes = [HasLease]

    @extend_schema_serializer(component_name="PruneRequest")
    class Input(StrictSerializer):
        strategy = serializers.ChoiceField(choices=list(native.PRUNE_STRATEGIES))

    @extend_schema(
        operation_id="state_prune", request=Input, responses={200: ErasedOutput, 400: PROBLEM, 409: PROBLEM}
    )
    def post(self, request: Request) -> Response:
        with service_span("thread_state.write", **{_OPERATION: "prune"}) as span:
            scope = _lease(request).scope
            _scope_attributes(span, scope)
            v = _validated(self.Input, request.data)
            erased = native.thread_prune(scope=scope, strategy=v["strategy"])
        return Response(_erased(erased))


class RunsDeleteApi(APIView):
    """Delete the committed states (and their writes) the given runs produced in the lease's
    epoch (LangGraph's ``delete_for_runs``). A deleted head moves back to the newest remaining
    committed state."""

    permission_classes = [HasLease]

    @extend_schema_serializer(component_name="RunsDeleteRequest")
    class Input(StrictSerializer):
        run_ids = serializers.ListField(
            child=PatternField(RUN_ID_RE, max_length=128),
            max_length=native.MAX_RUN_IDS,
            allow_empty=True,
        )

    @extend_schema(
        operation_id="state_runs_delete",
        request=Input,
        responses={200: ErasedOutput, 400: PROBLEM, 409: PROBLEM},
    )
    def post(self, request: Request) -> Response:
        with service_span("thread_state.write", **{_OPERATION: "runs_delete"}) as span:
            scope = _lease(request).scope
            _scope_attributes(span, scope)
            v = _validated(self.Input, request.data)
            erased = native.runs_delete(scope=scope, run_ids=v["run_ids"])
        return Response(_erased(erased))
