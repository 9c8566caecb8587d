"""The local sandbox driver: warm reuse per binding, and a warm worker that died while idle."""

from __future__ import annotations

import os
import signal
from collections.abc import Iterator

import pytest

from statecore.harness.sandbox import LocalDriver
from tests.servers import ROOT


@pytest.fixture
def driver() -> Iterator[LocalDriver]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    local = LocalDriver(module="tests.statecore.harness.scripted_worker", environ=env, start_timeout=30)
    try:
        yield local
    finally:
        local.close()


def test_an_idle_worker_is_reused_for_its_binding_only(driver: LocalDriver) -> None:
    first = driver.claim("binding-a")
    assert not first.warm
    driver.release(first)
    again = driver.claim("binding-a")
    assert again.warm
    assert again.process.pid == first.process.pid
    other = driver.claim("binding-b")
    assert other.process.pid != first.process.pid
    for sandbox in (again, other):
        driver.discard(sandbox)


def test_a_worker_killed_while_idle_is_not_claimed_even_before_it_is_reaped(driver: LocalDriver) -> None:
    first = driver.claim("binding-a")
    driver.release(first)
    os.kill(first.process.pid, signal.SIGKILL)  # the claim right after: it may still look alive
    fresh = driver.claim("binding-a")
    assert fresh.process.pid != first.process.pid
    assert not fresh.warm
    assert fresh.process.poll() is None
    driver.discard(fresh)
