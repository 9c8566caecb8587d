"""Tracing setup per process: a process configured to trace whose setup raises keeps serving, says
so once in its log and in ``GET /api/v1/health/telemetry``; a forked child configures its own."""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Iterator
from typing import Any

import pytest
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

import telemetry.setup
from portal.apps import start_tracing, stop_tracing
from telemetry.correlation import CorrelationTracerProvider
from telemetry.export import DISABLED_HEALTH
from telemetry.setup import TracingConfig, configure_tracing, current, health, setup_failed

TRACE = "0af7651916cd43dd8448eb211c80319c"
SPAN = "b7ad6b7169203331"
ENDPOINT = "http://127.0.0.1:9/v1/traces"  # never reached: nothing is exported in these tests


@pytest.fixture
def fresh() -> Iterator[None]:
    stop_tracing()
    yield
    stop_tracing()


def _errors(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [
        r.getMessage()
        for r in caplog.records
        if r.levelno >= logging.ERROR and r.name.startswith("telemetry")
    ]


@pytest.mark.parametrize(
    ("variable", "value"),
    [
        ("OTEL_BSP_MAX_QUEUE_SIZE", "abc"),
        ("OTEL_BSP_MAX_EXPORT_BATCH_SIZE", "0"),
        ("OTEL_BSP_SCHEDULE_DELAY", "-5"),
        ("OTEL_BSP_EXPORT_TIMEOUT", "1e3"),
        ("OTEL_EXPORTER_OTLP_PROTOCOL", "http/json"),
    ],
)
def test_a_configured_process_whose_setup_raises_serves_on_and_says_so_once(
    fresh: None,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
    app: Any,
    variable: str,
    value: str,
) -> None:
    monkeypatch.setenv("OTEL_EXPORTER_OTLP_ENDPOINT", "http://127.0.0.1:9")
    monkeypatch.setenv(variable, value)
    with caplog.at_level(logging.INFO):
        handle = start_tracing(set_global=False)
        assert start_tracing(set_global=False) is handle  # no second attempt, no second line
    (line,) = _errors(caplog)
    assert "setup failed" in line
    assert variable in line  # names what to fix ...
    assert f"={value}" not in line  # ... never a value
    assert f"'{value}'" not in line
    assert setup_failed()
    # it serves on: ids and propagation only, nothing recorded or exported
    assert isinstance(handle.provider, CorrelationTracerProvider)
    assert handle.processor is None
    response = app.get("/api/v1/health/telemetry")
    assert response.status_code == 200
    assert response.json() == {
        "status": "degraded",
        "reason": "setup_failed",
        "exported": 0,
        "failed": 0,
        "dropped": 0,
        "queue_capacity": 0,
    }


def test_an_exporter_that_cannot_be_loaded_is_reported_by_its_type_only(
    fresh: None, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    canary = "s3cr3t-token-in-a-header"

    def broken(config: TracingConfig) -> Any:
        if config.endpoint is None:
            return None  # the fallback builds no exporter
        raise ImportError(f"cannot load the exporter for https://user:{canary}@collector")

    monkeypatch.setattr(telemetry.setup, "_build_exporter", broken)
    monkeypatch.setenv("OTEL_EXPORTER_OTLP_ENDPOINT", "http://127.0.0.1:9")
    with caplog.at_level(logging.INFO):
        start_tracing(set_global=False)
    (line,) = _errors(caplog)
    assert "ImportError" in line
    assert canary not in caplog.text
    assert health().as_dict()["reason"] == "setup_failed"


def test_when_even_the_fallback_fails_requests_still_work(
    fresh: None, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture, app: Any, worker: Any
) -> None:
    def refuse(*args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("no tracing today")

    monkeypatch.setattr(telemetry.setup, "configure_tracing", refuse)
    with caplog.at_level(logging.INFO):
        assert start_tracing(set_global=False) is None
        assert start_tracing(set_global=False) is None
    assert len(_errors(caplog)) == 2  # the setup, and its fallback: once each
    assert current() is None
    assert worker.head().status_code == 200
    assert app.get("/api/v1/health/telemetry").json()["reason"] == "setup_failed"


@pytest.mark.parametrize(
    "environ",
    [
        {"OTEL_BSP_MAX_QUEUE_SIZE": "abc"},  # no endpoint: nothing is exported, nothing to read
        {
            "OTEL_EXPORTER_OTLP_ENDPOINT": "http://127.0.0.1:9",
            "OTEL_SDK_DISABLED": "true",
            "OTEL_BSP_MAX_QUEUE_SIZE": "abc",
        },
        {"OTEL_EXPORTER_OTLP_PROTOCOL": "http/json"},
    ],
)
def test_export_variables_are_read_only_by_a_process_configured_to_export(
    fresh: None, monkeypatch: pytest.MonkeyPatch, environ: dict[str, str]
) -> None:
    for name in ("OTEL_EXPORTER_OTLP_ENDPOINT", "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT"):
        monkeypatch.delenv(name, raising=False)
    for name, value in environ.items():
        monkeypatch.setenv(name, value)
    start_tracing(set_global=False)
    assert not setup_failed()
    assert health() == DISABLED_HEALTH


def test_an_export_failure_is_degraded_with_its_own_reason(fresh: None) -> None:
    class Failing(InMemorySpanExporter):
        def export(self, spans: Any) -> Any:
            from opentelemetry.sdk.trace.export import SpanExportResult

            return SpanExportResult.FAILURE

    handle = start_tracing(exporter=Failing(), set_global=False)
    from telemetry.spans import service_span

    with service_span("thread_state.load"):
        pass
    handle.force_flush()
    assert health().as_dict()["status"] == "degraded"
    assert health().as_dict()["reason"] == "export_failed"


def test_an_instrumentation_that_raises_leaves_nothing_half_configured(
    fresh: None, monkeypatch: pytest.MonkeyPatch, settings: Any
) -> None:
    from opentelemetry.instrumentation.django import DjangoInstrumentor

    def broken(provider: Any) -> Any:
        raise RuntimeError("instrumentation broke")

    monkeypatch.setattr(telemetry.setup, "_redis", broken)  # after django, celery are installed
    with pytest.raises(RuntimeError):
        configure_tracing(TracingConfig(hmac_key=b"k"), exporter=InMemorySpanExporter(), set_global=False)
    assert current() is None
    assert not DjangoInstrumentor().is_instrumented_by_opentelemetry  # the earlier ones removed
    assert not any("opentelemetry" in m for m in settings.MIDDLEWARE)


@pytest.mark.filterwarnings("ignore:This process .* is multi-threaded:DeprecationWarning")
def test_a_forked_child_configures_its_own_tracing(fresh: None) -> None:
    """The parent's handle (its exporter's connections, its export thread, its counters) is not
    the child's: the child's first start replaces it, and the parent's keeps working."""
    parent = start_tracing(exporter=InMemorySpanExporter(), set_global=False)
    assert parent.pid == os.getpid()
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: report, then leave without running the parent's exit handlers
        code = 1
        try:
            inherited = current()
            before = health()
            child = start_tracing(exporter=InMemorySpanExporter(), set_global=False)
            report = {
                "inherited_is_parents": inherited is parent,
                "health_before": before.as_dict(),
                "new_handle": child is not parent and child.pid == os.getpid(),
                "new_processor": child.processor is not parent.processor,
                "parent_processor_stopped": parent.processor._shutdown,
                "again": start_tracing(set_global=False) is child,
            }
            os.write(write, json.dumps(report).encode())
            code = 0
        finally:
            os._exit(code)
    os.close(write)
    _, status = os.waitpid(pid, 0)
    with os.fdopen(read) as pipe:
        report = json.loads(pipe.read() or "{}")
    assert os.waitstatus_to_exitcode(status) == 0, report
    assert report == {
        "inherited_is_parents": True,
        "health_before": DISABLED_HEALTH.as_dict(),  # the parent's counters are not the child's
        "new_handle": True,
        "new_processor": True,
        "parent_processor_stopped": True,
        "again": True,
    }
    assert current() is parent
    assert not parent.processor._shutdown  # the parent's pipeline is untouched by the child
