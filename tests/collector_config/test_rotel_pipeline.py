"""The real rotel agent between an OTLP exporter and a local sink (127.0.0.1 only)."""

from __future__ import annotations

import pytest

from .conftest import load

harness = load("canary/harness.py", "statecore_canary_harness")
FAULTY = harness.ROOT / "tests" / "collector_config" / "faulty_processor.py"

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(harness.rotel_binary() is None, reason="rotel==0.0.1a15 is not installed"),
]


@pytest.fixture(scope="module")
def canaries() -> dict[str, str]:
    return harness.make_canaries()


def test_search_finds_every_encoding(canaries: dict[str, str]) -> None:
    import base64
    import binascii

    c = canaries["jwt"].encode()
    for blob in (c, binascii.hexlify(c), base64.b64encode(b"x" + c + b"y"), base64.b64encode(b"ab" + c)):
        assert harness.search(b"\x00junk" + blob + b"junk", {"jwt": canaries["jwt"]}), blob


def test_negative_control_without_processor_detects_leaks(canaries: dict[str, str]) -> None:
    hits, _, _ = harness.run_pipeline([], canaries)
    assert {hit.canary for hit in hits} == set(canaries)


def test_scrubbing_processor_and_tripwire_leak_nothing(canaries: dict[str, str]) -> None:
    hits, blob, log = harness.run_pipeline([harness.PROCESSOR, harness.TRIPWIRE], canaries)
    assert hits == []
    assert b"thread_state.load" in blob  # allowed content still flows
    assert b"service.instance.id" not in blob
    assert b"host.name" not in blob
    assert "panicked" not in log


def test_processor_clears_scope_schema_urls() -> None:
    """rotel 0.0.1a15 copies a ScopeSpans' schema URL out to Python: the processor must assign
    the scope list back for the cleared URL to be exported (the resource's cannot be cleared)."""
    from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest

    bench = load("rotel/bench.py", "statecore_rotel_bench")
    marker = "schemamark" + harness.make_canaries()["github_token"][-12:].lower()
    request = ExportTraceServiceRequest.FromString(bench.build_request(8))
    request.resource_spans[0].scope_spans[0].schema_url = f"https://schema.example/{marker}"
    sink = harness.Sink().start()
    rotel = harness.start_rotel(sink.url, [harness.PROCESSOR])
    try:
        bench.send(rotel.http_endpoint, request.SerializeToString(), 1, 1)
        assert sink.wait_for(b"thread_state.write")
        assert marker.encode() not in sink.blob()
        assert "ERROR" not in rotel.log()
    finally:
        rotel.stop()
        sink.stop()
        harness.cleanup_workdir(rotel)


def test_processor_exception_leaks_nothing_and_keeps_rotel_alive(canaries: dict[str, str]) -> None:
    hits, blob, log = harness.run_pipeline([FAULTY], canaries)
    assert hits == []
    assert b"service.instance.id" not in blob  # the resource was emptied too
    assert "statecore-processor ERROR: batch dropped (RuntimeError)" in log
    assert "panicked" not in log  # the beacon after the fault still arrived


def test_tripwire_alone_drops_and_alerts(canaries: dict[str, str]) -> None:
    hits, _, log = harness.run_pipeline([harness.TRIPWIRE], canaries)
    assert hits == []
    assert "statecore-tripwire ALERT" in log
    for canary in canaries.values():
        assert canary not in log  # the alert names carriers, never values


def test_canary_cli_passes_and_its_negative_control_fails() -> None:
    import subprocess
    import sys

    script = str(harness.ROOT / "collector-config" / "canary" / "check.py")
    ok = subprocess.run([sys.executable, script], capture_output=True, text=True, check=False, timeout=60)
    assert ok.returncode == 0, ok.stdout + ok.stderr
    assert "OK: no canary" in ok.stdout, ok.stdout + ok.stderr
    bad = subprocess.run(
        [sys.executable, script, "--no-scrub"], capture_output=True, text=True, check=False, timeout=60
    )
    assert bad.returncode == 1, bad.stdout + bad.stderr
    assert "LEAK: canary" in bad.stdout, bad.stdout + bad.stderr


def test_collector_bench_smoke_run_prints_one_line_per_mode(capsys: pytest.CaptureFixture[str]) -> None:
    """A smoke run of the benchmark checks the report's shape, never its figures: on a short run
    under load a measured CPU time can be 0 and a rate anything (the bench is ``make
    bench-collector``, not a test)."""
    import re

    from .conftest import load

    bench = load("rotel/bench.py", "statecore_rotel_bench")
    args = [
        "--batches",
        "4",
        "--warmup",
        "1",
        "--rounds",
        "1",
        "--batch-size",
        "64",
        "--modes",
        "none,processor",
    ]
    assert bench.main(args) == 0
    line = re.compile(r"^ *(\S+): +\d+ spans/s(  (\d+\.\d\dx|n/a))? +rotel CPU +\d+\.\d us/span", re.M)
    assert [m.group(1) for m in line.finditer(capsys.readouterr().out)] == ["none", "processor"]


def test_collector_bench_ratio_of_a_zero_measurement_is_not_a_number() -> None:
    from .conftest import load

    bench = load("rotel/bench.py", "statecore_rotel_bench")
    assert bench._ratio(2.0, 0.0) == "  n/a"
    assert bench._ratio(0.0, 2.0) == "  n/a"
    assert bench._ratio(None, 2.0) == ""
    assert bench._ratio(3.0, 2.0) == "  1.50x"
