"""Tracing follows the application, not a config file: real servers started as an operator starts
them, with only the standard ``OTEL_*`` variables, export one trace per trusted request.

- ``gunicorn portal.wsgi:application`` without the project's config (2 workers);
- ``uvicorn portal.asgi:application`` (2 workers);
- ``manage.py runserver`` (with its autoreloader, as a developer runs it);
- the same gunicorn through the real rotel collector with the shipped processor.

Each request goes to the W3C test hook with a trusted ``traceparent``: the server span exported
by the process that answered is a child of the caller's span, and the hook's outgoing call
carries the same trace (its parent-id is the exported client span). A process configured to
trace whose setup fails (an invalid ``OTEL_BSP_*`` value) still serves, logs it once and says
``degraded`` / ``setup_failed`` in ``GET /api/v1/health/telemetry``.
"""

from __future__ import annotations

import os
import re
import secrets
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from opentelemetry.proto.trace.v1.trace_pb2 import Span as ProtoSpan

from telemetry.export import SETUP_FAILED_HEALTH
from tests.collector_config.conftest import load
from tests.conftest import live_database_url, new_app_token
from tests.servers import Served, create_binding, entry_point_server
from tests.telemetry.hook import HOOK, Callback, callback_server
from tests.telemetry.otlp_sink import OtlpSink, SinkSpan, otlp_sink

pytestmark = [pytest.mark.postgres, pytest.mark.slow]

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent
SERVICE = "statecore-entry-point-under-test"


def _env(endpoint: str, callback: Callback | None = None, **extra: str) -> dict[str, str]:
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("OTEL_", "GUNICORN_", "UVICORN_", "STATECORE_TRACECONTEXT_", "WEB_CONCURRENCY"))
    }
    env.update(
        {
            "DATABASE_URL": live_database_url(),
            "OTEL_EXPORTER_OTLP_ENDPOINT": endpoint,
            "OTEL_SERVICE_NAME": SERVICE,
            "OTEL_BSP_SCHEDULE_DELAY": "100",
            "STATECORE_TRUSTED_NETWORKS": "127.0.0.0/8",
            **extra,
        }
    )
    if callback is not None:
        env["STATECORE_TRACECONTEXT_TEST_ENDPOINT"] = "true"
        env["STATECORE_TRACECONTEXT_TEST_CALLBACK_PREFIXES"] = callback.url("/callback")
    return env


@pytest.fixture
def callback() -> Iterator[Callback]:
    with callback_server() as state:
        yield state


@pytest.fixture
def sink() -> Iterator[OtlpSink]:
    with otlp_sink() as running:
        yield running


def _one_trace(served: Served, callback: Callback, sink: OtlpSink) -> None:
    """One trusted request to the hook: its server span, client span and callback form one trace."""
    trace_id, parent = secrets.token_hex(16), secrets.token_hex(8)
    callback.received.clear()
    response = httpx.post(
        served.url + HOOK,
        json=[{"url": callback.url("/callback"), "arguments": []}],
        headers={"traceparent": f"00-{trace_id}-{parent}-03", "tracestate": "congo=t61rcWkgMzE"},
        timeout=30,
    )
    assert response.status_code == 200, response.text
    assert response.json() == {"called": 1, "skipped": 0, "failed": 0}
    (got,) = callback.received
    version, sent_trace, sent_parent, flags = got.headers["traceparent"].split("-")
    assert (version, sent_trace, flags) == ("00", trace_id, "03")  # random flag kept (Level 2)
    assert sent_parent != parent
    assert got.headers["tracestate"] == "congo=t61rcWkgMzE"

    def of_this_trace(spans: list[SinkSpan]) -> list[SinkSpan]:
        mine = [s for s in spans if s.trace_id == trace_id]
        kinds = {s.kind for s in mine}
        return mine if {ProtoSpan.SPAN_KIND_SERVER, ProtoSpan.SPAN_KIND_CLIENT} <= kinds else []

    spans = sink.wait_until(of_this_trace)
    assert spans, f"no server and client span of the trace reached the sink:\n{served.output()[-3000:]}"
    (server,) = [s for s in spans if s.kind == ProtoSpan.SPAN_KIND_SERVER]
    (client,) = [s for s in spans if s.kind == ProtoSpan.SPAN_KIND_CLIENT]
    assert server.service == SERVICE
    assert server.parent_span_id == parent  # a child of the caller's span
    assert server.attributes["statecore.trace.ingress"] == "accepted"
    assert client.parent_span_id == server.span_id
    assert client.span_id == sent_parent  # the hook's call went out under its client span


