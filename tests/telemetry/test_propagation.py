"""Strict traceparent parsing, schema-filtered baggage, and egress modes against a local server."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, HTTPServer
from typing import Any

import httpx
import pytest
from opentelemetry import baggage, trace
from opentelemetry.context import Context

from telemetry.policy import BaggageKey, BaggageSchema
from telemetry.propagation import (
    MAX_TRACESTATE_CHARS,
    EgressPolicy,
    Mode,
    PolicyPropagator,
    egress_mode,
    parse_traceparent,
    parse_tracestate,
)
from telemetry.spans import service_span

TRACE = "0af7651916cd43dd8448eb211c80319c"
SPAN = "b7ad6b7169203331"
VALID = f"00-{TRACE}-{SPAN}-01"


@pytest.mark.parametrize(
    "value",
    [
        f"ff-{TRACE}-{SPAN}-01",  # version ff
        f"00-{TRACE}0-{SPAN}-01",  # trace id too long
        f"00-{TRACE[:-1]}-{SPAN}-01",  # too short
        f"00-{TRACE}-{SPAN}0-01",
        f"00-{TRACE}-{SPAN}-1",
        f"00-{'0' * 32}-{SPAN}-01",  # all-zero trace id
        f"00-{TRACE}-{'0' * 16}-01",  # all-zero span id
        f"00-{TRACE.upper()}-{SPAN}-01",  # uppercase hex
        f"00-{TRACE}-{SPAN.upper()}-01",
        f"{VALID},{VALID}",  # several values folded into one header
        f"{VALID}-extra",  # version 00 carries nothing more
        f"00_{TRACE}_{SPAN}_01",
        "",
        "garbage",
    ],
)
def test_malformed_traceparent_is_refused(value: str) -> None:
    assert parse_traceparent(value) is None


def test_valid_and_future_version_traceparent_parse() -> None:
    parsed = parse_traceparent(VALID)
    assert parsed is not None
    assert parsed.trace_id == int(TRACE, 16)
    assert parsed.flags == 1
    assert parse_traceparent(f"cc-{TRACE}-{SPAN}-01-what-the-future-holds") is not None


def test_tracestate_parsing_is_bounded_and_logs_no_caller_data(caplog: pytest.LogCaptureFixture) -> None:
    largest = ",".join(f"{i:02d}{'k' * 254}=" + "v" * 256 for i in range(32))  # 32 members at their limits
    assert len(parse_tracestate([largest])) == 32
    assert len(parse_tracestate([largest, " " * MAX_TRACESTATE_CHARS])) == 0
    with caplog.at_level("DEBUG"):
        assert len(parse_tracestate(["ok=1", "BAD=s3cr3t-canary"])) == 0
        assert len(parse_tracestate(["foo=1,foo=s3cr3t-canary"])) == 1
    assert "s3cr3t-canary" not in caplog.text


def test_extract_keeps_the_flags_this_version_defines() -> None:
    for flags, kept in (("ff", 0x03), ("02", 0x02), ("fc", 0x00)):
        ctx = PolicyPropagator().extract({"traceparent": f"00-{TRACE}-{SPAN}-{flags}"}, Context())
        assert trace.get_current_span(ctx).get_span_context().trace_flags == kept


def test_extract_filters_baggage_by_schema() -> None:
    carrier = {"traceparent": VALID, "baggage": "tier=gold,user.email=a%40b.co,secret=x"}
    default = PolicyPropagator().extract(carrier, Context())
    assert trace.get_current_span(default).get_span_context().trace_id == int(TRACE, 16)
    assert dict(baggage.get_all(default)) == {}
    schema = BaggageSchema(keys={"tier": BaggageKey(8)})
    ctx = PolicyPropagator(baggage_schema=schema).extract(carrier, Context())
    assert dict(baggage.get_all(ctx)) == {"tier": "gold"}


def test_extract_ignores_several_traceparent_headers() -> None:
    ctx = PolicyPropagator().extract({"traceparent": [VALID, VALID]}, Context(), _ListGetter())
    assert not trace.get_current_span(ctx).get_span_context().is_valid


class _ListGetter:
    def get(self, carrier: dict[str, list[str]], key: str) -> list[str] | None:
        return carrier.get(key)

    def keys(self, carrier: dict[str, list[str]]) -> list[str]:
        return list(carrier)


def test_inject_without_a_decided_mode_sends_nothing() -> None:
    carrier: dict[str, str] = {}
    remote = PolicyPropagator().extract({"traceparent": VALID}, Context())
    PolicyPropagator().inject(carrier, remote)
    assert carrier == {}
    with egress_mode(Mode.INTERNAL):
        PolicyPropagator().inject(carrier, remote)
    assert carrier["traceparent"].split("-")[1] == TRACE


@pytest.fixture
def receiver() -> Iterator[tuple[str, list[dict[str, str]]]]:
    """A local HTTP server that records the headers of each request it receives."""
    seen: list[dict[str, str]] = []

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            seen.append({k.lower(): v for k, v in self.headers.items()})
            self.send_response(204)
            self.end_headers()

        def log_message(self, *args: Any) -> None:
            pass

    server = HTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}", seen
    server.shutdown()
    server.server_close()


def _call(url: str) -> None:
    with service_span("tool.invoke"):
        ctx = baggage.set_baggage("tier", "gold")
        ctx = baggage.set_baggage("user.email", "a@b.co", ctx)
        from opentelemetry import context

        token = context.attach(ctx)
        try:
            with httpx.Client() as client:
                client.get(url + "/x?q=secret")
        finally:
            context.detach(token)


def test_external_destination_receives_no_context(
    start: Callable[..., Any], receiver: tuple[str, list[dict[str, str]]]
) -> None:
    url, seen = receiver
    start(baggage_schema=BaggageSchema(keys={"tier": BaggageKey()}))
    _call(url)
    assert seen
    assert not {"traceparent", "tracestate", "baggage"} & seen[0].keys()


def test_internal_destination_receives_context_and_schema_baggage(
    start: Callable[..., Any], receiver: tuple[str, list[dict[str, str]]]
) -> None:
    url, seen = receiver
    start(
        baggage_schema=BaggageSchema(keys={"tier": BaggageKey()}),
        egress=EgressPolicy.from_lists([url], []),
    )
    _call(url)
    assert parse_traceparent(seen[0]["traceparent"]) is not None
    assert seen[0]["baggage"] == "tier=gold"


def test_correlated_destination_receives_traceparent_only(
    start: Callable[..., Any], receiver: tuple[str, list[dict[str, str]]]
) -> None:
    url, seen = receiver
    start(
        baggage_schema=BaggageSchema(keys={"tier": BaggageKey()}), egress=EgressPolicy.from_lists([], [url])
    )
    _call(url)
    assert parse_traceparent(seen[0]["traceparent"]) is not None
    assert "baggage" not in seen[0]
    assert "tracestate" not in seen[0]


def test_a_task_publish_that_injects_nothing_leaves_no_internal_mode_behind() -> None:
    from celery.signals import after_task_publish, before_task_publish

    from telemetry.propagation import resolve_mode
    from telemetry.setup import connect_celery_publish_mode

    connect_celery_publish_mode()
    before_task_publish.send(sender="statecore.tasks.memory_scan", body=(), headers={})
    assert resolve_mode() is Mode.INTERNAL  # during the publish
    after_task_publish.send(sender="statecore.tasks.memory_scan", body=(), headers={})
    assert resolve_mode() is Mode.EXTERNAL
