"""A client-side bound on every database round trip.

``statement_timeout`` and ``lock_timeout`` bound what the server does; they do nothing when the
server never sees the statement or its answer never arrives: a network path that stalls with the
TCP connection still open (a hung middlebox or pooler, a partition behind a proxy that still
acknowledges), or a server stuck where it does not check its timers. A request would then hang
until the HTTP server's own worker timeout killed it.

``bounded(conn)`` registers the round trip with one watchdog thread per process; past the
deadline (``DATABASE_CLIENT_TIMEOUT_MS``, by default the statement timeout plus two seconds, so
the server's own timeout answers first whenever the server is reachable) the watchdog shuts the
connection's socket down. The blocked call then fails at once with a lost-connection error,
which the API answers as 503 ``service_unavailable``, and Django discards the connection at the
end of the request. Nothing is half-written: a transition is one transaction, and a transaction
the server had not committed is rolled back when it sees the connection gone; one it had
committed is found again by a retry with the same idempotency key.

The shutdown happens under the registry's lock while the round trip is still registered, so it
can only ever hit the connection of the statement that overran, never a later one.
"""

from __future__ import annotations

import contextlib
import itertools
import os
import socket
import threading
import time
from collections.abc import Iterator
from typing import Any

import psycopg

#: the watchdog wakes at least this often (and a quarter of the deadline when that is shorter)
MAX_TICK_SECONDS = 0.5


class Watchdog:
    """One daemon thread that shuts down connections whose round trip overran its deadline."""

    def __init__(self, timeout_seconds: float) -> None:
        self.timeout = timeout_seconds
        self.tick = min(MAX_TICK_SECONDS, timeout_seconds / 4)
        self.interrupted = 0  # round trips cut, for tests and diagnostics
        self._lock = threading.Lock()
        self._running: dict[int, tuple[float, psycopg.Connection[Any]]] = {}
        self._ids = itertools.count()
        self._thread: threading.Thread | None = None
        self._pid = 0

    @contextlib.contextmanager
    def bounded(self, conn: psycopg.Connection[Any]) -> Iterator[None]:
        self._ensure_thread()
        key = next(self._ids)
        deadline = time.monotonic() + self.timeout
        with self._lock:
            self._running[key] = (deadline, conn)
        try:
            yield
        finally:
            with self._lock:
                self._running.pop(key, None)

    def _ensure_thread(self) -> None:
        # Started on first use, again in a forked child (threads do not survive fork).
        pid = os.getpid()
        if self._pid == pid:
            return
        with self._lock:
            if self._pid == pid:
                return
            self._thread = threading.Thread(target=self._watch, name="db-deadline", daemon=True)
            self._thread.start()
            self._pid = pid

    def _watch(self) -> None:
        while True:
            time.sleep(self.tick)
            now = time.monotonic()
            with self._lock:
                overdue = [key for key, (deadline, _) in self._running.items() if deadline <= now]
                for key in overdue:
                    _, conn = self._running.pop(key)
                    _shut_down(conn)
                    self.interrupted += 1


def _shut_down(conn: psycopg.Connection[Any]) -> None:
    """End the connection's socket in both directions: the waiting call sees it lost."""
    with contextlib.suppress(Exception):
        fd = conn.pgconn.socket
        with socket.socket(fileno=os.dup(fd)) as sock:
            sock.shutdown(socket.SHUT_RDWR)


_watchdog: Watchdog | None = None


def configure(timeout_ms: int) -> None:
    """The process's deadline; 0 turns the bound off."""
    global _watchdog
    _watchdog = Watchdog(timeout_ms / 1000) if timeout_ms > 0 else None


def watchdog() -> Watchdog | None:
    return _watchdog


@contextlib.contextmanager
def bounded(conn: psycopg.Connection[Any]) -> Iterator[None]:
    """Bound the round trips run in the body on ``conn`` by the process's deadline."""
    if _watchdog is None:
        yield
        return
    with _watchdog.bounded(conn):
        yield
