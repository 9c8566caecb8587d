"""CONTRACT 4 over HTTP: every row and detail, asserting status and stable ``code``."""

from __future__ import annotations

import hashlib
import json
import uuid
from collections.abc import Callable
from datetime import timedelta
from typing import Any

import pytest
from django.utils import timezone
from rest_framework.test import APIClient

from statecore.models import AuditEvent, EnvironmentPolicy, Lease, NativeState
from tests.conftest import CODEC, Worker, assert_problem, binding_row

pytestmark = pytest.mark.django_db


def test_empty_binding_has_null_head(worker: Worker) -> None:
    response = worker.head()
    assert response.status_code == 200
    assert response.json() == {"head": None}


def test_write_commit_load_cycle(worker: Worker) -> None:
    write = worker.put_pending(b"hello")
    assert write.status_code == 201
    assert write.json()["sha256"] == hashlib.sha256(b"hello").hexdigest()
    assert write.json()["size"] == 5
    ref = write.json()["state_ref"]
    commit = worker.commit(ref, 0, run_id="run-a")
    assert commit.status_code == 200, commit.content
    head = commit.json()["head"]
    assert head["revision"] == 1
    assert head["state_ref"] == ref
    assert head["run_id"] == "run-a"
    assert head["codec"] == CODEC
    assert set(head) == {"revision", "state_ref", "codec", "size", "sha256", "run_id", "committed_at"}
    assert worker.head().json()["head"] == head
    native = worker.client.get(f"/api/v1/state/native/{ref}")
    assert native.content == b"hello"
    assert native["X-State-Codec"] == CODEC


def test_scope_is_derived_from_the_lease(worker: Worker, binding: dict[str, Any]) -> None:
    body = worker.client.get("/api/v1/state/scope").json()
    assert body["binding_id"] == binding["id"]
    assert body["epoch"] == 1
    assert body["lease_generation"] == worker.generation
    assert body["adapter_codec_version"] == CODEC


def test_identical_retry_returns_same_ref_with_200(worker: Worker) -> None:
    first = worker.put_pending(b"a", key="k1")
    again = worker.put_pending(b"a", key="k1")
    assert first.status_code == 201
    assert again.status_code == 200
    assert again.json()["state_ref"] == first.json()["state_ref"]
    assert NativeState.objects.filter(idempotency_key="k1").count() == 1


@pytest.mark.parametrize(
    "change",
    [
        {"body": b"b"},
        {"codec": "other/1"},
        {"HTTP_X_STATE_METADATA": '{"step": 2}'},
    ],
)
def test_key_reused_with_different_request_is_idempotency_conflict(
    worker: Worker, change: dict[str, Any]
) -> None:
    assert worker.put_pending(b"a", key="k1", HTTP_X_STATE_METADATA='{"step": 1}').status_code == 201
    args: dict[str, Any] = {"body": b"a", "key": "k1", "HTTP_X_STATE_METADATA": '{"step": 1}', **change}
    assert_problem(worker.put_pending(**args), 409, "idempotency_conflict")


def test_key_reused_with_different_parent_is_idempotency_conflict(worker: Worker) -> None:
    parent = worker.put_pending(b"p").json()["state_ref"]
    assert worker.put_pending(b"a", key="k1").status_code == 201
    assert_problem(
        worker.put_pending(b"a", key="k1", HTTP_X_STATE_PARENT=parent), 409, "idempotency_conflict"
    )


def test_new_key_with_wrong_codec_is_codec_mismatch(worker: Worker) -> None:
    assert_problem(worker.put_pending(codec="other/9"), 409, "codec_mismatch")
    assert NativeState.objects.count() == 0


def test_missing_codec_header_is_invalid_request(worker: Worker) -> None:
    response = worker.client.put(
        "/api/v1/state/pending/k", data=b"x", content_type="application/octet-stream"
    )
    assert_problem(response, 400, "invalid_request")


@pytest.mark.parametrize("key", ["has space", "a" * 201, "slash%2Fin", "semi;colon"])
def test_malformed_idempotency_key_is_invalid_request(worker: Worker, key: str) -> None:
    response = worker.put_pending(key=key)
    assert response.status_code in (400, 404)
    if response.status_code == 400:
        assert_problem(response, 400, "invalid_request")


def test_metadata_and_parent_are_kept(worker: Worker) -> None:
    parent = worker.write_and_commit(b"p").json()["head"]["state_ref"]
    ref = worker.put_pending(
        b"c", HTTP_X_STATE_PARENT=parent, HTTP_X_STATE_METADATA='{"step": 3, "source": "loop"}'
    )
    assert ref.status_code == 201
    row = NativeState.objects.get(pk=ref.json()["state_ref"])
    assert str(row.parent_id) == parent
    assert row.metadata == {"step": 3, "source": "loop"}


