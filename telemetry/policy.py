"""The single source of truth for what may leave the process in a trace.

Every enforcement point (the scrubbing processor, the exporter wrapper, the ingress filter,
the propagator's baggage filter, the span helpers) reads this module and nothing else. The
bundled collector config is meant to be generated from, or checked against, these tables.

Rules are allow-lists: a span name, attribute key, resource key or event name that is not
listed is dropped (names are renamed to a generic one). Values are validated per key, and
every string that passes its validator is also checked against the secret/PII tripwires.
Tripwire patterns are written in the common subset of Python ``re`` and RE2 (no
backreferences, no lookaround) so the collector can run the same patterns.
"""

from __future__ import annotations

import hashlib
import hmac
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Final

AttributeValue = str | bool | int | float

# --- span names ---------------------------------------------------------------------------------
#: The seed's required topology (harness side; the LangGraph adapter and workers use these).
TOPOLOGY_SPAN_NAMES: Final = frozenset(
    {
        "harness.request",
        "authn",
        "authz.agent",
        "session.binding",
        "sandbox.claim_or_reuse",
        "sandbox.worker.bind",
        "harness.run",
        "provider.invoke",
        "thread_state.load",
        "thread_state.write",
        "thread_state.commit",
        "memory.read",
        "memory.write",
        "tool.invoke",
        "subagent.run",
        "stream.validate_and_encode",
    }
)
#: The service's own operations (CONTRACT 6) are part of the topology; these are the generic
#: names that instrumented libraries' spans are renamed to (their own names carry SQL verbs,
#: routes with values, task names...).
GENERIC_SPAN_NAMES: Final = frozenset(
    {
        "http.server",
        "http.client",
        "db.query",
        "cache.command",
        "messaging.publish",
        "messaging.process",
        "internal",
    }
)
ALLOWED_SPAN_NAMES: Final = TOPOLOGY_SPAN_NAMES | GENERIC_SPAN_NAMES
SERVICE_SPAN_NAMES: Final = frozenset(
    {"thread_state.load", "thread_state.write", "thread_state.commit", "memory.read", "memory.write"}
)

# --- validators ---------------------------------------------------------------------------------
Validator = Callable[[object], bool]

_IDENTIFIER = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$")
_HMAC_REF = re.compile(r"^h1:[0-9a-f]{32}$")
_ROUTE = re.compile(r"^[A-Za-z0-9_./<>:-]{0,200}$")
_ERROR_TYPE = re.compile(r"^[A-Za-z_][A-Za-z0-9_.]{0,127}$|^[1-5][0-9][0-9]$")
_INSTANCE_ID = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$")


def enum(*values: str) -> Validator:
    allowed = frozenset(values)
    return lambda v: isinstance(v, str) and v in allowed


#: Precompiled verdicts for exact ``int`` values: validator -> (lowest, highest) accepted. For
#: an exact ``int`` (never a ``bool``) these validators reduce to that range check, which the
#: hot path does inline instead of calling the validator. Validators not listed are called.
INT_RANGES: dict[Validator, tuple[int, float]] = {}


def non_negative_int(maximum: int = 2**53) -> Validator:
    def validator(v: object) -> bool:
        return isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= maximum

    INT_RANGES[validator] = (0, maximum)
    return validator


def number(v: object) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool) and v >= 0


INT_RANGES[number] = (0, float("inf"))


def boolean(v: object) -> bool:
    return isinstance(v, bool)


def identifier(v: object) -> bool:
    """A bounded, low-cardinality name (harness, adapter, version, profile)."""
    return isinstance(v, str) and _IDENTIFIER.match(v) is not None


def hmac_ref(v: object) -> bool:
    """An identifier as this process's keyed HMAC (see :func:`make_hmac_ref`)."""
    return isinstance(v, str) and _HMAC_REF.match(v) is not None


def route(v: object) -> bool:
    """A URL *template* (``api/v1/memory/<str:scope>/<str:key>``), never a concrete path."""
    return isinstance(v, str) and _ROUTE.match(v) is not None


def error_type(v: object) -> bool:
    return isinstance(v, str) and _ERROR_TYPE.match(v) is not None


def instance_id(v: object) -> bool:
    """A process's random ``service.instance.id`` (a lowercase UUID, new at every start): it
    tells apart the processes whose cumulative counters would otherwise collide, and names
    nothing else."""
    return isinstance(v, str) and _INSTANCE_ID.match(v) is not None


