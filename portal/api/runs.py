"""Harness runs (CONTRACT 3a): ``POST /api/v1/bindings/{id}/runs``, as server-sent events or one
JSON body. The request's server span is ``harness.request``; the steps are its children
(``statecore.harness.runs`` describes them)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any
from uuid import UUID

import orjson
from django.db import connection
from django.http import StreamingHttpResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema, inline_serializer
from opentelemetry import context as otel_context
from opentelemetry import trace
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from portal.api.authentication import AppTokenAuthentication
from portal.api.permissions import HasAppToken
from portal.api.serializers import HeadSerializer, ProblemSerializer
from portal.apps import trust_issued_credential
from statecore.checkpoint_reads import head_document
from statecore.errors import Forbidden
from statecore.harness import runs
from statecore.models import HarnessRun, HarnessRunStatus, Run
from statecore.scope import AppPrincipal, Permission
from telemetry.spans import service_span

PROBLEM = OpenApiResponse(ProblemSerializer, description="application/problem+json")
SSE = "text/event-stream"
#: how long a response waits for a run beyond the run's own timeout
_SLACK_SECONDS = 30.0

RunResult = inline_serializer(
    "HarnessRunResult",
    {
        "run_id": serializers.CharField(),
        "binding_id": serializers.UUIDField(),
        "status": serializers.ChoiceField(
            choices=["completed", "interrupted", "failed", "uncertain_durability", "reconciled"]
        ),
        "interrupt": serializers.JSONField(allow_null=True),
        "reason": serializers.CharField(allow_null=True),
        "fenced": serializers.BooleanField(),
        "decision": serializers.ChoiceField(choices=["adopt_pending", "keep_previous"], allow_null=True),
        "output": inline_serializer(
            "HarnessRunOutput",
            {
                "messages": inline_serializer(
                    "HarnessMessage",
                    {"role": serializers.CharField(), "content": serializers.CharField()},
                    many=True,
                )
            },
        ),
        "head": HeadSerializer(allow_null=True),
    },
)

RunStartRequest = inline_serializer(
    "HarnessRunRequest",
    {
        "input": inline_serializer(
            "HarnessRunInput",
            {
                "messages": inline_serializer(
                    "HarnessUserMessage",
                    {
                        "role": serializers.ChoiceField(choices=["user"]),
                        "content": serializers.CharField(max_length=runs.MAX_CONTENT_CHARS),
                    },
                    many=True,
                )
            },
            required=False,
        ),
        "resume": serializers.JSONField(
            required=False, help_text='the resume value of an interrupted run, e.g. {"approved": true}'
        ),
    },
)


def _principal(request: Request) -> AppPrincipal:
    assert isinstance(request.auth, AppPrincipal)
    return request.auth


def _sse(name: str, data: dict[str, Any]) -> bytes:
    return b"event: " + name.encode() + b"\ndata: " + orjson.dumps(data) + b"\n\n"


def _result(hr: HarnessRun, head: Any) -> dict[str, Any]:
    run = Run.objects.filter(environment=hr.environment, run_id=hr.run_id).first()
    return {**runs.run_view(hr, run), "output": {"messages": list(hr.output)}, "head": head_document(head)}


class BindingRunsApi(APIView):
    """Start or resume a run of the reference harness on a binding."""

    authentication_classes = [AppTokenAuthentication]
    permission_classes = [HasAppToken]

    def initial(self, request: Request, *args: Any, **kwargs: Any) -> None:
        trace.get_current_span().update_name("harness.request")
        super().initial(request, *args, **kwargs)

    def perform_authentication(self, request: Request) -> None:
        with service_span("authn"):
            super().perform_authentication(request)

    def perform_content_negotiation(self, request: Request, force: bool = False) -> tuple[Any, str]:
        """JSON for everything DRF renders (problems, the blocking result); the event stream is
        rendered here."""
        renderer = self.get_renderers()[0]
        return renderer, renderer.media_type

    @extend_schema(
        operation_id="bindings_runs_create",
        request=RunStartRequest,
        parameters=[
            OpenApiParameter(
                "Idempotency-Key",
                OpenApiTypes.STR,
                OpenApiParameter.HEADER,
                required=False,
                pattern=r"^[A-Za-z0-9._:-]{1,200}$",
                description="the same key with the same body returns the same run and starts nothing",
            ),
        ],
        responses={
            (200, "application/json"): RunResult,
            (200, SSE): OpenApiResponse(
                OpenApiTypes.STR,
                description=(
                    "With Accept: text/event-stream. Events: `run` {run_id, status}; any number of "
                    "`message` {role, content}; at most one `interrupt` {run_id, interrupt}; last "
                    "`end` {run_id, status, head}."
                ),
            ),
            400: PROBLEM,
            401: PROBLEM,
            403: PROBLEM,
            404: PROBLEM,
            409: PROBLEM,
            503: PROBLEM,
        },
        description=(
            "One run at a time per binding (409 run_in_progress with Retry-After). A resume needs "
            "the binding's latest run to be interrupted (409 run_not_interrupted). A client that "
            "disconnects does not stop the run."
        ),
    )
    def post(self, request: Request, binding_id: UUID) -> Any:
        principal = _principal(request)
        with service_span("authz.agent"):
            if not principal.has(Permission.RUNS_START):
                raise Forbidden("this token may not start runs")
            binding = runs.access_binding_for_run(principal=principal, binding_id=binding_id)
        run_request = runs.parse_request(request.data, request.headers.get("Idempotency-Key"))
        config = runs.RunConfig.from_settings()
        begun = runs.begin(principal=principal, binding=binding, request=run_request, config=config)
        streaming = SSE in request.headers.get("Accept", "")
        parent = otel_context.get_current()
        if isinstance(begun, runs.Replay):
            return self._replay(begun.run, config, streaming, parent)
        # the run's worker sends this lease with its trace context: valid, as it was just issued
        trust_issued_credential(begun.lease_token, ttl_seconds=begun.lease_ttl_seconds)
        session = runs.launch(
            principal=principal, binding=binding, started=begun, request=run_request, config=config
        )
        if streaming:
            response = StreamingHttpResponse(self._stream(session, config, parent), content_type=SSE)
            response["Cache-Control"] = "no-store"
            response["X-Accel-Buffering"] = "no"
            return response
        with service_span("stream.validate_and_encode", execution_mode="blocking") as span:
            session.ended.wait(config.timeout_seconds + _SLACK_SECONDS)
            span.set(event_count=len(session.run.output))
            hr = HarnessRun.objects.get(pk=session.run.pk)
            return Response(_result(hr, session.final.get("head")))

    @staticmethod
    def _stream(
        session: runs.RunSession, config: runs.RunConfig, parent: otel_context.Context
    ) -> Iterator[bytes]:
        tracer = trace.get_tracer("statecore.harness")
        span = tracer.start_span("stream.validate_and_encode", context=parent)
        span.set_attribute("execution.mode", "stream")
        sent = 0
        try:
            for event in session.client_events(config.timeout_seconds + _SLACK_SECONDS):
                if event.name == "end":
                    event = runs.ClientEvent("end", {**event.data, "head": head_document(event.data["head"])})
                sent += 1
                yield _sse(event.name, event.data)
        finally:
            span.set_attribute("statecore.event_count", sent)
            span.end()

    def _replay(
        self, hr: HarnessRun, config: runs.RunConfig, streaming: bool, parent: otel_context.Context
    ) -> Any:
        """The run an Idempotency-Key first started: waited for while it runs, then answered
        as it stands (its messages were kept for this)."""
        deadline = time.monotonic() + config.timeout_seconds + _SLACK_SECONDS
        while hr.status == HarnessRunStatus.RUNNING and time.monotonic() < deadline:
            time.sleep(0.25)
            hr.refresh_from_db()
        connection.close_if_unusable_or_obsolete()
        result = _result(hr, runs.binding_head(hr.binding_id))
        if not streaming:
            return Response(result)

        def replayed() -> Iterator[bytes]:
            yield _sse("run", {"run_id": hr.run_id, "status": HarnessRunStatus.RUNNING})
            for message in result["output"]["messages"]:
                yield _sse("message", message)
            if result["interrupt"] is not None:
                yield _sse("interrupt", {"run_id": hr.run_id, "interrupt": result["interrupt"]})
            yield _sse("end", {"run_id": hr.run_id, "status": result["status"], "head": result["head"]})

        response = StreamingHttpResponse(replayed(), content_type=SSE)
        response["Cache-Control"] = "no-store"
        return response


def run_detail(principal: AppPrincipal, run_id: str) -> dict[str, Any] | None:
    """A harness run as GET /runs/{id} shows it, or None when no harness run has this id."""
    found = runs.harness_run(
        environment=principal.environment, organization_id=principal.organization_id, run_id=run_id
    )
    if found is None:
        return None
    return runs.run_view(*found)
