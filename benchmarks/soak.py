"""Soak and two-server benchmarks: realistic thread-state clients against gunicorn + PostgreSQL.

    .venv/bin/python benchmarks/soak.py soak --minutes 10 --workers 8,32,64 ...
    .venv/bin/python benchmarks/soak.py replicas --seconds 30 --clients 16 --server-workers 2 ...

Normally started by ``scripts/soak.sh`` (``make soak``) and ``scripts/bench_replicas.sh``
(``make bench-replicas``), which create a fresh database, set production settings
(scripts/bench_server_env.sh) and pass ``--url``, ``--app-token`` and ``--dsn``.

``soak``: one phase per worker count, each ``--minutes`` long, against the server(s) already
running. Every worker is a thread-state client with its own binding and lease, on its own
keep-alive HTTP connection, in a loop: ``GET /state/head`` -> ``PUT /state/pending/{key}`` ->
``POST /state/commit``; every few cycles a checkpoint read or a history page; now and then a
deliberate stale commit (``revision_conflict`` expected, then the right commit), a lease re-issue
while a pending write is held (the old lease's commit must be ``lease_fenced``: fencing under
load; the orphaned pending write is what the sweep deletes), and a ``keep_latest`` prune; one
worker in ``--memory-every`` also writes user memory. Workers are threads spread over
``--procs`` load-generator processes. Per phase it prints requests and errors by status and
code (an expected contract refusal is not an error; anything else non-2xx or a transport
failure is), p50/p99 of every operation, throughput, resident memory (RSS and its anonymous
part, from /proc) of every process at the start, the middle and the end, peak PostgreSQL
connections, and table sizes at the start and the end; while it runs it plays Celery beat on a
compressed schedule (``--maintenance-every`` seconds: ``statecore.tasks.sweep_stale_pending``
with a ``--stale-after`` cutoff, and ``statecore.tasks.memory_retention``), sent to the real
Celery worker through Redis. Exit status: 1 on any error or fencing anomaly, 2 when memory or a
bounded table grew, else 0.

``replicas``: the commit cycle (``PUT /state/pending`` + ``POST /state/commit``, as
``make bench``) with the same number of clients against one gunicorn with W worker processes
and against two gunicorn servers (separate processes and ports) with W/2 each on the same
database, clients spread evenly; alternated ``--repeats`` times; prints both throughputs,
p50/p99 and the ratio. On a two-core machine this measures coordination cost, not scaling.
"""

from __future__ import annotations

import argparse
import contextlib
import http.client
import json
import math
import multiprocessing as mp
import os
import shutil
import signal
import subprocess
import sys
import threading
import time
import uuid
from collections import Counter
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from typing import Any
from urllib.parse import urlsplit

import psycopg
import psycopg.conninfo

CODEC = "soak/1"
ENVIRONMENT = "prod"
ORGANIZATION = "org-1"
MIB = 1024 * 1024

# Non-2xx answers that are the contract working as specified, per operation (status, code).
EXPECTED_REFUSALS: dict[str, set[tuple[int, str]]] = {
    "stale_commit": {(409, "revision_conflict")},
    "fenced_commit": {(409, "lease_fenced")},
    "memory_get": {(404, "not_found")},
    "memory_put": {(409, "revision_conflict")},
}
# Successful statuses per operation; anything else that is not an expected refusal is an error.
OK_STATUS: dict[str, set[int]] = {
    "load_head": {200},
    "write_pending": {200, 201},
    "commit": {200},
    "stale_commit": set(),
    "fenced_commit": set(),
    "checkpoints": {200},
    "history": {200},
    "lease_issue": {201},
    "prune": {200},
    "memory_get": {200},
    "memory_put": {200, 202},
}
STATE_TABLES = (
    "statecore_binding",
    "statecore_lease",
    "statecore_nativestate",
    "statecore_nativewrite",
    "statecore_run",
    "statecore_auditevent",
    "statecore_memoryrecord",
    "statecore_memoryproposal",
    "statecore_memorytombstone",
)


# --- latency histogram (fixed memory, whatever the phase's length) ----------------------------


class Histogram:
    """Latencies in log-spaced buckets (each ``GROWTH`` times the last, from ``LOW`` seconds):
    constant memory over a ten-minute phase, percentiles within one bucket (2 %)."""

    LOW = 20e-6
    GROWTH = 1.02
    BUCKETS = 800  # LOW * GROWTH**800 ~ 150 s

    def __init__(self) -> None:
        self.counts = [0] * (self.BUCKETS + 1)
        self.n = 0
        self.total = 0.0
        self.max = 0.0

    @classmethod
    def bucket(cls, seconds: float) -> int:
        if seconds <= cls.LOW:
            return 0
        return min(cls.BUCKETS, 1 + int(math.log(seconds / cls.LOW) / math.log(cls.GROWTH)))

    @classmethod
    def upper(cls, index: int) -> float:
        """The bucket's upper edge, the value a percentile in it reports."""
        return cls.LOW * cls.GROWTH**index

    def record(self, seconds: float) -> None:
        self.counts[self.bucket(seconds)] += 1
        self.n += 1
        self.total += seconds
        self.max = max(self.max, seconds)

    def merge(self, other: Histogram) -> None:
        for i, c in enumerate(other.counts):
            self.counts[i] += c
        self.n += other.n
        self.total += other.total
        self.max = max(self.max, other.max)

    def percentile(self, q: float) -> float:
        """Nearest-rank percentile (seconds), at most the largest value seen; nan when empty."""
        if not self.n:
            return float("nan")
        rank = max(1, math.ceil(q / 100.0 * self.n))
        seen = 0
        for i, c in enumerate(self.counts):
            seen += c
            if seen >= rank:  # the last bucket is open-ended: what is in it is at most the max
                return self.max if i == self.BUCKETS else min(self.upper(i), self.max)
        return self.max


# --- resident memory from /proc -------------------------------------------------------------


@dataclass(frozen=True)
class Mem:
    rss: int  # bytes
    anon: int  # bytes: the process's private anonymous memory (RssAnon), where a leak shows

    def __add__(self, other: Mem) -> Mem:
        return Mem(self.rss + other.rss, self.anon + other.anon)


def read_mem(pid: int, proc: str = "/proc") -> Mem | None:
    """VmRSS and RssAnon of a live process, or None when it is gone."""
    values: dict[str, int] = {}
    try:
        with open(f"{proc}/{pid}/status") as f:
            for line in f:
                key, _, rest = line.partition(":")
                if key in ("VmRSS", "RssAnon"):
                    values[key] = int(rest.split()[0]) * 1024
    except (OSError, ValueError):
        return None
    if "VmRSS" not in values:
        return None  # a zombie or a kernel thread
    return Mem(values["VmRSS"], values.get("RssAnon", 0))


