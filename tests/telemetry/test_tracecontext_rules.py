"""The W3C Trace Context processing rules, Level 1 and Level 2, against the test hook (CONTRACT 6).

Written from the specification (https://www.w3.org/TR/trace-context-2/, sections "traceparent
Header", "tracestate Header", "Mutating the traceparent/tracestate Field" and "Processing
Model"), not from the official test suite, which is run against a live server separately
(docs/operations.md). Each case is one hop: the harness's request to ``POST /_test/tracecontext``
(in-process, WSGI semantics: several header fields of one name arrive joined by commas, as RFC
9110 combines them and as gunicorn and Django's ASGI request do), and what the hook's outgoing
call carried, read off the wire by a callback server on 127.0.0.1.

Trusted: the caller (127.0.0.1) is in ``STATECORE_TRUSTED_NETWORKS``, so the service continues its
trace. Untrusted: the caller is outside them, so the service starts a new trace and passes on
nothing of the caller's. Every rule runs with an exporter (the SDK's spans) and without one (the
correlation-only provider), which must put the same things on the wire.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

from portal.apps import start_tracing, stop_tracing
from telemetry.setup import TracingHandle
from tests.telemetry.hook import Callback, hook_flag, post

TRACE = "12345678901234567890123456789012"
SPAN = "1234567890123456"
UNTRUSTED_ADDR = "192.0.2.10"

RULES = settings(
    max_examples=25,
    deadline=None,
    database=None,
    derandomize=True,  # the same cases on every run
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)

_SENT = re.compile(r"^(00)-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$")


@dataclass(frozen=True)
class Sent:
    """What the hook's outgoing call carried."""

    trace_id: str
    parent_id: str
    flags: int
    tracestate: str | None

    @property
    def members(self) -> list[tuple[str, str]]:
        if self.tracestate is None:
            return []
        return [tuple(m.split("=", 1)) for m in self.tracestate.split(",")]  # type: ignore[misc]


@dataclass
class Hook:
    callback: Callback
    handle: TracingHandle
    remote_addr: str = "127.0.0.1"

    def hop(self, traceparent: str | None = None, tracestate: str | None = None) -> Sent:
        """One request to the hook with these headers; what its one callback carried."""
        self.callback.received.clear()
        headers = {"REMOTE_ADDR": self.remote_addr}
        if traceparent is not None:
            headers["HTTP_TRACEPARENT"] = traceparent
        if tracestate is not None:
            headers["HTTP_TRACESTATE"] = tracestate
        response = post([{"url": self.callback.url("/callback"), "arguments": []}], **headers)
        assert response.status_code == 200
        assert response.json() == {"called": 1, "skipped": 0, "failed": 0}
        (got,) = self.callback.received
        # one traceparent, version 00 (the highest this service knows), lowercase
        match = _SENT.match(got.headers["traceparent"])
        assert match is not None, got.headers["traceparent"]
        assert "tracestate" not in got.headers or got.headers["tracestate"] != ""  # never sent empty
        return Sent(match.group(2), match.group(3), int(match.group(4), 16), got.headers.get("tracestate"))

    def continued(self, traceparent: str, tracestate: str | None = None, trace_id: str = TRACE) -> Sent:
        sent = self.hop(traceparent, tracestate)
        assert sent.trace_id == trace_id  # the caller's trace
        assert sent.parent_id != traceparent.strip(" \t")[36:52]  # parent-id updated
        return sent

    def restarted(self, traceparent: str | None, tracestate: str | None = None) -> Sent:
        sent = self.hop(traceparent, tracestate)
        assert traceparent is None or sent.trace_id not in traceparent  # a new trace-id ...
        assert sent.trace_id != "0" * 32
        assert sent.tracestate is None  # ... and the caller's tracestate deleted
        # the service's own new trace: sampled (ParentBased(ALWAYS_ON)), random trace-id (Level 2)
        assert sent.flags == 0x03
        return sent


