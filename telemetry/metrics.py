"""Operational metrics: OpenTelemetry metrics through the same OTLP endpoint (the collector) as
the traces, configured once per process after fork, next to tracing.

Every instrument, its label keys and their validators are in :data:`telemetry.policy.ALLOWED_METRICS`:
labels are small closed sets or URL templates, never an identifier, token, subject, key or
content. They are enforced three times: each label set is filtered through the policy once
(then remembered, so a recording call is a dict lookup and the SDK's add), the exporter wrapper
filters every exported batch again (instrument names, label keys and values, the resource; no
exemplars), and the collector's metrics pipeline applies the same tables (generated from them).

The recording functions (``state_outcome``, ``harness_run_settled``...) are what the services
call where the operation happens: with metrics off (``OTEL_SDK_DISABLED=true``,
``OTEL_METRICS_EXPORTER=none``, no endpoint, or not configured in this process) each is a
global read and a return. The meter provider is this module's own and is never installed as
the global one, so an instrumentation that records metrics on the global provider (Django's,
Celery's) records nothing: only the instruments of the policy exist.

No Django here (``RequestMetricsMiddleware`` only reads attributes of the request it is given),
and nothing runs at import.
"""

from __future__ import annotations

import atexit
import bisect
import logging
import os
import threading
import time
import uuid
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, Final

from opentelemetry.metrics import CallbackOptions, Observation
from opentelemetry.sdk import metrics as sdk_metrics
from opentelemetry.sdk.metrics import AlwaysOffExemplarFilter, MeterProvider
from opentelemetry.sdk.metrics.export import (
    AggregationTemporality,
    Histogram,
    HistogramDataPoint,
    Metric,
    MetricExporter,
    MetricExportResult,
    MetricsData,
    NumberDataPoint,
    PeriodicExportingMetricReader,
    ResourceMetrics,
    ScopeMetrics,
    Sum,
)
from opentelemetry.sdk.metrics.view import View
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.util.instrumentation import InstrumentationScope

from telemetry import policy
from telemetry.export import DISABLED_HEALTH, HealthSnapshot
from telemetry.scrub import scrub_resource
from telemetry.setup import (
    MAX_EXPORT_TIMEOUT_SECONDS,
    OTEL_EXPORTER_OTLP_ENDPOINT,
    OTEL_EXPORTER_OTLP_PROTOCOL,
    OTEL_SDK_DISABLED,
    OTEL_SERVICE_NAME,
    TelemetryConfigError,
    _env_int,
    setup_failed,
)

log = logging.getLogger(__name__)

# the standard OTEL_* names beside the ones tracing already reads (telemetry.setup)
OTEL_METRICS_EXPORTER: Final = "OTEL_METRICS_EXPORTER"
OTEL_METRIC_EXPORT_INTERVAL: Final = "OTEL_METRIC_EXPORT_INTERVAL"
OTEL_METRIC_EXPORT_TIMEOUT: Final = "OTEL_METRIC_EXPORT_TIMEOUT"
OTEL_EXPORTER_OTLP_METRICS_ENDPOINT: Final = "OTEL_EXPORTER_OTLP_METRICS_ENDPOINT"
OTEL_EXPORTER_OTLP_METRICS_PROTOCOL: Final = "OTEL_EXPORTER_OTLP_METRICS_PROTOCOL"
#: how long a database-backed gauge's reading is reused (a collection within it asks nothing)
STATECORE_METRICS_GAUGE_CACHE_SECONDS: Final = "STATECORE_METRICS_GAUGE_CACHE_SECONDS"

#: an export never takes longer than this, whatever the environment says (as for spans)
MAX_EXPORT_TIMEOUT_MILLIS: Final = int(MAX_EXPORT_TIMEOUT_SECONDS * 1000)

#: a bad OTEL_* value: the same error as tracing's
MetricsConfigError = TelemetryConfigError


