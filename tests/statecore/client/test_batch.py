"""MemoryBroker.batch against the real server: per-op results, whole-batch 400, retries."""

from __future__ import annotations

import pytest

from statecore import memory_policy
from statecore.client import (
    BatchDelete,
    BatchGet,
    BatchPut,
    BatchSearch,
    InvalidRequest,
    IssuedLease,
    MemoryBroker,
    MemoryProposal,
    ServiceUnavailable,
)
from tests.statecore.client.conftest import FAST, Scripted

pytestmark = [pytest.mark.postgres, pytest.mark.usefixtures("celery_worker_process")]


@pytest.fixture(autouse=True)
def _fresh_memory_policy() -> None:
    memory_policy.clear_cache()


def test_batch_results_in_order_with_per_op_codes(base_url: str, lease: IssuedLease) -> None:
    with MemoryBroker(base_url, lease.lease_token, retry=FAST) as memory:
        put = BatchPut("user", MemoryProposal("k", "procedural", "Run the tests."), ("notes",))
        results = memory.batch(
            [
                put,
                BatchGet("user", "k", ("notes",)),
                BatchSearch("user", ("notes",)),
                BatchDelete("user", "missing", ("notes",)),
                BatchPut("organization", MemoryProposal("k", "semantic", "x"), (), unconditional=True),
            ]
        )
    assert [r.status for r in results] == [202, 404, 200, 404, 403]
    assert results[0].outcome is not None
    assert results[0].outcome.outcome == "pending"
    assert [r.code for r in results[1:]] == ["not_found", None, "not_found", "forbidden"]
    assert results[2].items == ()


def test_malformed_batch_raises_invalid_request(base_url: str, lease: IssuedLease) -> None:
    with MemoryBroker(base_url, lease.lease_token, retry=FAST) as memory, pytest.raises(InvalidRequest):
        memory.batch([BatchGet("user", "bad key")])


def test_reads_are_retried_but_a_batch_with_a_put_is_not(base_url: str, lease: IssuedLease) -> None:
    reads = Scripted("/memory/batch", ["lose"])
    with MemoryBroker(base_url, lease.lease_token, retry=FAST, transport=reads) as memory:
        assert memory.batch([BatchGet("user", "k", ())])[0].code == "not_found"
    assert reads.seen == 2
    writes = Scripted("/memory/batch", ["lose"])
    put = BatchPut("user", MemoryProposal("k", "semantic", "x"), (), unconditional=True)
    with (
        MemoryBroker(base_url, lease.lease_token, retry=FAST, transport=writes) as memory,
        pytest.raises(ServiceUnavailable) as unknown,
    ):
        memory.batch([put])
    assert unknown.value.maybe_applied
    assert writes.seen == 1
