"""Growth benchmark: commit and load_head at a small baseline and at millions of committed states.

    scripts/bench_growth.sh [--states 10000000] [--bindings 100000] [--small-states 10000] [--explain]

Normally started by ``scripts/bench_growth.sh`` (``make bench-growth``), which creates a fresh
database, migrates it and runs the steps of this script in order, starting a fresh server (as
``scripts/bench.sh`` does) before each measurement and stopping it after:

* ``generate --scale small``: the baseline population (``--small-states``, 10k by default), with
  every index and constraint in place;
* ``measure --scale small``: the commit cycle (``PUT /api/v1/state/pending/{key}`` then
  ``POST /api/v1/state/commit``) and ``GET /api/v1/state/head`` over HTTP, on bindings sampled
  across the population;
* ``generate --scale large``: the rest up to ``--states`` over ``--bindings``, bulk-loaded (the
  secondary indexes, unique and foreign-key constraints dropped, ``INSERT ... SELECT`` from
  ``generate_series`` in chunks on ``--jobs`` connections, then every index and constraint
  recreated from the definitions the migrations made, checked identical, ``VACUUM ANALYZE``);
* ``measure --scale large`` (with ``--explain``: EXPLAIN (ANALYZE, BUFFERS) of the statements
  inside the functions, custom and generic plans);
* ``report``: both scales side by side, the ratios large / small, table and index sizes.

The population is what the real commit path leaves (``statecore_lease_issue``,
``statecore_checkpoint_put``, ``statecore_clear``, ``statecore_write_pending``): per binding a
chain of committed states (revision 1..n, each the parent's child, a LangGraph-style harness id
and metadata, its run and its audit row), one lease per generation (the current one unexpired,
the older ones fenced), the head on the binding row; one binding in ten was cleared halfway (its
first half is epoch 1, the head is in epoch 2, as a clear leaves it: the old epoch's states stay);
one in five with an older generation keeps a recent pending write of that fenced generation (what
the stale-pending sweep would delete after 24 h). Every state is generated the same way at both
scales; only the number of bindings differs, so a binding's chain is as long at 10k as at 10M.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import json
import os
import random
import re
import secrets
import sys
import threading
import time
import uuid
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
import psycopg
import psycopg.conninfo
import state_commit  # benchmarks/ is on sys.path as a script
from psycopg import sql
from state_commit import (
    CpuMeter,
    RunResult,
    Samples,
    cpu_ms,
    fmt,
    per,
    summarize,
    timed_loop,
)

ENVIRONMENT = "prod"
ORGANIZATION = "org-1"
CODEC = "bench/1"
STATES_PER_RUN = 4  # a LangGraph run commits a few supersteps
GOAL_COMMIT_P50_RATIO = 1.2  # issue 15: commit p50 at 10M <= 1.2x the 10k figure

# The tables the thread-state path writes, in the order their rows are generated.
TABLES = (
    "statecore_binding",
    "statecore_lease",
    "statecore_nativestate",
    "statecore_run",
    "statecore_auditevent",
)
SIZE_TABLES = (*TABLES, "statecore_nativewrite")


# --- the population ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Layout:
    """Which binding holds how many states; the same for every step of one run (a JSON file)."""

    states: int  # committed states, both scales together
    bindings: int
    small_bindings: int  # bindings 0 .. small_bindings-1 are the baseline population
    payload_bytes: int
    salt: str  # part of every generated lease token: a fresh database's tokens are unguessable

    @property
    def base(self) -> int:
        return self.states // self.bindings

    @property
    def rem(self) -> int:
        return self.states % self.bindings

    def n(self, i: int) -> int:
        """Committed states of binding i."""
        return self.base + (1 if i < self.rem else 0)

    def committed(self, lo: int, hi: int) -> int:
        return sum(self.n(i) for i in range(lo, hi)) if hi - lo < 1000 else self._sum(lo, hi)

    def _sum(self, lo: int, hi: int) -> int:
        extra = max(0, min(hi, self.rem) - lo)
        return (hi - lo) * self.base + extra

    @staticmethod
    def cleared(i: int) -> bool:
        return i % 10 == 9

    @staticmethod
    def generations(i: int) -> int:
        return 2 if Layout.cleared(i) else 1 + i % 3

    def head_epoch(self, i: int) -> int:
        return 2 if self.cleared(i) else 1

    def token(self, i: int) -> str:
        """The current lease's token of binding i."""
        return f"stl_growth-{self.salt}-{i}-{self.generations(i)}"

    def save(self, path: str) -> None:
        with open(path, "w") as f:
            json.dump(asdict(self), f)

    @classmethod
    def load(cls, path: str) -> Layout:
        with open(path) as f:
            return cls(**json.load(f))

    @classmethod
    def make(cls, states: int, bindings: int, small_states: int, payload_bytes: int) -> Layout:
        if bindings < 1 or states < bindings:
            raise ValueError("need at least one binding and one state per binding")
        per_binding = states / bindings
        small = max(1, min(bindings, round(small_states / per_binding)))
        return cls(states, bindings, small, payload_bytes, secrets.token_hex(8))


# Every row is a function of (binding index i, position p in its chain). Ids are md5-derived
# (uniformly spread, as gen_random_uuid's), so a row's id, its parent's and its binding's need no
# join. h = n/2: a cleared binding's positions 1..h are epoch 1 (generation 1), h+1..n epoch 2
# (generation 2, revisions from 1 again, the first with no parent: clear starts an empty epoch).
_BINDINGS = """
CREATE TEMP VIEW growth_b AS
SELECT i,
       md5('b' || {salt} || i)::uuid AS bid,
       n,
       n / 2 AS h,
       i % 10 = 9 AS cleared,
       CASE WHEN i % 10 = 9 THEN 2 ELSE 1 + i % 3 END AS gens,
       now() - make_interval(mins => n + 60 + i % 60) AS born
  FROM (SELECT i, {base} + CASE WHEN i < {rem} THEN 1 ELSE 0 END AS n
          FROM generate_series({lo}::int, {hi}::int - 1) i) x
"""

_STATES = """
CREATE TEMP VIEW growth_s AS
SELECT b.i, b.bid, b.n, b.gens, p,
       md5('s' || {salt} || b.i || ':' || p)::uuid AS sid,
       CASE WHEN b.cleared AND p > b.h THEN 2 ELSE 1 END AS epoch,
       CASE WHEN b.cleared AND p > b.h THEN p - b.h ELSE p END AS revision,
       CASE WHEN b.cleared THEN CASE WHEN p > b.h THEN 2 ELSE 1 END
            ELSE 1 + ((p - 1) * b.gens) / b.n END AS generation,
       CASE WHEN p = 1 OR (b.cleared AND p = b.h + 1) THEN NULL
            ELSE md5('s' || {salt} || b.i || ':' || (p - 1))::uuid END AS parent,
       'grow-' || {salt} || '-' || b.i || '-' || (p - 1) / {per_run} AS run_id,
       b.born + make_interval(mins => p) AS at
  FROM growth_b b, generate_series(1, b.n) p
"""