@dataclass(frozen=True)
class MetricsConfig:
    service_name: str = "statecore"
    #: off: OTEL_SDK_DISABLED=true, OTEL_METRICS_EXPORTER=none, or no endpoint
    disabled: bool = False
    endpoint: str | None = None  # full metrics URL (http) or collector address (grpc)
    protocol: str = "http/protobuf"
    export_interval_millis: int = 60_000
    export_timeout_millis: int = MAX_EXPORT_TIMEOUT_MILLIS
    gauge_cache_seconds: float = 30.0

    @classmethod
    def from_environ(cls, environ: Mapping[str, str], **overrides: Any) -> MetricsConfig:
        """The standard ``OTEL_*`` variables (``OTEL_METRICS_EXPORTER``: ``otlp``, the default,
        or ``none``; anything else is refused rather than silently ignored)."""
        exporter = environ.get(OTEL_METRICS_EXPORTER, "otlp").strip().lower() or "otlp"
        if exporter not in ("otlp", "none"):
            raise MetricsConfigError(f"{OTEL_METRICS_EXPORTER} must be otlp or none")
        protocol = (
            environ.get(OTEL_EXPORTER_OTLP_METRICS_PROTOCOL, "").strip()
            or environ.get(OTEL_EXPORTER_OTLP_PROTOCOL, "").strip()
            or "http/protobuf"
        )
        if protocol not in ("http/protobuf", "grpc"):
            raise MetricsConfigError("the OTLP metrics protocol must be http/protobuf or grpc")
        endpoint = environ.get(OTEL_EXPORTER_OTLP_METRICS_ENDPOINT, "").strip() or None
        base = environ.get(OTEL_EXPORTER_OTLP_ENDPOINT, "").strip()
        if endpoint is None and base:
            endpoint = base if protocol == "grpc" else base.rstrip("/") + "/v1/metrics"
        values: dict[str, Any] = {
            "service_name": environ.get(OTEL_SERVICE_NAME, "").strip() or "statecore",
            "disabled": environ.get(OTEL_SDK_DISABLED, "").strip().lower() == "true"
            or exporter == "none"
            or endpoint is None,
            "endpoint": endpoint,
            "protocol": protocol,
            "export_interval_millis": _env_int(environ, OTEL_METRIC_EXPORT_INTERVAL, 60_000, 100, 3_600_000),
            "export_timeout_millis": min(
                _env_int(environ, OTEL_METRIC_EXPORT_TIMEOUT, MAX_EXPORT_TIMEOUT_MILLIS, 1, 600_000),
                MAX_EXPORT_TIMEOUT_MILLIS,
            ),
            "gauge_cache_seconds": float(
                _env_int(environ, STATECORE_METRICS_GAUGE_CACHE_SECONDS, 30, 0, 3600)
            ),
        }
        values.update(overrides)
        return cls(**values)


# --- the exporter wrapper ---------------------------------------------------------------------------


def _scrub_points(metric: Metric, allowed: Mapping[str, policy.Validator]) -> Metric:
    data: Any = metric.data  # Sum | Gauge | Histogram | ExponentialHistogram: each has data_points
    points = [
        replace(point, attributes=policy.filter_attributes(point.attributes, allowed), exemplars=[])
        for point in data.data_points
    ]
    return Metric(
        name=metric.name,
        description=metric.description,
        unit=metric.unit,
        data=replace(data, data_points=points),
    )


