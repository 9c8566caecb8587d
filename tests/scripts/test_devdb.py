"""scripts/devdb.py: the embedded PostgreSQL of ``make dev`` and ``make test`` on real servers.

Each test gets its own data directory (a copy of one cluster made by initdb for the module) and a
free port, and stops what it started."""

from __future__ import annotations

import importlib.util
import os
import shutil
import signal
import socket
import stat
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import psycopg
import pytest

ROOT = Path(__file__).resolve().parents[2]


def _load() -> ModuleType:
    # scripts/ is no package: the module is loaded by path, registered first (its dataclasses
    # look themselves up in sys.modules).
    name = "statecore_scripts_devdb"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / "devdb.py")
        assert spec is not None
        assert spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


devdb = _load()
pytestmark = pytest.mark.slow


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.fixture(scope="module")
def scratch() -> Iterator[Path]:
    # Under the checkout's var/ rather than pytest's private temporary directory: as root the
    # server runs as its own user, which must be able to traverse every parent directory.
    path = ROOT / "var" / f"test-devdb-{uuid.uuid4().hex[:8]}"
    path.mkdir(parents=True)
    yield path
    shutil.rmtree(path, ignore_errors=True)


@pytest.fixture(scope="module")
def template(scratch: Path) -> Path:
    """One initdb for the module; the tests start copies of it."""
    server = devdb.EmbeddedPostgres(scratch / "template", _free_port())
    server.start()
    server.stop()
    return server.data_dir


@pytest.fixture
def server(scratch: Path, template: Path) -> Iterator[Any]:
    data_dir = scratch / uuid.uuid4().hex[:8]
    subprocess.run(["cp", "-a", str(template), str(data_dir)], check=True)  # keeps the owner
    embedded = devdb.EmbeddedPostgres(data_dir, _free_port())
    yield embedded
    embedded.stop()


def _query(server: Any, sql: str, database: str = "postgres") -> Any:
    with psycopg.connect(server.url(database), autocommit=True, connect_timeout=5) as conn:
        cursor = conn.execute(sql)
        row = cursor.fetchone() if cursor.description else None
        return row[0] if row else None


def _unreachable(server: Any) -> bool:
    try:
        psycopg.connect(server.url("postgres"), connect_timeout=2).close()
    except psycopg.OperationalError:
        return True
    return False


def test_first_start_initializes_a_postgresql_18_with_the_extensions_the_project_needs(scratch: Path) -> None:
    server = devdb.EmbeddedPostgres(scratch / "fresh", _free_port())
    try:
        assert server.start() is True
        assert (server.data_dir / "PG_VERSION").read_text().strip() == "18"
        assert _query(server, "SHOW server_version").startswith("18.6")
        assert _query(server, "SHOW listen_addresses") == "127.0.0.1"
        assert _query(server, "SHOW unix_socket_directories") == ""
        devdb.ensure_database(server.url("app"))
        for extension in ("btree_gin", "pg_trgm", "vector"):
            _query(server, f"CREATE EXTENSION {extension}", "app")
        assert _query(server, "SELECT count(*) FROM pg_extension", "app") == 4  # with plpgsql
    finally:
        server.stop()
    assert _unreachable(server)
    assert server.running() is None


@pytest.mark.skipif(os.geteuid() != 0, reason="only root starts the server as another user")
def test_as_root_the_server_user_may_traverse_to_its_data_but_lists_nothing(
    scratch: Path, template: Path
) -> None:
    private = scratch / "private"
    private.mkdir(mode=0o700)
    subprocess.run(["cp", "-a", str(template), str(private / "pg")], check=True)
    server = devdb.EmbeddedPostgres(private / "pg", _free_port())
    try:
        assert server.start() is True
    finally:
        server.stop()
    mode = private.stat().st_mode
    assert mode & stat.S_IXOTH
    assert not mode & (stat.S_IROTH | stat.S_IRGRP | stat.S_IXGRP)


def test_start_while_running_reuses_the_server(server: Any) -> None:
    assert server.start() is True
    pid = server.running().pid
    assert server.start() is False
    assert server.running().pid == pid


def test_a_restart_keeps_the_data_directory_and_its_data(server: Any) -> None:
    server.start()
    devdb.ensure_database(server.url("app"))
    _query(server, "CREATE TABLE kept AS SELECT 42 AS answer", "app")
    identifier = _query(server, "SELECT system_identifier FROM pg_control_system()")
    assert server.stop() is True
    assert _unreachable(server)
    assert server.start() is True
    assert _query(server, "SELECT system_identifier FROM pg_control_system()") == identifier
    assert _query(server, "SELECT answer FROM kept", "app") == 42


