"""LangGraph benchmark: a Deep Agent conversation and checkpointer throughput, StatecoreSaver over
HTTP against LangGraph's PostgresSaver on the same PostgreSQL server.

    .venv/bin/python benchmarks/langgraph_agent.py --url URL --app-token TOKEN --dsn DSN [--turns 30]

Normally started by ``scripts/bench_langgraph.sh`` (``make bench-langgraph``), which creates a
fresh database, starts the server (gunicorn or granian) with production settings and passes
``--url``, ``--app-token``, ``--dsn`` and ``--server-pid``. In one run:

1. **Conversation**: ``deepagents.create_deep_agent`` with a scripted fake chat model (each turn:
   one ``write_file`` tool call, then an answer), ``--turns`` turns on one thread, once per
   checkpointer: InMemorySaver (the floor: the graph's own cost), PostgresSaver (one psycopg
   connection, the documented kwargs) and StatecoreSaver (the server). Per turn: wall time of
   ``agent.invoke``, checkpointer calls, and round trips: HTTP requests for statecore (counted
   in a wrapper of the saver's transport), and for PostgresSaver the statements and the round trips
   psycopg waits for (counted in a ``psycopg.Connection`` subclass: every ``wait`` outside a
   pipeline is one round trip, a pipeline block is one).
2. **Throughput**: ``put`` then ``get_tuple`` (latest) with ``--clients`` concurrent threads, each
   on its own thread id (for statecore its own binding and lease, one shared saver), checkpoints
   with one ``--size``-byte channel value; PostgresSaver over ``ConnectionPool(max_size=clients)``.

CPU per request, absolute (ms): the server's (its whole process tree) per HTTP request, and the
agent or load-generator process's per request; for the conversation also the client's share,
the agent process's CPU per turn less InMemorySaver's in the same repeat (the graph's own cost),
per request. The load average is printed with every part: this machine is shared.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import json
import os
import statistics
import sys
import threading
import time
import uuid
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

import psycopg
import psycopg.conninfo
from langchain_core.language_models.fake_chat_models import FakeMessagesListChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage
from langchain_core.runnables import RunnableConfig
from langgraph.checkpoint.base import BaseCheckpointSaver, empty_checkpoint
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.checkpoint.postgres import PostgresSaver
from psycopg.rows import dict_row
from psycopg_pool import ConnectionPool
from state_commit import CpuMeter, cpu_ms, fmt, pct, per  # benchmarks/ is on sys.path as a script

from statecore.adapters.langgraph import StatecoreSaver
from statecore.client import BindingSpec, ControlPlane
from statecore.client.transport import HttpClientTransport, Request, Response, SyncTransport

CODEC = "bench-langgraph/1"
ENVIRONMENT = "prod"
ORGANIZATION = "org-1"
# Goals (issue 9): turn p50 <= 1.0x PostgresSaver's; put and get_tuple ops/s with 8 clients >=
# 1.0x PostgresSaver's (pool of 8); server CPU <= 2 ms per worker request.
GOAL_LATENCY_RATIO = 1.0
GOAL_THROUGHPUT_RATIO = 1.0
GOAL_SERVER_CPU_MS_PER_REQUEST = 2.0
COUNTED = ("get_tuple", "put", "put_writes", "get_delta_channel_history", "list")


def loadavg() -> str:
    with open("/proc/loadavg") as f:
        return " ".join(f.read().split()[:3])


# --- counting --------------------------------------------------------------------------------


class CallCounter:
    """Counts the checkpointer calls the graph makes (a mixin in front of a saver class)."""

    calls: Counter[str]

    def _count(self, name: str) -> None:
        if not hasattr(self, "calls"):
            self.calls = Counter()
        self.calls[name] += 1

    def get_tuple(self, config: RunnableConfig) -> Any:
        self._count("get_tuple")
        return super().get_tuple(config)  # type: ignore[misc]

    def put(self, *args: Any, **kwargs: Any) -> Any:
        self._count("put")
        return super().put(*args, **kwargs)  # type: ignore[misc]

    def put_writes(self, *args: Any, **kwargs: Any) -> Any:
        self._count("put_writes")
        return super().put_writes(*args, **kwargs)  # type: ignore[misc]

    def get_delta_channel_history(self, **kwargs: Any) -> Any:
        self._count("get_delta_channel_history")
        return super().get_delta_channel_history(**kwargs)  # type: ignore[misc]

    def list(self, *args: Any, **kwargs: Any) -> Any:
        self._count("list")
        return super().list(*args, **kwargs)  # type: ignore[misc]


class CountedMemorySaver(CallCounter, InMemorySaver):
    pass


class CountedPostgresSaver(CallCounter, PostgresSaver):
    pass


class CountingTransport:
    """Every HTTP request the saver sends (method and path) and the time until its response was
    read: the client-side wait, which includes the network and the server. LangGraph writes
    checkpoints in the background while the next step runs, so requests overlap and the summed
    wait can exceed a turn's wall time."""

    def __init__(self, inner: SyncTransport) -> None:
        self.inner = inner
        self.requests: Counter[str] = Counter()
        self.wait_s = 0.0
        self._lock = threading.Lock()

    def send(self, request: Request) -> Response:
        t0 = time.perf_counter()
        response = self.inner.send(request)
        with self._lock:
            self.wait_s += time.perf_counter() - t0
            self.requests[f"{request.method} {request.target.partition('?')[0]}"] += 1
        return response

    def close(self) -> None:
        self.inner.close()