_INSERTS = [
    (
        "statecore_binding",
        """
INSERT INTO statecore_binding (id, environment, harness, adapter, adapter_codec_version, agent_id,
                               subject_ref, organization_id, epoch, lease_generation, head_revision,
                               head_state_id, pending_count, write_window, write_window_count,
                               created_at, updated_at)
SELECT b.bid, {env}, 'bench', 'bench-adapter', {codec}, 'agent-bench',
       encode(sha256(convert_to('subject' || b.i, 'UTF8')), 'hex'), {org},
       CASE WHEN b.cleared THEN 2 ELSE 1 END, b.gens,
       CASE WHEN b.cleared THEN b.n - b.h ELSE b.n END,
       md5('s' || {salt} || b.i || ':' || b.n)::uuid, 0, 0, 0,
       b.born, b.born + make_interval(mins => b.n)
  FROM growth_b b
""",
    ),
    (
        "statecore_lease",
        """
INSERT INTO statecore_lease (id, binding_id, generation, epoch, token_hash, sandbox_id, expires_at,
                             created_at)
SELECT md5('l' || {salt} || b.i || ':' || g)::uuid, b.bid, g,
       CASE WHEN b.cleared AND g = 2 THEN 2 ELSE 1 END,
       encode(sha256(convert_to('stl_growth-' || {salt} || '-' || b.i || '-' || g, 'UTF8')), 'hex'),
       'pod-' || b.i || '-' || g,
       CASE WHEN g = b.gens THEN now() + interval '30 days' ELSE b.born + make_interval(mins => b.n) END,
       b.born + make_interval(mins => ((g - 1) * b.n) / b.gens)
  FROM growth_b b, generate_series(1, b.gens) g
""",
    ),
    (
        "statecore_nativestate",
        """
INSERT INTO statecore_nativestate (id, binding_id, epoch, lease_generation, idempotency_key,
                                   request_digest, codec, payload, size, sha256, parent_id, metadata,
                                   native_ns, native_id, status, revision, run_id, created_at,
                                   committed_at)
SELECT s.sid, s.bid, s.epoch, s.generation, 'k' || s.p, md5(s.sid::text) || md5(s.run_id),
       {codec}, s.payload, octet_length(s.payload), encode(sha256(s.payload), 'hex'), s.parent,
       jsonb_build_object('source', 'loop', 'step', s.revision - 1, 'run_id', s.run_id,
                          'statecore:values', jsonb_build_array('messages')),
       '', md5('c' || s.sid::text)::uuid::text, 'durable', s.revision, s.run_id, s.at, s.at
  FROM (SELECT g.*, substring(decode(repeat(md5(g.sid::text), {blocks}), 'hex') FROM 1 FOR {size})
               AS payload
          FROM growth_s g) s
UNION ALL
-- a recent pending write of a fenced generation, left by a pod that died (one binding in five
-- with an older generation)
SELECT md5('p' || {salt} || b.i)::uuid, b.bid, 1, b.gens - 1, 'pending-1', md5(b.bid::text) || md5('p'),
       {codec}, decode(repeat('00', {size}), 'hex'), {size},
       encode(sha256(decode(repeat('00', {size}), 'hex')), 'hex'),
       NULL, '{{}}'::jsonb, '', '', 'pending', NULL, '', now() - interval '30 minutes', NULL
  FROM growth_b b WHERE NOT b.cleared AND b.gens > 1 AND b.i % 5 = 0
""",
    ),
    (
        "statecore_run",
        """
INSERT INTO statecore_run (environment, run_id, binding_id, status, interrupt, reason, last_state_id,
                           marked_state_id, marked_epoch, marked_head_revision, decision,
                           decision_key, decided_by, decided_at, created_at, updated_at)
SELECT {env}, s.run_id, s.bid, 'completed', NULL, '', (array_agg(s.sid ORDER BY s.p DESC))[1],
       NULL, NULL, NULL, '', '', '', NULL, min(s.at), max(s.at)
  FROM growth_s s GROUP BY s.bid, s.run_id
""",
    ),
    (
        "statecore_auditevent",
        """
INSERT INTO statecore_auditevent (at, actor, action, outcome, environment, binding_id, epoch,
                                  lease_generation, run_id, state_ref, revision, data, trace_id)
SELECT s.at, 'lease:' || s.bid || '/' || s.epoch || '/' || s.generation, 'thread_state.commit',
       'completed', {env}, s.bid, s.epoch, s.generation, s.run_id, s.sid, s.revision,
       jsonb_build_object('size', {size}), ''
  FROM growth_s s
UNION ALL
SELECT b.born, 'app:1', 'binding.create', 'created', {env}, b.bid, NULL, NULL, '', NULL, NULL,
       '{{}}'::jsonb, ''
  FROM growth_b b
UNION ALL
SELECT b.born + make_interval(mins => ((g - 1) * b.n) / b.gens), 'app:1', 'lease.issue', 'issued', {env},
       b.bid, NULL, NULL, '', NULL, NULL,
       jsonb_build_object('generation', g, 'epoch', CASE WHEN b.cleared AND g = 2 THEN 2 ELSE 1 END,
                          'ttl_seconds', 3600), ''
  FROM growth_b b, generate_series(1, b.gens) g
UNION ALL
SELECT b.born + make_interval(mins => b.h), 'app:1', 'binding.clear', 'new_epoch', {env}, b.bid, NULL,
       NULL, '', NULL, NULL, jsonb_build_object('previous_epoch', 1, 'epoch', 2), ''
  FROM growth_b b WHERE b.cleared
UNION ALL
SELECT now() - interval '30 minutes', 'lease:' || b.bid || '/1/' || (b.gens - 1), 'thread_state.write',
       'pending', {env}, b.bid, 1, b.gens - 1, '', md5('p' || {salt} || b.i)::uuid, NULL,
       jsonb_build_object('size', {size}), ''
  FROM growth_b b WHERE NOT b.cleared AND b.gens > 1 AND b.i % 5 = 0
""",
    ),
]