def children_map(proc: str = "/proc") -> dict[int, list[int]]:
    out: dict[int, list[int]] = {}
    for name in os.listdir(proc):
        if not name.isdigit():
            continue
        try:
            with open(f"{proc}/{name}/stat") as f:
                raw = f.read()
        except OSError:
            continue
        ppid = int(raw[raw.rindex(")") + 2 :].split()[1])
        out.setdefault(ppid, []).append(int(name))
    return out


def descendants(pid: int, kids: dict[int, list[int]]) -> list[int]:
    out, todo = [], list(kids.get(pid, []))
    while todo:
        p = todo.pop()
        out.append(p)
        todo.extend(kids.get(p, []))
    return sorted(out)


@dataclass
class Watched:
    """The processes whose memory is reported: named roots and how their trees are shown."""

    servers: list[tuple[str, int]]  # (label, gunicorn master pid)
    postmaster: int | None
    celery: list[tuple[str, int]]
    loadgen_children: list[int] = field(default_factory=list)
    postgres_processes: int = 0  # at the last snapshot
    dsn: str | None = None  # the soak's database: other databases' backends are left out

    def cpu(self) -> tuple[dict[int, tuple[str, float]], float, float]:
        """CPU seconds so far of every watched process by group (server, postgres, load
        generator, celery), and the machine's busy and total jiffies (/proc/stat)."""
        kids = children_map()
        groups: dict[int, str] = {}
        for _, master in self.servers:
            for p in [master, *descendants(master, kids)]:
                groups[p] = "server"
        if self.postmaster:
            for p in [self.postmaster, *descendants(self.postmaster, kids)]:
                groups[p] = "postgres"
        for p in [os.getpid(), *self.loadgen_children]:
            groups[p] = "load generator"
        for _, root in self.celery:
            for p in [root, *descendants(root, kids)]:
                groups[p] = "celery"
        tick = os.sysconf("SC_CLK_TCK")
        roots = {master for _, master in self.servers} | {root for _, root in self.celery}
        if self.postmaster:
            roots.add(self.postmaster)
        out: dict[int, tuple[str, float]] = {}
        for pid, group in groups.items():
            try:
                with open(f"/proc/{pid}/stat") as f:
                    rest = f.read().rsplit(")", 1)[1].split()
            except (OSError, IndexError):
                continue
            used = int(rest[11]) + int(rest[12])
            if pid in roots:
                # and the children it reaped: PostgreSQL backends and gunicorn or Celery workers
                # that ended during the phase (a connection past CONN_MAX_AGE, a recycled child)
                used += int(rest[13]) + int(rest[14])
            out[pid] = (group, used / tick)
        with open("/proc/stat") as f:
            fields = [float(x) for x in f.readline().split()[1:]]
        return out, (sum(fields) - fields[3] - fields[4]) / tick, sum(fields) / tick

    def _other_backends(self) -> set[int]:
        """Backends serving anything but the soak's database (other work on a shared server, and
        this query's own connection): their memory is not the soak's."""
        if not self.dsn:
            return set()
        try:
            with psycopg.connect(self.dsn, autocommit=True) as conn:
                rows = conn.execute(
                    "SELECT pid FROM pg_stat_activity WHERE backend_type = 'client backend'"
                    " AND (datname IS DISTINCT FROM current_database() OR pid = pg_backend_pid())"
                ).fetchall()
        except psycopg.Error:
            return set()
        return {int(r[0]) for r in rows}

    def snapshot(self) -> dict[str, Mem]:
        kids = children_map()
        snap: dict[str, Mem] = {}

        def put(label: str, pid: int) -> None:
            m = read_mem(pid)
            if m is not None:
                snap[label] = m

        for label, master in self.servers:
            put(f"{label} master ({master})", master)
            for w in descendants(master, kids):
                put(f"{label} worker ({w})", w)
        if self.postmaster:
            total, n = Mem(0, 0), 0
            others = self._other_backends()
            for p in [self.postmaster, *descendants(self.postmaster, kids)]:
                if p in others:
                    continue
                m = read_mem(p)
                if m is not None:
                    total, n = total + m, n + 1
            snap["postgresql, all processes summed"] = total
            self.postgres_processes = n
        put(f"load generator ({os.getpid()})", os.getpid())
        for c in self.loadgen_children:
            put(f"load generator child ({c})", c)
        for label, root in self.celery:
            put(f"{label} ({root})", root)
            for w in descendants(root, kids):
                put(f"{label} child ({w})", w)
        return snap


def postmaster_pid(dsn: str) -> int | None:
    """The PostgreSQL server's postmaster, from its data directory (a local server only)."""
    try:
        with psycopg.connect(dsn, autocommit=True) as conn:
            row = conn.execute("SELECT current_setting('data_directory')").fetchone()
        with open(os.path.join(str(row[0]) if row else "", "postmaster.pid")) as f:
            return int(f.readline())
    except (OSError, ValueError, psycopg.Error):
        return None


@dataclass
class MemVerdict:
    label: str
    start: Mem
    mid: Mem
    end: Mem
    flat: bool

    @property
    def growth(self) -> int:
        return self.end.anon - self.start.anon

    @property
    def late_growth(self) -> int:
        return self.end.anon - self.mid.anon


def memory_verdicts(
    series: list[tuple[float, dict[str, Mem]]], flat_mib: float, flat_pct: float
) -> list[MemVerdict]:
    """Per process: start, middle and end of the phase; flat when the anonymous memory grew
    over the last half by at most ``flat_mib`` MiB or ``flat_pct`` % of the middle value
    (whichever is larger), so warm-up (caches filling, connections opening) is not a leak."""
    if not series:
        return []
    t_end = series[-1][0]
    t_mid = series[0][0] + (t_end - series[0][0]) / 2
    out = []
    for label in series[-1][1]:
        seen = [(t, s[label]) for t, s in series if label in s]
        start = seen[0][1]
        mid = min(seen, key=lambda ts: abs(ts[0] - t_mid))[1]
        end = seen[-1][1]
        allowed = max(flat_mib * MIB, flat_pct / 100.0 * mid.anon)
        out.append(MemVerdict(label, start, mid, end, end.anon - mid.anon <= allowed))
    return out


# --- HTTP -------------------------------------------------------------------------------------


