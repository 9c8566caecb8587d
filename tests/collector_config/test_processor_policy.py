"""statecore_processor.py on a stand-in for rotel's span objects: what it keeps is exactly what
telemetry.policy allows, checked against a plain restatement of the policy on generated batches.

The stand-ins behave like rotel 0.0.1a15's: attribute lists are views (iterate, index, ``len``,
``del``); a span's and the resource's attributes accept an assigned list, event and link
attributes refuse one (TypeError), as the real agent does.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from telemetry import policy

from .conftest import load

processor = load("rotel/statecore_processor.py", "statecore_processor_policy")


# --- stand-ins for rotel's objects ----------------------------------------------------------------
@dataclass
class AnyValue:
    value: Any


@dataclass
class KeyValue:
    key: str
    value: AnyValue | None


class ArrayValue:
    """Neither a primitive nor a sequence Python knows: what rotel hands out for an array."""

    def __init__(self, *values: Any) -> None:
        self.values = values

    def __repr__(self) -> str:
        return f"ArrayValue{self.values!r}"


class View:
    """rotel's AttributesList / Events / Links: a live view, no slicing, no assignment."""

    def __init__(self, items: list[Any]) -> None:
        self._items = list(items)

    def __iter__(self) -> Any:
        return iter(list(self._items))

    def __len__(self) -> int:
        return len(self._items)

    def __getitem__(self, index: int) -> Any:
        return self._items[index]

    def __delitem__(self, index: int) -> None:
        del self._items[index]

    def items(self) -> list[Any]:
        return list(self._items)


class _ListAssignable:
    _attributes: View

    @property
    def attributes(self) -> View:
        return self._attributes

    @attributes.setter
    def attributes(self, kvs: Any) -> None:
        if not isinstance(kvs, (list, tuple)):
            raise TypeError("expected a list")
        self._attributes = View(list(kvs))


class _NotAssignable:
    _attributes: View

    @property
    def attributes(self) -> View:
        return self._attributes

    @attributes.setter
    def attributes(self, kvs: Any) -> None:
        raise TypeError("argument 'attrs': 'list' object cannot be converted to 'AttributesList'")


class Span(_ListAssignable):
    def __init__(self, name: str, kind: int, attributes: list[KeyValue], **rest: Any) -> None:
        self.name = name
        self.kind = kind
        self._attributes = View(attributes)
        self.dropped_attributes_count = rest.get("dropped_attributes_count", 3)
        self.trace_state = rest.get("trace_state", "")
        self.events = View(rest.get("events", []))
        self.links = View(rest.get("links", []))
        self.status = rest.get("status")


class Event(_NotAssignable):
    def __init__(self, name: str, attributes: list[KeyValue]) -> None:
        self.name = name
        self._attributes = View(attributes)


class Link(_NotAssignable):
    def __init__(self, trace_state: str, attributes: list[KeyValue]) -> None:
        self.trace_state = trace_state
        self._attributes = View(attributes)


class Resource(_ListAssignable):
    def __init__(self, attributes: list[KeyValue]) -> None:
        self._attributes = View(attributes)
        self.dropped_attributes_count = 2


@dataclass
class Status:
    message: str
    code: int = 2


class Scope(_NotAssignable):
    def __init__(self, name: str, version: str, attributes: list[KeyValue]) -> None:
        self.name = name
        self.version = version
        self._attributes = View(attributes)


@dataclass
class ScopeSpans:
    scope: Scope | None
    spans: View
    schema_url: str = "https://opentelemetry.io/schemas/1.0"


@dataclass
class ResourceSpans:
    resource: Resource | None
    scope_spans: View
    schema_url: str = "https://opentelemetry.io/schemas/1.0"


# --- the policy, restated plainly ---------------------------------------------------------------
def _value(kv: KeyValue) -> Any:
    return None if kv.value is None else kv.value.value


def expected_attributes(kvs: list[KeyValue], table: Any) -> list[tuple[str, Any]]:
    return [
        (kv.key, _value(kv))
        for kv in kvs
        if kv.key in table and policy.allowed_value(table[kv.key], _value(kv))
    ]


