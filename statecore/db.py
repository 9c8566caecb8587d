"""The state plane's statement executor: one database round trip per state transition.

Every thread-state transition is one PL/pgSQL function (``statecore/sql/state_v1.sql``,
installed by migration 0005). ``call`` runs one such statement on the request's Django
connection, with server-side binding (parameters travel as binary, a payload is a ``bytea``
parameter, never a hex literal in the SQL text), as a prepared statement (parsed and planned once
per connection; ``STATECORE_DB_PREPARED_STATEMENTS``, on by default: the settings give Django's
connections a ``prepare_threshold`` that only such an explicit request reaches), in autocommit:
one round trip, one transaction, under the client-side deadline (``statecore.deadline``).
Inside a caller's transaction (a test, or a service composing a transition with ORM work) it
runs in a savepoint instead, so a refusal that rolls the statement back leaves the caller's
transaction usable.

A function answers refusals found before it wrote anything as its result row (``code``); one
found after a write raises SQLSTATE ``SC409`` with the code as its message (the statement rolls
back whole: nothing half-written), which ``call`` turns into ``Refused``. ``SC503`` asks for
one retry (a concurrent insert of the same idempotency key won; the retry reads its row).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import psycopg
from django.conf import settings
from django.db import NotSupportedError, OperationalError, connection, transaction
from psycopg.rows import namedtuple_row

from statecore import deadline

REFUSED = "SC409"
RETRY = "SC503"


class Refused(Exception):
    """A refusal raised inside a transition after it had written (so it rolled back)."""

    def __init__(self, code: str, detail: dict[str, Any]) -> None:
        super().__init__(code)
        self.code = code
        self.detail = detail


def call(sql: str, params: Sequence[Any], *, idempotent: bool = False) -> Any:
    """Run one statement that returns exactly one row, and return that row.

    ``idempotent``: running the statement twice has the effect of running it once (a transition
    keyed by its idempotency key, a compare-and-set whose retry answers the same head, a read).
    Such a statement whose connection was lost in flight, not by the client's deadline, is run
    once more on a fresh connection, so the answer says what happened (the retry finds a commit
    the lost connection had made) instead of a 503 that may have committed."""
    for attempt in (1, 2, 3):
        try:
            if connection.in_atomic_block:
                with transaction.atomic():
                    return _execute(sql, params)
            return _execute(sql, params)
        except psycopg.Error as exc:
            state = exc.sqlstate
            if state == RETRY and attempt == 1:
                continue
            if state in (REFUSED, RETRY):
                raise _refused(exc) from None
            raise
        except OperationalError as exc:
            if idempotent and attempt < 3 and getattr(exc, _LOST, False):
                continue
            raise
        except NotSupportedError as exc:
            if attempt == 1 and _stale_plan(exc):
                _forget_prepared()
                continue
            raise
    raise AssertionError("unreachable")  # pragma: no cover


def call_rows(sql: str, params: Sequence[Any] | Mapping[str, Any]) -> list[Any]:
    """Run one read statement that returns rows (a set-returning function), and return them;
    run once more on a fresh connection when the connection was lost in flight (see ``call``)."""
    rows: list[Any] = _read(lambda: _execute(sql, params, many=True))
    return rows


def call_rows_together(statements: Sequence[tuple[str, Any]]) -> list[list[Any]]:
    """Several read statements, none needing another's answer, in one round trip (psycopg's
    pipeline mode): sent together, answered in order, each the rows ``call_rows`` would have
    returned. Outside the caller's transaction they share one implicit transaction; run once
    more on a fresh connection when the connection was lost in flight (see ``call``)."""
    if len(statements) == 1:
        sql, params = statements[0]
        return [call_rows(sql, params)]
    answers: list[list[Any]] = _read(lambda: _execute_together(statements))
    return answers


def _read(execute: Callable[[], Any]) -> Any:
    """A read, in a savepoint inside the caller's transaction, once more when lost in flight."""
    for attempt in (1, 2):
        try:
            if connection.in_atomic_block:
                with transaction.atomic():
                    return execute()
            return execute()
        except OperationalError as exc:
            if attempt == 1 and getattr(exc, _LOST, False):
                continue
            raise
        except NotSupportedError as exc:
            if attempt == 1 and _stale_plan(exc):
                _forget_prepared()
                continue
            raise
    raise AssertionError("unreachable")  # pragma: no cover