@pytest.mark.parametrize("value", ["[1, 2]", "not json", '"string"', json.dumps({"x": "y" * 5000})])
def test_bad_metadata_is_invalid_request(worker: Worker, value: str) -> None:
    assert_problem(worker.put_pending(HTTP_X_STATE_METADATA=value), 400, "invalid_request")


def test_parent_outside_scope_is_not_found(
    worker: Worker, make_binding: Callable[..., Any], make_worker: Callable[..., Worker]
) -> None:
    other = make_worker(make_binding()["id"])
    foreign = other.put_pending(b"x").json()["state_ref"]
    assert_problem(worker.put_pending(HTTP_X_STATE_PARENT=foreign), 404, "not_found")
    assert_problem(worker.put_pending(HTTP_X_STATE_PARENT=str(uuid.uuid4())), 404, "not_found")


def test_commit_retry_returns_same_head_even_after_head_moved(worker: Worker) -> None:
    ref = worker.put_pending(b"one").json()["state_ref"]
    first = worker.commit(ref, 0, run_id="run-1")
    assert first.status_code == 200
    worker.write_and_commit(b"two", run_id="run-2")
    retry = worker.commit(ref, 0, run_id="run-1")
    assert retry.status_code == 200
    assert retry.json() == first.json()
    assert worker.head().json()["head"]["revision"] == 2


def test_commit_of_durable_state_that_is_not_a_retry_is_state_not_pending(worker: Worker) -> None:
    ref = worker.put_pending(b"one").json()["state_ref"]
    assert worker.commit(ref, 0, run_id="run-1").status_code == 200
    assert_problem(worker.commit(ref, 1, run_id="run-1"), 409, "state_not_pending")
    assert_problem(worker.commit(ref, 0, run_id="run-other"), 409, "state_not_pending")


def test_stale_expected_revision_is_revision_conflict_with_current(worker: Worker) -> None:
    worker.write_and_commit(b"one")
    ref = worker.put_pending(b"two").json()["state_ref"]
    body = assert_problem(worker.commit(ref, 0), 409, "revision_conflict")
    assert body["current_revision"] == 1
    body = assert_problem(worker.commit(ref, 7), 409, "revision_conflict")
    assert body["current_revision"] == 1
    assert NativeState.objects.get(pk=ref).status == "pending"


def test_commit_of_unknown_or_foreign_state_is_not_found(
    worker: Worker, make_binding: Callable[..., Any], make_worker: Callable[..., Worker]
) -> None:
    assert_problem(worker.commit(str(uuid.uuid4()), 0), 404, "not_found")
    other = make_worker(make_binding()["id"])
    foreign = other.put_pending(b"x").json()["state_ref"]
    assert_problem(worker.commit(foreign, 0), 404, "not_found")


def test_pending_write_of_another_generation_is_not_found(
    worker: Worker, make_worker: Callable[..., Worker]
) -> None:
    ref = worker.put_pending(b"old").json()["state_ref"]
    newer = make_worker(worker.binding_id)
    assert_problem(newer.commit(ref, 0), 404, "not_found")
    assert_problem(newer.client.get(f"/api/v1/state/native/{ref}"), 404, "not_found")


def test_interrupted_run_keeps_interrupt(worker: Worker, app: APIClient) -> None:
    ref = worker.put_pending(b"s").json()["state_ref"]
    response = worker.commit(ref, 0, run_id="run-int", status="interrupted", interrupt={"kind": "approval"})
    assert response.status_code == 200
    run = app.get("/api/v1/runs/run-int").json()
    assert run["status"] == "interrupted"
    assert run["interrupt"] == {"kind": "approval"}


def test_interrupt_on_completed_run_is_invalid_request(worker: Worker) -> None:
    ref = worker.put_pending(b"s").json()["state_ref"]
    assert_problem(worker.commit(ref, 0, interrupt={"x": 1}), 400, "invalid_request")


@pytest.mark.parametrize(
    "body",
    [
        {},
        {
            "state_ref": "not-a-uuid",
            "expected_durable_revision": 0,
            "run_id": "r",
            "run": {"status": "completed"},
        },
        {
            "state_ref": str(uuid.uuid4()),
            "expected_durable_revision": -1,
            "run_id": "r",
            "run": {"status": "completed"},
        },
        {
            "state_ref": str(uuid.uuid4()),
            "expected_durable_revision": 0,
            "run_id": "r",
            "run": {"status": "uncertain_durability"},
        },
        {
            "state_ref": str(uuid.uuid4()),
            "expected_durable_revision": 0,
            "run_id": "r",
            "run": {"status": "completed"},
            "binding_id": str(uuid.uuid4()),
        },
        {
            "state_ref": str(uuid.uuid4()),
            "expected_durable_revision": 0,
            "run_id": "bad id with spaces",
            "run": {"status": "completed"},
        },
    ],
)
def test_malformed_commit_is_invalid_request(worker: Worker, body: dict[str, Any]) -> None:
    assert_problem(worker.client.post("/api/v1/state/commit", body, format="json"), 400, "invalid_request")