def make_hmac_ref(key: bytes, value: str) -> str:
    """The only form in which an identifier may appear in a span: keyed, truncated, prefixed."""
    digest = hmac.new(key, value.encode("utf-8"), hashlib.sha256).hexdigest()
    return f"h1:{digest[:32]}"


# Error categories: the wire contract's stable codes, plus two for what is not a domain error.
ERROR_CATEGORIES: Final = (
    "invalid_request",
    "unauthenticated",
    "forbidden",
    "not_found",
    "revision_conflict",
    "idempotency_conflict",
    "lease_fenced",
    "run_fenced",
    "state_not_pending",
    "codec_mismatch",
    "payload_too_large",
    "policy_rejected",
    "rate_limited",
    "internal",
    "unavailable",
)
#: other frameworks' error codes (DRF's ``default_code``) folded into the categories above
ERROR_CODE_ALIASES: Final[Mapping[str, str]] = {
    "invalid": "invalid_request",
    "parse_error": "invalid_request",
    "unsupported_media_type": "invalid_request",
    "method_not_allowed": "invalid_request",
    "not_authenticated": "unauthenticated",
    "authentication_failed": "unauthenticated",
    "permission_denied": "forbidden",
    "throttled": "rate_limited",
    "service_unavailable": "unavailable",
}


def category_of_code(code: str) -> str:
    """The stable category of an error code (``internal`` when it is not one)."""
    code = ERROR_CODE_ALIASES.get(code, code)
    return code if code in ERROR_CATEGORIES else "internal"


def error_category(exc: BaseException) -> str:
    """The stable category of an exception: its ``code`` (or ``default_code``) if known."""
    for attr in ("code", "default_code"):
        code = getattr(exc, attr, None)
        if isinstance(code, str):
            code = ERROR_CODE_ALIASES.get(code, code)
            if code in ERROR_CATEGORIES:
                return code
    return "internal"


OUTCOMES: Final = (
    "ok",
    "error",
    "created",
    "replayed",
    "found",
    "empty",
    "applied",
    "pending",
    "rejected",
    "conflict",
)
INGRESS_DECISIONS: Final = (
    "absent",
    "accepted",
    "untrusted_network",
    "no_credential",
    "invalid_credential",
    "malformed",
)
HTTP_METHODS: Final = ("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "_OTHER")

#: span attribute key -> validator. Anything else is dropped.
ALLOWED_ATTRIBUTES: Final[Mapping[str, Validator]] = {
    # the seed's low-cardinality set
    "harness.id": identifier,
    "harness.version": identifier,
    "adapter.id": identifier,
    "adapter.version": identifier,
    "execution.mode": identifier,
    "sandbox.profile": identifier,
    "statecore.operation": identifier,
    "statecore.outcome": enum(*OUTCOMES),
    "statecore.error.category": enum(*ERROR_CATEGORIES),
    "statecore.capability_level": identifier,
    "gen_ai.provider.name": identifier,
    "gen_ai.request.model": identifier,
    "statecore.binding_ref": hmac_ref,
    "statecore.run_ref": hmac_ref,
    "statecore.agent_ref": hmac_ref,
    "statecore.sandbox_ref": hmac_ref,
    "statecore.lease_generation": non_negative_int(),
    "statecore.epoch": non_negative_int(),
    "statecore.revision": non_negative_int(),
    "statecore.retry_count": non_negative_int(10_000),
    "statecore.event_count": non_negative_int(),
    "statecore.tool_count": non_negative_int(),
    "statecore.memory_count": non_negative_int(),
    "statecore.result_count": non_negative_int(),
    "statecore.size_bytes": non_negative_int(),
    "statecore.duration_ms": number,
    "statecore.memory.scope": enum("user", "agent", "organization"),
    "statecore.memory.kind": enum("semantic", "episodic_reference", "procedural"),
    "statecore.trace.ingress": enum(*INGRESS_DECISIONS),
    # what the instrumentations may keep (no URLs, query strings, headers or statements)
    "http.request.method": enum(*HTTP_METHODS),
    "http.method": enum(*HTTP_METHODS),
    "http.response.status_code": non_negative_int(999),
    "http.status_code": non_negative_int(999),
    "http.route": route,
    "url.scheme": enum("http", "https"),
    "network.protocol.version": enum("1.0", "1.1", "2", "3"),
    "db.system": enum("postgresql", "redis", "sqlite"),
    "db.system.name": enum("postgresql", "redis", "sqlite"),
    "db.operation.name": identifier,
    "messaging.system": enum("celery", "redis"),
    "celery.action": enum("apply_async", "run"),
    "celery.state": enum("SUCCESS", "FAILURE", "RETRY", "REVOKED", "PENDING", "STARTED"),
    "error.type": error_type,
}

#: resource key -> validator.
ALLOWED_RESOURCE_KEYS: Final[Mapping[str, Validator]] = {
    "service.name": identifier,
    "service.namespace": identifier,
    "service.version": identifier,
    "service.instance.id": instance_id,
    "deployment.environment.name": identifier,
    "telemetry.sdk.name": identifier,
    "telemetry.sdk.language": identifier,
    "telemetry.sdk.version": identifier,
}

#: event name -> allowed attribute keys. An exception keeps only its type.
ALLOWED_EVENTS: Final[Mapping[str, Mapping[str, Validator]]] = {
    "exception": {"exception.type": error_type},
}

# --- tripwires ----------------------------------------------------------------------------------
#: Secret and PII shapes. A string attribute value that matches any of these is dropped even
#: when its key's validator accepted it (defence in depth: validators may be loosened later).
#: RE2-compatible: no lookaround, no backreferences, no possessive quantifiers.
TRIPWIRE_PATTERNS: Final = (
    r"(?i:bearer)\s+[A-Za-z0-9._~+/=-]{8,}",
    r"\bst[la]_[A-Za-z0-9_-]{16,}",
    r"eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}",
    r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}",
    r"\bAKIA[0-9A-Z]{16}\b",
    r"-----BEGIN [A-Z ]*PRIVATE KEY-----",
    r"\bgh[pousr]_[A-Za-z0-9]{30,}",
    r"\bsk-[A-Za-z0-9_-]{20,}",
    r"\bxox[abprs]-[A-Za-z0-9-]{10,}",
    r"(?i:api[_-]?key|secret|passw(?:or)?d|token|cookie|authorization)\s*[:=]",
    r"\b[0-9]{3}-[0-9]{2}-[0-9]{4}\b",
    r"\b[0-9]{13,19}\b",
)
_TRIPWIRE = re.compile("|".join(f"(?:{p})" for p in TRIPWIRE_PATTERNS))


