"""The blocking facade: the same calls over httpx.Client, and the control plane's side."""

from __future__ import annotations

import pytest

from statecore.client import (
    Binding,
    ControlPlane,
    Forbidden,
    LeaseFenced,
    NotFound,
    PayloadTooLarge,
    RateLimited,
    ThreadStateStore,
)
from statecore.models import EnvironmentPolicy
from statecore.scope import Actor
from statecore.services.tokens import app_token_create
from tests.conftest import CODEC
from tests.statecore.client.conftest import FAST


def test_sync_full_cycle_clear_and_keep_previous(
    control: ControlPlane, remote_binding: Binding, base_url: str
) -> None:
    assert (remote_binding.epoch, remote_binding.head, remote_binding.open_runs) == (1, None, ())
    lease = control.issue_lease(remote_binding.id, sandbox_id="sbx-1", ttl_seconds=300)
    assert lease.lease_token not in repr(lease)
    with ThreadStateStore(base_url, lease.lease_token, retry=FAST) as store:
        scope = store.scope()
        assert scope.binding_id == remote_binding.id
        pending = store.write_native_state(scope, CODEC, b"state-1", "k-1")
        head = store.commit_head(scope, pending, 0, "run-1")
        assert store.load_head(scope) == head
        assert store.read_native(scope, head.state_ref) == b"state-1"

        lost = store.write_native_state(scope, CODEC, b"state-2", "k-2")
        run = store.mark_uncertain(scope, "run-2", "worker crashed mid-commit", state_ref=lost.state_ref)
        assert run.status == "uncertain_durability"

    detail = control.get_binding(remote_binding.id)
    assert detail.head == head
    assert [r.run_id for r in detail.open_runs] == ["run-2"]
    result = control.reconcile_run("run-2", decision="keep_previous", idempotency_key="rec-1")
    assert result.head == head
    assert result.run.decision == "keep_previous"

    assert control.clear_binding(remote_binding.id) == 2
    with ThreadStateStore(base_url, lease.lease_token, retry=FAST) as store, pytest.raises(LeaseFenced):
        store.scope()
    fresh = control.issue_lease(remote_binding.id, sandbox_id="sbx-1", ttl_seconds=300)
    with ThreadStateStore(base_url, fresh.lease_token, retry=FAST) as store:
        scope = store.scope()
        assert (scope.epoch, store.load_head(scope)) == (2, None)
        with pytest.raises(NotFound):
            store.read_native(scope, head.state_ref)  # the old epoch's state is not this epoch's


def test_control_plane_errors_are_typed(
    control: ControlPlane, base_url: str, remote_binding: Binding
) -> None:
    with pytest.raises(NotFound) as caught:
        control.get_run("no-such-run")
    assert (caught.value.status, caught.value.code) == (404, "not_found")
    limited = app_token_create(
        name="read-only",
        environment="prod",
        organization_id="org-1",
        permissions=["memory:approve"],
        actor=Actor(kind="system", ref="tests"),
    )
    with ControlPlane(base_url, limited.token, retry=FAST) as weak, pytest.raises(Forbidden):
        weak.get_binding(remote_binding.id)


def test_bounds_are_payload_too_large_and_rate_limited(
    control: ControlPlane, remote_binding: Binding, base_url: str
) -> None:
    EnvironmentPolicy.objects.create(environment="prod", max_native_payload_bytes=8, max_pending_writes=1)
    lease = control.issue_lease(remote_binding.id, sandbox_id="sbx-1", ttl_seconds=300)
    with ThreadStateStore(base_url, lease.lease_token, retry=FAST) as store:
        scope = store.scope()
        with pytest.raises(PayloadTooLarge) as too_large:
            store.write_native_state(scope, CODEC, b"x" * 9, "k-big")
        assert too_large.value.status == 413
        store.write_native_state(scope, CODEC, b"one", "k-1")
        with pytest.raises(RateLimited) as limited:
            store.write_native_state(scope, CODEC, b"two", "k-2")
    assert (limited.value.status, limited.value.code) == (429, "rate_limited")
    assert limited.value.retry_after is not None
    assert limited.value.retry_after >= 1
