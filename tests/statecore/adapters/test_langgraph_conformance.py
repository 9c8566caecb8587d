"""langgraph-checkpoint-conformance against StatecoreSaver over a live server, one test per capability."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncGenerator, Iterator

import pytest
from langgraph.checkpoint.conformance import checkpointer_test, validate

from statecore.adapters.langgraph import StatecoreSaver
from statecore.client import ControlPlane
from tests.conftest import CODEC
from tests.statecore.adapters.conftest import adapter_binding
from tests.statecore.client.conftest import FAST

pytestmark = [pytest.mark.postgres, pytest.mark.slow]

IMPLEMENTED = [
    "put",
    "put_writes",
    "get_tuple",
    "list",
    "delete_thread",
    "delete_for_runs",
    "copy_thread",
    "prune",
]
KNOWN_FAILURES: dict[str, set[str]] = {}
NOT_YET: dict[str, str] = {}


@pytest.fixture
def control_plane(base_url: str, app_token: str) -> Iterator[ControlPlane]:
    with ControlPlane(base_url, app_token, retry=FAST) as plane:
        yield plane


def _saver_factory(base_url: str, control: ControlPlane) -> StatecoreSaver:
    def lease_for(thread_id: str) -> str:
        binding_id = adapter_binding(control, thread_id)
        return control.issue_lease(binding_id, sandbox_id="sbx-lg", ttl_seconds=600).lease_token

    return StatecoreSaver(base_url, lease_for, codec=CODEC)


@pytest.mark.parametrize(
    "capability",
    [
        *IMPLEMENTED,
        *(pytest.param(c, marks=pytest.mark.xfail(strict=True, reason=r)) for c, r in NOT_YET.items()),
    ],
)
def test_conformance(capability: str, base_url: str, control_plane: ControlPlane) -> None:
    @checkpointer_test(name=f"StatecoreSaver-{capability}")
    async def factory() -> AsyncGenerator[StatecoreSaver, None]:
        saver = _saver_factory(base_url, control_plane)
        try:
            yield saver
        finally:
            await saver.aclose()

    report = asyncio.run(validate(factory, capabilities={capability}))
    result = report.results[capability]
    assert result.detected, f"{capability} not detected"
    failed = {f.split(":", 1)[0] for f in result.failures}
    assert failed == KNOWN_FAILURES.get(capability, set()), result.failures
    assert result.tests_passed > 0
    # the per-capability count the issue's note reports (visible with `pytest -s`)
    print(f"conformance {capability}: {result.tests_passed} passed, {result.tests_failed} failed")
