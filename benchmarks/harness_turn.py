"""Harness turn benchmark: end-to-end latency of one agent turn through the run API (CONTRACT 3a),
with a warm sandbox and with a cold start, and the share of a warm turn spent in statecore calls;
against the same Deep Agent turn in process with LangGraph's InMemorySaver and InMemoryStore (no
service, no sandbox process), in the same run.

    .venv/bin/python benchmarks/harness_turn.py --app-token TOKEN [--turns 30] [--cold 8]

Normally started by ``scripts/bench_harness.sh`` (``make bench-harness``): a fresh database,
production settings, an application token with ``bindings:manage`` and ``runs:start``. This
script starts the server itself (gunicorn with deploy/gunicorn.conf.py, or ``--server granian``
with deploy/granian.sh; one process with its threads, so a binding's turns reuse its warm
sandbox), twice:

1. **latency**, tracing off: ``--turns`` turns on one binding (the first one starts its sandbox
   and is left out), then ``--cold`` first turns of new bindings (each starts a sandbox process).
   A turn is ``POST /bindings/{id}/runs`` (blocking) with one user message, model
   ``conformance``: memory read (``recall``), tool ``echo``, one subagent, the reply, one commit.
2. **share**, tracing on to an OTLP sink in this process: the same warm turns; per turn, the
   wall time spent in statecore calls (the worker's ``thread_state.*`` and ``memory.*`` spans and
   the control plane's under ``harness.run``, the start read it sends with the job; overlapping
   calls counted once) and
   the control plane's ``session.binding`` (binding lock, lease, run row) against the turn's
   wall time.

Baseline: the worker's own agent (``statecore.harness.worker.agent.build_agent``, same model and
tools) run in this process per turn on InMemorySaver / InMemoryStore, ``durability="exit"``.
"""

from __future__ import annotations

import argparse
import os
import secrets
import signal
import socket
import statistics
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.telemetry.otlp_sink import SinkSpan, otlp_sink  # noqa: E402

CODEC = "bench-harness/1"
GOAL_SHARE = 0.20  # issue 12: statecore's share of a warm turn at most 20%
STATECORE_SPANS = (
    "thread_state.load",
    "thread_state.write",
    "thread_state.commit",
    "memory.read",
    "memory.write",
)