class Http:
    """One keep-alive connection (http.client: the cheapest client per request), reopened after
    a transport failure."""

    def __init__(self, url: str, timeout: float = 60.0) -> None:
        parts = urlsplit(url)
        self.host, self.port = parts.hostname or "127.0.0.1", parts.port or 80
        self.timeout = timeout
        self.conn: http.client.HTTPConnection | None = None

    def request(
        self, method: str, path: str, token: str, body: bytes | None = None, content_type: str = ""
    ) -> tuple[int, bytes]:
        if self.conn is None:
            self.conn = http.client.HTTPConnection(self.host, self.port, timeout=self.timeout)
        headers = {"Authorization": f"Bearer {token}"}
        if content_type:
            headers["Content-Type"] = content_type
        if content_type == "application/octet-stream":
            headers["X-State-Codec"] = CODEC
        try:
            self.conn.request(method, path, body=body, headers=headers)
            r = self.conn.getresponse()
            data = r.read()
        except (OSError, http.client.HTTPException):
            self.close()
            raise
        if r.getheader("Connection", "").lower() == "close":
            self.close()
        return r.status, data

    def close(self) -> None:
        if self.conn is not None:
            self.conn.close()
            self.conn = None


def problem_code(status: int, body: bytes) -> str:
    if 200 <= status < 300:
        return ""
    try:
        return str(json.loads(body).get("code", "?"))
    except (ValueError, AttributeError):
        return "?"


# --- one worker -----------------------------------------------------------------------------


@dataclass(frozen=True)
class WorkerSpec:
    index: int
    url: str
    binding_id: str
    lease_token: str
    app_token: str
    prefix: str
    payload_size: int
    profile: str  # "soak" or "cycle"
    memory: bool = False


@dataclass
class Tally:
    """What one load process saw: latencies per operation, answers by (op, status, code)."""

    hist: dict[str, Histogram] = field(default_factory=dict)
    answers: Counter[tuple[str, int, str]] = field(default_factory=Counter)
    errors: Counter[tuple[str, int, str]] = field(default_factory=Counter)
    anomalies: list[str] = field(default_factory=list)
    cycles: int = 0
    cpu_seconds: float = 0.0

    def merge(self, other: Tally) -> None:
        for op, h in other.hist.items():
            self.hist.setdefault(op, Histogram()).merge(h)
        self.answers.update(other.answers)
        self.errors.update(other.errors)
        self.anomalies.extend(other.anomalies[: max(0, 50 - len(self.anomalies))])
        self.cycles += other.cycles
        self.cpu_seconds += other.cpu_seconds

    @property
    def requests(self) -> int:
        return sum(self.answers.values())


class Refused(Exception):
    """A request's answer the loop cannot continue from (already counted)."""