@pytest.fixture(params=["exported", "unexported"])
def serve(request: pytest.FixtureRequest, settings: Any, callback: Callback) -> Iterator[Callable[..., Hook]]:
    """The hook with tracing started as a server starts it: with an exporter (in memory here) or
    without one; ``trusted_networks`` overrides STATECORE_TRUSTED_NETWORKS."""
    with hook_flag(settings, callback):

        def make(**overrides: Any) -> Hook:
            stop_tracing()
            if request.param == "exported":
                handle = start_tracing(
                    exporter=InMemorySpanExporter(),
                    set_global=False,
                    schedule_delay_millis=60_000,
                    **overrides,
                )
            else:
                handle = start_tracing(set_global=False, endpoint=None, **overrides)
            return Hook(callback, handle)

        yield make
        stop_tracing()


@pytest.fixture
def hook(serve: Callable[..., Hook]) -> Hook:
    return serve()


def tp(flags: str = "01", version: str = "00", trace_id: str = TRACE, parent_id: str = SPAN) -> str:
    return f"{version}-{trace_id}-{parent_id}-{flags}"


# --- traceparent: valid values are continued ----------------------------------------------------
@pytest.mark.parametrize("flags", ["00", "01", "02", "03"])
def test_a_valid_traceparent_is_continued_with_a_new_parent_id_and_its_flags(hook: Hook, flags: str) -> None:
    sent = hook.continued(tp(flags))
    assert sent.flags == int(flags, 16)


@pytest.mark.parametrize(
    ("received", "sent"), [("ff", 0x03), ("fe", 0x02), ("fd", 0x01), ("04", 0x00), ("80", 0x00)]
)
def test_flags_this_version_does_not_define_are_sent_as_zero(hook: Hook, received: str, sent: int) -> None:
    assert hook.continued(tp(received)).flags == sent


@pytest.mark.parametrize(
    "value",
    [
        f" {tp()}",
        f"\t{tp()}",
        f"{tp()} ",
        f"{tp()}\t",
        f"\t {tp()} \t",
    ],
)
def test_optional_whitespace_around_traceparent_is_ignored(hook: Hook, value: str) -> None:
    hook.continued(value)


@pytest.mark.parametrize(
    "value",
    [
        tp(version="01"),
        tp(version="cc"),
        tp(version="fe"),
        tp(version="cc") + "-what-the-future-will-be-like",
        tp(version="cc") + "-",
    ],
)
def test_a_higher_version_is_read_by_the_version_00_fields_and_sent_as_00(hook: Hook, value: str) -> None:
    assert hook.continued(value).flags == 0x01


# --- traceparent: invalid values restart the trace ----------------------------------------------
@pytest.mark.parametrize(
    "value",
    [
        pytest.param(tp(version="ff"), id="version ff is invalid"),
        pytest.param(
            tp(version="cc") + ".what-the-future-will-be-like",
            id="higher version: flags not followed by a dash",
        ),
        pytest.param(tp() + "-what-the-future-will-be-like", id="version 00 with trailing data"),
        pytest.param(tp() + ".", id="version 00 with a trailing dot"),
        pytest.param(tp(version=".0"), id="version illegal character"),
        pytest.param(tp(version="0."), id="version illegal character 2"),
        pytest.param(tp(version="CC"), id="version uppercase"),
        pytest.param(tp(version="0"), id="version too short"),
        pytest.param(tp(version="000"), id="version too long"),
        pytest.param(tp(trace_id="0" * 32), id="trace-id all zeros"),
        pytest.param(tp(trace_id=TRACE.upper().replace("1", "A")), id="trace-id uppercase"),
        pytest.param(tp(trace_id="." + TRACE[1:]), id="trace-id illegal character"),
        pytest.param(tp(trace_id=TRACE[:-1]), id="trace-id too short"),
        pytest.param(tp(trace_id=TRACE + "3"), id="trace-id too long"),
        pytest.param(tp(parent_id="0" * 16), id="parent-id all zeros"),
        pytest.param(tp(parent_id="ABCDEF7890123456"), id="parent-id uppercase"),
        pytest.param(tp(parent_id=SPAN[:-1] + "."), id="parent-id illegal character"),
        pytest.param(tp(parent_id=SPAN[:-1]), id="parent-id too short"),
        pytest.param(tp(parent_id=SPAN + "7"), id="parent-id too long"),
        pytest.param(tp(flags="0."), id="flags illegal character"),
        pytest.param(tp(flags="0A"), id="flags uppercase"),
        pytest.param(tp(flags="1"), id="flags too short"),
        pytest.param(tp(flags="001"), id="flags too long"),
        pytest.param(f"{tp()},{tp(trace_id='1' * 32)}", id="two traceparent header fields"),
        pytest.param(f"{tp()},{tp()}", id="the same traceparent twice"),
        pytest.param("00_" + TRACE + "_" + SPAN + "_01", id="wrong delimiter"),
        pytest.param("", id="empty"),
    ],
)
def test_an_invalid_traceparent_restarts_the_trace_and_deletes_tracestate(hook: Hook, value: str) -> None:
    hook.restarted(value, "foo=1,bar=2")


