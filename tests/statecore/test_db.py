"""statecore.db: a statement whose connection was lost in flight is run again on a fresh
connection when it is idempotent, and only then."""

from __future__ import annotations

import psycopg
import pytest
from django.db import OperationalError, connection, transaction

from statecore.db import Unprepared, call, call_rows, call_rows_together
from tests.conftest import Worker, live_database_url

pytestmark = pytest.mark.postgres


def _lose_the_connection() -> None:
    """End the server side of Django's connection (as a database restart or a cut would)."""
    connection.ensure_connection()
    assert connection.connection is not None
    pid = connection.connection.info.backend_pid
    with psycopg.connect(live_database_url(), autocommit=True) as admin:
        admin.execute("SELECT pg_terminate_backend(%s)", (pid,))


def test_an_idempotent_statement_runs_again_on_a_fresh_connection() -> None:
    _lose_the_connection()
    assert call("SELECT 'ok' AS code", [], idempotent=True).code == "ok"


def test_reads_sent_together_answer_in_order_and_run_again_when_lost() -> None:
    statements = [
        ("SELECT generate_series(1, %s) AS n", [3]),
        ("SELECT %(word)s AS word", {"word": "two"}),
        ("SELECT 1 AS n WHERE false", []),
    ]
    expected = [[1, 2, 3], ["two"], []]
    assert [[row[0] for row in rows] for rows in call_rows_together(statements)] == expected
    _lose_the_connection()  # reads: sent again, together, on a fresh connection
    assert [[row[0] for row in rows] for rows in call_rows_together(statements)] == expected
    assert [[row[0] for row in rows] for rows in call_rows_together(statements[:1])] == expected[:1]


def test_any_other_statement_answers_the_lost_connection() -> None:
    _lose_the_connection()
    with pytest.raises(OperationalError):
        call("SELECT 'ok' AS code", [])
    assert call("SELECT 'ok' AS code", []).code == "ok"  # and the next one gets a fresh connection


def test_a_commit_whose_connection_died_is_answered_not_a_503(worker: Worker) -> None:
    pending = worker.put_pending(b"s1", key="k1").json()["state_ref"]
    _lose_the_connection()
    answer = worker.commit(pending, 0)
    assert answer.status_code == 200, answer.content
    assert answer.json()["head"]["revision"] == 1


def _prepared(marker: str) -> int:
    with connection.cursor() as cursor:
        cursor.execute("SELECT count(*) FROM pg_prepared_statements WHERE statement LIKE %s", [f"%{marker}%"])
        return int(cursor.fetchone()[0])


@pytest.mark.parametrize("together", [False, True])
def test_an_unprepared_statement_is_planned_with_each_calls_values(together: bool) -> None:
    """Prepared, a statement may get one generic plan for all values after five calls; an
    ``Unprepared`` one never becomes a prepared statement, alone or sent with others."""
    plain = f"SELECT %s::int AS n /* plain {together} */"
    unprepared = f"SELECT %s::int AS n /* unp {together} */"
    connection.ensure_connection()
    raw = connection.connection
    assert raw is not None
    threshold, raw.prepare_threshold = raw.prepare_threshold, 5  # Django's default: None (off)
    try:
        for n in range(7):
            if together:
                answers = call_rows_together([(plain, [n]), (Unprepared(unprepared), [n])])
            else:
                answers = [call_rows(plain, [n]), call_rows(Unprepared(unprepared), [n])]
            assert [rows[0].n for rows in answers] == [n, n]
        assert _prepared(f"plain {together}") == 1
        assert _prepared(f"unp {together}") == 0
    finally:
        raw.prepare_threshold = threshold


def test_state_statements_are_prepared_and_the_orms_are_not(worker: Worker) -> None:
    """``STATECORE_DB_PREPARED_STATEMENTS`` (on): a state transition is a prepared statement
    from its first call; a statement the ORM runs is never prepared, however often it runs."""
    worker.put_pending(b"s1", key="k1")
    assert _prepared("statecore_write_pending(") == 1
    assert call("SELECT %s::int AS n /* asked */", [1]).n == 1
    assert _prepared("/* asked */") == 1
    for n in range(10):
        with connection.cursor() as cursor:
            cursor.execute("SELECT %s::int /* by the orm */", [n])
    assert _prepared("/* by the orm */") == 0


def test_without_prepared_statements_nothing_is_prepared() -> None:
    """``DATABASE_PREPARED_STATEMENTS=false`` (behind a pooler that cannot keep them): the
    connections' ``prepare_threshold`` is None, which makes psycopg ignore ``prepare=True``."""
    connection.ensure_connection()
    raw = connection.connection
    assert raw is not None
    threshold, raw.prepare_threshold = raw.prepare_threshold, None
    try:
        for n in range(3):
            assert call("SELECT %s::int AS n /* unasked */", [n]).n == n
        assert _prepared("/* unasked */") == 0
    finally:
        raw.prepare_threshold = threshold


_FUNCTION = "statecore_test_result_type"


def _define(admin: psycopg.Connection, columns: str) -> None:
    admin.execute(f"DROP FUNCTION IF EXISTS {_FUNCTION}(int)")
    admin.execute(
        f"CREATE FUNCTION {_FUNCTION}(a int) RETURNS TABLE({columns}) "
        f"LANGUAGE sql AS $$ SELECT a{', a::text' if ',' in columns else ''} $$"
    )


@pytest.mark.parametrize("how", ["call", "call_rows", "together", "in_a_transaction"])
def test_a_prepared_statement_outlives_its_function_changing_result_type(how: str) -> None:
    """Another process (a migration) redefines a function with other result columns after this
    connection prepared a call of it: PostgreSQL refuses the prepared plan ("cached plan must not
    change result type", 0A000) before running anything, and the call runs once more, prepared
    anew, with the new columns."""
    sql = f"SELECT * FROM {_FUNCTION}(%s::int) /* {how} */"

    def run(n: int) -> object:
        if how == "call":
            return call(sql, [n])
        if how == "call_rows":
            return call_rows(sql, [n])[0]
        if how == "together":
            return call_rows_together([("SELECT 1 AS one", []), (sql, [n])])[1][0]
        with transaction.atomic():
            return call(sql, [n])

    with psycopg.connect(live_database_url(), autocommit=True) as admin:
        _define(admin, "x int")
        try:
            assert tuple(run(1)) == (1,)
            assert _prepared(f"/* {how} */") == 1
            _define(admin, "x int, y text")
            assert tuple(run(2)) == (2, "2")
            assert tuple(run(3)) == (3, "3")
        finally:
            admin.execute(f"DROP FUNCTION IF EXISTS {_FUNCTION}(int)")
