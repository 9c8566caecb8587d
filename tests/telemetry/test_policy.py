from __future__ import annotations

import pytest
import re2  # google-re2: the collector runs the same patterns

from telemetry import policy
from telemetry.policy import BaggageKey, BaggageSchema


def test_every_tripwire_compiles_under_re2_and_python() -> None:
    for pattern in policy.TRIPWIRE_PATTERNS:
        re2.compile(pattern)
    re2.compile("|".join(f"(?:{p})" for p in policy.TRIPWIRE_PATTERNS))


@pytest.mark.parametrize(
    "value",
    [
        "Bearer abcdefghijklmnop",
        "stl_" + "a" * 40,
        "sta_" + "b" * 40,
        "someone@example.com",
        "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NSJ9.sig",
        "AKIAABCDEFGHIJKLMNOP",
        "password=hunter2",
        "-----BEGIN RSA PRIVATE KEY-----",
    ],
)
def test_tripwires_catch_secrets_and_pii(value: str) -> None:
    assert policy.trips(value)


@pytest.mark.parametrize(
    "value", ["api/v1/state/head", "thread_state.commit", "h1:" + "0" * 32, "deepagents"]
)
def test_tripwires_leave_allowed_values(value: str) -> None:
    assert not policy.trips(value)


def test_allowed_key_with_a_secret_value_is_dropped() -> None:
    out = policy.filter_attributes(
        {"harness.id": "deepagents", "adapter.id": "stl_" + "x" * 30, "user.email": "a@b.co"},
        policy.ALLOWED_ATTRIBUTES,
    )
    assert out == {"harness.id": "deepagents"}


def test_validators_refuse_wrong_types_and_sequences() -> None:
    out = policy.filter_attributes(
        {
            "statecore.size_bytes": -1,
            "statecore.revision": True,
            "statecore.outcome": "made-up",
            "http.route": ["a", "b"],
            "statecore.binding_ref": "raw-binding-id",
            "statecore.epoch": 3,
        },
        policy.ALLOWED_ATTRIBUTES,
    )
    assert out == {"statecore.epoch": 3}


def test_hmac_refs_are_keyed_and_pass_their_validator() -> None:
    a = policy.make_hmac_ref(b"k1", "binding-1")
    assert policy.hmac_ref(a)
    assert a != policy.make_hmac_ref(b"k2", "binding-1")
    assert "binding-1" not in a


def test_default_baggage_schema_drops_everything() -> None:
    assert policy.EMPTY_BAGGAGE_SCHEMA.filter({"tenant": "t1", "user.id": "alice"}) == {}


def test_baggage_schema_keeps_only_opaque_bounded_values_of_its_keys() -> None:
    schema = BaggageSchema(keys={"tier": BaggageKey(8), "canary": BaggageKey()}, max_entries=8)
    assert schema.filter({"tier": "gold", "canary": "c1", "other": "x"}) == {"tier": "gold", "canary": "c1"}
    assert schema.filter({"tier": "much-too-long"}) == {}
    assert schema.filter({"tier": "a b"}) == {}  # not opaque
    assert schema.filter({"canary": "stl_" + "a" * 30}) == {}  # tripwire


def test_baggage_schema_bounds_entries_and_bytes() -> None:
    schema = BaggageSchema(keys={f"k{i}": BaggageKey() for i in range(5)}, max_entries=2, max_bytes=1000)
    assert len(schema.filter({f"k{i}": "v" for i in range(5)})) == 2
    small = BaggageSchema(keys={"a": BaggageKey(), "b": BaggageKey()}, max_bytes=10)
    assert small.filter({"a": "x" * 5, "b": "y" * 5}) == {"a": "x" * 5}


def test_baggage_schema_parse_refuses_bad_keys() -> None:
    assert set(BaggageSchema.parse("tier:16, canary").keys) == {"tier", "canary"}
    with pytest.raises(ValueError):
        BaggageSchema.parse("Bad Key")


def test_content_capture_switches_are_detected() -> None:
    assert policy.content_capture_switches({}) == []
    assert (
        policy.content_capture_switches({"OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT": "false"}) == []
    )
    assert policy.content_capture_switches(
        {
            "OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT": "true",
            "OTEL_INSTRUMENTATION_HTTP_CAPTURE_HEADERS_SERVER_REQUEST": "authorization",
            "OTEL_PYTHON_INSTRUMENTATION_SANITIZE_REDIS": "false",
        }
    ) == [
        "OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT",
        "OTEL_INSTRUMENTATION_HTTP_CAPTURE_HEADERS_SERVER_REQUEST",
        "OTEL_PYTHON_INSTRUMENTATION_SANITIZE_REDIS",
    ]


def test_error_category_maps_domain_and_framework_codes() -> None:
    from rest_framework.exceptions import ValidationError

    from statecore.errors import RevisionConflict

    assert policy.error_category(RevisionConflict("x")) == "revision_conflict"
    assert policy.error_category(ValidationError("x")) == "invalid_request"
    assert policy.error_category(RuntimeError("secret")) == "internal"