def expected_name(name: str, kind: int, kvs: list[KeyValue]) -> str:
    if name in policy.ALLOWED_SPAN_NAMES:
        return name
    db_system = None
    for kv in kvs:
        if kv.key in ("db.system", "db.system.name") and not db_system:
            db_system = _value(kv)
    if db_system == "redis":
        return "cache.command"
    if db_system:
        return "db.query"
    return {2: "http.server", 3: "http.client", 4: "messaging.publish", 5: "messaging.process"}.get(
        kind, "internal"
    )


def _pairs(view: View) -> list[tuple[str, Any]]:
    return [(kv.key, _value(kv)) for kv in view]


# --- generated batches ----------------------------------------------------------------------------
SECRETS = (
    "Bearer abcdefgh12345678",
    "someone@example.com",
    "AKIAABCDEFGHIJKLMNOP",
    "sk-" + "b" * 20,
    "token=abc",
    "4111111111111111",
)
KEYS = (
    *policy.ALLOWED_ATTRIBUTES,
    "url.query",
    "http.request.header.authorization",
    "db.statement",
    "user_agent.original",
    "exception.type",
    "exception.message",
)
STRINGS = (
    "PUT",
    "GET",
    "postgresql",
    "redis",
    "mysql",
    "",
    "created",
    "user",
    "1.1",
    "https",
    "api/v1/state/<str:key>",
    "/api/v1/state/3f2a9c",
    "RevisionConflict",
    "statecore.errors.RevisionConflict",
    "h1:" + "0123456789abcdef" * 2,
    "h1:" + "0123456789ABCDEF" * 2,
    "SELECT",
    "a b",
    *SECRETS,
)
values = st.one_of(
    st.sampled_from(STRINGS),
    st.text(max_size=12),
    st.integers(min_value=-3, max_value=2**54),
    st.sampled_from((0, 1, 201, 999, 1000, 10_000, 10_001)),
    st.booleans(),
    st.floats(allow_nan=False, min_value=-5, max_value=1e6),
    st.binary(max_size=4),
    st.none(),
    st.builds(lambda v: ArrayValue(v), st.sampled_from(STRINGS)),
)


@st.composite
def key_values(draw: Any, keys: Any = KEYS) -> KeyValue:
    key = draw(st.sampled_from(keys))
    if draw(st.integers(0, 20)) == 0:
        return KeyValue(key, None)
    return KeyValue(key, AnyValue(draw(values)))


attribute_lists = st.lists(key_values(), max_size=9)


@st.composite
def spans(draw: Any) -> tuple[Span, dict[str, Any]]:
    name = draw(st.sampled_from((*sorted(policy.ALLOWED_SPAN_NAMES), "GET", "SELECT t", "x", "")))
    kind = draw(st.integers(0, 6))
    kvs = draw(attribute_lists)
    events = draw(
        st.lists(
            st.builds(
                lambda n, a: Event(n, a),
                st.sampled_from(("exception", "log", "exception.x")),
                st.lists(
                    key_values((*policy.ALLOWED_EVENTS["exception"], "exception.message", "k")), max_size=4
                ),
            ),
            max_size=3,
        )
    )
    links = draw(
        st.lists(
            st.builds(lambda t, a: Link(t, a), st.sampled_from(("", "v=1")), attribute_lists),
            max_size=2,
        )
    )
    status = draw(st.sampled_from((None, "", "boom " + SECRETS[0])))
    before = {
        "name": name,
        "kind": kind,
        "attributes": list(kvs),
        "events": [(e.name, e.attributes.items()) for e in events],
        "links": len(links),
        "status": status,
    }
    span = Span(
        name,
        kind,
        kvs,
        trace_state=draw(st.sampled_from(("", "vendor=abc"))),
        events=events,
        links=links,
        status=None if status is None else Status(status),
    )
    return span, before