def trips(value: str) -> bool:
    return _TRIPWIRE.search(value) is not None


def allowed_value(validator: Validator, value: object) -> bool:
    """``value`` passes its key's validator and, if a string, no tripwire."""
    if isinstance(value, (list, tuple)):
        return False  # no sequences: they are where argument lists and header lists hide
    if not validator(value):
        return False
    return not (isinstance(value, str) and trips(value))


#: Most entries a verdict cache holds before it is emptied (so a high-cardinality value, which
#: policy never allows anyway, cannot grow memory: at worst it keeps evicting the cache).
VERDICT_CACHE_SIZE: Final = 4096


class VerdictCache:
    """``allowed_value`` for exact ``str`` values, remembered per (validator, value).

    A verdict is a pure function of the validator and the value (validators and the
    tripwire are fixed at import), so remembering it cannot change a decision: a forbidden
    value is stored as ``False``, never as allowed, and a lookup only hits for an *equal*
    string under the *same* validator (the key is the pair, and only ``type(value) is str``
    is cached, so a ``str`` subclass with its own ``__eq__``/``__hash__`` always takes the
    full check). Allowed strings are low-cardinality by policy (enums, identifiers, routes,
    HMAC refs), so almost every check becomes one dict lookup.

    Bounded: emptied when it reaches ``max_size`` entries. Thread-safe enough for CPython:
    only ``dict.get``, item assignment and ``clear`` (each atomic), and a lost or repeated
    insert only costs a recomputation of the same verdict.
    """

    __slots__ = ("_verdicts", "max_size")

    def __init__(self, max_size: int = VERDICT_CACHE_SIZE) -> None:
        self._verdicts: dict[tuple[Validator, str], bool] = {}
        self.max_size = max_size

    def __len__(self) -> int:
        return len(self._verdicts)

    def clear(self) -> None:
        self._verdicts.clear()

    def allowed(self, validator: Validator, value: object) -> bool:
        """Exactly ``allowed_value(validator, value)``."""
        if type(value) is not str:
            return allowed_value(validator, value)
        memo_key = (validator, value)
        verdict = self._verdicts.get(memo_key)
        if verdict is None:
            verdict = allowed_value(validator, value)
            verdicts = self._verdicts
            if len(verdicts) >= self.max_size:
                verdicts.clear()
            verdicts[memo_key] = verdict
        return verdict

    def all_allowed(self, attributes: object, allowed: Mapping[str, Validator]) -> bool:
        """``attributes`` is ``None`` or a plain dict whose every key is in ``allowed`` and
        every value passes :meth:`allowed` (what :func:`filter_attributes` would keep whole)."""
        if attributes is None:
            return True
        if type(attributes) is not dict:
            return False
        verdict_of = self._verdicts.get
        validator_of = allowed.get
        int_range_of = INT_RANGES.get
        for key, value in attributes.items():
            validator = validator_of(key)
            if validator is None:
                return False
            kind = type(value)
            if kind is str:
                verdict = verdict_of((validator, value))
                if verdict is None:
                    verdict = self.allowed(validator, value)
            elif kind is int:
                bounds = int_range_of(validator)
                verdict = bounds[0] <= value <= bounds[1] if bounds is not None else validator(value)
            elif kind is float:
                verdict = validator(value)
            else:
                verdict = allowed_value(validator, value)
            if not verdict:
                return False
        return True


