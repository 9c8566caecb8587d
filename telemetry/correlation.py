"""Correlation without recording: the tracer used when no exporter is configured.

With nowhere to send spans, recording them (the SDK's ``_Span``: attributes, events, the
processor chain) is work thrown away on every request. Trace ids still matter: audit rows
carry the request's trace id, and outgoing calls (Celery tasks, HTTP clients) continue the
caller's trace. So each span here is a :class:`~opentelemetry.trace.NonRecordingSpan` with a
real span context, derived exactly as the SDK derives it under its default sampler
(``ParentBased(ALWAYS_ON)``):

* with a valid parent, the parent's trace id, trace flags and trace state, a new span id;
* without one, a new random trace id, sampled (a root is sampled under ``ALWAYS_ON``), with the
  random-trace-id flag (W3C Trace Context Level 2) when the id generator says its ids are random.

So what leaves the process in ``traceparent`` and ``tracestate`` is the same as with an SDK
provider that has no exporter; only the recording is skipped.

The server span comes from :class:`CorrelationMiddleware` in place of the OpenTelemetry Django
middleware, which builds every span attribute (URL parsing, header lookups, route matching)
before it asks whether the span records: the caller's context, as the ingress policy left it,
continued by one span that is current for the view.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any

from opentelemetry import context as otel_context
from opentelemetry import propagate, trace
from opentelemetry.context import Context
from opentelemetry.sdk.trace.id_generator import IdGenerator, RandomIdGenerator
from opentelemetry.trace import Link, NonRecordingSpan, Span, SpanContext, SpanKind, TraceFlags
from opentelemetry.util.types import Attributes


class CorrelationTracer(trace.Tracer):
    def __init__(self, ids: IdGenerator) -> None:
        self._ids = ids
        root_flags = TraceFlags.SAMPLED
        if ids.is_trace_id_random():
            root_flags |= TraceFlags.RANDOM_TRACE_ID
        self._root_flags = TraceFlags(root_flags)

    def start_span(
        self,
        name: str,
        context: Context | None = None,
        kind: SpanKind = SpanKind.INTERNAL,
        attributes: Attributes = None,
        links: Sequence[Link] | None = None,
        start_time: int | None = None,
        record_exception: bool = True,
        set_status_on_exception: bool = True,
    ) -> Span:
        parent = trace.get_current_span(context).get_span_context()
        if parent.is_valid:
            span_context = SpanContext(
                parent.trace_id,
                self._ids.generate_span_id(),
                is_remote=False,
                trace_flags=parent.trace_flags,
                trace_state=parent.trace_state,
            )
        else:
            span_context = SpanContext(
                self._ids.generate_trace_id(),
                self._ids.generate_span_id(),
                is_remote=False,
                trace_flags=self._root_flags,
            )
        return NonRecordingSpan(span_context)

    @contextmanager  # the API's own tracers use a private equivalent (_agnosticcontextmanager)
    def start_as_current_span(  # type: ignore[override]
        self,
        name: str,
        context: Context | None = None,
        kind: SpanKind = SpanKind.INTERNAL,
        attributes: Attributes = None,
        links: Sequence[Link] | None = None,
        start_time: int | None = None,
        record_exception: bool = True,
        set_status_on_exception: bool = True,
        end_on_exit: bool = True,
    ) -> Iterator[Span]:
        span = self.start_span(name, context)
        with trace.use_span(
            span,
            end_on_exit=end_on_exit,
            record_exception=False,
            set_status_on_exception=False,
        ) as current:
            yield current


class CorrelationTracerProvider(trace.TracerProvider):
    """One tracer for every instrumentation; ``shutdown`` and ``force_flush`` have nothing to do."""

    def __init__(self, ids: IdGenerator | None = None) -> None:
        self._tracer = CorrelationTracer(ids if ids is not None else RandomIdGenerator())

    def get_tracer(
        self,
        instrumenting_module_name: str,
        instrumenting_library_version: str | None = None,
        schema_url: str | None = None,
        attributes: Mapping[str, Any] | None = None,
    ) -> trace.Tracer:
        return self._tracer

    def shutdown(self) -> None:
        return None

    def force_flush(self, timeout_millis: int = 30_000) -> bool:
        return True


MIDDLEWARE = "telemetry.correlation.CorrelationMiddleware"

_server_tracer: list[trace.Tracer | None] = [None]


class CorrelationMiddleware:
    """Django middleware: the request's server span when no exporter is configured."""

    def __init__(self, get_response: Any) -> None:
        from opentelemetry.instrumentation.wsgi import wsgi_getter

        self.get_response = get_response
        self._getter = wsgi_getter

    def __call__(self, request: Any) -> Any:
        tracer = _server_tracer[0]
        if tracer is None:
            return self.get_response(request)
        parent = propagate.extract(request.META, getter=self._getter)
        span = tracer.start_span("http.server", context=parent, kind=SpanKind.SERVER)
        token = otel_context.attach(trace.set_span_in_context(span, parent))
        try:
            return self.get_response(request)
        finally:
            otel_context.detach(token)


class CorrelationServer:
    """Binds the tracer :class:`CorrelationMiddleware` uses (``uninstrument`` unbinds it). The
    delivery layer puts :data:`MIDDLEWARE` first in Django's middleware, where the OpenTelemetry
    Django instrumentation would have put its own (``portal.apps.start_tracing``)."""

    middleware = MIDDLEWARE

    def __init__(self, provider: CorrelationTracerProvider) -> None:
        _server_tracer[0] = provider.get_tracer("statecore.server")

    def uninstrument(self) -> None:
        _server_tracer[0] = None