def loadavg() -> str:
    with open("/proc/loadavg") as f:
        return " ".join(f.read().split()[:3])


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def server(env_extra: dict[str, str], kind: str = "gunicorn") -> Iterator[str]:
    """The service on a free port, one process: ``gunicorn -c deploy/gunicorn.conf.py`` (the
    image's server) or ``deploy/granian.sh``, each with its project defaults."""
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    env = {
        **os.environ,
        "GUNICORN_BIND": f"127.0.0.1:{port}",
        "GUNICORN_WORKERS": "1",
        "GUNICORN_ACCESS_LOG": "",
        "GRANIAN_HOST": "127.0.0.1",
        "GRANIAN_PORT": str(port),
        "GRANIAN_WORKERS": "1",
        "STATECORE_HARNESS_SERVICE_URL": url,
        "STATECORE_HARNESS_MODEL": "conformance",
        **env_extra,
    }
    command = [str(Path(sys.executable).with_name("gunicorn")), "-c", "deploy/gunicorn.conf.py"]
    if kind == "granian":
        command = ["bash", "deploy/granian.sh"]
    process = subprocess.Popen(  # noqa: S603 (this venv's server, the project's config)
        command,
        cwd=ROOT,
        env=env,
        start_new_session=True,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                if httpx.get(url + "/healthz", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError(f"{kind} did not start")
            time.sleep(0.1)
        yield url
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=30)


class Api:
    def __init__(self, url: str, token: str) -> None:
        self.http = httpx.Client(base_url=url, headers={"Authorization": f"Bearer {token}"}, timeout=120)

    def binding(self) -> str:
        body = {
            "environment": "prod",
            "harness": "deepagents",
            "adapter": "langgraph",
            "adapter_codec_version": CODEC,
            "agent_id": "agent-1",
            "subject": f"user-{secrets.token_hex(6)}@example.com",
            "organization_id": "org-1",
        }
        response = self.http.post("/api/v1/bindings", json=body)
        response.raise_for_status()
        return str(response.json()["id"])

    def turn(self, binding: str, text: str, traceparent: str | None = None) -> float:
        headers = {"traceparent": traceparent} if traceparent else {}
        body = {"input": {"messages": [{"role": "user", "content": text}]}}
        started = time.perf_counter()
        response = self.http.post(f"/api/v1/bindings/{binding}/runs", json=body, headers=headers)
        elapsed = time.perf_counter() - started
        if response.status_code != 200 or response.json()["status"] != "completed":
            raise RuntimeError(f"turn failed: {response.status_code} {response.text[:200]}")
        return elapsed


def statecore_calls(spans: list[SinkSpan]) -> list[SinkSpan]:
    """A turn's statecore calls: the worker's ``thread_state.*`` / ``memory.*`` spans, and the
    control plane's own under ``harness.run`` (the run's start read, sent with the job)."""
    runs = {s.span_id for s in spans if s.name == "harness.run"}
    return [
        s
        for s in spans
        if s.name in STATECORE_SPANS and (s.service == "statecore-worker" or s.parent_span_id in runs)
    ]


def busy_seconds(spans: list[SinkSpan]) -> float:
    """Wall time during which at least one of ``spans`` was open (LangGraph sends task writes
    concurrently: summed durations would count overlapping calls twice)."""
    total, end = 0, 0
    for span in sorted(spans, key=lambda s: s.start_ns):
        if span.end_ns <= end:
            continue
        total += span.end_ns - max(span.start_ns, end)
        end = span.end_ns
    return total / 1e9


def print_tree(spans: list[SinkSpan]) -> None:
    """One trace as an indented tree: name, service, duration, and start after the trace's first
    span (children in start order)."""
    ids = {s.span_id for s in spans}
    origin = min(s.start_ns for s in spans)
    children: dict[str, list[SinkSpan]] = {}
    for span in spans:
        children.setdefault(span.parent_span_id if span.parent_span_id in ids else "", []).append(span)

    def walk(parent: str, depth: int) -> None:
        for span in sorted(children.get(parent, []), key=lambda s: s.start_ns):
            at = (span.start_ns - origin) / 1e6
            took = span.duration_s * 1000
            print(f"  {'  ' * depth}{span.name}  [{span.service}, {took:.1f} ms, at {at:.1f}]")
            walk(span.span_id, depth + 1)

    walk("", 0)


def baseline_turns(turns: int) -> list[float]:
    """The same agent turn in process: no service, no sandbox process, in-memory saver/store."""
    from langchain_core.messages import HumanMessage
    from langgraph.checkpoint.memory import InMemorySaver
    from langgraph.store.memory import InMemoryStore

    from statecore.harness.worker import agent as agents

    saver, store = InMemorySaver(), InMemoryStore()
    model = agents.choose_model("conformance")
    config = {"configurable": {"thread_id": "bench"}}
    times = []
    for i in range(turns):
        started = time.perf_counter()
        graph = agents.build_agent(
            model, checkpointer=saver, store=store, broker=agents.new_broker(), first_run=i == 0
        )
        run_config: Any = {**config, "metadata": {"run_id": f"base-{i}"}}
        for _ in graph.stream(
            {"messages": [HumanMessage(f"turn {i}")]}, run_config, stream_mode="updates", durability="exit"
        ):
            pass
        times.append(time.perf_counter() - started)
    return times[1:]


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--app-token", required=True)
    parser.add_argument("--turns", type=int, default=30)
    parser.add_argument("--cold", type=int, default=8)
    parser.add_argument("--tree", action="store_true", help="print the span tree of the last traced turn")
    parser.add_argument(
        "--export-delay-ms",
        type=int,
        default=5000,
        help="OTEL_BSP_SCHEDULE_DELAY of the server and workers (default: the SDK's and production's "
        "5000; each batch export is CPU work in the process that exports it)",
    )
    parser.add_argument(
        "--server",
        choices=["gunicorn", "granian"],
        default="gunicorn",
        help="the HTTP server (default: gunicorn with deploy/gunicorn.conf.py, as the image runs it)",
    )
    args = parser.parse_args()
    no_tracing = {"OTEL_SDK_DISABLED": "", "OTEL_EXPORTER_OTLP_ENDPOINT": ""}

    print(f"server: {args.server}; load average at start: {loadavg()}")
    base = baseline_turns(args.turns)
    print(
        f"baseline (in process, InMemorySaver/InMemoryStore): turn p50 {statistics.median(base) * 1000:.1f}"
        " ms"
    )

    with server(no_tracing, args.server) as url:
        api = Api(url, args.app_token)
        binding = api.binding()
        first = api.turn(binding, "turn 0")
        warm = [api.turn(binding, f"turn {i}") for i in range(1, args.turns)]
        cold = [api.turn(api.binding(), "first turn") for _ in range(args.cold)]
    print(f"load average after latency: {loadavg()}")

    shares, calls_ms, session_ms, traced = [], [], [], []
    sink_spans: list[list[SinkSpan]] = []
    per_name: dict[str, list[tuple[int, float]]] = {name: [] for name in STATECORE_SPANS}
    with otlp_sink() as sink:
        env = {
            "OTEL_EXPORTER_OTLP_ENDPOINT": sink.endpoint,
            "OTEL_EXPORTER_OTLP_PROTOCOL": "http/protobuf",
            "OTEL_BSP_SCHEDULE_DELAY": str(args.export_delay_ms),
        }
        with server(env, args.server) as url:
            api = Api(url, args.app_token)
            binding = api.binding()
            api.turn(binding, "turn 0")
            ids = []
            for i in range(1, args.turns):
                trace_id = secrets.token_hex(16)
                elapsed = api.turn(binding, f"turn {i}", f"00-{trace_id}-{secrets.token_hex(8)}-01")
                ids.append((trace_id, elapsed))
        for trace_id, elapsed in ids:
            spans = sink.wait_for(
                trace_id, ["harness.run", "thread_state.commit", "session.binding"], timeout=10
            )
            sink_spans.append(spans)
            calls = statecore_calls(spans)
            in_calls = busy_seconds(calls)
            for name in STATECORE_SPANS:
                named = [s for s in calls if s.name == name]
                per_name[name].append((len(named), busy_seconds(named)))
            session = sum(s.duration_s for s in spans if s.name == "session.binding")
            calls_ms.append(in_calls * 1000)
            session_ms.append(session * 1000)
            shares.append((in_calls + session) / elapsed)
            traced.append(elapsed)
    print(f"load average at end: {loadavg()}")
    if args.tree and ids:
        print("\nthe last traced turn's spans:")
        print_tree(sink_spans[-1])
        worst = max(range(len(shares)), key=shares.__getitem__)
        print(f"\nthe traced turn with the highest share (turn {worst + 1}, {shares[worst]:.1%}):")
        print_tree(sink_spans[worst])

    b50 = statistics.median(base)
    rows = [
        ("baseline: in process, in-memory saver/store", base),
        ("warm sandbox (tracing off)", warm),
        ("cold start (tracing off)", cold),
        ("warm sandbox (tracing on)", traced),
    ]
    print()
    print(f"{'turn':<44}{'p50 ms':>10}{'p99 ms':>10}{'x baseline p50':>16}")
    for label, values in rows:
        p50 = statistics.median(values)
        print(f"{label:<44}{p50 * 1000:>10.1f}{pct(values, 99) * 1000:>10.1f}{p50 / b50:>16.2f}")
    print(f"first turn of the warm binding (its sandbox's start): {first * 1000:.1f} ms")
    print()
    print(f"warm turn, statecore calls (worker, start read): p50 {statistics.median(calls_ms):.1f} ms")
    print(f"warm turn, control plane session.binding:    p50 {statistics.median(session_ms):.1f} ms")
    for name, seen in per_name.items():
        count = statistics.median(n for n, _ in seen)
        busy = statistics.median(t for _, t in seen) * 1000
        print(f"  {name:<22} calls per turn p50 {count:>4.0f}, time p50 {busy:>7.1f} ms")
    share = statistics.median(shares)
    verdict = "PASS" if share <= GOAL_SHARE else "FAIL"
    print(
        f"statecore share of a warm turn: p50 {share:.1%}, p99 {pct(shares, 99):.1%}"
        f" (goal <= {GOAL_SHARE:.0%}: {verdict})"
    )


if __name__ == "__main__":
    main()