def test_start_recovers_a_server_whose_postmaster_was_killed(server: Any) -> None:
    server.start()
    devdb.ensure_database(server.url("app"))
    _query(server, "CREATE TABLE committed AS SELECT 1 AS n", "app")
    killed = server.running().pid
    os.kill(killed, signal.SIGKILL)
    deadline = time.monotonic() + 10
    while server.running() is not None and time.monotonic() < deadline:
        time.sleep(0.1)
    assert server.running() is None  # postmaster.pid is left behind, naming a dead (or zombie) pid
    assert (server.data_dir / "postmaster.pid").exists()
    assert server.start() is True
    assert server.running().pid != killed
    assert _query(server, "SELECT n FROM committed", "app") == 1  # crash recovery kept the commit


def test_a_stale_postmaster_pid_naming_a_live_unrelated_process_is_not_taken_for_the_server(
    server: Any,
) -> None:
    server.start()
    lock_file = server.data_dir / "postmaster.pid"
    lines = lock_file.read_text().splitlines()
    server.stop()
    # The pid was reused by another process (this one): PostgreSQL itself would refuse to start.
    lock_file.write_text("\n".join([str(os.getpid()), *lines[1:]]) + "\n")
    assert server.running() is None
    assert server.start() is True
    assert server.running().pid != os.getpid()


def test_stop_ends_what_a_killed_postmaster_left_behind(server: Any) -> None:
    server.start()
    children = [pid for pid in devdb.cluster_pids(server.data_dir) if pid != server.running().pid]
    assert children
    # A stopped child cannot notice that its postmaster died, so it outlives the kill.
    os.kill(children[0], signal.SIGSTOP)
    os.kill(server.running().pid, signal.SIGKILL)
    time.sleep(0.5)
    assert devdb.cluster_pids(server.data_dir) == [children[0]]
    assert server.stop() is True
    assert devdb.cluster_pids(server.data_dir) == []
    assert not (server.data_dir / "postmaster.pid").exists()
    assert server.stop() is False
    assert server.start() is True


@pytest.fixture
def holders() -> Iterator[list[subprocess.Popen[bytes]]]:
    """Live processes to hold a server with; the test kills the ones it wants gone."""
    started: list[subprocess.Popen[bytes]] = []
    yield started
    for process in started:
        process.kill()
        process.wait()


def _holder(holders: list[subprocess.Popen[bytes]]) -> int:
    process = subprocess.Popen(["sleep", "300"])
    holders.append(process)
    return process.pid


def test_the_server_stops_when_its_last_holder_lets_go(server: Any, holders: Any) -> None:
    first, second = _holder(holders), _holder(holders)
    assert server.start(holder=first) is True
    assert server.start(holder=second) is False
    assert server.release(first) is False
    assert server.running() is not None
    assert server.release(second) is True
    assert server.running() is None


def test_a_killed_holder_s_server_is_taken_over_and_stopped_by_the_next(server: Any, holders: Any) -> None:
    killed = _holder(holders)
    server.start(holder=killed)
    holders[0].kill()
    holders[0].wait()
    assert server.holders() == []
    successor = _holder(holders)
    assert server.start(holder=successor) is False
    assert server.holders() == [devdb.process_identity(successor)]
    assert server.release(successor) is True
    assert server.running() is None


def test_a_server_started_without_a_holder_runs_until_stop(server: Any, holders: Any) -> None:
    server.start()
    holder = _holder(holders)
    assert server.start(holder=holder) is False
    assert server.release(holder) is False
    assert server.running() is not None
    assert server.stop() is True


def test_a_holder_whose_pid_was_reused_is_not_alive(server: Any) -> None:
    me = devdb.process_identity(os.getpid())
    assert me is not None
    assert devdb.process_identity(os.getpid()) == me
    server.holders_file.parent.mkdir(parents=True, exist_ok=True)
    server.holders_file.write_text(f"{me}\n{os.getpid()}:1\n")  # same pid, another start time
    assert server.holders() == [me]


def test_a_port_taken_by_another_process_is_a_clear_error(server: Any) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", server.port))
        taken.listen()
        with pytest.raises(devdb.DevDbError, match="STATECORE_EMBEDDED_PG_PORT"):
            server.start()
    assert server.running() is None


def test_a_server_running_on_another_port_is_not_restarted_under_its_users(server: Any) -> None:
    server.start()
    other = devdb.EmbeddedPostgres(server.data_dir, _free_port())
    with pytest.raises(devdb.DevDbError, match=f"runs on port {server.port}"):
        other.start()
    assert _query(server, "SELECT 1") == 1


