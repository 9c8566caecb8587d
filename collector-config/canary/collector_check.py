"""Leak-canary check against a running otelcol-contrib with the bundled config: what the
Kubernetes CronJob ``statecore-leak-canary`` runs (deploy/kubernetes/base/canary-cronjob.yaml).

    python collector-config/canary/collector_check.py \\
        --collector http://127.0.0.1:24318 --sink 127.0.0.1:14317 --prometheus http://127.0.0.1:28889/metrics

The collector under test runs the generated config (the ConfigMap, the image the cluster runs)
with its trace exporter pointed at ``--sink``: an OTLP/gRPC endpoint this script serves on
127.0.0.1, which keeps every request's raw bytes (TLS off on that loopback only). Then:

1. spans carrying fresh secret-shaped canaries in every carrier the SDK can express are sent to
   the collector over OTLP/HTTP, unscrubbed (``harness.plant_spans``), then a clean beacon span;
2. metrics carrying canaries are sent the same way: instruments of the policy with forbidden
   labels and values, instruments outside the policy named after a canary, a resource of
   canaries, and a clean beacon (an allowed series whose value is a fresh random number);
3. once both beacons arrived (the trace beacon in the sink, the metric beacon in the
   collector's Prometheus endpoint), the sink's bytes and the scraped page are searched for every
   canary in UTF-8, hex and base64 forms.

Exit 0: both beacons arrived and no canary was found; 1: a canary leaked (the form is printed,
never the value); 2: the collector did not answer, or a beacon never arrived (the pipeline is
broken: that is an alert too).
Only loopback addresses are used.
"""

from __future__ import annotations

import argparse
import importlib.util
import re
import secrets
import sys
import threading
import time
import urllib.request
from collections.abc import Callable
from concurrent import futures
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

if "statecore_canary_harness" in sys.modules:
    harness = sys.modules["statecore_canary_harness"]
else:
    _spec = importlib.util.spec_from_file_location(
        "statecore_canary_harness", Path(__file__).with_name("harness.py")
    )
    assert _spec is not None
    assert _spec.loader is not None
    harness = importlib.util.module_from_spec(_spec)
    sys.modules[_spec.name] = harness
    _spec.loader.exec_module(harness)

TRACE_EXPORT = "/opentelemetry.proto.collector.trace.v1.TraceService/Export"
METRICS_EXPORT = "/opentelemetry.proto.collector.metrics.v1.MetricsService/Export"
LOGS_EXPORT = "/opentelemetry.proto.collector.logs.v1.LogsService/Export"
_INSTRUMENT_NAME = re.compile(r"[A-Za-z][-_./A-Za-z0-9]{0,254}")


@dataclass
class GrpcSink:
    """An OTLP/gRPC endpoint that keeps the raw request bytes of every export (traces, metrics,
    logs) and answers each with an empty (successful) export response."""

    address: str
    requests: list[bytes] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)
    server: Any = None

    def start(self) -> GrpcSink:
        import grpc

        def keep(request: bytes, context: Any) -> bytes:
            with self.lock:
                self.requests.append(request)
            return b""  # an empty Export*ServiceResponse

        handler = grpc.unary_unary_rpc_method_handler(keep)  # raw bytes in and out

        class Handler(grpc.GenericRpcHandler):
            def service(self, call_details: Any) -> Any:
                if call_details.method in (TRACE_EXPORT, METRICS_EXPORT, LOGS_EXPORT):
                    return handler
                return None

        self.server = grpc.server(futures.ThreadPoolExecutor(max_workers=4))
        self.server.add_generic_rpc_handlers((Handler(),))
        port = self.server.add_insecure_port(self.address)
        if port == 0:
            raise RuntimeError(f"cannot listen on {self.address}")
        self.address = f"{self.address.rsplit(':', 1)[0]}:{port}"
        self.server.start()
        return self

    def stop(self) -> None:
        if self.server is not None:
            self.server.stop(grace=None)

    def blob(self) -> bytes:
        with self.lock:
            return b"\n".join(self.requests)


