"""Rotel throughput without a processor vs with the statecore processor(s), same run, same spans.

    python collector-config/rotel/bench.py [--batches 120] [--batch-size 512] [--senders 4]

For each mode a fresh rotel agent (pinned to one core with ``taskset`` when there are two or
more; the generator and the sink run on the other cores) receives the same pre-serialised
OTLP/HTTP requests (``--batch-size`` spans each, realistic attributes: allowed HTTP/DB/statecore
keys, forbidden ones such as headers, query strings and user agents, exception events, links,
tracestate, unlisted span names) from ``--senders`` keep-alive connections, and exports to a
local sink that counts the spans it receives. Throughput = spans received by the sink / time
from the first request to the last span; after ``--warmup`` batches that are not counted.
Also reports the CPU time the agent spent per span (all threads, from ``/proc``; the least of
the rounds) and ``none``'s CPU per span over the mode's, a ratio that holds better than spans/s
when other work shares the host. Modes: ``none`` (no processor), ``processor``
(statecore_processor.py), ``processor+tripwire`` (what the README deploys), and on request the
lower bounds ``touch`` and ``floor`` (see :data:`PROBES`). Prints spans/s per mode and the ratio
to ``none``. ``--instructions`` counts the agent's instructions per span under valgrind instead
(a figure that does not move with the host's load). 127.0.0.1 only.
"""

from __future__ import annotations

import argparse
import gzip
import http.client
import importlib.util
import os
import secrets
import shutil
import subprocess
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
if "statecore_canary_harness" in sys.modules:
    harness = sys.modules["statecore_canary_harness"]
else:
    _spec = importlib.util.spec_from_file_location(
        "statecore_canary_harness", HERE.parent / "canary" / "harness.py"
    )
    assert _spec is not None
    assert _spec.loader is not None
    harness = importlib.util.module_from_spec(_spec)
    sys.modules[_spec.name] = harness
    _spec.loader.exec_module(harness)

MODES: dict[str, list[Path]] = {
    "none": [],
    "processor": [harness.PROCESSOR],
    "processor+tripwire": [harness.PROCESSOR, harness.TRIPWIRE],
}

#: Lower bounds, NOT scrubbers, written to a temporary file when named in ``--modes``: ``touch``
#: only asks rotel for each span's attribute list (which makes rotel 0.0.1a15 convert the list to
#: Python-visible objects and back); ``floor`` reads what every Python processor applying the
#: policy must read (each span's name, each attribute's key, the events, links and status).
#: Neither changes anything.
PROBES: dict[str, str] = {
    "touch": """
def process_spans(resource_spans):
    for scope_spans in resource_spans.scope_spans:
        for span in scope_spans.spans:
            span.attributes
""",
    "floor": """
def process_spans(resource_spans):
    for scope_spans in resource_spans.scope_spans:
        for span in scope_spans.spans:
            span.name
            for kv in span.attributes:
                kv.key
            len(span.events)
            len(span.links)
            span.status
""",
}