def _literals(layout: Layout, lo: int, hi: int) -> dict[str, sql.Composable]:
    return {
        "salt": sql.Literal(layout.salt),
        "base": sql.Literal(layout.base),
        "rem": sql.Literal(layout.rem),
        "lo": sql.Literal(lo),
        "hi": sql.Literal(hi),
        "per_run": sql.Literal(STATES_PER_RUN),
        "env": sql.Literal(ENVIRONMENT),
        "org": sql.Literal(ORGANIZATION),
        "codec": sql.Literal(CODEC),
        "size": sql.Literal(layout.payload_bytes),
        "blocks": sql.Literal(layout.payload_bytes // 16 + 1),
    }


def generate_chunk(conn: psycopg.Connection[Any], layout: Layout, lo: int, hi: int) -> None:
    """Bindings lo .. hi-1 with every row the commit path leaves for them, in one transaction."""
    lit = _literals(layout, lo, hi)
    with conn.transaction():
        conn.execute("DROP VIEW IF EXISTS growth_s")
        conn.execute("DROP VIEW IF EXISTS growth_b")
        conn.execute(sql.SQL(_BINDINGS).format(**lit))
        conn.execute(sql.SQL(_STATES).format(**lit))
        for _table, statement in _INSERTS:
            conn.execute(sql.SQL(statement).format(**lit))
        conn.execute("DROP VIEW growth_s")
        conn.execute("DROP VIEW growth_b")


# --- bulk load: indexes and constraints off, back on from their own definitions ------------------


@dataclass
class Definitions:
    drops: list[str]
    indexes: list[str]  # every index, those of primary keys and unique constraints too (in parallel)
    attach: list[str]  # the primary keys and unique constraints, on their index (quick)
    foreign_keys: list[str]  # after every key exists
    fingerprint: list[str]  # what must be identical afterwards


def definitions(conn: psycopg.Connection[Any], tables: Sequence[str] = TABLES) -> Definitions:
    """Every index and primary-key / unique / foreign-key constraint on ``tables`` (and the foreign
    keys of other tables that reference them), as the migrations made them."""
    rows = conn.execute(
        """
        SELECT c.conrelid::regclass::text, c.conname, c.contype, pg_get_constraintdef(c.oid),
               pg_get_indexdef(c.conindid)
          FROM pg_constraint c
         WHERE c.contype IN ('p', 'u', 'f')
           AND (c.conrelid = ANY (%(t)s::regclass[]) OR c.confrelid = ANY (%(t)s::regclass[]))
         ORDER BY 1, 2
        """,
        {"t": list(tables)},
    ).fetchall()
    plain = conn.execute(
        """
        SELECT x.indrelid::regclass::text, i.relname, pg_get_indexdef(i.oid)
          FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
         WHERE x.indrelid = ANY (%(t)s::regclass[])
           AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.oid)
         ORDER BY 1, 2
        """,
        {"t": list(tables)},
    ).fetchall()
    fks = [r for r in rows if r[2] == "f"]
    keys = [r for r in rows if r[2] != "f"]
    drops = [f'ALTER TABLE {t} DROP CONSTRAINT "{name}"' for t, name, _, _, _ in fks]
    drops += [f'ALTER TABLE {t} DROP CONSTRAINT "{name}"' for t, name, _, _, _ in keys]
    drops += [f'DROP INDEX "{name}"' for _, name, _ in plain]
    # A key's index is built by CREATE INDEX (a SHARE lock: two builds on one table run at once;
    # ALTER TABLE ADD CONSTRAINT would hold the table exclusively), then attached to the constraint.
    kind = {"p": "PRIMARY KEY", "u": "UNIQUE"}
    indexes = [index for _, _, _, _, index in keys] + [d for _, _, d in plain]
    attach = [
        f'ALTER TABLE {t} ADD CONSTRAINT "{name}" {kind[k]} USING INDEX "{name}"' for t, name, k, _, _ in keys
    ]
    foreign = [f'ALTER TABLE {t} ADD CONSTRAINT "{name}" {d}' for t, name, _, d, _ in fks]
    fingerprint = sorted([f"{t} {name} {d}" for t, name, _, d, _ in rows] + [d for _, _, d in plain])
    return Definitions(drops, indexes, attach, foreign, fingerprint)


# CPU seconds of the database backends that drain() used (while their connections were open: a
# backend's /proc entry goes with it); 0 when the server is not on this machine.
BACKEND_CPU = [0.0]


def backend_cpu(pid: int) -> float:
    try:
        with open(f"/proc/{pid}/stat") as f:
            raw = f.read()
    except OSError:
        return 0.0
    rest = raw[raw.rindex(")") + 2 :].split()
    return (int(rest[11]) + int(rest[12])) / os.sysconf("SC_CLK_TCK")


def drain[T](
    dsn: str,
    jobs: int,
    items: Sequence[T],
    work: Callable[[psycopg.Connection[Any], T], None],
    setup: Sequence[str] = (),
) -> None:
    """``work`` on every item, in order, from ``jobs`` threads with a connection each (autocommit);
    the first error stops them all and is raised."""
    queue = list(items)
    lock = threading.Lock()
    errors: list[BaseException] = []

    def worker() -> None:
        with psycopg.connect(dsn, autocommit=True) as conn:
            backend = conn.info.backend_pid
            started = backend_cpu(backend)
            try:
                for statement in setup:
                    conn.execute(statement)
                while True:
                    with lock:
                        if not queue or errors:
                            return
                        item = queue.pop(0)
                    try:
                        work(conn, item)
                    except BaseException as exc:
                        errors.append(exc)
                        return
            finally:
                with lock:
                    BACKEND_CPU[0] += backend_cpu(backend) - started

    threads = [threading.Thread(target=worker) for _ in range(max(1, jobs))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    if errors:
        raise errors[0]


def in_parallel(dsn: str, jobs: int, statements: Sequence[str], setup: Sequence[str] = ()) -> None:
    """Run ``statements`` on ``jobs`` connections, in the order listed."""
    drain(dsn, jobs, statements, lambda conn, statement: conn.execute(statement), setup)  # type: ignore[arg-type]


def generate(
    dsn: str,
    layout: Layout,
    lo: int,
    hi: int,
    *,
    bulk: bool,
    jobs: int,
    chunk: int,
    log: Callable[[str], None],
) -> dict[str, float]:
    """Generate bindings lo .. hi-1. ``bulk``: indexes and constraints dropped around the load and
    rebuilt from their definitions (checked identical), as a bulk load is done."""
    timings: dict[str, float] = {}
    started = time.perf_counter()
    with psycopg.connect(dsn, autocommit=True) as conn:
        defs = definitions(conn)
        if bulk:
            t0 = time.perf_counter()
            for statement in defs.drops:
                conn.execute(statement)
            timings["drop indexes and constraints"] = time.perf_counter() - t0
    try:
        timings.update(_load(dsn, layout, lo, hi, jobs=jobs, chunk=chunk, log=log))
    except BaseException:
        if bulk:
            restore(dsn, defs)  # never leave the schema without what the migrations made
        raise
    if bulk:
        t0 = time.perf_counter()
        setup = ["SET maintenance_work_mem = '512MB'", "SET max_parallel_maintenance_workers = 0"]
        # the biggest first, so that the two connections finish together
        ordered = sorted(defs.indexes, key=lambda s: ("nativestate" not in s, "auditevent" not in s))
        try:
            in_parallel(dsn, jobs, ordered, setup)
            in_parallel(dsn, 1, defs.attach)
            timings["primary keys, unique constraints, indexes"] = time.perf_counter() - t0
            t0 = time.perf_counter()
            in_parallel(dsn, jobs, defs.foreign_keys, setup)
            timings["foreign keys (validated)"] = time.perf_counter() - t0
        except BaseException:
            restore(dsn, defs)
            raise
        with psycopg.connect(dsn, autocommit=True) as conn:
            after = definitions(conn)
        if after.fingerprint != defs.fingerprint:
            missing = set(defs.fingerprint) ^ set(after.fingerprint)
            raise RuntimeError(
                f"indexes or constraints differ from the migrations' after the load: {missing}"
            )
    t0 = time.perf_counter()
    in_parallel(dsn, jobs, [f"VACUUM (ANALYZE) {t}" for t in reversed(TABLES)])
    timings["VACUUM ANALYZE"] = time.perf_counter() - t0
    timings["total"] = time.perf_counter() - started
    return timings


def _load(
    dsn: str, layout: Layout, lo: int, hi: int, *, jobs: int, chunk: int, log: Callable[[str], None]
) -> dict[str, float]:
    """INSERT ... SELECT bindings lo .. hi-1 in chunks of ``chunk`` bindings on ``jobs`` connections."""
    t0 = time.perf_counter()
    chunks = [(a, min(hi, a + chunk)) for a in range(lo, hi, chunk)]
    lock = threading.Lock()
    done = [0, 0]  # chunks, states

    def work(conn: psycopg.Connection[Any], bounds: tuple[int, int]) -> None:
        generate_chunk(conn, layout, *bounds)
        with lock:
            done[0] += 1
            done[1] += layout.committed(*bounds)
            if done[0] % max(1, len(chunks) // 10) == 0 or done[0] == len(chunks):
                log(f"  {done[0]}/{len(chunks)} chunks, {done[1]:,} states, {time.perf_counter() - t0:.0f} s")

    # each chunk is one transaction, and nothing else runs on the database meanwhile
    drain(dsn, jobs, chunks, work, ["SET synchronous_commit = off"])
    return {"INSERT ... SELECT from generate_series": time.perf_counter() - t0}


def restore(dsn: str, defs: Definitions) -> None:
    """Recreate whatever of ``defs`` is missing after a failed load (best effort, one by one)."""
    with psycopg.connect(dsn, autocommit=True) as conn:
        for statement in defs.indexes + defs.attach + defs.foreign_keys:
            # it exists, or the rows loaded so far break it: the caller's error says why
            with contextlib.suppress(psycopg.Error):
                conn.execute(statement)


# --- checks --------------------------------------------------------------------------------------

CHECKS = {
    "head is a durable state of the binding's epoch at head_revision": """
        SELECT count(*) FROM statecore_binding b
          LEFT JOIN statecore_nativestate n ON n.id = b.head_state_id
         WHERE b.head_revision > 0 AND (n.id IS NULL OR n.binding_id <> b.id OR n.epoch <> b.epoch
               OR n.status <> 'durable' OR n.revision <> b.head_revision)""",
    "revisions 1..max without gaps per binding and epoch": """
        SELECT count(*) FROM (SELECT binding_id, epoch FROM statecore_nativestate
                               WHERE status = 'durable' GROUP BY binding_id, epoch
                              HAVING count(*) <> max(revision) OR min(revision) <> 1) x""",
    "head_revision is the newest revision of the binding's epoch": """
        SELECT count(*) FROM statecore_binding b
         WHERE b.head_revision <> COALESCE((SELECT max(n.revision) FROM statecore_nativestate n
                                             WHERE n.binding_id = b.id AND n.epoch = b.epoch), 0)""",
    "a parent is an earlier committed state of the same binding and epoch": """
        SELECT count(*) FROM statecore_nativestate n
          JOIN statecore_nativestate p ON p.id = n.parent_id
         WHERE n.status = 'durable' AND (p.binding_id <> n.binding_id OR p.epoch <> n.epoch
               OR p.status <> 'durable' OR p.revision >= n.revision)""",
    "one current, unexpired lease per binding at its epoch and generation": """
        SELECT count(*) FROM statecore_binding b
         WHERE (SELECT count(*) FROM statecore_lease l WHERE l.binding_id = b.id
                   AND l.generation = b.lease_generation AND l.epoch = b.epoch
                   AND l.expires_at > now()) <> 1""",
    "pending_count is the current generation's pending writes": """
        SELECT count(*) FROM statecore_binding b
         WHERE b.pending_count <> (SELECT count(*) FROM statecore_nativestate n
                                    WHERE n.binding_id = b.id AND n.epoch = b.epoch
                                      AND n.lease_generation = b.lease_generation
                                      AND n.status = 'pending')""",
    "a committed state's run is recorded for its binding": """
        SELECT count(*) FROM statecore_nativestate n
         WHERE n.status = 'durable' AND NOT EXISTS (
               SELECT 1 FROM statecore_run r WHERE r.environment = 'prod' AND r.run_id = n.run_id
                  AND r.binding_id = n.binding_id)""",
    "a committed state has its commit audit row": """
        SELECT (SELECT count(*) FROM statecore_nativestate WHERE status = 'durable')
             - (SELECT count(DISTINCT state_ref) FROM statecore_auditevent
                 WHERE action = 'thread_state.commit')""",
}


def check(dsn: str) -> dict[str, int]:
    """Violations per invariant (all zero for a consistent population); the constraints themselves
    are checked by the database when the rows go in and when they are recreated."""
    with psycopg.connect(dsn, autocommit=True) as conn:
        conn.execute("SET work_mem = '256MB'")
        out = {}
        for name, query in CHECKS.items():
            row = conn.execute(query).fetchone()
            out[name] = int(row[0]) if row else -1
        return out


# --- sizes ---------------------------------------------------------------------------------------


def sizes(dsn: str) -> list[dict[str, Any]]:
    with psycopg.connect(dsn, autocommit=True) as conn:
        rows = conn.execute(
            """
            SELECT c.relname, (SELECT count(*) FROM pg_index x WHERE x.indrelid = c.oid),
                   pg_relation_size(c.oid), pg_total_relation_size(c.oid) - pg_relation_size(c.oid)
                   - pg_indexes_size(c.oid), pg_indexes_size(c.oid), pg_total_relation_size(c.oid)
              FROM pg_class c WHERE c.relname = ANY (%s) ORDER BY c.relname
            """,
            (list(SIZE_TABLES),),
        ).fetchall()
        out = []
        for name, nidx, heap, toast, idx, total in rows:
            count = conn.execute(sql.SQL("SELECT count(*) FROM {}").format(sql.Identifier(name))).fetchone()
            out.append(
                {
                    "table": name,
                    "rows": int(count[0]) if count else 0,
                    "indexes": nidx,
                    "heap": heap,
                    "toast": toast,
                    "index_bytes": idx,
                    "total": total,
                }
            )
        per_index = conn.execute(
            """
            SELECT i.relname, pg_relation_size(i.oid) FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
             WHERE x.indrelid = 'statecore_nativestate'::regclass ORDER BY i.relname
            """
        ).fetchall()
        out.append({"table": "statecore_nativestate indexes", "each": {n: int(s) for n, s in per_index}})
        return out


def mib(n: float) -> str:
    return f"{n / 1048576:,.1f}"


# --- measurement over HTTP -----------------------------------------------------------------------


@dataclass
class Target:
    index: int
    token: str
    revision: int


def targets(dsn: str, layout: Layout, population: int, sample: int, seed: int) -> list[Target]:
    """``sample`` bindings drawn from the first ``population`` (uniformly), with their head now."""
    rng = random.Random(seed)  # noqa: S311
    chosen = sorted(rng.sample(range(population), min(sample, population)))
    with psycopg.connect(dsn, autocommit=True) as conn:
        rows = conn.execute(
            """
            SELECT t.i, b.head_revision FROM unnest(%s::int[], %s::text[]) AS t(i, token)
              JOIN statecore_lease l ON l.token_hash = encode(sha256(convert_to(t.token, 'UTF8')), 'hex')
              JOIN statecore_binding b ON b.id = l.binding_id AND b.lease_generation = l.generation
            """,
            (chosen, [layout.token(i) for i in chosen]),
        ).fetchall()
    heads: dict[int, int] = dict(rows)
    missing = [i for i in chosen if i not in heads]
    if missing:
        raise RuntimeError(f"no current lease for generated bindings {missing[:5]}")
    rng.shuffle(chosen)  # workers walk the sample in an order unrelated to the binding ids
    return [Target(i, layout.token(i), heads[i]) for i in chosen]


class Rotation:
    """The sample split between workers: worker w owns targets w, w+W, ... and walks them in turn,
    so no two workers ever commit on one binding (no conflicts: the CAS is measured, not retried)."""

    def __init__(self, items: list[Target], worker: int, workers: int) -> None:
        self.items = items[worker::workers] or items[:1]
        self.at = 0

    def next(self) -> Target:
        t = self.items[self.at % len(self.items)]
        self.at += 1
        return t


def commit_op(
    url: str, rot: Rotation, size: int, nonce: str, opened: list[httpx.Client]
) -> Callable[[], Any]:
    clients: dict[int, httpx.Client] = {}
    body = os.urandom(max(0, size - 8))
    count = [0]
    me = f"{nonce}-{secrets.token_hex(3)}"  # keys and run ids of this worker alone

    def client(t: Target) -> httpx.Client:
        # one keep-alive connection per worker; the token is per request
        if not clients:
            c = httpx.Client(
                base_url=url, timeout=30, limits=httpx.Limits(max_connections=1, max_keepalive_connections=1)
            )
            opened.append(c)
            clients[0] = c
        return clients[0]

    def cycle() -> tuple[float, float]:
        t = rot.next()
        c = client(t)
        count[0] += 1
        n = count[0]
        auth = {"Authorization": f"Bearer {t.token}"}
        t0 = time.perf_counter()
        r = c.put(
            f"/api/v1/state/pending/g{me}.{n}",
            content=n.to_bytes(8, "big") + body,
            headers={**auth, "Content-Type": "application/octet-stream", "X-State-Codec": CODEC},
        )
        if r.status_code != 201:
            raise RuntimeError(f"PUT pending: {r.status_code} {r.text[:200]}")
        ref = r.json()["state_ref"]
        t1 = time.perf_counter()
        r = c.post(
            "/api/v1/state/commit",
            json={
                "state_ref": ref,
                "expected_durable_revision": t.revision,
                "run_id": f"g{me}.r{n}",
                "run": {"status": "completed"},
            },
            headers=auth,
        )
        if r.status_code != 200:
            raise RuntimeError(f"POST commit: {r.status_code} {r.text[:200]}")
        t.revision = r.json()["head"]["revision"]
        return t1 - t0, time.perf_counter() - t1

    return cycle


def _commit_op_for(
    url: str, size: int, nonce: str, opened: list[httpx.Client], rot: Rotation
) -> Callable[[], Any]:
    return commit_op(url, rot, size, nonce, opened)


def _head_op_for(url: str, opened: list[httpx.Client], rot: Rotation) -> Callable[[], None]:
    return head_op(url, rot, opened)


def head_op(url: str, rot: Rotation, opened: list[httpx.Client]) -> Callable[[], None]:
    c = httpx.Client(
        base_url=url, timeout=30, limits=httpx.Limits(max_connections=1, max_keepalive_connections=1)
    )
    opened.append(c)

    def load() -> None:
        t = rot.next()
        r = c.get("/api/v1/state/head", headers={"Authorization": f"Bearer {t.token}"})
        if r.status_code != 200:
            raise RuntimeError(f"GET head: {r.status_code} {r.text[:200]}")
        head = r.json()["head"]
        if head is None or head["revision"] != t.revision:
            raise RuntimeError(f"GET head: revision {head and head['revision']}, expected {t.revision}")

    return load


def run_point(
    make: Callable[[Rotation], Callable[[], Any]],
    sample: list[Target],
    workers: int,
    names: tuple[str, ...],
    seconds: float,
    warmup: float,
    meter: CpuMeter,
) -> tuple[list[Samples], dict[str, float]]:
    ops = [make(Rotation(sample, w, workers)) for w in range(workers)]
    results: list[Samples] = [Samples() for _ in range(workers)]
    go = threading.Barrier(workers + 1)
    sched: dict[str, float] = {}

    def body(w: int) -> None:
        go.wait()
        results[w] = timed_loop(ops[w], sched["warm_end"], sched["end"], names)

    threads = [threading.Thread(target=body, args=(w,), daemon=True) for w in range(workers)]
    for t in threads:
        t.start()
    now = time.perf_counter()
    sched["warm_end"] = now + warmup
    sched["end"] = now + warmup + seconds
    go.wait()
    time.sleep(max(0.0, sched["warm_end"] - time.perf_counter()))
    started = meter.start()
    time.sleep(max(0.0, sched["end"] - time.perf_counter()))
    cpu = meter.stop(started)
    for t in threads:
        t.join()
    return results, cpu


def measure(args: argparse.Namespace, layout: Layout) -> list[RunResult]:
    population = layout.small_bindings if args.scale == "small" else layout.bindings
    meter = CpuMeter(args.server_pid or None, dbname(args.dsn))
    sample = targets(args.dsn, layout, population, args.sample, args.seed)
    out: list[RunResult] = []
    nonce = secrets.token_hex(4)
    for workers in args.workers:
        opened: list[httpx.Client] = []
        samples, cpu = run_point(
            functools.partial(_commit_op_for, args.url, args.payload_bytes, f"{nonce}w{workers}", opened),
            sample,
            workers,
            ("put", "commit"),
            args.seconds,
            args.warmup,
            meter,
        )
        r = summarize("commit cycle", args.payload_bytes, workers, args.seconds, samples, cpu, args.scale, 2)
        out.append(r)
        print_point(r)
        samples, cpu = run_point(
            functools.partial(_head_op_for, args.url, opened),
            sample,
            workers,
            (),
            args.seconds,
            args.warmup,
            meter,
        )
        r = summarize("load_head", 0, workers, args.seconds, samples, cpu, args.scale, 1)
        out.append(r)
        print_point(r)
        for c in opened:
            c.close()
    return out


def print_point(r: RunResult) -> None:
    parts = "".join(f"  {n} p50/p99 {a:.2f}/{b:.2f}" for n, (a, b) in r.parts_ms.items())
    other = r.cpu.get("other", 0.0) + r.cpu.get("unattributed", 0.0)
    print(
        f"  {r.load:<5} {r.system:<12} workers {r.workers}: {r.ops_per_s:8.1f}/s  p50 {fmt(r.p50_ms)}  "
        f"p99 {fmt(r.p99_ms)} ms{parts}; server/postgres CPU ms per op "
        f"{fmt(r.cpu_per_op('server'))}/{fmt(r.cpu_per_op('postgres'))}; other procs {other:.0f} %"
        + (f"  ERROR: {r.error}" if r.error else ""),
        flush=True,
    )


def dbname(dsn: str) -> str:
    return str(psycopg.conninfo.conninfo_to_dict(dsn).get("dbname", ""))


# --- EXPLAIN of the statements inside the functions ----------------------------------------------


@dataclass
class Plan:
    name: str
    function: str
    text: str
    generic: str
    nodes: list[str]
    generic_nodes: list[str]
    ms: float
    shared_hit: int
    shared_read: int


# (name, the function it runs in, the statement with $n placeholders typed as the function's
# variables are, a function of the representative parameters). Writes run inside a transaction
# that is rolled back; they run in the order the commit cycle runs them, so each finds the rows
# the previous one left (the pending state the commit then makes durable).
def hot_statements(p: dict[str, Any]) -> list[tuple[str, str, str, list[Any]]]:
    return [
        (
            "lease scope (token hash -> lease + binding)",
            "statecore_lease_scope (every worker function)",
            """SELECT l.id, b.id, b.environment, b.harness, l.epoch, b.adapter_codec_version, l.generation,
       l.expires_at, b.subject_ref, b.agent_id, b.organization_id, b.epoch, b.lease_generation
  FROM statecore_lease l JOIN statecore_binding b ON b.id = l.binding_id
 WHERE l.token_hash = $1::text""",
            [p["token_hash"]],
        ),
        (
            "environment bounds",
            "statecore_state_limits",
            """SELECT max(p.max_native_payload_bytes), max(p.max_pending_writes),
       max(p.max_state_writes_per_minute)
  FROM statecore_environmentpolicy p WHERE p.environment = $1::text""",
            [ENVIRONMENT],
        ),
        (
            "idempotency-key lookup",
            "statecore_write_pending, statecore_checkpoint_put",
            """SELECT n.id, n.size, n.sha256, n.codec, n.parent_id, n.request_digest
  FROM statecore_nativestate n
 WHERE n.binding_id = $1::uuid AND n.epoch = $2::int4 AND n.lease_generation = $3::int4
   AND n.idempotency_key = $4::text""",
            [p["binding"], p["epoch"], p["generation"], p["key"]],
        ),
        (
            "write slot (fence + pending bound + rate window)",
            "statecore_take_write_slot",
            """UPDATE statecore_binding b
   SET pending_count = b.pending_count + 1,
       write_window_count = CASE WHEN b.write_window = $4::int8 THEN b.write_window_count + 1 ELSE 1 END,
       write_window = $4::int8
 WHERE b.id = $1::uuid AND b.epoch = $2::int4 AND b.lease_generation = $3::int4
   AND b.pending_count < 1000 AND (b.write_window <> $4::int8 OR b.write_window_count < 100000000)""",
            [p["binding"], p["epoch"], p["generation"], p["minute"]],
        ),
        (
            "pending state insert",
            "statecore_write_pending",
            """INSERT INTO statecore_nativestate AS n (id, binding_id, epoch, lease_generation,
       idempotency_key,
       request_digest, codec, payload, size, sha256, parent_id, metadata, native_ns, native_id, status,
       run_id, created_at)
VALUES ($5::uuid, $1::uuid, $2::int4, $3::int4, $4::text, repeat('0', 64), 'bench/1', '\\x00'::bytea, 1,
        repeat('0', 64), NULL, '{}'::jsonb, '', '', 'pending', '', statement_timestamp())
ON CONFLICT ON CONSTRAINT native_state_unique_idempotency_key DO NOTHING RETURNING n.id""",
            [p["binding"], p["epoch"], p["generation"], p["key"], p["new_state"]],
        ),
        (
            "state lookup by ref",
            "statecore_commit_scoped",
            """SELECT n.id, n.status, n.lease_generation, n.run_id, n.revision, n.codec, n.size, n.sha256,
       n.committed_at
  FROM statecore_nativestate n WHERE n.id = $1::uuid AND n.binding_id = $2::uuid AND n.epoch = $3::int4""",
            [p["new_state"], p["binding"], p["epoch"]],
        ),
        (
            "run lookup",
            "statecore_run_may_commit",
            """SELECT r.binding_id, r.status FROM statecore_run r
 WHERE r.environment = $1::text AND r.run_id = $2::text""",
            [ENVIRONMENT, p["run_id"]],
        ),
        (
            "compare-and-set of the head",
            "statecore_commit_scoped",
            """UPDATE statecore_binding b
   SET head_revision = $4::int4 + 1, head_state_id = $5::uuid,
       pending_count = greatest(b.pending_count - 1, 0), updated_at = statement_timestamp()
 WHERE b.id = $1::uuid AND b.epoch = $2::int4 AND b.lease_generation = $3::int4
   AND b.head_revision = $4::int4""",
            [p["binding"], p["epoch"], p["generation"], p["revision"], p["new_state"]],
        ),
        (
            "state becomes durable",
            "statecore_commit_scoped",
            """UPDATE statecore_nativestate n
   SET status = 'durable', revision = $2::int4, run_id = $3::text, committed_at = statement_timestamp()
 WHERE n.id = $1::uuid AND n.status = 'pending'""",
            [p["new_state"], p["revision"] + 1, p["run_id"]],
        ),
        (
            "run upsert",
            "statecore_run_record",
            """INSERT INTO statecore_run AS r (environment, run_id, binding_id, status, interrupt, reason,
       last_state_id, decision, decision_key, decided_by, created_at, updated_at)
VALUES ($1::text, $2::text, $3::uuid, 'completed', NULL, '', $4::uuid, '', '', '', statement_timestamp(),
        statement_timestamp())
ON CONFLICT ON CONSTRAINT run_unique_per_environment DO UPDATE
   SET status = excluded.status, interrupt = excluded.interrupt, last_state_id = excluded.last_state_id,
       updated_at = excluded.updated_at
 WHERE r.binding_id = excluded.binding_id AND r.status IN ('completed', 'interrupted')
RETURNING r.id""",
            [ENVIRONMENT, p["run_id"], p["binding"], p["new_state"]],
        ),
        (
            "audit append",
            "statecore_audit",
            """INSERT INTO statecore_auditevent (at, actor, action, outcome, environment, binding_id, epoch,
       lease_generation, run_id, state_ref, revision, data, trace_id)
VALUES (statement_timestamp(), 'lease:x', 'thread_state.commit', 'completed', $1::text, $2::uuid, $3::int4,
        $4::int4, $5::text, $6::uuid, $7::int4, '{}'::jsonb, '')""",
            [
                ENVIRONMENT,
                p["binding"],
                p["epoch"],
                p["generation"],
                p["run_id"],
                p["new_state"],
                p["revision"] + 1,
            ],
        ),
        (
            "load head",
            "statecore_load_head",
            """SELECT n.revision, n.id, n.codec, n.size, n.sha256, n.run_id, n.committed_at
  FROM statecore_binding b JOIN statecore_nativestate n ON n.id = b.head_state_id
 WHERE b.id = $1::uuid AND b.epoch = $2::int4 AND n.binding_id = $1::uuid AND n.epoch = $2::int4
   AND n.status = 'durable'""",
            [p["binding"], p["epoch"]],
        ),
        (
            "parent by harness id (newest)",
            "statecore_checkpoint_put, statecore_put_writes",
            """SELECT n.id FROM statecore_nativestate n
 WHERE n.binding_id = $1::uuid AND n.epoch = $2::int4 AND n.status = 'durable'
   AND n.native_ns = $3::text AND n.native_id = $4::text
 ORDER BY n.revision DESC LIMIT 1""",
            [p["binding"], p["epoch"], "", p["native_id"]],
        ),
        (
            "newest committed states (a page of list)",
            "statecore_checkpoints",
            """SELECT n.id, n.revision FROM statecore_nativestate n
 WHERE n.binding_id = $1::uuid AND n.epoch = $2::int4 AND n.revision IS NOT NULL
   AND ($3::text IS NULL OR n.native_ns = $3::text) AND n.status = 'durable'
   AND ($4::int4 IS NULL OR n.revision < $4::int4)
 ORDER BY n.revision DESC LIMIT $5::int4""",
            [p["binding"], p["epoch"], None, None, 10],
        ),
        # Not the hot path: the hourly sweep's batch (500 rows, chained while full), as the ORM
        # writes it (statecore.services.state / native), with the default 24 h cutoff.
        (
            "stale-pending sweep batch",
            "statecore.tasks.sweep_stale_pending (state_sweep_stale_pending)",
            """SELECT n.id FROM statecore_nativestate n JOIN statecore_binding b ON n.binding_id = b.id
 WHERE n.created_at < $1::timestamptz AND n.status = 'pending'
   AND (n.epoch < b.epoch OR n.lease_generation < b.lease_generation)
   AND NOT EXISTS (SELECT 1 FROM statecore_run u WHERE u.marked_state_id = n.id
                      AND u.status = 'uncertain_durability' LIMIT 1)
   AND NOT EXISTS (SELECT 1 FROM statecore_nativestate u WHERE u.parent_id = n.id LIMIT 1)
 ORDER BY n.created_at LIMIT 500 FOR UPDATE OF n SKIP LOCKED""",
            [p["cutoff"]],
        ),
        (
            "orphan-writes sweep batch",
            "statecore.tasks.sweep_stale_pending (state_sweep_orphan_writes)",
            """SELECT w.id FROM statecore_nativewrite w JOIN statecore_binding b ON w.binding_id = b.id
 WHERE w.created_at < $1::timestamptz
   AND (w.epoch < b.epoch OR w.lease_generation < b.lease_generation)
   AND NOT EXISTS (SELECT 1 FROM statecore_nativestate u WHERE u.binding_id = w.binding_id
                      AND u.epoch = w.epoch AND u.native_id = w.native_id AND u.native_ns = w.native_ns
                    LIMIT 1)
 ORDER BY w.created_at LIMIT 500 FOR UPDATE OF w SKIP LOCKED""",
            [p["cutoff"]],
        ),
    ]


def _nodes(plan: dict[str, Any]) -> list[str]:
    out = []
    stack = [plan]
    while stack:
        node = stack.pop(0)
        label = node.get("Node Type", "?")
        if "Index Name" in node:
            label += f" {node['Index Name']}"
        elif "Relation Name" in node:
            label += f" {node['Relation Name']}"
        out.append(label)
        stack.extend(node.get("Plans", []))
    return out


def explain(dsn: str, layout: Layout, index: int) -> list[Plan]:
    """EXPLAIN (ANALYZE, BUFFERS) of the hot statements with one binding's real values (the custom
    plan PL/pgSQL starts with), and EXPLAIN (GENERIC_PLAN) of each (the plan it may switch to after
    five calls in a session: PostgreSQL 16+)."""
    plans: list[Plan] = []
    with psycopg.connect(dsn, autocommit=True) as conn:
        version = int(conn.execute("SHOW server_version_num").fetchone()[0])  # type: ignore[index]
        row = conn.execute(
            """
            SELECT b.id, b.epoch, b.lease_generation, b.head_revision, l.token_hash,
                   (SELECT n.native_id FROM statecore_nativestate n
                     WHERE n.binding_id = b.id AND n.epoch = b.epoch AND n.native_id <> ''
                     ORDER BY n.revision DESC LIMIT 1)
              FROM statecore_lease l JOIN statecore_binding b ON b.id = l.binding_id
             WHERE l.token_hash = encode(sha256(convert_to(%s, 'UTF8')), 'hex')
            """,
            (layout.token(index),),
        ).fetchone()
        if row is None:
            raise RuntimeError(f"binding {index} has no current lease")
        binding, epoch, generation, revision, token_hash, native_id = row
        p = {
            "binding": binding,
            "epoch": epoch,
            "generation": generation,
            "revision": revision,
            "token_hash": token_hash,
            "native_id": native_id,
            "key": f"explain-{secrets.token_hex(4)}",
            "new_state": str(uuid.uuid4()),
            "run_id": f"explain-{secrets.token_hex(4)}",
            "minute": int(time.time() // 60),
            "cutoff": datetime.now(UTC) - timedelta(hours=24),
        }
        statements = hot_statements(p)
        with conn.transaction(force_rollback=True):
            for name, function, statement, params in statements:
                query = _with_params(statement)
                named = {f"p{k}": v for k, v in enumerate(params, start=1)}
                # The custom plan's shape (not executed), then the statement executed once.
                custom = conn.execute(
                    sql.SQL("EXPLAIN (FORMAT JSON) ") + sql.SQL(query),
                    named,
                ).fetchone()
                shown = [
                    r[0]
                    for r in conn.execute(
                        sql.SQL("EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ") + sql.SQL(query),
                        named,
                    ).fetchall()
                ]
                generic_text, generic_nodes = "(needs PostgreSQL 16+)", []
                if version >= 160000:
                    g = conn.execute(
                        sql.SQL("EXPLAIN (GENERIC_PLAN, FORMAT JSON) ") + sql.SQL(statement)
                    ).fetchone()
                    generic_nodes = _nodes(g[0][0]["Plan"]) if g else []
                    generic_text = "\n".join(
                        r[0]
                        for r in conn.execute(
                            sql.SQL("EXPLAIN (GENERIC_PLAN, COSTS OFF) ") + sql.SQL(statement)
                        ).fetchall()
                    )
                executed = re.search(r"Execution Time: ([0-9.]+) ms", "\n".join(shown))
                buffers = re.search(r"Buffers: shared hit=(\d+)(?: read=(\d+))?", "\n".join(shown))
                plans.append(
                    Plan(
                        name=name,
                        function=function,
                        text="\n".join(_without_summary(shown)),
                        generic=generic_text,
                        nodes=_nodes(custom[0][0]["Plan"]) if custom else [],
                        generic_nodes=generic_nodes,
                        ms=float(executed.group(1)) if executed else float("nan"),
                        shared_hit=int(buffers.group(1)) if buffers else 0,
                        shared_read=int(buffers.group(2) or 0) if buffers else 0,
                    )
                )
    return plans


def _without_summary(lines: list[str]) -> list[str]:
    """The plan's lines without the planning block and the execution time."""
    out = []
    for line in lines:
        if line.startswith(("Planning", "Execution")):
            break
        out.append(line)
    return out


def _with_params(statement: str) -> str:
    """$n placeholders as psycopg's named %(pn)s (a parameter may appear more than once)."""
    return re.sub(r"\$(\d+)", lambda m: "%(p" + m.group(1) + ")s", statement.replace("%", "%%"))


def print_plans(plans: list[Plan]) -> None:
    print()
    print("EXPLAIN of the statements inside the functions (one sampled binding's values; writes rolled back)")
    for pl in plans:
        seq = [n for n in pl.nodes + pl.generic_nodes if n.startswith("Seq Scan")]
        same = "same as the custom plan" if pl.generic_nodes == pl.nodes else "DIFFERS from the custom plan"
        print()
        print(
            f"-- {pl.name} [{pl.function}]: {pl.ms:.3f} ms, shared hit {pl.shared_hit} read {pl.shared_read}"
        )
        print("   custom: " + " -> ".join(pl.nodes))
        if pl.generic_nodes:
            print(
                f"   generic: {same}"
                + ("" if pl.generic_nodes == pl.nodes else ": " + " -> ".join(pl.generic_nodes))
            )
        if seq:
            print(f"   SEQ SCAN: {', '.join(seq)}")
        for line in pl.text.splitlines():
            print("   | " + line)


# --- report --------------------------------------------------------------------------------------


def environment_lines(dsn: str, server_label: str) -> list[str]:
    """``make bench``'s lines (PostgreSQL and its durability settings, the machine), and the load."""
    lines = state_commit.environment_lines(argparse.Namespace(dsn=dsn, server_label=server_label))
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    return [*lines, f"load average before this step: {load}"]


def timings_text(timings: dict[str, float]) -> str:
    """Wall seconds per step; keys that say their unit in parentheses carry it themselves."""
    return ", ".join(f"{k} {v:.1f}" + ("" if "(" in k else " s") for k, v in timings.items())


def print_sizes(scale: str, rows: list[dict[str, Any]]) -> None:
    print(f"table and index sizes at the {scale} scale (MiB):")
    print(f"  {'table':<24} {'rows':>12} {'heap':>9} {'toast':>7} {'indexes':>9} {'(n)':>4} {'total':>9}")
    for r in rows:
        if "each" in r:
            print(
                "  statecore_nativestate, each index: "
                + ", ".join(f"{k} {mib(v)}" for k, v in r["each"].items())
            )
            continue
        print(
            f"  {r['table']:<24} {r['rows']:>12,} {mib(r['heap']):>9} {mib(r['toast']):>7} "
            f"{mib(r['index_bytes']):>9} {r['indexes']:>4} {mib(r['total']):>9}"
        )


def report(args: argparse.Namespace) -> int:
    data = {}
    for scale in ("small", "large"):
        path = os.path.join(args.results, f"{scale}.json")
        if not os.path.exists(path):
            print(f"no {scale} results ({path})")
            return 1
        with open(path) as f:
            data[scale] = json.load(f)
    small, large = data["small"], data["large"]
    print()
    print("=" * 100)
    print(
        f"Growth: {small['committed']:,} committed states over {small['bindings']:,} bindings (baseline) vs "
        f"{large['committed']:,} over {large['bindings']:,}; same server spec, same run"
    )
    for scale in ("small", "large"):
        d = data[scale]
        gen = d["generation"]
        print(
            f"generation ({scale}): "
            + timings_text(gen["timings"])
            + f"; consistency checks {'all hold' if not any(gen['checks'].values()) else gen['checks']} "
            f"({gen['check_s']:.1f} s)"
        )
    print()
    print("Latencies in ms; throughput per second; ratio = large / small (the baseline, same run).")
    head = (
        f"{'operation':<13} {'wk':>3} | {'small /s':>8} {'p50':>6} {'p99':>6} | "
        f"{'large /s':>8} {'p50':>6} {'p99':>6} | {'p50 x':>6} {'p99 x':>6} {'/s x':>6} | "
        f"{'POST commit p50 s/l':>19} | other procs s/l"
    )
    print(head)
    print("-" * len(head))
    small_runs = [RunResult(**r) for r in small["runs"]]
    large_runs = [RunResult(**r) for r in large["runs"]]
    verdict = None
    for s in small_runs:
        lg = next((r for r in large_runs if r.system == s.system and r.workers == s.workers), None)
        if lg is None:
            continue
        p50x, p99x, opsx = per(lg.p50_ms, s.p50_ms), per(lg.p99_ms, s.p99_ms), per(lg.ops_per_s, s.ops_per_s)
        commit_part = ""
        if "commit" in s.parts_ms:
            commit_part = f"{s.parts_ms['commit'][0]:.2f} / {lg.parts_ms['commit'][0]:.2f}"
        other_s = s.cpu.get("other", 0.0) + s.cpu.get("unattributed", 0.0)
        other_l = lg.cpu.get("other", 0.0) + lg.cpu.get("unattributed", 0.0)
        print(
            f"{s.system:<13} {s.workers:>3} | {s.ops_per_s:>8.1f} {fmt(s.p50_ms):>6} {fmt(s.p99_ms):>6} | "
            f"{lg.ops_per_s:>8.1f} {fmt(lg.p50_ms):>6} {fmt(lg.p99_ms):>6} | "
            f"{fmt(p50x, '.2f', 'x'):>6} {fmt(p99x, '.2f', 'x'):>6} {fmt(opsx, '.2f', 'x'):>6} | "
            f"{commit_part:>19} | {other_s:.0f} / {other_l:.0f} %"
        )
        if s.system == "commit cycle" and p50x is not None and (verdict is None or s.workers == 1):
            verdict = (s.workers, p50x)
    print(
        "(commit cycle = PUT /state/pending + POST /state/commit, two requests; load_head = GET /state/head; "
        "'other procs' = CPU of processes that are not this benchmark, % of one core)"
    )
    if verdict is not None:
        w, x = verdict
        met = "MET" if x <= GOAL_COMMIT_P50_RATIO else "not met"
        print(
            f"goal: commit p50 at the large scale <= {GOAL_COMMIT_P50_RATIO}x the baseline: "
            f"{x:.2f}x at {w} worker(s): {met}"
        )
    for scale in ("small", "large"):
        print()
        print_sizes(scale, data[scale]["sizes"])
    failed = any(r.error or r.ops == 0 for r in small_runs + large_runs)
    return 1 if failed else 0


# --- main ----------------------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("step", choices=["generate", "measure", "report"])
    p.add_argument("--scale", choices=["small", "large"], default="small")
    p.add_argument("--states", type=int, default=10_000_000, help="committed states in all (default 10M)")
    p.add_argument("--bindings", type=int, default=100_000, help="bindings in all (default 100k)")
    p.add_argument("--small-states", type=int, default=10_000, help="the baseline's states (default 10k)")
    p.add_argument("--payload-bytes", type=int, default=256, help="each generated and committed state's size")
    p.add_argument("--jobs", type=int, default=2, help="connections loading and indexing in parallel")
    p.add_argument("--chunk", type=int, default=2000, help="bindings per INSERT transaction")
    p.add_argument("--no-check", action="store_true", help="skip the consistency queries after generating")
    p.add_argument("--sample", type=int, default=1000, help="bindings the load walks (default 1000)")
    p.add_argument("--seed", type=int, default=15)
    p.add_argument("--seconds", type=float, default=10.0, help="measured seconds per point (default 10)")
    p.add_argument("--warmup", type=float, default=2.0)
    p.add_argument("--workers", default="1,8", help="comma-separated concurrent workers (default 1,8)")
    p.add_argument("--explain", action="store_true", help="EXPLAIN the hot statements (large scale)")
    p.add_argument("--layout", default="", help="the run's layout file (written by generate --scale small)")
    p.add_argument("--results", default="", help="directory for each scale's results")
    p.add_argument("--url", default=os.environ.get("STATECORE_URL", "http://127.0.0.1:8790"))
    p.add_argument("--dsn", default=os.environ.get("DATABASE_URL", ""))
    p.add_argument("--server-pid", type=int, default=0)
    p.add_argument("--server-label", default="server")
    args = p.parse_args(argv)
    args.workers = [int(x) for x in args.workers.split(",") if x]
    if not args.dsn and args.step != "report":
        p.error("--dsn (or DATABASE_URL) is required")
    if not args.results or not args.layout:
        p.error("--results and --layout are required")
    if args.step == "report":
        return report(args)
    results = os.path.join(args.results, f"{args.scale}.json")
    if args.step == "generate":
        if args.scale == "small":
            layout = Layout.make(args.states, args.bindings, args.small_states, args.payload_bytes)
            layout.save(args.layout)
            lo, hi = 0, layout.small_bindings
        else:
            layout = Layout.load(args.layout)
            lo, hi = layout.small_bindings, layout.bindings
        print("load average before generating: " + " ".join(f"{x:.2f}" for x in os.getloadavg()))
        print(
            f"generating the {args.scale} scale: bindings {lo:,}..{hi - 1:,}, {layout.committed(lo, hi):,} "
            f"committed states ({layout.base}-{layout.base + (1 if layout.rem else 0)} per binding), "
            f"{args.jobs} connections, "
            + ("bulk (indexes and constraints rebuilt)" if args.scale == "large" else "indexes in place"),
            flush=True,
        )
        meter = CpuMeter(None, dbname(args.dsn))
        started = meter.start()
        timings = generate(
            args.dsn, layout, lo, hi, bulk=args.scale == "large", jobs=args.jobs, chunk=args.chunk, log=print
        )
        used = meter.stop(started)
        # CPU seconds PostgreSQL spent (this database's backends and the server's background
        # processes): what to scale by when the machine was shared, as wall time was
        background = (cpu_ms(used, "postgres") or 0.0) / 1000.0  # WAL writer, checkpointer...
        timings["PostgreSQL CPU (s, not wall)"] = BACKEND_CPU[0] + background
        other = used.get("other", 0.0) + used.get("unattributed", 0.0)
        timings["other processes' CPU (% of one core)"] = other
        print("  " + timings_text(timings), flush=True)
        t0 = time.perf_counter()
        checks = {} if args.no_check else check(args.dsn)
        check_s = time.perf_counter() - t0
        bad = {k: v for k, v in checks.items() if v}
        print(f"  consistency: {bad or 'all hold'} ({check_s:.1f} s)", flush=True)
        sz = sizes(args.dsn)
        print_sizes(args.scale, sz)
        with open(results, "w") as f:
            json.dump(
                {
                    "scale": args.scale,
                    "bindings": hi,
                    "committed": layout.committed(0, hi),
                    "generation": {"timings": timings, "checks": checks, "check_s": check_s},
                    "sizes": sz,
                },
                f,
            )
        return 1 if bad else 0
    layout = Layout.load(args.layout)
    with open(results) as f:
        data = json.load(f)
    for line in environment_lines(args.dsn, args.server_label):
        print(line)
    print(
        f"measuring the {args.scale} scale ({data['committed']:,} committed states, "
        f"{data['bindings']:,} bindings) "
        f"on {args.server_label}: {min(args.sample, data['bindings'])} bindings sampled, "
        f"{args.seconds:g} s per point after {args.warmup:g} s warm-up",
        flush=True,
    )
    runs = measure(args, layout)
    data["runs"] = [asdict(r) for r in runs]
    data["server"] = args.server_label
    if args.explain:
        plans = explain(
            args.dsn,
            layout,
            random.Random(args.seed + 1).randrange(  # noqa: S311
                data["bindings"]
            ),
        )
        print_plans(plans)
        data["plans"] = [asdict(pl) for pl in plans]
    with open(results, "w") as f:
        json.dump(data, f)
    return 1 if any(r.error or r.ops == 0 for r in runs) else 0


if __name__ == "__main__":
    sys.exit(main())
