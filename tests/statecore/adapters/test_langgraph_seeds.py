"""SeedCache: decoded delta seeds kept across loads, each hit a fresh copy (no server)."""

from __future__ import annotations

import threading
from typing import Any

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from statecore.adapters.langgraph.seeds import SeedCache


class Decoder:
    """A stand-in for the saver's payload decode: counts its calls, builds new objects each time."""

    def __init__(self, values: dict[bytes, dict[str, Any]]) -> None:
        self.values, self.calls = values, 0

    def __call__(self, payload: bytes) -> dict[str, Any]:
        self.calls += 1
        return {channel: _fresh(value) for channel, value in self.values[payload].items()}


def _fresh(value: Any) -> Any:
    if isinstance(value, list):
        return [_fresh(v) for v in value]
    if isinstance(value, (HumanMessage, AIMessage)):
        return value.model_copy(deep=True)
    return value


def _history(n: int) -> list[Any]:
    return [
        HumanMessage(f"question {i}", id=f"h{i}") if i % 2 else AIMessage(f"answer {i}", id=f"a{i}")
        for i in range(n)
    ]


def test_a_seed_is_decoded_once_and_each_hit_is_equal_to_the_decode() -> None:
    decode = Decoder({b"seed-1": {"messages": _history(20), "todos": ["x"]}})
    cache = SeedCache()
    first = cache.values(b"seed-1", ["messages"], decode)
    second = cache.values(b"seed-1", ["messages"], decode)
    assert decode.calls == 1
    assert second == first == {"messages": _history(20)}
    assert (cache.hits, cache.misses) == (1, 1)


def test_each_hit_is_a_fresh_copy_a_run_may_change() -> None:
    """A run may change what it loads (append to the list, edit a message): the next load of
    the same seed must not see it."""
    decode = Decoder({b"seed-1": {"messages": _history(4)}})
    cache = SeedCache()
    loaded = cache.values(b"seed-1", ["messages"], decode)["messages"]
    loaded.append(HumanMessage("changed by the run"))
    loaded[0].content = "edited"
    again = cache.values(b"seed-1", ["messages"], decode)["messages"]
    assert again == _history(4)
    again_too = cache.values(b"seed-1", ["messages"], decode)["messages"]
    assert again_too is not again
    assert again_too[0] is not again[0]


def test_the_key_is_the_payload_and_the_channel() -> None:
    decode = Decoder({b"seed-1": {"a": [1], "b": [2]}, b"seed-2": {"a": [3]}})
    cache = SeedCache()
    assert cache.values(b"seed-1", ["a"], decode) == {"a": [1]}
    assert cache.values(b"seed-2", ["a"], decode) == {"a": [3]}
    assert cache.values(b"seed-1", ["a", "b"], decode) == {"a": [1], "b": [2]}  # b: decoded now
    assert decode.calls == 3
    assert cache.values(b"seed-1", ["a", "b"], decode) == {"a": [1], "b": [2]}
    assert decode.calls == 3


def test_a_channel_the_seed_does_not_hold_is_left_out() -> None:
    decode = Decoder({b"seed-1": {"a": [1]}})
    cache = SeedCache()
    assert cache.values(b"seed-1", ["a", "missing"], decode) == {"a": [1]}
    assert cache.values(b"seed-1", ["missing"], decode) == {}


def test_a_value_that_does_not_pickle_is_decoded_every_time() -> None:
    lock = threading.Lock()  # not picklable
    decode = Decoder({b"seed-1": {"a": [lock]}})
    cache = SeedCache()
    assert cache.values(b"seed-1", ["a"], decode) == {"a": [lock]}
    assert cache.values(b"seed-1", ["a"], decode) == {"a": [lock]}
    assert decode.calls == 2
    assert cache.hits == 0


def test_the_bound_drops_the_least_recently_used() -> None:
    values = {f"seed-{i}".encode(): {"m": ["x" * 1000]} for i in range(3)}
    decode = Decoder(values)
    cache = SeedCache(max_bytes=2500)  # two entries of ~1 KB, not three
    cache.values(b"seed-0", ["m"], decode)
    cache.values(b"seed-1", ["m"], decode)
    cache.values(b"seed-0", ["m"], decode)  # seed-0 used last: seed-1 goes first
    cache.values(b"seed-2", ["m"], decode)
    assert len(cache) == 2
    assert cache.size_bytes <= 2500
    calls = decode.calls
    cache.values(b"seed-0", ["m"], decode)
    assert decode.calls == calls  # kept
    cache.values(b"seed-1", ["m"], decode)
    assert decode.calls == calls + 1  # dropped


def test_a_value_over_the_bound_is_not_kept() -> None:
    decode = Decoder({b"seed-1": {"m": ["x" * 5000]}})
    cache = SeedCache(max_bytes=1000)
    assert cache.values(b"seed-1", ["m"], decode) == {"m": ["x" * 5000]}
    assert len(cache) == 0
    assert cache.size_bytes == 0
    with pytest.raises(ValueError):
        SeedCache(max_bytes=-1)
