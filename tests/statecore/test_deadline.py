"""statecore.deadline: the client's own bound on a database round trip, on real connections."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator

import psycopg
import pytest
from django.db import OperationalError, connection

from statecore import deadline
from statecore.deadline import Watchdog
from tests.conftest import live_database_url

pytestmark = pytest.mark.postgres


def _connect() -> psycopg.Connection[tuple[object, ...]]:
    # no server-side timeout: only the watchdog can end the statement
    return psycopg.connect(live_database_url(), autocommit=True, options="-c statement_timeout=0")


def test_a_round_trip_past_the_deadline_fails_as_a_lost_connection_at_the_deadline() -> None:
    watchdog = Watchdog(0.5)
    with _connect() as conn:
        started = time.monotonic()
        with pytest.raises(psycopg.OperationalError), watchdog.bounded(conn):
            conn.execute("SELECT pg_sleep(3)")
        elapsed = time.monotonic() - started
        assert conn.closed or conn.broken
    assert 0.5 <= elapsed < 2.0, elapsed
    assert watchdog.interrupted == 1


def test_round_trips_within_the_deadline_are_untouched_and_the_connection_outlives_it() -> None:
    watchdog = Watchdog(0.4)
    with _connect() as conn:
        for _ in range(20):
            with watchdog.bounded(conn):
                assert conn.execute("SELECT 1").fetchone() == (1,)
        time.sleep(1.0)  # past every deadline of the finished round trips: nothing may fire now
        assert conn.execute("SELECT 2").fetchone() == (2,)
        assert not conn.broken
    assert watchdog.interrupted == 0


def test_only_the_overrunning_connection_is_cut() -> None:
    watchdog = Watchdog(0.5)
    quick_errors: list[BaseException] = []

    def quick_loop() -> None:
        try:
            with _connect() as quick:
                deadline = time.monotonic() + 1.5
                while time.monotonic() < deadline:
                    with watchdog.bounded(quick):
                        quick.execute("SELECT pg_sleep(0.05)")
        except BaseException as exc:  # reported to the test thread
            quick_errors.append(exc)

    other = threading.Thread(target=quick_loop)
    other.start()
    with _connect() as slow, pytest.raises(psycopg.OperationalError), watchdog.bounded(slow):
        slow.execute("SELECT pg_sleep(3)")
    other.join()
    assert quick_errors == []
    assert watchdog.interrupted == 1


@pytest.fixture
def short_deadline() -> Iterator[None]:
    before = deadline.watchdog()
    deadline.configure(500)
    try:
        yield
    finally:
        deadline._watchdog = before
        connection.close()  # the cut connection; the next query opens a new one


@pytest.mark.usefixtures("short_deadline")
def test_the_orm_s_statements_and_commits_run_under_the_deadline() -> None:
    assert connection.vendor == "postgresql"
    started = time.monotonic()
    with pytest.raises(OperationalError), connection.cursor() as cursor:
        cursor.execute("SELECT pg_sleep(3)")
    assert time.monotonic() - started < 2.0
    watchdog = deadline.watchdog()
    assert watchdog is not None
    assert watchdog.interrupted == 1