class Worker:
    # Every n-th cycle (per worker, offset by the worker's index so they do not line up).
    READ_EVERY = 10  # a checkpoint read or a history page, alternately
    STALE_EVERY = 97  # a commit with a stale expected revision, then the right one
    FENCE_EVERY = 151  # a lease re-issue while holding a pending write
    PRUNE_EVERY = 200  # keep_latest
    MEMORY_EVERY = 20  # memory workers: read then write one of MEMORY_KEYS user records
    MEMORY_KEYS = 8

    def __init__(self, spec: WorkerSpec, tally: Tally, lock: threading.Lock) -> None:
        self.spec = spec
        self.tally = tally
        self.lock = lock
        self.http = Http(spec.url)
        self.token = spec.lease_token
        self.body = os.urandom(spec.payload_size - 8)
        # keys and run ids unique per Worker: a spec runs again after a warm-up
        self.prefix = f"{spec.prefix}.{uuid.uuid4().hex[:6]}"
        self.n = 0
        self.revision = 0
        self.local: dict[str, Histogram] = {}
        self.answers: Counter[tuple[str, int, str]] = Counter()
        self.errors: Counter[tuple[str, int, str]] = Counter()
        self.anomalies: list[str] = []
        self.cycles = 0

    # one request, timed and classified
    def call(
        self,
        op: str,
        method: str,
        path: str,
        body: bytes | None = None,
        content_type: str = "",
        token: str | None = None,
    ) -> tuple[int, bytes]:
        t0 = time.perf_counter()
        try:
            status, data = self.http.request(method, path, token or self.token, body, content_type)
        except (OSError, http.client.HTTPException) as exc:
            self.errors[(op, 0, type(exc).__name__)] += 1
            self.answers[(op, 0, type(exc).__name__)] += 1
            raise Refused from exc
        self.local.setdefault(op, Histogram()).record(time.perf_counter() - t0)
        code = problem_code(status, data)
        self.answers[(op, status, code)] += 1
        if status not in OK_STATUS[op] and (status, code) not in EXPECTED_REFUSALS.get(op, set()):
            self.errors[(op, status, code)] += 1
            if status in (200, 201):  # a refusal the contract requires was acknowledged
                self.anomalies.append(f"{op} answered {status} on worker {self.spec.index}")
            raise Refused
        return status, data

    def jcall(self, op: str, method: str, path: str, doc: Any = None, token: str | None = None) -> Any:
        body = None if doc is None else json.dumps(doc).encode()
        status, data = self.call(op, method, path, body, "application/json" if body else "", token)
        return status, (json.loads(data) if data and status != 204 else None)

    # the operations
    def load_head(self) -> None:
        _, doc = self.jcall("load_head", "GET", "/api/v1/state/head")
        head = doc.get("head")
        self.revision = head["revision"] if head else 0

    def write_pending(self) -> str:
        self.n += 1
        key = f"{self.prefix}.{self.n}"
        payload = self.n.to_bytes(8, "big") + self.body
        _, data = self.call(
            "write_pending", "PUT", f"/api/v1/state/pending/{key}", payload, "application/octet-stream"
        )
        return str(json.loads(data)["state_ref"])

    def commit_doc(self, ref: str, expected: int) -> dict[str, Any]:
        return {
            "state_ref": ref,
            "expected_durable_revision": expected,
            "run_id": f"{self.prefix}.r{self.n}",
            "run": {"status": "completed"},
        }

    def commit(
        self, ref: str, op: str = "commit", expected: int | None = None, token: str | None = None
    ) -> None:
        _, doc = self.jcall(
            op,
            "POST",
            "/api/v1/state/commit",
            self.commit_doc(ref, self.revision if expected is None else expected),
            token,
        )
        if op == "commit":
            self.revision = doc["head"]["revision"]

    def cycle(self) -> None:
        """The commit cycle (make bench's): write pending, commit on the revision last seen."""
        t0 = time.perf_counter()
        ref = self.write_pending()
        self.commit(ref)
        self.local.setdefault("cycle", Histogram()).record(time.perf_counter() - t0)

    def soak_cycle(self) -> None:
        """load head -> write pending -> commit, and now and then the rest of a worker's life."""
        c, i = self.cycles, self.spec.index
        t0 = time.perf_counter()
        self.load_head()
        if (c + i) % self.FENCE_EVERY == self.FENCE_EVERY - 1:
            self.fence()
        elif (c + i) % self.STALE_EVERY == self.STALE_EVERY - 1:
            ref = self.write_pending()
            self.commit(ref, "stale_commit", expected=self.revision + 1)
            self.commit(ref)
        else:
            self.commit(self.write_pending())
        self.local.setdefault("cycle", Histogram()).record(time.perf_counter() - t0)
        if (c + i) % self.READ_EVERY == 0:
            if (c // self.READ_EVERY) % 2:
                self.jcall("history", "GET", "/api/v1/state/history?limit=5")
            else:
                self.jcall("checkpoints", "GET", "/api/v1/state/checkpoints?limit=1")
        if (c + i) % self.PRUNE_EVERY == self.PRUNE_EVERY - 1:
            self.jcall("prune", "POST", "/api/v1/state/prune", {"strategy": "keep_latest"})
        if self.spec.memory and (c + i) % self.MEMORY_EVERY == 0:
            self.memory()

    def fence(self) -> None:
        """A new lease while a pending write of the old one is held: its commit must be fenced."""
        ref = self.write_pending()
        old = self.token
        _, doc = self.jcall(
            "lease_issue",
            "POST",
            f"/api/v1/bindings/{self.spec.binding_id}/leases",
            {"sandbox_id": f"soak-{self.spec.index}-{self.n}", "ttl_seconds": 3600},
            token=self.spec.app_token,
        )
        self.token = str(doc["lease_token"])
        self.commit(ref, "fenced_commit", token=old)
        self.commit(self.write_pending())

    def memory(self) -> None:
        key = f"soak-note-{self.n % self.MEMORY_KEYS}"
        status, doc = self.jcall("memory_get", "GET", f"/api/v1/memory/user/records/{key}")
        expected = doc["revision"] if status == 200 else None
        self.jcall(
            "memory_put",
            "PUT",
            f"/api/v1/memory/user/records/{key}",
            {
                "kind": "semantic",
                "content": f"The user prefers short answers about topic {self.n}.",
                "content_type": "text/plain",
                "expected_revision": expected,
                "retention_days": 1,
            },
        )

    def run(self, end: float) -> None:
        step = self.soak_cycle if self.spec.profile == "soak" else self.cycle
        if self.spec.profile == "cycle":
            with contextlib.suppress(Refused):
                self.load_head()  # the head a warm-up left
        while time.perf_counter() < end:
            try:
                step()
                self.cycles += 1
            except Refused:
                time.sleep(0.05)  # and resynchronise from the head
                if self.spec.profile == "cycle":
                    with contextlib.suppress(Refused):
                        self.load_head()
            except (KeyError, TypeError, ValueError) as exc:  # an answer of the wrong shape
                self.errors[("shape", 0, type(exc).__name__)] += 1
                time.sleep(0.05)
        self.http.close()
        with self.lock:
            for op, h in self.local.items():
                self.tally.hist.setdefault(op, Histogram()).merge(h)
            self.tally.answers.update(self.answers)
            self.tally.errors.update(self.errors)
            self.tally.anomalies.extend(self.anomalies[:10])
            self.tally.cycles += self.cycles


def load_process(specs: list[WorkerSpec], start: float, end: float, pipe: Connection) -> None:
    """A load-generator process: one thread per worker; sends its tally, then waits for the
    parent's last memory sample before exiting."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    tally, lock = Tally(), threading.Lock()
    workers = [Worker(s, tally, lock) for s in specs]
    while time.perf_counter() < start:
        time.sleep(0.005)
    cpu0 = sum(os.times()[:2])
    threads = [threading.Thread(target=w.run, args=(end,), daemon=True) for w in workers]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    tally.cpu_seconds = sum(os.times()[:2]) - cpu0
    pipe.send(tally)
    pipe.recv()  # the parent's final sample is taken
    pipe.close()


def run_load(
    specs: list[WorkerSpec],
    procs: int,
    seconds: float,
    watched: Watched | None = None,
    on_tick: Any = None,
) -> tuple[Tally, list[float], float]:
    """Start ``procs`` load processes over the specs, run for ``seconds``; returns the merged
    tally, each process's CPU (% of one core) and the wall time. ``on_tick(elapsed)`` is called
    about every second from this process (sampling)."""
    ctx = mp.get_context("fork")
    procs = max(1, min(procs, len(specs)))
    start = time.perf_counter() + 1.0
    end = start + seconds
    pipes, children = [], []
    for k in range(procs):
        parent, child = ctx.Pipe()
        p = ctx.Process(target=load_process, args=(specs[k::procs], start, end, child), daemon=True)
        p.start()
        pipes.append(parent)
        children.append(p)
    if watched is not None:
        watched.loadgen_children = [p.pid for p in children if p.pid]
    while time.perf_counter() < start:
        time.sleep(0.005)
    while (now := time.perf_counter()) < end:
        if on_tick is not None:
            on_tick(now - start)
        time.sleep(min(1.0, max(0.0, end - time.perf_counter())))
    tallies: list[Tally] = [pipe.recv() for pipe in pipes]
    wall = time.perf_counter() - start
    if on_tick is not None:
        on_tick(wall, final=True)
    for pipe in pipes:
        pipe.send("bye")
    for p in children:
        p.join(timeout=30)
    merged = Tally()
    for t in tallies:
        merged.merge(t)
    return merged, [100.0 * t.cpu_seconds / seconds for t in tallies], wall


# --- provisioning, database views, maintenance ---------------------------------------------


def api(url: str, token: str, method: str, path: str, doc: Any) -> Any:
    h = Http(url)
    try:
        status, data = h.request(method, path, token, json.dumps(doc).encode(), "application/json")
    finally:
        h.close()
    if status >= 300:
        raise RuntimeError(f"{method} {path}: {status} {data[:200]!r}")
    return json.loads(data)


def provision(
    urls: list[str], app_token: str, n: int, size: int, profile: str, memory_every: int
) -> list[WorkerSpec]:
    """One binding and lease per worker through the control plane; worker i talks to urls[i % k]."""
    run = uuid.uuid4().hex[:8]
    specs = []
    for i in range(n):
        url = urls[i % len(urls)]
        binding = api(
            url,
            app_token,
            "POST",
            "/api/v1/bindings",
            {
                "environment": ENVIRONMENT,
                "harness": "soak",
                "adapter": "soak-adapter",
                "adapter_codec_version": CODEC,
                "agent_id": "agent-soak",
                "subject": f"{run}-{i}@soak.invalid",
                "organization_id": ORGANIZATION,
            },
        )
        lease = api(
            url,
            app_token,
            "POST",
            f"/api/v1/bindings/{binding['id']}/leases",
            {"sandbox_id": f"soak-{i}", "ttl_seconds": 3600 * 4},
        )
        specs.append(
            WorkerSpec(
                index=i,
                url=url,
                binding_id=str(binding["id"]),
                lease_token=str(lease["lease_token"]),
                app_token=app_token,
                prefix=f"{run}.w{i}",
                payload_size=size,
                profile=profile,
                memory=memory_every > 0 and i % memory_every == 0,
            )
        )
    return specs


def table_stats(dsn: str) -> dict[str, tuple[int, int]]:
    """Rows and total size (bytes, with indexes and TOAST) of the state and memory tables."""
    out: dict[str, tuple[int, int]] = {}
    with psycopg.connect(dsn, autocommit=True) as conn:
        for t in STATE_TABLES:
            row = conn.execute(f"SELECT count(*), pg_total_relation_size('{t}') FROM {t}").fetchone()  # noqa: S608
            out[t] = (int(row[0]), int(row[1])) if row else (0, 0)
    return out


STALE_PENDING_SQL = """
SELECT count(*) FILTER (WHERE s.created_at < now() - make_interval(secs => %s)), count(*)
FROM statecore_nativestate s JOIN statecore_binding b ON b.id = s.binding_id
WHERE s.status = 'pending' AND (s.epoch < b.epoch OR s.lease_generation < b.lease_generation)
"""


def state_bounds(dsn: str, overdue_after: float, since: float) -> dict[str, int]:
    """Stale pending writes (fenced generation or old epoch), those the sweep should already
    have deleted (older than ``overdue_after`` s), what the sweeps deleted since the unix time
    ``since`` (their audit events), and the most durable states any binding holds."""
    with psycopg.connect(dsn, autocommit=True) as conn:
        overdue, stale = conn.execute(STALE_PENDING_SQL, (overdue_after,)).fetchone() or (0, 0)
        swept = conn.execute(
            "SELECT coalesce(sum((data->>'count')::int), 0), count(*) FROM statecore_auditevent "
            "WHERE action = 'thread_state.sweep_pending' AND at >= to_timestamp(%s)",
            (since,),
        ).fetchone() or (0, 0)
        most = conn.execute(
            "SELECT coalesce(max(c), 0) FROM (SELECT count(*) c FROM statecore_nativestate "
            "WHERE status = 'durable' GROUP BY binding_id) x"
        ).fetchone() or (0,)
    return {
        "stale_pending": int(stale),
        "overdue_stale_pending": int(overdue),
        "swept": int(swept[0]),
        "sweeps": int(swept[1]),
        "max_durable_per_binding": int(most[0]),
    }


class ConnectionPeak(threading.Thread):
    """Peak client connections (to the database, and to the whole server), sampled from
    ``pg_stat_activity`` (the sampler's own connection is not counted)."""

    def __init__(self, dsn: str, interval: float = 0.25) -> None:
        super().__init__(daemon=True)
        self.dsn, self.interval = dsn, interval
        self.dbname = str(psycopg.conninfo.conninfo_to_dict(dsn).get("dbname", ""))
        self.peak_db = self.peak_all = 0
        self.max_connections = 0
        self.done = threading.Event()

    def run(self) -> None:
        with psycopg.connect(self.dsn, autocommit=True) as conn:
            row = conn.execute("SHOW max_connections").fetchone()
            self.max_connections = int(row[0]) if row else 0
            while not self.done.is_set():
                db, total = conn.execute(
                    "SELECT count(*) FILTER (WHERE datname = %s), count(*) FROM pg_stat_activity "
                    "WHERE pid <> pg_backend_pid() AND backend_type = 'client backend'",
                    (self.dbname,),
                ).fetchone() or (0, 0)
                self.peak_db, self.peak_all = max(self.peak_db, db), max(self.peak_all, total)
                self.done.wait(self.interval)

    def stop(self) -> None:
        self.done.set()
        self.join()


class Maintenance:
    """Celery beat on a compressed schedule: the production tasks, sent through the broker to
    the real Celery worker (no Django in this process: the tasks are sent by name)."""

    def __init__(self, broker: str, every: float, stale_after: float) -> None:
        from celery import Celery

        self.app = Celery("soak-beat", broker=broker)
        self.every, self.stale_after = every, stale_after
        self.next = time.monotonic() + every
        self.sent = 0

    def tick(self) -> None:
        if time.monotonic() < self.next:
            return
        self.next += self.every
        cutoff = time.time() - self.stale_after
        iso = time.strftime("%Y-%m-%dT%H:%M:%S+00:00", time.gmtime(cutoff))
        self.app.send_task("statecore.tasks.sweep_stale_pending", kwargs={"cutoff_iso": iso})
        self.app.send_task("statecore.tasks.memory_retention", kwargs={})
        self.sent += 1


CpuMark = tuple[dict[int, tuple[str, float]], float, float]


def cpu_share(marks: list[CpuMark]) -> dict[str, float]:
    """% of one core per group between the first and the last sample; ``other`` is the
    machine's busy time no watched process accounts for (other work on a shared machine,
    processes that exited, the kernel)."""
    if len(marks) < 2:
        return {}
    (p0, busy0, all0), (p1, busy1, all1) = marks[0], marks[-1]
    ncpu = os.cpu_count() or 1
    wall = (all1 - all0) / ncpu
    if wall <= 0:
        return {}
    used: dict[str, float] = {}
    for pid, (group, sec) in p1.items():
        used[group] = used.get(group, 0.0) + sec - (p0[pid][1] if pid in p0 else 0.0)
    share = {g: 100.0 * v / wall for g, v in used.items()}
    share["other"] = max(0.0, 100.0 * (busy1 - busy0) / wall - sum(share.values()))
    return share


class CpuMarks:
    """``on_tick`` for run_load: a CPU mark at the start and at the end (load processes alive)."""

    def __init__(self, watched: Watched) -> None:
        self.watched = watched
        self.marks: list[CpuMark] = []

    def tick(self, elapsed: float, final: bool = False) -> None:
        if final or not self.marks:
            self.marks.append(self.watched.cpu())


class PhaseSampler:
    """Called about every second during a phase: memory of every watched process and the stale
    pending writes every ``--sample-every`` seconds (and once more at the end), the compressed
    beat."""

    def __init__(
        self,
        args: argparse.Namespace,
        watched: Watched,
        maintenance: Maintenance | None,
        overdue_after: float,
        since: float,
    ) -> None:
        self.args, self.watched, self.maintenance = args, watched, maintenance
        self.overdue_after, self.since = overdue_after, since
        self.series: list[tuple[float, dict[str, Mem]]] = []
        self.stale_max = 0
        self.last = -1e9
        self.cpu_marks: list[CpuMark] = []

    def cpu_share(self) -> dict[str, float]:
        return cpu_share(self.cpu_marks)

    def tick(self, elapsed: float, final: bool = False) -> None:
        if final or elapsed - self.last >= self.args.sample_every:
            self.last = elapsed
            self.series.append((elapsed, self.watched.snapshot()))
            self.cpu_marks.append(self.watched.cpu())
            bounds = state_bounds(self.args.dsn, self.overdue_after, self.since)
            self.stale_max = max(self.stale_max, bounds["stale_pending"])
        if self.maintenance and not final:
            self.maintenance.tick()


# --- report ---------------------------------------------------------------------------------


def ms(seconds: float) -> str:
    return "n/a" if math.isnan(seconds) else f"{seconds * 1000:.1f}"


def mib(b: int) -> str:
    return f"{b / MIB:.1f}"


def print_latencies(tally: Tally, wall: float) -> None:
    print(f"  {'operation':<14} {'count':>8} {'per s':>8} {'p50 ms':>8} {'p99 ms':>8} {'max ms':>8}")
    order = ["cycle", *sorted(k for k in tally.hist if k != "cycle")]
    for op in order:
        h = tally.hist.get(op)
        if h is None:
            continue
        print(
            f"  {op:<14} {h.n:>8} {h.n / wall:>8.1f} {ms(h.percentile(50)):>8} "
            f"{ms(h.percentile(99)):>8} {ms(h.max):>8}"
        )


def print_answers(tally: Tally) -> None:
    refusals = Counter({k: v for k, v in tally.answers.items() if k[1] >= 300 and k not in tally.errors})
    if refusals:
        shown = ", ".join(f"{op} {s} {c}: {v}" for (op, s, c), v in sorted(refusals.items()))
        print(f"  expected contract refusals: {shown}")
    if tally.errors:
        shown = ", ".join(
            f"{op} {s or 'transport'} {c}: {v}" for (op, s, c), v in sorted(tally.errors.items())
        )
        print(f"  ERRORS: {shown}")
    for a in tally.anomalies:
        print(f"  ANOMALY: {a}")


def environment_line(dsn: str) -> str:
    try:
        with psycopg.connect(dsn, autocommit=True) as conn:
            row = conn.execute("SHOW server_version").fetchone()
        pg = f"PostgreSQL {row[0] if row else '?'}"
    except psycopg.Error as exc:
        pg = f"PostgreSQL: {exc}"
    with open("/proc/loadavg") as f:
        load = " ".join(f.read().split()[:3])
    return (
        f"{pg}; {os.cpu_count()} CPU cores shared by the load generator, the server(s) and "
        f"PostgreSQL; load average {load}"
    )


# --- soak -----------------------------------------------------------------------------------


def soak(args: argparse.Namespace) -> int:
    urls = args.url.split(",")
    pids = [int(p) for p in args.server_pid.split(",") if p]
    watched = Watched(
        servers=[(f"gunicorn {urlsplit(u).port}", p) for u, p in zip(urls, pids, strict=False)],
        postmaster=postmaster_pid(args.dsn),
        celery=[("celery worker", int(p)) for p in args.celery_pid.split(",") if p],
        dsn=args.dsn,
    )
    maintenance = Maintenance(args.broker, args.maintenance_every, args.stale_after) if args.broker else None
    print(environment_line(args.dsn))
    print(
        f"soak: {args.minutes:g} min per phase, workers {','.join(map(str, args.workers))}, "
        f"{args.size} B payloads, against {', '.join(urls)}"
    )
    if maintenance:
        print(
            f"maintenance: a real Celery worker on {args.broker}; this process plays beat every "
            f"{args.maintenance_every:g} s: statecore.tasks.sweep_stale_pending (cutoff "
            f"{args.stale_after:g} s ago; production: hourly, 24 h) and statecore.tasks.memory_retention "
            "(production: every 15 min)"
        )
    else:
        print("maintenance: none (no --broker)")
    status = 0
    summary: list[dict[str, Any]] = []
    for workers in args.workers:
        procs = args.procs or max(1, math.ceil(workers / 32))
        specs = provision(urls, args.app_token, workers, args.size, "soak", args.memory_every)
        seconds = args.minutes * 60
        phase_start_unix = time.time()
        tables0 = table_stats(args.dsn)
        overdue_after = args.stale_after + args.maintenance_every + 15
        sampler = PhaseSampler(args, watched, maintenance, overdue_after, phase_start_unix)
        peak = ConnectionPeak(args.dsn)
        peak.start()
        print(
            f"\n=== phase: {workers} workers, {len(urls)} server(s), {procs} load processes, {seconds:g} s",
            flush=True,
        )
        tally, cpu, wall = run_load(specs, procs, seconds, watched, sampler.tick)
        peak.stop()
        tables1 = table_stats(args.dsn)
        bounds = state_bounds(args.dsn, overdue_after, phase_start_unix)
        errors = sum(tally.errors.values())
        rate = errors / tally.requests if tally.requests else float("nan")
        cycles = tally.hist.get("cycle", Histogram()).n
        print(
            f"  {tally.requests} requests in {wall:.1f} s ({tally.requests / wall:.1f}/s), "
            f"{cycles} commit cycles ({cycles / wall:.1f}/s); errors {errors} (rate {rate:.2e})"
        )
        print_answers(tally)
        print_latencies(tally, wall)
        share = sampler.cpu_share()
        print(
            "  CPU, % of one core over the phase: "
            + ", ".join(f"{g} {v:.0f}" for g, v in share.items() if g != "other")
            + f"; other processes (not this soak) {share.get('other', 0.0):.0f}"
        )
        cpu_s = ", ".join(f"{c:.0f}" for c in cpu)
        print(
            f"  load generator CPU, % of one core per process: {cpu_s}"
            + ("  (near one core: GIL-bound, raise --procs)" if max(cpu) > 85 else "")
        )
        print(
            f"  peak PostgreSQL connections: {peak.peak_db} to {peak.dbname}, {peak.peak_all} in all; "
            f"max_connections {peak.max_connections}; {watched.postgres_processes} PostgreSQL processes"
        )
        verdicts = memory_verdicts(sampler.series, args.flat_mib, args.flat_pct)
        print(
            f"  resident memory, MiB: RSS start/end, anonymous start/middle/end, growth; flat = anonymous "
            f"growth over the last half <= max({args.flat_mib:g} MiB, {args.flat_pct:g} %)"
        )
        gone = sorted(set(sampler.series[0][1]) - set(sampler.series[-1][1])) if sampler.series else []
        for label in gone:
            print(f"    {label}: EXITED during the phase")
        for v in verdicts:
            print(
                f"    {v.label:<62} RSS {mib(v.start.rss):>7}/{mib(v.end.rss):<7} "
                f"anon {mib(v.start.anon):>6}/{mib(v.mid.anon)}/{mib(v.end.anon):<6} "
                f"+{mib(v.growth)} (last half {v.late_growth / MIB:+.1f}) {'flat' if v.flat else 'GREW'}"
            )
        print("  tables: rows start -> end (size MiB start -> end)")
        for t in STATE_TABLES:
            (r0, s0), (r1, s1) = tables0[t], tables1[t]
            print(f"    {t:<26} {r0:>9} -> {r1:<9} ({mib(s0)} -> {mib(s1)})")
        prune_bound = 2 * Worker.PRUNE_EVERY + 10
        bounded = bounds["overdue_stale_pending"] == 0 and bounds["max_durable_per_binding"] <= prune_bound
        print(
            f"  bounded: stale pending writes (fenced generations) max {sampler.stale_max}, at the end "
            f"{bounds['stale_pending']}, older than {overdue_after:g} s (overdue for the sweep) "
            f"{bounds['overdue_stale_pending']}; swept {bounds['swept']} in {bounds['sweeps']} sweep "
            f"batches; most durable states of one binding {bounds['max_durable_per_binding']} "
            f"(prune keeps it <= {prune_bound}) -> {'bounded' if bounded else 'NOT BOUNDED'}"
        )
        print(
            "  (audit events, runs, leases and memory proposals are kept by design: they grow "
            "with the work done)"
        )
        flat = all(v.flat for v in verdicts) and not gone
        print(
            f"  verdict: errors {errors}, anomalies {len(tally.anomalies)}, memory "
            f"{'flat' if flat else 'NOT flat'}, tables {'bounded' if bounded else 'NOT bounded'}"
        )
        if errors or tally.anomalies or not cycles:
            status = 1
        elif (not flat or not bounded) and status == 0:
            status = 2
        summary.append(
            {
                "workers": workers,
                "seconds": wall,
                "requests": tally.requests,
                "errors": {f"{op} {s} {c}": v for (op, s, c), v in tally.errors.items()},
                "cycles_per_s": cycles / wall,
                "ops": {
                    op: {"n": h.n, "p50_ms": h.percentile(50) * 1000, "p99_ms": h.percentile(99) * 1000}
                    for op, h in tally.hist.items()
                },
                "memory": {v.label: [v.start.anon, v.mid.anon, v.end.anon, v.flat] for v in verdicts},
                "peak_connections": peak.peak_db,
                "cpu_pct_of_one_core": share,
                "tables": {t: [tables0[t], tables1[t]] for t in STATE_TABLES},
                "bounds": bounds,
            }
        )
    print(
        "\noverall: "
        + {
            0: "PASS (no errors, memory flat, tables bounded)",
            1: "FAIL: errors or anomalies",
            2: "FAIL: growth",
        }[status]
    )
    if args.json_out:
        with open(args.json_out, "w") as f:
            json.dump(summary, f, indent=1)
    return status


# --- two servers against one ----------------------------------------------------------------


class Gunicorn:
    """gunicorn with deploy/gunicorn.conf.py (gthread), the environment's production settings."""

    def __init__(self, port: int, workers: int, threads: int, log_dir: str) -> None:
        self.port, self.workers = port, workers
        self.url = f"http://127.0.0.1:{port}"
        env = {
            **os.environ,
            "GUNICORN_WORKER_CLASS": "gthread",
            "GUNICORN_WORKERS": str(workers),
            "GUNICORN_THREADS": str(threads),
            "GUNICORN_BIND": f"127.0.0.1:{port}",
            "GUNICORN_ACCESS_LOG": os.path.join(log_dir, f"access-{port}.log"),
        }
        self.log = open(os.path.join(log_dir, f"server-{port}.log"), "ab")  # noqa: SIM115
        gunicorn = os.path.join(os.path.dirname(sys.executable), "gunicorn")
        self.proc = subprocess.Popen(  # noqa: S603 (this venv's gunicorn, the repository's config)
            [gunicorn, "-c", "deploy/gunicorn.conf.py"], env=env, stdout=self.log, stderr=self.log
        )
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                h = Http(self.url, timeout=1)
                ok = h.request("GET", "/healthz", "")[0] == 200
                h.close()
                if ok:
                    return
            except OSError:
                pass
            if self.proc.poll() is not None:
                break
            time.sleep(0.1)
        self.stop()
        raise RuntimeError(f"gunicorn on port {port} did not come up (log: {self.log.name})")

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self.log.close()


@dataclass
class ReplicaRun:
    servers: int
    cycles_per_s: float
    p50_ms: float
    p99_ms: float
    errors: int
    other_cpu_pct: float


def replicas(args: argparse.Namespace) -> int:
    if args.server_workers < 2 or args.server_workers % 2:
        raise SystemExit("--server-workers must be even (two servers get half each)")
    if args.clients % 2:
        raise SystemExit("--clients must be even (spread evenly over two servers)")
    import tempfile

    log_dir = tempfile.mkdtemp(prefix="soak-replicas-")
    print(environment_line(args.dsn))
    print(
        f"two servers vs one: the commit cycle (PUT pending + POST commit), {args.clients} clients "
        f"({args.procs} load processes), {args.seconds:g} s per run after {args.warmup:g} s warm-up, "
        f"{args.size} B payloads, alternated {args.repeats}x; gunicorn gthread with "
        f"{args.threads} threads per process; same database"
    )
    print(
        f"NOTE: this machine has {os.cpu_count()} cores shared by the servers, PostgreSQL and the load "
        "generator: the ratio measures the coordination cost of a second server (more processes, "
        "connections, row locks across servers), not scaling."
    )
    postmaster = postmaster_pid(args.dsn)
    runs: list[ReplicaRun] = []
    for _ in range(args.repeats):
        for layout in (1, 2):
            per = args.server_workers // layout
            servers = [Gunicorn(args.port + k, per, args.threads, log_dir) for k in range(layout)]
            try:
                urls = [s.url for s in servers]
                specs = provision(urls, args.app_token, args.clients, args.size, "cycle", 0)
                if args.warmup > 0:
                    run_load(specs, args.procs, args.warmup)
                watched = Watched([("gunicorn", s.proc.pid) for s in servers], postmaster, [], dsn=args.dsn)
                marks = CpuMarks(watched)
                tally, cpu, wall = run_load(specs, args.procs, args.seconds, watched, marks.tick)
                share = cpu_share(marks.marks)
            finally:
                for s in servers:
                    s.stop()
            h = tally.hist.get("cycle", Histogram())
            errors = sum(tally.errors.values())
            label = f"1 server x {per} workers" if layout == 1 else f"2 servers x {per} workers"
            print(
                f"  {label:<22} {h.n / wall:8.1f} cycles/s  p50 {ms(h.percentile(50))} ms  "
                f"p99 {ms(h.percentile(99))} ms  errors {errors}  load generator CPU "
                f"{'/'.join(f'{c:.0f}' for c in cpu)} % of a core",
                flush=True,
            )
            print(
                "    CPU, % of one core: "
                + ", ".join(f"{g} {v:.0f}" for g, v in share.items() if g != "other")
                + f"; other processes (not this benchmark) {share.get('other', 0.0):.0f}"
            )
            print_answers(tally)
            p50, p99 = h.percentile(50) * 1000, h.percentile(99) * 1000
            runs.append(ReplicaRun(layout, h.n / wall, p50, p99, errors, share.get("other", 0.0)))
    one = [r for r in runs if r.servers == 1]
    two = [r for r in runs if r.servers == 2]

    def mean(xs: list[float]) -> float:
        return sum(xs) / len(xs) if xs else float("nan")

    t1, t2 = mean([r.cycles_per_s for r in one]), mean([r.cycles_per_s for r in two])
    ratio = t2 / t1 if t1 else float("nan")
    w = args.server_workers
    print()
    print(
        f"{'layout':<28} {'cycles/s':>9} {'p50 ms':>8} {'p99 ms':>8} {'other procs %':>14}"
        f"  (means of {args.repeats} runs)"
    )
    for label, rs, t in ((f"1 server, {w} workers", one, t1), (f"2 servers, {w // 2} workers each", two, t2)):
        print(
            f"{label:<28} {t:>9.1f} {mean([r.p50_ms for r in rs]):>8.1f} "
            f"{mean([r.p99_ms for r in rs]):>8.1f} {mean([r.other_cpu_pct for r in rs]):>14.0f}"
        )
    goal = ratio >= 0.9
    print(
        f"ratio two/one: {ratio:.3f} (goal: within 10 % of one server, >= 0.90: "
        f"{'MET' if goal else 'not met'}); per run: "
        + ", ".join(f"{b.cycles_per_s / a.cycles_per_s:.3f}" for a, b in zip(one, two, strict=True))
    )
    print(
        f"(coordination cost on {os.cpu_count()} shared cores, not scaling; 'other procs' = CPU of "
        "processes that are not this benchmark, in % of one core)"
    )
    if args.json_out:
        with open(args.json_out, "w") as f:
            json.dump({"runs": [r.__dict__ for r in runs], "ratio": ratio}, f, indent=1)
    failed = any(r.errors for r in runs) or not all(r.cycles_per_s for r in runs)
    if failed:
        print(f"server logs in {log_dir}")
    else:
        shutil.rmtree(log_dir, ignore_errors=True)
    return 1 if failed else 0


# --- command line ---------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = p.add_subparsers(dest="mode", required=True)
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--app-token", default=os.environ.get("STATECORE_APP_TOKEN", ""), required=False)
    common.add_argument("--dsn", default=os.environ.get("DATABASE_URL", ""))
    common.add_argument("--size", type=int, default=4096, help="state payload bytes (default 4096)")
    common.add_argument("--json-out", default="")

    s = sub.add_parser("soak", parents=[common], help="phases of sustained load against running servers")
    s.add_argument("--url", default="http://127.0.0.1:8790", help="server URL(s), comma separated")
    s.add_argument("--server-pid", default="", help="gunicorn master pid(s), comma separated, as --url")
    s.add_argument("--celery-pid", default="", help="Celery worker pid(s) whose memory is reported")
    s.add_argument("--minutes", type=float, default=10.0, help="minutes per phase (default 10)")
    s.add_argument("--workers", default="8,32,64", help="worker counts, one phase each (default 8,32,64)")
    s.add_argument("--procs", type=int, default=0, help="load processes (default: one per 32 workers)")
    s.add_argument("--memory-every", type=int, default=8, help="one worker in N writes memory (0: none)")
    s.add_argument("--broker", default="", help="Celery broker URL: send the periodic tasks (beat)")
    s.add_argument("--maintenance-every", type=float, default=60.0, help="seconds between beats (default 60)")
    s.add_argument("--stale-after", type=float, default=30.0, help="the sweep's cutoff age in seconds")
    s.add_argument("--sample-every", type=float, default=10.0, help="seconds between memory samples")
    s.add_argument("--flat-mib", type=float, default=4.0)
    s.add_argument("--flat-pct", type=float, default=2.0)

    r = sub.add_parser("replicas", parents=[common], help="one gunicorn with W workers vs two with W/2")
    r.add_argument("--port", type=int, default=8790, help="first port; the second server gets the next")
    r.add_argument("--server-workers", type=int, default=2, help="W: gunicorn processes in all (even)")
    r.add_argument("--threads", type=int, default=4, help="gthread threads per gunicorn process")
    r.add_argument("--clients", type=int, default=16, help="concurrent clients in all (even)")
    r.add_argument("--procs", type=int, default=2, help="load-generator processes")
    r.add_argument("--seconds", type=float, default=30.0, help="measured seconds per run")
    r.add_argument("--warmup", type=float, default=3.0)
    r.add_argument("--repeats", type=int, default=2, help="one-server/two-server pairs, alternated")

    args = p.parse_args(argv)
    if not args.app_token or not args.dsn:
        p.error("--app-token and --dsn (or STATECORE_APP_TOKEN and DATABASE_URL) are required")
    if args.size < 16:
        p.error("--size must be at least 16 bytes")
    if args.mode == "soak":
        args.workers = [int(x) for x in args.workers.split(",") if x]
        return soak(args)
    return replicas(args)


if __name__ == "__main__":
    sys.exit(main())
