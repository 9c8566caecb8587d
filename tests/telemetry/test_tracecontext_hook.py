"""The W3C Trace Context test hook (CONTRACT 6): ``POST /_test/tracecontext``.

A real HTTP callback server on 127.0.0.1 receives what the hook sends, so what is checked is
the headers on the wire: the ingress decision (network only, for this path) and the egress
policy (internal call) applied by the real pipeline.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from django.test import Client

from portal.api import tracecontext
from telemetry.propagation import parse_traceparent
from telemetry.setup import current
from tests.telemetry.hook import HOOK, Callback, Received, hook_flag
from tests.telemetry.hook import post as _post

TRACE = "0af7651916cd43dd8448eb211c80319c"
SPAN = "b7ad6b7169203331"
VALID = f"00-{TRACE}-{SPAN}-01"
TRACESTATE = "congo=t61rcWkgMzE,rojo=00f067aa0ba902b7"


def _only(callback: Callback) -> Received:
    assert len(callback.received) == 1, callback.received
    return callback.received[0]


def test_without_the_flag_the_hook_is_a_404(callback: Callback) -> None:
    response = _post([{"url": callback.url("/callback"), "arguments": []}], HTTP_TRACEPARENT=VALID)
    assert response.status_code == 404
    assert callback.received == []


def test_registered_route_is_a_404_once_the_flag_is_off(
    hook_enabled: Any, callback: Callback, settings: Any
) -> None:
    settings.STATECORE_TRACECONTEXT_TEST_ENDPOINT = False
    response = _post([{"url": callback.url("/callback"), "arguments": []}])
    assert response.status_code == 404
    assert callback.received == []


def test_the_ingress_policy_knows_the_hook_path(hook_enabled: Any) -> None:
    handle = current()
    assert handle is not None
    assert tracecontext.PATH in handle.config.network_only_paths


def test_trusted_network_continues_the_trace_with_a_new_parent(hook_enabled: Any, callback: Callback) -> None:
    arguments = [{"url": "http://127.0.0.1:1/next", "arguments": []}]
    response = _post(
        [{"url": callback.url("/callback"), "arguments": arguments}],
        HTTP_TRACEPARENT=VALID,
        HTTP_TRACESTATE=TRACESTATE,
        HTTP_BAGGAGE="user=alice@example.com",
    )
    assert response.status_code == 200
    assert response.json() == {"called": 1, "skipped": 0, "failed": 0}
    got = _only(callback)
    assert got.path == "/callback"
    assert got.body == arguments
    parsed = parse_traceparent(got.headers["traceparent"])
    assert parsed is not None
    assert parsed.trace_id == int(TRACE, 16)
    assert parsed.span_id != int(SPAN, 16)  # a new parent-id: the hook's own client span
    assert parsed.flags == 0x01
    assert got.headers["tracestate"] == TRACESTATE
    assert "baggage" not in got.headers  # the default baggage schema is empty
    # the request's server span was parented on the caller and recorded the decision
    (server,) = [s for s in hook_enabled.spans() if s.name == "http.server"]
    assert server.parent is not None
    assert server.parent.span_id == int(SPAN, 16)
    assert server.attributes["statecore.trace.ingress"] == "accepted"
    (client,) = [s for s in hook_enabled.spans() if s.name == "http.client"]
    assert client.context.span_id == parsed.span_id


def test_unsampled_trusted_context_keeps_trace_id_and_flag(hook_enabled: Any, callback: Callback) -> None:
    _post([{"url": callback.url("/callback"), "arguments": []}], HTTP_TRACEPARENT=f"00-{TRACE}-{SPAN}-00")
    parsed = parse_traceparent(_only(callback).headers["traceparent"])
    assert parsed is not None
    assert parsed.trace_id == int(TRACE, 16)
    assert parsed.span_id != int(SPAN, 16)
    assert parsed.flags == 0x00


@pytest.mark.parametrize(
    ("headers", "decision"),
    [
        ({"REMOTE_ADDR": "192.0.2.10", "HTTP_TRACEPARENT": VALID}, "untrusted_network"),
        ({"HTTP_TRACEPARENT": f"00-{TRACE.upper()}-{SPAN}-01"}, "malformed"),
        ({"HTTP_TRACEPARENT": f"00-{TRACE}-{'0' * 16}-01"}, "malformed"),
        ({"HTTP_TRACEPARENT": f"00-{TRACE}-{SPAN}-01-extra"}, "malformed"),
        ({"HTTP_TRACEPARENT": f"ff-{TRACE}-{SPAN}-01"}, "malformed"),
    ],
)
def test_untrusted_or_malformed_context_starts_a_new_trace(
    hook_enabled: Any, callback: Callback, headers: dict[str, str], decision: str
) -> None:
    response = _post(
        [{"url": callback.url("/callback"), "arguments": []}], HTTP_TRACESTATE=TRACESTATE, **headers
    )
    assert response.status_code == 200
    got = _only(callback)
    parsed = parse_traceparent(got.headers["traceparent"])
    assert parsed is not None  # a valid, new context is still propagated on an internal call
    assert parsed.trace_id != int(TRACE, 16)
    assert parsed.span_id != int(SPAN, 16)
    assert "tracestate" not in got.headers  # the caller's tracestate went with its traceparent
    (server,) = [s for s in hook_enabled.spans() if s.name == "http.server"]
    assert server.parent is None
    assert server.attributes["statecore.trace.ingress"] == decision


def test_only_urls_under_a_prefix_are_called(hook_enabled: Any, callback: Callback) -> None:
    other_port = callback.port + 1 if callback.port < 65535 else callback.port - 1
    refused = [
        callback.url("/callbackx"),  # a string prefix, not a path prefix
        callback.url("/other"),
        callback.url("/callback/../other"),
        callback.url("/callback/%2e%2e/other"),
        f"http://127.0.0.1:{other_port}/callback",
        f"https://127.0.0.1:{callback.port}/callback",
        f"http://user:pw@127.0.0.1:{callback.port}/callback",
        f"http://localhost:{callback.port}/callback",
        "file:///etc/passwd",
        "not a url",
    ]
    allowed = [callback.url("/callback"), callback.url("/callback/deeper?x=1")]
    body = [{"url": url, "arguments": [i]} for i, url in enumerate(refused + allowed)]
    response = _post(body, HTTP_TRACEPARENT=VALID)
    assert response.status_code == 200
    assert response.json() == {"called": 2, "skipped": len(refused), "failed": 0}
    assert sorted(r.path for r in callback.received) == ["/callback", "/callback/deeper?x=1"]
    for got in callback.received:
        parsed = parse_traceparent(got.headers["traceparent"])
        assert parsed is not None
        assert parsed.trace_id == int(TRACE, 16)


def test_an_unreachable_callback_is_counted_not_raised(
    hook_enabled: Any, settings: Any, refused_port: int
) -> None:
    url = f"http://127.0.0.1:{refused_port}/callback"
    settings.STATECORE_TRACECONTEXT_TEST_CALLBACK_PREFIXES = [url]
    response = _post([{"url": url, "arguments": []}])
    assert response.status_code == 200
    assert response.json() == {"called": 0, "skipped": 0, "failed": 1}


@pytest.mark.parametrize(
    "body",
    [b"not json", b"{}", b'[{"arguments": []}]', b'[{"url": 1}]', b'[{"url": "x", "arguments": {}}]', b"[1]"],
)
def test_a_malformed_body_is_a_400(hook_enabled: Any, callback: Callback, body: bytes) -> None:
    response = Client().post(HOOK, data=body, content_type="application/json")
    assert response.status_code == 400
    assert response.json()["code"] == "invalid_request"
    assert callback.received == []


def test_get_is_refused(hook_enabled: Any) -> None:
    assert Client().get(HOOK).status_code == 405


@pytest.mark.parametrize(
    ("url", "allowed"),
    [
        ("http://h:8080/cb", True),
        ("http://H:8080/cb/x", True),
        ("http://h:8080/cbx", False),
        ("http://h:80/cb", False),
        ("http://h/cb", False),
        ("https://h:8080/cb", False),
    ],
)
def test_prefix_matching_is_by_parsed_url(url: str, allowed: bool) -> None:
    assert tracecontext.is_allowed_callback(url, ["http://h:8080/cb"]) is allowed
    assert tracecontext.is_allowed_callback("http://h/cb/y", ["http://h:80/cb/"])


# --- the same wire behaviour with no exporter configured (telemetry.correlation) ---------------


@pytest.fixture
def hook_unexported(settings: Any, callback: Callback) -> Iterator[Any]:
    """As ``hook_enabled``, with tracing started as a server without a collector starts it."""
    from portal.apps import start_tracing, stop_tracing

    with hook_flag(settings, callback):
        stop_tracing()
        handle = start_tracing(set_global=False, endpoint=None)
        yield handle
        stop_tracing()


def test_unexported_server_uses_the_correlation_middleware(hook_unexported: Any, settings: Any) -> None:
    from telemetry.correlation import MIDDLEWARE

    assert settings.MIDDLEWARE[:2] == ["telemetry.ingress.TraceIngressMiddleware", MIDDLEWARE]
    assert not any("opentelemetry" in m for m in settings.MIDDLEWARE)


@pytest.mark.parametrize("flags", ["01", "00"])
def test_unexported_trusted_context_continues_with_a_new_parent(
    hook_unexported: Any, callback: Callback, flags: str
) -> None:
    response = _post(
        [{"url": callback.url("/callback"), "arguments": []}],
        HTTP_TRACEPARENT=f"00-{TRACE}-{SPAN}-{flags}",
        HTTP_TRACESTATE=TRACESTATE,
    )
    assert response.status_code == 200
    got = _only(callback)
    parsed = parse_traceparent(got.headers["traceparent"])
    assert parsed is not None
    assert parsed.trace_id == int(TRACE, 16)
    assert parsed.span_id != int(SPAN, 16)
    assert parsed.flags == int(flags, 16)
    assert got.headers["tracestate"] == TRACESTATE


def test_unexported_untrusted_context_starts_a_new_trace(hook_unexported: Any, callback: Callback) -> None:
    response = _post(
        [{"url": callback.url("/callback"), "arguments": []}],
        REMOTE_ADDR="192.0.2.10",
        HTTP_TRACEPARENT=VALID,
        HTTP_TRACESTATE=TRACESTATE,
    )
    assert response.status_code == 200
    got = _only(callback)
    parsed = parse_traceparent(got.headers["traceparent"])
    assert parsed is not None
    assert parsed.trace_id != int(TRACE, 16)
    # a new root is sampled, as under the SDK's default sampler, and its trace id random (Level 2)
    assert parsed.flags == 0x03
    assert "tracestate" not in got.headers