def scrub_metrics(data: MetricsData, extra: Sequence[Metric] = ()) -> MetricsData:
    """Only the policy's instruments, each point with only its allowed labels and no exemplars;
    the resource filtered like a span's; one scope, the meter's name. ``extra`` (the aggregates
    of :class:`Recorder`) joins the first resource. Points whose labels collapse onto the same
    set after filtering stay separate points: filtering never adds values together (a refused
    label is a bug upstream, not something to paper over)."""
    out: list[ResourceMetrics] = []
    for index, resource_metrics in enumerate(data.resource_metrics):
        given = [m for scope_metrics in resource_metrics.scope_metrics for m in scope_metrics.metrics]
        kept = []
        for metric in [*given, *(extra if index == 0 else ())]:
            spec = policy.ALLOWED_METRICS.get(metric.name)
            if spec is not None:
                kept.append(_scrub_points(metric, spec.labels))
        scopes = [ScopeMetrics(scope=InstrumentationScope(policy.METER_NAME), metrics=kept, schema_url="")]
        out.append(
            ResourceMetrics(
                resource=scrub_resource(resource_metrics.resource),
                scope_metrics=scopes if kept else [],
                schema_url="",
            )
        )
    return MetricsData(resource_metrics=out)


class ScrubbingMetricExporter(MetricExporter):
    """Filters every batch again (:func:`scrub_metrics`) before the OTLP exporter sends it; an
    exception from the inner exporter is a failed export, never raised into the reader."""

    def __init__(self, inner: MetricExporter, aggregates: Callable[[], Sequence[Metric]] = tuple) -> None:
        super().__init__(
            preferred_temporality=inner._preferred_temporality,
            preferred_aggregation=inner._preferred_aggregation,
        )
        self._inner = inner
        #: the recorder's aggregated counters and histograms, added to every export
        self.aggregates = aggregates
        self.failed_exports = 0
        #: the process that configured it: a forked child never exports what it inherited (the
        #: SDK restarts the reader's thread in the child; the child configures its own)
        self.pid = os.getpid()

    def export(
        self, metrics_data: MetricsData, timeout_millis: float = 10_000, **kwargs: Any
    ) -> MetricExportResult:
        if os.getpid() != self.pid:
            return MetricExportResult.SUCCESS  # the parent's data, under the parent's instance id
        try:
            data = scrub_metrics(metrics_data, self.aggregates())
            result = self._inner.export(data, timeout_millis=timeout_millis, **kwargs)
        except Exception:
            log.warning("metric export raised; counted as failed", exc_info=False)
            result = MetricExportResult.FAILURE
        if result is not MetricExportResult.SUCCESS:
            self.failed_exports += 1
        return result

    def force_flush(self, timeout_millis: float = 10_000) -> bool:
        return self._inner.force_flush(timeout_millis)

    def shutdown(self, timeout_millis: float = 30_000, **kwargs: Any) -> None:
        self._inner.shutdown(timeout_millis=timeout_millis, **kwargs)


#: every instrument cumulative, whatever OTEL_EXPORTER_OTLP_METRICS_TEMPORALITY_PREFERENCE says:
#: the aggregates are cumulative, and so is what the collector's prometheus exporter needs
CUMULATIVE: Final[dict[type, AggregationTemporality]] = {
    kind: AggregationTemporality.CUMULATIVE
    for kind in (
        sdk_metrics.Counter,
        sdk_metrics.UpDownCounter,
        sdk_metrics.Histogram,
        sdk_metrics.ObservableCounter,
        sdk_metrics.ObservableUpDownCounter,
        sdk_metrics.ObservableGauge,
        sdk_metrics._Gauge,
    )
}


def _build_exporter(config: MetricsConfig) -> MetricExporter:
    assert config.endpoint is not None
    timeout = config.export_timeout_millis / 1000
    if config.protocol == "grpc":
        from opentelemetry.exporter.otlp.proto.grpc.metric_exporter import OTLPMetricExporter as GrpcExporter

        return GrpcExporter(
            endpoint=config.endpoint,
            insecure=config.endpoint.startswith("http://"),
            timeout=timeout,
            preferred_temporality=CUMULATIVE,
        )
    from opentelemetry.exporter.otlp.proto.http.metric_exporter import OTLPMetricExporter as HttpExporter

    return HttpExporter(endpoint=config.endpoint, timeout=timeout, preferred_temporality=CUMULATIVE)


# --- the recorder ------------------------------------------------------------------------------------

#: What a database-backed queue gauge reads: status -> (count, age of the oldest in seconds).
QueueReading = Mapping[str, tuple[int, float]]


