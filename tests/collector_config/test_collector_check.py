"""collector-config/canary/collector_check.py, the leak-canary CronJob's check, without a
collector binary: its gRPC sink keeps the raw bytes of real OTLP/gRPC exports and the search
finds a canary in them (the negative control: a collector that passes canaries on fails the
check), its planted metrics carry canaries in labels, names and the resource, and a pipeline
that never delivers the beacons is a failure of its own (exit 2)."""

from __future__ import annotations

import pytest
from opentelemetry.exporter.otlp.proto.grpc.trace_exporter import OTLPSpanExporter
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor

from tests.telemetry.otlp_sink import otlp_sink

from .conftest import load

harness = load("canary/harness.py", "statecore_canary_harness")
check = load("canary/collector_check.py", "statecore_collector_check")


def test_grpc_sink_keeps_raw_exports_and_the_search_finds_canaries() -> None:
    canaries = harness.make_canaries()
    sink = check.GrpcSink("127.0.0.1:0").start()
    try:
        provider = TracerProvider(resource=Resource({"service.name": "statecore"}))
        provider.add_span_processor(
            SimpleSpanProcessor(OTLPSpanExporter(endpoint=sink.address, insecure=True))
        )
        with provider.get_tracer("t").start_as_current_span("internal", attributes={"leak": canaries["jwt"]}):
            pass
        provider.shutdown()
        hits = harness.search(sink.blob(), canaries)
    finally:
        sink.stop()
    assert harness.Hit("jwt", "utf8") in hits


def test_planted_metrics_carry_canaries_and_the_beacon() -> None:
    canaries = harness.make_canaries()
    with otlp_sink() as sink:
        check.plant_metrics(sink.endpoint, canaries, beacon=12345678)
        blob = sink.metrics_raw()
        names = {p.name for p in sink.points}
        beacon = [p for p in sink.points if p.name == "statecore.runs.marked_uncertain"]
    found = {hit.canary for hit in harness.search(blob, canaries)}
    # in labels, instrument names and the resource: everything a collector must remove
    assert found == set(canaries)
    assert any(name.startswith("leak.") for name in names)
    assert [p.value for p in beacon] == [12345678]
    assert beacon[0].labels == {}


@pytest.mark.timeout(120)
def test_no_collector_means_no_beacon_and_exit_2(refused_port: int) -> None:
    code = check.run(
        f"http://127.0.0.1:{refused_port}",
        "127.0.0.1:0",
        f"http://127.0.0.1:{refused_port}/metrics",
        timeout=2,
    )
    assert code == 2


@pytest.fixture
def refused_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])
