"""Rotel trace processor run after statecore_processor.py: a last tripwire.

Every string in the batch (resource, scope, span names, attributes, events, links, status,
tracestate) is searched for the policy's secret/PII patterns and for leak canaries. On a hit
the whole batch is dropped (spans and resource attributes) and an alert naming the carrier --
never the value -- goes to stderr (rotel's log). Any error also drops the batch.
"""

from __future__ import annotations

import os
import re
import sys
from typing import Any

_ROOT = os.environ.get("STATECORE_ROOT") or os.path.dirname(
    os.path.dirname(os.path.dirname(os.path.abspath(globals().get("__file__", "") or ".")))
)
if _ROOT and _ROOT not in sys.path:
    sys.path.insert(0, _ROOT)

from telemetry import policy  # noqa: E402

#: canaries planted by collector-config/canary/check.py carry this marker as well as a secret shape
CANARY_MARKER = "LEAKCANARY"
_PATTERN = re.compile("|".join([*(f"(?:{p})" for p in policy.TRIPWIRE_PATTERNS), re.escape(CANARY_MARKER)]))


def _strings_of_value(value: Any) -> Any:
    if isinstance(value, str):
        yield value
    elif isinstance(value, bytes):
        yield value.decode("utf-8", "replace")
    elif value is not None and not isinstance(value, (bool, int, float)):
        for item in value:  # ArrayValue of AnyValue, KeyValueList of KeyValue
            if hasattr(item, "key"):
                yield item.key
                yield from _strings_of_value(item.value.value if item.value is not None else None)
            else:
                yield from _strings_of_value(item.value)


def _attrs(carrier: str, attributes: Any) -> Any:
    for kv in attributes:
        yield carrier, kv.key
        if kv.value is not None:
            for s in _strings_of_value(kv.value.value):
                yield carrier, s


def strings(resource_spans: Any) -> Any:
    """(carrier, string) for every string the batch would export."""
    if resource_spans.resource is not None:
        yield from _attrs("resource", resource_spans.resource.attributes)
    yield "schema_url", resource_spans.schema_url
    for scope_spans in resource_spans.scope_spans:
        scope = scope_spans.scope
        if scope is not None:
            yield "scope", scope.name
            yield "scope", scope.version
            yield from _attrs("scope", scope.attributes)
        for span in scope_spans.spans:
            yield "span.name", span.name
            yield "tracestate", span.trace_state
            yield from _attrs("span.attributes", span.attributes)
            for event in span.events:
                yield "event", event.name
                yield from _attrs("event", event.attributes)
            for link in span.links:
                yield "link", link.trace_state
                yield from _attrs("link", link.attributes)
            if span.status is not None:
                yield "status", span.status.message


def _drop(resource_spans: Any) -> None:
    while len(resource_spans.scope_spans) > 0:
        del resource_spans.scope_spans[0]
    resource = resource_spans.resource
    if resource is not None:
        attributes = resource.attributes
        while len(attributes) > 0:
            del attributes[0]


def process_spans(resource_spans: Any) -> None:
    try:
        hits = sorted({carrier for carrier, s in strings(resource_spans) if s and _PATTERN.search(s)})
    except Exception as exc:
        _drop(resource_spans)
        print(f"statecore-tripwire ERROR: batch dropped ({type(exc).__name__})", file=sys.stderr, flush=True)
        return
    if hits:
        _drop(resource_spans)
        print(
            f"statecore-tripwire ALERT: dropped a batch; secret-shaped content in {', '.join(hits)}",
            file=sys.stderr,
            flush=True,
        )
