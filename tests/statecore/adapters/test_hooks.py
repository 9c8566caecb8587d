"""Agent Server hooks and the one-thread pod saver: configuration from the environment only."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from statecore.adapters.langgraph import hooks
from statecore.adapters.langgraph.saver import StatecoreAdapterError, StatecoreSaver


def lease_for(thread_id: str) -> str:  # referenced as STATECORE_LEASES in a test below
    return f"token-for-{thread_id}"


@pytest.fixture
def env(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    for name in ("STATECORE_URL", "STATECORE_CODEC", "STATECORE_LEASES", "STATECORE_LEASE_TOKEN"):
        monkeypatch.delenv(name, raising=False)
        monkeypatch.delenv(f"{name}_FILE", raising=False)
    monkeypatch.setenv("STATECORE_URL", "http://127.0.0.1:9")
    monkeypatch.setenv("STATECORE_CODEC", "langgraph-v1")
    return monkeypatch


def test_pod_saver_serves_exactly_one_thread() -> None:
    saver = StatecoreSaver.for_lease("http://127.0.0.1:9", "stl_x", codec="c")
    assert saver._token("thread-a") == "stl_x"
    with pytest.raises(StatecoreAdapterError) as refused:
        saver._token("thread-b")
    assert refused.value.code == "forbidden"


def test_pod_saver_pinned_by_name() -> None:
    saver = StatecoreSaver.for_lease("http://127.0.0.1:9", "stl_x", codec="c", thread_id="t1")
    with pytest.raises(StatecoreAdapterError):
        saver._token("t0")
    assert saver._token("t1") == "stl_x"


def test_generate_checkpointer_with_a_lease_file(env: pytest.MonkeyPatch, tmp_path: Path) -> None:
    token_file = tmp_path / "lease"
    token_file.write_text("stl_from_file\n")
    env.setenv("STATECORE_LEASE_TOKEN_FILE", str(token_file))

    async def use() -> str:
        async with hooks.generate_checkpointer() as saver:
            return saver._token("t")

    assert asyncio.run(use()) == "stl_from_file"


def test_generate_checkpointer_with_a_leases_callable(env: pytest.MonkeyPatch) -> None:
    env.setenv("STATECORE_LEASES", f"{__name__}:lease_for")
    saver = hooks.saver_from_env()
    assert saver._token("a") == "token-for-a"
    assert saver._token("b") == "token-for-b"


@pytest.mark.parametrize(
    ("name", "value"),
    [("STATECORE_LEASES", "no-colon"), ("STATECORE_LEASES", f"{__name__}:missing"), ("STATECORE_URL", "")],
)
def test_misconfiguration_is_refused(env: pytest.MonkeyPatch, name: str, value: str) -> None:
    env.setenv("STATECORE_LEASE_TOKEN", "stl_x")
    env.setenv(name, value)
    with pytest.raises(hooks.HookConfigError):
        hooks.saver_from_env()


def test_value_and_file_together_are_refused(env: pytest.MonkeyPatch, tmp_path: Path) -> None:
    env.setenv("STATECORE_LEASE_TOKEN", "stl_x")
    env.setenv("STATECORE_LEASE_TOKEN_FILE", str(tmp_path / "x"))
    with pytest.raises(hooks.HookConfigError):
        hooks.saver_from_env()


def test_one_lease_per_thread_even_under_concurrent_first_use() -> None:
    import threading
    import time
    from concurrent.futures import ThreadPoolExecutor

    calls: list[str] = []
    barrier = threading.Barrier(8)

    def leases(thread_id: str) -> str:
        calls.append(thread_id)
        time.sleep(0.05)  # a control-plane round trip
        return f"stl_{len(calls)}"

    saver = StatecoreSaver("http://127.0.0.1:9", leases, codec="c")

    def first_use(_: int) -> str:
        barrier.wait(timeout=10)
        return saver._token("t")

    with ThreadPoolExecutor(max_workers=8) as pool:
        tokens = set(pool.map(first_use, range(8)))
    assert calls == ["t"]
    assert tokens == {"stl_1"}
