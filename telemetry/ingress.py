"""Ingress policy: which callers' trace context is honoured.

``traceparent``/``tracestate``/``baggage`` are kept only when the caller is on a trusted
network *and* presents a valid credential *and* the ``traceparent`` is well formed; otherwise
all three are removed from the request before the Django instrumentation reads them, so a
new root trace starts. The decision is recorded on the server span as
``statecore.trace.ingress`` (a small enum).

The credential check is the delivery layer's (it is passed in): it receives only the
``Authorization`` header value. Trace context never reaches authentication or authorization;
it is only ever an input to the decision whether to *use* trace context.
"""

from __future__ import annotations

import ipaddress
import logging
from collections.abc import Callable, Iterable, MutableMapping
from dataclasses import dataclass, field
from typing import Any

from opentelemetry.instrumentation.utils import suppress_instrumentation

from telemetry.propagation import parse_traceparent

log = logging.getLogger(__name__)

DECISION_KEY = "statecore.trace_ingress"
_TRACE_META = ("HTTP_TRACEPARENT", "HTTP_TRACESTATE", "HTTP_BAGGAGE")
_TRACE_HEADERS = (b"traceparent", b"tracestate", b"baggage")

Network = ipaddress.IPv4Network | ipaddress.IPv6Network
CredentialCheck = Callable[[str], bool]


@dataclass(frozen=True)
class IngressPolicy:
    trusted_networks: tuple[Network, ...] = ()
    credential_check: CredentialCheck | None = None
    #: endpoints whose callers send no credential (the W3C test harness): network decides
    network_only_paths: frozenset[str] = field(default_factory=frozenset)

    @classmethod
    def from_settings(
        cls,
        trusted_networks: Iterable[str],
        credential_check: CredentialCheck | None,
        network_only_paths: Iterable[str] = (),
    ) -> IngressPolicy:
        return cls(
            trusted_networks=tuple(ipaddress.ip_network(n, strict=False) for n in trusted_networks),
            credential_check=credential_check,
            network_only_paths=frozenset(network_only_paths),
        )

    def network_trusted(self, address: str | None) -> bool:
        if not address:
            return False
        try:
            ip = ipaddress.ip_address(address.split("%", 1)[0])
        except ValueError:
            return False
        return any(ip in net for net in self.trusted_networks)


_policy: IngressPolicy = IngressPolicy()


def set_ingress_policy(policy: IngressPolicy) -> None:
    global _policy
    _policy = policy


def get_ingress_policy() -> IngressPolicy:
    return _policy


def decide(environ: MutableMapping[str, Any], policy: IngressPolicy) -> str:
    """One of :data:`telemetry.policy.INGRESS_DECISIONS` for a WSGI environ / Django META."""
    if not any(environ.get(k) for k in _TRACE_META):
        return "absent"
    if not policy.network_trusted(environ.get("REMOTE_ADDR")):
        return "untrusted_network"
    if parse_traceparent(environ.get("HTTP_TRACEPARENT")) is None:
        return "malformed"
    if environ.get("PATH_INFO", "") in policy.network_only_paths:
        return "accepted"
    authorization = environ.get("HTTP_AUTHORIZATION", "")
    if not authorization or policy.credential_check is None:
        return "no_credential"
    try:
        # The check's own database query must not become a span of a trace not yet decided.
        with suppress_instrumentation():
            valid = policy.credential_check(authorization)
    except Exception:
        log.warning("trace ingress: credential check failed; dropping context")
        valid = False
    return "accepted" if valid else "invalid_credential"


def apply(environ: MutableMapping[str, Any], policy: IngressPolicy | None = None) -> str:
    """Decide, then drop context and baggage unless accepted. Returns the decision."""
    decision = decide(environ, policy or _policy)
    if decision != "accepted":
        for key in _TRACE_META:
            environ.pop(key, None)
    environ[DECISION_KEY] = decision
    return decision


def _filter_asgi_scope(scope: MutableMapping[str, Any]) -> None:
    headers = scope.get("headers")
    if headers is not None:
        scope["headers"] = [(k, v) for k, v in headers if k.lower() not in _TRACE_HEADERS]


class TraceIngressMiddleware:
    """Django middleware, installed in front of the OpenTelemetry Django middleware.

    Duck-typed (no Django import): it reads ``request.META`` and, under ASGI, the scope's
    headers, which is where the instrumentation extracts from."""

    sync_capable = True
    async_capable = False

    def __init__(self, get_response: Callable[[Any], Any]) -> None:
        self.get_response = get_response

    def __call__(self, request: Any) -> Any:
        decision = apply(request.META)
        scope = getattr(request, "scope", None)
        if decision != "accepted" and isinstance(scope, dict):
            _filter_asgi_scope(scope)
        return self.get_response(request)


class TraceIngressWSGI:
    """The same policy as a plain WSGI wrapper, for servers that mount it outside Django."""

    def __init__(self, app: Callable[..., Any], policy: IngressPolicy | None = None) -> None:
        self.app = app
        self.policy = policy

    def __call__(self, environ: dict[str, Any], start_response: Callable[..., Any]) -> Any:
        apply(environ, self.policy)
        return self.app(environ, start_response)