class CachedReading:
    """A reading function called at most once per ``ttl`` seconds (the last good reading is
    reused meanwhile; a failing read answers nothing and is tried again at the next collection
    after ``ttl``), so a scrape or export never hammers the database."""

    def __init__(self, read: Callable[[], QueueReading], ttl: float) -> None:
        self._read = read
        self._ttl = ttl
        self._lock = threading.Lock()
        self._at = float("-inf")
        self._value: QueueReading = {}

    def get(self) -> QueueReading:
        with self._lock:
            now = time.monotonic()
            if now - self._at >= self._ttl:
                self._at = now
                try:
                    self._value = dict(self._read())
                except Exception:
                    log.warning("metrics: the review queue could not be read", exc_info=False)
                    self._value = {}
            return self._value


#: most label sets one instrument keeps (label sets are small by policy; past this bound new
#: sets are not counted, and a warning is logged once)
MAX_SERIES: Final = 4096


class Series:
    """One label set of one aggregated instrument: a counter's value, or a histogram's count,
    sum, min, max and bucket counts. Changed only under its instrument's lock."""

    __slots__ = ("attributes", "buckets", "count", "max", "min", "sum")

    def __init__(self, attributes: Mapping[str, policy.AttributeValue], buckets: int) -> None:
        self.attributes = dict(attributes)
        self.count = 0  # a counter's value, or a histogram's count
        self.sum = 0.0
        self.min = float("inf")
        self.max = float("-inf")
        self.buckets = [0] * buckets


class Aggregate:
    """A counter or histogram of the policy, aggregated in this process (cumulative, since
    the process configured metrics) and turned into OTLP data points at each export.

    Why not the SDK's synchronous instruments: each of their measurements copies, filters,
    sorts and hashes its attributes and builds a measurement object (15-20 us a call on the
    shared benchmark machine, 40-60 us per commit request; docs/benchmarks.md, "Metrics"), where
    the hot path here is one dict lookup for the label set (filtered through the policy once,
    when first seen), a lock and an addition (about 4 us per commit request there, 1 quiet).
    """

    def __init__(self, spec: policy.MetricSpec) -> None:
        self.spec = spec
        self.bounds = tuple(spec.buckets)
        self._lock = threading.Lock()
        #: label values as the caller gave them -> the series of their filtered attributes
        self._by_values: dict[tuple[str, ...], Series | None] = {}
        #: filtered attributes -> series (two value tuples that filter to the same set share it)
        self._series: dict[tuple[tuple[str, policy.AttributeValue], ...], Series] = {}
        self._warned = False

    def series(self, *values: str) -> Series | None:
        """The series of these label values, in the order of the spec's label keys."""
        found = self._by_values.get(values)
        if found is not None:
            return found
        attributes = (
            policy.filter_labels(self.spec.name, dict(zip(self.spec.labels, values, strict=True))) or {}
        )
        key = tuple(sorted(attributes.items()))
        with self._lock:
            found = self._series.get(key)
            if found is None:
                if len(self._series) >= MAX_SERIES:
                    if not self._warned:
                        self._warned = True
                        log.warning(
                            "metrics: %s has %d label sets; new ones are not counted",
                            self.spec.name,
                            MAX_SERIES,
                        )
                    return None
                found = self._series[key] = Series(attributes, len(self.bounds) + 1 if self.bounds else 0)
            if len(self._by_values) < 4 * MAX_SERIES:
                self._by_values[values] = found
        return found

    def add(self, series: Series | None, amount: int = 1) -> None:
        if series is not None:
            with self._lock:
                series.count += amount

    def record(self, series: Series | None, value: float) -> None:
        if series is None:
            return
        index = bisect.bisect_left(self.bounds, value)  # buckets are (previous bound, bound]
        with self._lock:
            series.count += 1
            series.sum += value
            series.buckets[index] += 1
            if value < series.min:
                series.min = value
            if value > series.max:
                series.max = value

    def metric(self, start_ns: int, now_ns: int) -> Metric | None:
        """The instrument's cumulative data points now (None before its first recording)."""
        with self._lock:
            rows = [
                (s.attributes, s.count, s.sum, s.min, s.max, list(s.buckets)) for s in self._series.values()
            ]
        if not rows:
            return None
        spec = self.spec
        data: Sum | Histogram
        if spec.kind == "histogram":
            data = Histogram(
                data_points=[
                    HistogramDataPoint(
                        attributes=attributes,
                        start_time_unix_nano=start_ns,
                        time_unix_nano=now_ns,
                        count=count,
                        sum=total,
                        bucket_counts=buckets,
                        explicit_bounds=list(self.bounds),
                        min=low if count else 0.0,
                        max=high if count else 0.0,
                        exemplars=[],
                    )
                    for attributes, count, total, low, high, buckets in rows
                ],
                aggregation_temporality=AggregationTemporality.CUMULATIVE,
            )
        else:
            data = Sum(
                data_points=[
                    NumberDataPoint(
                        attributes=attributes,
                        start_time_unix_nano=start_ns,
                        time_unix_nano=now_ns,
                        value=count,
                        exemplars=[],
                    )
                    for attributes, count, *_ in rows
                ],
                aggregation_temporality=AggregationTemporality.CUMULATIVE,
                is_monotonic=True,
            )
        return Metric(name=spec.name, description=spec.description, unit=spec.unit, data=data)