#: the process's verdict cache, shared by every enforcement point that filters attributes
VERDICTS: Final = VerdictCache()


def filter_attributes(
    attributes: Mapping[str, object] | None, allowed: Mapping[str, Validator]
) -> dict[str, AttributeValue]:
    """The entries of ``attributes`` whose key is in ``allowed`` and whose value passes
    :func:`allowed_value` for that key's validator, in their original order."""
    # Typed loosely: every validator accepts only str, bool, int or float values (see above),
    # so what is kept is an ``AttributeValue``.
    out: dict[str, Any] = {}
    if not attributes:
        return out
    # the hot path of every ended span: methods bound once per call, not once per attribute
    verdict_of = VERDICTS._verdicts.get
    check = VERDICTS.allowed
    validator_of = allowed.get
    int_range_of = INT_RANGES.get
    value: Any  # narrowed by the exact-type checks below (``kind``), which mypy cannot follow
    for key, value in attributes.items():
        validator = validator_of(key)
        if validator is None:
            continue
        # cheap checks first: a cached string verdict inline (the common case); an exact int
        # or float needs only its validator (``allowed_value`` would add nothing for it: not a
        # sequence, not a string), for an int the precompiled range where there is one;
        # anything else takes the full check
        kind = type(value)
        if kind is str:
            verdict = verdict_of((validator, value))
            if verdict is None:
                verdict = check(validator, value)
        elif kind is int:
            bounds = int_range_of(validator)
            verdict = bounds[0] <= value <= bounds[1] if bounds is not None else validator(value)
        elif kind is float:
            verdict = validator(value)
        else:
            verdict = allowed_value(validator, value)
        if verdict:
            out[key] = value
    return out


# --- metrics ------------------------------------------------------------------------------------
#: The instruments the service exports (``telemetry.metrics``) and, per instrument, the label
#: keys it may carry with each key's validator: the same rules as span attributes. A label is
#: a small closed set (an enum) or a URL template: never an identifier, token, subject, key,
#: HMAC reference or content, so no label can tell one binding, run, user or record apart. An
#: instrument not listed is not exported; a label not listed, or whose value its validator
#: refuses (tripwires included), is dropped before export (in the process, and again in the
#: collector's metrics pipeline, generated from this table).

#: What a state transition's SQL function answered: ``ok`` or a CONTRACT 2 code.
STATE_OUTCOMES: Final = ("ok", *ERROR_CATEGORIES)
#: The worker transitions (and the lease lookup of the memory endpoints) whose refusals count.
STATE_OPERATIONS: Final = (
    "write_pending",
    "commit",
    "checkpoint_put",
    "put_writes",
    "load_head",
    "read_native",
    "lease_scope",
    "mark_uncertain",
    "reconcile",
)
COMMIT_OPERATIONS: Final = ("commit", "checkpoint_put")
FENCE_CODES: Final = ("lease_fenced", "run_fenced")
HARNESS_RUN_STATUSES: Final = ("completed", "interrupted", "failed", "uncertain_durability")
SCAN_VERDICTS: Final = ("clean", "suspicious", "reject", "error")
REVIEW_QUEUE_STATUSES: Final = ("scanning", "pending_approval")
SPAN_EXPORT_RESULTS: Final = ("exported", "failed", "dropped")
HTTP_STATUS_CLASSES: Final = ("1xx", "2xx", "3xx", "4xx", "5xx")
#: ``http.route`` of a request that matched no URL pattern (or one whose template the route
#: validator refuses)
UNMATCHED_ROUTE: Final = "unmatched"