def test_no_traceparent_starts_a_trace_and_a_tracestate_alone_is_discarded(hook: Hook) -> None:
    hook.restarted(None)
    hook.restarted(None, "foo=1")


def test_each_request_without_context_starts_its_own_trace(hook: Hook) -> None:
    first, second = hook.restarted(None), hook.restarted(None)
    assert first.trace_id != second.trace_id


# --- Level 2: the random-trace-id flag ----------------------------------------------------------
@pytest.mark.parametrize(("received", "sent"), [("02", 0x02), ("03", 0x03), ("00", 0x00), ("01", 0x01)])
def test_the_random_flag_is_propagated_as_received(hook: Hook, received: str, sent: int) -> None:
    """Continuing a trace: set in, set out; unset in, unset out (whatever the sampled bit)."""
    assert hook.continued(tp(received)).flags & 0x02 == sent & 0x02
    assert hook.continued(tp(received)).flags == sent


def test_a_trace_started_here_has_a_random_trace_id_and_says_so(hook: Hook) -> None:
    assert hook.restarted(None).flags & 0x02


# --- tracestate ---------------------------------------------------------------------------------
def test_tracestate_is_passed_on_unchanged_with_the_continued_trace(hook: Hook) -> None:
    sent = hook.continued(tp("00"), "congo=t61rcWkgMzE,rojo=00f067aa0ba902b7")
    assert sent.tracestate == "congo=t61rcWkgMzE,rojo=00f067aa0ba902b7"


def test_tracestate_of_a_higher_version_is_parsed_too(hook: Hook) -> None:
    assert hook.continued(tp(version="cc") + "-future", "foo=1").members == [("foo", "1")]


def test_several_tracestate_fields_are_combined_in_order(hook: Hook) -> None:
    # three header fields as a server combines them (RFC 9110 section 5.3)
    sent = hook.continued(tp("00"), "foo=1,bar=2,rojo=1,congo=2,baz=3")
    assert sent.members == [("foo", "1"), ("bar", "2"), ("rojo", "1"), ("congo", "2"), ("baz", "3")]


@pytest.mark.parametrize(
    "value",
    [
        "foo=1 \t , \t bar=2, \t baz=3",
        "foo=1\t \t,\t \tbar=2,\t \tbaz=3",
        " foo=1,bar=2,baz=3 ",
        "\tfoo=1,bar=2,baz=3\t",
    ],
)
def test_optional_whitespace_around_list_members_is_ignored(hook: Hook, value: str) -> None:
    assert hook.continued(tp("00"), value).members == [("foo", "1"), ("bar", "2"), ("baz", "3")]


@pytest.mark.parametrize(
    ("value", "members"),
    [("", []), (",", []), (" , \t,", []), ("foo=1,,", [("foo", "1")]), (",foo=1", [("foo", "1")])],
)
def test_empty_tracestate_and_empty_members_are_accepted(hook: Hook, value: str, members: list[Any]) -> None:
    sent = hook.continued(tp("00"), value)
    assert sent.members == members  # and an empty tracestate is not sent (checked in hop)