class Recorder:
    """The process's instruments: the counters and histograms aggregated here
    (:class:`Aggregate`), the gauges and span counters observed by the SDK at each collection."""

    def __init__(
        self,
        provider: MeterProvider,
        *,
        review_queue: Callable[[], QueueReading] | None = None,
        span_health: Callable[[], HealthSnapshot] | None = None,
        gauge_cache_seconds: float = 30.0,
    ) -> None:
        self.provider = provider
        self.started_ns = time.time_ns()
        meter = provider.get_meter(policy.METER_NAME)
        self._labels: dict[tuple[str, ...], Mapping[str, policy.AttributeValue]] = {}
        self._queue = CachedReading(review_queue, gauge_cache_seconds) if review_queue else None
        # always observed, so every collection has something and the exporter (which adds the
        # aggregates) is called: without span health, tracing's "off" answer (ok and zeros)
        self._span_health = span_health or (lambda: DISABLED_HEALTH)
        specs = policy.ALLOWED_METRICS
        self.aggregates = {
            name: Aggregate(spec) for name, spec in specs.items() if spec.kind in ("counter", "histogram")
        }
        self.commits = self.aggregates["statecore.state.commits"]
        self.conflicts = self.aggregates["statecore.state.revision_conflicts"]
        self.fenced = self.aggregates["statecore.state.fenced_requests"]
        self.marked_uncertain = self.aggregates["statecore.runs.marked_uncertain"]
        self.harness_runs = self.aggregates["statecore.harness.runs"]
        self.scan_duration = self.aggregates["statecore.memory.scan.duration"]
        self.retention_deletions = self.aggregates["statecore.memory.retention.deletions"]
        self.request_duration = self.aggregates["statecore.http.server.request.duration"]
        for name, callback in (
            ("statecore.memory.review_queue.depth", self._observe_depth),
            ("statecore.memory.review_queue.oldest_age", self._observe_age),
            ("statecore.telemetry.spans", self._observe_spans),
            ("statecore.telemetry.export.degraded", self._observe_degraded),
        ):
            spec = specs[name]
            if name.startswith("statecore.memory.review_queue.") and self._queue is None:
                continue
            if spec.kind == "observable_counter":
                meter.create_observable_counter(
                    name, callbacks=[callback], unit=spec.unit, description=spec.description
                )
            else:
                meter.create_observable_gauge(
                    name, callbacks=[callback], unit=spec.unit, description=spec.description
                )

    def aggregated_metrics(self) -> list[Metric]:
        now = time.time_ns()
        return [m for agg in self.aggregates.values() if (m := agg.metric(self.started_ns, now)) is not None]

    def labels(self, name: str, *pairs: tuple[str, str]) -> Mapping[str, policy.AttributeValue]:
        """The policy-filtered attributes of an observed label set, computed once per distinct
        set (the sets are small by policy; the memo is bounded anyway)."""
        key = (name, *(value for _, value in pairs))
        found = self._labels.get(key)
        if found is None:
            found = policy.filter_labels(name, dict(pairs)) or {}
            if len(self._labels) >= policy.VERDICT_CACHE_SIZE:
                self._labels.clear()
            self._labels[key] = found
        return found

    # --- observable callbacks (run in the reader's thread at each collection) ---
    def _observe_queue(self, name: str, pick: Callable[[tuple[int, float]], float]) -> list[Observation]:
        assert self._queue is not None
        reading = self._queue.get()
        if not reading:  # the read failed: say nothing rather than a false zero
            return []
        return [
            Observation(max(0.0, pick(reading.get(status, (0, 0.0)))), self.labels(name, ("status", status)))
            for status in policy.REVIEW_QUEUE_STATUSES
        ]

    def _observe_depth(self, options: CallbackOptions) -> Iterable[Observation]:
        return self._observe_queue("statecore.memory.review_queue.depth", lambda entry: entry[0])

    def _observe_age(self, options: CallbackOptions) -> Iterable[Observation]:
        return self._observe_queue("statecore.memory.review_queue.oldest_age", lambda entry: entry[1])

    def _health(self) -> HealthSnapshot | None:
        if self._span_health is None:
            return None
        try:
            return self._span_health()
        except Exception:
            return None

    def _observe_spans(self, options: CallbackOptions) -> Iterable[Observation]:
        health = self._health()
        if health is None:
            return []
        name = "statecore.telemetry.spans"
        return [
            Observation(health.exported, self.labels(name, ("result", "exported"))),
            Observation(health.failed, self.labels(name, ("result", "failed"))),
            Observation(health.dropped, self.labels(name, ("result", "dropped"))),
        ]

    def _observe_degraded(self, options: CallbackOptions) -> Iterable[Observation]:
        health = self._health()
        if health is None:
            return []
        return [Observation(1 if health.status == "degraded" else 0, {})]