def plant_metrics(endpoint: str, canaries: dict[str, str], *, beacon: int) -> None:
    """Metrics the service would never send, through the plain OTLP/HTTP exporter (no
    scrubbing): the policy's instruments with forbidden labels and values, instruments outside
    the policy named after canaries, a resource of canaries; then the beacon, a clean series of
    an allowed instrument with the value ``beacon``, in its own export."""
    from opentelemetry.exporter.otlp.proto.http.metric_exporter import OTLPMetricExporter
    from opentelemetry.sdk.metrics import MeterProvider
    from opentelemetry.sdk.metrics.export import PeriodicExportingMetricReader
    from opentelemetry.sdk.resources import Resource

    values = list(canaries.values())
    resource = Resource(
        {
            "service.name": "statecore",
            "service.instance.id": canaries["email"],
            "service.namespace": canaries["aws_key"],
            "host.name": canaries["github_token"],
            "process.command_args": " ".join(values),
        }
    )
    reader = PeriodicExportingMetricReader(
        OTLPMetricExporter(endpoint=f"{endpoint}/v1/metrics", timeout=5), export_interval_millis=3_600_000
    )
    provider = MeterProvider(metric_readers=[reader], resource=resource)
    meter = provider.get_meter(f"scope-{canaries['slack_token']}", canaries["jwt"])
    commits = meter.create_counter("statecore.state.commits")
    durations = meter.create_histogram("statecore.http.server.request.duration", unit="s")
    for name, canary in canaries.items():
        commits.add(
            1, {"operation": "commit", "outcome": canary, "binding": canary, "subject": canaries["email"]}
        )
        commits.add(1, {"operation": canary, "outcome": "ok", "token": canaries["bearer"]})
        durations.record(
            0.01,
            {
                "http.route": f"api/v1/memory/user/records/{canary}",
                "http.request.method": "GET",
                "http.response.status_class": "2xx",
                "url.full": f"http://127.0.0.1/api/v1/state/head?key={canary}",
                "http.request.header.authorization": canaries["bearer"],
            },
        )
        instrument = f"leak.{name}.{canary}"[:255]
        if _INSTRUMENT_NAME.fullmatch(instrument):  # the SDK refuses other names
            meter.create_counter(instrument).add(1, {"content": canary})
    provider.shutdown()  # exports once, now
    beacon_reader = PeriodicExportingMetricReader(
        OTLPMetricExporter(endpoint=f"{endpoint}/v1/metrics", timeout=5), export_interval_millis=3_600_000
    )
    beacon_provider = MeterProvider(
        metric_readers=[beacon_reader],
        resource=Resource({"service.name": "statecore-canary", "service.instance.id": _uuid()}),
    )
    beacon_provider.get_meter("statecore").create_counter("statecore.runs.marked_uncertain").add(beacon)
    beacon_provider.shutdown()


def _uuid() -> str:
    import uuid

    return str(uuid.uuid4())


def _scrape(url: str) -> bytes:
    """The Prometheus page, or nothing when the collector does not answer."""
    try:
        with urllib.request.urlopen(url, timeout=5) as response:  # noqa: S310 (a loopback URL the operator names)
            return bytes(response.read())
    except OSError:
        return b""


def _wait(check: Callable[[], bool], timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            if check():
                return True
        except OSError:
            pass
        time.sleep(0.5)
    return False


def run(collector: str, sink_address: str, prometheus: str, *, timeout: float = 60) -> int:
    sink = GrpcSink(sink_address).start()
    try:
        if not _wait(lambda: bool(_scrape(prometheus)), timeout):  # the collector is up
            # Nothing to plant into: say so now, not after the exporters' retries give up.
            print(f"FAIL: the collector's Prometheus page did not answer within {timeout:g} s")
            return 2
        canaries = harness.make_canaries()
        span_beacon = "beacon-" + secrets.token_hex(8)
        metric_beacon = 10_000_000 + secrets.randbelow(80_000_000)
        harness.plant_spans(collector, canaries, beacon=span_beacon)
        plant_metrics(collector, canaries, beacon=metric_beacon)
        page = b""

        def metric_arrived() -> bool:
            nonlocal page
            page = _scrape(prometheus)
            return f" {metric_beacon}".encode() in page

        spans_ok = _wait(lambda: span_beacon.encode() in sink.blob(), timeout)
        metrics_ok = _wait(metric_arrived, timeout)
        time.sleep(1)  # anything still in flight behind the beacons
        blob = sink.blob()
        page = _scrape(prometheus)
        hits = harness.search(blob, canaries) + harness.search(page, canaries)
        print(
            f"planted {len(canaries)} canaries in spans ({len(harness.CARRIERS)} carriers) and metrics;"
            f" sink received {len(blob)} bytes, the Prometheus page is {len(page)} bytes"
        )
        for line in harness.iter_lines(hits):
            print(line)
        if hits:
            print(f"FAIL: {len(hits)} leak(s)")
            return 1
        if not (spans_ok and metrics_ok):
            missing = [what for what, ok in (("span", spans_ok), ("metric", metrics_ok)) if not ok]
            print(f"FAIL: the {' and '.join(missing)} beacon never arrived: the pipeline is broken")
            return 2
        print("OK: no canary in the sink or on the Prometheus page")
        return 0
    finally:
        sink.stop()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="leak-canary check against a running otelcol-contrib")
    parser.add_argument(
        "--collector", default="http://127.0.0.1:24318", help="the collector's OTLP/HTTP base URL"
    )
    parser.add_argument("--sink", default="127.0.0.1:14317", help="where to serve the OTLP/gRPC sink")
    parser.add_argument(
        "--prometheus", default="http://127.0.0.1:28889/metrics", help="the collector's prometheus exporter"
    )
    parser.add_argument("--timeout", type=float, default=60)
    args = parser.parse_args(argv)
    return run(args.collector, args.sink, args.prometheus, timeout=args.timeout)


if __name__ == "__main__":
    raise SystemExit(main())
