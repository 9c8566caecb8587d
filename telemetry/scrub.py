"""Rebuild spans with only allowed content.

The SDK freezes a span's attributes when it ends, so a processor cannot redact in
``on_end``: instead each ended span is rebuilt here as a new ``ReadableSpan`` holding only
what :mod:`telemetry.policy` allows, before it is queued. The exporter wrapper runs the same
function again on every batch, so a span that reached the exporter by another path (a second
processor added by a library, a future refactor) is still filtered. A span rebuilt here is
a :class:`ScrubbedSpan`; for those the wrapper re-validates (:func:`is_clean`) instead of
rebuilding again (see ``telemetry.export.ScrubbingExporter`` for why that is still a filter).

Hot path (every ended span): the cheap checks come first and everything that can be is
computed once: string verdicts are cached (:data:`telemetry.policy.VERDICTS`), instrumentation
scopes per (name, version), one ``Status`` per code, span contexts without tracestate are
reused as they are, and an SDK span's attribute dict is read directly.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

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
    if name in policy.ALLOWED_SPAN_NAMES:
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


_STATUSES: dict[StatusCode, Status] = {code: Status(code) for code in StatusCode}
_SCOPES: dict[tuple[str, str | None], InstrumentationScope] = {}
_MAX_SCOPES = 256
#: ``ReadableSpan.attributes`` (a ``MappingProxyType`` over ``_attributes``): a span class that
#: does not override it exposes exactly ``_attributes``, which may then be read directly
_READABLE_ATTRIBUTES = ReadableSpan.__dict__["attributes"]
_READABLE_EVENTS = ReadableSpan.__dict__["events"]
_READABLE_LINKS = ReadableSpan.__dict__["links"]


def _context(ctx: SpanContext | None) -> SpanContext | None:
    """The same ids without ``tracestate``: vendor entries are caller data, not ours to export.

    A plain ``SpanContext`` without tracestate is returned as is (it is immutable, and the
    copy would be identical)."""
    if ctx is None:
        return None
    if type(ctx) is SpanContext and not ctx.trace_state:
        return ctx
    return SpanContext(
        trace_id=ctx.trace_id,
        span_id=ctx.span_id,
        is_remote=ctx.is_remote,
        trace_flags=ctx.trace_flags,
        trace_state=_EMPTY_TRACE_STATE,
    )


def _events(events: Sequence[Event]) -> list[Event]:
    out = []
    for event in events:
        allowed = policy.ALLOWED_EVENTS.get(event.name)
        if allowed is None:
            continue
        # An exception keeps only its type: the message and stack trace are where tokens,
        # payload fragments and subjects end up.
        out.append(Event(event.name, policy.filter_attributes(event.attributes, allowed), event.timestamp))
    return out


def _links(links: Sequence[Link]) -> list[Link]:
    return [Link(ctx) for link in links if (ctx := _context(link.context)) is not None]


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
    code = status.status_code
    return _STATUSES.get(code) or Status(code)


def _raw_attributes(span: ReadableSpan) -> Mapping[str, object] | None:
    """The span's attributes, read from the SDK's own dict when that is what
    ``span.attributes`` would expose (iterating ``BoundedAttributes`` through its generic
    ``Mapping`` methods is what costs); otherwise through the public property."""
    if type(span).attributes is _READABLE_ATTRIBUTES:
        raw = getattr(span, "_attributes", None)
        if type(raw) is BoundedAttributes:
            return raw._dict
        if type(raw) is dict or raw is None:
            return raw
    return span.attributes


def scrub_span(span: ReadableSpan, resource: Resource | None = None) -> ScrubbedSpan:
    """A new span with only allowed name, attributes, events, links, status and resource."""
    raw = _raw_attributes(span)
    cls = type(span)
    # the SDK's own lists when the properties are the SDK's (they copy them into tuples)
    events = span._events if cls.events is _READABLE_EVENTS else span.events
    links = span._links if cls.links is _READABLE_LINKS else span.links
    return ScrubbedSpan(
        name=span_name(span.name, span.kind, raw),
        context=_context(span.context),
        parent=_context(span.parent),
        resource=resource if resource is not None else scrub_resource(span.resource),
        attributes=policy.filter_attributes(raw, policy.ALLOWED_ATTRIBUTES),
        events=_events(events) if events else [],
        links=_links(links) if links else [],
        kind=span.kind,
        status=_status(span.status),
        start_time=span.start_time,
        end_time=span.end_time,
        instrumentation_scope=_scope(span.instrumentation_scope),
    )


def _clean_context(ctx: SpanContext | None) -> bool:
    return ctx is None or (type(ctx) is SpanContext and not ctx.trace_state)


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
    status = span._status
    if _STATUSES.get(status.status_code) is not status or status.description is not None:
        return False
    ctx, parent = span._context, span._parent
    if ctx is not None and (type(ctx) is not SpanContext or ctx.trace_state):
        return False
    if parent is not None and (type(parent) is not SpanContext or parent.trace_state):
        return False
    if span._instrumentation_info is not None:  # never set by scrub_span (deprecated field)
        return False
    if type(span._links) is not list or type(span._events) is not list:
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
    if scope is not None and _SCOPES.get((scope.name, scope.version)) is not scope:
        # not one of ours (the cache may have been emptied since): check it in full
        if type(scope) is not InstrumentationScope or scope.schema_url or scope.attributes:
            return False
        if scope != _scope_uncached(scope):
            return False
    return True
