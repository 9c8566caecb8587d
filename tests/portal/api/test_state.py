"""CONTRACT 4 rows over HTTP: status, code, problem+json."""

from __future__ import annotations

import hashlib

from tests.conftest import Worker, assert_problem


def test_empty_binding_has_null_head(worker: Worker) -> None:
    response = worker.head()
    assert response.status_code == 200
    assert response.json() == {"head": None}


def test_write_commit_load_cycle(worker: Worker) -> None:
    write = worker.put_pending(b"hello")
    assert write.status_code == 201
    assert write.json()["sha256"] == hashlib.sha256(b"hello").hexdigest()
    ref = write.json()["state_ref"]
    commit = worker.commit(ref, 0, run_id="run-a")
    assert commit.status_code == 200, commit.content
    head = commit.json()["head"]
    assert head["revision"] == 1
    assert head["state_ref"] == ref
    assert head["run_id"] == "run-a"
    assert worker.head().json()["head"] == head
    assert worker.client.get(f"/api/v1/state/native/{ref}").content == b"hello"


def test_no_token_is_unauthenticated(worker: Worker) -> None:
    from rest_framework.test import APIClient

    assert_problem(APIClient().get("/api/v1/state/head"), 401, "unauthenticated")