@st.composite
def batches(draw: Any) -> tuple[ResourceSpans, list[list[dict[str, Any]]], list[KeyValue]]:
    resource_kvs = draw(
        st.lists(key_values((*policy.ALLOWED_RESOURCE_KEYS, "host.name", "process.pid")), max_size=6)
    )
    scope_spans = []
    befores = []
    for _ in range(draw(st.integers(1, 2))):
        drawn = draw(st.lists(spans(), max_size=6))
        befores.append([b for _, b in drawn])
        scope = Scope(
            draw(st.sampled_from(("opentelemetry.instrumentation.django", "", "a@b.example"))),
            draw(st.sampled_from(("0.59b0", "", "token=x"))),
            draw(attribute_lists),
        )
        scope_spans.append(ScopeSpans(scope, View([s for s, _ in drawn])))
    return ResourceSpans(Resource(resource_kvs), View(scope_spans)), befores, resource_kvs


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(batches())
def test_processor_keeps_exactly_what_the_policy_allows(batch: Any) -> None:
    rs, befores, resource_kvs = batch
    processor.process_spans(rs)
    assert rs.resource is not None
    assert _pairs(rs.resource.attributes) == expected_attributes(resource_kvs, policy.ALLOWED_RESOURCE_KEYS)
    assert rs.resource.dropped_attributes_count == 0
    assert rs.schema_url == ""
    assert len(rs.scope_spans) == len(befores)
    for scope_spans, spans_before in zip(rs.scope_spans, befores, strict=True):
        assert scope_spans.schema_url == ""
        assert len(scope_spans.scope.attributes) == 0
        assert len(scope_spans.spans) == len(spans_before)
        for span, before in zip(scope_spans.spans, spans_before, strict=True):
            assert span.name == expected_name(before["name"], before["kind"], before["attributes"])
            assert _pairs(span.attributes) == expected_attributes(
                before["attributes"], policy.ALLOWED_ATTRIBUTES
            )
            assert span.dropped_attributes_count == 0
            assert span.trace_state == ""
            kept_events = [(n, a) for n, a in before["events"] if n in policy.ALLOWED_EVENTS]
            assert [e.name for e in span.events] == [n for n, _ in kept_events]
            for event, (n, a) in zip(span.events, kept_events, strict=True):
                assert _pairs(event.attributes) == expected_attributes(a, policy.ALLOWED_EVENTS[n])
            assert len(span.links) == before["links"]
            for link in span.links:
                assert link.trace_state == ""
                assert len(link.attributes) == 0
            if before["status"] is None:
                assert span.status is None
            else:
                assert span.status.message == ""


def test_refused_attribute_values_are_never_read() -> None:
    reads: list[str] = []

    class CountingKeyValue(KeyValue):
        def __getattribute__(self, name: str) -> Any:
            if name == "value":
                reads.append(object.__getattribute__(self, "key"))
            return object.__getattribute__(self, name)

    span = Span(
        "thread_state.write",
        1,
        [
            CountingKeyValue("url.query", AnyValue("token=abc")),
            CountingKeyValue("statecore.outcome", AnyValue("created")),
            CountingKeyValue("db.system", AnyValue("redis")),
        ],
    )
    rs = ResourceSpans(Resource([]), View([ScopeSpans(None, View([span]))]))
    processor.process_spans(rs)
    assert sorted(reads) == ["db.system", "statecore.outcome"]
    assert _pairs(span.attributes) == [("statecore.outcome", "created"), ("db.system", "redis")]


def test_unlisted_db_system_still_names_the_span(monkeypatch: pytest.MonkeyPatch) -> None:
    """The generic name does not depend on ``db.system`` being an allowed key."""
    attrs = {k: v for k, v in processor._ATTRS.items() if k not in ("db.system", "db.system.name")}
    monkeypatch.setattr(processor, "_ATTRS", attrs)
    span = Span("GET", 3, [KeyValue("db.system", AnyValue("redis"))])
    processor.process_spans(ResourceSpans(None, View([ScopeSpans(None, View([span]))])))
    assert span.name == "cache.command"
    assert len(span.attributes) == 0


@dataclass
class _Exploding:
    """A span whose attributes raise when read (a rotel lock error, say)."""

    name: str = "internal"
    calls: list[str] = field(default_factory=list)

    @property
    def attributes(self) -> Any:
        raise RuntimeError("Failed to lock mutex")


def test_any_error_empties_the_batch_resource_included(capsys: pytest.CaptureFixture[str]) -> None:
    ok = Span("internal", 1, [KeyValue("statecore.outcome", AnyValue("ok"))])
    rs = ResourceSpans(
        Resource([KeyValue("service.name", AnyValue("statecore"))]),
        View([ScopeSpans(None, View([ok])), ScopeSpans(None, View([_Exploding()]))]),
    )
    processor.process_spans(rs)
    assert len(rs.scope_spans) == 0
    assert rs.resource is not None
    assert len(rs.resource.attributes) == 0
    assert "statecore-processor ERROR: batch dropped (RuntimeError)" in capsys.readouterr().err
