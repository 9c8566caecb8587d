"""Sandbox drivers: where a run's worker process comes from.

A driver hands out :class:`Sandbox` objects: one worker that speaks ``protocol`` (jobs in,
events out). ``claim(binding_key)`` reuses an idle sandbox that last served the same binding
(warm reuse: a sandbox never serves another binding, whose tenant may differ) or starts one.
After a run the control plane either ``release``\\ s a sandbox that ended its job cleanly
(back to the idle pool) or ``discard``\\ s it (killed: it died, timed out, or its outcome is
uncertain).

:class:`LocalDriver` runs each worker as a separate OS process on this machine
(``python -m statecore.harness.worker``), with an environment built from an allow-list: the
worker gets the OpenTelemetry configuration and the model choice, never the database URL,
the HMAC key or any other secret; its lease token, the service URL and the trace context
arrive in the job. A Kubernetes driver would implement the same two calls with one pod per
sandbox (deploy/ describes it); nothing else in the control plane changes.

Drivers are per process: a server process keeps its own pool (a binding's next turn served
by another process of the same server starts a sandbox there).
"""

from __future__ import annotations

import logging
import os
import queue
import secrets
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any, Protocol

from statecore.harness import protocol

log = logging.getLogger(__name__)

WORKER_MODULE = "statecore.harness.worker"
#: how long an idle worker has to answer a ping before the run takes a new sandbox
PING_SECONDS = 5.0
#: variables a worker inherits from the control plane (prefixes end with "_")
INHERITED = (
    "PATH",
    "PYTHONPATH",
    "LANG",
    "LC_ALL",
    "LC_CTYPE",
    "TZ",
    "VIRTUAL_ENV",
    "OTEL_",
    "STATECORE_HARNESS_",
)
#: never passed, whatever the allow-list says
WITHHELD = frozenset({"OTEL_EXPORTER_OTLP_HEADERS", "OTEL_EXPORTER_OTLP_TRACES_HEADERS"})


