"""Scrub rules per carrier: name, attributes, events, exceptions, status, links, resource."""

from __future__ import annotations

from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.trace import Link, SpanContext, SpanKind, Status, StatusCode, TraceFlags, TraceState

from telemetry.export import ExportCounters, ScrubbingBatchProcessor, ScrubbingExporter

CANARY = "stl_CANARYcanaryCANARYcanary0123"
RESOURCE = Resource.create(
    {"service.name": "statecore", "host.name": "node-7", "k8s.pod.name": "p", "process.command_args": CANARY}
)


def _pipeline() -> tuple[TracerProvider, ScrubbingBatchProcessor, InMemorySpanExporter]:
    exporter = InMemorySpanExporter()
    processor = ScrubbingBatchProcessor(exporter, resource=RESOURCE, schedule_delay_millis=60_000)
    provider = TracerProvider(resource=RESOURCE)
    provider.add_span_processor(processor)
    return provider, processor, exporter


def _one(processor: ScrubbingBatchProcessor, exporter: InMemorySpanExporter) -> ReadableSpan:
    processor.force_flush()
    (span,) = exporter.get_finished_spans()
    return span


def _leaks(span: ReadableSpan) -> bool:
    return CANARY in repr(span.to_json())


def test_attributes_outside_the_allow_list_or_failing_validation_are_dropped() -> None:
    provider, processor, exporter = _pipeline()
    with provider.get_tracer("t").start_as_current_span("thread_state.commit") as span:
        span.set_attribute("statecore.outcome", "ok")
        span.set_attribute("statecore.size_bytes", 12)
        span.set_attribute("http.url", f"https://x/?token={CANARY}")
        span.set_attribute("db.statement", "SELECT * FROM lease WHERE token_hash = 'x'")
        span.set_attribute("enduser.id", "alice@example.com")
        span.set_attribute("harness.id", CANARY)
    out = _one(processor, exporter)
    assert dict(out.attributes or {}) == {"statecore.outcome": "ok", "statecore.size_bytes": 12}
    assert not _leaks(out)


def test_exception_keeps_only_its_type_and_status_loses_its_description() -> None:
    provider, processor, exporter = _pipeline()
    with provider.get_tracer("t").start_as_current_span("memory.write") as span:
        span.record_exception(ValueError(f"could not parse {CANARY}"))
        span.add_event("prompt", {"gen_ai.prompt": "secret prompt"})
        span.set_status(Status(StatusCode.ERROR, f"failed for {CANARY}"))
    out = _one(processor, exporter)
    assert [e.name for e in out.events] == ["exception"]
    assert dict(out.events[0].attributes or {}) == {"exception.type": "ValueError"}
    assert out.status.status_code is StatusCode.ERROR
    assert out.status.description is None
    assert not _leaks(out)


def test_span_names_outside_the_allow_list_are_renamed_by_kind() -> None:
    provider, processor, exporter = _pipeline()
    tracer = provider.get_tracer("t")
    with tracer.start_as_current_span("GET api/v1/memory/user/records/alice-diary", kind=SpanKind.SERVER):
        pass
    with tracer.start_as_current_span("SELECT statecore_lease", kind=SpanKind.CLIENT) as s:
        s.set_attribute("db.system", "postgresql")
    with tracer.start_as_current_span("statecore.tasks.scan_memory", kind=SpanKind.CONSUMER):
        pass
    with tracer.start_as_current_span("thread_state.load"):
        pass
    processor.force_flush()
    assert [s.name for s in exporter.get_finished_spans()] == [
        "http.server",
        "db.query",
        "messaging.process",
        "thread_state.load",
    ]


def test_links_keep_their_context_only_and_tracestate_is_not_exported() -> None:
    provider, processor, exporter = _pipeline()
    remote = SpanContext(
        0xABC, 0xDEF, is_remote=True, trace_flags=TraceFlags(1), trace_state=TraceState([("vendor", "v1")])
    )
    with provider.get_tracer("t").start_as_current_span(
        "harness.run", links=[Link(remote, {"provider.trace": CANARY})]
    ):
        pass
    out = _one(processor, exporter)
    assert len(out.links) == 1
    assert out.links[0].context.span_id == 0xDEF
    assert not out.links[0].attributes
    assert not out.links[0].context.trace_state
    assert not _leaks(out)


def test_resource_keeps_only_allowed_keys() -> None:
    provider, processor, exporter = _pipeline()
    with provider.get_tracer("t").start_as_current_span("harness.run"):
        pass
    out = _one(processor, exporter)
    assert set(out.resource.attributes) <= {
        "service.name",
        "service.instance.id",  # the SDK's random UUID per process (policy.instance_id)
        "telemetry.sdk.name",
        "telemetry.sdk.language",
        "telemetry.sdk.version",
    }
    assert out.resource.attributes["service.name"] == "statecore"


def test_exporter_wrapper_filters_spans_that_bypassed_the_processor() -> None:
    """Defence in depth: a span reaching the exporter by another path is filtered again."""
    inner = InMemorySpanExporter()
    provider = TracerProvider(resource=RESOURCE)
    provider.add_span_processor(SimpleSpanProcessor(ScrubbingExporter(inner, ExportCounters(1))))
    with provider.get_tracer("t").start_as_current_span("raw name with secret") as span:
        span.set_attribute("http.request.header.authorization", f"Bearer {CANARY}")
        span.set_status(Status(StatusCode.ERROR, CANARY))
    (out,) = inner.get_finished_spans()
    assert out.name == "internal"
    assert not out.attributes
    assert not _leaks(out)