def _execute_together(statements: Sequence[tuple[str, Any]]) -> list[list[Any]]:
    connection.ensure_connection()
    raw = connection.connection
    assert raw is not None
    started = time.monotonic()
    cursors: list[psycopg.Cursor[Any]] = []
    try:
        with connection.wrap_database_errors, deadline.bounded(raw):
            try:
                with raw.pipeline():
                    for sql, params in statements:
                        cursor = psycopg.Cursor(raw, row_factory=namedtuple_row)
                        cursors.append(cursor)
                        cursor.execute(sql, params, prepare=_prepare(sql), binary=True)
                rows = [cursor.fetchall() for cursor in cursors]
            finally:
                for cursor in cursors:
                    cursor.close()
    except OperationalError as exc:
        if raw.broken and not connection.in_atomic_block and not deadline.overran(started):
            connection.close()  # the next statement opens a fresh connection
            setattr(exc, _LOST, True)
        raise
    if connection.queries_logged:
        took = f"{time.monotonic() - started:.3f}"
        connection.queries_log.extend({"sql": sql, "time": took} for sql, _ in statements)
    return rows


#: SQLSTATE 0A000, "cached plan must not change result type": a prepared statement's function
#: changed its result columns since this connection prepared it (a migration applied by another
#: process while this one ran). PostgreSQL refuses before running anything; psycopg keeps the
#: statement's name and would send it again, every call, for the connection's life.
_STALE_PLAN = "0A000"


def _stale_plan(exc: NotSupportedError) -> bool:
    cause = exc.__cause__
    return _PREPARE and isinstance(cause, psycopg.Error) and cause.sqlstate == _STALE_PLAN


def _forget_prepared() -> None:
    """Drop the connection's prepared statements, in the server and in psycopg's cache (psycopg
    clears it when a statement answers ``DEALLOCATE ALL``): the next call prepares anew."""
    with connection.cursor() as cursor:
        cursor.execute("DEALLOCATE ALL")


#: set on the OperationalError of a statement whose connection was lost in flight (not cut by the
#: client's deadline), outside any transaction of the caller: it may be run again
_LOST = "statecore_lost_in_flight"


def _execute(sql: str, params: Sequence[Any] | Mapping[str, Any], many: bool = False) -> Any:
    connection.ensure_connection()
    raw = connection.connection
    assert raw is not None
    started = time.monotonic()
    try:
        return _execute_on(raw, sql, params, many, started)
    except OperationalError as exc:
        if raw.broken and not connection.in_atomic_block and not deadline.overran(started):
            connection.close()  # the next statement opens a fresh connection
            setattr(exc, _LOST, True)
        raise


def _execute_on(
    raw: psycopg.Connection[Any],
    sql: str,
    params: Sequence[Any] | Mapping[str, Any],
    many: bool,
    started: float,
) -> Any:
    logged = connection.queries_logged
    refused: psycopg.Error | None = None
    row: Any = None
    with (
        connection.wrap_database_errors,
        deadline.bounded(raw),
        psycopg.Cursor(raw, row_factory=namedtuple_row) as cursor,
    ):
        try:
            cursor.execute(sql, params, prepare=_prepare(sql), binary=True)
        except psycopg.Error as exc:
            if exc.sqlstate not in (REFUSED, RETRY):
                raise
            refused = exc  # ours: not a database error, keep it out of Django's wrapper
        if refused is None:
            row = cursor.fetchall() if many else cursor.fetchone()
    if logged:
        connection.queries_log.append({"sql": sql, "time": f"{time.monotonic() - started:.3f}"})
    if refused is not None:
        raise refused
    assert row is not None
    return row


def _refused(exc: psycopg.Error) -> Refused:
    diag = exc.diag
    detail: dict[str, Any] = {}
    if diag.message_detail:
        try:
            parsed = json.loads(diag.message_detail)
        except ValueError:
            parsed = None
        if isinstance(parsed, dict):
            detail = {k: v for k, v in parsed.items() if v is not None}
    return Refused(diag.message_primary or "", detail)


# Prepared statements (one parse and plan per connection) unless the deployment sits behind a
# pooler in transaction mode that cannot keep them (PgBouncer < 1.21); the settings then also
# connect with prepare_threshold=None, which makes psycopg prepare nothing.
_PREPARE: bool = bool(getattr(settings, "STATECORE_DB_PREPARED_STATEMENTS", True))


class Unprepared(str):
    """A statement's text that is never prepared: PostgreSQL plans it with each call's values.

    For a statement whose best plan depends on them (a memory search: the namespace picks the
    partition, the words pick between the GIN index and the newest-first index). Prepared, after
    five calls PostgreSQL may keep one generic plan for all values, planned without knowing
    them."""

    __slots__ = ()


def _prepare(sql: str) -> bool:
    return _PREPARE and not isinstance(sql, Unprepared)
