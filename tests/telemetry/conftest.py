"""Tracing fixtures: the real pipeline (scrubbing processor, policy propagator, ingress
middleware, instrumentations) with the SDK's in-memory exporter in place of a collector.

The global tracer provider is never set here (``set_global=False``): every test gets a fresh
pipeline, and the rest of the suite runs untraced.
"""

from __future__ import annotations

import socket
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from opentelemetry.sdk.trace import ReadableSpan
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

from portal.apps import start_tracing, stop_tracing
from telemetry.setup import TracingHandle
from tests.telemetry.hook import Callback, callback_server, hook_flag


@dataclass
class Tracing:
    handle: TracingHandle
    exporter: InMemorySpanExporter

    def spans(self) -> list[ReadableSpan]:
        self.handle.force_flush()
        return list(self.exporter.get_finished_spans())

    def reset(self) -> None:
        self.handle.force_flush()
        self.exporter.clear()

    def named(self, name: str) -> list[ReadableSpan]:
        return [s for s in self.spans() if s.name == name]


@pytest.fixture
def start() -> Iterator[Callable[..., Tracing]]:
    """Start tracing with overrides (``TracingConfig`` fields); stopped after the test."""
    started: list[Tracing] = []

    def make(exporter: Any = None, **overrides: Any) -> Tracing:
        exp = exporter if exporter is not None else InMemorySpanExporter()
        overrides.setdefault("schedule_delay_millis", 60_000)
        handle = start_tracing(exporter=exp, set_global=False, **overrides)
        tracing = Tracing(handle, exp)
        started.append(tracing)
        return tracing

    stop_tracing()  # nothing left over from elsewhere
    yield make
    stop_tracing()


@pytest.fixture
def tracing(start: Callable[..., Tracing]) -> Tracing:
    return start()


@pytest.fixture
def refused_port() -> int:
    """A local port nobody listens on: connecting is refused at once."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture
def blackhole() -> Iterator[int]:
    """A local TCP server that accepts connections and never answers."""
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(16)
    held: list[socket.socket] = []
    stop = threading.Event()

    def accept() -> None:
        server.settimeout(0.2)
        while not stop.is_set():
            try:
                conn, _ = server.accept()
                held.append(conn)
            except OSError:
                continue

    thread = threading.Thread(target=accept, daemon=True)
    thread.start()
    yield int(server.getsockname()[1])
    stop.set()
    thread.join(2)
    for conn in held:
        conn.close()
    server.close()


@pytest.fixture(params=["refused", "blackholed"])
def collector_url(request: pytest.FixtureRequest) -> str:
    """An OTLP/HTTP traces URL with no collector behind it: the connection is refused, or it is
    accepted and never answered (the two ways a collector outage looks from here)."""
    port = request.getfixturevalue("refused_port" if request.param == "refused" else "blackhole")
    return f"http://127.0.0.1:{port}/v1/traces"


@pytest.fixture
def callback() -> Iterator[Callback]:
    """An HTTP server on 127.0.0.1 that records every POST the test hook makes."""
    with callback_server() as state:
        yield state


@pytest.fixture
def hook_enabled(settings: Any, callback: Callback, start: Callable[..., Tracing]) -> Iterator[Tracing]:
    """The test hook on (callbacks under ``http://127.0.0.1:<port>/callback`` allowed), tracing
    started with the real pipeline and an in-memory exporter."""
    with hook_flag(settings, callback):
        yield start()  # after the flag: start_tracing reads it for the ingress policy