@pytest.mark.parametrize("entry", ["gunicorn", "uvicorn", "runserver"])
def test_the_entry_point_exports_one_trace_per_trusted_request(
    transactional_db: None, entry: str, callback: Callback, sink: OtlpSink, tmp_path: Path
) -> None:
    with entry_point_server(entry, _env(sink.endpoint, callback), tmp_path / f"{entry}.log") as served:
        for _ in range(4):  # new connections: with two workers, both are likely to serve some
            _one_trace(served, callback, sink)
        _headers_on_the_wire(served, callback)
    assert "setup failed" not in served.output()


def _headers_on_the_wire(served: Served, callback: Callback) -> None:
    """Several fields of one header name, as this server combines them (RFC 9110)."""
    trace_id = secrets.token_hex(16)

    def hop(headers: list[tuple[str, str]]) -> dict[str, str]:
        callback.received.clear()
        response = httpx.post(
            served.url + HOOK, json=[{"url": callback.url("/callback"), "arguments": []}], headers=headers
        )
        assert response.status_code == 200, response.text
        return callback.received[0].headers

    parent = f"00-{trace_id}-{secrets.token_hex(8)}-01"
    combined = hop([("traceparent", parent), ("tracestate", "foo=1,bar=2"), ("tracestate", "baz=3")])
    assert combined["traceparent"].split("-")[1] == trace_id
    assert combined["tracestate"] == "foo=1,bar=2,baz=3"
    twice = hop([("traceparent", parent), ("traceparent", parent), ("tracestate", "foo=1")])
    assert twice["traceparent"].split("-")[1] != trace_id  # two traceparent fields: a new trace
    assert "tracestate" not in twice


rotel_harness = load("canary/harness.py", "statecore_canary_harness")


@pytest.mark.skipif(rotel_harness.rotel_binary() is None, reason="rotel==0.0.1a15 is not installed")
def test_gunicorn_without_the_config_through_the_rotel_collector(
    transactional_db: None, callback: Callback, sink: OtlpSink, tmp_path: Path
) -> None:
    rotel = rotel_harness.start_rotel(sink.endpoint, [rotel_harness.PROCESSOR, rotel_harness.TRIPWIRE])
    try:
        with entry_point_server(
            "gunicorn", _env(rotel.http_endpoint, callback), tmp_path / "gunicorn.log"
        ) as served:
            _one_trace(served, callback, sink)
        assert "ALERT" not in rotel.log()
    finally:
        rotel.stop()
        rotel_harness.cleanup_workdir(rotel)


@pytest.mark.parametrize("entry", ["gunicorn", "gunicorn-config", "uvicorn"])
def test_a_process_whose_tracing_cannot_start_serves_and_says_so(
    transactional_db: None, entry: str, sink: OtlpSink, tmp_path: Path
) -> None:
    env = _env(sink.endpoint, OTEL_BSP_MAX_QUEUE_SIZE="abc")
    with (
        entry_point_server(entry, env, tmp_path / f"{entry}.log", workers=1) as served,
        httpx.Client(
            base_url=served.url, headers={"Authorization": f"Bearer {new_app_token()}"}, timeout=30
        ) as control,
    ):
        create_binding(control, "x/1")  # requests work: 201
        health = control.get("/api/v1/health/telemetry")
        assert health.status_code == 200
        # degraded, reason setup_failed, zeros (the body spelled out: tests/telemetry/test_setup.py)
        assert health.json() == SETUP_FAILED_HEALTH.as_dict()
        time.sleep(0.5)  # what would have been exported on schedule
    log = served.output()
    lines = [line for line in log.splitlines() if "tracing: setup failed" in line]
    assert len(lines) == 1, log[-3000:]  # one process, one line
    assert re.search(
        r"ERROR telemetry\.setup tracing: setup failed \(OTEL_BSP_MAX_QUEUE_SIZE must be an integer\)",
        lines[0],
    )
    assert "abc" not in lines[0]
    assert sink.snapshot() == []
