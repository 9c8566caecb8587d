"""The tripwire's joined-batch search: one search per batch, same verdicts as one per string."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from telemetry import policy

from .conftest import load

tripwire = load("rotel/statecore_tripwire.py", "statecore_tripwire_joined")

#: one sample per tripwire pattern (and the canary marker), each caught alone
SECRETS = (
    "Bearer abcdefgh12345678",
    "stl_abcdefghijklmnop1234",
    "eyJhbGciOiJI.eyJzdWIiOiIx",
    "someone@example.com",
    "AKIAABCDEFGHIJKLMNOP",
    "-----BEGIN RSA PRIVATE KEY-----",
    "ghp_" + "a" * 30,
    "sk-" + "b" * 20,
    "xoxb-1234567890",
    "api_key=",
    "123-45-6789",
    "4111111111111111",
    "LEAKCANARY",
)


def _kv(key: str, value: Any) -> Any:
    return SimpleNamespace(key=key, value=SimpleNamespace(value=value))


def _batch(*values: str) -> Any:
    span = SimpleNamespace(
        name="internal",
        trace_state="",
        attributes=[_kv(f"k{i}", v) for i, v in enumerate(values)],
        events=[],
        links=[],
        status=None,
    )
    scope = SimpleNamespace(name="s", version="", attributes=[])
    return SimpleNamespace(
        resource=SimpleNamespace(attributes=[]),
        schema_url="",
        scope_spans=[SimpleNamespace(scope=scope, spans=[span], schema_url="")],
    )


def _per_string(batch: Any) -> list[str]:
    return sorted({c for c, s in tripwire.strings(batch) if s and tripwire._PATTERN.search(s)})


@pytest.fixture(autouse=True)
def _fresh_cache() -> None:
    tripwire._CLEAN.clear()


def test_joined_search_is_in_use() -> None:
    assert tripwire.JOINED
    assert len(SECRETS) == len(policy.TRIPWIRE_PATTERNS) + 1


@pytest.mark.parametrize("secret", SECRETS)
def test_every_single_string_secret_is_caught(secret: str) -> None:
    assert tripwire._PATTERN.search(secret)
    for batch in (_batch(secret), _batch("ok", secret, "fine"), _batch("x" * 300, secret)):
        assert tripwire.hits(batch) == ["span.attributes"] == _per_string(batch)
    # a clean verdict cached for other strings never hides it
    assert tripwire.hits(_batch("ok", "fine")) == []
    assert tripwire.hits(_batch("ok", "fine", secret)) == ["span.attributes"]


@pytest.mark.parametrize(
    ("head", "tail"),
    [
        ("Bearer", "abcdefgh12345678"),  # \s+ would cross a newline
        ("token", ": x"),  # \s*[:=]
        ("someone", "@example.com"),
        ("4111111", "111111111"),  # 16 digits only when glued
        ("123-45", "-6789"),
        ("LEAK", "CANARY"),
        ("sk-", "b" * 20),
        ("-----BEGIN RSA", " PRIVATE KEY-----"),
    ],
)
def test_no_match_across_string_boundaries(head: str, tail: str) -> None:
    assert tripwire._PATTERN.search(head + "\n" + tail) or tripwire._PATTERN.search(head + tail)
    batch = _batch(head, tail)
    assert _per_string(batch) == []
    assert tripwire._PATTERN.search(tripwire._SEPARATOR.join([head, tail])) is None
    assert tripwire.hits(batch) == []


def test_process_spans_drops_and_alerts_once(capsys: pytest.CaptureFixture[str]) -> None:
    batch = _batch("ok", SECRETS[0])
    tripwire.process_spans(batch)
    assert batch.scope_spans == []
    err = capsys.readouterr().err
    assert "statecore-tripwire ALERT" in err
    assert "span.attributes" in err
    assert SECRETS[0] not in err
    clean = _batch("ok", "fine")
    tripwire.process_spans(clean)
    assert len(clean.scope_spans) == 1


def test_non_joinable_patterns_are_refused() -> None:
    import re

    for source in (r"a.b", r"^a", r"a$", r"[^a]", r"\W", r"\S", "a\x00", r"(?=a)", r"(?<!a)b", r"\Bx"):
        assert not tripwire._joinable(re.compile(source)), source
    assert tripwire._joinable(re.compile(r"\bab\s*[:=][0-9]{3}\b"))


def _rich_batch() -> Any:
    """Every carrier, with bytes, arrays, kv-lists, missing values, events, links and status."""
    array = [SimpleNamespace(value="in-array"), SimpleNamespace(value=b"bytes-in-array")]
    kvlist = [SimpleNamespace(key="inner.key", value=SimpleNamespace(value="inner-value"))]
    attrs = [
        _kv("s", "plain"),
        _kv("i", 7),
        _kv("b", True),
        _kv("f", 1.5),
        _kv("raw", b"raw-bytes"),
        _kv("arr", array),
        _kv("kvl", kvlist),
        SimpleNamespace(key="missing", value=None),
        _kv("none", None),
        _kv("empty", ""),
    ]
    span = SimpleNamespace(
        name="internal",
        trace_state="v=1",
        attributes=attrs,
        events=[SimpleNamespace(name="exception", attributes=[_kv("exception.type", "E")])],
        links=[SimpleNamespace(trace_state="l=1", attributes=[_kv("link.k", "link-v")])],
        status=SimpleNamespace(message="status-message"),
    )
    plain = SimpleNamespace(name="x", trace_state="", attributes=[], events=[], links=[], status=None)
    scope = SimpleNamespace(name="scope", version="1.0", attributes=[_kv("scope.k", "scope-v")])
    return SimpleNamespace(
        resource=SimpleNamespace(attributes=[_kv("service.name", "statecore")]),
        schema_url="https://schema.example/1",
        scope_spans=[
            SimpleNamespace(scope=scope, spans=[span, plain], schema_url="https://schema.example/2"),
            SimpleNamespace(scope=None, spans=[], schema_url=""),
        ],
    )


def test_collect_is_exactly_the_strings_walk() -> None:
    """The fast path reads the same strings as the carrier walk that names them in an alert."""
    batch = _rich_batch()
    assert tripwire.collect(batch) == {s for _, s in tripwire.strings(batch)}
    assert {"in-array", "bytes-in-array", "inner.key", "inner-value", "raw-bytes", "status-message"} <= (
        tripwire.collect(batch)
    )
    no_resource = _batch("a", "b")
    no_resource.resource = None
    assert tripwire.collect(no_resource) == {s for _, s in tripwire.strings(no_resource)}


@pytest.mark.parametrize("secret", SECRETS)
def test_secret_in_any_carrier_is_caught(secret: str) -> None:
    for place in ("status", "link", "event", "kvlist", "array", "scope schema"):
        batch = _rich_batch()
        span = batch.scope_spans[0].spans[0]
        if place == "status":
            span.status.message = secret
        elif place == "link":
            span.links[0].trace_state = secret
        elif place == "event":
            span.events[0].attributes.append(_kv("exception.type", secret))
        elif place == "scope schema":
            batch.scope_spans[1].schema_url = "https://schema.example/" + secret
        elif place == "kvlist":
            span.attributes[6].value.value[0].value.value = secret
        else:
            span.attributes[5].value.value[0].value = secret.encode()
        assert tripwire.hits(batch) == _per_string(batch) != [], place
