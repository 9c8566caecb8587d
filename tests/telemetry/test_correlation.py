"""With no exporter configured, spans carry ids (audit rows, propagation) and nothing is recorded."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from opentelemetry import context as otel_context
from opentelemetry import trace
from opentelemetry.sdk import trace as sdk_trace
from opentelemetry.trace.propagation.tracecontext import TraceContextTextMapPropagator

from portal.apps import start_tracing, stop_tracing
from statecore.models import AuditEvent
from telemetry.correlation import CorrelationTracerProvider
from telemetry.setup import TracingHandle
from telemetry.spans import service_span

TRACE = "0af7651916cd43dd8448eb211c80319c"
SPAN = "b7ad6b7169203331"
W3C = TraceContextTextMapPropagator()


@pytest.fixture
def unexported(monkeypatch: pytest.MonkeyPatch) -> Iterator[TracingHandle]:
    """Tracing as a server without OTEL_EXPORTER_OTLP_ENDPOINT starts it; the SDK's tracer is
    made to fail, so a recorded span anywhere fails the test."""

    def no_sdk_spans(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("an SDK span was started with no exporter configured")

    monkeypatch.setattr(sdk_trace.Tracer, "start_span", no_sdk_spans)
    stop_tracing()
    handle = start_tracing(set_global=False, endpoint=None)
    yield handle
    stop_tracing()


def _under(traceparent: str, tracestate: str = "") -> Any:
    carrier = {"traceparent": traceparent, **({"tracestate": tracestate} if tracestate else {})}
    return W3C.extract(carrier)


def test_no_exporter_installs_the_correlation_provider(unexported: TracingHandle) -> None:
    assert isinstance(unexported.provider, CorrelationTracerProvider)
    assert unexported.processor is None
    assert unexported.health().exported == 0


def test_a_root_span_has_ids_and_is_sampled_but_records_nothing(unexported: TracingHandle) -> None:
    with service_span("thread_state.commit") as outer:
        span = trace.get_current_span()
        assert not span.is_recording()
        ctx = span.get_span_context()
        assert ctx.is_valid
        assert ctx.trace_flags.sampled
        with service_span("thread_state.write"):
            inner = trace.get_current_span().get_span_context()
        assert inner.trace_id == ctx.trace_id
        assert inner.span_id != ctx.span_id
        outer.set(outcome="ok")  # a non-recording span takes attributes without effect


@pytest.mark.parametrize("flags", ["01", "00"])
def test_a_child_keeps_the_callers_trace_flags_and_state(unexported: TracingHandle, flags: str) -> None:
    token = otel_context.attach(_under(f"00-{TRACE}-{SPAN}-{flags}", "vendor=opaque"))
    try:
        with service_span("thread_state.commit"):
            carrier: dict[str, str] = {}
            W3C.inject(carrier)
    finally:
        otel_context.detach(token)
    version, trace_id, span_id, sent_flags = carrier["traceparent"].split("-")
    assert (version, trace_id, sent_flags) == ("00", TRACE, flags)
    assert span_id != SPAN
    assert carrier["tracestate"] == "vendor=opaque"


def test_a_request_continues_the_callers_trace_in_audit(unexported: TracingHandle, worker: Any) -> None:
    ref = worker.put_pending(b"state").json()["state_ref"]
    response = worker.client.post(
        "/api/v1/state/commit",
        {
            "state_ref": ref,
            "expected_durable_revision": 0,
            "run_id": "run-corr-1",
            "run": {"status": "completed"},
        },
        format="json",
        HTTP_TRACEPARENT=f"00-{TRACE}-{SPAN}-01",
    )
    assert response.status_code == 200, response.content
    event = AuditEvent.objects.filter(binding_id=worker.binding_id).order_by("-id").first()
    assert event is not None
    assert event.trace_id == TRACE
