"""A tiny OTLP/HTTP endpoint for tests that run real exporting processes (a Celery worker, the
harness worker, gunicorn): it decodes each request with opentelemetry-proto and keeps the spans
(``/v1/traces``) and the metric data points (``/v1/metrics``), and the raw request bodies of
each for leak canaries."""

from __future__ import annotations

import gzip
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from opentelemetry.proto.collector.metrics.v1.metrics_service_pb2 import (
    ExportMetricsServiceRequest,
    ExportMetricsServiceResponse,
)
from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import (
    ExportTraceServiceRequest,
    ExportTraceServiceResponse,
)

from tests.local_http import QuietHandler, serving


@dataclass(frozen=True)
class SinkSpan:
    service: str
    name: str
    kind: int
    trace_id: str
    span_id: str
    parent_span_id: str
    attributes: dict[str, Any]
    start_ns: int = 0
    end_ns: int = 0

    @property
    def duration_s(self) -> float:
        return (self.end_ns - self.start_ns) / 1e9


@dataclass(frozen=True)
class SinkPoint:
    """One metric data point: a sum's or gauge's value, a histogram's count."""

    resource: dict[str, Any]
    scope: str
    name: str
    unit: str
    kind: str  # sum | gauge | histogram | exponential_histogram | summary
    monotonic: bool
    labels: dict[str, Any]
    value: float
    exemplars: int


def decode_metrics(body: bytes) -> list[SinkPoint]:
    request = ExportMetricsServiceRequest()
    request.ParseFromString(body)
    found: list[SinkPoint] = []
    for resource_metrics in request.resource_metrics:
        resource = {a.key: _any_value(a.value) for a in resource_metrics.resource.attributes}
        for scope_metrics in resource_metrics.scope_metrics:
            for metric in scope_metrics.metrics:
                kind = metric.WhichOneof("data") or ""
                data = getattr(metric, kind)
                for point in data.data_points:
                    if kind == "histogram":
                        value: float = point.count
                    else:
                        value = point.as_int if point.WhichOneof("value") == "as_int" else point.as_double
                    found.append(
                        SinkPoint(
                            resource=resource,
                            scope=scope_metrics.scope.name,
                            name=metric.name,
                            unit=metric.unit,
                            kind=kind,
                            monotonic=bool(getattr(data, "is_monotonic", False)),
                            labels={a.key: _any_value(a.value) for a in point.attributes},
                            value=value,
                            exemplars=len(getattr(point, "exemplars", ())),
                        )
                    )
    return found


