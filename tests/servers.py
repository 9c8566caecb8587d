"""A real gunicorn server on the test database, for tests that kill and restart it."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx

from tests.conftest import free_port, live_database_url

ROOT = Path(__file__).resolve().parents[1]


@dataclass
class Server:
    port: int
    env: dict[str, str]
    process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = 60) -> None:
        self.process = subprocess.Popen(
            [str(Path(sys.executable).with_name("gunicorn")), "-c", "deploy/gunicorn.conf.py"],
            cwd=ROOT,
            env=self.env,
            start_new_session=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                if httpx.get(self.url + "/healthz", timeout=1).status_code == 200:
                    return
            except httpx.HTTPError:
                time.sleep(0.1)
        raise AssertionError("gunicorn did not start")

    def kill(self) -> None:
        """SIGKILL master and workers at once: a crash, not a shutdown."""
        assert self.process is not None
        os.killpg(self.process.pid, signal.SIGKILL)
        self.process.wait(timeout=10)


@contextmanager
def gunicorn_server(
    workers: int = 2, database_url: str | None = None, env: dict[str, str] | None = None
) -> Iterator[Server]:
    """gunicorn (deploy/gunicorn.conf.py) on a free port and the test database (or
    ``database_url``: the same database through a proxy, or another server), with ``env`` added
    to the process environment; the caller's test must see committed data (a transactional
    database)."""
    env = {
        **os.environ,
        "DATABASE_URL": database_url or live_database_url(),
        "GUNICORN_WORKERS": str(workers),
        "GUNICORN_ACCESS_LOG": "",
        **(env or {}),
    }
    srv = Server(port=free_port(), env=env)
    srv.env["GUNICORN_BIND"] = f"127.0.0.1:{srv.port}"
    srv.start()
    try:
        yield srv
    finally:
        if srv.process is not None and srv.process.poll() is None:
            srv.kill()


def manage(database_url: str, *args: str) -> str:
    """``manage.py ARGS`` on the database ``database_url`` names, as an operator runs it; its
    standard output."""
    result = subprocess.run(
        [sys.executable, "manage.py", *args],
        cwd=ROOT,
        env={**os.environ, "DATABASE_URL": database_url},
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    return result.stdout


def create_binding(control: httpx.Client, codec: str) -> str:
    """A new binding through the control plane (an application token's client); its id."""
    r = control.post(
        "/api/v1/bindings",
        json={
            "environment": "prod",
            "harness": "h",
            "adapter": "a",
            "adapter_codec_version": codec,
            "agent_id": "agent",
            "subject": uuid.uuid4().hex,
            "organization_id": "org-1",
        },
    )
    assert r.status_code == 201, r.text
    return str(r.json()["id"])


def issue_lease(control: httpx.Client, binding_id: str) -> dict[str, Any]:
    """A new lease on the binding (every earlier one is fenced): the issue's answer."""
    r = control.post(f"/api/v1/bindings/{binding_id}/leases", json={"sandbox_id": "sbx", "ttl_seconds": 600})
    assert r.status_code == 201, r.text
    return dict(r.json())