def test_malformed_json_is_invalid_request(worker: Worker) -> None:
    response = worker.client.post("/api/v1/state/commit", data=b"{not json", content_type="application/json")
    assert_problem(response, 400, "invalid_request")


def test_problem_bodies_never_echo_the_request(worker: Worker) -> None:
    secret = "sk-live-SHOULD-NOT-ECHO-0123456789"
    response = worker.client.post(
        "/api/v1/state/commit",
        {
            "state_ref": secret,
            "expected_durable_revision": secret,
            "run_id": secret,
            "run": {"status": secret},
        },
        format="json",
    )
    assert_problem(response, 400, "invalid_request")
    assert secret not in response.content.decode()
    assert worker.token not in response.content.decode()


def test_native_read_of_other_binding_is_not_found(
    worker: Worker, make_binding: Callable[..., Any], make_worker: Callable[..., Worker]
) -> None:
    other = make_worker(make_binding()["id"])
    ref = other.write_and_commit(b"theirs").json()["head"]["state_ref"]
    assert_problem(worker.client.get(f"/api/v1/state/native/{ref}"), 404, "not_found")


# --- fencing -------------------------------------------------------------------------------------


def test_new_lease_fences_the_old_one_on_every_endpoint(
    worker: Worker, make_worker: Callable[..., Worker]
) -> None:
    ref = worker.put_pending(b"x").json()["state_ref"]
    make_worker(worker.binding_id)
    for response in (
        worker.head(),
        worker.put_pending(b"y"),
        worker.commit(ref, 0),
        worker.client.get(f"/api/v1/state/native/{ref}"),
        worker.client.post("/api/v1/state/uncertain", {"run_id": "r", "reason": "x"}, format="json"),
        worker.client.get("/api/v1/state/scope"),
    ):
        assert_problem(response, 409, "lease_fenced")
    assert NativeState.objects.get(pk=ref).status == "pending"


def test_clear_fences_leases_and_starts_empty_epoch(
    worker: Worker, app: APIClient, make_worker: Callable[..., Worker]
) -> None:
    worker.write_and_commit(b"old")
    response = app.post(f"/api/v1/bindings/{worker.binding_id}/clear")
    assert response.status_code == 200
    assert response.json() == {"epoch": 2}
    assert_problem(worker.head(), 409, "lease_fenced")
    fresh = make_worker(worker.binding_id)
    assert fresh.epoch == 2
    assert fresh.head().json() == {"head": None}


def test_old_epoch_state_cannot_become_new_head(
    worker: Worker, app: APIClient, make_worker: Callable[..., Worker]
) -> None:
    old_ref = worker.put_pending(b"old").json()["state_ref"]
    committed = worker.write_and_commit(b"committed").json()["head"]["state_ref"]
    app.post(f"/api/v1/bindings/{worker.binding_id}/clear")
    fresh = make_worker(worker.binding_id)
    assert_problem(fresh.commit(old_ref, 0), 404, "not_found")
    assert_problem(fresh.commit(committed, 0), 404, "not_found")
    assert_problem(fresh.client.get(f"/api/v1/state/native/{committed}"), 404, "not_found")
    assert fresh.head().json() == {"head": None}


def test_expired_lease_is_unauthenticated(worker: Worker) -> None:
    Lease.objects.filter(token_hash__isnull=False).update(expires_at=timezone.now() - timedelta(seconds=1))
    assert_problem(worker.head(), 401, "unauthenticated")


@pytest.mark.parametrize(
    "header", ["", "Bearer", "Bearer stl_unknown", "Basic abc", "Bearer sta_unknown", "Bearer garbage"]
)
def test_bad_credentials_are_unauthenticated(header: str) -> None:
    client = APIClient()
    if header:
        client.credentials(HTTP_AUTHORIZATION=header)
    response = client.get("/api/v1/state/head")
    assert_problem(response, 401, "unauthenticated")
    assert response["WWW-Authenticate"].startswith("Bearer")


def test_app_token_cannot_use_worker_endpoints(app: APIClient) -> None:
    assert_problem(app.get("/api/v1/state/head"), 403, "forbidden")


# --- bounds ---------------------------------------------------------------------------------------


