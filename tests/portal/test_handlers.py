"""portal.handlers: ``portal.wsgi`` and ``portal.asgi`` start tracing in the process that serves,
before its first request, once per process, and serve with the tracing middleware in place.

In-process, with the handler's call to ``start_tracing`` pointed at the real one with an in-memory
exporter (and no global provider); real servers are in test_entry_points.py."""

from __future__ import annotations

import asyncio
import io
import logging
import os
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest
from django.core.servers.basehttp import get_internal_wsgi_application
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

import portal.apps
from portal import handlers
from portal.apps import stop_tracing
from telemetry.setup import current

# A request through a handler closes obsolete database connections (Django's request signals).
pytestmark = pytest.mark.django_db

TRACE = "0af7651916cd43dd8448eb211c80319c"
SPAN = "b7ad6b7169203331"


@dataclass
class Started:
    exporter: InMemorySpanExporter = field(default_factory=InMemorySpanExporter)
    #: the pid of each call of the handlers' ``start_tracing()``
    calls: list[int] = field(default_factory=list)

    def server_spans(self) -> list[Any]:
        handle = current()
        assert handle is not None
        handle.force_flush()
        return [s for s in self.exporter.get_finished_spans() if s.name == "http.server"]


@pytest.fixture
def started(monkeypatch: pytest.MonkeyPatch) -> Iterator[Started]:
    """What the handlers' ``start_tracing()`` does here: the real start with an in-memory
    exporter and no global provider, counted."""
    state = Started()
    real = portal.apps.start_tracing

    def start(**kwargs: Any) -> Any:
        state.calls.append(os.getpid())
        return real(exporter=state.exporter, set_global=False, schedule_delay_millis=60_000)

    monkeypatch.setattr(portal.apps, "start_tracing", start)
    stop_tracing()
    yield state
    stop_tracing()


def _environ(path: str = "/healthz", **headers: str) -> dict[str, Any]:
    return {
        "REQUEST_METHOD": "GET",
        "PATH_INFO": path,
        "QUERY_STRING": "",
        "SERVER_NAME": "127.0.0.1",
        "SERVER_PORT": "80",
        "SERVER_PROTOCOL": "HTTP/1.1",
        "REMOTE_ADDR": "127.0.0.1",
        "wsgi.url_scheme": "http",
        "wsgi.input": io.BytesIO(b""),
        "wsgi.errors": io.StringIO(),
        **headers,
    }


def _get(app: Any, **headers: str) -> str:
    status: list[str] = []
    body = b"".join(app(_environ(**headers), lambda s, h, *a: status.append(s)))
    assert body
    return status[0]


def test_the_entry_points_are_these_handlers_runserver_included() -> None:
    import portal.asgi
    import portal.wsgi

    assert isinstance(portal.wsgi.application, handlers.WSGIHandler)
    assert isinstance(portal.asgi.application, handlers.ASGIHandler)
    assert get_internal_wsgi_application() is portal.wsgi.application  # what runserver serves


def test_the_first_request_starts_tracing_and_is_traced(started: Started) -> None:
    app = handlers.WSGIHandler()  # built before tracing, as at import in a server
    assert "telemetry.ingress.TraceIngressMiddleware" not in app._built_from
    assert _get(app, HTTP_TRACEPARENT=f"00-{TRACE}-{SPAN}-03") == "200 OK"
    assert _get(app) == "200 OK"
    assert started.calls == [os.getpid()]
    assert "telemetry.ingress.TraceIngressMiddleware" in app._built_from  # the chain was rebuilt
    first, second = started.server_spans()
    # /healthz has no credential, so the caller's context is not honoured: new roots, random ids
    assert first.parent is None
    assert first.attributes["statecore.trace.ingress"] == "no_credential"
    assert first.context.trace_flags == 0x03
    assert second.context.trace_id != first.context.trace_id


def test_a_handler_built_after_tracing_started_keeps_its_chain(started: Started) -> None:
    """gunicorn's post_fork and granian's factory configure tracing before the app is loaded."""
    portal.apps.start_tracing()
    app = handlers.WSGIHandler()
    chain = app._middleware_chain
    assert _get(app) == "200 OK"
    assert app._middleware_chain is chain
    assert len(started.server_spans()) == 1


