"""Rotel trace processor: the same allow-list as the service (telemetry.policy), failing closed.

Load with ``ROTEL_OTLP_WITH_TRACE_PROCESSOR=<this file>,<statecore_tripwire.py>`` (see
collector-config/README.md). Rotel calls :func:`process_spans` once per ``ResourceSpans`` and
exports whatever the object holds afterwards, so every rule mutates it in place. On any
exception the batch is emptied -- spans *and* resource attributes, because rotel exports the
resource even when every span is dropped -- and the failure is logged to stderr.
"""

from __future__ import annotations

import os
import sys
from typing import Any

_ROOT = os.environ.get("STATECORE_ROOT") or os.path.dirname(
    os.path.dirname(os.path.dirname(os.path.abspath(globals().get("__file__", "") or ".")))
)
if _ROOT and _ROOT not in sys.path:
    sys.path.insert(0, _ROOT)

from telemetry import policy  # noqa: E402

# precompiled lookups; the cheap checks (dict membership, type) run before any regex
_ALLOWED_NAMES = policy.ALLOWED_SPAN_NAMES
_ATTRS = policy.ALLOWED_ATTRIBUTES
_RESOURCE = policy.ALLOWED_RESOURCE_KEYS
_EVENTS = policy.ALLOWED_EVENTS
_PRIMITIVE = (str, bool, int, float)
_trips = policy.trips
_identifier = policy.identifier
# OTLP SpanKind: 1 internal, 2 server, 3 client, 4 producer, 5 consumer
_GENERIC_BY_KIND = {2: "http.server", 3: "http.client", 4: "messaging.publish", 5: "messaging.process"}


def _no_trips_validators() -> frozenset[Any]:
    """Validators whose accepted strings can never match ``policy.trips`` (checked here)."""
    safe: set[Any] = set()
    for table in (_ATTRS, _RESOURCE, *_EVENTS.values()):
        for validator in table.values():
            if validator is policy.hmac_ref:
                # ``h1:`` + 32 lowercase hex: no ``@``, ``_``, ``-``, ``=``, whitespace or
                # uppercase; the only ``:`` follows ``h1`` (no keyword); the digit runs are bounded
                # by ``:`` and the string end only when all 32 are digits (32 > 19). So no
                # tripwire pattern can match; the extreme cases are checked:
                samples = ("h1:" + "0" * 32, "h1:" + "f" * 32, "h1:" + "1234567890" * 3 + "ab")
                if all(validator(v) and not _trips(v) for v in samples):
                    safe.add(validator)
            elif getattr(validator, "__qualname__", "") == "enum.<locals>.<lambda>":
                cells = validator.__closure__ or ()
                values = [cell.cell_contents for cell in cells]
                if (
                    len(values) == 1
                    and type(values[0]) is frozenset
                    and all(type(v) is str and not _trips(v) for v in values[0])
                ):
                    safe.add(validator)  # accepts only these values, none of which trips
    return frozenset(safe)


#: enum and HMAC-reference validators: a value they accept is never a tripwire (ints, floats and
#: bools never reach ``trips`` at all)
_NO_TRIPS = _no_trips_validators()
#: (validator, str) -> verdict, bounded; the same cache the service's exporter uses
_VERDICTS = policy.VERDICTS._verdicts
_verdict = policy.VERDICTS.allowed


def _value(kv: Any) -> Any:
    av = kv.value
    return None if av is None else av.value


def _keep(kv: Any, allowed: Any) -> bool:
    validator = allowed.get(kv.key)
    if validator is None:
        return False
    av = kv.value
    value = None if av is None else av.value
    if type(value) is str:
        if validator in _NO_TRIPS:
            return bool(validator(value))
        # cached ``validator(value) and not trips(value)`` (policy.allowed_value)
        verdict = _VERDICTS.get((validator, value))
        return _verdict(validator, value) if verdict is None else verdict
    if not isinstance(value, _PRIMITIVE):  # arrays, kv-lists, bytes, missing
        return False
    if not validator(value):
        return False
    return not (isinstance(value, str) and _trips(value))


def _filter(attributes: Any, allowed: Any) -> None:
    """Delete, in place, every attribute the policy refuses (rotel's lists are views: assigning a
    Python list is refused for some carriers, so nothing is ever reassigned)."""
    for i in range(len(attributes) - 1, -1, -1):
        if not _keep(attributes[i], allowed):
            del attributes[i]


def _span_name(name: str, kind: int, attributes: list[Any]) -> str:
    if name in _ALLOWED_NAMES:
        return name
    db_system = None
    for kv in attributes:
        if kv.key in ("db.system", "db.system.name"):
            db_system = db_system or _value(kv)
    if db_system == "redis":
        return "cache.command"
    if db_system:
        return "db.query"
    return _GENERIC_BY_KIND.get(kind, "internal")


def _scrub_span(span: Any) -> None:
    attributes = span.attributes
    name = _span_name(span.name, span.kind, attributes)
    if name != span.name:
        span.name = name
    _filter(attributes, _ATTRS)
    span.dropped_attributes_count = 0
    if span.trace_state:
        span.trace_state = ""
    events = span.events
    for i in range(len(events) - 1, -1, -1):
        allowed = _EVENTS.get(events[i].name)
        if allowed is None:
            del events[i]
        else:
            _filter(events[i].attributes, allowed)
    for link in span.links:
        link.trace_state = ""
        _clear(link.attributes)
    status = span.status
    if status is not None and status.message:
        status.message = ""


def _clear(items: Any) -> None:
    while len(items) > 0:
        del items[0]


def _scrub(resource_spans: Any) -> None:
    resource = resource_spans.resource
    if resource is not None:
        _filter(resource.attributes, _RESOURCE)
        resource.dropped_attributes_count = 0
    resource_spans.schema_url = ""
    for scope_spans in resource_spans.scope_spans:
        scope = scope_spans.scope
        if scope is not None:
            if not (_identifier(scope.name) and not _trips(scope.name)):
                scope.name = "unknown"
            if scope.version and not (_identifier(scope.version) and not _trips(scope.version)):
                scope.version = ""
            _clear(scope.attributes)
        scope_spans.schema_url = ""
        for span in scope_spans.spans:
            _scrub_span(span)


def empty(resource_spans: Any) -> None:
    """Drop everything: the spans and the resource's attributes."""
    while len(resource_spans.scope_spans) > 0:
        del resource_spans.scope_spans[0]
    resource = resource_spans.resource
    if resource is not None:
        _clear(resource.attributes)


def process_spans(resource_spans: Any) -> None:
    try:
        _scrub(resource_spans)
    except Exception as exc:
        # Not re-raised: an exception escaping a processor makes rotel 0.0.1a15 panic and the
        # agent exit. The batch is emptied instead and the failure logged (type only: the
        # message could quote span content).
        empty(resource_spans)
        print(f"statecore-processor ERROR: batch dropped ({type(exc).__name__})", file=sys.stderr, flush=True)
