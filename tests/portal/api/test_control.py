"""CONTRACT 3 (control plane) and the credential rules of CONTRACT 1, over HTTP."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from typing import Any

import pytest
from rest_framework.test import APIClient

from statecore.crypto import subject_ref
from statecore.models import AppToken, Binding, Lease
from statecore.scope import Actor
from statecore.services.tokens import app_token_revoke
from tests.conftest import Worker, assert_problem, bearer

pytestmark = pytest.mark.django_db

BINDING = {
    "environment": "prod",
    "harness": "deepagents",
    "adapter": "langgraph",
    "adapter_codec_version": "lg/1",
    "agent_id": "agent-1",
    "subject": "alice@example.com",
    "organization_id": "org-1",
}


def test_create_binding_starts_at_epoch_one_and_hashes_subject(app: APIClient) -> None:
    response = app.post("/api/v1/bindings", BINDING, format="json")
    assert response.status_code == 201
    body = response.json()
    assert body["epoch"] == 1
    assert "alice@example.com" not in response.content.decode()
    row = Binding.objects.get(pk=body["id"])
    assert row.subject_ref == subject_ref("alice@example.com")
    assert "alice" not in str(Binding.objects.filter(pk=body["id"]).values().get())


@pytest.mark.parametrize(
    "change",
    [
        {"adapter_codec_version": "bad codec"},
        {"adapter_codec_version": ""},
        {"harness": "x" * 101},
        {"subject": ""},
        {"agent_id": "spaces are bad"},
        {"unexpected": "field"},
    ],
)
def test_create_binding_validates(app: APIClient, change: dict[str, Any]) -> None:
    assert_problem(app.post("/api/v1/bindings", {**BINDING, **change}, format="json"), 400, "invalid_request")


def test_create_binding_missing_field_is_invalid_request(app: APIClient) -> None:
    body = {k: v for k, v in BINDING.items() if k != "subject"}
    assert_problem(app.post("/api/v1/bindings", body, format="json"), 400, "invalid_request")


def test_token_cannot_create_binding_in_another_environment_or_organization(app: APIClient) -> None:
    assert_problem(
        app.post("/api/v1/bindings", {**BINDING, "environment": "staging"}, format="json"), 403, "forbidden"
    )
    assert_problem(
        app.post("/api/v1/bindings", {**BINDING, "organization_id": "org-2"}, format="json"), 403, "forbidden"
    )


def test_token_without_permission_is_forbidden(make_app_client: Callable[..., APIClient]) -> None:
    approver = make_app_client(permissions=["memory:approve"])
    assert_problem(approver.post("/api/v1/bindings", BINDING, format="json"), 403, "forbidden")


def test_binding_of_other_environment_is_not_found(
    make_app_client: Callable[..., APIClient], make_binding: Callable[..., Any]
) -> None:
    binding = make_binding()
    staging = make_app_client(environment="staging")
    other_org = make_app_client(organization_id="org-2")
    for client in (staging, other_org):
        assert_problem(client.get(f"/api/v1/bindings/{binding['id']}"), 404, "not_found")
        assert_problem(
            client.post(
                f"/api/v1/bindings/{binding['id']}/leases",
                {"sandbox_id": "s", "ttl_seconds": 60},
                format="json",
            ),
            404,
            "not_found",
        )
        assert_problem(client.post(f"/api/v1/bindings/{binding['id']}/clear"), 404, "not_found")


def test_unknown_binding_is_not_found(app: APIClient) -> None:
    assert_problem(app.get(f"/api/v1/bindings/{uuid.uuid4()}"), 404, "not_found")
    assert_problem(app.get("/api/v1/bindings/not-a-uuid"), 404, "not_found")


def test_get_binding_shows_head_and_open_runs(app: APIClient, worker: Worker) -> None:
    head = worker.write_and_commit(b"x").json()["head"]
    worker.client.post("/api/v1/state/uncertain", {"run_id": "run-open", "reason": "crash"}, format="json")
    body = app.get(f"/api/v1/bindings/{worker.binding_id}").json()
    assert body["epoch"] == 1
    assert body["head"] == head
    assert [r["run_id"] for r in body["open_runs"]] == ["run-open"]


def test_lease_issue_fences_earlier_leases_and_stores_only_hash(
    app: APIClient, binding: dict[str, Any]
) -> None:
    first = app.post(
        f"/api/v1/bindings/{binding['id']}/leases", {"sandbox_id": "a", "ttl_seconds": 60}, format="json"
    ).json()
    second = app.post(
        f"/api/v1/bindings/{binding['id']}/leases", {"sandbox_id": "b", "ttl_seconds": 60}, format="json"
    )
    assert second.status_code == 201
    body = second.json()
    assert {"lease_token", "generation", "epoch", "expires_at"} <= body.keys()
    assert body["generation"] == first["generation"] + 1
    assert_problem(bearer(first["lease_token"]).get("/api/v1/state/head"), 409, "lease_fenced")
    assert bearer(body["lease_token"]).get("/api/v1/state/head").status_code == 200
    stored = list(Lease.objects.values_list("token_hash", flat=True))
    assert body["lease_token"] not in stored
    assert len(body["lease_token"]) >= 43  # 256 bits, urlsafe base64


@pytest.mark.parametrize(
    "body",
    [{"sandbox_id": "a", "ttl_seconds": 0}, {"sandbox_id": "a"}, {"sandbox_id": "a", "ttl_seconds": 10**9}],
)
def test_lease_issue_validates(app: APIClient, binding: dict[str, Any], body: dict[str, Any]) -> None:
    response = app.post(f"/api/v1/bindings/{binding['id']}/leases", body, format="json")
    assert_problem(response, 400, "invalid_request")


def test_lease_token_cannot_use_control_plane(worker: Worker) -> None:
    assert_problem(worker.client.post("/api/v1/bindings", BINDING, format="json"), 403, "forbidden")
    assert_problem(worker.client.get(f"/api/v1/bindings/{worker.binding_id}"), 403, "forbidden")


def test_revoked_app_token_is_unauthenticated(db: None) -> None:
    from statecore.services.tokens import app_token_create

    created = app_token_create(
        name="revoke-me",
        environment="prod",
        permissions=["bindings:manage"],
        actor=Actor(kind="system", ref="t"),
    )
    client = bearer(created.token)
    assert client.post("/api/v1/bindings", BINDING, format="json").status_code == 201
    assert app_token_revoke(token_id=created.row.pk, actor=Actor(kind="system", ref="t"))
    assert_problem(client.post("/api/v1/bindings", BINDING, format="json"), 401, "unauthenticated")
    assert created.token not in str(AppToken.objects.values().get(pk=created.row.pk))


def test_worker_body_cannot_name_another_binding(worker: Worker, make_binding: Callable[..., Any]) -> None:
    other = make_binding()
    response = worker.client.post(
        "/api/v1/state/uncertain", {"run_id": "r", "reason": "x", "binding_id": other["id"]}, format="json"
    )
    assert_problem(response, 400, "invalid_request")


# --- runs -----------------------------------------------------------------------------------------


def test_get_run(app: APIClient, worker: Worker) -> None:
    worker.write_and_commit(b"x", run_id="run-1")
    body = app.get("/api/v1/runs/run-1").json()
    assert body["run_id"] == "run-1"
    assert body["binding_id"] == worker.binding_id
    assert body["status"] == "completed"
    assert {"run_id", "binding_id", "status", "interrupt", "reason"} <= body.keys()


def test_run_of_other_environment_is_not_found(
    worker: Worker, make_app_client: Callable[..., APIClient]
) -> None:
    worker.write_and_commit(b"x", run_id="run-1")
    assert_problem(make_app_client(environment="staging").get("/api/v1/runs/run-1"), 404, "not_found")
    assert_problem(make_app_client().get("/api/v1/runs/nope"), 404, "not_found")


def _mark(worker: Worker, run_id: str, state_ref: str | None = None) -> dict[str, Any]:
    body: dict[str, Any] = {"run_id": run_id, "reason": "commit timed out"}
    if state_ref:
        body["state_ref"] = state_ref
    response = worker.client.post("/api/v1/state/uncertain", body, format="json")
    assert response.status_code == 200, response.content
    return dict(response.json())


def test_reconcile_adopt_pending_makes_the_marked_write_head(app: APIClient, worker: Worker) -> None:
    worker.write_and_commit(b"one")
    ref = worker.put_pending(b"two").json()["state_ref"]
    _mark(worker, "run-u", ref)
    response = app.post(
        "/api/v1/runs/run-u/reconcile",
        {"decision": "adopt_pending", "idempotency_key": "rk-1"},
        format="json",
    )
    assert response.status_code == 200, response.content
    body = response.json()
    assert body["run"]["status"] == "reconciled"
    assert body["head"]["state_ref"] == ref
    assert body["head"]["revision"] == 2
    assert worker.head().json()["head"]["state_ref"] == ref
    # Same key and decision: the same answer again.
    again = app.post(
        "/api/v1/runs/run-u/reconcile",
        {"decision": "adopt_pending", "idempotency_key": "rk-1"},
        format="json",
    )
    assert again.status_code == 200
    assert again.json()["head"] == body["head"]
    # Anything else on a settled run.
    assert_problem(
        app.post(
            "/api/v1/runs/run-u/reconcile",
            {"decision": "keep_previous", "idempotency_key": "rk-2"},
            format="json",
        ),
        409,
        "state_not_pending",
    )
    # A reconciled run stays fenced.
    assert_problem(
        worker.commit(worker.put_pending(b"3").json()["state_ref"], 2, run_id="run-u"), 409, "run_fenced"
    )


def test_reconcile_keep_previous_leaves_head(app: APIClient, worker: Worker) -> None:
    head = worker.write_and_commit(b"one").json()["head"]
    ref = worker.put_pending(b"two").json()["state_ref"]
    _mark(worker, "run-u", ref)
    response = app.post(
        "/api/v1/runs/run-u/reconcile", {"decision": "keep_previous", "idempotency_key": "k"}, format="json"
    )
    assert response.status_code == 200
    assert response.json()["head"] == head
    assert worker.head().json()["head"] == head


def test_reconcile_adopt_after_head_moved_is_revision_conflict(app: APIClient, worker: Worker) -> None:
    ref = worker.put_pending(b"two").json()["state_ref"]
    _mark(worker, "run-u", ref)
    worker.write_and_commit(b"other", run_id="run-other")
    body = assert_problem(
        app.post(
            "/api/v1/runs/run-u/reconcile",
            {"decision": "adopt_pending", "idempotency_key": "k"},
            format="json",
        ),
        409,
        "revision_conflict",
    )
    assert body["current_revision"] == 1


def test_reconcile_adopt_without_named_write_is_state_not_pending(app: APIClient, worker: Worker) -> None:
    _mark(worker, "run-u")
    assert_problem(
        app.post(
            "/api/v1/runs/run-u/reconcile",
            {"decision": "adopt_pending", "idempotency_key": "k"},
            format="json",
        ),
        409,
        "state_not_pending",
    )


def test_reconcile_of_completed_run_is_state_not_pending(app: APIClient, worker: Worker) -> None:
    worker.write_and_commit(b"x", run_id="run-done")
    assert_problem(
        app.post(
            "/api/v1/runs/run-done/reconcile",
            {"decision": "keep_previous", "idempotency_key": "k"},
            format="json",
        ),
        409,
        "state_not_pending",
    )


def test_reconcile_needs_permission(make_app_client: Callable[..., APIClient], worker: Worker) -> None:
    _mark(worker, "run-u")
    manager = make_app_client(permissions=["bindings:manage"])
    assert_problem(
        manager.post(
            "/api/v1/runs/run-u/reconcile",
            {"decision": "keep_previous", "idempotency_key": "k"},
            format="json",
        ),
        403,
        "forbidden",
    )


def test_reconcile_validates(app: APIClient, worker: Worker) -> None:
    _mark(worker, "run-u")
    assert_problem(
        app.post(
            "/api/v1/runs/run-u/reconcile", {"decision": "replay", "idempotency_key": "k"}, format="json"
        ),
        400,
        "invalid_request",
    )
    assert_problem(
        app.post(
            "/api/v1/runs/run-u/reconcile",
            {"decision": "keep_previous", "idempotency_key": "a b"},
            format="json",
        ),
        400,
        "invalid_request",
    )
