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

Whichever of the round trip and the watchdog removes the round trip's entry owns it; a round
trip that finds its entry taken waits for the watchdog's cut to land before it goes on, so a cut
only ever hits the connection of the statement that overran, never a later one.
"""

from __future__ import annotations

import contextlib
import os
import socket
import threading
import time
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
        # A round trip registers and removes itself without a lock (a dict store and a pop are
        # atomic); whichever of it and the watchdog pops the entry owns it. The watchdog cuts
        # under the lock, and a round trip that lost its entry waits for the lock, so a cut always
        # lands before that thread sends anything more on the connection.
        self._lock = threading.Lock()
        self._running: dict[int, tuple[float, psycopg.Connection[Any]]] = {}
        self._thread: threading.Thread | None = None
        os.register_at_fork(after_in_child=self._forget_thread)

    def bounded(self, conn: psycopg.Connection[Any]) -> _Bounded:
        if self._thread is None:
            self._start_thread()
        return _Bounded(self, conn)

    def _forget_thread(self) -> None:
        # threads do not survive fork: the child starts its own on first use
        self._lock = threading.Lock()
        self._running = {}
        self._thread = None

    def _start_thread(self) -> None:
        with self._lock:
            if self._thread is None:
                self._thread = threading.Thread(target=self._watch, name="db-deadline", daemon=True)
                self._thread.start()

    def _watch(self) -> None:
        while True:
            time.sleep(self.tick)
            now = time.monotonic()
            overdue = [key for key, (deadline, _) in list(self._running.items()) if deadline <= now]
            if not overdue:
                continue
            with self._lock:
                for key in overdue:
                    entry = self._running.pop(key, None)
                    if entry is not None:  # else the round trip ended meanwhile
                        _shut_down(entry[1])
                        self.interrupted += 1


class _Bounded:
    """The context of one round trip (a class, not a generator, and no lock: this is on every
    statement)."""

    __slots__ = ("_conn", "_watchdog")

    def __init__(self, watchdog: Watchdog, conn: psycopg.Connection[Any]) -> None:
        self._watchdog = watchdog
        self._conn = conn

    def __enter__(self) -> None:
        watchdog = self._watchdog
        watchdog._running[id(self)] = (time.monotonic() + watchdog.timeout, self._conn)

    def __exit__(self, *exc_info: object) -> None:
        watchdog = self._watchdog
        if watchdog._running.pop(id(self), None) is None:
            # The watchdog took it first and is cutting this connection: let the cut land
            # before this thread sends anything else on it.
            with watchdog._lock:
                pass


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


class _Unbounded:
    __slots__ = ()

    def __enter__(self) -> None:
        return None

    def __exit__(self, *exc_info: object) -> None:
        return None


_UNBOUNDED = _Unbounded()


def overran(started: float) -> bool:
    """Whether a round trip that began at ``started`` (``time.monotonic()``) is past the deadline."""
    return _watchdog is not None and time.monotonic() - started >= _watchdog.timeout


def bounded(conn: psycopg.Connection[Any]) -> _Bounded | _Unbounded:
    """Bound the round trips run in the ``with`` body on ``conn`` by the process's deadline."""
    if _watchdog is None:
        return _UNBOUNDED
    return _watchdog.bounded(conn)