DURATION_BUCKETS: Final = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0)
SCAN_BUCKETS: Final = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0)


@dataclass(frozen=True)
class MetricSpec:
    """One exported instrument. ``kind``: counter | histogram | observable_counter |
    observable_gauge; ``unit`` in UCUM (``s``, or a ``{annotation}`` for a count)."""

    name: str
    kind: str
    unit: str
    description: str
    labels: Mapping[str, Validator] = field(default_factory=dict)
    buckets: tuple[float, ...] = ()

    @property
    def monotonic(self) -> bool:
        return self.kind in ("counter", "observable_counter")

    def prometheus_names(self) -> tuple[str, ...]:
        """The series names the collector's ``prometheus`` exporter gives this instrument
        (``add_metric_suffixes`` on, its default): dots become underscores, the unit a suffix
        (``s`` -> ``_seconds``; an ``{annotation}`` adds nothing), ``_total`` on a monotonic
        sum, and a histogram's ``_bucket`` / ``_sum`` / ``_count``."""
        base = self.name.replace(".", "_").replace("-", "_")
        # (a gauge of unit "1" would get ``_ratio``: the policy uses "" for a plain 0/1 flag)
        unit = {"s": "seconds", "ms": "milliseconds", "By": "bytes", "1": "ratio"}.get(self.unit, "")
        if unit == "ratio" and self.kind != "observable_gauge":
            unit = ""
        if unit and not base.endswith("_" + unit):
            base = f"{base}_{unit}"
        if self.kind == "histogram":
            return (f"{base}_bucket", f"{base}_sum", f"{base}_count")
        if self.monotonic:
            return (f"{base}_total",)
        return (base,)


_METRIC_SPECS: Final = (
    MetricSpec(
        "statecore.state.commits",
        "counter",
        "{commit}",
        "Commits that reached the database (POST /state/commit and the superstep batch), by outcome",
        {"operation": enum(*COMMIT_OPERATIONS), "outcome": enum(*STATE_OUTCOMES)},
    ),
    MetricSpec(
        "statecore.state.revision_conflicts",
        "counter",
        "{conflict}",
        "Compare-and-set refusals: a state transition or a memory write at a stale revision",
        {"operation": enum(*STATE_OPERATIONS, "memory_write")},
    ),
    MetricSpec(
        "statecore.state.fenced_requests",
        "counter",
        "{request}",
        "Worker requests refused because the lease or the run is fenced",
        {"operation": enum(*STATE_OPERATIONS), "reason": enum(*FENCE_CODES)},
    ),
    MetricSpec(
        "statecore.runs.marked_uncertain",
        "counter",
        "{run}",
        "Runs marked uncertain_durability by a worker (POST /state/uncertain)",
    ),
    MetricSpec(
        "statecore.harness.runs",
        "counter",
        "{run}",
        "Harness runs settled, by final status",
        {"status": enum(*HARNESS_RUN_STATUSES)},
    ),
    MetricSpec(
        "statecore.memory.review_queue.depth",
        "observable_gauge",
        "{proposal}",
        "Memory proposals waiting: for a scan, or for a reviewer",
        {"status": enum(*REVIEW_QUEUE_STATUSES)},
    ),
    MetricSpec(
        "statecore.memory.review_queue.oldest_age",
        "observable_gauge",
        "s",
        "Age of the oldest waiting memory proposal (0 when none waits)",
        {"status": enum(*REVIEW_QUEUE_STATUSES)},
    ),
    MetricSpec(
        "statecore.memory.scan.duration",
        "histogram",
        "s",
        "Memory scans (detectors and classifier), by verdict",
        {"verdict": enum(*SCAN_VERDICTS)},
        SCAN_BUCKETS,
    ),
    MetricSpec(
        "statecore.memory.retention.deletions",
        "counter",
        "{record}",
        "Memory records deleted by the retention sweep",
    ),
    MetricSpec(
        "statecore.telemetry.spans",
        "observable_counter",
        "{span}",
        "Spans of this process since it started: exported, in failed export batches, dropped (queue full)",
        {"result": enum(*SPAN_EXPORT_RESULTS)},
    ),
    MetricSpec(
        "statecore.telemetry.export.degraded",
        "observable_gauge",
        "",
        "1 while this process's last span export failed, else 0",
    ),
    MetricSpec(
        "statecore.http.server.request.duration",
        "histogram",
        "s",
        "HTTP requests served, by URL template, method and status class",
        {
            "http.route": route,
            "http.request.method": enum(*HTTP_METHODS),
            "http.response.status_class": enum(*HTTP_STATUS_CLASSES),
        },
        DURATION_BUCKETS,
    ),
)
#: instrument name -> its spec
ALLOWED_METRICS: Final[Mapping[str, MetricSpec]] = {spec.name: spec for spec in _METRIC_SPECS}
#: the meter's (instrumentation scope's) name
METER_NAME: Final = "statecore"


