"""Rebuild spans with only allowed content.

The SDK freezes a span's attributes when it ends, so a processor cannot redact in
``on_end``: instead each ended span is rebuilt here as a new ``ReadableSpan`` holding only
what :mod:`telemetry.policy` allows, before it is queued. The exporter wrapper runs the same
function again on every batch, so a span that reached the exporter by another path (a second
processor added by a library, a future refactor) is still filtered.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import Event, ReadableSpan
from opentelemetry.sdk.util.instrumentation import InstrumentationScope
from opentelemetry.trace import Link, SpanContext, SpanKind, Status, TraceState

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


def _context(ctx: SpanContext | None) -> SpanContext | None:
    """The same ids without ``tracestate``: vendor entries are caller data, not ours to export."""
    if ctx is None:
        return None
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


def _scope(scope: InstrumentationScope | None) -> InstrumentationScope | None:
    if scope is None:
        return None
    name = scope.name if policy.identifier(scope.name) else "unknown"
    version = scope.version if scope.version and policy.identifier(scope.version) else None
    return InstrumentationScope(name, version)


def scrub_span(span: ReadableSpan, resource: Resource | None = None) -> ReadableSpan:
    """A new span with only allowed name, attributes, events, links, status and resource."""
    attributes = policy.filter_attributes(span.attributes, policy.ALLOWED_ATTRIBUTES)
    return ReadableSpan(
        name=span_name(span.name, span.kind, span.attributes),
        context=_context(span.context),
        parent=_context(span.parent),
        resource=resource if resource is not None else scrub_resource(span.resource),
        attributes=attributes,
        events=_events(span.events),
        links=_links(span.links),
        kind=span.kind,
        # the code only: descriptions carry exception messages
        status=Status(span.status.status_code),
        start_time=span.start_time,
        end_time=span.end_time,
        instrumentation_scope=_scope(span.instrumentation_scope),
    )
