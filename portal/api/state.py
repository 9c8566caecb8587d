"""Thread state, for sandbox workers holding a lease token (CONTRACT 4)."""

from __future__ import annotations

import json
from typing import Any
from uuid import UUID

from django.http import HttpResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import (
    OpenApiParameter,
    OpenApiResponse,
    extend_schema,
    extend_schema_serializer,
    inline_serializer,
)
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from portal.api import bodies
from portal.api.lean import LeanLeaseView, json_response, lease_of, parse_json, read_body
from portal.api.permissions import HasLease
from portal.api.serializers import (
    HeadEnvelopeSerializer,
    PatternField,
    ProblemSerializer,
    RunOutcomeInput,
    RunSerializer,
    StrictSerializer,
    run_data,
)
from statecore import selectors
from statecore.checkpoint_reads import head_document
from statecore.errors import InvalidRequest
from statecore.scope import LeasePrincipal
from statecore.services import state as state_service
from statecore.services.state import ScopeRef
from statecore.validation import MAX_REVISION, MAX_STATE_METADATA_BYTES, RUN_ID_RE
from telemetry.spans import ServiceSpan, ref, service_span

PROBLEM = OpenApiResponse(ProblemSerializer, description="application/problem+json")


def _lease(request: Request) -> LeasePrincipal:
    assert isinstance(request.auth, LeasePrincipal)
    return request.auth


class HeadApi(LeanLeaseView):
    """``load_head``: the durable head of the lease's binding and epoch, or null."""

    @extend_schema(
        operation_id="state_load_head", responses={200: HeadEnvelopeSerializer, 401: PROBLEM, 409: PROBLEM}
    )
    def get(self, request: Request) -> HttpResponse:
        with service_span("thread_state.load") as span:
            head, scope = state_service.head_load(lease=lease_of(request))
            span.set(
                binding_ref=ref(str(scope.binding_id)),
                epoch=scope.epoch,
                outcome="found" if head else "empty",
                revision=head.revision if head else None,
            )
        return json_response({"head": head_document(head)})


ScopeOutput = inline_serializer(
    "LeaseScope",
    {
        "binding_id": serializers.UUIDField(),
        "environment": serializers.CharField(),
        "harness": serializers.CharField(),
        "epoch": serializers.IntegerField(),
        "adapter_codec_version": serializers.CharField(),
        "lease_generation": serializers.IntegerField(),
        "expires_at": serializers.DateTimeField(),
    },
)


class ScopeApi(APIView):
    """The StateScope the server derives from this lease (read-only; nothing can change it)."""

    permission_classes = [HasLease]

    @extend_schema(operation_id="state_scope", responses={200: ScopeOutput, 401: PROBLEM, 409: PROBLEM})
    def get(self, request: Request) -> Response:
        lease = _lease(request)
        scope = lease.scope
        return Response(
            {
                "binding_id": str(scope.binding_id),
                "environment": scope.environment,
                "harness": scope.harness,
                "epoch": scope.epoch,
                "adapter_codec_version": scope.adapter_codec_version,
                "lease_generation": scope.lease_generation,
                "expires_at": lease.expires_at.isoformat().replace("+00:00", "Z"),
            }
        )


class NativeStateApi(LeanLeaseView):
    """The raw bytes of a committed state, or of a pending write of this same lease."""

    @extend_schema(
        operation_id="state_read_native",
        responses={(200, "application/octet-stream"): OpenApiTypes.BINARY, 404: PROBLEM, 409: PROBLEM},
    )
    def get(self, request: Request, state_ref: UUID) -> HttpResponse:
        state = selectors.state_payload(lease=lease_of(request), state_ref=state_ref)
        response = HttpResponse(state.payload, content_type="application/octet-stream")
        response["X-State-Codec"] = state.codec
        response["X-State-Status"] = state.status
        response["ETag"] = f'"{state.sha256}"'
        response["Cache-Control"] = "no-store"
        return response


def _header_json(request: Request, name: str) -> dict[str, Any]:
    raw = request.META.get(name)
    if raw is None:
        return {}
    try:
        text = raw.encode("latin-1").decode("utf-8")
        if len(text.encode("utf-8")) > MAX_STATE_METADATA_BYTES:
            raise InvalidRequest("X-State-Metadata is larger than 4 KiB", field="X-State-Metadata")
        value = json.loads(text)
    except (UnicodeError, ValueError):
        raise InvalidRequest("X-State-Metadata must be a JSON object", field="X-State-Metadata") from None
    if not isinstance(value, dict):
        raise InvalidRequest("X-State-Metadata must be a JSON object", field="X-State-Metadata")
    return value


def _header_uuid(request: Request, name: str, field: str) -> UUID | None:
    raw = request.META.get(name)
    if raw is None or raw == "":
        return None
    try:
        return UUID(raw)
    except ValueError:
        raise InvalidRequest(f"{field} must be a state_ref", field=field) from None


PendingOutput = inline_serializer(
    "PendingStateRef",
    {
        "state_ref": serializers.UUIDField(),
        "size": serializers.IntegerField(),
        "sha256": serializers.CharField(),
        "codec": serializers.CharField(),
        "parent": serializers.UUIDField(allow_null=True),
    },
)


