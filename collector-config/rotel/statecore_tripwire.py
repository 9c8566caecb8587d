"""Rotel trace processor run after statecore_processor.py: a last tripwire.

Every string in the batch (resource, schema URLs, scope, span names, attributes, events, links,
status, tracestate) is searched for the policy's secret/PII patterns and for leak canaries. On a hit
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

#: The batch's strings are joined with this and searched once (one regex call per batch instead
#: of one per string). Why the verdict is exactly the per-string one:
#:
#: * no false negative: a match inside one string is a match at the same place in the joined
#:   text, because the pattern's only zero-width assertion is ``\b`` (checked below: no ``^``,
#:   ``$``, ``\A``, ``\Z``, ``\B``, lookaround) and NUL is a non-word character, so ``\b`` sees
#:   the separator exactly as it sees the start/end of the string;
#: * no false positive: no pattern can match NUL (``\s`` does not include it, no ``.``, no negated
#:   class -- checked below), so no match can straddle two strings; and in any case a batch is only
#:   dropped when the per-string walk (needed anyway to name the carriers) finds a hit.
#:
#: ``"\n"`` would not do: ``\s+`` / ``\s*`` (bearer, ``token:``) match newlines.
_SEPARATOR = "\x00"


def _joinable(pattern: re.Pattern[str]) -> bool:
    r"""True when ``pattern`` has no zero-width assertion but ``\b`` and cannot match NUL."""
    from re import _constants as c  # type: ignore[attr-defined]
    from re import _parser

    def ok(items: Any) -> bool:
        for op, av in items:
            if op is c.AT:
                if av is not c.AT_BOUNDARY:
                    return False
            elif op in (c.ASSERT, c.ASSERT_NOT, c.ANY, c.NOT_LITERAL, c.GROUPREF, c.GROUPREF_EXISTS):
                return False
            elif op is c.LITERAL:
                if av == 0:
                    return False
            elif op is c.IN:
                for iop, iav in av:
                    if iop is c.NEGATE or (iop is c.LITERAL and iav == 0):
                        return False
                    if iop is c.RANGE and iav[0] == 0:
                        return False
                    if iop is c.CATEGORY and iav not in _NUL_FREE_CATEGORIES:
                        return False
            elif op is c.SUBPATTERN:
                if not ok(av[-1]):
                    return False
            elif op is c.BRANCH:
                if not all(ok(branch) for branch in av[1]):
                    return False
            elif op in (c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT):
                if not ok(av[2]):
                    return False
            elif op is c.ATOMIC_GROUP:
                if not ok(av):
                    return False
            elif op is c.CATEGORY:
                return False
            else:
                return False  # anything not understood: fall back to the per-string search
        return True

    return ok(_parser.parse(pattern.pattern, pattern.flags))


def _nul_free_categories() -> frozenset[Any]:
    from re import _constants as c  # type: ignore[attr-defined]

    sources = {c.CATEGORY_SPACE: r"\s", c.CATEGORY_DIGIT: r"\d", c.CATEGORY_WORD: r"\w"}
    return frozenset(cat for cat, source in sources.items() if re.match(source, _SEPARATOR) is None)


_NUL_FREE_CATEGORIES = _nul_free_categories()
#: False only if a future pattern breaks the argument above: then every string is searched alone
JOINED = _joinable(_PATTERN)

#: strings a search found clean (exact ``str`` only; bounded: emptied when full, short strings only)
_CLEAN: set[str] = set()
_CLEAN_MAX = 16384
_CLEAN_MAX_LEN = 256


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
        yield "schema_url", scope_spans.schema_url
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


def _add_attrs(add: Any, attributes: Any) -> None:
    for kv in attributes:
        add(kv.key)
        av = kv.value
        if av is not None:
            value = av.value
            if type(value) is str:
                add(value)
            elif value is not None and not isinstance(value, (bool, int, float)):
                for s in _strings_of_value(value):
                    add(s)


def collect(resource_spans: Any) -> set[str]:
    """The set of every string :func:`strings` yields, without the carriers.

    The fast path of :func:`hits`: each field is read once (every read is a call into rotel),
    no generator or tuple per string, and repeated strings (keys, enum values, span names)
    collapse in the set before any search.
    """
    out: set[str] = set()
    add = out.add
    resource = resource_spans.resource
    if resource is not None:
        _add_attrs(add, resource.attributes)
    add(resource_spans.schema_url)
    for scope_spans in resource_spans.scope_spans:
        add(scope_spans.schema_url)
        scope = scope_spans.scope
        if scope is not None:
            add(scope.name)
            add(scope.version)
            _add_attrs(add, scope.attributes)
        for span in scope_spans.spans:
            add(span.name)
            add(span.trace_state)
            _add_attrs(add, span.attributes)
            events = span.events
            if len(events) > 0:
                for event in events:
                    add(event.name)
                    _add_attrs(add, event.attributes)
            links = span.links
            if len(links) > 0:
                for link in links:
                    add(link.trace_state)
                    _add_attrs(add, link.attributes)
            status = span.status
            if status is not None:
                add(status.message)
    return out


def hits(resource_spans: Any) -> list[str]:
    """The sorted carriers holding a string that matches the tripwire (empty: the batch may go)."""
    if JOINED:
        # cheap checks first: strings already found clean are skipped (a verdict is a pure
        # function of the string), the rest are searched once, joined; the carriers are only
        # walked (one search per string, as before) when that search matches
        clean = _CLEAN
        fresh = {s for s in collect(resource_spans) if s and not (type(s) is str and s in clean)}
        if not fresh:
            return []
        if _PATTERN.search(_SEPARATOR.join(fresh)) is None:
            if len(clean) + len(fresh) > _CLEAN_MAX:
                clean.clear()
            clean.update(s for s in fresh if type(s) is str and len(s) <= _CLEAN_MAX_LEN)
            return []
    return sorted({carrier for carrier, s in strings(resource_spans) if s and _PATTERN.search(s)})


def process_spans(resource_spans: Any) -> None:
    try:
        found = hits(resource_spans)
    except Exception as exc:
        _drop(resource_spans)
        print(f"statecore-tripwire ERROR: batch dropped ({type(exc).__name__})", file=sys.stderr, flush=True)
        return
    if found:
        _drop(resource_spans)
        print(
            f"statecore-tripwire ALERT: dropped a batch; secret-shaped content in {', '.join(found)}",
            file=sys.stderr,
            flush=True,
        )
