from __future__ import annotations

import threading
import time
from datetime import UTC, datetime
from typing import Any

from django.apps import AppConfig
from django.contrib.admin import apps as admin_apps

INGRESS_MIDDLEWARE = "telemetry.ingress.TraceIngressMiddleware"


class PortalAdminConfig(admin_apps.AdminConfig):
    """Django's admin with the portal's site (the dashboard) as ``admin.site``. Named in
    INSTALLED_APPS in place of ``django.contrib.admin``; not this module's default config."""

    default = False
    default_site = "portal.site.PortalAdminSite"


class PortalConfig(AppConfig):
    name = "portal"
    verbose_name = "statecore portal"

    def ready(self) -> None:
        from portal.api import schema  # noqa: F401  (registers the OpenAPI auth extensions)


class _TrustCache:
    """Credentials found valid by the trace ingress lately: SHA-256 -> monotonic deadline.

    Only positive answers are kept (a flood of bad tokens adds nothing), at most ``size``
    entries (the oldest go first). Holds no token, only its hash, as the database does."""

    def __init__(self, size: int = 4096) -> None:
        self.size = size
        self._until: dict[str, float] = {}
        self._lock = threading.Lock()

    def valid(self, digest: str, now: float) -> bool:
        until = self._until.get(digest)
        return until is not None and now < until

    def keep(self, digest: str, until: float) -> None:
        with self._lock:
            self._until.pop(digest, None)
            self._until[digest] = until
            while len(self._until) > self.size:
                del self._until[next(iter(self._until))]

    def clear(self) -> None:
        with self._lock:
            self._until.clear()


_trusted = _TrustCache()


def trust_issued_credential(token: str, *, ttl_seconds: float) -> None:
    """A credential this process has just issued (a run's lease, ``ttl_seconds`` to live) is
    valid for the trace ingress's decision without a lookup, within the same bound as one
    that was looked up."""
    from django.conf import settings

    from statecore.crypto import token_hash

    ttl = min(float(settings.STATECORE_TRACE_TRUST_CACHE_SECONDS), ttl_seconds)
    if ttl > 0:
        _trusted.keep(token_hash(token), time.monotonic() + ttl)


def trace_credential_is_valid(authorization: str) -> bool:
    """Whether an ``Authorization`` header carries a valid, current lease or application token.

    Used only to decide whether to honour the caller's trace context; the request is
    authenticated again, independently (by its view, never from this answer). Receives no
    trace context. A valid credential is remembered for ``STATECORE_TRACE_TRUST_CACHE_SECONDS``
    (and never past a lease's expiry), so a worker's requests do not each pay a lookup for the
    decision: a token revoked or a lease fenced within that time still has its trace context
    honoured, while the request itself is refused as always."""
    from django.conf import settings

    from statecore import selectors
    from statecore.crypto import APP_TOKEN_PREFIX, LEASE_TOKEN_PREFIX, token_hash
    from statecore.errors import StatecoreError

    scheme, _, token = authorization.partition(" ")
    token = token.strip()
    if scheme.lower() != "bearer" or not token or len(token) > 128:
        return False
    if not token.startswith((LEASE_TOKEN_PREFIX, APP_TOKEN_PREFIX)):
        return False
    digest = token_hash(token)
    now = time.monotonic()
    if _trusted.valid(digest, now):
        return True
    ttl = float(settings.STATECORE_TRACE_TRUST_CACHE_SECONDS)
    try:
        if token.startswith(LEASE_TOKEN_PREFIX):
            lease = selectors.lease_principal_by_hash(token_hash=digest)
            ttl = min(ttl, (lease.expires_at - datetime.now(UTC)).total_seconds())
        else:
            selectors.app_principal(token=token)
    except StatecoreError:
        return False
    if ttl > 0:
        _trusted.keep(digest, now + ttl)
    return True


