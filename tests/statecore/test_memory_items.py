"""The item layout inside a memory namespace: packing is injective and prefix-safe; filters
follow LangGraph's InMemoryStore where it answers at all."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from statecore import memory_items
from statecore.errors import InvalidRequest
from statecore.validation import KEY_RE

labels = st.text(min_size=1, max_size=12)
paths = st.lists(labels, max_size=4).map(tuple)


@given(paths, st.text(max_size=20))
def test_record_key_round_trips_and_is_a_valid_key(path: tuple[str, ...], key: str) -> None:
    try:
        packed = memory_items.record_key(path, key)
    except InvalidRequest:
        return  # longer than 200 characters once encoded
    assert KEY_RE.fullmatch(packed)
    assert memory_items.split_record_key(packed) == (path, key)


@given(paths, st.text(max_size=10), paths)
def test_path_prefix_selects_exactly_the_items_below_it(
    path: tuple[str, ...], key: str, prefix: tuple[str, ...]
) -> None:
    try:
        packed = memory_items.record_key(path, key)
    except InvalidRequest:
        return
    assert packed.startswith(memory_items.path_prefix(prefix)) == (
        len(prefix) == 0 or path[: len(prefix)] == prefix
    )


@pytest.mark.parametrize(
    ("path", "key", "packed"),
    [
        ((), "k", "::k"),
        (("a",), "", "a::"),
        (("a", "b c"), "x:y", "a:b_20c::x_3ay"),
        (("u_1",), "é", "u_5f1::_c3_a9"),
    ],
)
def test_known_packings(path: tuple[str, ...], key: str, packed: str) -> None:
    assert memory_items.record_key(path, key) == packed


@pytest.mark.parametrize("key", ["pref.editor", "a:b", "_41::x", "a::_zz", "A::_"])
def test_other_record_keys_are_not_items(key: str) -> None:
    assert memory_items.split_record_key(key) is None


@pytest.mark.parametrize("path", [("",), ("a", 1), "abc", tuple("x" * 21)])
def test_bad_paths_are_invalid_requests(path: Any) -> None:
    with pytest.raises(InvalidRequest):
        memory_items.record_key(path, "k")


@pytest.mark.parametrize(
    ("value", "filter_", "expected"),
    [
        ({"a": 1}, {"a": 1}, True),
        ({"a": 1}, {"a": 2}, False),
        ({"a": {"b": [1, 2]}}, {"a": {"b": [1, 2]}}, True),
        ({"a": {"b": [1, 2]}}, {"a": {"b": [1]}}, False),
        ({"a": 3}, {"a": {"$gt": 2, "$lte": 3}}, True),
        ({"a": "3"}, {"a": {"$gte": 3}}, True),
        ({"a": 3}, {"a": {"$ne": 3}}, False),
        ({}, {"a": {"$gt": 1}}, False),  # InMemoryStore raises here
        ({"a": "x"}, {"a": {"$lt": 1}}, False),  # InMemoryStore raises here
        ({}, {"a": None}, True),
    ],
)
def test_filters(value: dict[str, Any], filter_: dict[str, Any], expected: bool) -> None:
    memory_items.check_filter(filter_)
    assert memory_items.matches(value, filter_) is expected


def test_unknown_operators_are_refused() -> None:
    with pytest.raises(InvalidRequest):
        memory_items.check_filter({"a": {"$regex": "x"}})


# --- index fields: the texts LangGraph's stores embed ----------------------------------------------

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 5) | st.text(max_size=6),
    lambda children: (
        st.lists(children, max_size=3) | st.dictionaries(st.sampled_from("abc"), children, max_size=3)
    ),
    max_leaves=8,
)
index_paths = st.lists(
    st.sampled_from(["a", "b", "c", "*", "[0]", "[-1]", "[*]"]), min_size=1, max_size=3
).map(lambda parts: ".".join(parts).replace(".[", "["))


@given(
    st.dictionaries(st.sampled_from("abc"), json_values, max_size=3),
    st.lists(index_paths | st.just("$"), max_size=3),
)
def test_index_text_is_langgraph_get_text_at_path_joined(value: dict[str, Any], fields: list[str]) -> None:
    import json

    from langgraph.store.base.embed import get_text_at_path

    fields = [f for f in fields if not f.startswith("[")]  # a path starts with a field (or $, *)
    memory_items.check_index_fields(fields)
    expected = [t for f in fields for t in get_text_at_path(value, f)]
    got = memory_items.index_text(json.dumps(value), fields)
    assert got == ("\n".join(expected) if expected else None)


def test_index_text_defaults_to_the_content_and_empty_fields_to_nothing() -> None:
    assert memory_items.index_text("not json {", None) == "not json {"
    assert memory_items.index_text('{"a": "x"}', []) is None
    assert memory_items.index_text("not json {", ["a"]) is None


@pytest.mark.parametrize("fields", [["{a,b}"], [""], ["a..b"], ["a" * 201], ["a"] * 17, ["a[x]"]])
def test_index_fields_outside_the_grammar_are_invalid(fields: list[str]) -> None:
    with pytest.raises(InvalidRequest):
        memory_items.check_index_fields(fields)
