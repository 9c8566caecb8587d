"""Real server processes on the test database, for tests that kill and restart them: gunicorn,
a dedicated redis-server and Celery workers and beat on it."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import redis
from celery import Celery
from kombu.exceptions import KombuError

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
    srv.env.setdefault("STATECORE_HARNESS_SERVICE_URL", srv.url)  # harness runs' workers call back here
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


class RedisServer:
    """A redis-server of the test's own on a free port, without persistence: a kill loses every
    queued message, as a broker restarted without its data would. Never the machine's Redis."""

    def __init__(self, binary: str = "/usr/bin/redis-server") -> None:
        self.binary = binary
        self.port = free_port()
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self, timeout: float = 20) -> None:
        self.process = subprocess.Popen(
            [
                self.binary,
                "--port",
                str(self.port),
                "--bind",
                "127.0.0.1",
                "--save",
                "",
                "--appendonly",
                "no",
            ],
            start_new_session=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                client = redis.Redis.from_url(self.url, socket_timeout=1, socket_connect_timeout=1)
                try:
                    if client.ping():
                        return
                finally:
                    client.close()
            except redis.RedisError:
                time.sleep(0.05)
        raise AssertionError("redis-server did not start")

    def kill(self) -> None:
        """SIGKILL: every connection reset, every queued and unacknowledged message gone."""
        assert self.process is not None
        self.process.kill()
        self.process.wait(timeout=10)

    def pause(self) -> None:
        """SIGSTOP: connections stay open and the port accepts, but nothing answers (a stall)."""
        assert self.process is not None
        self.process.send_signal(signal.SIGSTOP)

    def resume(self) -> None:
        assert self.process is not None
        self.process.send_signal(signal.SIGCONT)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGCONT)
            self.kill()


@contextmanager
def redis_server() -> Iterator[RedisServer]:
    srv = RedisServer()
    srv.start()
    try:
        yield srv
    finally:
        srv.stop()


@dataclass
class CeleryProcess:
    """``celery -A <app> <command>`` in its own process group on the test database."""

    args: list[str]
    env: dict[str, str]
    process: subprocess.Popen[bytes] | None = None
    #: where its output goes (appended), when the test wants to read it after a failure
    log: Path | None = None

    def start(self) -> None:
        with open(self.log or os.devnull, "ab") as out:
            self.process = subprocess.Popen(
                [str(Path(sys.executable).with_name("celery")), *self.args],
                cwd=ROOT,
                env=self.env,
                start_new_session=True,
                stdout=out,
                stderr=subprocess.STDOUT,
            )

    def kill(self) -> None:
        """SIGKILL the whole group (a worker's parent and its pool processes) at once."""
        assert self.process is not None
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.process.pid, signal.SIGKILL)
        self.process.wait(timeout=10)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.kill()


@contextmanager
def supervised(process: CeleryProcess) -> Iterator[list[int]]:
    """Start ``process`` again whenever it exits, as its supervisor in production does (systemd
    ``Restart=always``, a Kubernetes pod); yields the exit codes it was restarted after. A Celery
    worker that loses its Redis connection while holding unacknowledged messages can exit
    (kombu 5.7: ``AttributeError`` restoring them on the dead connection)."""
    exits: list[int] = []
    stop = threading.Event()

    def watch() -> None:
        while not stop.wait(0.5):
            assert process.process is not None
            code = process.process.poll()
            if code is not None:
                exits.append(code)
                process.start()

    watcher = threading.Thread(target=watch, daemon=True)
    watcher.start()
    try:
        yield exits
    finally:
        stop.set()
        watcher.join(timeout=10)


def celery_worker(
    broker_url: str,
    *,
    app: str = "portal",
    pool: str = "prefork",
    env: dict[str, str] | None = None,
    log: Path | None = None,
) -> CeleryProcess:
    """A Celery worker (one pool process) on ``broker_url`` and the test database; not started."""
    args = ["-A", app, "worker", "--pool", pool, "--concurrency", "1", "--loglevel", "WARNING"]
    args += ["--without-heartbeat", "--without-gossip", "--without-mingle"]
    return CeleryProcess(args, _celery_env(broker_url, env), log=log)


def celery_beat(
    broker_url: str, schedule: Path, *, env: dict[str, str] | None = None, log: Path | None = None
) -> CeleryProcess:
    """Celery beat on ``broker_url`` with its schedule file at ``schedule``; not started."""
    args = ["-A", "portal", "beat", "--schedule", str(schedule), "--loglevel", "WARNING"]
    return CeleryProcess(args, _celery_env(broker_url, env), log=log)


