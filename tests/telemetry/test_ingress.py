"""Ingress policy: trace context is honoured only from trusted callers with a valid credential."""

from __future__ import annotations

from typing import Any

import pytest

from telemetry.ingress import IngressPolicy, apply, decide

TRACE = "0af7651916cd43dd8448eb211c80319c"
SPAN = "b7ad6b7169203331"
VALID = f"00-{TRACE}-{SPAN}-01"
POLICY = IngressPolicy.from_settings(["127.0.0.0/8", "10.1.0.0/16"], lambda auth: auth == "Bearer good")


@pytest.mark.parametrize(
    ("environ", "decision"),
    [
        ({"REMOTE_ADDR": "127.0.0.1"}, "absent"),
        (
            {"REMOTE_ADDR": "127.0.0.1", "HTTP_TRACEPARENT": VALID, "HTTP_AUTHORIZATION": "Bearer good"},
            "accepted",
        ),
        (
            {"REMOTE_ADDR": "10.1.2.3", "HTTP_TRACEPARENT": VALID, "HTTP_AUTHORIZATION": "Bearer good"},
            "accepted",
        ),
        (
            {"REMOTE_ADDR": "192.0.2.1", "HTTP_TRACEPARENT": VALID, "HTTP_AUTHORIZATION": "Bearer good"},
            "untrusted_network",
        ),
        ({"HTTP_TRACEPARENT": VALID, "HTTP_AUTHORIZATION": "Bearer good"}, "untrusted_network"),
        ({"REMOTE_ADDR": "127.0.0.1", "HTTP_TRACEPARENT": VALID}, "no_credential"),
        (
            {"REMOTE_ADDR": "127.0.0.1", "HTTP_TRACEPARENT": VALID, "HTTP_AUTHORIZATION": "Bearer bad"},
            "invalid_credential",
        ),
        (
            {
                "REMOTE_ADDR": "127.0.0.1",
                "HTTP_TRACEPARENT": f"ff-{TRACE}-{SPAN}-01",
                "HTTP_AUTHORIZATION": "Bearer good",
            },
            "malformed",
        ),
        (
            {
                "REMOTE_ADDR": "127.0.0.1",
                "HTTP_TRACEPARENT": f"00-{TRACE.upper()}-{SPAN}-01",
                "HTTP_AUTHORIZATION": "Bearer good",
            },
            "malformed",
        ),
        (
            {
                "REMOTE_ADDR": "127.0.0.1",
                "HTTP_TRACEPARENT": f"{VALID},{VALID}",
                "HTTP_AUTHORIZATION": "Bearer good",
            },
            "malformed",
        ),
        (
            {
                "REMOTE_ADDR": "127.0.0.1",
                "HTTP_TRACEPARENT": f"00-{'0' * 32}-{SPAN}-01",
                "HTTP_AUTHORIZATION": "Bearer good",
            },
            "malformed",
        ),
        (
            {"REMOTE_ADDR": "127.0.0.1", "HTTP_BAGGAGE": "a=b", "HTTP_AUTHORIZATION": "Bearer good"},
            "malformed",
        ),
    ],
)
def test_ingress_decision_table(environ: dict[str, str], decision: str) -> None:
    assert decide(dict(environ), POLICY) == decision


def test_refused_context_and_baggage_are_removed() -> None:
    environ = {
        "REMOTE_ADDR": "192.0.2.1",
        "HTTP_TRACEPARENT": VALID,
        "HTTP_TRACESTATE": "a=b",
        "HTTP_BAGGAGE": "k=v",
    }
    assert apply(environ, POLICY) == "untrusted_network"
    assert not {"HTTP_TRACEPARENT", "HTTP_TRACESTATE", "HTTP_BAGGAGE"} & environ.keys()


def test_a_failing_credential_check_drops_context() -> None:
    def boom(auth: str) -> bool:
        raise RuntimeError("db down")

    policy = IngressPolicy.from_settings(["127.0.0.0/8"], boom)
    environ = {"REMOTE_ADDR": "127.0.0.1", "HTTP_TRACEPARENT": VALID, "HTTP_AUTHORIZATION": "Bearer x"}
    assert decide(environ, policy) == "invalid_credential"


def _server_span(tracing: Any) -> Any:
    (server,) = [s for s in tracing.spans() if s.name == "http.server"]
    return server


def test_trusted_caller_with_valid_lease_continues_the_trace(tracing: Any, worker: Any) -> None:
    tracing.reset()
    response = worker.client.get("/api/v1/state/head", HTTP_TRACEPARENT=VALID)
    assert response.status_code == 200
    server = _server_span(tracing)
    assert server.context.trace_id == int(TRACE, 16)
    assert server.parent is not None
    assert server.parent.span_id == int(SPAN, 16)
    assert server.attributes["statecore.trace.ingress"] == "accepted"


@pytest.mark.parametrize(
    ("kwargs", "decision"),
    [
        ({"REMOTE_ADDR": "192.0.2.10"}, "untrusted_network"),
        ({"HTTP_TRACEPARENT": f"00-{TRACE.upper()}-{SPAN}-01"}, "malformed"),
    ],
)
def test_untrusted_or_malformed_context_starts_a_new_root(
    tracing: Any, worker: Any, kwargs: dict[str, str], decision: str
) -> None:
    tracing.reset()
    response = worker.client.get("/api/v1/state/head", **{"HTTP_TRACEPARENT": VALID, **kwargs})
    assert response.status_code == 200  # trace context changes no outcome
    server = _server_span(tracing)
    assert server.parent is None
    assert server.context.trace_id != int(TRACE, 16)
    assert server.attributes["statecore.trace.ingress"] == decision


def test_context_without_a_credential_authenticates_nothing(tracing: Any, db: None) -> None:
    from rest_framework.test import APIClient

    response = APIClient().get("/api/v1/state/head", HTTP_TRACEPARENT=VALID)
    assert response.status_code == 401
    server = _server_span(tracing)
    assert server.parent is None
    assert server.attributes["statecore.trace.ingress"] == "no_credential"
