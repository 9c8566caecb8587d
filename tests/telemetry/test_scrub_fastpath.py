"""The scrub's caches and the exporter wrapper's re-validation of spans the processor rebuilt:
faster, but never a different (or weaker) decision."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from types import MappingProxyType

import pytest
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import Event, ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.sdk.util.instrumentation import InstrumentationScope
from opentelemetry.trace import Link, SpanContext, SpanKind, Status, StatusCode, TraceFlags, TraceState

from telemetry import policy, scrub
from telemetry.export import ExportCounters, ScrubbingExporter

CANARY = "stl_CANARYcanaryCANARYcanary0123"
RESOURCE = Resource.create({"service.name": "statecore", "host.name": "node-7"})
CLEAN_RESOURCE = scrub.scrub_resource(RESOURCE)


@pytest.fixture(autouse=True)
def _fresh_cache() -> Iterator[None]:
    policy.VERDICTS.clear()
    yield
    policy.VERDICTS.clear()


def _raw_spans() -> list[ReadableSpan]:
    exporter = InMemorySpanExporter()
    provider = TracerProvider(resource=RESOURCE)
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    tracer = provider.get_tracer("opentelemetry.instrumentation.django", "0.66b1")
    remote = SpanContext(
        0xABC, 0xDEF, is_remote=True, trace_flags=TraceFlags(1), trace_state=TraceState([("v", "1")])
    )
    with tracer.start_as_current_span(
        "GET /api/v1/memory/user/records/alice", kind=SpanKind.SERVER, links=[Link(remote, {"x": CANARY})]
    ) as span:
        span.set_attribute("http.method", "GET")
        span.set_attribute("http.route", "api/v1/memory/<str:scope>")
        span.set_attribute("http.url", f"https://x/?token={CANARY}")
        span.set_attribute("harness.id", CANARY)
        with provider.get_tracer("statecore").start_as_current_span("memory.write") as inner:
            inner.set_attribute("statecore.outcome", "ok")
            inner.set_attribute("statecore.size_bytes", 3)
            inner.record_exception(ValueError(f"bad {CANARY}"))
            inner.set_status(Status(StatusCode.ERROR, CANARY))
    return list(exporter.get_finished_spans())


def _exporter() -> tuple[ScrubbingExporter, InMemorySpanExporter]:
    inner = InMemorySpanExporter()
    return ScrubbingExporter(inner, ExportCounters(1)), inner


# --- the verdict cache ------------------------------------------------------------------------------
def test_the_verdict_cache_is_bounded() -> None:
    cache = policy.VerdictCache(max_size=8)
    for i in range(100):
        cache.allowed(policy.identifier, f"name-{i}")
        assert len(cache) <= 8
    assert len(policy.VERDICTS) <= policy.VERDICT_CACHE_SIZE
    for i in range(policy.VERDICT_CACHE_SIZE + 10):
        policy.filter_attributes({"harness.id": f"h-{i}"}, policy.ALLOWED_ATTRIBUTES)
    assert len(policy.VERDICTS) <= policy.VERDICT_CACHE_SIZE


def test_a_forbidden_value_is_never_cached_as_allowed() -> None:
    cache = policy.VerdictCache()
    validator = policy.ALLOWED_ATTRIBUTES["harness.id"]
    for _ in range(3):  # first a miss, then hits: the same answer every time
        assert cache.allowed(validator, CANARY) is False
        assert cache.allowed(validator, "bad value with spaces") is False
        assert cache.allowed(validator, "harness-a") is True
    assert cache._verdicts[(validator, CANARY)] is False
    # every entry is exactly the uncached verdict
    assert all(policy.allowed_value(v, value) is ok for (v, value), ok in cache._verdicts.items())
    assert not policy.filter_attributes({"harness.id": CANARY}, policy.ALLOWED_ATTRIBUTES)
    assert not policy.filter_attributes({"harness.id": CANARY}, policy.ALLOWED_ATTRIBUTES)


def test_a_cached_verdict_for_a_key_cannot_leak_a_different_value() -> None:
    cache = policy.VerdictCache()
    harness = policy.ALLOWED_ATTRIBUTES["harness.id"]
    ref = policy.ALLOWED_ATTRIBUTES["statecore.binding_ref"]
    assert cache.allowed(harness, "agent-1") is True
    # another value under the same key is checked, not looked up
    assert cache.allowed(harness, "agent-1 " + CANARY) is False
    # the same value under another key's validator is checked against that validator
    assert cache.allowed(ref, "agent-1") is False

    class Sneaky(str):
        """Equal to (and hashing like) an allowed value, but a different string."""

        def __eq__(self, other: object) -> bool:
            return True

        def __hash__(self) -> int:
            return hash("agent-1")

    # a str subclass never takes the cache: it gets the full check on its real content
    assert cache.allowed(harness, Sneaky(CANARY)) is False
    assert not policy.filter_attributes({"harness.id": Sneaky(CANARY)}, policy.ALLOWED_ATTRIBUTES)
    # numbers are not cached (1 == 1.0 == True would share an entry)
    count = policy.ALLOWED_ATTRIBUTES["statecore.size_bytes"]
    assert cache.allowed(count, 1) is True
    assert cache.allowed(count, True) is False


def test_cached_scopes_and_statuses_are_what_the_uncached_code_builds() -> None:
    scope = InstrumentationScope("statecore", "", "https://schema", {"k": CANARY})
    out = scrub._scope(scope)
    assert out is scrub._scope(InstrumentationScope("statecore", ""))
    assert out == InstrumentationScope("statecore", None)
    assert out is not None
    assert not out.schema_url
    assert not out.attributes
    bad = InstrumentationScope("bad name!", "bad version!")
    assert scrub._scope(bad) == InstrumentationScope("unknown", None)
    status = scrub._status(Status(StatusCode.ERROR, CANARY))
    assert status.status_code is StatusCode.ERROR
    assert status.description is None


# --- the exporter wrapper -------------------------------------------------------------------------
def test_the_exporter_passes_spans_the_processor_rebuilt_after_revalidating_them() -> None:
    wrapper, inner = _exporter()
    raw = _raw_spans()
    rebuilt = [scrub.scrub_span(s, CLEAN_RESOURCE) for s in raw]
    assert all(type(s) is scrub.ScrubbedSpan and scrub.is_clean(s) for s in rebuilt)
    wrapper.export(rebuilt)
    out = inner.get_finished_spans()
    assert [id(s) for s in out] == [id(s) for s in rebuilt]  # re-validated, not rebuilt
    full = [scrub.scrub_span(scrub.scrub_span(s), CLEAN_RESOURCE).to_json() for s in raw]
    assert [s.to_json() for s in out] == full


def test_a_span_not_rebuilt_by_the_processor_gets_the_full_filter() -> None:
    wrapper, inner = _exporter()
    raw = _raw_spans()
    wrapper.export(raw)
    out = inner.get_finished_spans()
    assert all(type(s) is scrub.ScrubbedSpan for s in out)
    assert not any(s is r for s, r in zip(out, raw, strict=True))
    assert not any(CANARY in s.to_json() for s in out)
    assert [s.name for s in out] == ["memory.write", "http.server"]
    assert dict(out[1].attributes or {}) == {"http.method": "GET", "http.route": "api/v1/memory/<str:scope>"}


def test_a_lookalike_or_tampered_rebuilt_span_gets_the_full_filter() -> None:
    wrapper, inner = _exporter()

    class Lookalike(scrub.ScrubbedSpan):
        pass

    lookalike = Lookalike(name="harness.run", resource=CLEAN_RESOURCE, attributes={"http.url": CANARY})
    tampered = [scrub.scrub_span(s, CLEAN_RESOURCE) for s in _raw_spans()]
    tampered[0]._attributes = {"harness.id": CANARY, "statecore.outcome": "ok"}  # type: ignore[assignment]
    tampered[0]._events = [Event("exception", {"exception.message": CANARY})]
    tampered[1]._name = "GET /api/v1/memory/user/records/alice"
    tampered[1]._status = Status(StatusCode.ERROR, CANARY)
    tampered[1]._links = [Link(SpanContext(1, 2, False, trace_state=TraceState([("v", CANARY)])))]
    dirty_resource = scrub.ScrubbedSpan(name="harness.run", resource=Resource({"host.name": CANARY}))
    unreadable = scrub.scrub_span(_raw_spans()[0], CLEAN_RESOURCE)
    # a scope the re-validation cannot even look up (unhashable name): rebuilt, not raised
    unreadable._instrumentation_scope = InstrumentationScope([CANARY])  # type: ignore[arg-type]
    for span in (lookalike, *tampered, dirty_resource):
        revalidated = type(span) is scrub.ScrubbedSpan and scrub.is_clean(span)
        assert not revalidated or span.resource is not CLEAN_RESOURCE
    wrapper.export([lookalike, *tampered, dirty_resource, unreadable])
    out = inner.get_finished_spans()
    assert len(out) == 5
    assert not any(CANARY in s.to_json() for s in out)
    assert out[2].name == "http.server"
    assert out[2].status.description is None
    assert out[4].instrumentation_scope == InstrumentationScope("unknown", None)
    assert dict(out[1].attributes or {}) == {"statecore.outcome": "ok"}


# --- the rebuild's direct reads and construction --------------------------------------------------
def test_a_rebuilt_span_has_exactly_the_fields_the_sdk_constructor_sets() -> None:
    # scrub_span sets the fields itself instead of calling ReadableSpan.__init__: an SDK that
    # adds a field there must make this fail rather than export spans without it
    expected = sorted(vars(ReadableSpan(name="internal")))
    assert sorted(scrub.SPAN_FIELDS) == expected
    for raw in _raw_spans():
        assert sorted(vars(scrub.scrub_span(raw, CLEAN_RESOURCE))) == expected


def test_a_span_class_with_its_own_properties_is_read_through_them() -> None:
    class Overriding(ReadableSpan):
        @property
        def attributes(self) -> MappingProxyType[str, object]:  # type: ignore[override]
            return MappingProxyType({"statecore.outcome": "ok", "http.url": CANARY})

    span = Overriding(name="memory.write", attributes={"statecore.outcome": "error"}, resource=RESOURCE)
    out = scrub.scrub_span(span, CLEAN_RESOURCE)
    assert dict(out.attributes or {}) == {"statecore.outcome": "ok"}


def test_a_str_subclass_posing_as_an_allowed_span_name_is_renamed() -> None:
    class Sneaky(str):
        def __eq__(self, other: object) -> bool:
            return True

        def __hash__(self) -> int:
            return hash("memory.write")

    span = ReadableSpan(name=Sneaky(CANARY), resource=RESOURCE)
    out = scrub.scrub_span(span, CLEAN_RESOURCE)
    assert type(out.name) is str
    assert out.name == "internal"
    assert CANARY not in out.to_json()


@pytest.mark.parametrize(
    "mapping",
    [policy.ALLOWED_ATTRIBUTES, policy.ALLOWED_RESOURCE_KEYS, *policy.ALLOWED_EVENTS.values()],
    ids=["attributes", "resource", "events"],
)
def test_precompiled_int_and_float_checks_give_each_validators_verdict(
    mapping: Mapping[str, policy.Validator],
) -> None:
    values: list[object] = [0, 1, 7, 999, 1000, 10_000, 10_001, 2**53, 2**53 + 1, 2**70, -1, -(2**60)]
    values += [True, False, 0.0, 3.25, -0.5, float("inf"), float("nan")]
    for key, validator in mapping.items():
        for value in values:
            expected = policy.allowed_value(validator, value)
            assert bool(policy.filter_attributes({key: value}, mapping)) is expected, (key, value)
            assert policy.VERDICTS.all_allowed({key: value}, mapping) is expected, (key, value)
    assert policy.INT_RANGES  # the precompiled ranges are in use, not an empty table
