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
_SCALARS = frozenset({bool, int, float})
_trips = policy.trips
_identifier = policy.identifier
# OTLP SpanKind: 1 internal, 2 server, 3 client, 4 producer, 5 consumer
_GENERIC_BY_KIND = {2: "http.server", 3: "http.client", 4: "messaging.publish", 5: "messaging.process"}
_DB_SYSTEM_KEYS = frozenset({"db.system", "db.system.name"})


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
_VERDICTS_MAX = policy.VERDICTS.max_size


def _keep_value(validator: Any, value: Any) -> bool:
    """``policy.allowed_value(validator, value)`` for a value read from rotel (a ``str``, ``bool``,
    ``int``, ``float``, ``bytes``, array, kv-list or ``None``)."""
    if type(value) is str:
        memo_key = (validator, value)
        verdict = _VERDICTS.get(memo_key)
        if verdict is None:
            # enum and HMAC-reference validators accept nothing that trips (checked at import)
            verdict = (
                bool(validator(value)) if validator in _NO_TRIPS else policy.allowed_value(validator, value)
            )
            if len(_VERDICTS) >= _VERDICTS_MAX:
                _VERDICTS.clear()  # bounded as policy.VerdictCache is
            _VERDICTS[memo_key] = verdict
        return verdict
    if not isinstance(value, _PRIMITIVE):  # arrays, kv-lists, bytes, missing
        return False
    if not validator(value):
        return False
    return not (isinstance(value, str) and _trips(value))


def _keep(kv: Any, allowed: Any) -> bool:
    validator = allowed.get(kv.key)
    if validator is None:
        return False  # the value is never read
    av = kv.value
    return _keep_value(validator, None if av is None else av.value)


def _filter(attributes: Any, allowed: Any) -> None:
    """Delete, in place, every attribute the policy refuses (for carriers that refuse a
    reassigned Python list: event and link attributes; and the resource, once per batch)."""
    for i in range(len(attributes) - 1, -1, -1):
        if not _keep(attributes[i], allowed):
            del attributes[i]


def _scrub_spans(spans: Any) -> None:
    """Every span of one ``ScopeSpans``, in place.

    Each attribute access is a call into rotel (a lock and a copy on the Rust side), so the
    loop touches each attribute once (its key, and its value only when the key is allowed),
    takes the span name's ``db.system`` from that same pass, and replaces a span's attributes
    with one assignment, only when something was refused. Scalars that are exported whatever
    they held (tracestate, the dropped count) are overwritten without being read.
    """
    allowed = _ATTRS
    verdicts = _VERDICTS
    keep_value = _keep_value
    for span in spans:
        attributes = span.attributes
        kept = []
        refused = False
        db_system = None
        for kv in attributes:
            key = kv.key
            validator = allowed.get(key)
            if validator is None:
                refused = True
                if key in _DB_SYSTEM_KEYS and not db_system:  # names the span even if unlisted
                    av = kv.value
                    db_system = None if av is None else av.value
                continue  # otherwise the value is never read
            av = kv.value
            value = None if av is None else av.value
            if key in _DB_SYSTEM_KEYS and not db_system:
                db_system = value
            if type(value) is str:
                verdict = verdicts.get((validator, value))
                if verdict is None:
                    verdict = keep_value(validator, value)
            elif type(value) in _SCALARS:
                verdict = validator(value)  # exact bool/int/float: no tripwire, not a sequence
            else:
                verdict = keep_value(validator, value)
            if verdict:
                kept.append(kv)
            else:
                refused = True
        name = span.name
        if name not in _ALLOWED_NAMES:
            span.name = _generic_name(db_system, span.kind)
        if refused:
            span.attributes = kept  # one call; assigning a list is accepted for span attributes
        span.dropped_attributes_count = 0
        span.trace_state = ""
        events = span.events
        if len(events) > 0:
            for i in range(len(events) - 1, -1, -1):
                event = events[i]
                event_allowed = _EVENTS.get(event.name)
                if event_allowed is None:
                    del events[i]
                else:
                    _filter(event.attributes, event_allowed)
        links = span.links
        if len(links) > 0:
            for link in links:
                link.trace_state = ""
                _clear(link.attributes)
        status = span.status
        if status is not None:
            status.message = ""


def _generic_name(db_system: Any, kind: int) -> str:
    """The generic name for a span whose own name is not listed (as the service renames)."""
    if db_system == "redis":
        return "cache.command"
    if db_system:
        return "db.query"
    return _GENERIC_BY_KIND.get(kind, "internal")


def _clear(items: Any) -> None:
    while len(items) > 0:
        del items[0]


def _scrub(resource_spans: Any) -> None:
    resource = resource_spans.resource
    if resource is not None:
        _filter(resource.attributes, _RESOURCE)
        resource.dropped_attributes_count = 0
    # rotel 0.0.1a15 exports the resource's schema URL as received whatever is assigned here (the
    # tripwire still searches the exported value); cleared for any version that honours it
    resource_spans.schema_url = ""
    scrubbed = []
    for scope_spans in resource_spans.scope_spans:
        scope = scope_spans.scope
        if scope is not None:
            if not (_identifier(scope.name) and not _trips(scope.name)):
                scope.name = "unknown"
            if scope.version and not (_identifier(scope.version) and not _trips(scope.version)):
                scope.version = ""
            _clear(scope.attributes)
        scope_spans.schema_url = ""
        _scrub_spans(scope_spans.spans)
        scrubbed.append(scope_spans)
    # each ScopeSpans is handed out as a copy whose schema URL is its own (scope and spans are
    # shared): only assigning the list back makes the cleared URL reach the export
    resource_spans.scope_spans = scrubbed


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
