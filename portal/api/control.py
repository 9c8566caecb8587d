"""Control plane endpoints, for application tokens (CONTRACT 3)."""

from __future__ import annotations

from typing import Any
from uuid import UUID

from django.conf import settings
from drf_spectacular.utils import OpenApiResponse, extend_schema, extend_schema_serializer, inline_serializer
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from portal.api.permissions import HasAppToken
from portal.api.runs import run_detail
from portal.api.serializers import (
    BindingDetailSerializer,
    BindingSerializer,
    HeadSerializer,
    NonBlankTextField,
    PatternField,
    ProblemSerializer,
    RunSerializer,
    StrictSerializer,
    binding_data,
    run_data,
)
from statecore import selectors
from statecore.checkpoint_reads import head_document
from statecore.errors import Forbidden
from statecore.harness.runs import running_runs
from statecore.scope import AppPrincipal, Permission
from statecore.services import bindings as binding_service
from statecore.services import state as state_service
from statecore.validation import ENVIRONMENT_RE, IDENTIFIER_RE, KEY_RE, NAME_RE

PROBLEM = OpenApiResponse(ProblemSerializer, description="application/problem+json")


def _app(request: Request) -> AppPrincipal:
    assert isinstance(request.auth, AppPrincipal)
    return request.auth


class BindingCreateApi(APIView):
    permission_classes = [HasAppToken]

    @extend_schema_serializer(component_name="BindingCreateRequest")
    class Input(StrictSerializer):
        environment = PatternField(ENVIRONMENT_RE, max_length=64)
        harness = PatternField(NAME_RE, max_length=100)
        adapter = PatternField(NAME_RE, max_length=100)
        adapter_codec_version = PatternField(NAME_RE, max_length=100)
        agent_id = PatternField(IDENTIFIER_RE, max_length=200)
        subject = NonBlankTextField(max_length=1024, help_text="stored only as an HMAC")
        organization_id = PatternField(IDENTIFIER_RE, max_length=200)

    @extend_schema(
        operation_id="bindings_create",
        request=Input,
        responses={201: BindingSerializer, 400: PROBLEM, 401: PROBLEM, 403: PROBLEM},
    )
    def post(self, request: Request) -> Response:
        data = self.Input(data=request.data)
        data.is_valid(raise_exception=True)
        binding = binding_service.binding_create(principal=_app(request), **data.validated_data)
        return Response(binding_data(binding), status=201)


class BindingDetailApi(APIView):
    permission_classes = [HasAppToken]

    @extend_schema(operation_id="bindings_retrieve", responses={200: BindingDetailSerializer, 404: PROBLEM})
    def get(self, request: Request, binding_id: UUID) -> Response:
        binding = binding_service.access_binding(principal=_app(request), binding_id=binding_id)
        summary = selectors.binding_summary(binding=binding)
        return Response(
            {
                **binding_data(binding),
                "head": head_document(summary.head),
                "open_runs": [*running_runs(binding), *(run_data(r) for r in summary.open_runs)],
            }
        )


LeaseOutput = inline_serializer(
    "IssuedLease",
    {
        "lease_token": serializers.CharField(help_text="shown once; only its hash is stored"),
        "lease_id": serializers.UUIDField(),
        "generation": serializers.IntegerField(),
        "epoch": serializers.IntegerField(),
        "expires_at": serializers.DateTimeField(),
    },
)


class LeaseIssueApi(APIView):
    permission_classes = [HasAppToken]

    @extend_schema_serializer(component_name="LeaseIssueRequest")
    class Input(StrictSerializer):
        sandbox_id = PatternField(IDENTIFIER_RE, max_length=200)
        ttl_seconds = serializers.IntegerField(
            min_value=1, max_value=settings.STATECORE_MAX_LEASE_TTL_SECONDS
        )

    @extend_schema(
        operation_id="bindings_issue_lease",
        request=Input,
        responses={201: LeaseOutput, 400: PROBLEM, 404: PROBLEM},
    )
    def post(self, request: Request, binding_id: UUID) -> Response:
        data = self.Input(data=request.data)
        data.is_valid(raise_exception=True)
        issued = binding_service.lease_issue(
            principal=_app(request), binding_id=binding_id, **data.validated_data
        )
        body = {
            "lease_token": issued.token,
            "lease_id": str(issued.lease_id),
            "generation": issued.generation,
            "epoch": issued.epoch,
            "expires_at": issued.expires_at.isoformat().replace("+00:00", "Z"),
        }
        response = Response(body, status=201)
        response["Cache-Control"] = "no-store"
        return response


class BindingClearApi(APIView):
    permission_classes = [HasAppToken]

    @extend_schema(
        operation_id="bindings_clear",
        request=None,
        responses={200: inline_serializer("Cleared", {"epoch": serializers.IntegerField()}), 404: PROBLEM},
    )
    def post(self, request: Request, binding_id: UUID) -> Response:
        epoch = binding_service.binding_clear(principal=_app(request), binding_id=binding_id)
        return Response({"epoch": epoch})


class RunDetailApi(APIView):
    permission_classes = [HasAppToken]

    @extend_schema(operation_id="runs_retrieve", responses={200: RunSerializer, 404: PROBLEM})
    def get(self, request: Request, run_id: str) -> Response:
        principal = _app(request)
        if not any(
            principal.has(p)
            for p in (Permission.BINDINGS_MANAGE, Permission.RUNS_RECONCILE, Permission.RUNS_START)
        ):
            raise Forbidden("this token may not read runs")
        harness_run = run_detail(principal, run_id)
        if harness_run is not None:
            return Response(harness_run)
        run = state_service.access_run(
            environment=principal.environment, organization_id=principal.organization_id, run_id=run_id
        )
        return Response(run_data(run))


class RunReconcileApi(APIView):
    permission_classes = [HasAppToken]

    @extend_schema_serializer(component_name="ReconcileRequest")
    class Input(StrictSerializer):
        decision = serializers.ChoiceField(choices=["adopt_pending", "keep_previous"])
        idempotency_key = PatternField(KEY_RE, max_length=200)

    @extend_schema(
        operation_id="runs_reconcile",
        request=Input,
        responses={
            200: inline_serializer(
                "ReconcileResult", {"run": RunSerializer(), "head": HeadSerializer(allow_null=True)}
            ),
            400: PROBLEM,
            404: PROBLEM,
            409: PROBLEM,
        },
    )
    def post(self, request: Request, run_id: str) -> Response:
        principal = _app(request)
        actor = state_service.reconcile_actor_for(principal)
        data = self.Input(data=request.data)
        data.is_valid(raise_exception=True)
        result = state_service.run_reconcile(
            environment=principal.environment,
            organization_id=principal.organization_id,
            run_id=run_id,
            decision=data.validated_data["decision"],
            idempotency_key=data.validated_data["idempotency_key"],
            actor=actor,
        )
        out: dict[str, Any] = run_data(result.run)
        return Response({**out, "run": out, "head": head_document(result.head)})
