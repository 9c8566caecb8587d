"""CONTRACT 7 endpoints and the problem+json shape for routes and methods."""

from __future__ import annotations

from typing import Any

import pytest
from rest_framework.test import APIClient

from tests.conftest import Worker, assert_problem

pytestmark = pytest.mark.django_db


def test_healthz_and_readyz_need_no_credentials_and_reveal_nothing() -> None:
    client = APIClient()
    live = client.get("/healthz")
    assert live.status_code == 200
    assert live.json() == {"status": "ok"}
    ready = client.get("/readyz")
    assert ready.status_code == 200
    body = ready.json()
    assert body["status"] == "ok"
    assert "postgres" not in ready.content.decode()
    assert "redis://" not in ready.content.decode()


def test_readyz_reports_unreachable_broker(settings: Any) -> None:
    settings.CELERY_BROKER_URL = "redis://127.0.0.1:1/0"  # nothing listens on port 1
    response = APIClient().get("/readyz")
    assert response.status_code == 503
    assert response.json()["checks"]["broker"] == "unavailable"


def test_unknown_api_route_is_problem_json() -> None:
    assert_problem(APIClient().get("/api/v1/nope"), 404, "not_found")


def test_wrong_method_is_problem_json(worker: Worker) -> None:
    response = worker.client.delete("/api/v1/state/head")
    assert response.status_code == 405
    assert response["Content-Type"].startswith("application/problem+json")


def test_schema_is_published_and_names_every_path() -> None:
    response = APIClient().get("/api/schema/", HTTP_ACCEPT="application/json")
    assert response.status_code == 200
    text = response.content.decode()
    for path in (
        "/api/v1/bindings",
        "/api/v1/bindings/{binding_id}/leases",
        "/api/v1/bindings/{binding_id}/clear",
        "/api/v1/runs/{run_id}/reconcile",
        "/api/v1/state/head",
        "/api/v1/state/native/{state_ref}",
        "/api/v1/state/pending/{idempotency_key}",
        "/api/v1/state/commit",
        "/api/v1/state/uncertain",
    ):
        assert path in text, path


def test_telemetry_health_shape(app: APIClient) -> None:
    body = app.get("/api/v1/health/telemetry").json()
    assert {"status", "exported", "failed", "dropped", "queue_capacity"} <= body.keys()


def test_telemetry_health_schema_documents_the_degraded_reason() -> None:
    schema = APIClient().get("/api/schema/", HTTP_ACCEPT="application/json").json()["components"]["schemas"]
    health = schema["TelemetryHealth"]
    # the contract's fields are always there; the reason only when degraded
    assert set(health["required"]) == {"status", "exported", "failed", "dropped", "queue_capacity"}
    assert "reason" in health["properties"]
    assert schema["TelemetryHealthReasonEnum"]["enum"] == ["export_failed", "setup_failed"]