def test_thirty_two_members_are_kept_and_thirty_three_discard_the_header(hook: Hook) -> None:
    members = [f"bar{i:02d}={i:02d}" for i in range(1, 34)]
    assert len(hook.continued(tp("00"), ",".join(members[:32])).members) == 32
    assert hook.continued(tp("00"), ",".join(members)).tracestate is None


@pytest.mark.parametrize(
    "key",
    [
        "abcdefghijklmnopqrstuvwxyz0123456789_-*/",
        "abcdefghijklmnopqrstuvwxyz0123456789_-*/@a-z0-9_-*/",
        "0digit-first",
        "z" * 256,
        "t" * 241 + "@" + "v" * 14,  # Level 1's tenant@vendor at its limits ...
        "t" * 242 + "@v",  # ... and Level 2's key, which allows more
        "t@" + "v" * 15,
        "foo@",
        "foo@@bar",
        "foo@bar@baz",
    ],
)
def test_every_key_of_the_grammar_is_kept(hook: Hook, key: str) -> None:
    assert hook.continued(tp("00"), f"foo=1,{key}=1").members == [("foo", "1"), (key, "1")]


@pytest.mark.parametrize(
    "member",
    [
        "FOO=1",  # uppercase
        "foo.bar=1",  # "." is not a key character
        "foo =1",  # nor a space
        "@foo=1",  # a key begins with a letter or a digit
        "_foo=1",
        "z" * 257 + "=1",  # 256 characters at most
        "foo=bar=baz",  # "=" is not a value character
        "foo=",  # a value has at least one character
        "foo=a,b=",
        "foo=a\tb",  # no tabs inside a value
        "foo=\u00e9",  # printable ASCII only
        "foo",  # no "="
        "foo=" + "v" * 257,  # 256 characters at most
    ],
)
def test_a_member_outside_the_grammar_discards_the_whole_tracestate(hook: Hook, member: str) -> None:
    sent = hook.continued(tp("00"), f"bar=2,{member},baz=3")
    assert sent.tracestate is None  # and the traceparent still continued: they are parsed apart


def test_every_value_character_is_kept_and_leading_spaces_are_part_of_the_value(hook: Hook) -> None:
    value = "".join(chr(c) for c in range(0x20, 0x7F) if chr(c) not in ",=")
    assert hook.continued(tp("00"), f"foo={value}").members == [("foo", value)]
    assert hook.continued(tp("00"), "foo=  1  ").members == [("foo", "  1")]  # trailing ones are OWS


@pytest.mark.parametrize(
    ("value", "kept"), [("foo=1,foo=1", "1"), ("foo=1,foo=2", "1"), ("foo=2,bar=3,foo=1", "2")]
)
def test_of_a_duplicated_key_the_left_most_member_is_kept(hook: Hook, value: str, kept: str) -> None:
    members = hook.continued(tp("00"), value).members
    assert [v for k, v in members if k == "foo"] == [kept]


# --- properties ----------------------------------------------------------------------------------
_KEY = st.from_regex(r"[a-z0-9][a-z0-9_\-*/@]{0,40}", fullmatch=True)
_VALUE = st.from_regex(r"[\x20-\x2b\x2d-\x3c\x3e-\x7e]{0,30}[\x21-\x2b\x2d-\x3c\x3e-\x7e]", fullmatch=True)
_OWS = st.text(" \t", max_size=2)
_MEMBERS = st.lists(st.tuples(_KEY, _VALUE), max_size=32, unique_by=lambda kv: kv[0])


@st.composite
def valid_traceparents(draw: st.DrawFn) -> tuple[str, str, int]:
    """(header, trace-id, flags): version 00, or a higher version with or without more fields."""
    trace_id = f"{draw(st.integers(1, 2**128 - 1)):032x}"
    parent_id = f"{draw(st.integers(1, 2**64 - 1)):016x}"
    flags = draw(st.integers(0, 255))
    version = draw(st.integers(0, 254))
    value = f"{version:02x}-{trace_id}-{parent_id}-{flags:02x}"
    if version > 0 and draw(st.booleans()):
        value += "-" + draw(
            st.text(
                st.characters(min_codepoint=0x21, max_codepoint=0x7E, exclude_characters=","), max_size=40
            )
        )
    return draw(_OWS) + value + draw(_OWS), trace_id, flags


