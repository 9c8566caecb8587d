"""Live fixtures for the reference worker: a gunicorn server on the test database exporting to
an OTLP sink, application tokens and bindings through the control-plane API, and real worker
processes (``python -m statecore.harness.worker``) spoken to over the protocol."""

from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from statecore.client import ControlPlane, RetryPolicy
from statecore.harness import protocol
from tests.conftest import CODEC, live_database_url, new_app_token
from tests.servers import Server, gunicorn_server
from tests.statecore.adapters.conftest import adapter_binding
from tests.telemetry.otlp_sink import OtlpSink, otlp_sink

ROOT = Path(__file__).resolve().parents[3]
WORKER_SERVICE = "statecore-worker-under-test"
WAIT = 120.0  # an upper bound for a worker to reach a point, never an assertion
FAST = RetryPolicy(attempts=3, base_delay=0.01, max_delay=0.02)


@pytest.fixture(scope="module")
def sink() -> Iterator[OtlpSink]:
    with otlp_sink() as running:
        yield running


@pytest.fixture(scope="module")
def server(sink: OtlpSink, django_db_setup: None, django_db_blocker: Any) -> Iterator[Server]:
    """gunicorn on the test database; memory scans run in the request (no broker), and its spans
    go to the sink too (the worker's calls carry their trace context to it)."""
    with django_db_blocker.unblock():
        url = live_database_url()
    env = {
        "CELERY_BROKER_URL": "",
        "OTEL_EXPORTER_OTLP_ENDPOINT": sink.endpoint,
        "OTEL_SERVICE_NAME": "statecore-api-under-test",
        "OTEL_BSP_SCHEDULE_DELAY": "100",
    }
    with gunicorn_server(workers=2, database_url=url, env=env) as srv:
        yield srv


@pytest.fixture
def control(server: Server, transactional_db: None) -> Iterator[ControlPlane]:
    """The control plane: an application token (bindings:manage among its permissions)."""
    with ControlPlane(server.url, new_app_token(), retry=FAST) as plane:
        yield plane


@dataclass
class Thread:
    """One binding (one LangGraph thread) of harness ``deepagents`` and its control plane."""

    server: Server
    control: ControlPlane
    binding_id: str

    def lease(self, sandbox: str = "sbx-1") -> str:
        """A new lease: every older one is fenced from now on."""
        return self.control.issue_lease(self.binding_id, sandbox_id=sandbox, ttl_seconds=600).lease_token

    def job(self, lease: str, text: str | None = None, *, resume: Any = None, **extra: Any) -> dict[str, Any]:
        body: dict[str, Any] = {
            "type": protocol.RUN,
            "run_id": f"run-{uuid.uuid4().hex}",
            "lease_token": lease,
            "service_url": self.server.url,
            "codec": CODEC,
            "traceparent": f"00-{uuid.uuid4().hex}-{uuid.uuid4().hex[:16]}-01",
            **extra,
        }
        if text is None:
            body["resume"] = resume
        else:
            body["input"] = {"messages": [{"role": "user", "content": text}]}
        return body


@pytest.fixture
def thread(server: Server, control: ControlPlane) -> Thread:
    return Thread(server, control, adapter_binding(control, "worker"))


@dataclass
class WorkerProcess:
    """``python -m statecore.harness.worker`` with pipes: events decoded from stdout by a thread,
    stderr kept as the log."""

    process: subprocess.Popen[bytes]
    events: queue.Queue[dict[str, Any] | None] = field(default_factory=queue.Queue)
    lines: list[bytes] = field(default_factory=list)
    log: list[str] = field(default_factory=list)

    def start_readers(self) -> None:
        def out() -> None:
            assert self.process.stdout is not None
            for line in self.process.stdout:
                self.lines.append(line)
                self.events.put(protocol.check_event(protocol.decode(line)))
            self.events.put(None)

        def err() -> None:
            assert self.process.stderr is not None
            for line in self.process.stderr:
                self.log.append(line.decode(errors="replace"))

        threading.Thread(target=out, daemon=True).start()
        threading.Thread(target=err, daemon=True).start()

    def next(self, timeout: float = WAIT) -> dict[str, Any] | None:
        """The next event, or None once stdout closed."""
        try:
            return self.events.get(timeout=timeout)
        except queue.Empty:
            pytest.fail(f"no event within {timeout:.0f} s; worker log:\n{self.output()}")

    def send(self, job: dict[str, Any]) -> None:
        self.send_line(json.dumps(job).encode() + b"\n")

    def send_line(self, line: bytes) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(line)
        self.process.stdin.flush()

    def run(self, job: dict[str, Any]) -> list[dict[str, Any]]:
        """Send a job; its events up to and including ``end``."""
        self.send(job)
        got: list[dict[str, Any]] = []
        while True:
            event = self.next()
            if event is None:
                pytest.fail(f"the worker exited before end; events {got}; log:\n{self.output()}")
            assert event["run_id"] == job["run_id"]
            got.append(event)
            if event["type"] == protocol.END:
                return got

    def wait_for_log(self, fragment: str, timeout: float = WAIT) -> None:
        deadline = time.monotonic() + timeout
        while not any(fragment in line for line in self.log):
            if time.monotonic() > deadline:
                pytest.fail(f"{fragment!r} not logged within {timeout:.0f} s:\n{self.output()}")
            time.sleep(0.05)

    def close(self, timeout: float = 60) -> int:
        """Close stdin (EOF): the worker exits."""
        assert self.process.stdin is not None
        if not self.process.stdin.closed:
            self.process.stdin.close()
        return self.process.wait(timeout=timeout)

    def output(self) -> str:
        return "".join(self.log)[-6000:]


def worker_env(sink: OtlpSink | None = None, **extra: str) -> dict[str, str]:
    """The worker's environment: no Django settings, no database; OTEL_* for the sink."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("OTEL_", "DJANGO_", "DATABASE_"))}
    env.pop("STATECORE_HARNESS_MODEL", None)
    if sink is not None:
        env.update(
            OTEL_EXPORTER_OTLP_ENDPOINT=sink.endpoint,
            OTEL_SERVICE_NAME=WORKER_SERVICE,
            OTEL_BSP_SCHEDULE_DELAY="100",
        )
    env.update(extra)
    return env


@pytest.fixture
def spawn(sink: OtlpSink) -> Iterator[Callable[..., WorkerProcess]]:
    """Start workers (ready awaited); each is killed at the end of the test if still running."""
    started: list[WorkerProcess] = []

    def make(**extra: str) -> WorkerProcess:
        process = subprocess.Popen(
            [sys.executable, "-m", "statecore.harness.worker"],
            cwd=ROOT,
            env=worker_env(sink, **extra),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        worker = WorkerProcess(process)
        started.append(worker)
        worker.start_readers()
        ready = worker.next()
        assert ready is not None, worker.output()
        assert ready == {"type": protocol.READY, "pid": process.pid}
        return worker

    yield make
    for worker in started:
        if worker.process.poll() is None:
            worker.process.kill()
            worker.process.wait(timeout=10)
