"""Tracing: in-process cost per span, the SDK's BatchSpanProcessor against statecore's
scrubbing processor (``telemetry.export.ScrubbingBatchProcessor``).

    .venv/bin/python benchmarks/span_cost.py [--rounds 15] [--requests 400] [--profile] [--json]
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
(ABC ABC ...) so that load from other processes on the machine falls on all alike; the figure
is the median over rounds of (wall time of create + end + ``force_flush``) / spans. The
export thread's work (statecore scrubs each batch a second time) happens inside that window:
``force_flush`` waits for the export lock, then exports what is left in the calling thread.

Variants:

* ``no processor``: span creation alone (what every variant pays);
* ``BatchSpanProcessor``: the SDK's processor, no scrubbing;
* ``statecore``: ``ScrubbingBatchProcessor`` as shipped;
* ``proto: ...``: the same processor with a prototype of ``scrub_span`` patched into
  ``telemetry.export`` for that variant only (``telemetry/`` is not changed). Each
  optimisation alone, then all of them. Every prototype is checked first to produce exactly
  the same scrubbed spans as ``telemetry.scrub.scrub_span`` on the workload.

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


# --- prototypes of scrub_span (same output, less work) ---------------------------------------------
@dataclass(frozen=True)
class Options:
    keep_context: bool = False  # reuse a SpanContext that has no tracestate instead of copying it
    memo_values: bool = False  # per (key, value) verdict cache for strings (validator + tripwire)
    memo_scope: bool = False  # one InstrumentationScope per (name, version)
    memo_status: bool = False  # one Status per status code
    scrub_once: bool = False  # the exporter wrapper skips spans this processor already rebuilt
    raw_attributes: bool = False  # iterate the SDK's attribute dict, not a proxy over a Mapping


class _Scrubbed(ReadableSpan):
    """Marks a span rebuilt by the prototype, so the exporter wrapper need not redo it."""


def make_scrub(opts: Options) -> Callable[[ReadableSpan, Resource | None], ReadableSpan]:
    allowed_attributes = policy.ALLOWED_ATTRIBUTES
    allowed_value = policy.allowed_value
    verdicts: dict[tuple[str, str], bool] = {}
    scopes: dict[tuple[str, str | None], InstrumentationScope] = {}
    statuses = {code: Status(code) for code in StatusCode}
    empty = scrub._EMPTY_TRACE_STATE
    out_cls = _Scrubbed if opts.scrub_once else ReadableSpan

    def filter_attributes(attributes: Mapping[str, object] | None) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if not attributes:
            return out
        for key, value in attributes.items():
            validator = allowed_attributes.get(key)
            if validator is None:
                continue
            if opts.memo_values and type(value) is str:
                memo_key = (key, value)
                ok = verdicts.get(memo_key)
                if ok is None:
                    if len(verdicts) >= 4096:
                        verdicts.clear()  # bounded: a high-cardinality value cannot grow it
                    ok = verdicts[memo_key] = allowed_value(validator, value)
            else:
                ok = allowed_value(validator, value)
            if ok:
                out[key] = value
        return out

    def context(ctx: SpanContext | None) -> SpanContext | None:
        if ctx is None:
            return None
        if opts.keep_context and not ctx.trace_state:
            return ctx
        return SpanContext(
            trace_id=ctx.trace_id,
            span_id=ctx.span_id,
            is_remote=ctx.is_remote,
            trace_flags=ctx.trace_flags,
            trace_state=empty,
        )

    def events(items: Sequence[Event]) -> list[Event]:
        out = []
        for event in items:
            allowed = policy.ALLOWED_EVENTS.get(event.name)
            if allowed is None:
                continue
            out.append(
                Event(event.name, policy.filter_attributes(event.attributes, allowed), event.timestamp)
            )
        return out

    def scope_of(s: InstrumentationScope | None) -> InstrumentationScope | None:
        if s is None:
            return None
        if opts.memo_scope:
            key = (s.name, s.version)
            cached = scopes.get(key)
            if cached is None:
                cached = scopes[key] = scrub._scope(s)  # type: ignore[assignment]
            return cached
        return scrub._scope(s)

    def scrub_span(span: ReadableSpan, resource: Resource | None = None) -> ReadableSpan:
        if opts.scrub_once and type(span) is _Scrubbed:
            return span
        attributes: Mapping[str, object] | None = None
        if opts.raw_attributes:
            # an ended SDK span holds an immutable BoundedAttributes over a plain dict; its
            # generic Mapping iteration (ItemsView + __getitem__ per key) is what costs
            attributes = getattr(getattr(span, "_attributes", None), "_dict", None)
        if attributes is None:
            attributes = span.attributes
        return out_cls(
            name=scrub.span_name(span.name, span.kind, attributes),
            context=context(span.context),
            parent=context(span.parent),
            resource=resource if resource is not None else scrub.scrub_resource(span.resource),
            attributes=filter_attributes(attributes),
            events=events(span.events) if span.events else [],
            links=[Link(c) for link in span.links if (c := context(link.context)) is not None],
            kind=span.kind,
            status=statuses[span.status.status_code] if opts.memo_status else Status(span.status.status_code),
            start_time=span.start_time,
            end_time=span.end_time,
            instrumentation_scope=scope_of(span.instrumentation_scope),
        )

    return scrub_span


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


PROTOTYPES: list[tuple[str, Options]] = [
    ("proto: keep context without tracestate", Options(keep_context=True)),
    ("proto: memo (key, value) verdicts", Options(memo_values=True)),
    ("proto: memo scope + status", Options(memo_scope=True, memo_status=True)),
    ("proto: scrub once (exporter skips own spans)", Options(scrub_once=True)),
    ("proto: iterate the SDK's attribute dict", Options(raw_attributes=True)),
    ("proto: all of the above", Options(True, True, True, True, True, True)),
]

#: with the deferred processor: every optimisation but scrub_once (it scrubs once already)
DEFERRED_WITH_MEMOS = Options(True, True, True, True, False, True)


def build_variants(with_prototypes: bool) -> list[Variant]:
    resource = Resource.create(RESOURCE)
    variants: list[Variant] = []
    exporter = DiscardExporter()
    variants.append(Variant("no processor", _provider(None, resource), None, exporter))
    exporter = DiscardExporter()
    bsp = BatchSpanProcessor(exporter, max_queue_size=QUEUE, max_export_batch_size=BATCH)
    variants.append(Variant("BatchSpanProcessor", _provider(bsp, resource), bsp, exporter))
    protos = [("statecore", None)] + (
        [(name, make_scrub(opts)) for name, opts in PROTOTYPES] if with_prototypes else []
    )
    if with_prototypes:
        protos.append(("proto: scrub only in the export thread", None))
        protos.append(("proto: export thread only + memos", make_scrub(DEFERRED_WITH_MEMOS)))
    for name, fn in protos:
        exporter = DiscardExporter()
        cls = DeferredScrubbingProcessor if "export thread" in name else texport.ScrubbingBatchProcessor
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


def check_prototypes(spans: list[ReadableSpan]) -> None:
    """Every prototype gives exactly what telemetry.scrub.scrub_span gives (twice applied, as
    the processor then the exporter wrapper do)."""
    resource = scrub.scrub_resource(Resource.create(RESOURCE))
    expected = [scrub.scrub_span(scrub.scrub_span(s, resource), resource).to_json() for s in spans]
    for name, opts in [("none", Options()), *PROTOTYPES]:
        fn = make_scrub(opts)
        got = [fn(fn(s, resource), resource).to_json() for s in spans]
        if got != expected:
            raise SystemExit(f"prototype {name!r} changes the scrubbed output")


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


# --- main --------------------------------------------------------------------------------------------
def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--rounds", type=int, default=21)
    parser.add_argument("--requests", type=int, default=400, help="requests (x5 spans) per round")
    parser.add_argument("--warmup", type=int, default=2, help="rounds not counted")
    parser.add_argument("--no-prototypes", action="store_true")
    parser.add_argument("--profile", action="store_true", help="cProfile of the scrub path")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)

    spans = ended_spans(200)
    check_prototypes(spans)
    variants = build_variants(with_prototypes=not args.no_prototypes)
    cpu: dict[str, list[float]] = {v.name: [] for v in variants}
    own: dict[str, list[float]] = {v.name: [] for v in variants}
    wall: dict[str, list[float]] = {v.name: [] for v in variants}
    gc.collect()
    for rnd in range(args.warmup + args.rounds):
        order = variants if rnd % 2 == 0 else list(reversed(variants))
        for variant in order:
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
        fns["proto: none (the reimplementation as shipped)"] = make_scrub(Options())
        fns.update((name, make_scrub(opts)) for name, opts in PROTOTYPES)
    scrub_alone = scrub_only_ns(spans, fns, 15)

    def spread(values: list[float]) -> float:
        return round(100 * (max(values) - min(values)) / statistics.median(values), 1)

    result = {
        "python": platform.python_version(),
        "machine": platform.machine(),
        "rounds": args.rounds,
        "spans_per_round": args.requests * SPANS_PER_REQUEST,
        "cpu_ns_per_span": {k: round(v) for k, v in median.items()},
        "cpu_ratio_vs_batch": {k: round(v / bsp, 3) for k, v in median.items()},
        "cpu_processing_ns_per_span": {k: round(v - base) for k, v in median.items()},
        "cpu_spread_pct": {k: spread(v) for k, v in cpu.items()},
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
            f"{'variant':<46} {'CPU ns/span':>11} {'vs BSP':>7} {'processing':>11} "
            f"{'spread':>7} {'req. thread':>11} {'vs BSP':>7} {'wall ns/span':>12} {'vs BSP':>7}"
        )
        wall_bsp, own_bsp = wall_median["BatchSpanProcessor"], own_median["BatchSpanProcessor"]
        for name in median:
            print(
                f"{name:<46} {median[name]:>11.0f} {median[name] / bsp:>6.2f}x "
                f"{median[name] - base:>8.0f} ns {result['cpu_spread_pct'][name]:>6.1f}% "
                f"{own_median[name]:>11.0f} {own_median[name] / own_bsp:>6.2f}x "
                f"{wall_median[name]:>12.0f} {wall_median[name] / wall_bsp:>6.2f}x"
            )
        print("\nscrub_span alone, CPU ns per call (the shipped path calls it twice per span):")
        for name, ns in scrub_alone.items():
            print(f"  {name:<46} {ns:>7.0f} ns")
        goal = median["statecore"] / bsp
        verdict = "met" if goal <= 1.15 else "NOT met"
        print(f"\nstatecore / BatchSpanProcessor (CPU) = {goal:.2f}x (goal <= 1.15x: {verdict})")
        if not args.no_prototypes:
            best = median["proto: all of the above"] / bsp
            print(f"with all prototyped optimisations = {best:.2f}x")
    if args.profile:
        print("\ncProfile of telemetry.scrub.scrub_span over the workload's ended spans (tottime):")
        print(profile(spans, 50, 25))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
