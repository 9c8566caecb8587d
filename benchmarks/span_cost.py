"""Tracing: in-process cost per span, the SDK's BatchSpanProcessor against statecore's
scrubbing processor (``telemetry.export.ScrubbingBatchProcessor``).

    .venv/bin/python benchmarks/span_cost.py [--rounds 31] [--requests 400] [--profile] [--json]
    .venv/bin/python benchmarks/span_cost.py --outage [--outage-spans 50000] [--outage-queue 2048]
    make bench-tracing

Same process, same run, same exporter: every variant has its own ``TracerProvider`` with one
processor in front of an exporter that discards (so only in-process work is measured, not
I/O). The workload is what one API request produces with the instrumentations statecore
installs: a server span with the Django instrumentation's attributes, a service span
(``memory.write``) with statecore's attributes and, on every tenth request, an ``exception``
event with a message and a stack trace, and three database spans carrying the SQL statement,
the database user and the peer address. So each span has some allowed and some forbidden
attributes, as in production.

A round creates, ends and flushes ``--requests`` x 5 spans per variant, variants interleaved
(ABC CBA ...) so that load from other processes on the machine falls on all alike, each
starting from a collected heap (``gc.collect()`` before it, outside the window, so no variant
pays for another's garbage). The figure is process CPU time (every thread) of create + end +
``force_flush``, per span: the median over rounds, and the ratio of those medians to
``BatchSpanProcessor``'s. Because variants are interleaved, each round also gives a *paired*
ratio (a variant's round against ``BatchSpanProcessor``'s round next to it, under the same
load); the median and interquartile range of those are printed too - on a shared machine the
paired figure is the steadier one. The export thread's work (statecore re-validates each
batch) happens inside that window: ``force_flush`` waits for the export lock, then exports
what is left in the calling thread.

Fairness: every variant gets the same spans (same request numbers in a round), the same
resource, sampler (all spans sampled), queue and batch sizes and schedule delay, an identical
discarding exporter, and the same warm-up rounds (not counted: they also fill statecore's
verdict and scope caches, as a running process has them).

Variants:

* ``no processor``: span creation alone (what every variant pays);
* ``BatchSpanProcessor``: the SDK's processor, no scrubbing;
* ``statecore``: ``ScrubbingBatchProcessor`` as shipped (one rebuild in ``on_end``; the
  exporter wrapper re-validates the spans the processor rebuilt and rebuilds any other);
* ``before: ...`` (reference): the same processor with ``reference_scrub``, the unoptimised
  ``scrub_span`` as it was shipped before the optimisations, patched into ``telemetry.export``
  for that variant only; its spans are not marked, so the wrapper rebuilds them again in full
  (two full scrubs per span, as before). Measured in the same run for a before/after ratio.
* ``proto: scrub only in the export thread``: ``on_end`` queues the span as is, and only the
  exporter wrapper scrubs it (not shipped: unscrubbed spans would sit in the queue).

The shipped pipeline is checked first to produce exactly the same scrubbed spans
(``to_json()``) as the reference applied twice, on the workload; a run aborts otherwise.

``--profile`` runs ``telemetry.scrub.scrub_span`` under cProfile on the workload's ended spans
and prints where the time goes.
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import io
import json
import platform
import pstats
import statistics
import sys
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from opentelemetry import trace
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import Event, ReadableSpan, SpanProcessor, TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor, SpanExporter, SpanExportResult
from opentelemetry.sdk.util.instrumentation import InstrumentationScope
from opentelemetry.trace import Link, SpanContext, SpanKind, Status, StatusCode
from opentelemetry.util.types import AttributeValue

import telemetry.export as texport
from telemetry import policy, scrub

HMAC_KEY = b"bench-hmac-key"
QUEUE = 1 << 16  # no span is ever dropped: a drop would be cheaper than processing
BATCH = 512


class DiscardExporter(SpanExporter):
    """Counts and forgets: the export itself costs nothing."""

    def __init__(self) -> None:
        self.count = 0

    def export(self, spans: Sequence[ReadableSpan]) -> SpanExportResult:
        self.count += len(spans)
        return SpanExportResult.SUCCESS

    def shutdown(self) -> None:
        return None

    def force_flush(self, timeout_millis: int = 30000) -> bool:
        return True


# --- the workload ----------------------------------------------------------------------------------
RESOURCE: dict[str, AttributeValue] = {
    "service.name": "statecore",
    "service.version": "0.1.0",
    "deployment.environment.name": "prod",
    "host.name": "statecore-7c9f8d-abcde",  # forbidden
    "process.pid": 4242,  # forbidden
    "process.command_args": ["gunicorn", "-c", "deploy/gunicorn.conf.py"],  # forbidden
}
ROUTE = "api/v1/memory/<str:scope>/records/<key:key>"
STATEMENT = (
    'SELECT "statecore_memoryproposal"."id", "statecore_memoryproposal"."content" FROM '
    '"statecore_memoryproposal" WHERE "statecore_memoryproposal"."subject_ref" = %s LIMIT 21'
)
STACK = "".join(
    f'  File "/srv/statecore/services/memory.py", line {100 + i}, in put\n    raise RevisionConflict(...)\n'
    for i in range(12)
)


def _one_request(tracers: Mapping[str, trace.Tracer], i: int) -> None:
    django, psycopg, statecore = tracers["django"], tracers["psycopg"], tracers["statecore"]
    server = django.start_span(
        "PUT " + ROUTE,
        kind=SpanKind.SERVER,
        attributes={
            # allowed
            "http.method": "PUT",
            "http.route": ROUTE,
            "http.scheme": "http",
            "http.flavor": "1.1",
            # forbidden: concrete URL and path (with the memory key), peer, user agent
            "http.url": f"http://statecore.internal:8000/api/v1/memory/user/records/pref.{i}?trace=1",
            "http.target": f"/api/v1/memory/user/records/pref.{i}",
            "http.server_name": "statecore.internal",
            "http.host": "statecore.internal:8000",
            "net.host.port": 8000,
            "net.peer.ip": "10.1.2.3",
            "http.user_agent": "python-httpx/0.28.1",
        },
    )
    server.set_attribute("statecore.trace.ingress", "accepted")
    ctx = trace.set_span_in_context(server)
    service = statecore.start_span(
        "memory.write",
        context=ctx,
        attributes={
            "statecore.memory.scope": "user",
            "statecore.memory.kind": "semantic",
            "statecore.size_bytes": 24 + i % 7,
            "statecore.binding_ref": policy.make_hmac_ref(HMAC_KEY, f"binding-{i % 50}"),
            "statecore.agent_ref": policy.make_hmac_ref(HMAC_KEY, "agent-1"),
            "statecore.revision": i,
        },
    )
    sctx = trace.set_span_in_context(service)
    for query in range(3):
        db = psycopg.start_span(
            "SELECT statecore",
            context=sctx,
            kind=SpanKind.CLIENT,
            attributes={
                "db.system": "postgresql",
                "db.name": "statecore",  # forbidden (not in the allow-list)
                "db.statement": STATEMENT,  # forbidden
                "db.user": "statecore_app",  # forbidden
                "net.peer.name": "db.internal",  # forbidden
                "net.peer.port": 5432,  # forbidden
                "statecore.result_count": query,
            },
        )
        db.end()
    if i % 10 == 0:
        service.add_event(
            "exception",
            {
                "exception.type": "RevisionConflict",
                "exception.message": "expected revision 3 for subject alice@example.com, found 4",
                "exception.stacktrace": STACK,
                "exception.escaped": "False",
            },
        )
        service.set_attribute("statecore.outcome", "error")
        service.set_attribute("statecore.error.category", "revision_conflict")
        service.set_status(Status(StatusCode.ERROR, "expected revision 3, found 4"))
    else:
        service.set_attribute("statecore.outcome", "created")
    service.set_attribute("statecore.duration_ms", 3.25)
    service.end()
    server.set_attribute("http.status_code", 409 if i % 10 == 0 else 202)
    server.end()


SPANS_PER_REQUEST = 5


def _tracers(provider: TracerProvider) -> dict[str, trace.Tracer]:
    return {
        "django": provider.get_tracer("opentelemetry.instrumentation.django", "0.66b1"),
        "psycopg": provider.get_tracer("opentelemetry.instrumentation.psycopg", "0.66b1"),
        "statecore": provider.get_tracer("statecore"),
    }


# --- the reference: scrub_span as shipped before the optimisations ---------------------------------
class _Unmarked(ReadableSpan):
    """Not a ``telemetry.scrub.ScrubbedSpan``: the exporter wrapper rebuilds it in full, as the
    code before the optimisations did for every span."""


def reference_scrub(span: ReadableSpan, resource: Resource | None = None) -> ReadableSpan:
    """``telemetry.scrub.scrub_span`` before the optimisations (no caches, a new context,
    scope and status per span, attributes through the public ``Mapping``), kept to measure
    "before" in the same run and to check that the shipped code gives the same output."""

    def context(ctx: SpanContext | None) -> SpanContext | None:
        if ctx is None:
            return None
        return SpanContext(
            trace_id=ctx.trace_id,
            span_id=ctx.span_id,
            is_remote=ctx.is_remote,
            trace_flags=ctx.trace_flags,
            trace_state=scrub._EMPTY_TRACE_STATE,
        )

    def events(items: Sequence[Event]) -> list[Event]:
        out = []
        for event in items:
            allowed = policy.ALLOWED_EVENTS.get(event.name)
            if allowed is None:
                continue
            attributes = {
                k: v
                for k, v in (event.attributes or {}).items()
                if (validator := allowed.get(k)) is not None and policy.allowed_value(validator, v)
            }
            out.append(Event(event.name, attributes, event.timestamp))
        return out

    def scope_of(s: InstrumentationScope | None) -> InstrumentationScope | None:
        if s is None:
            return None
        name = s.name if policy.identifier(s.name) else "unknown"
        version = s.version if s.version and policy.identifier(s.version) else None
        return InstrumentationScope(name, version)

    attributes: dict[str, Any] = {
        k: v
        for k, v in (span.attributes or {}).items()
        if (validator := policy.ALLOWED_ATTRIBUTES.get(k)) is not None and policy.allowed_value(validator, v)
    }
    if resource is None:
        resource = Resource(
            {
                k: v
                for k, v in span.resource.attributes.items()
                if (validator := policy.ALLOWED_RESOURCE_KEYS.get(k)) is not None
                and policy.allowed_value(validator, v)
            }
        )
    return _Unmarked(
        name=scrub.span_name(span.name, span.kind, span.attributes),
        context=context(span.context),
        parent=context(span.parent),
        resource=resource,
        attributes=attributes,
        events=events(span.events),
        links=[Link(c) for link in span.links if (c := context(link.context)) is not None],
        kind=span.kind,
        status=Status(span.status.status_code),
        start_time=span.start_time,
        end_time=span.end_time,
        instrumentation_scope=scope_of(span.instrumentation_scope),
    )


@contextmanager
def patched_scrub(fn: Callable[..., ReadableSpan] | None) -> Iterator[None]:
    """``fn`` as ``telemetry.export.scrub_span`` (used by both the processor and the exporter
    wrapper) for the duration; nothing when ``fn`` is None."""
    if fn is None:
        yield
        return
    original = getattr(texport, "scrub_span")  # noqa: B009 (not re-exported: mypy)
    setattr(texport, "scrub_span", fn)  # noqa: B010
    try:
        yield
    finally:
        setattr(texport, "scrub_span", original)  # noqa: B010


class DeferredScrubbingProcessor(texport.ScrubbingBatchProcessor):
    """Prototype: ``on_end`` queues the span as it is and only the exporter wrapper (export
    thread) scrubs it; the request thread no longer pays for scrubbing. Unscrubbed spans
    stay in process memory (the bounded queue) until exported, scrubbed, by the wrapper."""

    def on_end(self, span: ReadableSpan) -> None:
        if self._shutdown:
            return
        with self._queue_lock:
            if len(self._queue) >= self._max_queue_size:
                self.counters.record_drop()
                return
            self._queue.append(span)
            full_batch = len(self._queue) >= self._batch_size
        if full_batch:
            self._wake.set()


# --- variants ----------------------------------------------------------------------------------------
@dataclass
class Variant:
    name: str
    provider: TracerProvider
    processor: SpanProcessor | None
    exporter: DiscardExporter
    scrub_fn: Callable[..., ReadableSpan] | None = None

    def flush(self) -> None:
        if self.processor is not None:
            self.processor.force_flush()


def _provider(processor: SpanProcessor | None, resource: Resource) -> TracerProvider:
    provider = TracerProvider(resource=resource)
    if processor is not None:
        provider.add_span_processor(processor)
    return provider


BEFORE = "before: unoptimised scrub, twice (reference)"
DEFERRED = "proto: scrub only in the export thread"


def build_variants(with_prototypes: bool) -> list[Variant]:
    resource = Resource.create(RESOURCE)
    variants: list[Variant] = []
    exporter = DiscardExporter()
    variants.append(Variant("no processor", _provider(None, resource), None, exporter))
    exporter = DiscardExporter()
    bsp = BatchSpanProcessor(exporter, max_queue_size=QUEUE, max_export_batch_size=BATCH)
    variants.append(Variant("BatchSpanProcessor", _provider(bsp, resource), bsp, exporter))
    protos: list[tuple[str, Callable[..., ReadableSpan] | None]] = [("statecore", None)]
    if with_prototypes:
        protos += [(BEFORE, reference_scrub), (DEFERRED, None)]
    for name, fn in protos:
        exporter = DiscardExporter()
        cls = DeferredScrubbingProcessor if name == DEFERRED else texport.ScrubbingBatchProcessor
        processor = cls(exporter, resource=resource, max_queue_size=QUEUE, max_export_batch_size=BATCH)
        variants.append(Variant(name, _provider(processor, resource), processor, exporter, fn))
    return variants


def run_round(variant: Variant, requests: int, offset: int) -> tuple[float, float, float]:
    """(CPU, request-thread CPU, wall) ns per span for one round: create, end and flush
    ``requests`` x 5 spans.

    CPU is the process's CPU time (every thread, so the export thread's work counts): on a
    shared machine it does not grow when another process takes the core, wall time does.
    Request-thread CPU is this thread's CPU until the last span ended (before the flush): what
    a request pays on its own thread."""
    tracers = _tracers(variant.provider)
    before = variant.exporter.count
    with patched_scrub(variant.scrub_fn):
        wall, cpu, own = time.perf_counter_ns(), time.process_time_ns(), time.thread_time_ns()
        for i in range(offset, offset + requests):
            _one_request(tracers, i)
        own = time.thread_time_ns() - own
        variant.flush()
        cpu, wall = time.process_time_ns() - cpu, time.perf_counter_ns() - wall
    spans = requests * SPANS_PER_REQUEST
    if variant.processor is not None:
        assert variant.exporter.count - before == spans, (variant.name, variant.exporter.count - before)
    return cpu / spans, own / spans, wall / spans


# --- checks and profile ------------------------------------------------------------------------------
def ended_spans(requests: int) -> list[ReadableSpan]:
    from opentelemetry.sdk.trace.export import SimpleSpanProcessor
    from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

    exporter = InMemorySpanExporter()
    provider = _provider(SimpleSpanProcessor(exporter), Resource.create(RESOURCE))
    tracers = _tracers(provider)
    for i in range(requests):
        _one_request(tracers, i)
    return list(exporter.get_finished_spans())


def check_shipped(spans: list[ReadableSpan]) -> None:
    """The shipped pipeline (``scrub_span`` in the processor, then the exporter wrapper, which
    re-validates the spans the processor rebuilt) gives exactly what the unoptimised reference
    gives applied twice; and the wrapper alone, given the raw spans, gives the same too."""
    resource = scrub.scrub_resource(Resource.create(RESOURCE))
    expected = [reference_scrub(reference_scrub(s, resource), resource).to_json() for s in spans]
    wrapper = texport.ScrubbingExporter(DiscardExporter(), texport.ExportCounters(1))
    for name, got in [
        ("processor + wrapper", [wrapper._filter(scrub.scrub_span(s, resource)).to_json() for s in spans]),
        ("wrapper alone", [wrapper._filter(s).to_json() for s in spans]),
        (
            "scrub_span twice",
            [scrub.scrub_span(scrub.scrub_span(s, resource), resource).to_json() for s in spans],
        ),
    ]:
        if got != expected:
            raise SystemExit(f"the shipped {name} changes the scrubbed output")


def profile(spans: list[ReadableSpan], repeat: int, top: int) -> str:
    resource = scrub.scrub_resource(Resource.create(RESOURCE))
    profiler = cProfile.Profile()
    profiler.enable()
    for _ in range(repeat):
        for s in spans:
            scrub.scrub_span(s, resource)
    profiler.disable()
    out = io.StringIO()
    stats = pstats.Stats(profiler, stream=out)
    stats.sort_stats("tottime").print_stats(top)
    return out.getvalue()


def scrub_only_ns(
    spans: list[ReadableSpan], fns: Mapping[str, Callable[..., ReadableSpan]], passes: int
) -> dict[str, float]:
    """Median CPU ns of one call per function, passes over the ended spans interleaved."""
    resource = scrub.scrub_resource(Resource.create(RESOURCE))
    samples: dict[str, list[float]] = {name: [] for name in fns}
    for _ in range(passes):
        for name, fn in fns.items():
            started = time.process_time_ns()
            for s in spans:
                fn(s, resource)
            samples[name].append((time.process_time_ns() - started) / len(spans))
    return {name: statistics.median(values) for name, values in samples.items()}


# --- collector outage: memory ----------------------------------------------------------------------
OUTAGE_WARMUP = 5_000


def _rss_bytes() -> int:
    import os

    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


def outage_case(collector: str, spans: int, queue: int, batch: int) -> dict[str, Any]:
    """One outage, in this (fresh) process: the shipped processor and wrapper in front of the
    real OTLP/HTTP exporter (timeout 5 s) pointed at a refused port or at a socket that accepts
    and never answers; ``OUTAGE_WARMUP`` spans fill the queue, then the process RSS is read
    before and after ``spans`` more (the ``memory.write`` span of the workload, each with a
    distinct forbidden URL)."""
    import socket
    import threading

    from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter

    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    port = int(server.getsockname()[1])
    if collector == "refused":
        server.close()
    else:
        server.listen(16)
        held: list[socket.socket] = []

        def accept() -> None:
            while True:
                held.append(server.accept()[0])

        threading.Thread(target=accept, daemon=True).start()
    exporter = OTLPSpanExporter(endpoint=f"http://127.0.0.1:{port}/v1/traces", timeout=5)
    resource = Resource.create(RESOURCE)
    processor = texport.ScrubbingBatchProcessor(
        exporter,
        resource=resource,
        max_queue_size=queue,
        max_export_batch_size=batch,
        schedule_delay_millis=50,
    )
    tracer = _provider(processor, resource).get_tracer("statecore")
    high = 0

    def emit(start: int, count: int) -> None:
        nonlocal high
        for i in range(start, start + count):
            span = tracer.start_span(
                "memory.write",
                attributes={
                    "statecore.memory.scope": "user",
                    "statecore.memory.kind": "semantic",
                    "statecore.size_bytes": i % 977,
                    "statecore.revision": i,
                    "statecore.binding_ref": policy.make_hmac_ref(HMAC_KEY, f"binding-{i % 50}"),
                    "statecore.outcome": "created",
                    "http.url": f"http://statecore.internal/api/v1/memory/user/records/key-{i}",
                },
            )
            span.end()
            high = max(high, len(processor._queue))

    emit(0, OUTAGE_WARMUP)
    rss = _rss_bytes()
    started = time.monotonic()
    emit(OUTAGE_WARMUP, spans)
    elapsed = time.monotonic() - started
    grown = _rss_bytes() - rss
    health = processor.counters.snapshot()
    started = time.monotonic()
    processor.shutdown()
    return {
        "collector": collector,
        "queue_bound": queue,
        "spans": spans,
        "rss_growth_mb": round(grown / 2**20, 2),
        "queue_high_water": high,
        "dropped": health.dropped,
        "failed": health.failed,
        "exported": health.exported,
        "status": health.status,
        "emit_seconds": round(elapsed, 1),
        "shutdown_seconds": round(time.monotonic() - started, 2),
    }


def outage_memory(spans: int, queue: int, batch: int) -> list[dict[str, Any]]:
    """Each case in its own process (so no case reuses another's freed memory): refused and
    blackholed, with the configured queue bound and - for reference - with the bound lifted
    above the span count (what an unbounded queue would hold)."""
    import subprocess

    cases = []
    for bound in (queue, spans + OUTAGE_WARMUP):
        for collector in ("refused", "blackholed"):
            out = subprocess.run(  # noqa: S603 (this script, with its own arguments)
                [sys.executable, __file__, "--outage-case", collector, str(spans), str(bound), str(batch)],
                check=True,
                capture_output=True,
                text=True,
            )
            cases.append(json.loads(out.stdout.strip().splitlines()[-1]))
    return cases


# --- main --------------------------------------------------------------------------------------------
def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--rounds", type=int, default=31)
    parser.add_argument("--requests", type=int, default=400, help="requests (x5 spans) per round")
    parser.add_argument("--warmup", type=int, default=2, help="rounds not counted")
    parser.add_argument("--no-prototypes", action="store_true")
    parser.add_argument("--profile", action="store_true", help="cProfile of the scrub path")
    parser.add_argument("--json", action="store_true")
    parser.add_argument(
        "--outage", action="store_true", help="only: memory during a refused / blackholed collector outage"
    )
    parser.add_argument("--outage-spans", type=int, default=50_000)
    parser.add_argument(
        "--outage-queue", type=int, default=2048, help="the queue bound (statecore's default)"
    )
    parser.add_argument("--outage-case", nargs=4, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.outage_case:
        collector, count, bound, batch = args.outage_case
        print(json.dumps(outage_case(collector, int(count), int(bound), int(batch))))
        return 0
    if args.outage:
        cases = outage_memory(args.outage_spans, args.outage_queue, BATCH)
        if args.json:
            print(json.dumps(cases, indent=2))
            return 0
        print(
            f"Collector outage, {args.outage_spans} spans after {OUTAGE_WARMUP} that fill the queue; "
            "process RSS growth over those spans (each case in a fresh process)\n"
        )
        print(
            f"{'collector':<11} {'queue bound':>11} {'RSS growth':>10} {'high water':>10} {'dropped':>8} "
            f"{'failed':>6} {'exported':>8} {'status':>8} {'emit s':>6} {'shutdown s':>10}"
        )
        for c in cases:
            print(
                f"{c['collector']:<11} {c['queue_bound']:>11} {c['rss_growth_mb']:>7.2f} MB "
                f"{c['queue_high_water']:>10} {c['dropped']:>8} {c['failed']:>6} {c['exported']:>8} "
                f"{c['status']:>8} {c['emit_seconds']:>6} {c['shutdown_seconds']:>10}"
            )
        return 0

    spans = ended_spans(200)
    check_shipped(spans)
    variants = build_variants(with_prototypes=not args.no_prototypes)
    cpu: dict[str, list[float]] = {v.name: [] for v in variants}
    own: dict[str, list[float]] = {v.name: [] for v in variants}
    wall: dict[str, list[float]] = {v.name: [] for v in variants}
    gc.collect()
    for rnd in range(args.warmup + args.rounds):
        order = variants if rnd % 2 == 0 else list(reversed(variants))
        for variant in order:
            gc.collect()
            cpu_ns, own_ns, wall_ns = run_round(variant, args.requests, rnd * args.requests)
            if rnd >= args.warmup:
                cpu[variant.name].append(cpu_ns)
                own[variant.name].append(own_ns)
                wall[variant.name].append(wall_ns)
        gc.collect()
    for variant in variants:
        variant.provider.shutdown()

    median = {name: statistics.median(values) for name, values in cpu.items()}
    wall_median = {name: statistics.median(values) for name, values in wall.items()}
    own_median = {name: statistics.median(values) for name, values in own.items()}
    base, bsp = median["no processor"], median["BatchSpanProcessor"]
    # scrub_span alone: median CPU per call over 15 interleaved passes, each prototype vs shipped
    fns: dict[str, Callable[..., ReadableSpan]] = {"statecore": scrub.scrub_span}
    if not args.no_prototypes:
        fns["before (unoptimised reference)"] = reference_scrub
    scrub_alone = scrub_only_ns(spans, fns, 15)

    def spread(values: list[float]) -> float:
        return round(100 * (max(values) - min(values)) / statistics.median(values), 1)

    # per round, each variant against the BatchSpanProcessor round measured next to it
    paired = {
        name: [a / b for a, b in zip(values, cpu["BatchSpanProcessor"], strict=True)]
        for name, values in cpu.items()
    }
    paired_median = {name: statistics.median(values) for name, values in paired.items()}
    paired_iqr = {name: statistics.quantiles(values, n=4)[::2] for name, values in paired.items()}

    result = {
        "python": platform.python_version(),
        "machine": platform.machine(),
        "rounds": args.rounds,
        "spans_per_round": args.requests * SPANS_PER_REQUEST,
        "cpu_ns_per_span": {k: round(v) for k, v in median.items()},
        "cpu_ratio_vs_batch": {k: round(v / bsp, 3) for k, v in median.items()},
        "cpu_processing_ns_per_span": {k: round(v - base) for k, v in median.items()},
        "cpu_spread_pct": {k: spread(v) for k, v in cpu.items()},
        "cpu_paired_ratio_vs_batch": {k: round(v, 3) for k, v in paired_median.items()},
        "cpu_paired_ratio_iqr": {k: [round(q, 3) for q in v] for k, v in paired_iqr.items()},
        "request_thread_cpu_ns_per_span": {k: round(v) for k, v in own_median.items()},
        "wall_ns_per_span": {k: round(v) for k, v in wall_median.items()},
        "wall_ratio_vs_batch": {
            k: round(v / wall_median["BatchSpanProcessor"], 3) for k, v in wall_median.items()
        },
        "scrub_span_cpu_ns": {k: round(v) for k, v in scrub_alone.items()},
    }
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        print(
            f"Python {result['python']} {result['machine']}; {args.rounds} rounds x "
            f"{result['spans_per_round']} spans per variant; medians; discarding exporter\n"
        )
        print(
            f"{'variant':<46} {'CPU ns/span':>11} {'vs BSP':>7} {'paired (IQR)':>19} {'processing':>11} "
            f"{'spread':>7} {'req. thread':>11} {'vs BSP':>7} {'wall ns/span':>12} {'vs BSP':>7}"
        )
        wall_bsp, own_bsp = wall_median["BatchSpanProcessor"], own_median["BatchSpanProcessor"]
        for name in median:
            low, high = paired_iqr[name]
            print(
                f"{name:<46} {median[name]:>11.0f} {median[name] / bsp:>6.2f}x "
                f"{paired_median[name]:>6.2f}x ({low:.2f}-{high:.2f}) "
                f"{median[name] - base:>8.0f} ns {result['cpu_spread_pct'][name]:>6.1f}% "
                f"{own_median[name]:>11.0f} {own_median[name] / own_bsp:>6.2f}x "
                f"{wall_median[name]:>12.0f} {wall_median[name] / wall_bsp:>6.2f}x"
            )
        print("\nscrub_span alone, CPU ns per call (the shipped path calls it twice per span):")
        for name, ns in scrub_alone.items():
            print(f"  {name:<46} {ns:>7.0f} ns")
        goal = median["statecore"] / bsp
        goal_paired = paired_median["statecore"]
        verdict = "met" if max(goal, goal_paired) <= 1.15 else "NOT met"
        print(
            f"\nstatecore / BatchSpanProcessor (CPU) = {goal:.2f}x (ratio of medians), "
            f"{goal_paired:.2f}x (median of paired rounds) (goal <= 1.15x by both: {verdict})"
        )
        if not args.no_prototypes:
            before = median[BEFORE] / bsp
            print(f"before the optimisations (same run) = {before:.2f}x")
    if args.profile:
        print("\ncProfile of telemetry.scrub.scrub_span over the workload's ended spans (tottime):")
        print(profile(spans, 50, 25))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
