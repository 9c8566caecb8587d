"""``configure_tracing``: the one entry point, run after fork and never at import.

Reached through ``portal.apps.start_tracing`` (which supplies the HMAC key, trusted networks and
the credential check) from every entry point the application owns: the first request a process
of ``portal.wsgi`` / ``portal.asgi`` serves (whatever the server: gunicorn with or without the
project's config, uvicorn, granian, ``runserver``), gunicorn's ``post_fork``, and Celery's
``worker_process_init`` / ``worker_init``. Idempotent per process: a second call in the same
process returns the first handle; a forked child that inherited its parent's handle configures its
own (the parent's exporter connections, export thread and counters are not the child's).

A serving process never fails on tracing: :func:`configure_or_degrade` logs a setup that raised
once, reports it in :func:`health` (``degraded``, reason ``setup_failed``) and serves on with ids
and propagation only.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Final

from opentelemetry import propagate, trace
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SpanExporter
from opentelemetry.util._once import Once

from telemetry import policy, spans
from telemetry.correlation import CorrelationServer, CorrelationTracerProvider
from telemetry.export import DISABLED_HEALTH, SETUP_FAILED_HEALTH, HealthSnapshot, ScrubbingBatchProcessor
from telemetry.ingress import CredentialCheck, IngressPolicy, set_ingress_policy
from telemetry.propagation import EgressPolicy, Mode, PolicyPropagator, set_next_call_mode

log = logging.getLogger(__name__)

# OTEL_* names as constants (the standard ones this module honours).
OTEL_SDK_DISABLED: Final = "OTEL_SDK_DISABLED"
OTEL_SERVICE_NAME: Final = "OTEL_SERVICE_NAME"
OTEL_EXPORTER_OTLP_ENDPOINT: Final = "OTEL_EXPORTER_OTLP_ENDPOINT"
OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: Final = "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT"
OTEL_EXPORTER_OTLP_PROTOCOL: Final = "OTEL_EXPORTER_OTLP_PROTOCOL"
OTEL_EXPORTER_OTLP_TIMEOUT: Final = "OTEL_EXPORTER_OTLP_TIMEOUT"
OTEL_BSP_MAX_QUEUE_SIZE: Final = "OTEL_BSP_MAX_QUEUE_SIZE"
OTEL_BSP_MAX_EXPORT_BATCH_SIZE: Final = "OTEL_BSP_MAX_EXPORT_BATCH_SIZE"
OTEL_BSP_SCHEDULE_DELAY: Final = "OTEL_BSP_SCHEDULE_DELAY"
OTEL_BSP_EXPORT_TIMEOUT: Final = "OTEL_BSP_EXPORT_TIMEOUT"

#: an export (with its retries) never takes longer than this, whatever the environment says
MAX_EXPORT_TIMEOUT_SECONDS: Final = 10.0


class TelemetryConfigError(RuntimeError):
    pass


def _env_int(environ: Mapping[str, str], name: str, default: int, low: int, high: int) -> int:
    raw = environ.get(name, "").strip()
    if not raw:
        return default
    try:
        value = int(raw)
    except ValueError:
        raise TelemetryConfigError(f"{name} must be an integer") from None
    if not low <= value <= high:
        raise TelemetryConfigError(f"{name} must be between {low} and {high}")
    return value


@dataclass(frozen=True)
class TracingConfig:
    hmac_key: bytes
    service_name: str = "statecore"
    disabled: bool = False
    endpoint: str | None = None  # full traces URL (http) or collector address (grpc)
    protocol: str = "http/protobuf"
    export_timeout_seconds: float = 5.0
    max_queue_size: int = 2048
    max_export_batch_size: int = 512
    schedule_delay_millis: int = 5000
    trusted_networks: tuple[str, ...] = ()
    credential_check: CredentialCheck | None = None
    network_only_paths: tuple[str, ...] = ()
    baggage_schema: policy.BaggageSchema = field(default_factory=lambda: policy.EMPTY_BAGGAGE_SCHEMA)
    egress: EgressPolicy = field(default_factory=EgressPolicy)
    instrument: bool = True
    # A client span per SQL statement (psycopg): off unless an operator asks for it
    # (STATECORE_TRACE_SQL=true). The state transitions are one statement each, under their
    # thread_state.* service span, so per-statement spans add cost and no structure.
    sql_spans: bool = False

    @classmethod
    def from_environ(cls, environ: Mapping[str, str], **overrides: Any) -> TracingConfig:
        """The standard ``OTEL_*`` variables; ``overrides`` supply what only the caller knows.

        The export variables (protocol, timeouts, ``OTEL_BSP_*``) are read, and refused when
        invalid (``TelemetryConfigError``, naming the variable, never its value), only when the
        process is configured to export: an endpoint set and the SDK not disabled."""
        disabled = environ.get(OTEL_SDK_DISABLED, "").strip().lower() == "true"
        values: dict[str, Any] = {
            "service_name": environ.get(OTEL_SERVICE_NAME, "").strip() or "statecore",
            "disabled": disabled,
            "sql_spans": environ.get("STATECORE_TRACE_SQL", "").strip().lower() == "true",
        }
        traces_endpoint = environ.get(OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, "").strip()
        base = environ.get(OTEL_EXPORTER_OTLP_ENDPOINT, "").strip()
        if not disabled and (traces_endpoint or base):
            values.update(_export_values(environ, traces_endpoint, base))
        values.update(overrides)
        return cls(**values)


def _export_values(environ: Mapping[str, str], traces_endpoint: str, base: str) -> dict[str, Any]:
    protocol = environ.get(OTEL_EXPORTER_OTLP_PROTOCOL, "http/protobuf").strip() or "http/protobuf"
    if protocol not in ("http/protobuf", "grpc"):
        raise TelemetryConfigError(f"{OTEL_EXPORTER_OTLP_PROTOCOL} must be http/protobuf or grpc")
    endpoint = traces_endpoint or (base if protocol == "grpc" else base.rstrip("/") + "/v1/traces")
    timeout_ms = _env_int(environ, OTEL_BSP_EXPORT_TIMEOUT, 5000, 1, 600_000)
    otlp_timeout_ms = _env_int(environ, OTEL_EXPORTER_OTLP_TIMEOUT, timeout_ms, 1, 600_000)
    return {
        "endpoint": endpoint,
        "protocol": protocol,
        "export_timeout_seconds": min(timeout_ms, otlp_timeout_ms, MAX_EXPORT_TIMEOUT_SECONDS * 1000) / 1000,
        "max_queue_size": _env_int(environ, OTEL_BSP_MAX_QUEUE_SIZE, 2048, 1, 1_000_000),
        "max_export_batch_size": _env_int(environ, OTEL_BSP_MAX_EXPORT_BATCH_SIZE, 512, 1, 100_000),
        "schedule_delay_millis": _env_int(environ, OTEL_BSP_SCHEDULE_DELAY, 5000, 1, 600_000),
    }


@dataclass
class TracingHandle:
    config: TracingConfig
    #: the SDK's provider when spans are exported; a correlation-only one when there is no
    #: exporter (spans carry ids, nothing is recorded); None with the SDK disabled
    provider: TracerProvider | CorrelationTracerProvider | None
    processor: ScrubbingBatchProcessor | None
    pid: int
    instrumentors: list[Any] = field(default_factory=list)

    def health(self) -> HealthSnapshot:
        if self.processor is None:
            return DISABLED_HEALTH
        return self.processor.counters.snapshot()

    def force_flush(self) -> None:
        if self.processor is not None:
            self.processor.force_flush()


_handle: TracingHandle | None = None
#: the process whose tracing setup raised (a forked child of it has not failed yet)
_setup_failed_pid: int | None = None


def current() -> TracingHandle | None:
    return _handle


def setup_failed() -> bool:
    """Whether this process was configured to trace and its setup raised."""
    return _setup_failed_pid == os.getpid()


def health() -> HealthSnapshot:
    """Counters of this process: ``degraded`` with reason ``setup_failed`` after a setup that
    raised; ``ok`` and zeros when tracing is off, not configured yet, or configured by a parent
    process only (its counters are the parent's)."""
    if _setup_failed_pid == os.getpid():
        return SETUP_FAILED_HEALTH
    handle = _handle
    if handle is None or handle.pid != os.getpid():
        return DISABLED_HEALTH
    return handle.health()


def _build_exporter(config: TracingConfig) -> SpanExporter | None:
    if not config.endpoint:
        return None
    if config.protocol == "grpc":
        from opentelemetry.exporter.otlp.proto.grpc.trace_exporter import OTLPSpanExporter as GrpcExporter

        return GrpcExporter(
            endpoint=config.endpoint,
            insecure=config.endpoint.startswith("http://"),
            timeout=config.export_timeout_seconds,
        )
    from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter as HttpExporter

    return HttpExporter(endpoint=config.endpoint, timeout=config.export_timeout_seconds)


def configure_tracing(
    config: TracingConfig,
    *,
    exporter: SpanExporter | None = None,
    set_global: bool = True,
    environ: Mapping[str, str] | None = None,
) -> TracingHandle:
    """Install the provider, the scrubbing processor, the propagator and the instrumentations.

    Refuses (``TelemetryConfigError``) while an environment switch turns on content capture.
    Exports only to ``config.endpoint`` (or to ``exporter``, for tests); with neither, spans
    carry ids for correlation (audit trace ids, propagation) and nothing is recorded
    (:mod:`telemetry.correlation`).
    """
    global _handle
    if _handle is not None:
        if _handle.pid == os.getpid():
            return _handle  # idempotent
        _abandon_inherited(_handle)
    switched_on = policy.content_capture_switches(environ if environ is not None else os.environ)
    if switched_on:
        raise TelemetryConfigError(
            "content capture is switched on by the environment; refusing to trace: " + ", ".join(switched_on)
        )
    # Propagation and ingress policy apply even with the SDK disabled: nothing leaves unfiltered.
    propagate.set_global_textmap(PolicyPropagator(baggage_schema=config.baggage_schema))
    set_ingress_policy(
        IngressPolicy.from_settings(
            config.trusted_networks, config.credential_check, config.network_only_paths
        )
    )
    _egress_policy[0] = config.egress
    if config.disabled:
        spans.bind(None, config.hmac_key)
        _handle = TracingHandle(config=config, provider=None, processor=None, pid=os.getpid())
        return _handle
    exporter = exporter if exporter is not None else _build_exporter(config)
    provider: TracerProvider | CorrelationTracerProvider
    processor = None
    if exporter is None:
        # Nowhere to send spans: keep the ids (audit rows, propagation), record nothing.
        provider = CorrelationTracerProvider()
    else:
        resource = Resource.create({"service.name": config.service_name})
        provider = TracerProvider(resource=resource)
        processor = ScrubbingBatchProcessor(
            exporter,
            resource=resource,
            max_queue_size=config.max_queue_size,
            max_export_batch_size=config.max_export_batch_size,
            schedule_delay_millis=config.schedule_delay_millis,
        )
        provider.add_span_processor(processor)
    handle = TracingHandle(config=config, provider=provider, processor=processor, pid=os.getpid())
    try:
        if config.instrument:
            handle.instrumentors = _instrument(provider, sql_spans=config.sql_spans)
    except BaseException:
        _undo(handle)  # nothing half-configured stays behind
        raise
    if set_global:
        trace.set_tracer_provider(provider)
    spans.bind(provider.get_tracer("statecore"), config.hmac_key)
    _handle = handle
    return _handle


def configure_or_degrade(
    build: Callable[[], TracingConfig],
    *,
    fallback: Callable[[], TracingConfig] | None = None,
    exporter: SpanExporter | None = None,
    set_global: bool = True,
) -> TracingHandle | None:
    """``configure_tracing(build())`` for a process that serves: tracing never stops it.

    When building the configuration or configuring raises (an invalid ``OTEL_BSP_*`` value, an
    unknown protocol, an exporter that cannot be imported), the process logs one error line,
    :func:`health` reports ``degraded`` with reason ``setup_failed`` for the rest of its life, and
    ``fallback()`` is configured instead (no exporter: trace ids and propagation, nothing
    recorded), or nothing if that raises too. The line names our own configuration error (a
    variable's name) or else the exception's type only: an endpoint or a header can carry a
    credential. A process whose setup failed does not try again (one line, not one per request).
    """
    global _setup_failed_pid
    pid = os.getpid()
    if _handle is not None and _handle.pid == pid:
        return _handle
    if _setup_failed_pid == pid:
        return None
    try:
        return configure_tracing(build(), exporter=exporter, set_global=set_global)
    except Exception as exc:
        _setup_failed_pid = pid
        detail = str(exc) if isinstance(exc, TelemetryConfigError) else type(exc).__name__
        log.error(
            "tracing: setup failed (%s); this process serves on and exports no spans "
            "(telemetry health: degraded, setup_failed)",
            detail,
        )
    if fallback is None:
        return None
    try:
        return configure_tracing(fallback(), set_global=set_global)
    except Exception as exc:
        log.error("tracing: the fallback without export failed too (%s); untraced", type(exc).__name__)
        return None


def shutdown_tracing() -> None:
    """Uninstrument and shut down (bounded to 3 s). For process exit and tests. A handle this
    process inherited from its parent is let go without flushing: its queue is the parent's."""
    global _handle, _setup_failed_pid
    handle, _handle = _handle, None
    _setup_failed_pid = None
    spans.bind(None, None)
    if handle is None:
        return
    if handle.pid != os.getpid():
        _abandon_inherited(handle)
        return
    _undo(handle)


def _uninstrument(instrumentors: list[Any]) -> None:
    for instrumentor in instrumentors:
        try:
            instrumentor.uninstrument()
        except Exception:
            log.warning("could not uninstrument %s", type(instrumentor).__name__)


def _undo(handle: TracingHandle) -> None:
    _uninstrument(handle.instrumentors)
    handle.instrumentors = []
    if handle.provider is not None:
        handle.provider.shutdown()


def _abandon_inherited(handle: TracingHandle) -> None:
    """Let go of a handle configured in the parent of this forked process.

    Its export thread was restarted by the fork hook and is stopped here without exporting or
    closing anything: the exporter's connections (an HTTP session, a gRPC channel) are the
    parent's, and gRPC's do not survive a fork. The instrumentations are removed so that they
    can be installed again with this process's provider, and the API's set-once global provider
    is released for it (the SDK's own test helpers reset the same two names)."""
    global _handle
    if handle.processor is not None:
        handle.processor.abandon()
    _uninstrument(handle.instrumentors)
    handle.instrumentors = []
    spans.bind(None, None)
    if trace._TRACER_PROVIDER is handle.provider:
        trace._TRACER_PROVIDER_SET_ONCE = Once()
        trace._TRACER_PROVIDER = None
    if _handle is handle:
        _handle = None


# --- instrumentation ------------------------------------------------------------------------------
_egress_policy: list[EgressPolicy] = [EgressPolicy()]


def _client_hook(url_of: Callable[[Any], str]) -> Callable[[Any, Any], None]:
    def hook(span: Any, request: Any) -> None:
        try:
            set_next_call_mode(_egress_policy[0].mode_for(url_of(request)))
        except Exception:
            set_next_call_mode(Mode.EXTERNAL)

    return hook


def _clear_hook(span: Any, request: Any, response: Any) -> None:
    set_next_call_mode(None)


def _server_request_hook(span: Any, request: Any) -> None:
    from telemetry.ingress import DECISION_KEY

    decision = getattr(request, "META", {}).get(DECISION_KEY, "absent")
    if span.is_recording():
        span.set_attribute("statecore.trace.ingress", decision)


def _celery_publish_is_internal(*args: Any, **kwargs: Any) -> None:
    # The broker and the workers are ours: a task continues the request's trace.
    set_next_call_mode(Mode.INTERNAL)


def _celery_published(*args: Any, **kwargs: Any) -> None:
    # The instrumentation's inject consumes the mode; when nothing injected (instrumentation
    # removed, tracing off) it must not outlive the publish and widen this thread's next call.
    set_next_call_mode(None)


def connect_celery_publish_mode() -> None:
    """Calls during a task publish are internal, and only those (idempotent)."""
    from celery.signals import after_task_publish, before_task_publish

    before_task_publish.connect(_celery_publish_is_internal, weak=False)
    after_task_publish.connect(_celery_published, weak=False)


def _instrument(provider: trace.TracerProvider, *, sql_spans: bool) -> list[Any]:
    """Each instrumentation configured so that it records nothing forbidden: no header
    capture, no SQL commenter or parameters, no query strings (and the scrubber drops any
    attribute not in the policy regardless)."""
    done: list[Any] = []
    sync_sync_hook = _client_hook(lambda r: str(r.url))

    async def async_hook(span: Any, request: Any) -> None:
        sync_sync_hook(span, request)

    async def async_clear(span: Any, request: Any, response: Any) -> None:
        _clear_hook(span, request, response)

    steps: list[tuple[str, Callable[[], Any]]] = [
        ("django", lambda: _django(provider)),
        *([("psycopg", lambda: _psycopg(provider))] if sql_spans else []),
        ("celery", lambda: _celery(provider)),
        ("redis", lambda: _redis(provider)),
        ("httpx", lambda: _httpx(provider, sync_sync_hook, async_hook, async_clear)),
        ("requests", lambda: _requests(provider)),
    ]
    try:
        for name, step in steps:
            try:
                done.append(step())
            except ImportError:
                log.info("tracing: %s not installed; not instrumented", name)
    except BaseException:
        _uninstrument(done)  # one raised otherwise: all or nothing
        raise
    return done


def _django(provider: trace.TracerProvider) -> Any:
    if isinstance(provider, CorrelationTracerProvider):
        return CorrelationServer(provider)  # nothing recorded: ids and propagation only
    from opentelemetry.instrumentation.django import DjangoInstrumentor

    instrumentor = DjangoInstrumentor()
    instrumentor.instrument(
        tracer_provider=provider, request_hook=_server_request_hook, is_sql_commentor_enabled=False
    )
    return instrumentor


def _psycopg(provider: trace.TracerProvider) -> Any:
    from opentelemetry.instrumentation.psycopg import PsycopgInstrumentor

    instrumentor = PsycopgInstrumentor()
    instrumentor.instrument(
        tracer_provider=provider,
        enable_commenter=False,
        enable_attribute_commenter=False,
        capture_parameters=False,
        skip_dep_check=True,
    )
    return instrumentor


def _celery(provider: trace.TracerProvider) -> Any:
    from opentelemetry.instrumentation.celery import CeleryInstrumentor

    # Connected before the instrumentation's own receiver, so it runs first.
    connect_celery_publish_mode()
    instrumentor = CeleryInstrumentor()  # type: ignore[no-untyped-call]
    instrumentor.instrument(tracer_provider=provider)
    return instrumentor


def _redis(provider: trace.TracerProvider) -> Any:
    from opentelemetry.instrumentation.redis import RedisInstrumentor

    instrumentor = RedisInstrumentor()
    instrumentor.instrument(tracer_provider=provider)
    return instrumentor


def _httpx(provider: trace.TracerProvider, hook: Any, async_hook: Any, async_clear: Any) -> Any:
    from opentelemetry.instrumentation.httpx import HTTPXClientInstrumentor

    instrumentor = HTTPXClientInstrumentor()
    instrumentor.instrument(
        tracer_provider=provider,
        request_hook=hook,
        response_hook=_clear_hook,
        async_request_hook=async_hook,
        async_response_hook=async_clear,
    )
    return instrumentor


def _requests(provider: trace.TracerProvider) -> Any:
    from opentelemetry.instrumentation.requests import RequestsInstrumentor

    instrumentor = RequestsInstrumentor()
    instrumentor.instrument(
        tracer_provider=provider,
        request_hook=_client_hook(lambda r: str(r.url)),
        response_hook=_clear_hook,
    )
    return instrumentor
