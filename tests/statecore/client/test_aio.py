"""AsyncThreadStateStore against the real server: the seed's commit protocol and its errors."""

from __future__ import annotations

import asyncio
import hashlib
import uuid

import pytest

from statecore.client import (
    AsyncThreadStateStore,
    CodecMismatch,
    ControlPlane,
    IdempotencyConflict,
    IssuedLease,
    LeaseFenced,
    RevisionConflict,
    RunFenced,
    StateScope,
    Unauthenticated,
)
from tests.conftest import CODEC
from tests.statecore.client.conftest import FAST


def store_for(base_url: str, token: str) -> AsyncThreadStateStore:
    return AsyncThreadStateStore(base_url, token, retry=FAST)


def test_full_cycle_write_commit_load_read(base_url: str, lease: IssuedLease, control: ControlPlane) -> None:
    async def scenario() -> None:
        async with store_for(base_url, lease.lease_token) as store:
            scope = await store.scope()
            assert scope.adapter_codec_version == CODEC
            assert (scope.epoch, scope.lease_generation) == (lease.epoch, lease.generation)
            assert await store.load_head(scope) is None

            pending = await store.write_native_state(scope, CODEC, b"one", "k-1", metadata={"step": 1})
            assert pending.sha256 == hashlib.sha256(b"one").hexdigest()
            assert (pending.size, pending.codec, pending.parent) == (3, CODEC, None)
            head = await store.commit_head(scope, pending, 0, "run-1")
            assert (head.revision, head.state_ref, head.run_id) == (1, pending.state_ref, "run-1")
            assert await store.load_head(scope) == head
            assert await store.read_native(scope, head.state_ref) == b"one"

            child = await store.write_native_state(scope, CODEC, b"two", "k-2", parent=head.state_ref)
            assert child.parent == head.state_ref
            second = await store.commit_head(
                scope, child, 1, "run-2", status="interrupted", interrupt={"waiting_for": "approval"}
            )
            assert second.revision == 2

    asyncio.run(scenario())
    run = control.get_run("run-2")
    assert (run.status, run.interrupt, run.fenced) == ("interrupted", {"waiting_for": "approval"}, False)
    summary = control.get_binding(run.binding_id)
    assert summary.head is not None
    assert summary.head.revision == 2


def test_stale_revision_raises_revision_conflict_with_current_revision(
    base_url: str, lease: IssuedLease
) -> None:
    async def scenario() -> RevisionConflict:
        async with store_for(base_url, lease.lease_token) as store:
            scope = await store.scope()
            first = await store.write_native_state(scope, CODEC, b"a", "k-a")
            await store.commit_head(scope, first, 0, "run-a")
            second = await store.write_native_state(scope, CODEC, b"b", "k-b")
            with pytest.raises(RevisionConflict) as caught:
                await store.commit_head(scope, second, 0, "run-b")
            return caught.value

    error = asyncio.run(scenario())
    assert (error.status, error.code, error.current_revision) == (409, "revision_conflict", 1)


def test_reused_key_with_other_bytes_is_idempotency_conflict(base_url: str, lease: IssuedLease) -> None:
    async def scenario() -> None:
        async with store_for(base_url, lease.lease_token) as store:
            scope = await store.scope()
            first = await store.write_native_state(scope, CODEC, b"same", "k-1")
            assert await store.write_native_state(scope, CODEC, b"same", "k-1") == first
            with pytest.raises(IdempotencyConflict) as caught:
                await store.write_native_state(scope, CODEC, b"secret-payload-canary", "k-1")
            assert caught.value.code == "idempotency_conflict"
            # Neither the payload nor the token ever reaches an error message.
            for text in (str(caught.value), repr(caught.value), repr(caught.value.problem)):
                assert "secret-payload-canary" not in text
                assert lease.lease_token not in text

    asyncio.run(scenario())


def test_new_lease_fences_the_old_one(base_url: str, lease: IssuedLease, control: ControlPlane) -> None:
    async def scenario() -> None:
        async with store_for(base_url, lease.lease_token) as store:
            scope = await store.scope()
            pending = await store.write_native_state(scope, CODEC, b"x", "k-x")
            newer = control.issue_lease(scope.binding_id, sandbox_id="sbx-2", ttl_seconds=300)
            assert newer.generation == lease.generation + 1
            with pytest.raises(LeaseFenced) as caught:
                await store.commit_head(scope, pending, 0, "run-x")
            assert (caught.value.status, caught.value.code) == (409, "lease_fenced")

    asyncio.run(scenario())


def test_commit_after_mark_uncertain_is_run_fenced_until_reconciled(
    base_url: str, lease: IssuedLease, control: ControlPlane
) -> None:
    async def scenario() -> str:
        async with store_for(base_url, lease.lease_token) as store:
            scope = await store.scope()
            pending = await store.write_native_state(scope, CODEC, b"maybe", "k-m")
            run = await store.mark_uncertain(
                scope, "run-m", "commit response lost", state_ref=pending.state_ref
            )
            assert (run.status, run.fenced) == ("uncertain_durability", True)
            with pytest.raises(RunFenced) as caught:
                await store.commit_head(scope, pending, 0, "run-m")
            assert caught.value.code == "run_fenced"
            assert await store.load_head(scope) is None  # the previous head stays
            return pending.state_ref

    state_ref = asyncio.run(scenario())
    result = control.reconcile_run("run-m", decision="adopt_pending", idempotency_key="rec-1")
    assert result.run.status == "reconciled"
    assert result.run.decision == "adopt_pending"
    assert result.head is not None
    assert (result.head.state_ref, result.head.revision) == (state_ref, 1)
    assert control.reconcile_run("run-m", decision="adopt_pending", idempotency_key="rec-1") == result


def test_mark_uncertain_after_a_commit_tells_the_truth(base_url: str, lease: IssuedLease) -> None:
    async def scenario() -> None:
        async with store_for(base_url, lease.lease_token) as store:
            scope = await store.scope()
            pending = await store.write_native_state(scope, CODEC, b"done", "k-d")
            await store.commit_head(scope, pending, 0, "run-d")
            run = await store.mark_uncertain(scope, "run-d", "lost the answer", state_ref=pending.state_ref)
            assert (run.status, run.fenced) == ("completed", False)

    asyncio.run(scenario())


def test_wrong_codec_is_codec_mismatch(base_url: str, lease: IssuedLease) -> None:
    async def scenario() -> None:
        async with store_for(base_url, lease.lease_token) as store:
            scope = await store.scope()
            with pytest.raises(CodecMismatch) as caught:
                await store.write_native_state(scope, "other/9", b"x", "k-c")
            assert (caught.value.status, caught.value.code) == (409, "codec_mismatch")

    asyncio.run(scenario())


def test_unknown_token_is_unauthenticated(base_url: str, lease: IssuedLease) -> None:
    async def scenario() -> None:
        async with store_for(base_url, "stl_" + uuid.uuid4().hex) as store:
            with pytest.raises(Unauthenticated) as caught:
                await store.scope()
            assert (caught.value.status, caught.value.code) == (401, "unauthenticated")

    asyncio.run(scenario())


def test_a_scope_from_another_store_is_refused_before_sending(base_url: str, lease: IssuedLease) -> None:
    async def scenario() -> None:
        async with store_for(base_url, lease.lease_token) as store:
            scope = await store.scope()
            other = StateScope(str(uuid.uuid4()), "prod", "deepagents", 1, CODEC, 1)
            with pytest.raises(ValueError):
                await store.load_head(other)
            assert await store.load_head(scope) is None

    asyncio.run(scenario())
