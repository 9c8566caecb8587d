"""The service's own spans through the API, the health endpoint, and outcomes with the
collector down."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter

from statecore.models import AuditEvent
from telemetry import policy
from telemetry.setup import TelemetryConfigError, TracingConfig, configure_tracing, current


def _check_allowed(span: Any) -> None:
    assert span.name in policy.ALLOWED_SPAN_NAMES
    for key, value in (span.attributes or {}).items():
        assert key in policy.ALLOWED_ATTRIBUTES, key
        assert policy.allowed_value(policy.ALLOWED_ATTRIBUTES[key], value), (key, value)


def _child_of_server(tracing: Any, span: Any) -> None:
    (server,) = [
        s for s in tracing.spans() if s.name == "http.server" and s.context.trace_id == span.context.trace_id
    ]
    assert span.parent is not None
    assert span.parent.span_id == server.context.span_id


def test_commit_records_a_thread_state_commit_span_with_allowed_attributes(tracing: Any, worker: Any) -> None:
    ref = worker.put_pending(b"state-bytes").json()["state_ref"]
    tracing.reset()
    assert worker.commit(ref, 0).status_code == 200
    (span,) = tracing.named("thread_state.commit")
    _check_allowed(span)
    attrs = dict(span.attributes or {})
    assert attrs["statecore.outcome"] == "ok"
    assert attrs["statecore.revision"] == 1
    assert attrs["statecore.size_bytes"] == len(b"state-bytes")
    assert policy.hmac_ref(attrs["statecore.binding_ref"])
    assert worker.binding_id not in repr(span.to_json())
    _child_of_server(tracing, span)
    # the audit row carries the same trace id, and stays whatever happens to the span
    event = AuditEvent.objects.filter(binding_id=worker.binding_id).order_by("-id").first()
    assert event is not None
    assert event.trace_id == format(span.context.trace_id, "032x")


def test_write_and_refused_commit_record_outcome_and_error_category(tracing: Any, worker: Any) -> None:
    ref = worker.put_pending(b"abc").json()["state_ref"]
    (write,) = tracing.named("thread_state.write")
    assert write.attributes["statecore.outcome"] == "created"
    assert write.attributes["statecore.size_bytes"] == 3
    tracing.reset()
    assert worker.commit(ref, 7).status_code == 409
    (span,) = tracing.named("thread_state.commit")
    _check_allowed(span)
    assert span.attributes["statecore.outcome"] == "error"
    assert span.attributes["statecore.error.category"] == "revision_conflict"
    assert [e.attributes for e in span.events] == [{"exception.type": "RevisionConflict"}]


def test_memory_write_and_read_spans(tracing: Any, worker: Any) -> None:
    tracing.reset()
    content = "Prefers vim keybindings."
    response = worker.client.put(
        "/api/v1/memory/user/records/pref.editor",
        {"kind": "semantic", "content": content, "content_type": "text/plain", "expected_revision": None},
        format="json",
    )
    assert response.status_code in (200, 202), response.content
    (span,) = tracing.named("memory.write")
    _check_allowed(span)
    attrs = dict(span.attributes or {})
    assert attrs["statecore.outcome"] == response.json()["outcome"]
    assert attrs["statecore.memory.scope"] == "user"
    assert attrs["statecore.memory.kind"] == "semantic"
    assert attrs["statecore.size_bytes"] == len(content)
    assert content not in repr(span.to_json())
    _child_of_server(tracing, span)
    worker.client.post("/api/v1/memory/user/search", {"query": {"text": "vim"}}, format="json")
    (read,) = tracing.named("memory.read")
    _check_allowed(read)
    assert "statecore.result_count" in (read.attributes or {})


def test_request_outcome_is_identical_with_the_collector_down(
    start: Callable[..., Any], make_worker: Any, make_binding: Any, collector_url: str
) -> None:
    # collector_url: refused, and blackholed (accepts, never answers); the export thread is
    # stuck or failing while the requests run, and the responses do not change
    def cycle() -> list[tuple[int, Any]]:
        w = make_worker(make_binding()["id"])
        ref = w.put_pending(b"x").json()["state_ref"]
        out = [(r.status_code, r.json()["head"]["revision"]) for r in [w.commit(ref, 0)]]
        out.append((w.commit(ref, 5).status_code, None))
        return out

    baseline = cycle()
    exporter = OTLPSpanExporter(endpoint=collector_url, timeout=1)
    tracing = start(exporter=exporter, schedule_delay_millis=10)
    assert cycle() == baseline
    tracing.handle.force_flush()
    health = tracing.handle.health()
    assert health.status == "degraded"
    assert health.failed > 0
    assert health.exported == 0


def test_health_endpoint_is_ok_and_zero_without_tracing(app: Any) -> None:
    body = app.get("/api/v1/health/telemetry").json()
    assert body == {"status": "ok", "exported": 0, "failed": 0, "dropped": 0, "queue_capacity": 0}


def test_health_endpoint_reports_this_process_counters(tracing: Any, app: Any, worker: Any) -> None:
    worker.head()
    tracing.handle.force_flush()
    body = app.get("/api/v1/health/telemetry").json()
    assert body["status"] == "ok"
    assert body["exported"] > 0
    assert body["failed"] == 0
    assert body["queue_capacity"] == 2048


def test_sdk_disabled_reports_ok_and_zero(start: Callable[..., Any], app: Any) -> None:
    start(disabled=True)
    assert app.get("/api/v1/health/telemetry").json()["exported"] == 0
    assert current() is not None
    assert current().provider is None


def test_configure_is_idempotent(start: Callable[..., Any]) -> None:
    first = start()
    assert start().handle is first.handle


def test_content_capture_switched_on_refuses_to_start(start: Callable[..., Any]) -> None:
    with pytest.raises(TelemetryConfigError):
        configure_tracing(
            TracingConfig(hmac_key=b"k", instrument=False),
            set_global=False,
            environ={"OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT": "true"},
        )
    assert current() is None