@pytest.mark.parametrize(
    ("content", "refusal"),
    [
        ({"PG_VERSION": "17\n"}, "holds a PostgreSQL 17 cluster and the embedded server is PostgreSQL 18"),
        ({"notes.txt": "mine"}, "is not empty and holds no PostgreSQL cluster"),
    ],
)
def test_a_data_directory_holding_anything_else_is_refused_untouched(
    scratch: Path, content: dict[str, str], refusal: str
) -> None:
    data_dir = scratch / uuid.uuid4().hex[:8]
    data_dir.mkdir(mode=0o700)
    for name, text in content.items():
        (data_dir / name).write_text(text)
    with pytest.raises(devdb.DevDbError, match=refusal):
        devdb.EmbeddedPostgres(data_dir, _free_port()).start()
    assert {p.name: p.read_text() for p in data_dir.iterdir()} == content


def test_fresh_drops_and_recreates_a_database_create_keeps_it(server: Any) -> None:
    server.start()
    url = server.url("scratch")
    devdb.ensure_database(url)
    _query(server, "CREATE TABLE t AS SELECT 1 AS n", "scratch")
    devdb.ensure_database(url)
    assert _query(server, "SELECT count(*) FROM t", "scratch") == 1
    devdb.ensure_database(url, fresh=True)
    assert _query(server, "SELECT to_regclass('t') IS NULL", "scratch") is True
    devdb.drop_database(url)
    assert _query(server, "SELECT count(*) FROM pg_database WHERE datname = 'scratch'") == 0


@pytest.mark.parametrize(
    ("base", "expected"),
    [
        (
            "postgres://u:p%40ss@db.internal:6543/app?sslmode=require",
            "postgres://u:p%40ss@db.internal:6543/x_y?sslmode=require",
        ),
        ("postgresql://u@h/app", "postgresql://u@h/x_y"),
    ],
)
def test_database_url_swaps_only_the_database_name(base: str, expected: str) -> None:
    assert devdb.database_url(base, "x_y") == expected


def test_url_is_the_debug_settings_default() -> None:
    # portal/settings.py's default with DJANGO_DEBUG=true (tests/portal/test_settings.py)
    assert devdb.EmbeddedPostgres(port=5555).url() == "postgres://postgres@127.0.0.1:5555/statecore"


def test_database_url_refuses_another_database_engine() -> None:
    with pytest.raises(devdb.DevDbError, match="not a PostgreSQL URL"):
        devdb.database_url("sqlite:///var/db.sqlite3", "x")


def _cli(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
    clean = {k: v for k, v in os.environ.items() if k not in {"DATABASE_URL", "STATECORE_EMBEDDED_PG_PORT"}}
    return subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "devdb.py"), *args],
        env={**clean, **env},
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_cli_url_names_database_url_s_server_and_starts_nothing(scratch: Path) -> None:
    data_dir = scratch / "never-started"
    result = _cli(
        "url",
        "--database",
        "statecore_smoke",
        DATABASE_URL="postgres://u@db.internal:5432/statecore",
        STATECORE_EMBEDDED_PG_DATA=str(data_dir),
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout == "postgres://u@db.internal:5432/statecore_smoke\n"
    assert not data_dir.exists()


def test_cli_url_start_status_stop_on_the_embedded_server(scratch: Path, template: Path) -> None:
    data_dir = scratch / "cli"
    subprocess.run(["cp", "-a", str(template), str(data_dir)], check=True)
    port = str(_free_port())
    env = {"STATECORE_EMBEDDED_PG_DATA": str(data_dir), "STATECORE_EMBEDDED_PG_PORT": port}
    assert _cli("status", "--quiet", **env).returncode == 3
    holder = str(os.getpid())
    try:
        created = _cli("url", "--database", "cli_db", "--create", "--hold", holder, **env)
        assert created.returncode == 0, created.stderr
        assert created.stdout == f"postgres://postgres@127.0.0.1:{port}/cli_db\n"
        assert "started on 127.0.0.1:" in created.stderr
        with psycopg.connect(created.stdout.strip(), connect_timeout=5) as conn:
            assert conn.execute("SELECT current_database()").fetchone() == ("cli_db",)
        status = _cli("status", **env)
        assert status.returncode == 0
        assert status.stdout.startswith("running: pid ")
        assert status.stdout.rstrip().endswith(f"held by {holder}")
        released = _cli("release", holder, **env)
        assert released.returncode == 0
        assert "stopped (its last holder is done)" in released.stderr
        assert _cli("status", "--quiet", **env).returncode == 3
    finally:
        stopped = _cli("stop", **env)
    assert stopped.returncode == 0
    assert "was not running" in stopped.stderr