def build_request(batch_size: int) -> bytes:
    """One ExportTraceServiceRequest with ``batch_size`` spans shaped like statecore's traffic
    before scrubbing (what an unscrubbed or third-party SDK would send)."""
    from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest
    from opentelemetry.proto.common.v1.common_pb2 import AnyValue, InstrumentationScope, KeyValue
    from opentelemetry.proto.resource.v1.resource_pb2 import Resource
    from opentelemetry.proto.trace.v1.trace_pb2 import ResourceSpans, ScopeSpans, Span, Status

    def kv(key: str, value: object) -> KeyValue:
        if isinstance(value, bool):
            return KeyValue(key=key, value=AnyValue(bool_value=value))
        if isinstance(value, int):
            return KeyValue(key=key, value=AnyValue(int_value=value))
        if isinstance(value, float):
            return KeyValue(key=key, value=AnyValue(double_value=value))
        return KeyValue(key=key, value=AnyValue(string_value=str(value)))

    resource = Resource(
        attributes=[
            kv("service.name", "statecore"),
            kv("service.version", "1.4.2"),
            kv("deployment.environment.name", "prod"),
            kv("telemetry.sdk.language", "python"),
            kv("telemetry.sdk.name", "opentelemetry"),
            kv("telemetry.sdk.version", "1.38.0"),
            kv("host.name", "api-7f9c6d-xk2p"),
            kv("process.pid", 4711),
            kv("process.command_args", "gunicorn -c deploy/gunicorn.conf.py"),
        ]
    )
    shapes: list[tuple[str, int, list[KeyValue]]] = [
        (
            "PUT /api/v1/state/pending/{key}",
            2,
            [
                kv("http.request.method", "PUT"),
                kv("http.route", "api/v1/state/pending/<str:key>"),
                kv("http.response.status_code", 201),
                kv("url.scheme", "http"),
                kv("url.path", "/api/v1/state/pending/3f2a9c"),
                kv("url.query", "trace=1&token=abc"),
                kv("user_agent.original", "python-httpx/0.28.1"),
                kv("client.address", "10.0.3.17"),
                kv("network.protocol.version", "1.1"),
                kv("statecore.trace.ingress", "trusted"),
                kv("http.request.header.x_state_codec", "langgraph/1"),
            ],
        ),
        (
            "thread_state.write",
            1,
            [
                kv("statecore.operation", "thread_state.write"),
                kv("statecore.binding_ref", "b3" + secrets.token_hex(15)),
                kv("statecore.size_bytes", 48213),
                kv("statecore.epoch", 3),
                kv("statecore.lease_generation", 7),
                kv("statecore.outcome", "created"),
                kv("statecore.duration_ms", 12.5),
            ],
        ),
        (
            "SELECT statecore_threadstate",
            3,
            [
                kv("db.system", "postgresql"),
                kv("db.operation.name", "SELECT"),
                kv("db.statement", "SELECT id, revision FROM statecore_threadstate WHERE binding_id = %s"),
                kv("db.name", "statecore"),
                kv("server.address", "10.0.1.5"),
                kv("server.port", 5432),
            ],
        ),
        (
            "GET",
            3,
            [
                kv("db.system", "redis"),
                kv("db.statement", "GET celery-task-meta-1234"),
                kv("net.peer.name", "127.0.0.1"),
            ],
        ),
        (
            "memory.write",
            1,
            [
                kv("statecore.operation", "memory.write"),
                kv("statecore.memory.scope", "user"),
                kv("statecore.memory.kind", "semantic"),
                kv("statecore.outcome", "applied"),
                kv("statecore.result_count", 1),
                kv("error.type", "RevisionConflict"),
            ],
        ),
    ]
    spans = []
    trace_id = secrets.token_bytes(16)
    for i in range(batch_size):
        name, kind, attributes = shapes[i % len(shapes)]
        span = Span(
            trace_id=trace_id,
            span_id=secrets.token_bytes(8),
            parent_span_id=secrets.token_bytes(8),
            name=name,
            kind=kind,  # type: ignore[arg-type]
            start_time_unix_nano=1_700_000_000_000_000_000 + i,
            end_time_unix_nano=1_700_000_000_010_000_000 + i,
            attributes=attributes,
            trace_state="vendor=abc123" if i % 3 == 0 else "",
            status=Status(code=2, message="boom") if i % 7 == 0 else Status(code=0),
        )
        if i % 7 == 0:
            span.events.add(
                name="exception",
                time_unix_nano=1_700_000_000_005_000_000,
                attributes=[
                    kv("exception.type", "statecore.errors.RevisionConflict"),
                    kv("exception.message", "expected revision 3, found 4"),
                    kv("exception.stacktrace", "Traceback (most recent call last):\n  ..."),
                ],
            )
        if i % 11 == 0:
            span.links.add(
                trace_id=secrets.token_bytes(16), span_id=secrets.token_bytes(8), attributes=[kv("a", 1)]
            )
        spans.append(span)
    request = ExportTraceServiceRequest(
        resource_spans=[
            ResourceSpans(
                resource=resource,
                scope_spans=[
                    ScopeSpans(
                        scope=InstrumentationScope(
                            name="opentelemetry.instrumentation.django", version="0.59b0"
                        ),
                        spans=spans,
                    )
                ],
            )
        ]
    )
    return request.SerializeToString()


