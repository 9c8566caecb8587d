"""Liveness, readiness and the telemetry health signal. They reveal nothing else."""

from __future__ import annotations

import logging

from django.conf import settings
from django.db import connection
from django.http import HttpRequest, JsonResponse
from drf_spectacular.utils import extend_schema, inline_serializer
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from portal.api.permissions import HasAppToken
from telemetry.export import EXPORT_FAILED, SETUP_FAILED
from telemetry.setup import health as telemetry_health

log = logging.getLogger(__name__)


def healthz(request: HttpRequest) -> JsonResponse:
    return JsonResponse({"status": "ok"})


def readyz(request: HttpRequest) -> JsonResponse:
    """Database and (when configured) the Celery broker. Telemetry is never part of readiness."""
    checks: dict[str, str] = {}
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
        checks["database"] = "ok"
    except Exception:
        log.warning("readiness: database unreachable")
        checks["database"] = "unavailable"
    if settings.CELERY_BROKER_URL:
        checks["broker"] = _broker_check(settings.CELERY_BROKER_URL)
    ready = all(v == "ok" for v in checks.values())
    return JsonResponse(
        {"status": "ok" if ready else "unavailable", "checks": checks}, status=200 if ready else 503
    )


def _broker_check(url: str) -> str:
    import redis

    try:
        client = redis.Redis.from_url(url, socket_connect_timeout=2, socket_timeout=2)
        try:
            client.ping()
        finally:
            client.close()
        return "ok"
    except Exception:
        log.warning("readiness: broker unreachable")
        return "unavailable"


class TelemetryHealthApi(APIView):
    """Export counters of this server process since it started (CONTRACT 6). Until tracing is
    configured, without an endpoint, or with OTEL_SDK_DISABLED=true: ok and zeros. ``degraded``
    carries a ``reason``: ``export_failed`` (the last export failed) or ``setup_failed`` (the
    process is configured to trace but its setup raised; it serves on without exporting). Never
    part of readiness: a collector outage changes no request outcome."""

    permission_classes = [HasAppToken]

    @extend_schema(
        operation_id="health_telemetry",
        responses={
            200: inline_serializer(
                "TelemetryHealth",
                {
                    "status": serializers.ChoiceField(choices=["ok", "degraded"]),
                    "exported": serializers.IntegerField(),
                    "failed": serializers.IntegerField(),
                    "dropped": serializers.IntegerField(),
                    "queue_capacity": serializers.IntegerField(),
                    "reason": serializers.ChoiceField(
                        choices=[EXPORT_FAILED, SETUP_FAILED],
                        required=False,
                        help_text="Present exactly when `status` is `degraded`: `export_failed`, the "
                        "last export to the collector failed (counted in `failed`); `setup_failed`, "
                        "this process is configured to trace (an OTLP endpoint set, the SDK not "
                        "disabled) but its tracing setup raised (an invalid `OTEL_BSP_*` value, an "
                        "unknown protocol, an exporter that cannot be loaded; the process log names "
                        "it); the process serves on, exporting nothing.",
                    ),
                },
            )
        },
    )
    def get(self, request: Request) -> Response:
        return Response(telemetry_health().as_dict())