class PendingWriteApi(LeanLeaseView):
    """``write_native_state``: store the raw body as a pending write, idempotently by key."""

    @extend_schema(
        operation_id="state_write_pending",
        request={"application/octet-stream": OpenApiTypes.BINARY},
        parameters=[
            OpenApiParameter(
                "X-State-Codec",
                {"type": "string", "minLength": 1},
                OpenApiParameter.HEADER,
                required=True,
                description="must equal the binding's adapter_codec_version",
            ),
            OpenApiParameter(
                "X-State-Parent",
                OpenApiTypes.UUID,
                OpenApiParameter.HEADER,
                description="state_ref of the parent state",
            ),
            OpenApiParameter(
                "X-State-Metadata",
                {"type": "string", "minLength": 2, "maxLength": MAX_STATE_METADATA_BYTES},
                OpenApiParameter.HEADER,
                description=f"a JSON object of at most {MAX_STATE_METADATA_BYTES} bytes as UTF-8",
            ),
        ],
        responses={
            201: PendingOutput,
            200: PendingOutput,
            400: PROBLEM,
            404: PROBLEM,
            409: PROBLEM,
            413: PROBLEM,
            429: PROBLEM,
        },
    )
    def put(self, request: Request, idempotency_key: str) -> HttpResponse:
        with service_span("thread_state.write") as span:
            lease = lease_of(request)
            codec = request.META.get("HTTP_X_STATE_CODEC")
            if not codec:
                raise InvalidRequest("X-State-Codec is required", field="X-State-Codec")
            payload = read_body(request, lease)
            span.set(size_bytes=len(payload))
            pending, scope = state_service.state_write_pending(
                lease=lease,
                idempotency_key=idempotency_key,
                codec=codec,
                payload=payload,
                parent_ref=_header_uuid(request, "HTTP_X_STATE_PARENT", "X-State-Parent"),
                metadata=_header_json(request, "HTTP_X_STATE_METADATA"),
            )
            _scope_attributes(span, scope)
            span.set(outcome="created" if pending.created else "replayed")
        body = {
            "state_ref": str(pending.state_ref),
            "size": pending.size,
            "sha256": pending.sha256,
            "codec": pending.codec,
            "parent": str(pending.parent_ref) if pending.parent_ref else None,
        }
        return json_response(body, status=201 if pending.created else 200)


class CommitApi(LeanLeaseView):
    """``commit_head``: compare-and-set the durable head to a pending write."""

    @extend_schema_serializer(component_name="CommitRequest")
    class Input(StrictSerializer):
        state_ref = serializers.UUIDField()
        expected_durable_revision = serializers.IntegerField(min_value=0, max_value=MAX_REVISION)
        run_id = PatternField(RUN_ID_RE, max_length=128)
        run = RunOutcomeInput()

    @extend_schema(
        operation_id="state_commit_head",
        request={"application/json": Input},
        responses={200: HeadEnvelopeSerializer, 400: PROBLEM, 404: PROBLEM, 409: PROBLEM},
    )
    def post(self, request: Request) -> HttpResponse:
        with service_span("thread_state.commit") as span:
            lease = lease_of(request)
            body = bodies.commit(parse_json(read_body(request, lease, slack=bodies.JSON_SLACK)))
            span.set(run_ref=ref(body.run_id))
            head, scope = state_service.head_commit(
                lease=lease,
                state_ref=body.state_ref,
                expected_revision=body.expected_revision,
                run_id=body.run_id,
                outcome=body.outcome,
            )
            _scope_attributes(span, scope)
            span.set(outcome="ok", revision=head.revision, size_bytes=head.size)
        return json_response({"head": head_document(head)})


class UncertainApi(LeanLeaseView):
    """``mark_uncertain``: fence a run whose durability is unknown; the previous head stays."""

    @extend_schema_serializer(component_name="MarkUncertainRequest")
    class Input(StrictSerializer):
        run_id = PatternField(RUN_ID_RE, max_length=128)
        reason = serializers.CharField(max_length=500)
        state_ref = serializers.UUIDField(required=False, allow_null=True)

    @extend_schema(
        operation_id="state_mark_uncertain",
        request={"application/json": Input},
        responses={200: RunSerializer, 400: PROBLEM, 404: PROBLEM, 409: PROBLEM},
    )
    def post(self, request: Request) -> HttpResponse:
        lease = lease_of(request)
        body = bodies.mark_uncertain(parse_json(read_body(request, lease, slack=bodies.JSON_SLACK)))
        run = state_service.run_mark_uncertain(
            lease=lease, run_id=body.run_id, reason=body.reason, state_ref=body.state_ref
        )
        return json_response(run_data(run))


def _scope_attributes(span: ServiceSpan, scope: ScopeRef) -> None:
    """The low-cardinality scope attributes of every state span (the binding as an HMAC)."""
    span.set(
        binding_ref=ref(str(scope.binding_id)), epoch=scope.epoch, lease_generation=scope.lease_generation
    )
