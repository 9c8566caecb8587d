"""W3C Trace Context and baggage under policy: strict parsing, schema-filtered baggage, and
egress modes decided per destination.

One global propagator (:class:`PolicyPropagator`) is installed by ``configure_tracing``. Every
instrumentation that injects or extracts goes through it:

- extract: ``traceparent`` is parsed strictly (see :func:`parse_traceparent`), ``tracestate``
  by the Level 2 grammar (see :func:`parse_tracestate`), ``baggage`` is filtered by the schema;
- inject: the mode of the call decides what leaves. ``internal``: full context and
  schema-filtered baggage; ``external``: nothing; ``external-correlated``: ``traceparent``
  only, opt-in per destination. A call whose mode nobody decided is ``external``.

Trace flags (W3C Trace Context Level 2): ``sampled`` (0x01) and ``random-trace-id`` (0x02) are
kept as received and sent on; every other bit is set to zero, as the specification requires of
flags it does not define. The SDK (1.45) carries the random bit from a parent to its children and
sets it on the roots its random id generator starts, so a continued trace keeps the caller's bit
and a new one says its trace id is random.
"""

from __future__ import annotations

import contextvars
import enum
import re
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

from opentelemetry import baggage, trace
from opentelemetry.baggage.propagation import W3CBaggagePropagator
from opentelemetry.context import Context
from opentelemetry.propagators.textmap import (
    CarrierT,
    Getter,
    Setter,
    TextMapPropagator,
    default_getter,
    default_setter,
)
from opentelemetry.trace import NonRecordingSpan, SpanContext, TraceFlags, TraceState

from telemetry.policy import EMPTY_BAGGAGE_SCHEMA, BaggageSchema

TRACEPARENT = "traceparent"
TRACESTATE = "tracestate"
BAGGAGE = "baggage"
_MAX_BAGGAGE_HEADER = 8192

#: the trace flags this version defines: sampled and random-trace-id (Level 2)
KNOWN_FLAGS = TraceFlags.SAMPLED | TraceFlags.RANDOM_TRACE_ID
#: a combined ``tracestate`` longer than this is discarded whole (32 members of at most 256 + 1 +
#: 256 characters with their commas fit in 16,447; the rest is room for optional whitespace)
MAX_TRACESTATE_CHARS = 32 * 1024
MAX_TRACESTATE_MEMBERS = 32

_TRACEPARENT_00 = re.compile(r"^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$")
_TRACEPARENT_FUTURE = re.compile(r"^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(?:-.*)?$")


@dataclass(frozen=True)
class ParsedTraceparent:
    trace_id: int
    span_id: int
    flags: int


def parse_traceparent(value: str | None) -> ParsedTraceparent | None:
    """A valid W3C ``traceparent`` or None.

    Refused: several values folded into one header (a comma), version ``ff``, wrong field
    lengths, uppercase or non-hex digits, all-zero trace or span id, and for version 00 any
    trailing data. A later version is read by its first four fields, as the spec requires.
    ``flags`` are all eight bits as received; what is used of them is :data:`KNOWN_FLAGS`.
    """
    if value is None or "," in value or len(value) > 512:
        return None
    value = value.strip(" \t")
    match = _TRACEPARENT_00.match(value)
    if match is None:
        future = _TRACEPARENT_FUTURE.match(value)
        if future is None or future.group(1) in ("00", "ff"):
            return None
        match_groups = future.group(2, 3, 4)
    else:
        match_groups = match.group(1, 2, 3)
    trace_hex, span_hex, flags_hex = match_groups
    trace_id, span_id = int(trace_hex, 16), int(span_hex, 16)
    if trace_id == 0 or span_id == 0:
        return None
    return ParsedTraceparent(trace_id, span_id, int(flags_hex, 16))


def format_traceparent(ctx: SpanContext) -> str:
    """Version 00 with the flags this version defines (sampled, random-trace-id); others are 0."""
    return f"00-{ctx.trace_id:032x}-{ctx.span_id:016x}-{int(ctx.trace_flags) & KNOWN_FLAGS:02x}"


