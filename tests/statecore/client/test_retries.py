"""Safe retries: lost responses, gateway errors, an unreachable server, and what is never retried."""

from __future__ import annotations

import asyncio

import httpx
import pytest

from statecore.client import (
    AsyncThreadStateStore,
    Binding,
    CodecMismatch,
    ControlPlane,
    DurabilityUnknown,
    IssuedLease,
    LeaseFenced,
    PendingStateRef,
    RevisionConflict,
    ServiceUnavailable,
    StateScope,
    ThreadStateStore,
)
from statecore.models import NativeState
from tests.conftest import CODEC
from tests.statecore.client.conftest import FAST, AsyncScripted, Scripted, problem, unreachable_url


def test_lost_write_response_is_retried_to_the_same_ref(base_url: str, lease: IssuedLease) -> None:
    transport = AsyncScripted("/state/pending/", ["lose"])

    async def scenario() -> tuple[PendingStateRef, PendingStateRef]:
        async with AsyncThreadStateStore(
            base_url, lease.lease_token, retry=FAST, transport=transport
        ) as store:
            scope = await store.scope()
            pending = await store.write_native_state(scope, CODEC, b"payload", "k-lost")
            again = await store.write_native_state(scope, CODEC, b"payload", "k-lost")
            return pending, again

    pending, again = asyncio.run(scenario())
    assert transport.seen == 3  # the lost try, its retry, the explicit repeat
    assert again == pending
    assert NativeState.objects.filter(idempotency_key="k-lost").count() == 1


def test_lost_commit_response_is_retried_to_the_same_head(base_url: str, lease: IssuedLease) -> None:
    transport = AsyncScripted("/state/commit", ["lose"])

    async def scenario() -> None:
        async with AsyncThreadStateStore(
            base_url, lease.lease_token, retry=FAST, transport=transport
        ) as store:
            scope = await store.scope()
            pending = await store.write_native_state(scope, CODEC, b"payload", "k-1")
            head = await store.commit_head(scope, pending, 0, "run-1")
            assert (head.revision, head.state_ref) == (1, pending.state_ref)
            assert await store.load_head(scope) == head

    asyncio.run(scenario())
    assert transport.seen == 2


def test_conflict_after_a_lost_commit_is_confirmed_once_more(base_url: str, lease: IssuedLease) -> None:
    """The retry may race its own first try (still holding the row lock) and see a conflict."""
    script: list[str | httpx.Response] = ["lose", problem(409, "revision_conflict", current_revision=1)]
    transport = Scripted("/state/commit", script)
    with ThreadStateStore(base_url, lease.lease_token, retry=FAST, transport=transport) as store:
        scope = store.scope()
        pending = store.write_native_state(scope, CODEC, b"payload", "k-1")
        head = store.commit_head(scope, pending, 0, "run-1")
    assert (head.revision, head.state_ref) == (1, pending.state_ref)
    assert transport.seen == 3


def test_a_plain_conflict_is_not_retried(base_url: str, lease: IssuedLease) -> None:
    transport = Scripted("/state/commit", [])
    with ThreadStateStore(base_url, lease.lease_token, retry=FAST, transport=transport) as store:
        scope = store.scope()
        pending = store.write_native_state(scope, CODEC, b"payload", "k-1")
        with pytest.raises(RevisionConflict):
            store.commit_head(scope, pending, 5, "run-1")
    assert transport.seen == 1


def test_lost_commit_then_new_lease_is_durability_unknown(
    base_url: str, remote_binding: Binding, lease: IssuedLease, control: ControlPlane
) -> None:
    """Once fenced, the retry cannot learn whether the first try committed: it did here."""

    def fence() -> None:
        control.issue_lease(remote_binding.id, sandbox_id="sbx-2", ttl_seconds=60)

    transport = Scripted("/state/commit", ["lose"], on_lost=fence)
    with ThreadStateStore(base_url, lease.lease_token, retry=FAST, transport=transport) as store:
        scope = store.scope()
        pending = store.write_native_state(scope, CODEC, b"payload", "k-1")
        with pytest.raises(DurabilityUnknown) as caught:
            store.commit_head(scope, pending, 0, "run-1")
    error = caught.value
    assert (error.operation, error.run_id, error.state_ref) == ("commit_head", "run-1", pending.state_ref)
    assert error.maybe_applied
    assert isinstance(error.__cause__, LeaseFenced)
    assert control.get_run("run-1").status == "completed"  # the control plane learns the truth


def test_gateway_errors_are_retried(base_url: str, lease: IssuedLease) -> None:
    transport = Scripted("/state/pending/", [problem(503, "unavailable"), httpx.Response(502)])
    with ThreadStateStore(base_url, lease.lease_token, retry=FAST, transport=transport) as store:
        scope = store.scope()
        pending = store.write_native_state(scope, CODEC, b"payload", "k-1")
    assert pending.size == 7
    assert transport.seen == 3


def test_client_errors_are_never_retried(base_url: str, lease: IssuedLease) -> None:
    transport = Scripted("/state/pending/", [])
    with ThreadStateStore(base_url, lease.lease_token, retry=FAST, transport=transport) as store:
        scope = store.scope()
        with pytest.raises(CodecMismatch):
            store.write_native_state(scope, "other/1", b"payload", "k-1")
    assert transport.seen == 1


def test_calls_that_are_not_replayable_are_not_retried_after_sending(
    base_url: str, app_token: str, remote_binding: Binding
) -> None:
    transport = Scripted("/leases", ["lose", httpx.Response(503)])
    binding_id = remote_binding.id
    with ControlPlane(base_url, app_token, retry=FAST, transport=transport) as control:
        with pytest.raises(ServiceUnavailable) as caught:
            control.issue_lease(binding_id, sandbox_id="sbx-2", ttl_seconds=60)
        assert caught.value.maybe_applied
        with pytest.raises(ServiceUnavailable) as caught:
            control.issue_lease(binding_id, sandbox_id="sbx-2", ttl_seconds=60)
        assert caught.value.status == 503
    assert transport.seen == 2


SCOPE = StateScope("00000000-0000-0000-0000-000000000001", "prod", "deepagents", 1, CODEC, 1)


def test_unreachable_server_raises_durability_unknown() -> None:
    pending = PendingStateRef("00000000-0000-0000-0000-000000000002", 1, "0" * 64, CODEC, None)

    async def scenario() -> None:
        async with AsyncThreadStateStore(unreachable_url(), "stl_unused", retry=FAST) as store:
            with pytest.raises(DurabilityUnknown) as write:
                await store.write_native_state(SCOPE, CODEC, b"x", "k-1")
            assert (write.value.operation, write.value.idempotency_key) == ("write_native_state", "k-1")
            with pytest.raises(DurabilityUnknown) as commit:
                await store.commit_head(SCOPE, pending, 0, "run-1")
            error = commit.value
            assert (error.operation, error.state_ref, error.run_id) == (
                "commit_head",
                pending.state_ref,
                "run-1",
            )
            assert error.code == "durability_unknown"
            assert error.status is None
            assert not error.maybe_applied  # connection refused: nothing was sent
            with pytest.raises(ServiceUnavailable):
                await store.load_head(SCOPE)

    asyncio.run(scenario())
