"""A tiny OTLP/HTTP traces endpoint on 127.0.0.1 (``POST /v1/traces``, protobuf, optionally gzip)
that decodes what it receives with opentelemetry-proto, for tests of real server and worker
processes exporting with their real pipeline."""

from __future__ import annotations

import gzip
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

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


@dataclass
class OtlpSink:
    port: int = 0
    spans: list[SinkSpan] = field(default_factory=list)
    requests: int = 0
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
                        )
                    )
        with self.lock:
            self.requests += 1
            self.spans.extend(found)

    def snapshot(self) -> list[SinkSpan]:
        with self.lock:
            return list(self.spans)

    def wait_for(
        self, predicate: Callable[[list[SinkSpan]], list[SinkSpan]], seconds: float = 30
    ) -> list[SinkSpan]:
        """What ``predicate`` picks from the spans received, as soon as it picks any (else [])."""
        deadline = time.monotonic() + seconds
        while True:
            found = predicate(self.snapshot())
            if found or time.monotonic() > deadline:
                return found
            time.sleep(0.05)


def _any_value(value: Any) -> Any:
    kind = value.WhichOneof("value")
    return getattr(value, kind) if kind else None


@contextmanager
def otlp_sink() -> Iterator[OtlpSink]:
    """An OTLP/HTTP traces endpoint (``POST /v1/traces``, protobuf, optionally gzip)."""
    sink = OtlpSink()

    class Handler(QuietHandler):
        def do_POST(self) -> None:
            body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            if self.headers.get("Content-Encoding") == "gzip":
                body = gzip.decompress(body)
            if self.path != "/v1/traces":
                self.send_response(404)
                self.send_header("Content-Length", "0")
                self.end_headers()
                return
            sink.add(body)
            reply = ExportTraceServiceResponse().SerializeToString()
            self.send_response(200)
            self.send_header("Content-Type", "application/x-protobuf")
            self.send_header("Content-Length", str(len(reply)))
            self.end_headers()
            self.wfile.write(reply)

    with serving(Handler) as sink.port:
        yield sink