# Level 2's list-member: a key of 1-256 characters (a lowercase letter or digit first, then
# letters, digits, "_", "-", "*", "/", "@"), "=", a value of 1-256 printable ASCII characters
# other than "," and "=" that does not end with a space. Level 1's "tenant@vendor" keys are a
# subset of these keys.
_TRACESTATE_MEMBER = re.compile(
    r"([a-z0-9][a-z0-9_\-*/@]{0,255})=([\x20-\x2b\x2d-\x3c\x3e-\x7e]{0,255}[\x21-\x2b\x2d-\x3c\x3e-\x7e])"
)


class ReceivedTraceState(TraceState):
    """A ``tracestate`` as :func:`parse_tracestate` accepted it, passed on unchanged.

    The API's ``TraceState`` checks keys against the Level 1 grammar and logs each member it
    refuses (caller data in a log line); the members here were checked against Level 2's, which
    accepts more keys (``foo@``, ``t@vvvvvvvvvvvvvvv``). Mutating methods return a plain
    ``TraceState`` of the base class, as they do for any other."""

    def __init__(self, entries: Sequence[tuple[str, str]] = ()) -> None:
        super().__init__()
        self._dict = dict(entries)


def parse_tracestate(values: Sequence[str]) -> TraceState:
    """The list-members of one or more ``tracestate`` header fields, combined in order.

    Optional whitespace (spaces, tabs) around members and empty members are ignored. The whole
    header is discarded (an empty state) when a member does not match the grammar, when there
    are more than 32 members, or when the combined value is unreasonably long; of a key listed
    twice the left-most member is kept (a sender must not send duplicates; a receiver may drop
    them). Nothing is logged: the header is caller data."""
    combined = ",".join(values)
    if len(combined) > MAX_TRACESTATE_CHARS:
        return TraceState()
    members: list[tuple[str, str]] = []
    for raw in combined.split(","):
        member = raw.strip(" \t")
        if not member:
            continue
        match = _TRACESTATE_MEMBER.fullmatch(member)
        if match is None:
            return TraceState()
        members.append((match.group(1), match.group(2)))
        if len(members) > MAX_TRACESTATE_MEMBERS:
            return TraceState()
    if not members:
        return TraceState()  # the plain empty state: the scrubber's fast path knows it
    kept: dict[str, str] = {}
    for key, value in members:
        kept.setdefault(key, value)
    return ReceivedTraceState(list(kept.items()))


# --- egress modes --------------------------------------------------------------------------------
class Mode(enum.StrEnum):
    INTERNAL = "internal"
    EXTERNAL = "external"
    EXTERNAL_CORRELATED = "external-correlated"


_scoped_mode: contextvars.ContextVar[Mode | None] = contextvars.ContextVar("egress_scoped", default=None)
_next_call_mode: contextvars.ContextVar[Mode | None] = contextvars.ContextVar("egress_next", default=None)


@contextmanager
def egress_mode(mode: Mode) -> Iterator[None]:
    """Calls made inside use ``mode`` unless their destination is registered otherwise."""
    token = _scoped_mode.set(mode)
    try:
        yield
    finally:
        _scoped_mode.reset(token)


def set_next_call_mode(mode: Mode | None) -> None:
    """Set by a client instrumentation's request hook, just before it injects; consumed there."""
    _next_call_mode.set(mode)


def _origin(url: str) -> tuple[str, str]:
    parts = urlsplit(url)
    host = (parts.hostname or "").lower()
    port = parts.port or (443 if parts.scheme == "https" else 80)
    return f"{parts.scheme}://{host}:{port}", host


