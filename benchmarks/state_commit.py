"""Thread-state commit benchmark: statecore over HTTP against two baselines on the same PostgreSQL.

    .venv/bin/python benchmarks/state_commit.py [--seconds N] [--workers 1,8] [--sizes 4096,65536]

Normally started by ``scripts/bench.sh`` (``make bench``), which creates a fresh database, starts
the server (gunicorn or granian) with production settings and passes ``--url``, ``--app-token``,
``--dsn`` and ``--server-pid``. What is measured, in one run:

* statecore: each worker has its own binding and lease (created through the API) and a
  keep-alive ``httpx.Client``; one cycle is ``PUT /api/v1/state/pending/{key}`` with the payload
  then ``POST /api/v1/state/commit`` with ``expected_durable_revision`` = the previous revision.
* PostgresSaver: ``langgraph.checkpoint.postgres.PostgresSaver`` over a
  ``psycopg_pool.ConnectionPool(max_size=8)``; each thread puts checkpoints on its own
  thread_id, each with one channel value of the payload size (a blob row + a checkpoint row).
* raw CAS: one psycopg connection per thread (autocommit),
  ``UPDATE bench_cas SET rev = rev + 1 WHERE id = %s AND rev = %s`` on its own row.

It prints absolute numbers (ops/s, p50/p99), the ratios statecore/PostgresSaver and
statecore/raw CAS, whether each goal is met, and where the CPU went (load generator, server,
PostgreSQL), because the load generator and the server share the machine's cores. CPU is also
given per HTTP request (a cycle is two): server CPU per request is the whole server process
tree (gunicorn or granian, master and workers), client CPU per request the load generator's.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import json
import math
import multiprocessing as mp
import os
import platform
import sys
import threading
import time
import uuid
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import Any

import httpx
import psycopg
import psycopg.conninfo

CODEC = "bench/1"
ENVIRONMENT = "prod"
ORGANIZATION = "org-1"

# Goals at 8 workers (issue 9): commit cycles/s >= 0.5x PostgresSaver puts/s, cycle p99 < 20 ms,
# server CPU <= 2 ms per worker request. Raw CAS is a ceiling, shown without a goal.
GOAL_WORKERS = 8
GOAL_VS_SAVER = 0.5
GOAL_P99_MS = 20.0
GOAL_SERVER_CPU_MS_PER_REQUEST = 2.0
REQUESTS_PER_CYCLE = 2  # PUT pending + POST commit


# --- measurement ------------------------------------------------------------------------------


@dataclass
class Samples:
    """Latencies (seconds) of the operations that started after warm-up and ended before the end."""

    total: list[float] = field(default_factory=list)
    parts: dict[str, list[float]] = field(default_factory=dict)
    # operations that ended inside the measured window, wherever they started: what the window's
    # CPU paid for (``total`` also leaves out those that started before it)
    completed: int = 0
    cpu_seconds: float = 0.0  # of a load-generating child process (process mode only)
    error: str = ""


def timed_loop(
    op: Callable[[], tuple[float, ...] | None], warm_end: float, end: float, names: tuple[str, ...]
) -> Samples:
    """Run ``op`` back to back until ``end`` (perf_counter, the same monotonic clock in every process)."""
    out = Samples(parts={n: [] for n in names})
    cpu_at_warm = None
    try:
        while True:
            t0 = time.perf_counter()
            if t0 >= end:
                break
            if cpu_at_warm is None and t0 >= warm_end:
                cpu_at_warm = sum(os.times()[:2])
            parts = op()
            t1 = time.perf_counter()
            if warm_end <= t1 <= end:
                out.completed += 1
            if t0 >= warm_end and t1 <= end:
                out.total.append(t1 - t0)
                if parts:
                    for n, v in zip(names, parts, strict=True):
                        out.parts[n].append(v)
    except Exception as exc:  # reported, and the run is marked failed
        out.error = f"{type(exc).__name__}: {exc}"[:500]
    if cpu_at_warm is not None:
        out.cpu_seconds = sum(os.times()[:2]) - cpu_at_warm  # whole process, measured window
    return out


def pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    s = sorted(values)
    k = max(0, min(len(s) - 1, math.ceil(q / 100.0 * len(s)) - 1))  # nearest rank
    return s[k]


def known(value: float | None) -> bool:
    return value is not None and not math.isnan(value)


def per(numerator: float | None, denominator: float | None) -> float | None:
    """numerator / denominator, or None (printed "n/a") where the denominator, a measured count
    or rate, is zero or missing: a point that failed or a baseline that did not run."""
    if numerator is None or denominator is None or math.isnan(numerator) or math.isnan(denominator):
        return None
    return numerator / denominator if denominator else None


def fmt(value: float | None, spec: str = ".2f", suffix: str = "") -> str:
    return f"{value:{spec}}{suffix}" if known(value) else "n/a"


def cpu_ms(cpu: dict[str, float], group: str) -> float | None:
    """Milliseconds of CPU the group used in the measured window (None if nothing was measured)."""
    if not cpu or "wall_s" not in cpu:
        return None
    return cpu.get(group, 0.0) / 100.0 * cpu["wall_s"] * 1000.0


class CpuMeter:
    """CPU by group between two snapshots, from /proc (Linux). Groups: ``loadgen`` (this
    process), ``server`` (the server pid and all its descendants: gunicorn's master and workers,
    granian's main process and its worker processes), ``postgres`` (the benchmark database's
    backends and the server's background processes) and ``other``."""

    def __init__(self, server_pid: int | None, dbname: str) -> None:
        self.server_pid = server_pid
        self.dbname = dbname
        self.tick = os.sysconf("SC_CLK_TCK")

    def _procs(self) -> dict[int, tuple[str, float]]:
        me = os.getpid()
        stats: dict[int, tuple[int, str, float]] = {}
        for name in os.listdir("/proc"):
            if not name.isdigit():
                continue
            try:
                with open(f"/proc/{name}/stat") as f:
                    raw = f.read()
            except OSError:
                continue
            comm = raw[raw.index("(") + 1 : raw.rindex(")")]
            rest = raw[raw.rindex(")") + 2 :].split()
            stats[int(name)] = (int(rest[1]), comm, (int(rest[11]) + int(rest[12])) / self.tick)
        server = self._tree(stats)
        snap: dict[int, tuple[str, float]] = {}
        for pid, (ppid, comm, cpu) in stats.items():
            if pid == me:
                group = "loadgen"
            elif ppid == me:
                continue  # process-mode load generators report their own CPU
            elif pid in server:
                group = "server"
            elif comm.startswith("postgres"):
                group = "postgres" if self._ours(pid) else "other"
            else:
                group = "other"
            snap[pid] = (group, cpu)
        return snap

    def _tree(self, stats: dict[int, tuple[int, str, float]]) -> set[int]:
        """The server pid and every process below it (a wrapper script's exec keeps the pid)."""
        if not self.server_pid:
            return set()
        tree, grew = {self.server_pid}, True
        while grew:
            below = {pid for pid, (ppid, _, _) in stats.items() if ppid in tree} - tree
            tree |= below
            grew = bool(below)
        return tree

    def _ours(self, pid: int) -> bool:
        """A backend of the benchmark's database, or a PostgreSQL background process (WAL writer,
        checkpointer...); backends of other databases on the same server are someone else's."""
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as f:
                title = f.read().replace(b"\0", b" ").decode("utf-8", "replace")
        except OSError:
            return False
        is_backend = "(" in title or "[local]" in title
        return not is_backend or f" {self.dbname} " in title

    @staticmethod
    def _machine() -> tuple[float, float]:
        with open("/proc/stat") as f:
            fields = [float(x) for x in f.readline().split()[1:]]
        idle = fields[3] + fields[4]
        return sum(fields) - idle, sum(fields)

    def start(self) -> tuple[dict[int, tuple[str, float]], tuple[float, float], float]:
        return self._procs(), self._machine(), time.perf_counter()

    def stop(
        self,
        started: tuple[dict[int, tuple[str, float]], tuple[float, float], float],
        extra_loadgen: float = 0.0,
    ) -> dict[str, float]:
        before, (busy0, all0), t0 = started
        after = self._procs()
        busy1, all1 = self._machine()
        wall = time.perf_counter() - t0
        groups: dict[str, float] = {"loadgen": extra_loadgen, "server": 0.0, "postgres": 0.0, "other": 0.0}
        for pid, (group, cpu) in after.items():
            groups[group] += cpu - (before[pid][1] if pid in before else 0.0)  # new: all of it
        ncpu = os.cpu_count() or 1
        # percent of ONE core, averaged over the run; machine = percent of all cores busy
        result = {k: 100.0 * v / wall for k, v in groups.items()}
        result["machine_busy_pct_of_all"] = 100.0 * (busy1 - busy0) / max(1.0, all1 - all0)
        # busy time no live process accounts for: processes that exited during the run, kernel work
        result["unattributed"] = max(
            0.0, result["machine_busy_pct_of_all"] * ncpu - sum(result[g] for g in groups)
        )
        result["ncpu"] = ncpu
        result["wall_s"] = wall
        return result


@dataclass
class RunResult:
    system: str
    size: int
    workers: int
    seconds: float
    ops: int
    ops_per_s: float
    p50_ms: float
    p99_ms: float
    parts_ms: dict[str, tuple[float, float]]
    cpu: dict[str, float]
    load: str
    error: str = ""
    requests_per_op: int = 1  # HTTP requests (statecore) or calls (baselines) in one operation
    completed: int = 0  # operations that ended inside the measured window

    def cpu_per_op(self, group: str) -> float | None:
        """ms of the group's CPU per operation completed in the measured window."""
        return per(cpu_ms(self.cpu, group), self.completed)

    def cpu_per_request(self, group: str) -> float | None:
        return per(self.cpu_per_op(group), self.requests_per_op)


def summarize(
    system: str,
    size: int,
    workers: int,
    seconds: float,
    samples: list[Samples],
    cpu: dict[str, float],
    load: str,
    requests_per_op: int = 1,
) -> RunResult:
    total = [v for s in samples for v in s.total]
    names = list(samples[0].parts) if samples else []
    parts = {n: [v for s in samples for v in s.parts.get(n, [])] for n in names}
    errors = "; ".join(sorted({s.error for s in samples if s.error}))
    return RunResult(
        system=system,
        size=size,
        workers=workers,
        seconds=seconds,
        ops=len(total),
        ops_per_s=len(total) / seconds,
        p50_ms=pct(total, 50) * 1000,
        p99_ms=pct(total, 99) * 1000,
        parts_ms={n: (pct(v, 50) * 1000, pct(v, 99) * 1000) for n, v in parts.items()},
        cpu=cpu,
        load=load,
        error=errors,
        requests_per_op=requests_per_op,
        completed=sum(s.completed for s in samples),
    )


def run_threads(
    factories: list[Callable[[], Callable[[], Any]]],
    names: tuple[str, ...],
    args: argparse.Namespace,
    meter: CpuMeter,
) -> tuple[list[Samples], dict[str, float]]:
    """One thread per factory. Each factory runs in its thread (setup: connect), then all start
    together; CPU is measured over the measured window only (after warm-up)."""
    n = len(factories)
    ready = threading.Barrier(n + 1)
    go = threading.Event()
    results: list[Samples] = [Samples() for _ in range(n)]
    sched: dict[str, float] = {}

    def body(i: int) -> None:
        try:
            op = factories[i]()
        except Exception as exc:
            results[i] = Samples(error=f"setup: {type(exc).__name__}: {exc}"[:500])
            ready.abort()
            return
        try:
            ready.wait()
        except threading.BrokenBarrierError:
            return
        go.wait()
        results[i] = timed_loop(op, sched["warm_end"], sched["end"], names)

    threads = [threading.Thread(target=body, args=(i,), daemon=True) for i in range(n)]
    for t in threads:
        t.start()
    try:
        ready.wait()
    except threading.BrokenBarrierError:
        for t in threads:
            t.join()
        return results, {}
    now = time.perf_counter()
    sched["warm_end"] = now + args.warmup
    sched["end"] = now + args.warmup + args.seconds
    go.set()
    time.sleep(max(0.0, sched["warm_end"] - time.perf_counter()))
    started = meter.start()
    time.sleep(max(0.0, sched["end"] - time.perf_counter()))
    cpu = meter.stop(started)
    for t in threads:
        t.join()
    return results, cpu


# --- statecore over HTTP ----------------------------------------------------------------------


@dataclass(frozen=True)
class WorkerSpec:
    index: int
    lease_token: str
    payload_size: int
    run_prefix: str


def provision(url: str, app_token: str, n: int, size: int, run_prefix: str) -> list[WorkerSpec]:
    """One binding and one lease per worker, through the control-plane API."""
    specs = []
    with httpx.Client(base_url=url, timeout=30, headers={"Authorization": f"Bearer {app_token}"}) as app:
        for i in range(n):
            r = app.post(
                "/api/v1/bindings",
                json={
                    "environment": ENVIRONMENT,
                    "harness": "bench",
                    "adapter": "bench-adapter",
                    "adapter_codec_version": CODEC,
                    "agent_id": "agent-bench",
                    "subject": f"{run_prefix}-{size}-{n}-{i}@bench.invalid",
                    "organization_id": ORGANIZATION,
                },
            )
            r.raise_for_status()
            binding = r.json()
            r = app.post(
                f"/api/v1/bindings/{binding['id']}/leases",
                json={"sandbox_id": f"bench-{i}", "ttl_seconds": 3600},
            )
            r.raise_for_status()
            specs.append(WorkerSpec(i, r.json()["lease_token"], size, f"{run_prefix}-{size}-{n}-{i}"))
    return specs


def statecore_op(url: str, spec: WorkerSpec, opened: list[Any]) -> Callable[[], tuple[float, float]]:
    client = httpx.Client(
        base_url=url,
        timeout=30,
        headers={"Authorization": f"Bearer {spec.lease_token}"},
        limits=httpx.Limits(max_connections=1, max_keepalive_connections=1),
    )
    opened.append(client)
    body = os.urandom(spec.payload_size - 8)
    state = {"rev": 0, "n": 0}
    put_headers = {"Content-Type": "application/octet-stream", "X-State-Codec": CODEC}

    def cycle() -> tuple[float, float]:
        n = state["n"] = state["n"] + 1
        payload = n.to_bytes(8, "big") + body  # a different state every cycle
        t0 = time.perf_counter()
        r = client.put(f"/api/v1/state/pending/{spec.run_prefix}.{n}", content=payload, headers=put_headers)
        if r.status_code != 201:
            raise RuntimeError(f"PUT pending: {r.status_code} {r.text[:200]}")
        ref = r.json()["state_ref"]
        t1 = time.perf_counter()
        r = client.post(
            "/api/v1/state/commit",
            json={
                "state_ref": ref,
                "expected_durable_revision": state["rev"],
                "run_id": f"{spec.run_prefix}.r{n}",
                "run": {"status": "completed"},
            },
        )
        if r.status_code != 200:
            raise RuntimeError(f"POST commit: {r.status_code} {r.text[:200]}")
        state["rev"] = r.json()["head"]["revision"]
        t2 = time.perf_counter()
        return t1 - t0, t2 - t1

    return cycle


def _child(url: str, spec: WorkerSpec, warm_end: float, end: float, go_at: float, conn: Any) -> None:
    op = statecore_op(url, spec, [])
    while time.perf_counter() < go_at:
        time.sleep(0.001)
    samples = timed_loop(op, warm_end, end, ("put", "commit"))
    conn.send(samples)
    conn.close()


def bench_statecore(args: argparse.Namespace, size: int, workers: int, meter: CpuMeter) -> RunResult:
    prefix = f"b{uuid.uuid4().hex[:8]}"
    specs = provision(args.url, args.app_token, workers, size, prefix)
    if args.load == "process":
        ctx = mp.get_context("fork")
        go_at = time.perf_counter() + 1.0  # time for the children to start and connect
        warm_end, end = go_at + args.warmup, go_at + args.warmup + args.seconds
        pipes, procs = [], []
        for spec in specs:
            parent, child = ctx.Pipe(duplex=False)
            p = ctx.Process(target=_child, args=(args.url, spec, warm_end, end, go_at, child), daemon=True)
            p.start()
            pipes.append(parent)
            procs.append(p)
        while time.perf_counter() < warm_end:
            time.sleep(0.005)
        cpu_started = meter.start()
        samples = [p.recv() for p in pipes]
        for p in procs:
            p.join()
        cpu = meter.stop(cpu_started, extra_loadgen=sum(s.cpu_seconds for s in samples))
        load = f"{workers} processes"
    else:
        opened: list[Any] = []
        factories: list[Callable[[], Callable[[], Any]]] = [
            functools.partial(statecore_op, args.url, spec, opened) for spec in specs
        ]
        samples, cpu = run_threads(factories, ("put", "commit"), args, meter)
        for client in opened:
            client.close()
        load = f"{workers} threads"
    return summarize("statecore", size, workers, args.seconds, samples, cpu, load, REQUESTS_PER_CYCLE)


# --- baselines --------------------------------------------------------------------------------


def bench_saver(args: argparse.Namespace, size: int, workers: int, meter: CpuMeter, saver: Any) -> RunResult:
    from langgraph.checkpoint.base import empty_checkpoint

    prefix = uuid.uuid4().hex[:8]

    def factory(i: int) -> Callable[[], Callable[[], None]]:
        def make() -> Callable[[], None]:
            body = os.urandom(size - 8)
            config: dict[str, Any] = {
                "configurable": {"thread_id": f"{prefix}-{size}-{workers}-{i}", "checkpoint_ns": ""}
            }
            state: dict[str, Any] = {"n": 0, "config": config}

            def put() -> None:
                n: int = state["n"] + 1
                state["n"] = n
                checkpoint = empty_checkpoint()  # a fresh uuid6 id and timestamp
                checkpoint["channel_values"] = {"payload": n.to_bytes(8, "big") + body}
                checkpoint["channel_versions"] = {"payload": n}
                checkpoint["updated_channels"] = ["payload"]
                state["config"] = saver.put(
                    state["config"], checkpoint, {"source": "loop", "step": n}, {"payload": n}
                )

            return put

        return make

    samples, cpu = run_threads([factory(i) for i in range(workers)], (), args, meter)
    return summarize(
        "PostgresSaver", size, workers, args.seconds, samples, cpu, f"{workers} threads, pool max_size=8"
    )


def bench_cas(args: argparse.Namespace, workers: int, meter: CpuMeter) -> RunResult:
    with psycopg.connect(args.dsn, autocommit=True) as conn:
        conn.execute("CREATE TABLE IF NOT EXISTS bench_cas (id integer PRIMARY KEY, rev bigint NOT NULL)")
        conn.execute("TRUNCATE bench_cas")
        conn.execute("INSERT INTO bench_cas SELECT g, 0 FROM generate_series(0, %s) g", (workers - 1,))

    def factory(i: int) -> Callable[[], Callable[[], None]]:
        def make() -> Callable[[], None]:
            conn = psycopg.connect(args.dsn, autocommit=True)
            opened.append(conn)
            state = {"rev": 0}

            def cas() -> None:
                cur = conn.execute(
                    "UPDATE bench_cas SET rev = rev + 1 WHERE id = %s AND rev = %s", (i, state["rev"])
                )
                if cur.rowcount != 1:
                    raise RuntimeError("compare-and-set matched no row")
                state["rev"] += 1

            return cas

        return make

    opened: list[psycopg.Connection[Any]] = []
    samples, cpu = run_threads([factory(i) for i in range(workers)], (), args, meter)
    for conn in opened:
        conn.close()
    return summarize("raw CAS", 0, workers, args.seconds, samples, cpu, f"{workers} threads, connection each")


def run_points(args: argparse.Namespace, meter: CpuMeter) -> tuple[list[RunResult], list[RunResult]]:
    """All points, interleaved (statecore, PostgresSaver, raw CAS for each size and worker count) so
    that a neighbour's load on the shared machine falls on all three alike."""
    from langgraph.checkpoint.postgres import PostgresSaver
    from psycopg.rows import dict_row
    from psycopg_pool import ConnectionPool

    mine: list[RunResult] = []
    base: list[RunResult] = []
    with contextlib.ExitStack() as stack:
        saver = None
        if args.only in ("all", "baselines"):
            # Keyword arguments as the langgraph-checkpoint-postgres documentation gives them.
            pool = stack.enter_context(
                ConnectionPool(
                    args.dsn,
                    max_size=8,
                    kwargs={"autocommit": True, "prepare_threshold": 0, "row_factory": dict_row},
                )
            )
            saver = PostgresSaver(pool)  # type: ignore[arg-type]  # dict rows, from kwargs
            saver.setup()
        for size in args.sizes:
            for workers in args.workers:
                if args.only in ("all", "statecore"):
                    mine.append(bench_statecore(args, size, workers, meter))
                    print_run(mine[-1])
                if saver is not None:
                    base.append(bench_saver(args, size, workers, meter, saver))
                    print_run(base[-1])
                    if size == args.sizes[0]:
                        base.append(bench_cas(args, workers, meter))
                        print_run(base[-1])
    return mine, base


# --- report -----------------------------------------------------------------------------------


def print_run(r: RunResult) -> None:
    parts = "".join(f"  {n} p50/p99 {a:.2f}/{b:.2f} ms" for n, (a, b) in r.parts_ms.items())
    size = f"{r.size // 1024} KiB" if r.size else "-"
    print(
        f"  {r.system:<13} size {size:>6} workers {r.workers}: {r.ops_per_s:8.1f} ops/s  "
        f"p50 {fmt(r.p50_ms)} ms  p99 {fmt(r.p99_ms)} ms{parts}",
        flush=True,
    )
    cpu = r.cpu
    if cpu:
        groups = ("loadgen", "server", "postgres")
        per_op = "/".join(fmt(r.cpu_per_op(g)) for g in groups)
        per_request = (
            f"; cpu ms per request server {fmt(r.cpu_per_request('server'))}, "
            f"client {fmt(r.cpu_per_request('loadgen'))}"
            if r.requests_per_op > 1
            else ""
        )
        print(
            f"     cpu% of one core: loadgen {cpu.get('loadgen', 0):.0f}, server {cpu.get('server', 0):.0f}, "
            f"postgres {cpu.get('postgres', 0):.0f}, other processes {cpu.get('other', 0):.0f}, "
            f"unattributed {cpu.get('unattributed', 0):.0f}; "
            f"machine {cpu.get('machine_busy_pct_of_all', 0):.0f}% busy; "
            f"cpu ms per op loadgen/server/postgres {per_op}{per_request}",
            flush=True,
        )
    if r.error:
        print(f"    ERROR: {r.error}", flush=True)


def print_table(args: argparse.Namespace, mine: list[RunResult], base: list[RunResult]) -> dict[str, Any]:
    def find(system: str, size: int, workers: int) -> RunResult | None:
        for r in base:
            if r.system == system and r.workers == workers and (system == "raw CAS" or r.size == size):
                return r
        return None

    nan = (float("nan"), float("nan"))
    print()
    print(f"statecore, {args.server_label}; {args.seconds:g} s per point after {args.warmup:g} s warm-up;")
    print(
        f"load generator: one {args.load} per worker. Latencies in ms; CPU in ms per HTTP request "
        f"(a commit cycle is {REQUESTS_PER_CYCLE} requests), absolute."
    )
    head = (
        f"{'size':>6} {'wk':>3} | {'cycles/s':>8} {'req/s':>7} | {'cycle p50':>9} {'p99':>6} | "
        f"{'PUT p50':>7} {'p99':>6} | {'commit p50':>10} {'p99':>6} | "
        f"{'cpu/req: server':>15} {'client':>6} {'postgres':>8} | {'other procs':>11}"
    )
    print(head)
    print("-" * len(head))
    for r in mine:
        put, cmt = r.parts_ms.get("put", nan), r.parts_ms.get("commit", nan)
        other = r.cpu.get("other", 0.0) + r.cpu.get("unattributed", 0.0)
        print(
            f"{r.size // 1024:>3}KiB {r.workers:>3} | "
            f"{r.ops_per_s:>8.1f} {r.ops_per_s * r.requests_per_op:>7.1f} | "
            f"{fmt(r.p50_ms):>9} {fmt(r.p99_ms):>6} | "
            f"{fmt(put[0]):>7} {fmt(put[1]):>6} | {fmt(cmt[0]):>10} {fmt(cmt[1]):>6} | "
            f"{fmt(r.cpu_per_request('server')):>15} {fmt(r.cpu_per_request('loadgen')):>6} "
            f"{fmt(r.cpu_per_request('postgres')):>8} | {fmt(other if r.cpu else None, '.0f', ' %'):>11}"
        )
    print(
        "(server = the server's whole process tree; client = the load generator; 'other procs' = CPU of "
        "processes that are not this benchmark, in % of one core: a busy machine)"
    )

    print()
    print("Against the baselines (same PostgreSQL server, same run):")
    head = (
        f"{'size':>6} {'wk':>3} | {'cycles/s':>8} {'p99':>6} | "
        f"{'Saver put/s':>11} {'p50':>5} {'p99':>6} {'cpu/put':>7} | "
        f"{'CAS/s':>7} {'p50':>5} {'p99':>5} | {'vs Saver':>8} {'vs CAS':>7} | "
        f"goals at {GOAL_WORKERS} workers"
    )
    print(head)
    print("-" * len(head))
    verdicts = []
    for r in mine:
        sv = find("PostgresSaver", r.size, r.workers)
        cas = find("raw CAS", r.size, r.workers)
        vs_s = per(r.ops_per_s, sv.ops_per_s if sv else None)
        vs_c = per(r.ops_per_s, cas.ops_per_s if cas else None)
        server_ms = r.cpu_per_request("server")
        goals = ""
        if r.workers == GOAL_WORKERS:
            checks = {
                f">={GOAL_VS_SAVER:g}x Saver": None if vs_s is None else vs_s >= GOAL_VS_SAVER,
                f"p99<{GOAL_P99_MS:g}ms": None if not known(r.p99_ms) else r.p99_ms < GOAL_P99_MS,
                f"server<={GOAL_SERVER_CPU_MS_PER_REQUEST:g}ms/req": None
                if server_ms is None
                else server_ms <= GOAL_SERVER_CPU_MS_PER_REQUEST,
            }
            goals = ", ".join(
                f"{name} {'n/a' if met is None else 'MET' if met else 'not met'}"
                for name, met in checks.items()
            )
            verdicts.append(
                {
                    "size": r.size,
                    "vs_saver": vs_s,
                    "vs_cas": vs_c,
                    "p99_ms": r.p99_ms,
                    "server_cpu_ms_per_request": server_ms,
                    "met": all(checks.values()),
                }
            )
        print(
            f"{r.size // 1024:>3}KiB {r.workers:>3} | {r.ops_per_s:>8.1f} {fmt(r.p99_ms):>6} | "
            f"{fmt(sv.ops_per_s if sv else None, '.1f'):>11} {fmt(sv.p50_ms if sv else None):>5} "
            f"{fmt(sv.p99_ms if sv else None):>6} {fmt(sv.cpu_per_op('loadgen') if sv else None):>7} | "
            f"{fmt(cas.ops_per_s if cas else None, '.1f'):>7} {fmt(cas.p50_ms if cas else None):>5} "
            f"{fmt(cas.p99_ms if cas else None):>5} | "
            f"{fmt(vs_s, '.2f', 'x'):>8} {fmt(None if vs_c is None else 100 * vs_c, '.1f', '%'):>7} | {goals}"
        )
    print(
        "cycles/s = statecore commit cycles/s (PUT pending + POST commit = "
        f"{REQUESTS_PER_CYCLE} HTTP requests, two transactions);"
    )
    print(
        "Saver put/s = PostgresSaver.put/s (one checkpoint: blob + checkpoint row), cpu/put = its client CPU "
        "(ms) per put; CAS/s = UPDATEs/s."
    )
    return {"verdicts": verdicts}


def environment_lines(args: argparse.Namespace) -> list[str]:
    lines = []
    try:
        with psycopg.connect(args.dsn) as conn:
            version = conn.execute("SHOW server_version").fetchone()[0]  # type: ignore[index]
            settings: dict[str, str] = dict(
                conn.execute(
                    "SELECT name, setting FROM pg_settings WHERE name IN "
                    "('synchronous_commit', 'fsync', 'shared_buffers', 'wal_sync_method')"
                ).fetchall()
            )
        shown = ", ".join(f"{k}={v}" for k, v in sorted(settings.items()))
        lines.append(f"PostgreSQL {version} on 127.0.0.1 ({shown})")
    except Exception as exc:
        lines.append(f"PostgreSQL: {exc}")
    cpu_model = ""
    try:
        with open("/proc/cpuinfo") as f:
            cpu_model = next((ln.split(":", 1)[1].strip() for ln in f if ln.startswith("model name")), "")
    except OSError:
        pass
    lines.append(
        f"machine: {os.cpu_count()} CPU cores ({cpu_model}), Python {platform.python_version()}, "
        f"{platform.system()} {platform.release()}"
    )
    lines.append(
        f"NOTE: the load generator, the server ({args.server_label}) and PostgreSQL all share these "
        f"{os.cpu_count()} cores; every figure below includes that contention."
    )
    return lines


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--seconds", type=float, default=10.0, help="measured seconds per point (default 10)")
    p.add_argument(
        "--warmup", type=float, default=2.0, help="unmeasured seconds before each point (default 2)"
    )
    p.add_argument("--workers", default="1,8", help="comma-separated concurrent worker counts (default 1,8)")
    p.add_argument("--sizes", default="4096,65536", help="comma-separated payload sizes in bytes")
    p.add_argument("--url", default=os.environ.get("STATECORE_URL", "http://127.0.0.1:8790"))
    p.add_argument("--app-token", default=os.environ.get("STATECORE_APP_TOKEN", ""))
    p.add_argument("--dsn", default=os.environ.get("BENCH_DSN") or os.environ.get("DATABASE_URL", ""))
    p.add_argument("--server-pid", type=int, default=int(os.environ.get("BENCH_SERVER_PID", "0") or 0))
    p.add_argument("--server-label", default=os.environ.get("BENCH_SERVER_LABEL", "server"))
    p.add_argument(
        "--load", choices=["thread", "process"], default="thread", help="statecore load generator workers"
    )
    p.add_argument("--only", choices=["all", "statecore", "baselines"], default="all")
    p.add_argument(
        "--baselines-json", default="", help="write baseline results here, or read them with --only statecore"
    )
    p.add_argument("--json-out", default="", help="write all results as JSON")
    args = p.parse_args(argv)
    args.workers = [int(x) for x in args.workers.split(",") if x]
    args.sizes = [int(x) for x in args.sizes.split(",") if x]
    if any(s < 16 for s in args.sizes):
        p.error("sizes must be at least 16 bytes")
    if args.seconds <= 0 or args.warmup < 0:
        p.error("--seconds must be positive and --warmup not negative")
    if args.only != "baselines" and not args.app_token:
        p.error("--app-token (or STATECORE_APP_TOKEN) is required")
    if not args.dsn:
        p.error("--dsn (or DATABASE_URL) is required")

    meter = CpuMeter(
        args.server_pid or None, str(psycopg.conninfo.conninfo_to_dict(args.dsn).get("dbname", ""))
    )
    for line in environment_lines(args):
        print(line)
    print(
        f"points: statecore over HTTP ({args.url}, {args.server_label})"
        + (", PostgresSaver and raw CAS on the same PostgreSQL server" if args.only != "statecore" else ""),
        flush=True,
    )
    mine, base = run_points(args, meter)
    if args.only in ("all", "baselines") and args.baselines_json:
        with open(args.baselines_json, "w") as f:
            json.dump([asdict(r) for r in base], f)
    elif args.only == "statecore" and args.baselines_json and os.path.exists(args.baselines_json):
        with open(args.baselines_json) as f:
            base = [RunResult(**r) for r in json.load(f)]
        print("(ratios against the baselines measured earlier in this same bench run)")
    summary: dict[str, Any] = {}
    if mine:
        summary = print_table(args, mine, base)
    if args.json_out:
        with open(args.json_out, "w") as f:
            json.dump(
                {
                    "server": args.server_label,
                    "statecore": [asdict(r) for r in mine],
                    "baselines": [asdict(r) for r in base],
                    **summary,
                },
                f,
                indent=1,
            )
    failed = [r for r in mine + base if r.error or r.ops == 0]
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
