"""deploy/granian.sh and deploy/granian_app.py: the granian option serves the application with
tracing configured in each worker after the fork and flushed when the worker exits (what
gunicorn.conf.py's post_fork and worker_exit do), and keeps the process environment out of
request.META (granian copies os.environ into every request's WSGI environ)."""

from __future__ import annotations

import importlib.util
import os
import signal
import subprocess
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from types import ModuleType
from typing import Any

import httpx
import pytest

from statecore.models import AuditEvent
from tests.conftest import free_port, live_database_url, new_app_token

ROOT = Path(__file__).resolve().parents[2]


def _granian_app() -> ModuleType:
    spec = importlib.util.spec_from_file_location("granian_app", ROOT / "deploy" / "granian_app.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_requests_do_not_see_the_process_environment() -> None:
    seen: dict[str, Any] = {}

    def app(environ: dict[str, Any], start_response: Any) -> list[bytes]:
        seen.update(environ)
        return [b""]

    wrapped = _granian_app().without_process_environment(
        app, ["DJANGO_SECRET_KEY", "DATABASE_URL", "HTTP_PROXY", "REMOTE_ADDR", "PATH_INFO"]
    )
    # what granian hands the application: os.environ with the request's variables on top
    environ = {
        "DJANGO_SECRET_KEY": "s3cret",
        "DATABASE_URL": "postgres://u:pw@db/x",
        "HTTP_PROXY": "http://proxy.internal:3128",
        "REMOTE_ADDR": "10.0.0.7",
        "PATH_INFO": "/healthz",
        "HTTP_AUTHORIZATION": "Bearer t",
        "wsgi.url_scheme": "http",
    }
    wrapped(environ, lambda *a: None)
    assert seen == {
        "REMOTE_ADDR": "10.0.0.7",
        "PATH_INFO": "/healthz",
        "HTTP_AUTHORIZATION": "Bearer t",
        "wsgi.url_scheme": "http",
    }


@pytest.fixture
def trace_posts() -> Iterator[tuple[str, list[int]]]:
    """An OTLP/HTTP endpoint that only counts the export requests it receives (bytes each)."""
    posts: list[int] = []

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            posts.append(len(self.rfile.read(int(self.headers.get("Content-Length") or 0))))
            self.send_response(200)
            self.send_header("Content-Length", "0")
            self.end_headers()

        def log_message(self, format: str, *args: Any) -> None:
            return None

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}", posts
    server.shutdown()
    server.server_close()


@pytest.mark.postgres
@pytest.mark.slow
def test_granian_serves_traced_requests_and_flushes_spans_when_stopped(
    transactional_db: None, trace_posts: tuple[str, list[int]], tmp_path: Path
) -> None:
    endpoint, posts = trace_posts
    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("OTEL_", "GRANIAN_"))}
    env.update(
        {
            "DATABASE_URL": live_database_url(),
            "GRANIAN_PORT": str(port),
            "GRANIAN_WORKERS": "1",
            "GRANIAN_BLOCKING_THREADS": "2",
            "OTEL_EXPORTER_OTLP_ENDPOINT": endpoint,
            # nothing is exported on schedule within the test: only the flush at exit sends spans
            "OTEL_BSP_SCHEDULE_DELAY": "600000",
        }
    )
    token = new_app_token()
    log = tmp_path / "granian.log"
    with log.open("wb") as out:
        process = subprocess.Popen(
            [str(ROOT / "deploy" / "granian.sh")], cwd=tmp_path, env=env, stdout=out, stderr=out
        )
    try:
        url = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + 30
        while True:
            try:
                if httpx.get(url + "/healthz", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            assert time.monotonic() < deadline, log.read_text(errors="replace")[-3000:]
            time.sleep(0.1)
        r = httpx.post(
            url + "/api/v1/bindings",
            headers={"Authorization": f"Bearer {token}"},
            json={
                "environment": "prod",
                "harness": "h",
                "adapter": "a",
                "adapter_codec_version": "x/1",
                "agent_id": "agent-1",
                "subject": "granian@example.invalid",
                "organization_id": "org-1",
            },
            timeout=10,
        )
        assert r.status_code == 201, r.text
        audit = AuditEvent.objects.get(action="binding.create", binding_id=r.json()["id"])
        assert len(audit.trace_id) == 32  # a server span was current: tracing is configured
        assert posts == []
    finally:
        process.send_signal(signal.SIGTERM)
        code = process.wait(timeout=30)
    assert code == 0, log.read_text(errors="replace")[-3000:]
    assert posts  # flushed by the exiting worker
    assert all(n > 0 for n in posts)