def start_tracing(*, exporter: Any = None, set_global: bool = True, **overrides: Any) -> Any:
    """Configure tracing for this process from settings and the standard ``OTEL_*`` variables.

    Call after fork, never at import: ``portal.wsgi`` / ``portal.asgi`` call it before the first
    request a process serves, gunicorn's ``post_fork`` and Celery's worker signals before that.
    Idempotent per process. Never raises for a configuration the process cannot trace with: that
    is logged once and reported by ``GET /api/v1/health/telemetry`` (``setup_failed``), and the
    process goes on with ids and propagation only (``telemetry.setup.configure_or_degrade``).
    Returns the tracing handle (None when not even that could be set up)."""
    import os

    from django.conf import settings

    from telemetry.policy import BaggageSchema
    from telemetry.propagation import EgressPolicy
    from telemetry.setup import TracingConfig, configure_or_degrade, current

    handle = current()
    if handle is not None and handle.pid == os.getpid():
        return handle

    def ours() -> dict[str, Any]:
        return {
            "hmac_key": settings.STATECORE_HMAC_KEY.encode("utf-8"),
            "trusted_networks": tuple(settings.STATECORE_TRUSTED_NETWORKS),
            "credential_check": trace_credential_is_valid,
            "network_only_paths": ("/_test/tracecontext",)
            if settings.STATECORE_TRACECONTEXT_TEST_ENDPOINT
            else (),
            "baggage_schema": BaggageSchema.parse(settings.STATECORE_BAGGAGE_SCHEMA),
            "egress": EgressPolicy.from_lists(
                settings.STATECORE_TRACE_INTERNAL_DESTINATIONS,
                settings.STATECORE_TRACE_CORRELATED_DESTINATIONS,
            ),
        }

    def fallback() -> TracingConfig:
        # No exporter, none of the OTEL_* export variables: ids and propagation only.
        return TracingConfig(**{**ours(), **overrides, "endpoint": None})

    handle = configure_or_degrade(
        lambda: TracingConfig.from_environ(os.environ, **{**ours(), **overrides}),
        fallback=fallback,
        exporter=exporter,
        set_global=set_global,
    )
    _start_metrics()
    if handle is not None and handle.instrumentors:
        _install_middleware(settings, handle.instrumentors)
    return handle


def _start_metrics() -> None:
    """Metrics beside tracing, in the same process after fork (``telemetry.metrics``): the same
    OTLP endpoint, the review queue read from the database (cached), the span export counters.
    Never raises: a configuration it cannot use is logged once and metrics stay off."""
    import os

    from statecore import selectors
    from telemetry.metrics import MetricsConfig, configure_or_off
    from telemetry.setup import health

    configure_or_off(
        lambda: MetricsConfig.from_environ(os.environ),
        review_queue=selectors.review_queue,
        span_health=health,
    )


def _install_middleware(settings: Any, instrumentors: list[Any]) -> None:
    # The server span's middleware first: OpenTelemetry's Django instrumentation inserts its own;
    # with no exporter, the correlation server names the one it needs (telemetry.correlation).
    # The ingress filter goes in front of either, so the server span only ever sees context
    # the ingress policy accepted.
    middleware = list(settings.MIDDLEWARE)
    for server in instrumentors:
        name = getattr(server, "middleware", None)
        if isinstance(name, str) and name not in middleware:
            middleware = [name, *middleware]
    if INGRESS_MIDDLEWARE not in middleware:
        middleware = [INGRESS_MIDDLEWARE, *middleware]
    settings.MIDDLEWARE = middleware


def stop_tracing() -> None:
    from django.conf import settings

    from telemetry.correlation import MIDDLEWARE as CORRELATION_MIDDLEWARE
    from telemetry.metrics import shutdown_metrics
    from telemetry.setup import shutdown_tracing

    shutdown_tracing()
    shutdown_metrics()
    settings.MIDDLEWARE = [
        m for m in settings.MIDDLEWARE if m not in (INGRESS_MIDDLEWARE, CORRELATION_MIDDLEWARE)
    ]