def filter_labels(name: str, labels: Mapping[str, object] | None) -> dict[str, AttributeValue] | None:
    """The labels of instrument ``name`` that the policy allows (as :func:`filter_attributes`),
    or None when the instrument itself is not allowed."""
    spec = ALLOWED_METRICS.get(name)
    if spec is None:
        return None
    return filter_attributes(labels, spec.labels)


# --- baggage ------------------------------------------------------------------------------------
_OPAQUE = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
_BAGGAGE_KEY = re.compile(r"^[a-z][a-z0-9_.-]{0,63}$")


@dataclass(frozen=True)
class BaggageKey:
    max_length: int = 64

    def accepts(self, value: str) -> bool:
        return len(value) <= self.max_length and _OPAQUE.match(value) is not None and not trips(value)


@dataclass(frozen=True)
class BaggageSchema:
    """Schema-defined baggage: the keys, opaque bounded values, and overall bounds.

    The default schema is empty: every baggage entry is dropped until an operator defines
    keys (CONTRACT 6)."""

    keys: Mapping[str, BaggageKey] = field(default_factory=dict)
    max_entries: int = 8
    max_bytes: int = 512

    def filter(self, entries: Mapping[str, object]) -> dict[str, str]:
        out: dict[str, str] = {}
        size = 0
        for key in sorted(entries):
            rule = self.keys.get(key)
            value = entries[key]
            if rule is None or not isinstance(value, str) or not rule.accepts(value):
                continue
            size += len(key) + len(value) + 2
            if len(out) >= self.max_entries or size > self.max_bytes:
                break
            out[key] = value
        return out

    @classmethod
    def parse(cls, spec: str, *, max_entries: int = 8, max_bytes: int = 512) -> BaggageSchema:
        """``key[:max_length],key...``, e.g. ``tenant_tier:16,canary``. Bad keys are an error."""
        keys: dict[str, BaggageKey] = {}
        for item in filter(None, (part.strip() for part in spec.split(","))):
            name, _, length = item.partition(":")
            if not _BAGGAGE_KEY.match(name):
                raise ValueError(f"baggage key {name!r} is not allowed")
            keys[name] = BaggageKey(max_length=min(int(length), 64) if length else 64)
        return cls(keys=keys, max_entries=max_entries, max_bytes=max_bytes)


EMPTY_BAGGAGE_SCHEMA: Final = BaggageSchema()

# --- content capture ----------------------------------------------------------------------------
#: Environment switches that make instrumentations record content. The process refuses to
#: configure tracing while any is on (checked by :func:`telemetry.setup.configure_tracing`).
CONTENT_CAPTURE_VARIABLES: Final = (
    "OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT",
    "OTEL_INSTRUMENTATION_HTTP_CAPTURE_HEADERS_SERVER_REQUEST",
    "OTEL_INSTRUMENTATION_HTTP_CAPTURE_HEADERS_SERVER_RESPONSE",
    "OTEL_INSTRUMENTATION_HTTP_CAPTURE_HEADERS_CLIENT_REQUEST",
    "OTEL_INSTRUMENTATION_HTTP_CAPTURE_HEADERS_CLIENT_RESPONSE",
    "OTEL_PYTHON_DJANGO_TRACED_REQUEST_ATTRS",
    "OTEL_PYTHON_DJANGO_INSTRUMENT_SQLCOMMENTER",
    "OTEL_PYTHON_INSTRUMENTATION_SANITIZE_REDIS",
)
_OFF = frozenset({"", "false", "0", "no", "off", "none", "no_content"})


def content_capture_switches(environ: Mapping[str, str]) -> list[str]:
    """The names of content-capture variables that are switched on."""
    on: list[str] = []
    for name in CONTENT_CAPTURE_VARIABLES:
        value = environ.get(name, "").strip().lower()
        if name == "OTEL_PYTHON_INSTRUMENTATION_SANITIZE_REDIS":
            # this one is inverted: "false" means statements are recorded unsanitised
            if value in {"false", "0", "no", "off"}:
                on.append(name)
        elif value not in _OFF:
            on.append(name)
    return on
