"""The plain check of a one-search batch (``memory_batch.plain_search``) against DRF's
serializers: it accepts only what they accept, as they would validate it (no database)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rest_framework import serializers

from portal.api import memory_batch
from portal.api.memory_batch import _BATCH_INPUT, _parse, plain_search

TEXT = st.one_of(
    st.text(max_size=5),
    st.sampled_from(
        ["", " ", " padded ", "a\x00b", "x" * 200, "x" * 201, "y" * 1000, "y" * 1001, "ünï", "\t"]
    ),
)
VALUES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-5, max_value=20_000),
    st.sampled_from([2**70, 10.0, 1.5, "10", [], {}, ["a"]]),
    TEXT,
)
FIELDS = {
    "op": st.one_of(st.just("search"), st.sampled_from(["get", "put", "Search", ""]), VALUES),
    "scope": st.one_of(
        st.sampled_from(["user", "agent", "organization"]), st.sampled_from(["team", ""]), VALUES
    ),
    "namespace": st.one_of(st.none(), st.lists(TEXT, max_size=22), VALUES),
    "query": st.one_of(st.none(), TEXT, VALUES),
    "kinds": st.one_of(
        st.none(),
        st.lists(st.sampled_from(["semantic", "episodic_reference", "procedural", "other"]), max_size=4),
        VALUES,
    ),
    "filter": st.one_of(st.none(), st.just({"a": 1}), VALUES),
    "limit": st.one_of(st.integers(min_value=-1, max_value=102), VALUES),
    "offset": st.one_of(st.integers(min_value=-1, max_value=10_001), VALUES),
    "mode": st.one_of(st.sampled_from(["lexical", "vector", "hybrid", "LEXICAL"]), VALUES),
    "key": VALUES,
    "subject": VALUES,
}


@st.composite
def bodies(draw: st.DrawFn) -> Any:
    op = {"op": "search", "scope": "user"}
    for name in draw(st.lists(st.sampled_from(sorted(FIELDS)), unique=True, max_size=len(FIELDS))):
        op[name] = draw(FIELDS[name])
    for name in draw(st.lists(st.sampled_from(["op", "scope"]), unique=True)):
        op.pop(name, None)
    shape = draw(st.sampled_from(["one", "two", "extra", "not-a-list", "op-not-a-dict"]))
    if shape == "two":
        return {"ops": [op, op]}
    if shape == "extra":
        return {"ops": [op], "namespace": "other"}
    if shape == "not-a-list":
        return {"ops": op}
    if shape == "op-not-a-dict":
        return {"ops": [json.dumps(op)]}
    return {"ops": [op]}


def _serializers(body: Any) -> Any:
    """What the view's serializer path makes of the body: the parsed ops, or None when refused."""
    try:
        validated = _BATCH_INPUT.run_validation(body)
        parsed = [_parse(i, raw) for i, raw in enumerate(validated["ops"])]
    except serializers.ValidationError:
        return None
    return [(p.op, p.scope, p.data, p.key) for p in parsed]


@settings(max_examples=1500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(bodies())
def test_the_plain_check_accepts_only_what_the_serializers_accept_and_reads_it_alike(body: Any) -> None:
    for raw in (json.dumps(body).encode(), json.dumps(body, ensure_ascii=False).encode("utf-8", "replace")):
        plain = plain_search(raw)
        if plain is not None:  # else the serializers decide, as before
            assert _serializers(json.loads(raw)) == [(plain.op, plain.scope, plain.data, plain.key)]


@pytest.mark.parametrize(
    "op",
    [
        {"op": "search", "scope": "user"},
        {"op": "search", "scope": "agent", "namespace": ["notes", "work"], "query": "deadline", "limit": 5},
        {
            "op": "search",
            "scope": "user",
            "namespace": [],
            "query": None,
            "kinds": ["semantic"],
            "mode": "hybrid",
        },
        {
            "op": "search",
            "scope": "organization",
            "namespace": None,
            "filter": None,
            "offset": 3,
            "kinds": None,
        },
    ],
)
def test_the_clients_searches_take_the_plain_check(op: dict[str, Any]) -> None:
    """The forms the reference clients send (the store's search, the worker's recall)."""
    body = {"ops": [op]}
    plain = plain_search(json.dumps(body).encode())
    assert plain is not None
    assert _serializers(body) == [(plain.op, plain.scope, plain.data, plain.key)]


@pytest.mark.parametrize(
    "raw",
    [b"", b"not json", b'{"ops": [{"op": "search", "scope": "user", "limit": NaN}]}', b"\xff\xfe", b"[]"],
)
def test_what_does_not_parse_is_left_to_the_serializers(raw: bytes) -> None:
    assert plain_search(raw) is None


def test_the_plain_check_knows_every_search_field() -> None:
    assert memory_batch.SearchOpInput().fields.keys() == memory_batch._SEARCH_FIELDS
