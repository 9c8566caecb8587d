"""A warm worker's load of a delta seed: decoded every time (the named baseline, what a saver
without a cache does) against ``SeedCache`` hits (a fresh copy from the pickle kept at the
first load), in one run, for conversations of a few sizes.

    .venv/bin/python benchmarks/seed_cache.py [--loads 300]

The seed is what LangGraph stores for a Deep Agent's ``messages`` at a snapshot: a
``_DeltaSnapshot`` of the conversation's messages (a user turn, an assistant tool call, the
tool's answer, the reply; four messages a turn), serialized with the saver's default serde
(``JsonPlusSerializer``) inside a checkpoint, as ``StatecoreSaver`` writes it. Both variants
go through the saver's own decode (``StatecoreSaver._channel_values``); no service, no socket.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from langchain_core.messages import AIMessage, HumanMessage, ToolMessage  # noqa: E402
from langgraph.checkpoint.serde.types import _DeltaSnapshot  # noqa: E402

from statecore.adapters.langgraph import StatecoreSaver  # noqa: E402
from statecore.adapters.langgraph.seeds import SeedCache  # noqa: E402


def conversation(turns: int) -> list[Any]:
    messages: list[Any] = []
    for i in range(turns):
        call = f"call-{i}"
        messages += [
            HumanMessage(f"turn {i}: what did we decide about the deadline?", id=f"h{i}"),
            AIMessage(
                "",
                id=f"a{i}",
                tool_calls=[{"name": "recall", "args": {"query": f"deadline {i}"}, "id": call}],
            ),
            ToolMessage(f"note {i}: the review moves to Friday", tool_call_id=call, id=f"t{i}"),
            AIMessage(f"We moved the review to Friday (turn {i}).", id=f"r{i}"),
        ]
    return messages


def seed_payload(saver: StatecoreSaver, turns: int) -> bytes:
    checkpoint = {"v": 4, "id": "seed", "channel_values": {"messages": _DeltaSnapshot(conversation(turns))}}
    type_, blob = saver.serde.dumps_typed({"checkpoint": checkpoint, "metadata": {}})
    return type_.encode() + b"\n" + blob


def timed(load: Any, loads: int) -> list[float]:
    for _ in range(20):
        load()
    times = []
    for _ in range(loads):
        started = time.perf_counter()
        load()
        times.append(time.perf_counter() - started)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--loads", type=int, default=300)
    parser.add_argument("--turns", default="15,58,250", help="conversation sizes, in turns (4 messages each)")
    args = parser.parse_args()
    saver = StatecoreSaver("http://127.0.0.1:1", lambda _: "unused", codec="bench-seeds/1")
    print(
        f"{'turns':>6} {'messages':>9} {'payload':>9} | {'decode p50':>11} {'cache hit p50':>14} {'ratio':>7}"
    )
    for turns in (int(t) for t in args.turns.split(",")):
        payload = seed_payload(saver, turns)
        cache = SeedCache()

        def cached(payload: bytes = payload, cache: SeedCache = cache) -> Any:
            return cache.values(payload, ["messages"], saver._channel_values)

        decoded = saver._channel_values(payload)["messages"]
        assert cached()["messages"].value == decoded.value  # the first load fills the cache
        base = statistics.median(timed(lambda payload=payload: saver._channel_values(payload), args.loads))
        hit = statistics.median(timed(cached, args.loads))
        assert cache.misses == 1
        print(
            f"{turns:>6} {turns * 4:>9} {len(payload):>8}B | {base * 1000:>8.3f} ms {hit * 1000:>11.3f} ms"
            f" {hit / base:>6.2f}x"
        )


if __name__ == "__main__":
    main()
