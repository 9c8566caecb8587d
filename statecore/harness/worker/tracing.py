"""The worker's tracing: telemetry's pipeline (policy, scrubbing processor, bounded queue,
policy propagator) configured from the standard ``OTEL_*`` variables, without Django.

No library is instrumented (``instrument=False``): nothing injects trace context into a
provider's HTTP calls, and the global propagator's default egress mode is ``external`` (inject
nothing) anyway. Calls to statecore are internal: :class:`TracedTransport` injects the current
context into each one explicitly, in internal mode.
"""

from __future__ import annotations

import logging
import os
import secrets
from collections.abc import Mapping
from dataclasses import replace

from opentelemetry import propagate
from opentelemetry.context import Context

from statecore.client.transport import Request, Response, SyncTransport
from telemetry.propagation import TRACEPARENT, TRACESTATE, Mode, egress_mode
from telemetry.setup import (
    OTEL_SERVICE_NAME,
    TelemetryConfigError,
    TracingConfig,
    TracingHandle,
    configure_tracing,
)

log = logging.getLogger(__name__)

SERVICE_NAME = "statecore-worker"
HMAC_KEY_VARIABLE = "STATECORE_HMAC_KEY"
#: how long the worker waits for its spans to leave after each job
FLUSH_MILLIS = 2000


def configure(environ: Mapping[str, str] | None = None) -> TracingHandle:
    """Tracing for this process, once. Identifier refs are keyed with ``STATECORE_HMAC_KEY``
    when set (so they match the service's), else with a random key of this process. A
    configuration the telemetry policy refuses (bad ``OTEL_*`` values, a content-capture switch)
    turns tracing off rather than the worker: runs do not depend on telemetry."""
    env = os.environ if environ is None else environ
    key = env.get(HMAC_KEY_VARIABLE, "").encode() or secrets.token_bytes(32)
    service = env.get(OTEL_SERVICE_NAME, "").strip() or SERVICE_NAME
    try:
        config = TracingConfig.from_environ(env, hmac_key=key, service_name=service, instrument=False)
        return configure_tracing(config, environ=env)
    except TelemetryConfigError as exc:
        log.error("tracing is off: the configuration was refused (%s)", type(exc).__name__)
        return configure_tracing(TracingConfig(hmac_key=key, disabled=True, instrument=False), environ={})


def flush(handle: TracingHandle, millis: int = FLUSH_MILLIS) -> None:
    """Export what this job recorded, waiting at most ``millis``."""
    if handle.processor is not None:
        handle.processor.force_flush(millis)


def parent_context(traceparent: object, tracestate: object) -> Context:
    """The job's parent (the control plane's ``harness.run``), parsed strictly by the policy
    propagator; a missing or malformed ``traceparent`` gives an empty context (a new root)."""
    carrier: dict[str, str] = {}
    if isinstance(traceparent, str):
        carrier[TRACEPARENT] = traceparent
        if isinstance(tracestate, str) and tracestate:
            carrier[TRACESTATE] = tracestate
    return propagate.extract(carrier, context=Context())


class TracedTransport:
    """A blocking client transport whose every request to statecore carries the current trace
    context (internal mode: ``traceparent``, ``tracestate``, schema-filtered baggage).
    ``owned=False``: ``close`` leaves ``inner`` open (a pool that outlives its borrower)."""

    def __init__(self, inner: SyncTransport, *, owned: bool = True) -> None:
        self.inner = inner
        self.owned = owned

    def send(self, request: Request) -> Response:
        headers = dict(request.headers)
        with egress_mode(Mode.INTERNAL):
            propagate.inject(headers)
        return self.inner.send(replace(request, headers=headers))

    def close(self) -> None:
        if self.owned:
            self.inner.close()
