"""Bounded export and the health signal: an unreachable collector, a full queue, a collector
that never answers, and GET /api/v1/health/telemetry."""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import SpanExporter, SpanExportResult
from opentelemetry.sdk.trace.sampling import Decision, Sampler, SamplingResult

from telemetry.export import SHUTDOWN_TIMEOUT_MILLIS, ScrubbingBatchProcessor
from telemetry.setup import TracingConfig

RESOURCE = Resource.create({"service.name": "statecore"})


def _provider(exporter: SpanExporter, **kw: Any) -> tuple[TracerProvider, ScrubbingBatchProcessor]:
    processor = ScrubbingBatchProcessor(exporter, resource=RESOURCE, schedule_delay_millis=60_000, **kw)
    provider = TracerProvider(resource=RESOURCE)
    provider.add_span_processor(processor)
    return provider, processor


def _emit(provider: TracerProvider, n: int) -> None:
    tracer = provider.get_tracer("t")
    for _ in range(n):
        with tracer.start_as_current_span("thread_state.load"):
            pass


def test_refused_collector_counts_failed_spans_and_reports_degraded(refused_port: int) -> None:
    exporter = OTLPSpanExporter(endpoint=f"http://127.0.0.1:{refused_port}/v1/traces", timeout=1)
    provider, processor = _provider(exporter)
    _emit(provider, 3)
    processor.force_flush(timeout_millis=5000)
    health = processor.counters.snapshot()
    assert (health.status, health.exported, health.failed, health.dropped) == ("degraded", 0, 3, 0)
    processor.shutdown()


class _Stuck(SpanExporter):
    """Counts what it is given and succeeds; used to fill the queue without exporting."""

    def __init__(self) -> None:
        self.seen = 0

    def export(self, spans: Sequence[ReadableSpan]) -> SpanExportResult:
        self.seen += len(spans)
        return SpanExportResult.SUCCESS

    def shutdown(self) -> None:
        pass


def test_queue_overflow_drops_and_counts_and_recovery_clears_degraded() -> None:
    exporter = _Stuck()
    provider, processor = _provider(exporter, max_queue_size=5, max_export_batch_size=100)
    _emit(provider, 8)  # batch size is above the queue: nothing is exported before the flush
    processor.force_flush()
    health = processor.counters.snapshot()
    assert (health.status, health.exported, health.dropped, health.queue_capacity) == ("ok", 5, 3, 5)
    assert exporter.seen == 5


def test_shutdown_is_bounded_with_a_collector_that_never_answers(blackhole: int) -> None:
    exporter = OTLPSpanExporter(endpoint=f"http://127.0.0.1:{blackhole}/v1/traces", timeout=30)
    provider, _processor = _provider(exporter, max_export_batch_size=1)
    _emit(provider, 5)
    time.sleep(0.2)  # the export thread is now blocked on the silent collector
    started = time.monotonic()
    provider.shutdown()
    # capped at SHUTDOWN_TIMEOUT_MILLIS (3 s); unbounded it would wait for the 30 s export
    # timeout. The margin is for a machine loaded by other work, not a figure being measured.
    assert time.monotonic() - started < SHUTDOWN_TIMEOUT_MILLIS / 1000 + 7


def test_config_reads_standard_variables_and_bounds_the_export_timeout() -> None:
    config = TracingConfig.from_environ(
        {
            "OTEL_EXPORTER_OTLP_ENDPOINT": "http://collector:4318/",
            "OTEL_BSP_MAX_QUEUE_SIZE": "100",
            "OTEL_EXPORTER_OTLP_TIMEOUT": "600000",
        },
        hmac_key=b"k",
    )
    assert config.endpoint == "http://collector:4318/v1/traces"
    assert config.max_queue_size == 100
    assert config.export_timeout_seconds <= 10
    assert TracingConfig.from_environ({}, hmac_key=b"k").endpoint is None
    grpc = TracingConfig.from_environ(
        {"OTEL_EXPORTER_OTLP_ENDPOINT": "http://c:4317", "OTEL_EXPORTER_OTLP_PROTOCOL": "grpc"}, hmac_key=b"k"
    )
    assert grpc.endpoint == "http://c:4317"


class _RecordOnly(Sampler):
    """Records every span but samples none (the spans reach ``on_end`` unsampled)."""

    def should_sample(self, *args: Any, **kwargs: Any) -> SamplingResult:
        return SamplingResult(Decision.RECORD_ONLY)

    def get_description(self) -> str:
        return "record only"


def test_recorded_but_unsampled_spans_are_not_exported() -> None:
    exporter = _Stuck()
    processor = ScrubbingBatchProcessor(exporter, resource=RESOURCE, schedule_delay_millis=60_000)
    provider = TracerProvider(resource=RESOURCE, sampler=_RecordOnly())
    provider.add_span_processor(processor)
    _emit(provider, 3)
    processor.force_flush()
    health = processor.counters.snapshot()
    assert (exporter.seen, health.exported, health.dropped) == (0, 0, 0)
    processor.shutdown()


class _Sizes(SpanExporter):
    def __init__(self) -> None:
        self.sizes: list[int] = []

    def export(self, spans: Sequence[ReadableSpan]) -> SpanExportResult:
        self.sizes.append(len(spans))
        return SpanExportResult.SUCCESS

    def shutdown(self) -> None:
        pass


def test_a_full_batch_wakes_the_worker_for_full_batches_only() -> None:
    exporter = _Sizes()
    provider, processor = _provider(exporter, max_export_batch_size=4)
    # Hold the export lock while 6 spans arrive: the woken worker then finds a full batch and a
    # remainder. It exports the full batch; the remainder waits for the schedule delay (60 s
    # here) or a flush, instead of going out as a batch of 2 at once.
    with processor._export_lock:
        _emit(provider, 6)
    for _ in range(500):  # the worker runs on its own thread: wait until it has exported
        if exporter.sizes:
            break
        time.sleep(0.01)
    with processor._export_lock:  # the worker's export loop has ended
        assert exporter.sizes == [4]
        assert len(processor._queue) == 2
    processor.force_flush()
    assert exporter.sizes == [4, 2]
    processor.shutdown()