class CountingSink:
    """OTLP/HTTP endpoint that counts the spans it receives (nothing stored)."""

    def __init__(self) -> None:
        from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest

        self.spans = 0
        self.last = 0.0
        self.lock = threading.Lock()
        sink = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                if (self.headers.get("Content-Encoding") or "").lower() == "gzip":
                    body = gzip.decompress(body)  # rotel 0.0.1a15 gzips whatever the flag says
                request = ExportTraceServiceRequest.FromString(body)
                n = sum(len(ss.spans) for rs in request.resource_spans for ss in rs.scope_spans)
                with sink.lock:
                    sink.spans += n
                    sink.last = time.perf_counter()
                self.send_response(200)
                self.send_header("Content-Type", "application/x-protobuf")
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, format: str, *args: object) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}"

    def wait_for(self, spans: int, timeout: float) -> bool:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            with self.lock:
                if self.spans >= spans:
                    return True
            time.sleep(0.005)
        return False

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def send(endpoint: str, body: bytes, batches: int, senders: int) -> None:
    host, port = endpoint.removeprefix("http://").split(":")
    per_sender = [batches // senders + (1 if i < batches % senders else 0) for i in range(senders)]
    errors: list[str] = []

    def worker(n: int) -> None:
        conn = http.client.HTTPConnection(host, int(port), timeout=60)
        try:
            for _ in range(n):
                conn.request("POST", "/v1/traces", body, {"Content-Type": "application/x-protobuf"})
                response = conn.getresponse()
                response.read()
                if response.status != 200:
                    errors.append(str(response.status))
        finally:
            conn.close()

    threads = [threading.Thread(target=worker, args=(n,)) for n in per_sender if n]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    if errors:
        raise RuntimeError(f"rotel refused {len(errors)} requests: {sorted(set(errors))}")


def _pin_rotel(rotel: Any, cpu: int | None) -> None:
    if cpu is not None and shutil.which("taskset"):
        subprocess.run(
            ["taskset", "-a", "-p", "-c", str(cpu), str(rotel.process.pid)], check=True, capture_output=True
        )


def _cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process, all its threads (Linux ``/proc``)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def measure(
    mode: str, body: bytes, batch_size: int, batches: int, warmup: int, senders: int, cpu: int | None
) -> tuple[float, float]:
    """(spans/s, rotel CPU microseconds per span) for one fresh agent.

    The CPU figure is what the agent itself spent (every thread), so it barely moves when other
    work shares the machine, where spans/s does: on a shared host compare the CPU ratios."""
    sink = CountingSink()
    rotel = harness.start_rotel(sink.url, MODES[mode], batching=True)
    try:
        _pin_rotel(rotel, cpu)
        send(rotel.http_endpoint, body, warmup, senders)
        if not sink.wait_for(warmup * batch_size, 30):
            raise RuntimeError(f"{mode}: warm-up spans never reached the sink\n{rotel.log()[-2000:]}")
        with sink.lock:
            base = sink.spans
        started = time.perf_counter()
        cpu_started = _cpu_seconds(rotel.process.pid)
        send(rotel.http_endpoint, body, batches, senders)
        if not sink.wait_for(base + batches * batch_size, 120):
            raise RuntimeError(f"{mode}: spans lost ({sink.spans - base} of {batches * batch_size})")
        elapsed = sink.last - started
        cpu_used = _cpu_seconds(rotel.process.pid) - cpu_started
        if "panicked" in rotel.log() or "ERROR" in rotel.log():
            raise RuntimeError(f"{mode}: rotel reported an error\n{rotel.log()[-2000:]}")
        # A short run can finish within one clock tick (sink.last == started) or one CPU tick
        # (cpu_used == 0): report 0 spans/s then rather than divide by a zero measurement.
        rate = batches * batch_size / elapsed if elapsed > 0 else 0.0
        return rate, cpu_used / (batches * batch_size) * 1e6
    finally:
        rotel.stop()
        sink.stop()
        harness.cleanup_workdir(rotel)


def _callgrind_total(path: Path) -> int:
    for line in path.read_text(errors="replace").splitlines():
        if line.startswith(("summary:", "totals:")):
            return int(line.split()[1])
    raise RuntimeError(f"no instruction total in {path}")


def instructions(mode: str, body: bytes, batch_size: int, low: int = 4, high: int = 16) -> float:
    """Instructions the agent executes per span (valgrind's callgrind, every thread): the count
    for ``high`` batches minus the count for ``low``, so start-up and shutdown cancel out. Unlike
    spans/s this does not depend on what else runs on the host."""
    import tempfile

    counts = []
    for batches in (low, high):
        workdir = Path(tempfile.mkdtemp(prefix="statecore-rotel-callgrind-"))
        out = workdir / "callgrind.out"
        sink = CountingSink()
        rotel = harness.start_rotel(
            sink.url,
            MODES[mode],
            batching=True,
            wrapper=["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}"],
            ready_timeout=180,
        )
        try:
            send(rotel.http_endpoint, body, batches, 1)
            if not sink.wait_for(batches * batch_size, 600):
                raise RuntimeError(f"{mode}: spans lost under valgrind\n{rotel.log()[-2000:]}")
        finally:
            rotel.stop(timeout=300)  # callgrind writes its totals when the agent exits
            sink.stop()
            harness.cleanup_workdir(rotel)
        counts.append(_callgrind_total(out))
        shutil.rmtree(workdir, ignore_errors=True)
    return (counts[1] - counts[0]) / ((high - low) * batch_size)


_PROFILED = """
import cProfile, importlib.util, os, sys
_spec = importlib.util.spec_from_file_location("profiled_processor", {path!r})
_mod = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_mod)
_profile = cProfile.Profile()
_calls = [0]


def process_spans(resource_spans):
    _profile.enable()
    try:
        _mod.process_spans(resource_spans)
    finally:
        _profile.disable()
    _calls[0] += 1
    if _calls[0] % 10 == 0:
        _profile.dump_stats({out!r})
"""


def profile(
    processor: Path, body: bytes, batch_size: int, batches: int, senders: int, before: list[Path]
) -> str:
    """cProfile of ``process_spans`` inside the running agent (a wrapper processor dumps stats),
    run after the processors in ``before`` (the tripwire sees scrubbed batches, as deployed)."""
    import pstats
    import tempfile

    workdir = Path(tempfile.mkdtemp(prefix="statecore-rotel-profile-"))
    out = workdir / "profile.out"
    wrapper = workdir / f"profiled_{processor.stem}.py"
    wrapper.write_text(_PROFILED.format(path=str(processor), out=str(out)))
    sink = CountingSink()
    rotel = harness.start_rotel(sink.url, [*before, wrapper], batching=True)
    try:
        send(rotel.http_endpoint, body, batches, senders)
        sink.wait_for(batches * batch_size, 120)
    finally:
        rotel.stop()
        sink.stop()
        harness.cleanup_workdir(rotel)
    import io

    text = io.StringIO()
    pstats.Stats(str(out), stream=text).sort_stats("tottime").print_stats(15)
    shutil.rmtree(workdir, ignore_errors=True)
    return text.getvalue()


def _ratio(numerator: float | None, denominator: float | None) -> str:
    """``  N.NNx``, or ``  n/a`` when either side was not measured or measured as zero: a smoke
    run's CPU time per span can be 0 (under one clock tick), and a ratio to it means nothing."""
    if not numerator or not denominator:
        return "  n/a" if numerator is not None and denominator is not None else ""
    return f"  {numerator / denominator:.2f}x"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="rotel throughput with and without the statecore processors")
    parser.add_argument("--batches", type=int, default=120)
    parser.add_argument("--batch-size", type=int, default=512)
    parser.add_argument("--warmup", type=int, default=10)
    parser.add_argument("--senders", type=int, default=4)
    parser.add_argument(
        "--rounds", type=int, default=2, help="alternate the modes this many times; keep the best"
    )
    parser.add_argument("--modes", default=",".join(MODES))
    parser.add_argument("--profile", action="store_true", help="also cProfile each processor inside rotel")
    parser.add_argument(
        "--instructions",
        action="store_true",
        help="count the agent's instructions per span under valgrind instead of measuring spans/s",
    )
    args = parser.parse_args(argv)
    if harness.rotel_binary() is None:
        print("rotel is not installed (pip install rotel==0.0.1a15)", file=sys.stderr)
        return 2
    cpus = sorted(os.sched_getaffinity(0))
    rotel_cpu = cpus[0] if len(cpus) > 1 else None
    try:
        if rotel_cpu is not None:
            os.sched_setaffinity(0, cpus[1:])  # generator and sink off rotel's core
        body = build_request(args.batch_size)
        modes = args.modes.split(",")
        for probe in set(modes) & set(PROBES):
            import tempfile

            probe_file = Path(tempfile.mkdtemp(prefix="statecore-rotel-probe-")) / f"{probe}.py"
            probe_file.write_text(PROBES[probe])
            MODES[probe] = [probe_file]
        if args.instructions:
            if shutil.which("valgrind") is None:
                print("--instructions needs valgrind", file=sys.stderr)
                return 2
            counted = {mode: instructions(mode, body, args.batch_size) for mode in modes}
            print(f"instructions per span (callgrind, 16 - 4 batches of {args.batch_size} spans)")
            for mode in modes:
                ratio = _ratio(counted.get("none"), counted[mode])
                print(f"{mode:>20}: {counted[mode]:>9.0f} instructions/span{ratio}")
            return 0
        best: dict[str, float] = {}
        cpu_best: dict[str, float] = {}
        for _ in range(args.rounds):
            for mode in modes:
                rate, cpu_us = measure(
                    mode, body, args.batch_size, args.batches, args.warmup, args.senders, rotel_cpu
                )
                best[mode] = max(best.get(mode, 0.0), rate)
                cpu_best[mode] = min(cpu_best.get(mode, float("inf")), cpu_us)
        print(
            f"rotel {'pinned to cpu ' + str(rotel_cpu) if rotel_cpu is not None else 'unpinned'}; "
            f"{args.batches} x {args.batch_size} spans ({len(body)} bytes/request), {args.senders} senders, "
            f"best of {args.rounds}"
        )
        reference = best.get("none")
        cpu_reference = cpu_best.get("none")
        for mode in modes:
            ratio = _ratio(best[mode], reference)
            cpu_ratio = _ratio(cpu_reference, cpu_best[mode])
            print(
                f"{mode:>20}: {best[mode]:>9.0f} spans/s{ratio}   "
                f"rotel CPU {cpu_best[mode]:5.1f} us/span{cpu_ratio}"
            )
        if args.profile:
            for before, processor in (([], harness.PROCESSOR), ([harness.PROCESSOR], harness.TRIPWIRE)):
                after = f" after {', '.join(p.name for p in before)}" if before else ""
                print(f"--- cProfile of {processor.name}{after} (tottime)")
                print(profile(processor, body, args.batch_size, min(args.batches, 40), args.senders, before))
    finally:
        os.sched_setaffinity(0, cpus)  # the caller (pytest) keeps its cores
        for probe in set(MODES) & set(PROBES):
            shutil.rmtree(MODES.pop(probe)[0].parent, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