@dataclass
class OtlpSink:
    port: int = 0
    spans: list[SinkSpan] = field(default_factory=list)
    bodies: list[bytes] = field(default_factory=list)
    requests: int = 0
    metric_bodies: list[bytes] = field(default_factory=list)
    points: list[SinkPoint] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    @property
    def endpoint(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def add(self, body: bytes) -> None:
        request = ExportTraceServiceRequest()
        request.ParseFromString(body)
        found: list[SinkSpan] = []
        for resource_spans in request.resource_spans:
            resource = {a.key: a.value.string_value for a in resource_spans.resource.attributes}
            for scope_spans in resource_spans.scope_spans:
                for span in scope_spans.spans:
                    attributes = {a.key: _any_value(a.value) for a in span.attributes}
                    found.append(
                        SinkSpan(
                            service=resource.get("service.name", ""),
                            name=span.name,
                            kind=span.kind,
                            trace_id=span.trace_id.hex(),
                            span_id=span.span_id.hex(),
                            parent_span_id=span.parent_span_id.hex(),
                            attributes=attributes,
                            start_ns=span.start_time_unix_nano,
                            end_ns=span.end_time_unix_nano,
                        )
                    )
        with self.lock:
            self.requests += 1
            self.spans.extend(found)
            self.bodies.append(body)

    def add_metrics(self, body: bytes) -> None:
        points = decode_metrics(body)
        with self.lock:
            self.metric_bodies.append(body)
            self.points.extend(points)

    def metrics_raw(self) -> bytes:
        """Every metrics request body received so far, concatenated (decompressed)."""
        with self.lock:
            return b"".join(self.metric_bodies)

    def latest(self) -> dict[tuple[str, str, tuple[tuple[str, Any], ...]], SinkPoint]:
        """The last exported point of each (process, instrument, label set): cumulative values
        are as of then."""
        with self.lock:
            points = list(self.points)
        return {
            (str(p.resource.get("service.instance.id", "")), p.name, tuple(sorted(p.labels.items()))): p
            for p in points
        }

    def total(self, name: str, **labels: Any) -> float:
        """An instrument's latest value summed over processes, for points carrying ``labels``."""
        return sum(
            p.value
            for (_, n, _), p in self.latest().items()
            if n == name and all(p.labels.get(k) == v for k, v in labels.items())
        )

    def snapshot(self) -> list[SinkSpan]:
        with self.lock:
            return list(self.spans)

    def raw(self) -> bytes:
        """Every request body received so far, concatenated (decompressed)."""
        with self.lock:
            return b"".join(self.bodies)

    def trace(self, trace_id: str) -> list[SinkSpan]:
        with self.lock:
            return [s for s in self.spans if s.trace_id == trace_id]

    def wait_for(self, trace_id: str, names: Iterable[str], timeout: float = 30.0) -> list[SinkSpan]:
        """The trace's spans once every name in ``names`` is among them (or at the timeout)."""
        wanted = set(names)
        deadline = time.monotonic() + timeout
        while True:
            spans = self.trace(trace_id)
            if wanted <= {s.name for s in spans} or time.monotonic() > deadline:
                return spans
            time.sleep(0.1)

    def wait_until(
        self, predicate: Callable[[list[SinkSpan]], list[SinkSpan]], seconds: float = 30
    ) -> list[SinkSpan]:
        """What ``predicate`` picks from the spans received, as soon as it picks any (else [])."""
        deadline = time.monotonic() + seconds
        while True:
            found = predicate(self.snapshot())
            if found or time.monotonic() > deadline:
                return found
            time.sleep(0.05)


class Tree:
    """A trace's spans by id, with ancestry."""

    def __init__(self, spans: list[SinkSpan]) -> None:
        self.spans = spans
        self.by_id = {s.span_id: s for s in spans}

    def named(self, name: str) -> list[SinkSpan]:
        return [s for s in self.spans if s.name == name]

    def one(self, name: str) -> SinkSpan:
        found = self.named(name)
        assert len(found) == 1, (name, len(found))
        return found[0]

    def ancestors(self, span: SinkSpan) -> Iterator[SinkSpan]:
        seen = set()
        current = self.by_id.get(span.parent_span_id)
        while current is not None and current.span_id not in seen:
            seen.add(current.span_id)
            yield current
            current = self.by_id.get(current.parent_span_id)

    def under(self, span: SinkSpan, ancestor: SinkSpan) -> bool:
        return any(a.span_id == ancestor.span_id for a in self.ancestors(span))

    def orphans(self, root_parent: str) -> list[SinkSpan]:
        """Spans whose parent is neither in the trace nor the caller's span ``root_parent``."""
        known = {*self.by_id, root_parent}
        return [s for s in self.spans if s.parent_span_id not in known]


def _any_value(value: Any) -> Any:
    kind = value.WhichOneof("value")
    return getattr(value, kind) if kind else None


def wait_for(check: Callable[[], object], seconds: float = 30) -> bool:
    """Whether ``check()`` became true within ``seconds`` (polled)."""
    deadline = time.monotonic() + seconds
    while not check():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.1)
    return True


@contextmanager
def otlp_sink() -> Iterator[OtlpSink]:
    """An OTLP/HTTP endpoint (``POST /v1/traces`` and ``POST /v1/metrics``, protobuf,
    optionally gzip) on 127.0.0.1, for as long as the block runs."""
    sink = OtlpSink()

    class Handler(QuietHandler):
        def do_POST(self) -> None:
            body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            if self.headers.get("Content-Encoding") == "gzip":
                body = gzip.decompress(body)
            if self.path == "/v1/traces":
                sink.add(body)
                reply = ExportTraceServiceResponse().SerializeToString()
            elif self.path == "/v1/metrics":
                sink.add_metrics(body)
                reply = ExportMetricsServiceResponse().SerializeToString()
            else:
                self.send_response(404)
                self.send_header("Content-Length", "0")
                self.end_headers()
                return
            self.send_response(200)
            self.send_header("Content-Type", "application/x-protobuf")
            self.send_header("Content-Length", str(len(reply)))
            self.end_headers()
            self.wfile.write(reply)

    with serving(Handler) as sink.port:
        yield sink