@dataclass
class MetricsHandle:
    config: MetricsConfig
    provider: MeterProvider | None
    recorder: Recorder | None
    exporter: ScrubbingMetricExporter | None
    pid: int
    reader: PeriodicExportingMetricReader | None = None

    def force_flush(self, timeout_millis: int = 10_000) -> bool:
        return self.provider.force_flush(timeout_millis) if self.provider is not None else True


_handle: MetricsHandle | None = None
#: read by every recording function: None means metrics are off in this process
_recorder: Recorder | None = None


def current() -> MetricsHandle | None:
    return _handle


def _views() -> list[View]:
    """Per observed instrument: only its allowed label keys survive aggregation. (The
    counters and histograms are aggregated by the recorder, from the policy's label sets.)"""
    return [
        View(instrument_name=spec.name, meter_name=policy.METER_NAME, attribute_keys=set(spec.labels))
        for spec in policy.ALLOWED_METRICS.values()
        if spec.kind.startswith("observable_")
    ]


def configure_metrics(
    config: MetricsConfig,
    *,
    exporter: MetricExporter | None = None,
    review_queue: Callable[[], QueueReading] | None = None,
    span_health: Callable[[], HealthSnapshot] | None = None,
) -> MetricsHandle:
    """Build the meter provider, its periodic reader and the instruments, once per process (a
    second call returns the first handle). ``exporter`` replaces the OTLP exporter (tests);
    ``review_queue`` reads the memory queue (cached, see :class:`CachedReading`);
    ``span_health`` reads this process's span export counters. Call after fork."""
    global _handle, _recorder
    if _handle is not None and _handle.pid == os.getpid():
        return _handle
    _forget_inherited()
    _register_fork_hook()
    if config.disabled and exporter is None:
        _handle = MetricsHandle(config=config, provider=None, recorder=None, exporter=None, pid=os.getpid())
        return _handle
    wrapped = ScrubbingMetricExporter(exporter if exporter is not None else _build_exporter(config))
    reader = PeriodicExportingMetricReader(
        wrapped,
        export_interval_millis=config.export_interval_millis,
        export_timeout_millis=config.export_timeout_millis,
    )
    resource = scrub_resource(
        Resource.create({"service.name": config.service_name, "service.instance.id": str(uuid.uuid4())})
    )
    provider = MeterProvider(
        metric_readers=[reader],
        resource=resource,
        views=_views(),
        exemplar_filter=AlwaysOffExemplarFilter(),
        # our own exit hook instead of the SDK's: bounded to 3 s like the span processor's, so a
        # dead collector cannot hold a worker's exit for the export timeout and its retries
        shutdown_on_exit=False,
    )
    recorder = Recorder(
        provider,
        review_queue=review_queue,
        span_health=span_health,
        gauge_cache_seconds=config.gauge_cache_seconds,
    )
    wrapped.aggregates = recorder.aggregated_metrics
    atexit.register(shutdown_metrics)
    _handle = MetricsHandle(
        config=config, provider=provider, recorder=recorder, exporter=wrapped, pid=os.getpid(), reader=reader
    )
    _recorder = recorder
    return _handle


