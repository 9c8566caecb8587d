"""Sample PostgreSQL's connection count while something else runs; print the peak at the end.

    .venv/bin/python scripts/pg_connection_peak.py [--like '%statecore%'] [--interval 0.02] -- CMD...

Runs CMD, samples ``pg_stat_activity`` over one connection every ``--interval`` seconds (that
connection is not counted), and prints the peak of connections to databases whose name matches
``--like`` (the suite's ``test_<name>`` database, the live-server and canary databases beside
it), the peak of all connections, and ``max_connections``. Exits with CMD's status.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import threading
import time

import psycopg


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument(
        "--dsn", default=os.environ.get("PEAK_DSN", "postgresql://root@127.0.0.1:5432/postgres")
    )
    parser.add_argument("--like", default="%statecore%")
    parser.add_argument("--interval", type=float, default=0.02)
    parser.add_argument("command", nargs=argparse.REMAINDER)
    args = parser.parse_args(argv)
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    if not command:
        parser.error("a command to run is required")
    peak = {"matching": 0, "all": 0}
    at = {"matching": "", "all": ""}
    done = threading.Event()
    with psycopg.connect(args.dsn, autocommit=True) as conn:
        row = conn.execute("SHOW max_connections").fetchone()
        limit = int(row[0]) if row else 0

        def sample() -> None:
            query = (
                "SELECT count(*) FILTER (WHERE datname LIKE %s), count(*) FROM pg_stat_activity "
                "WHERE pid <> pg_backend_pid() AND backend_type = 'client backend'"
            )
            while not done.is_set():
                matching, total = conn.execute(query, (args.like,)).fetchone() or (0, 0)
                stamp = time.strftime("%H:%M:%S")
                if matching > peak["matching"]:
                    peak["matching"], at["matching"] = matching, stamp
                if total > peak["all"]:
                    peak["all"], at["all"] = total, stamp
                time.sleep(args.interval)

        sampler = threading.Thread(target=sample, daemon=True)
        sampler.start()
        try:
            status = subprocess.call(command)
        finally:
            done.set()
            sampler.join()
    print(
        f"peak PostgreSQL connections: {peak['matching']} to databases LIKE {args.like!r} "
        f"(at {at['matching']}), {peak['all']} in all (at {at['all']}); max_connections {limit}",
        file=sys.stderr,
    )
    return status


if __name__ == "__main__":
    raise SystemExit(main())