class CountedStatecoreSaver(CallCounter, StatecoreSaver):
    """StatecoreSaver over a counting wrapper of its own default transport (same pool size,
    keep-alive and timeouts)."""

    def __init__(self, base_url: str, leases: Callable[[str], str], *, codec: str) -> None:
        self.transport = CountingTransport(HttpClientTransport(base_url, timeout=10.0, max_connections=32))
        super().__init__(base_url, leases, codec=codec, transport=self.transport)


class CountingConnection(psycopg.Connection[Any]):
    """Statements sent and round trips waited for. psycopg runs every exchange through
    ``wait``: outside a pipeline each ``wait`` is one round trip; a pipeline block sends its
    statements back to back and waits once (its ``wait`` calls then only flush)."""

    statements = 0
    round_trips = 0
    _in_pipeline = 0

    def wait(self, *args: Any, **kwargs: Any) -> Any:
        if not self._in_pipeline:
            self.round_trips += 1
        return super().wait(*args, **kwargs)

    @contextlib.contextmanager
    def pipeline(self) -> Iterator[Any]:
        self._in_pipeline += 1
        try:
            with super().pipeline() as pipe:
                yield pipe
        finally:
            self._in_pipeline -= 1
            if not self._in_pipeline:
                self.round_trips += 1


class CountingCursor(psycopg.Cursor[Any]):
    def execute(self, *args: Any, **kwargs: Any) -> Any:
        conn = self.connection
        if isinstance(conn, CountingConnection):
            conn.statements += 1
        return super().execute(*args, **kwargs)

    def executemany(self, query: Any, params_seq: Any, **kwargs: Any) -> None:
        params_seq = list(params_seq)
        conn = self.connection
        if isinstance(conn, CountingConnection):
            conn.statements += len(params_seq)
        super().executemany(query, params_seq, **kwargs)


# --- provisioning ----------------------------------------------------------------------------


class Leases:
    """One binding + lease per LangGraph thread, created through the control-plane API."""

    def __init__(self, url: str, app_token: str, prefix: str) -> None:
        self.plane = ControlPlane(url, app_token)
        self.prefix = prefix
        self.tokens: dict[str, str] = {}
        self._lock = threading.Lock()

    def __call__(self, thread_id: str) -> str:
        with self._lock:
            if thread_id not in self.tokens:
                binding = self.plane.create_binding(
                    BindingSpec(
                        environment=ENVIRONMENT,
                        harness="deepagents",
                        adapter="langgraph",
                        adapter_codec_version=CODEC,
                        agent_id="agent-bench",
                        subject=f"{self.prefix}-{thread_id}@bench.invalid",
                        organization_id=ORGANIZATION,
                    )
                )
                lease = self.plane.issue_lease(binding.id, sandbox_id=f"bench-{thread_id}", ttl_seconds=3600)
                self.tokens[thread_id] = lease.lease_token
            return self.tokens[thread_id]

    def close(self) -> None:
        self.plane.close()