_fork_hook_registered = False


def _forget_inherited() -> None:
    """In a forked child: drop the parent's handle (its reader's thread, restarted by the SDK,
    is stopped; its exporter refuses to send from this process) so the child configures its
    own, with its own instance id."""
    global _handle, _recorder
    handle = _handle
    if handle is None or handle.pid == os.getpid():
        return
    _handle, _recorder = None, None
    if handle.reader is not None:
        handle.reader._shutdown_event.set()


def _register_fork_hook() -> None:
    global _fork_hook_registered
    if not _fork_hook_registered and hasattr(os, "register_at_fork"):
        os.register_at_fork(after_in_child=_forget_inherited)
        _fork_hook_registered = True


def configure_or_off(
    build: Callable[[], MetricsConfig],
    *,
    review_queue: Callable[[], QueueReading] | None = None,
    span_health: Callable[[], HealthSnapshot] | None = None,
) -> MetricsHandle:
    """``configure_metrics(build())`` for a process that serves: metrics never stop it. A
    configuration that raises (an invalid ``OTEL_METRIC_*`` value) is logged once, naming our
    own error (a variable) or else the exception's type only, and metrics stay off here (an
    error line, or a warning when tracing's setup already reported one: the process says so
    once; ``GET /api/v1/health/telemetry`` reports tracing's)."""
    global _handle
    if _handle is not None and _handle.pid == os.getpid():
        return _handle
    try:
        return configure_metrics(build(), review_queue=review_queue, span_health=span_health)
    except Exception as exc:
        detail = str(exc) if isinstance(exc, TelemetryConfigError) else type(exc).__name__
        # One error line per process for one broken setting: when tracing's setup already
        # failed (a shared variable such as the protocol), this one is a warning.
        level = logging.WARNING if setup_failed() else logging.ERROR
        log.log(level, "metrics: setup failed (%s); this process serves on and exports no metrics", detail)
        _handle = MetricsHandle(
            config=MetricsConfig(disabled=True), provider=None, recorder=None, exporter=None, pid=os.getpid()
        )
        return _handle