def test_payload_over_bound_is_413_and_writes_nothing(worker: Worker) -> None:
    EnvironmentPolicy.objects.create(environment="prod", max_native_payload_bytes=1024)
    assert worker.put_pending(b"x" * 1024).status_code == 201
    assert_problem(worker.put_pending(b"x" * 1025, key="big"), 413, "payload_too_large")
    assert not NativeState.objects.filter(idempotency_key="big").exists()
    assert binding_row(worker.binding_id).pending_count == 1


def test_pending_bound_is_429_with_retry_after(worker: Worker) -> None:
    EnvironmentPolicy.objects.create(environment="prod", max_pending_writes=2)
    refs = [worker.put_pending(bytes([i])).json()["state_ref"] for i in range(2)]
    response = worker.put_pending(b"third", key="third")
    assert_problem(response, 429, "rate_limited")
    assert int(response["Retry-After"]) >= 1
    assert not NativeState.objects.filter(idempotency_key="third").exists()
    # Committing frees a slot; a retry of an existing key never needs one.
    assert worker.commit(refs[0], 0).status_code == 200
    assert worker.put_pending(b"third", key="third").status_code == 201


def test_write_rate_bound_is_429(worker: Worker) -> None:
    EnvironmentPolicy.objects.create(environment="prod", max_state_writes_per_minute=3)
    statuses = [worker.put_pending(bytes([i])).status_code for i in range(3)]
    assert statuses == [201, 201, 201]
    response = worker.put_pending(b"over")
    assert_problem(response, 429, "rate_limited")
    assert 1 <= int(response["Retry-After"]) <= 60


def test_limits_are_per_environment(
    make_app_client: Callable[..., APIClient],
    make_binding: Callable[..., Any],
    make_worker: Callable[..., Worker],
) -> None:
    EnvironmentPolicy.objects.create(environment="prod", max_native_payload_bytes=10)
    staging = make_app_client(environment="staging")
    w = make_worker(make_binding(client=staging, environment="staging")["id"], client=staging)
    assert w.put_pending(b"x" * 100).status_code == 201


# --- uncertain durability --------------------------------------------------------------------------


def test_mark_uncertain_fences_the_run_and_keeps_head(worker: Worker) -> None:
    head = worker.write_and_commit(b"one").json()["head"]
    ref = worker.put_pending(b"two").json()["state_ref"]
    marked = worker.client.post(
        "/api/v1/state/uncertain", {"run_id": "run-u", "reason": "timeout", "state_ref": ref}, format="json"
    )
    assert marked.status_code == 200
    assert marked.json()["status"] == "uncertain_durability"
    assert_problem(worker.commit(ref, 1, run_id="run-u"), 409, "run_fenced")
    assert worker.head().json()["head"] == head


def test_mark_uncertain_after_a_real_commit_returns_the_truth(worker: Worker) -> None:
    ref = worker.put_pending(b"one").json()["state_ref"]
    assert worker.commit(ref, 0, run_id="run-c").status_code == 200
    marked = worker.client.post(
        "/api/v1/state/uncertain",
        {"run_id": "run-c", "reason": "lost response", "state_ref": ref},
        format="json",
    )
    assert marked.status_code == 200
    assert marked.json()["status"] == "completed"
    assert marked.json()["fenced"] is False
    no_ref = worker.client.post(
        "/api/v1/state/uncertain", {"run_id": "run-c", "reason": "lost"}, format="json"
    )
    assert no_ref.json()["status"] == "completed"


def test_audit_records_commit_without_payload(worker: Worker) -> None:
    worker.write_and_commit(b"PAYLOAD-CANARY")
    events = list(AuditEvent.objects.filter(binding_id=worker.binding_id).values_list("action", flat=True))
    assert "thread_state.commit" in events
    assert "thread_state.write" in events
    dumped = json.dumps(list(AuditEvent.objects.values()), default=str)
    assert "PAYLOAD-CANARY" not in dumped
    assert worker.token not in dumped


def test_rate_window_follows_the_database_clock(
    worker: Worker, settings: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Servers with skewed clocks must not reset each other's windows: the window is the
    database's minute, whatever the application server's clock says."""
    import time

    from statecore.limits import clear_cache

    settings.STATECORE_DEFAULT_MAX_STATE_WRITES_PER_MINUTE = 1
    clear_cache()
    assert worker.put_pending(b"a").status_code == 201
    real = time.time
    monkeypatch.setattr(time, "time", lambda: real() + 3600)  # this server's clock is an hour ahead
    assert_problem(worker.put_pending(b"b"), 429, "rate_limited")


def test_nul_characters_in_worker_bodies_are_refused(worker: Worker) -> None:
    ref = worker.put_pending(b"x").json()["state_ref"]
    body = {"run_id": "run-nul", "reason": "lost\x00answer", "state_ref": ref}
    response = worker.client.post("/api/v1/state/uncertain", body, format="json")
    assert_problem(response, 400, "invalid_request")