def pg_trips(conn: CountingConnection) -> tuple[int, int, float]:
    return conn.round_trips, conn.statements, 0.0


def http_trips(transport: CountingTransport) -> tuple[int, int, float]:
    return http_requests(transport), 0, transport.wait_s


def http_requests(transport: CountingTransport) -> int:
    return sum(transport.requests.values())


def pg_connect(dsn: str) -> CountingConnection:
    # The keyword arguments langgraph-checkpoint-postgres documents for PostgresSaver.
    return CountingConnection.connect(
        dsn, autocommit=True, prepare_threshold=0, row_factory=dict_row, cursor_factory=CountingCursor
    )


# --- part 1: the conversation ----------------------------------------------------------------


class ScriptedModel(FakeMessagesListChatModel):
    """The fake model Deep Agents can drive: tools are "bound" by ignoring them."""

    def bind_tools(self, tools: Any, **kwargs: Any) -> Any:
        return self


def script(turns: int, file_bytes: int) -> list[BaseMessage]:
    messages: list[BaseMessage] = []
    for t in range(turns):
        body = f"# note {t}\n" + ("lorem ipsum dolor sit amet " * (file_bytes // 27 + 1))[:file_bytes]
        messages.append(
            AIMessage(
                content="",
                tool_calls=[
                    {
                        "name": "write_file",
                        "args": {"file_path": f"/notes/turn-{t:02d}.md", "content": body},
                        "id": f"call_{t:02d}",
                        "type": "tool_call",
                    }
                ],
            )
        )
        messages.append(AIMessage(content=f"Saved note {t} to /notes/turn-{t:02d}.md."))
    return messages


@dataclass
class Turn:
    ms: float
    calls: dict[str, int]
    round_trips: int
    statements: int = 0
    client_wait_ms: float = 0.0


@dataclass
class Conversation:
    system: str
    turns: list[Turn]
    warmup: int
    cpu: dict[str, float] = field(default_factory=dict)
    load_before: str = ""
    load_after: str = ""
    requests: dict[str, int] = field(default_factory=dict)
    repeat: int = 0

    def measured(self) -> list[Turn]:
        return self.turns[self.warmup :]

    def measured_round_trips(self) -> int:
        """Round trips of the measured turns: HTTP requests for statecore, PostgreSQL round
        trips for PostgresSaver, none for InMemorySaver."""
        return sum(t.round_trips for t in self.measured())

    def cpu_per_turn(self, group: str) -> float | None:
        return per(cpu_ms(self.cpu, group), len(self.measured()))

    def cpu_per_request(self, group: str) -> float | None:
        return per(cpu_ms(self.cpu, group), self.measured_round_trips())

    def stats(self) -> dict[str, float]:
        ms = [t.ms for t in self.measured()]
        rts = [t.round_trips for t in self.measured()]
        calls = [sum(t.calls.values()) for t in self.measured()]
        return {
            "p50": statistics.median(ms),
            "p95": pct(ms, 95),
            "mean": statistics.fmean(ms),
            "max": max(ms),
            "warmup_mean": statistics.fmean([t.ms for t in self.turns[: self.warmup]]) if self.warmup else 0,
            "round_trips": statistics.fmean(rts),
            "calls": statistics.fmean(calls),
            "statements": statistics.fmean([t.statements for t in self.measured()]),
            "client_wait_ms": statistics.fmean([t.client_wait_ms for t in self.measured()]),
        }


def run_conversation(
    system: str,
    saver: Any,
    args: argparse.Namespace,
    meter: CpuMeter,
    trips: Callable[[], tuple[int, int, float]],
    repeat: int,
) -> Conversation:
    """``trips`` returns (round trips, statements, client wait seconds) so far."""
    from deepagents import create_deep_agent

    model = ScriptedModel(responses=script(args.turns, args.file_bytes))
    agent = create_deep_agent(model=model, checkpointer=saver)
    config: RunnableConfig = {"configurable": {"thread_id": f"conv-{uuid.uuid4().hex[:8]}"}}
    conv = Conversation(system, [], args.warmup_turns, load_before=loadavg(), repeat=repeat)
    started = None
    for t in range(args.turns):
        if t == args.warmup_turns:
            started = meter.start()
        saver.calls = Counter()
        rt0, st0, w0 = trips()
        t0 = time.perf_counter()
        out = agent.invoke({"messages": [HumanMessage(f"Write note {t}.")]}, config)
        ms = (time.perf_counter() - t0) * 1000
        rt1, st1, w1 = trips()
        if f"/notes/turn-{t:02d}.md" not in out.get("files", {}) or f"note {t} " not in str(
            out["messages"][-1].content
        ):
            raise RuntimeError(f"{system}: turn {t} did not write its file and answer")
        conv.turns.append(Turn(ms, dict(saver.calls), rt1 - rt0, st1 - st0, (w1 - w0) * 1000))
    if started is not None:
        conv.cpu = meter.stop(started)
    conv.load_after = loadavg()
    # the final state: every file, every message (human, tool call, tool result, answer per turn)
    final = agent.get_state(config).values
    if len(final.get("files", {})) != args.turns or len(final["messages"]) != 4 * args.turns:
        raise RuntimeError(f"{system}: the final state lost files or messages")
    return conv


def conversations(args: argparse.Namespace, meter: CpuMeter) -> list[Conversation]:
    out: list[Conversation] = []
    for repeat in range(args.repeat):
        systems = list(args.systems)
        for system in systems:
            if system == "memory":
                mem = CountedMemorySaver()
                out.append(run_conversation("InMemorySaver", mem, args, meter, lambda: (0, 0, 0.0), repeat))
            elif system == "postgres":
                with pg_connect(args.dsn) as conn:
                    pg = CountedPostgresSaver(conn)
                    pg.setup()
                    out.append(
                        run_conversation(
                            "PostgresSaver",
                            pg,
                            args,
                            meter,
                            functools.partial(pg_trips, conn),
                            repeat,
                        )
                    )
            elif system == "statecore":
                leases = Leases(args.url, args.app_token, f"c{uuid.uuid4().hex[:8]}")
                sc = CountedStatecoreSaver(args.url, leases, codec=CODEC)
                tr = sc.transport
                try:
                    out.append(
                        run_conversation(
                            "StatecoreSaver",
                            sc,
                            args,
                            meter,
                            functools.partial(http_trips, tr),
                            repeat,
                        )
                    )
                    out[-1].requests = dict(tr.requests)
                finally:
                    sc.close()
                    leases.close()
            print_conversation(out[-1], repeat)
    return out


def print_conversation(c: Conversation, repeat: int) -> None:
    s = c.stats()
    cpu = ""
    if c.cpu:
        cpu = (
            f"; CPU ms/turn: agent process {fmt(c.cpu_per_turn('loadgen'), '.1f')}, "
            f"server {fmt(c.cpu_per_turn('server'), '.1f')}, "
            f"PostgreSQL {fmt(c.cpu_per_turn('postgres'), '.1f')}"
        )
        if c.system == "StatecoreSaver":
            cpu += (
                f"; CPU ms/HTTP request: server {fmt(c.cpu_per_request('server'))}, "
                f"agent process {fmt(c.cpu_per_request('loadgen'))}"
            )
        elif c.measured_round_trips():
            cpu += (
                f"; CPU ms/round trip: PostgreSQL {fmt(c.cpu_per_request('postgres'))}, "
                f"agent process {fmt(c.cpu_per_request('loadgen'))}"
            )
        cpu += f"; other procs {c.cpu.get('other', 0):.0f}% of a core"
    extra = f", SQL statements/turn {s['statements']:.1f}" if s["statements"] else ""
    if s["client_wait_ms"]:
        extra += f", HTTP wait summed over requests {s['client_wait_ms']:.1f} ms/turn"
    print(
        f"  [{repeat + 1}] {c.system:<14} turn p50 {s['p50']:6.1f}  p95 {s['p95']:6.1f}  "
        f"mean {s['mean']:6.1f}  "
        f"max {s['max']:6.1f} ms (warm-up mean {s['warmup_mean']:.1f}); checkpointer calls/turn "
        f"{s['calls']:.1f}, round trips/turn {s['round_trips']:.1f}{extra}{cpu}; load {c.load_before} -> "
        f"{c.load_after}",
        flush=True,
    )


# --- part 2: put/get throughput --------------------------------------------------------------


@dataclass
class Throughput:
    system: str
    op: str
    clients: int
    ops_per_s: float
    p50_ms: float
    p99_ms: float
    load: str
    cpu: dict[str, float]
    error: str = ""
    ops: int = 0  # operations that ended inside the measured window (what its CPU paid for)
    requests: int = 0  # HTTP requests sent in the measured window (statecore; 0 = not counted)

    def cpu_per_op(self, group: str) -> float | None:
        return per(cpu_ms(self.cpu, group), self.ops)

    def cpu_per_request(self, group: str) -> float | None:
        return per(cpu_ms(self.cpu, group), self.requests)


def checkpoint_of(n: int, body: bytes) -> Any:
    checkpoint = empty_checkpoint()  # a fresh uuid6 id and timestamp
    checkpoint["channel_values"] = {"payload": n.to_bytes(8, "big") + body}
    checkpoint["channel_versions"] = {"payload": n}
    checkpoint["updated_channels"] = ["payload"]
    return checkpoint


def measure(
    ops: Sequence[Callable[[], None]],
    seconds: float,
    warmup: float,
    meter: CpuMeter,
    requests: Callable[[], int] = lambda: 0,
) -> tuple[list[float], float, dict[str, float], str, int, int]:
    """One thread per op, run back to back. Returns the latencies of the ops that ran entirely
    after warm-up, the seconds, the CPU, the errors, the ops that ended inside the measured
    window, and the ``requests`` counter's increase over it (the counter counts on completion)."""
    lat: list[list[float]] = [[] for _ in ops]
    completed = [0] * len(ops)
    errors: list[str] = []
    start = time.perf_counter() + 0.05
    warm_end, end = start + warmup, start + warmup + seconds

    def body(i: int) -> None:
        while time.perf_counter() < start:
            time.sleep(0.001)
        try:
            while True:
                t0 = time.perf_counter()
                if t0 >= end:
                    return
                ops[i]()
                t1 = time.perf_counter()
                if warm_end <= t1 <= end:
                    completed[i] += 1
                if t0 >= warm_end and t1 <= end:
                    lat[i].append(t1 - t0)
        except Exception as exc:
            errors.append(f"{type(exc).__name__}: {exc}"[:300])

    threads = [threading.Thread(target=body, args=(i,), daemon=True) for i in range(len(ops))]
    for t in threads:
        t.start()
    time.sleep(max(0.0, warm_end - time.perf_counter()))
    requests_before = requests()
    cpu_started = meter.start()
    time.sleep(max(0.0, end - time.perf_counter()))
    cpu = meter.stop(cpu_started)
    sent = requests() - requests_before
    for t in threads:
        t.join()
    errors_text = "; ".join(sorted(set(errors)))
    return [v for x in lat for v in x], seconds, cpu, errors_text, sum(completed), sent


def throughput_point(
    system: str,
    saver: BaseCheckpointSaver[Any],
    args: argparse.Namespace,
    meter: CpuMeter,
    prefix: str,
    requests: Callable[[], int] = lambda: 0,
) -> list[Throughput]:
    body = os.urandom(args.size - 8)
    configs: list[RunnableConfig] = [
        {"configurable": {"thread_id": f"{prefix}-{i}", "checkpoint_ns": ""}} for i in range(args.clients)
    ]
    counters = [0] * args.clients

    def putter(i: int) -> Callable[[], None]:
        def put() -> None:
            counters[i] += 1
            n = counters[i]
            configs[i] = saver.put(
                configs[i], checkpoint_of(n, body), {"source": "loop", "step": n}, {"payload": n}
            )

        return put

    def getter(i: int) -> Callable[[], None]:
        latest: RunnableConfig = {"configurable": {"thread_id": f"{prefix}-{i}", "checkpoint_ns": ""}}

        def get() -> None:
            if saver.get_tuple(latest) is None:
                raise RuntimeError("get_tuple found no checkpoint")

        return get

    for i in range(args.clients):  # first put of each thread (statecore: binding, lease, head load)
        putter(i)()
    results = []
    for op, make in (("put", putter), ("get_tuple", getter)):
        load = loadavg()
        lat, seconds, cpu, error, completed, sent = measure(
            [make(i) for i in range(args.clients)], args.seconds, args.warmup, meter, requests
        )
        results.append(
            Throughput(
                system,
                op,
                args.clients,
                len(lat) / seconds,
                pct(lat, 50) * 1000,
                pct(lat, 99) * 1000,
                load,
                cpu,
                error,
                ops=completed,
                requests=sent,
            )
        )
        print_throughput(results[-1])
    return results


def throughputs(args: argparse.Namespace, meter: CpuMeter) -> list[Throughput]:
    out: list[Throughput] = []
    with ConnectionPool(
        args.dsn,
        max_size=args.clients,
        kwargs={"autocommit": True, "prepare_threshold": 0, "row_factory": dict_row},
    ) as pool:
        pg = PostgresSaver(pool)  # type: ignore[arg-type]
        pg.setup()
        for _ in range(args.repeat):
            if "statecore" in args.systems:
                leases = Leases(args.url, args.app_token, f"t{uuid.uuid4().hex[:8]}")
                sc = CountedStatecoreSaver(args.url, leases, codec=CODEC)
                sent = functools.partial(http_requests, sc.transport)
                try:
                    out += throughput_point(
                        "StatecoreSaver", sc, args, meter, f"sc{uuid.uuid4().hex[:6]}", sent
                    )
                finally:
                    sc.close()
                    leases.close()
            if "postgres" in args.systems:
                out += throughput_point("PostgresSaver", pg, args, meter, f"pg{uuid.uuid4().hex[:6]}")
    return out


def print_throughput(r: Throughput) -> None:
    per_op = "/".join(fmt(r.cpu_per_op(g)) for g in ("loadgen", "server", "postgres"))
    per_request = (
        f"; CPU ms/HTTP request server {fmt(r.cpu_per_request('server'))}, "
        f"client {fmt(r.cpu_per_request('loadgen'))} ({fmt(per(r.requests, r.ops))} requests/op)"
        if r.requests
        else ""
    )
    print(
        f"  {r.system:<14} {r.op:<9} {r.clients} clients: {r.ops_per_s:8.1f} ops/s  p50 {fmt(r.p50_ms)} ms  "
        f"p99 {fmt(r.p99_ms)} ms; CPU ms/op client/server/PostgreSQL {per_op}{per_request}; "
        f"other procs {r.cpu.get('other', 0):.0f}% of a core; load {r.load}"
        + (f"\n    ERROR: {r.error}" if r.error else ""),
        flush=True,
    )


# --- summary ---------------------------------------------------------------------------------


def client_cpu_per_request(c: Conversation, convs: list[Conversation]) -> float | None:
    """The checkpointer client's CPU per request: the agent process's CPU per turn less the graph's
    own (InMemorySaver's, same repeat), over the requests per turn. A difference of two
    measurements, so noisy on a busy machine."""
    floor = next((m for m in convs if m.system == "InMemorySaver" and m.repeat == c.repeat), None)
    if floor is None or not c.measured():
        return None
    own, graph = c.cpu_per_turn("loadgen"), floor.cpu_per_turn("loadgen")
    if own is None or graph is None:
        return None
    return per(own - graph, c.measured_round_trips() / len(c.measured()))


def mean_of(values: Sequence[float | None]) -> float | None:
    known = [v for v in values if v is not None]
    return statistics.fmean(known) if known else None


def verdict(value: float | None, *, at_most: float | None = None, at_least: float | None = None) -> str:
    if value is None:
        return "n/a"
    ok = (at_most is None or value <= at_most) and (at_least is None or value >= at_least)
    return "MET" if ok else "not met"


def summary(convs: list[Conversation], tps: list[Throughput]) -> dict[str, Any]:
    out: dict[str, Any] = {"conversation": [], "throughput": []}
    by: dict[str, list[Conversation]] = {}
    for c in convs:
        by.setdefault(c.system, []).append(c)
    if by:
        print()
        print(
            "Conversation, per turn after warm-up (mean over repeats of each statistic); CPU in ms, absolute:"
        )
        head = (
            f"{'checkpointer':<15} | {'p50 ms':>7} {'p95 ms':>7} {'mean ms':>7} | "
            f"{'calls':>5} {'round trips':>11} | {'CPU/turn: agent':>15} {'server':>6} {'PG':>5} | "
            f"{'CPU/request: server':>19} {'agent':>6} {'client':>6}"
        )
        print(head)
        print("-" * len(head))
        for system, cs in by.items():
            st = [c.stats() for c in cs]
            row: dict[str, float | None] = {k: statistics.fmean(s[k] for s in st) for k in st[0]}
            row["cpu_turn_agent"] = mean_of([c.cpu_per_turn("loadgen") for c in cs])
            row["cpu_turn_server"] = mean_of([c.cpu_per_turn("server") for c in cs])
            row["cpu_turn_postgres"] = mean_of([c.cpu_per_turn("postgres") for c in cs])
            has_server = system == "StatecoreSaver"
            row["cpu_request_server"] = (
                mean_of([c.cpu_per_request("server") for c in cs]) if has_server else None
            )
            row["cpu_request_agent"] = mean_of([c.cpu_per_request("loadgen") for c in cs])
            row["cpu_request_client"] = mean_of([client_cpu_per_request(c, convs) for c in cs])
            out["conversation"].append({"system": system, **row})
            print(
                f"{system:<15} | {fmt(row['p50'], '.1f'):>7} {fmt(row['p95'], '.1f'):>7} "
                f"{fmt(row['mean'], '.1f'):>7} | {fmt(row['calls'], '.1f'):>5} "
                f"{fmt(row['round_trips'], '.1f'):>11} | {fmt(row['cpu_turn_agent'], '.1f'):>15} "
                f"{fmt(row['cpu_turn_server'] if has_server else None, '.1f'):>6} "
                f"{fmt(row['cpu_turn_postgres'], '.1f'):>5} | {fmt(row['cpu_request_server']):>19} "
                f"{fmt(row['cpu_request_agent']):>6} {fmt(row['cpu_request_client']):>6}"
            )
        print(
            "(round trips: HTTP requests for StatecoreSaver, PostgreSQL round trips for PostgresSaver; "
            "CPU/request = per round trip; client = agent CPU per turn less InMemorySaver's, per request)"
        )
        if "StatecoreSaver" in by and "PostgresSaver" in by:
            pairs = list(zip(by["StatecoreSaver"], by["PostgresSaver"], strict=False))
            for i, (sc, pg) in enumerate(pairs):
                a, b = sc.stats(), pg.stats()
                p50_ratio, mean_ratio = per(a["p50"], b["p50"]), per(a["mean"], b["mean"])
                server_ms = sc.cpu_per_request("server")
                print(
                    f"  repeat {i + 1}: statecore/PostgresSaver turn p50 {fmt(p50_ratio, '.2f', 'x')} "
                    f"(goal <= {GOAL_LATENCY_RATIO:.1f}x: "
                    f"{verdict(p50_ratio, at_most=GOAL_LATENCY_RATIO)}), "
                    f"mean {fmt(mean_ratio, '.2f', 'x')}; server CPU {fmt(server_ms)} ms/request "
                    f"(goal <= {GOAL_SERVER_CPU_MS_PER_REQUEST:g} ms: "
                    f"{verdict(server_ms, at_most=GOAL_SERVER_CPU_MS_PER_REQUEST)}), "
                    f"client CPU {fmt(client_cpu_per_request(sc, convs))} ms/request"
                )
                out.setdefault("latency_ratios", []).append(
                    {
                        "p50": p50_ratio,
                        "mean": mean_ratio,
                        "p95": per(a["p95"], b["p95"]),
                        "server_cpu_ms_per_request": server_ms,
                    }
                )
    if tps:
        print()
        print("Throughput (ratio statecore/PostgresSaver, same repeat; CPU in ms, absolute):")
        for op in ("put", "get_tuple"):
            sc_runs = [t for t in tps if t.system == "StatecoreSaver" and t.op == op]
            pg_runs = [t for t in tps if t.system == "PostgresSaver" and t.op == op]
            for i, (sr, pr) in enumerate(zip(sc_runs, pg_runs, strict=False)):
                ratio = per(sr.ops_per_s, pr.ops_per_s)
                server_ms = sr.cpu_per_request("server")
                print(
                    f"  repeat {i + 1} {op:<9}: statecore {sr.ops_per_s:.1f} ops/s "
                    f"(p99 {fmt(sr.p99_ms)} ms; CPU/request server {fmt(server_ms)}, "
                    f"client {fmt(sr.cpu_per_request('loadgen'))}), "
                    f"PostgresSaver {pr.ops_per_s:.1f} ops/s (p99 {fmt(pr.p99_ms)} ms; "
                    f"client CPU {fmt(pr.cpu_per_op('loadgen'))}/op): {fmt(ratio, '.3f', 'x')} "
                    f"(goal >= {GOAL_THROUGHPUT_RATIO:.1f}x: "
                    f"{verdict(ratio, at_least=GOAL_THROUGHPUT_RATIO)}; server "
                    f"<= {GOAL_SERVER_CPU_MS_PER_REQUEST:g} ms/request: "
                    f"{verdict(server_ms, at_most=GOAL_SERVER_CPU_MS_PER_REQUEST)})"
                )
                out["throughput"].append(
                    {
                        "op": op,
                        "statecore": sr.ops_per_s,
                        "postgres": pr.ops_per_s,
                        "ratio": ratio,
                        "server_cpu_ms_per_request": server_ms,
                        "client_cpu_ms_per_request": sr.cpu_per_request("loadgen"),
                        "postgres_client_cpu_ms_per_op": pr.cpu_per_op("loadgen"),
                    }
                )
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    p.add_argument("--url", default=os.environ.get("STATECORE_URL", "http://127.0.0.1:8792"))
    p.add_argument("--app-token", default=os.environ.get("STATECORE_APP_TOKEN", ""))
    p.add_argument("--dsn", default=os.environ.get("BENCH_DSN") or os.environ.get("DATABASE_URL", ""))
    p.add_argument("--server-pid", type=int, default=int(os.environ.get("BENCH_SERVER_PID", "0") or 0))
    p.add_argument("--server-label", default=os.environ.get("BENCH_SERVER_LABEL", "server"))
    p.add_argument("--parts", default="conversation,throughput")
    p.add_argument("--systems", default="memory,postgres,statecore", help="conversation order, each repeat")
    p.add_argument("--repeat", type=int, default=2, help="repeat each part (interleaved systems)")
    p.add_argument("--turns", type=int, default=30)
    p.add_argument("--warmup-turns", type=int, default=2, help="first turns, reported apart")
    p.add_argument("--file-bytes", type=int, default=400, help="size of each turn's file")
    p.add_argument("--clients", type=int, default=8)
    p.add_argument("--size", type=int, default=4096, help="checkpoint channel value bytes (throughput)")
    p.add_argument("--seconds", type=float, default=8.0, help="measured seconds per throughput point")
    p.add_argument("--warmup", type=float, default=1.0, help="unmeasured seconds before each point")
    p.add_argument("--json-out", default="")
    args = p.parse_args(argv)
    args.systems = [s for s in args.systems.split(",") if s]
    parts = set(args.parts.split(","))
    if args.seconds <= 0 or args.warmup < 0:
        p.error("--seconds must be positive and --warmup not negative")
    if not 0 <= args.warmup_turns < args.turns:
        p.error("--turns must exceed --warmup-turns (the statistics are over the turns after it)")
    if "statecore" in args.systems and not args.app_token:
        p.error("--app-token (or STATECORE_APP_TOKEN) is required")
    if not args.dsn:
        p.error("--dsn (or DATABASE_URL) is required")
    meter = CpuMeter(
        args.server_pid or None, str(psycopg.conninfo.conninfo_to_dict(args.dsn).get("dbname", ""))
    )
    print(
        f"{os.cpu_count()} CPU cores, load average {loadavg()}; statecore at {args.url} ({args.server_label})"
    )
    convs = conversations(args, meter) if "conversation" in parts else []
    tps = throughputs(args, meter) if "throughput" in parts else []
    result = summary(convs, tps)
    if args.json_out:
        with open(args.json_out, "w") as f:
            json.dump(
                {
                    **result,
                    "conversations": [asdict(c) for c in convs],
                    "throughputs": [asdict(t) for t in tps],
                },
                f,
                indent=1,
            )
    return 1 if any(t.error for t in tps) else 0


if __name__ == "__main__":
    sys.exit(main())