def shutdown_metrics(timeout_millis: int = 3000) -> None:
    """Export what was recorded and stop, within ``timeout_millis`` (the reader's thread is a
    daemon: abandoned, not waited for, past it). At process exit (registered with ``atexit``)
    and for tests; idempotent."""
    global _handle, _recorder
    handle, _handle, _recorder = _handle, None, None
    if handle is not None and handle.provider is not None and handle.pid == os.getpid():
        try:
            handle.provider.shutdown(timeout_millis=timeout_millis)
        except Exception:
            log.warning("metrics: shutdown failed", exc_info=False)


# --- recording: one cheap call where each operation happens ------------------------------------------


def state_outcome(operation: str, code: str) -> None:
    """A state transition's answer (``ok`` or its error code): counts a commit's outcome, a
    revision conflict, a fenced request."""
    recorder = _recorder
    if recorder is None:
        return
    outcome = "ok" if code == "ok" else policy.category_of_code(code)
    if operation in policy.COMMIT_OPERATIONS:
        commits = recorder.commits
        commits.add(commits.series(operation, outcome))
    if outcome == "revision_conflict":
        recorder.conflicts.add(recorder.conflicts.series(operation))
    elif outcome in policy.FENCE_CODES:
        recorder.fenced.add(recorder.fenced.series(operation, outcome))


def memory_revision_conflict() -> None:
    recorder = _recorder
    if recorder is not None:
        recorder.conflicts.add(recorder.conflicts.series("memory_write"))


def run_marked_uncertain() -> None:
    recorder = _recorder
    if recorder is not None:
        recorder.marked_uncertain.add(recorder.marked_uncertain.series())


def harness_run_settled(status: str) -> None:
    recorder = _recorder
    if recorder is not None:
        recorder.harness_runs.add(recorder.harness_runs.series(status))


def memory_scanned(verdict: str, seconds: float) -> None:
    recorder = _recorder
    if recorder is not None:
        recorder.scan_duration.record(recorder.scan_duration.series(verdict), max(0.0, seconds))


def retention_deleted(count: int) -> None:
    recorder = _recorder
    if recorder is not None and count > 0:
        recorder.retention_deletions.add(recorder.retention_deletions.series(), count)


_STATUS_CLASSES: Final = {100: "1xx", 200: "2xx", 300: "3xx", 400: "4xx", 500: "5xx"}


def status_class(status: int) -> str:
    return _STATUS_CLASSES.get(status // 100 * 100, "5xx")


def request_served(route: str, method: str, status: int, seconds: float) -> None:
    """An HTTP request: its URL template (never the path), method and status class. A template
    the route validator refuses (a regex pattern) counts as ``unmatched``, like no match."""
    recorder = _recorder
    if recorder is None:
        return
    if not route or not policy.VERDICTS.allowed(policy.route, route):
        route = policy.UNMATCHED_ROUTE
    if method not in policy.HTTP_METHODS:
        method = "_OTHER"
    durations = recorder.request_duration
    durations.record(durations.series(route, method, status_class(status)), seconds)


class RequestMetricsMiddleware:
    """Django middleware (first in ``MIDDLEWARE``): each request's duration by the URL
    template it resolved to (``resolver_match.route``), its method and status class. With
    metrics off it is a call and a return."""

    def __init__(self, get_response: Callable[[Any], Any]) -> None:
        self.get_response = get_response

    def __call__(self, request: Any) -> Any:
        if _recorder is None:
            return self.get_response(request)
        started = time.perf_counter()
        response = self.get_response(request)
        match = getattr(request, "resolver_match", None)
        request_served(
            (getattr(match, "route", "") or "") if match is not None else "",
            request.method or "",
            int(getattr(response, "status_code", 500)),
            time.perf_counter() - started,
        )
        return response


__all__: Sequence[str] = (
    "MetricsConfig",
    "MetricsHandle",
    "RequestMetricsMiddleware",
    "ScrubbingMetricExporter",
    "configure_metrics",
    "current",
    "harness_run_settled",
    "memory_revision_conflict",
    "memory_scanned",
    "request_served",
    "retention_deleted",
    "run_marked_uncertain",
    "scrub_metrics",
    "shutdown_metrics",
    "state_outcome",
)