def test_a_process_with_another_pid_starts_again(started: Started, monkeypatch: pytest.MonkeyPatch) -> None:
    app = handlers.WSGIHandler()
    _get(app)
    parent = os.getpid()
    monkeypatch.setattr(os, "getpid", lambda: parent + 1)  # as a forked child sees it
    _get(app)
    _get(app)
    assert started.calls == [parent, parent + 1]
    handle = current()
    assert handle is not None
    assert handle.pid == parent + 1  # its own handle, not the parent's


def test_a_start_that_raises_is_logged_and_the_request_served(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    def broken(**kwargs: Any) -> Any:
        raise RuntimeError("s3cr3t in a message")

    monkeypatch.setattr(portal.apps, "start_tracing", broken)
    app = handlers.WSGIHandler()
    with caplog.at_level(logging.ERROR):
        assert _get(app) == "200 OK"
        assert _get(app) == "200 OK"
    assert [r.getMessage() for r in caplog.records if r.name == "portal.handlers"] == [
        "tracing: could not start (RuntimeError); this process serves untraced"
    ]


def test_asgi_lifespan_starts_tracing_and_its_shutdown_flushes(started: Started) -> None:
    app = handlers.ASGIHandler()
    inbox = [{"type": "lifespan.startup"}, {"type": "lifespan.shutdown"}]
    sent: list[dict[str, Any]] = []

    async def receive() -> dict[str, Any]:
        return inbox.pop(0)

    async def send(message: dict[str, Any]) -> None:
        if message["type"] == "lifespan.startup.complete":
            assert current() is not None  # started before the server takes requests
        sent.append(message)

    asyncio.run(app({"type": "lifespan", "asgi": {"version": "3.0"}}, receive, send))
    assert [m["type"] for m in sent] == ["lifespan.startup.complete", "lifespan.shutdown.complete"]
    assert started.calls == [os.getpid()]
    assert current() is None  # shut down: flushed and uninstrumented


def test_an_asgi_request_is_traced(started: Started) -> None:
    app = handlers.ASGIHandler()
    scope = {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": "GET",
        "scheme": "http",
        "path": "/healthz",
        "raw_path": b"/healthz",
        "query_string": b"",
        "root_path": "",
        "headers": [(b"host", b"127.0.0.1")],
        "client": ("127.0.0.1", 50000),
        "server": ("127.0.0.1", 80),
    }
    body = [{"type": "http.request", "body": b"", "more_body": False}]
    sent: list[dict[str, Any]] = []

    async def receive() -> dict[str, Any]:
        if body:
            return body.pop(0)
        await asyncio.Event().wait()  # no disconnect: Django cancels this once it has answered
        raise AssertionError("unreachable")

    async def send(message: dict[str, Any]) -> None:
        sent.append(message)

    asyncio.run(app(scope, receive, send))
    assert sent[0]["status"] == 200
    assert started.calls == [os.getpid()]
    (span,) = started.server_spans()  # the Django instrumentation's ASGI server span
    assert span.attributes["statecore.trace.ingress"] == "absent"


def test_the_first_request_freezes_what_the_process_loaded(
    started: Started, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Django, the URL conf and its views live as long as the process: out of the collector's
    reach before the first request, so a full collection does not walk them mid-request."""
    import gc

    freezes: list[int] = []
    real_freeze = gc.freeze

    def counting_freeze() -> None:
        freezes.append(gc.get_freeze_count())
        real_freeze()

    # Counted at the call, not by the frozen count afterwards: a frozen object another thread
    # frees between two requests lowers that count without any freeze.
    monkeypatch.setattr(gc, "freeze", counting_freeze)
    gc.unfreeze()
    try:
        app = handlers.WSGIHandler()
        assert gc.get_freeze_count() == 0
        assert _get(app) == "200 OK"
        assert gc.get_freeze_count() > 0
        assert freezes == [0]
        assert _get(app) == "200 OK"
        assert freezes == [0]  # once per process
    finally:
        gc.unfreeze()