@dataclass(frozen=True)
class EgressPolicy:
    """Destinations by origin (``https://host:port``) or bare host name.

    ``internal``: trusted internal services (full context). ``correlated``: external
    destinations that opted in to ``traceparent`` only. Anything else is external."""

    internal: frozenset[str] = frozenset()
    correlated: frozenset[str] = frozenset()

    @classmethod
    def from_lists(cls, internal: list[str], correlated: list[str]) -> EgressPolicy:
        def norm(items: list[str]) -> frozenset[str]:
            out = set()
            for item in items:
                item = item.strip().lower()
                if not item:
                    continue
                out.add(_origin(item)[0] if "://" in item else item)
            return frozenset(out)

        return cls(internal=norm(internal), correlated=norm(correlated))

    def mode_for(self, url: str) -> Mode | None:
        """The registered mode of ``url``'s destination, or None when it is not registered."""
        try:
            origin, host = _origin(url)
        except ValueError:
            return Mode.EXTERNAL
        if origin in self.internal or host in self.internal:
            return Mode.INTERNAL
        if origin in self.correlated or host in self.correlated:
            return Mode.EXTERNAL_CORRELATED
        return None


# --- the propagator ------------------------------------------------------------------------------
@dataclass
class PolicyPropagator(TextMapPropagator):
    baggage_schema: BaggageSchema = field(default_factory=lambda: EMPTY_BAGGAGE_SCHEMA)

    _baggage = W3CBaggagePropagator()

    def _filtered_baggage(self, ctx: Context | None) -> dict[str, str]:
        return self.baggage_schema.filter(dict(baggage.get_all(ctx)))

    def extract(
        self, carrier: CarrierT, context: Context | None = None, getter: Getter[CarrierT] = default_getter
    ) -> Context:
        ctx = context if context is not None else Context()
        values = getter.get(carrier, TRACEPARENT)
        if not values or len(values) != 1:
            return ctx  # absent, or several headers: no parent
        parsed = parse_traceparent(values[0])
        if parsed is None:
            return ctx
        states = getter.get(carrier, TRACESTATE)
        span_context = SpanContext(
            trace_id=parsed.trace_id,
            span_id=parsed.span_id,
            is_remote=True,
            trace_flags=TraceFlags(parsed.flags & KNOWN_FLAGS),
            trace_state=parse_tracestate(list(states)) if states else TraceState(),
        )
        ctx = trace.set_span_in_context(NonRecordingSpan(span_context), ctx)
        raw = getter.get(carrier, BAGGAGE)
        if raw and sum(len(v) for v in raw) <= _MAX_BAGGAGE_HEADER and self.baggage_schema.keys:
            incoming = baggage.get_all(self._baggage.extract({BAGGAGE: ",".join(raw)}, Context()))
            for key, value in self.baggage_schema.filter(dict(incoming)).items():
                ctx = baggage.set_baggage(key, value, ctx)
        return ctx

    def inject(
        self, carrier: CarrierT, context: Context | None = None, setter: Setter[CarrierT] = default_setter
    ) -> None:
        mode = resolve_mode()
        _next_call_mode.set(None)
        if mode is Mode.EXTERNAL:
            return
        span_context = trace.get_current_span(context).get_span_context()
        if not span_context.is_valid:
            return
        setter.set(carrier, TRACEPARENT, format_traceparent(span_context))
        if mode is Mode.EXTERNAL_CORRELATED:
            return
        if span_context.trace_state:
            setter.set(carrier, TRACESTATE, span_context.trace_state.to_header())
        entries = self._filtered_baggage(context)
        if entries:
            ctx = Context()
            for key, value in entries.items():
                ctx = baggage.set_baggage(key, value, ctx)
            self._baggage.inject(carrier, ctx, setter)

    @property
    def fields(self) -> set[str]:
        return {TRACEPARENT, TRACESTATE, BAGGAGE}


def resolve_mode() -> Mode:
    return _next_call_mode.get() or _scoped_mode.get() or Mode.EXTERNAL


def strip_untrusted(headers: Mapping[str, Any]) -> dict[str, Any]:
    """A copy of ``headers`` without trace context or baggage (for hand-built external calls)."""
    return {k: v for k, v in headers.items() if k.lower() not in (TRACEPARENT, TRACESTATE, BAGGAGE)}