class SandboxError(RuntimeError):
    """The sandbox could not be started or broke the protocol (a short code in ``code``)."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


class Sandbox(Protocol):
    sandbox_id: str
    warm: bool  # it served an earlier run (reuse), as opposed to started for this one

    def send(self, job: dict[str, Any]) -> None: ...

    def next_event(self, timeout: float) -> dict[str, Any] | None:
        """The next event, None when the worker's output ended (it died); raises
        ``queue.Empty`` after ``timeout`` seconds without one."""
        ...


class SandboxDriver(Protocol):
    name: str

    def claim(self, binding_key: str) -> Sandbox: ...

    def release(self, sandbox: Sandbox) -> None: ...

    def discard(self, sandbox: Sandbox) -> None: ...

    def close(self) -> None: ...


@dataclass
class LocalSandbox:
    sandbox_id: str
    binding_key: str
    process: subprocess.Popen[bytes]
    workdir: str
    events: queue.Queue[dict[str, Any] | None]
    warm: bool = False
    idle_since: float = 0.0

    def send(self, job: dict[str, Any]) -> None:
        assert self.process.stdin is not None
        try:
            self.process.stdin.write(protocol.encode(job))
            self.process.stdin.flush()
        except (BrokenPipeError, ValueError, OSError):
            raise SandboxError("worker_gone") from None

    def next_event(self, timeout: float) -> dict[str, Any] | None:
        return self.events.get(timeout=timeout)

    @property
    def alive(self) -> bool:
        return self.process.poll() is None


def _read_events(process: subprocess.Popen[bytes], out: queue.Queue[dict[str, Any] | None]) -> None:
    """The sandbox's reader thread: one decoded event per line; None at the end of output or on
    the first line that is not the protocol (the worker is then treated as lost)."""
    assert process.stdout is not None
    try:
        for line in process.stdout:
            try:
                out.put(protocol.check_event(protocol.decode(line)))
            except protocol.ProtocolError as exc:
                log.warning("sandbox worker pid %s broke the protocol: %s", process.pid, exc)
                break
    except (OSError, ValueError):
        pass
    finally:
        out.put(None)


def worker_environment(environ: dict[str, str] | os._Environ[str], workdir: str) -> dict[str, str]:
    env = {
        k: v
        for k, v in environ.items()
        if k not in WITHHELD and any(k == p or (p.endswith("_") and k.startswith(p)) for p in INHERITED)
    }
    env["HOME"] = workdir
    env["TMPDIR"] = workdir
    env["PYTHONUNBUFFERED"] = "1"
    env["OTEL_SERVICE_NAME"] = environ.get("STATECORE_WORKER_SERVICE_NAME", "statecore-worker")
    return env


class LocalDriver:
    """Worker processes on this machine, reused per binding while idle.

    ``max_idle`` bounds the idle pool (the oldest idle sandbox is stopped first);
    ``idle_seconds`` stops one idle for longer; ``start_timeout`` bounds a start (the worker's
    imports) until its ``ready`` line.
    """

    name = "local"

    def __init__(
        self,
        *,
        python: str = sys.executable,
        module: str = WORKER_MODULE,
        max_idle: int = 8,
        idle_seconds: float = 300.0,
        start_timeout: float = 60.0,
        environ: dict[str, str] | None = None,
    ) -> None:
        self.python = python
        self.module = module
        self.max_idle = max_idle
        self.idle_seconds = idle_seconds
        self.start_timeout = start_timeout
        self.environ = environ
        self._idle: OrderedDict[str, LocalSandbox] = OrderedDict()  # binding_key -> sandbox
        self._lock = threading.Lock()
        self._pid = os.getpid()

    # --- claiming ---------------------------------------------------------------------------

    def claim(self, binding_key: str) -> LocalSandbox:
        self._after_fork()
        with self._lock:
            sandbox = self._idle.pop(binding_key, None)
            stale = self._expired()
        for old in stale:
            self._stop(old)
        if sandbox is not None and sandbox.alive and self._answers(sandbox):
            sandbox.warm = True
            return sandbox
        if sandbox is not None:
            self._stop(sandbox)
        return self._start(binding_key)

    def _answers(self, sandbox: LocalSandbox) -> bool:
        """An idle worker still answers a ping (``ready`` again). One that died while idle (a
        lost pod, a SIGKILL) may not have been reaped yet when the next run claims it: its
        process looks alive, but it never answers, and the run gets a new sandbox instead of a
        job sent into a dying one."""
        try:
            sandbox.send({"type": protocol.PING})
            answer = sandbox.next_event(timeout=PING_SECONDS)
        except (SandboxError, queue.Empty):
            return False
        return answer is not None and answer.get("type") == protocol.READY

    def release(self, sandbox: Sandbox) -> None:
        assert isinstance(sandbox, LocalSandbox)
        if not sandbox.alive or self.max_idle <= 0:
            self._stop(sandbox)
            return
        sandbox.idle_since = time.monotonic()
        with self._lock:
            previous = self._idle.pop(sandbox.binding_key, None)
            self._idle[sandbox.binding_key] = sandbox
            evicted = []
            while len(self._idle) > self.max_idle:
                evicted.append(self._idle.popitem(last=False)[1])
        for old in ([previous] if previous is not None else []) + evicted:
            self._stop(old)

    def discard(self, sandbox: Sandbox) -> None:
        assert isinstance(sandbox, LocalSandbox)
        self._stop(sandbox)

    def close(self) -> None:
        with self._lock:
            idle, self._idle = list(self._idle.values()), OrderedDict()
        for sandbox in idle:
            self._stop(sandbox)

    def idle_count(self) -> int:
        with self._lock:
            return len(self._idle)

    # --- processes --------------------------------------------------------------------------

    def _after_fork(self) -> None:
        """A forked server process does not own its parent's workers: start with an empty pool."""
        if os.getpid() != self._pid:
            self._pid = os.getpid()
            self._idle = OrderedDict()
            self._lock = threading.Lock()

    def _expired(self) -> list[LocalSandbox]:
        now = time.monotonic()
        stale = [k for k, s in self._idle.items() if now - s.idle_since > self.idle_seconds or not s.alive]
        return [self._idle.pop(k) for k in stale]

    def _start(self, binding_key: str) -> LocalSandbox:
        sandbox_id = "local-" + secrets.token_hex(8)
        workdir = tempfile.mkdtemp(prefix="statecore-sandbox-")
        env = worker_environment(self.environ if self.environ is not None else os.environ, workdir)
        try:
            process = subprocess.Popen(  # noqa: S603 (this interpreter and the configured module)
                [self.python, "-m", self.module],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=None,  # the worker's log goes to the server's stderr
                cwd=workdir,
                env=env,
                start_new_session=True,  # a signal to the server's group does not reach it
                close_fds=True,
            )
        except OSError:
            shutil.rmtree(workdir, ignore_errors=True)
            raise SandboxError("sandbox_start_failed") from None
        events: queue.Queue[dict[str, Any] | None] = queue.Queue()
        threading.Thread(
            target=_read_events, args=(process, events), name=f"sandbox-{sandbox_id}", daemon=True
        ).start()
        sandbox = LocalSandbox(sandbox_id, binding_key, process, workdir, events)
        try:
            first = events.get(timeout=self.start_timeout)
        except queue.Empty:
            first = None
        if first is None or first.get("type") != protocol.READY:
            self._stop(sandbox)
            raise SandboxError("sandbox_start_failed")
        return sandbox

    def _stop(self, sandbox: LocalSandbox) -> None:
        process = sandbox.process
        if process.poll() is None:
            try:
                os.killpg(process.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                process.kill()
        for stream in (process.stdin, process.stdout):
            try:
                if stream is not None:
                    stream.close()
            except OSError:
                pass
        try:
            process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            log.warning("sandbox worker pid %s did not exit after SIGKILL", process.pid)
        shutil.rmtree(sandbox.workdir, ignore_errors=True)


_driver: SandboxDriver | None = None
_driver_lock = threading.Lock()


def get_driver(factory: Any = None) -> SandboxDriver:
    """The process's driver, built once (``factory`` is called with no arguments)."""
    global _driver
    with _driver_lock:
        if _driver is None:
            _driver = factory() if factory is not None else LocalDriver()
        return _driver


def reset_driver() -> None:
    """Stop every idle sandbox and forget the driver (tests, shutdown)."""
    global _driver
    with _driver_lock:
        driver, _driver = _driver, None
    if driver is not None:
        driver.close()