def _celery_env(broker_url: str, env: dict[str, str] | None) -> dict[str, str]:
    return {
        **os.environ,
        "DATABASE_URL": live_database_url(),
        "CELERY_BROKER_URL": broker_url,
        # Tests change policies between requests; a worker must not serve a cached one.
        "STATECORE_POLICY_CACHE_SECONDS": "0",
        **(env or {}),
    }


def celery_client(broker_url: str) -> Celery:
    """A Celery app that publishes and broadcasts on ``broker_url``: the test process's own
    ``CELERY_BROKER_URL`` (the session's broker) would win over ``broker=``, not over these."""
    client = Celery("tests", broker=broker_url)
    client.conf.broker_read_url = broker_url
    client.conf.broker_write_url = broker_url
    return client


def wait_until_a_worker_answers(broker_url: str, process: CeleryProcess, seconds: float = 180) -> None:
    """Block until a worker on ``broker_url`` answers a broadcast ping (its start takes seconds,
    far longer on a loaded machine)."""
    probe = celery_client(broker_url)
    try:
        deadline = time.monotonic() + seconds
        while not _ping(probe):
            assert process.process is not None
            if process.process.poll() is not None:
                raise AssertionError(f"the Celery worker exited with {process.process.returncode}")
            if time.monotonic() > deadline:
                raise AssertionError(f"the Celery worker did not answer a ping within {seconds:.0f} s")
    finally:
        probe.close()


def _ping(probe: Celery) -> bool:
    try:
        return bool(probe.control.ping(timeout=1.0))
    except (redis.RedisError, KombuError):  # a pooled connection to a Redis since restarted
        return False


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


BIN = Path(sys.executable).parent
#: how each entry point is started (``{port}``, ``{workers}`` filled in), as its documentation shows
ENTRY_POINTS = {
    "gunicorn": [
        str(BIN / "gunicorn"),
        "portal.wsgi:application",
        "--workers",
        "{workers}",
        "--bind",
        "127.0.0.1:{port}",
    ],
    "uvicorn": [
        str(BIN / "uvicorn"),
        "portal.asgi:application",
        "--workers",
        "{workers}",
        "--port",
        "{port}",
    ],
    "runserver": [sys.executable, "manage.py", "runserver", "127.0.0.1:{port}"],
    "gunicorn-config": [str(BIN / "gunicorn"), "-c", "deploy/gunicorn.conf.py"],
}


@dataclass
class Served:
    url: str
    process: subprocess.Popen[bytes]
    log: Path

    def output(self) -> str:
        return self.log.read_text(errors="replace")


@contextmanager
def entry_point_server(
    entry: str, env: dict[str, str], log: Path, workers: int = 2, timeout: float = 90
) -> Iterator[Served]:
    """The entry point in its own process group on a free port, until it answers ``/healthz``;
    stopped (TERM, then KILL) afterwards."""
    port = free_port()
    command = [part.format(port=port, workers=workers) for part in ENTRY_POINTS[entry]]
    env = {
        **env,
        "GUNICORN_BIND": f"127.0.0.1:{port}",
        "GUNICORN_WORKERS": str(workers),
        "GUNICORN_ACCESS_LOG": "",
    }
    env.setdefault("STATECORE_HARNESS_SERVICE_URL", f"http://127.0.0.1:{port}")
    with log.open("wb") as out:
        process = subprocess.Popen(
            command, cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True
        )
    served = Served(f"http://127.0.0.1:{port}", process, log)
    try:
        deadline = time.monotonic() + timeout
        while True:
            assert process.poll() is None, f"{entry} exited:\n{served.output()[-3000:]}"
            try:
                if httpx.get(served.url + "/healthz", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            assert time.monotonic() < deadline, f"{entry} did not answer:\n{served.output()[-3000:]}"
            time.sleep(0.1)
        yield served
    finally:
        _stop(process)


def _stop(process: subprocess.Popen[bytes]) -> None:
    for sig, wait in ((signal.SIGTERM, 20), (signal.SIGKILL, 10)):
        if process.poll() is not None:
            break
        try:
            os.killpg(process.pid, sig)
        except ProcessLookupError:
            break
        try:
            process.wait(timeout=wait)
        except subprocess.TimeoutExpired:
            continue
    # the group: a runserver child, uvicorn's workers
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGKILL)