@given(case=valid_traceparents())
@RULES
def test_any_valid_traceparent_is_continued_with_the_flags_this_version_knows(
    hook: Hook, case: tuple[str, str, int]
) -> None:
    value, trace_id, flags = case
    assert hook.continued(value, trace_id=trace_id).flags == flags & 0x03


@st.composite
def invalid_traceparents(draw: st.DrawFn) -> str:
    """A valid version-00 value with one field character replaced by one that is not lowercase
    hex, or one field made a character shorter or longer."""
    value = tp(f"{draw(st.integers(0, 255)):02x}")
    fields = [(0, 2), (3, 35), (36, 52), (53, 55)]
    start, end = draw(st.sampled_from(fields))
    at = draw(st.integers(start, end - 1))
    how = draw(st.sampled_from(["replace", "delete", "insert"]))
    if how == "replace":
        return value[:at] + draw(st.sampled_from("ABCDEFGxz._-+ ")) + value[at + 1 :]
    if how == "delete":
        return value[:at] + value[at + 1 :]
    return value[:at] + draw(st.sampled_from("0123456789abcdef")) + value[at:]


@given(value=invalid_traceparents())
@RULES
def test_any_malformed_traceparent_restarts_the_trace(hook: Hook, value: str) -> None:
    hook.restarted(value, "foo=1")


@given(members=_MEMBERS, around=st.lists(st.tuples(_OWS, _OWS, st.booleans()), min_size=32, max_size=32))
@RULES
def test_any_valid_tracestate_is_passed_on_member_for_member(
    hook: Hook, members: list[tuple[str, str]], around: list[tuple[str, str, bool]]
) -> None:
    parts = []
    for (key, value), (before, after, empty_after) in zip(members, around, strict=False):
        parts.append(f"{before}{key}={value}{after}")
        if empty_after:
            parts.append(before)  # an empty (or whitespace-only) member
    sent = hook.continued(tp("00"), ",".join(parts))
    assert sent.members == members


@given(
    members=st.lists(st.tuples(_KEY, _VALUE), min_size=1, max_size=31, unique_by=lambda kv: kv[0]),
    bad=st.sampled_from(["UPPER=1", "k=", "=v", "k=a=b", "k=a\tb", "@k=1", "k.k=1", "z" * 257 + "=1"]),
    at=st.integers(0, 31),
)
@RULES
def test_any_member_outside_the_grammar_discards_the_tracestate_only(
    hook: Hook, members: list[tuple[str, str]], bad: str, at: int
) -> None:
    parts = [f"{k}={v}" for k, v in members]
    parts.insert(min(at, len(parts)), bad)
    assert hook.continued(tp("00"), ",".join(parts)).tracestate is None


# --- untrusted callers -------------------------------------------------------------------------
@pytest.mark.parametrize("flags", ["00", "01", "02", "03"])
def test_an_untrusted_caller_gets_a_new_root_and_its_tracestate_is_not_passed_on(
    hook: Hook, flags: str
) -> None:
    hook.remote_addr = UNTRUSTED_ADDR
    hook.restarted(tp(flags), "congo=t61rcWkgMzE,rojo=00f067aa0ba902b7")


def test_trusted_networks_that_exclude_the_caller_make_it_untrusted(serve: Callable[..., Hook]) -> None:
    hook = serve(trusted_networks=("10.0.0.0/8", "::1/128"))
    hook.restarted(tp("03"), "foo=1")  # from 127.0.0.1
    hook.remote_addr = "10.1.2.3"
    hook.continued(tp("03"), "foo=1")


@given(case=valid_traceparents(), members=_MEMBERS)
@RULES
def test_no_context_of_an_untrusted_caller_is_ever_continued(
    hook: Hook, case: tuple[str, str, int], members: list[tuple[str, str]]
) -> None:
    hook.remote_addr = UNTRUSTED_ADDR
    value, trace_id, _ = case
    sent = hook.restarted(value, ",".join(f"{k}={v}" for k, v in members))
    assert sent.trace_id != trace_id
