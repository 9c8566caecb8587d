"""Service spans with validated attributes, for statecore's API and for worker adapters.

::

    with service_span("thread_state.commit") as span:
        head = head_commit(...)
        span.set(outcome="ok", revision=head.revision)

A telemetry fault never changes the operation's outcome: invalid attribute values are
dropped, not raised. On an exception the span records ``outcome=error``, the error category
(the domain error's stable ``code``, else ``internal``) and the exception *type* only.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterator
from contextlib import contextmanager

from opentelemetry import trace
from opentelemetry.trace import Span, StatusCode, Tracer

from telemetry import policy

log = logging.getLogger(__name__)

#: short names accepted by :meth:`ServiceSpan.set` -> attribute keys in the policy
SHORT_NAMES = {
    "operation": "statecore.operation",
    "outcome": "statecore.outcome",
    "error_category": "statecore.error.category",
    "size_bytes": "statecore.size_bytes",
    "result_count": "statecore.result_count",
    "memory_count": "statecore.memory_count",
    "event_count": "statecore.event_count",
    "tool_count": "statecore.tool_count",
    "retry_count": "statecore.retry_count",
    "duration_ms": "statecore.duration_ms",
    "revision": "statecore.revision",
    "epoch": "statecore.epoch",
    "lease_generation": "statecore.lease_generation",
    "memory_scope": "statecore.memory.scope",
    "memory_kind": "statecore.memory.kind",
    "binding_ref": "statecore.binding_ref",
    "run_ref": "statecore.run_ref",
    "agent_ref": "statecore.agent_ref",
    "sandbox_ref": "statecore.sandbox_ref",
    "harness": "harness.id",
    "adapter": "adapter.id",
    "adapter_version": "adapter.version",
    "execution_mode": "execution.mode",
    "sandbox_profile": "sandbox.profile",
}

_tracer: Tracer | None = None
_hmac_key: bytes | None = None


def bind(tracer: Tracer | None, hmac_key: bytes | None) -> None:
    """Called by ``configure_tracing``; until then spans are non-recording."""
    global _tracer, _hmac_key
    _tracer, _hmac_key = tracer, hmac_key


def ref(value: str) -> str | None:
    """An identifier as a keyed HMAC reference, or None when tracing has no key."""
    return policy.make_hmac_ref(_hmac_key, value) if _hmac_key else None


class ServiceSpan:
    def __init__(self, span: Span) -> None:
        self._span = span
        self._recording = span.is_recording()
        self.outcome_set = False

    def set(self, **values: object) -> None:
        if not self._recording:
            return  # a non-recording span (unsampled, or tracing off) keeps nothing: skip the checks
        for short, value in values.items():
            if value is None:
                continue
            key = SHORT_NAMES.get(short, short)
            validator = policy.ALLOWED_ATTRIBUTES.get(key)
            if validator is None or not policy.allowed_value(validator, value):
                log.debug("span attribute %s refused by policy", key)
                continue
            assert isinstance(value, (str, bool, int, float))
            self._span.set_attribute(key, value)
            if short == "outcome":
                self.outcome_set = True

    def fail(self, exc: BaseException) -> None:
        self.set(outcome="error", error_category=policy.error_category(exc))
        self._span.set_status(StatusCode.ERROR)
        exc_type = type(exc).__name__
        if policy.error_type(exc_type):
            self._span.add_event("exception", {"exception.type": exc_type})


def _get_tracer() -> Tracer:
    return _tracer if _tracer is not None else trace.NoOpTracer()


@contextmanager
def service_span(name: str, **attributes: object) -> Iterator[ServiceSpan]:
    """A span named from the allow-list, current for its body; ``outcome`` defaults to ok."""
    if name not in policy.ALLOWED_SPAN_NAMES:
        raise ValueError(f"span name {name!r} is not in the telemetry policy")
    with _get_tracer().start_as_current_span(
        name, record_exception=False, set_status_on_exception=False
    ) as span:
        handle = ServiceSpan(span)
        handle.set(**attributes)
        started = time.monotonic()
        try:
            yield handle
        except BaseException as exc:
            handle.fail(exc)
            raise
        else:
            if not handle.outcome_set:
                handle.set(outcome="ok")
        finally:
            handle.set(duration_ms=round((time.monotonic() - started) * 1000, 3))
