"""Rebuild spans with only allowed content.

The SDK freezes a span's attributes when it ends, so a processor cannot redact in
``on_end``: instead each ended span is rebuilt here as a new ``ReadableSpan`` holding only
what :mod:`telemetry.policy` allows, before it is queued. The exporter wrapper runs the same
function again on every batch, so a span that reached the exporter by another path (a second
processor added by a library, a future refactor) is still filtered. A span rebuilt here is
a :class:`ScrubbedSpan`; for those the wrapper re-validates (:func:`is_clean`) instead of
rebuilding again (see ``telemetry.export.ScrubbingExporter`` for why that is still a filter).

Hot path (every ended span): the cheap checks come first and everything that can be is
computed once: string verdicts are cached (:data:`telemetry.policy.VERDICTS`), an exact int's
verdict is a precompiled range check (:data:`telemetry.policy.INT_RANGES`), instrumentation
scopes per input scope object and per (name, version), one ``Status`` per code, span contexts
without tracestate are reused as they are, an SDK span's fields (its attribute dict, event
and link lists) are read directly rather than through properties, the rebuilt span is built
without ``ReadableSpan.__init__``'s keyword handling, and empty events and links are the
shared empty tuple.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final

from opentelemetry.attributes import BoundedAttributes
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import Event, ReadableSpan
from opentelemetry.sdk.util.instrumentation import InstrumentationScope
from opentelemetry.trace import Link, SpanContext, SpanKind, Status, StatusCode, TraceState

from telemetry import policy

_GENERIC_BY_KIND = {
    SpanKind.SERVER: "http.server",
    SpanKind.CLIENT: "http.client",
    SpanKind.PRODUCER: "messaging.publish",
    SpanKind.CONSUMER: "messaging.process",
    SpanKind.INTERNAL: "internal",
}
_EMPTY_TRACE_STATE = TraceState()


def span_name(name: str, kind: SpanKind, attributes: Mapping[str, object] | None) -> str:
    """The span's name if allowed; otherwise a generic one chosen by kind (never the original:
    instrumented names carry SQL verbs and tables, concrete paths and task names)."""
    # an exact str only: a subclass can compare equal to an allowed name and hold anything
    if type(name) is str and name in policy.ALLOWED_SPAN_NAMES:
        return name
    attributes = attributes or {}
    db_system = attributes.get("db.system") or attributes.get("db.system.name")
    if db_system == "redis":
        return "cache.command"
    if db_system:
        return "db.query"
    return _GENERIC_BY_KIND.get(kind, "internal")


class ScrubbedSpan(ReadableSpan):
    """A span rebuilt by :func:`scrub_span` (only allowed content). Private to this package:
    the exporter wrapper recognises it by exact type to re-validate instead of rebuilding."""


_ALLOWED_SPAN_NAMES = policy.ALLOWED_SPAN_NAMES
_ALLOWED_ATTRIBUTES = policy.ALLOWED_ATTRIBUTES
_STATUSES: dict[StatusCode, Status] = {code: Status(code) for code in StatusCode}
_SCOPES: dict[tuple[str, str | None], InstrumentationScope] = {}
_MAX_SCOPES = 256
#: id(an input scope) -> (that scope, its sanitised result). The SDK hands every span of a
#: tracer the same scope object, so this is one lookup per span instead of reading name and
#: version and hashing them. The input is held so its id cannot be reused by another object
#: while the entry exists; the result is always one of ``_SCOPES``' sanitised scopes, so even
#: an input scope changed after it was looked up can only yield an allowed name.
_SCOPES_BY_INPUT: dict[int, tuple[InstrumentationScope, InstrumentationScope]] = {}
#: The public properties ``scrub_span`` reads. ``ReadableSpan``'s own return the private field
#: (``attributes``, ``events``, ``links``: a read-only view or a tuple copy of it), so for a
#: span class that inherits every one of them, reading the fields is reading the properties.
_READ_PROPERTIES: Final = (
    "name",
    "context",
    "parent",
    "kind",
    "status",
    "attributes",
    "events",
    "links",
    "start_time",
    "end_time",
    "instrumentation_scope",
)
_PLAIN_CLASSES: dict[type, bool] = {}
#: The fields ``ReadableSpan.__init__`` sets, which ``scrub_span`` sets without calling it
#: (checked by a test against the installed SDK: a new field there must be added here).
SPAN_FIELDS: Final = (
    "_name",
    "_context",
    "_kind",
    "_instrumentation_info",
    "_instrumentation_scope",
    "_parent",
    "_start_time",
    "_end_time",
    "_attributes",
    "_events",
    "_links",
    "_resource",
    "_status",
)


def _no_trace_state(ctx: SpanContext) -> bool:
    """``not ctx.trace_state`` for a plain ``TraceState`` without two Python-level calls (the
    property and ``TraceState.__len__``, which is ``len(self._dict)``); any other class is
    treated as carrying a tracestate."""
    state = ctx[4]  # what the ``trace_state`` property returns
    return type(state) is TraceState and not state._dict


def _context(ctx: SpanContext | None) -> SpanContext | None:
    """The same ids without ``tracestate``: vendor entries are caller data, not ours to export.

    A plain ``SpanContext`` without tracestate is returned as is (it is immutable, and the
    copy would be identical)."""
    if ctx is None:
        return None
    if type(ctx) is SpanContext and _no_trace_state(ctx):
        return ctx
    return SpanContext(
        trace_id=ctx.trace_id,
        span_id=ctx.span_id,
        is_remote=ctx.is_remote,
        trace_flags=ctx.trace_flags,
        trace_state=_EMPTY_TRACE_STATE,
    )


def _events(events: Sequence[Event]) -> tuple[Event, ...]:
    out = []
    for event in events:
        allowed = policy.ALLOWED_EVENTS.get(event.name)
        if allowed is None:
            continue
        # An exception keeps only its type: the message and stack trace are where tokens,
        # payload fragments and subjects end up.
        out.append(Event(event.name, policy.filter_attributes(event.attributes, allowed), event.timestamp))
    return tuple(out)


def _links(links: Sequence[Link]) -> tuple[Link, ...]:
    return tuple(Link(ctx) for link in links if (ctx := _context(link.context)) is not None)


def scrub_resource(resource: Resource) -> Resource:
    return Resource(policy.filter_attributes(resource.attributes, policy.ALLOWED_RESOURCE_KEYS))


def _scope_uncached(scope: InstrumentationScope) -> InstrumentationScope:
    # Identifier-shaped is not enough: a token (``stl_...``) is identifier-shaped too.
    name = scope.name if policy.identifier(scope.name) and not policy.trips(scope.name) else "unknown"
    version = (
        scope.version
        if scope.version and policy.identifier(scope.version) and not policy.trips(scope.version)
        else None
    )
    return InstrumentationScope(name, version)


def _scope(scope: InstrumentationScope | None) -> InstrumentationScope | None:
    """Name and version if they are identifiers (nothing else: no schema URL, no attributes).
    One result per (name, version), bounded; a cached scope is never mutated."""
    if scope is None:
        return None
    seen = _SCOPES_BY_INPUT.get(id(scope))
    if seen is not None and seen[0] is scope:
        return seen[1]
    result = _scope_by_name(scope)
    if len(_SCOPES_BY_INPUT) >= _MAX_SCOPES:
        _SCOPES_BY_INPUT.clear()
    _SCOPES_BY_INPUT[id(scope)] = (scope, result)
    return result


def _scope_by_name(scope: InstrumentationScope) -> InstrumentationScope:
    name, version = scope.name, scope.version
    if type(name) is not str or (version is not None and type(version) is not str):
        return _scope_uncached(scope)
    key = (name, version)
    cached = _SCOPES.get(key)
    if cached is None:
        if len(_SCOPES) >= _MAX_SCOPES:
            _SCOPES.clear()
        cached = _SCOPES[key] = _scope_uncached(scope)
        # the result depends on (name, version) only and is its own result: store it under
        # its own key too, so the exporter's re-validation finds it (e.g. version "" -> None)
        _SCOPES.setdefault((cached.name, cached.version), cached)
    return cached


def _status(status: Status) -> Status:
    """The code only: descriptions carry exception messages."""
    code = status._status_code if type(status) is Status else status.status_code
    return _STATUSES.get(code) or Status(code)


def _plain(cls: type) -> bool:
    """``cls`` inherits every property ``scrub_span`` reads from ``ReadableSpan`` (the SDK's
    own span classes do). Remembered per class, bounded."""
    verdict = _PLAIN_CLASSES.get(cls)
    if verdict is None:
        if len(_PLAIN_CLASSES) >= 64:
            _PLAIN_CLASSES.clear()
        own = ReadableSpan.__dict__
        verdict = _PLAIN_CLASSES[cls] = all(getattr(cls, n, None) is own[n] for n in _READ_PROPERTIES)
    return verdict


_new_span = object.__new__


def scrub_span(span: ReadableSpan, resource: Resource | None = None) -> ScrubbedSpan:
    """A new span with only allowed name, attributes, events, links, status and resource.

    Every field is filtered whichever way it is read: for a span class whose read properties
    are ``ReadableSpan``'s (the SDK's), the private fields behind them are read directly (no
    property calls, no tuple copies of events and links); any other class is read through its
    public properties. The result is built without ``ReadableSpan.__init__`` (its keyword
    handling is a measurable part of the rebuild), setting exactly the fields it sets."""
    cls = type(span)
    plain = _PLAIN_CLASSES.get(cls)
    if plain is None:
        plain = _plain(cls)
    if plain:
        raw: Mapping[str, object] | None = span._attributes
        if type(raw) is BoundedAttributes:
            raw = raw._dict
        elif not (type(raw) is dict or raw is None):
            raw = span.attributes
        name, kind, events, links = span._name, span._kind, span._events, span._links
        context, parent, status = span._context, span._parent, span._status
        start_time, end_time, scope = span._start_time, span._end_time, span._instrumentation_scope
    else:
        raw = span.attributes
        name, kind, events, links = span.name, span.kind, span.events, span.links
        context, parent, status = span.context, span.parent, span.status
        start_time, end_time, scope = span.start_time, span.end_time, span.instrumentation_scope
    # The common cases of span_name, _context, _scope and _status inline (same decisions,
    # fewer calls on the path every span takes); anything else goes through them.
    out: ScrubbedSpan = _new_span(ScrubbedSpan)
    out._name = name if type(name) is str and name in _ALLOWED_SPAN_NAMES else span_name(name, kind, raw)
    out._context = (
        context
        if type(context) is SpanContext and type(ts := context[4]) is TraceState and not ts._dict
        else _context(context)
    )
    out._kind = kind
    out._instrumentation_info = None
    seen = _SCOPES_BY_INPUT.get(id(scope))
    out._instrumentation_scope = seen[1] if seen is not None and seen[0] is scope else _scope(scope)
    out._parent = (
        parent
        if type(parent) is SpanContext and type(ts := parent[4]) is TraceState and not ts._dict
        else _context(parent)
    )
    out._start_time = start_time
    out._end_time = end_time
    out._attributes = policy.filter_attributes(raw, _ALLOWED_ATTRIBUTES)
    # tuples: immutable, and the empty one (most spans) is shared, not a new list per span
    out._events = _events(events) if events else ()
    out._links = _links(links) if links else ()
    out._resource = resource if resource is not None else scrub_resource(span.resource)
    code = status._status_code if type(status) is Status else status.status_code
    out._status = _STATUSES.get(code) or Status(code)
    return out


def _clean_context(ctx: SpanContext | None) -> bool:
    return ctx is None or (type(ctx) is SpanContext and _no_trace_state(ctx))


def is_clean(span: ScrubbedSpan) -> bool:
    """Re-validation of a span :func:`scrub_span` rebuilt: every invariant the rebuild
    establishes is checked again against :mod:`telemetry.policy`: an allowed name; every
    attribute key allowed and its value passing its validator and the tripwires (the same
    verdicts); allowed events with allowed attributes only; a status without description; no
    tracestate; links without attributes; a sanitised scope. Nothing is rebuilt, so this costs
    lookups only. The resource is the caller's to check. ``False`` means: rebuild it."""
    name = span._name
    if type(name) is not str or name not in policy.ALLOWED_SPAN_NAMES or type(span._kind) is not SpanKind:
        return False
    if not policy.VERDICTS.all_allowed(span._attributes, policy.ALLOWED_ATTRIBUTES):
        return False
    # Below, fields are read directly once the exact type is known (what the properties return).
    status = span._status
    if (
        type(status) is not Status
        or _STATUSES.get(status._status_code) is not status
        or status._description is not None
    ):
        return False
    ctx, parent = span._context, span._parent
    # no tracestate: ``_no_trace_state`` inline ([4] is what ``trace_state`` returns)
    if ctx is not None and (type(ctx) is not SpanContext or type(ts := ctx[4]) is not TraceState or ts._dict):
        return False
    if parent is not None and (
        type(parent) is not SpanContext or type(ts := parent[4]) is not TraceState or ts._dict
    ):
        return False
    if span._instrumentation_info is not None:  # never set by scrub_span (deprecated field)
        return False
    if type(span._links) is not tuple or type(span._events) is not tuple:
        return False
    for link in span._links:
        if type(link) is not Link or link.attributes or not _clean_context(link.context):
            return False
    for event in span._events:
        if type(event) is not Event:
            return False
        allowed = policy.ALLOWED_EVENTS.get(event.name)
        if allowed is None or not policy.VERDICTS.all_allowed(event.attributes, allowed):
            return False
    scope = span._instrumentation_scope
    if scope is None:
        return True
    if type(scope) is not InstrumentationScope:
        return False
    if _SCOPES.get((scope._name, scope._version)) is not scope:
        # not one of ours (the cache may have been emptied since): check it in full
        if scope.schema_url or scope.attributes:
            return False
        if scope != _scope_uncached(scope):
            return False
    return True
