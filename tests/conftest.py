"""Shared fixtures: real credentials made through the services, real HTTP through DRF's client.

Tests run on PostgreSQL (``DATABASE_URL`` set by ``make test``, or pyproject's pytest-env default:
the embedded server of ``scripts/devdb.py`` on its default port). Those marked ``postgres`` get
real transactions, so other threads and processes see what they commit (races, durability).
"""

from __future__ import annotations

import uuid
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest
from django.db import connection
from rest_framework.test import APIClient

from statecore import limits, memory_policy
from statecore.models import Binding
from statecore.scope import Actor, Permission
from statecore.services.tokens import app_token_create

ALL_PERMISSIONS = [p.value for p in Permission]
CODEC = "test/1"


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        if item.get_closest_marker("postgres") is not None:
            item.add_marker(pytest.mark.django_db(transaction=True))


@pytest.fixture(autouse=True)
def _fresh_policy_caches() -> None:
    """Each test reads the environment's bounds and memory policy (and its part of the authority
    vocabulary) from the rows it made, not from what an earlier test cached."""
    limits.clear_cache()
    memory_policy.clear_cache()


@pytest.fixture(autouse=True)
def _plain_static_storage(settings: Any) -> None:
    """Production uses the hashed manifest, which needs collectstatic; tests render without it."""
    settings.STORAGES = {
        **settings.STORAGES,
        "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
    }


@dataclass
class Worker:
    """A sandbox worker: an API client holding one lease token."""

    client: APIClient
    token: str
    binding_id: str
    generation: int
    epoch: int

    def put_pending(
        self, body: bytes = b"state", key: str | None = None, codec: str = CODEC, **headers: str
    ) -> Any:
        return self.client.put(
            f"/api/v1/state/pending/{key or uuid.uuid4().hex}",
            data=body,
            content_type="application/octet-stream",
            HTTP_X_STATE_CODEC=codec,
            **headers,
        )

    def commit(
        self, state_ref: str, expected: int, run_id: str | None = None, status: str = "completed", **run: Any
    ) -> Any:
        return self.client.post(
            "/api/v1/state/commit",
            {
                "state_ref": state_ref,
                "expected_durable_revision": expected,
                "run_id": run_id or f"run-{uuid.uuid4().hex}",
                "run": {"status": status, **run},
            },
            format="json",
        )

    def head(self) -> Any:
        return self.client.get("/api/v1/state/head")

    def mark_uncertain(self, run_id: str, reason: str = "commit timed out", body: bytes = b"lost") -> Any:
        """A pending write whose commit never came: the run is marked uncertain naming it."""
        ref = self.put_pending(body).json()["state_ref"]
        return self.client.post(
            "/api/v1/state/uncertain", {"run_id": run_id, "reason": reason, "state_ref": ref}, format="json"
        )

    def write_and_commit(
        self, body: bytes = b"state", expected: int | None = None, run_id: str | None = None
    ) -> Any:
        if expected is None:
            current = self.head().json()["head"]
            expected = current["revision"] if current else 0
        ref = self.put_pending(body).json()["state_ref"]
        return self.commit(ref, expected, run_id)


def bearer(token: str) -> APIClient:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {token}")
    return client


def new_app_token(
    environment: str = "prod", organization_id: str = "org-1", permissions: list[str] | None = None
) -> str:
    """A new application token (every permission unless told), made through the service."""
    return app_token_create(
        name=f"t-{uuid.uuid4().hex[:12]}",
        environment=environment,
        organization_id=organization_id,
        permissions=permissions or ALL_PERMISSIONS,
        actor=Actor(kind="system", ref="tests"),
    ).token


@pytest.fixture
def make_app_client(db: None) -> Callable[..., APIClient]:
    def make(
        environment: str = "prod",
        organization_id: str = "org-1",
        permissions: list[str] | None = None,
    ) -> APIClient:
        return bearer(new_app_token(environment, organization_id, permissions))

    return make


@pytest.fixture
def app(make_app_client: Callable[..., APIClient]) -> APIClient:
    """The control plane: an application token with every permission, env prod, org org-1."""
    return make_app_client()


@pytest.fixture
def make_binding(app: APIClient) -> Callable[..., dict[str, Any]]:
    def make(client: APIClient | None = None, **overrides: Any) -> dict[str, Any]:
        body = {
            "environment": "prod",
            "harness": "deepagents",
            "adapter": "langgraph",
            "adapter_codec_version": CODEC,
            "agent_id": "agent-1",
            "subject": f"user-{uuid.uuid4().hex[:8]}@example.com",
            "organization_id": "org-1",
            **overrides,
        }
        response = (client or app).post("/api/v1/bindings", body, format="json")
        assert response.status_code == 201, response.content
        return dict(response.json())

    return make


@pytest.fixture
def make_worker(app: APIClient) -> Callable[..., Worker]:
    def make(binding_id: str, client: APIClient | None = None, ttl_seconds: int = 300) -> Worker:
        response = (client or app).post(
            f"/api/v1/bindings/{binding_id}/leases",
            {"sandbox_id": "sbx-1", "ttl_seconds": ttl_seconds},
            format="json",
        )
        assert response.status_code == 201, response.content
        body = response.json()
        return Worker(
            bearer(body["lease_token"]), body["lease_token"], binding_id, body["generation"], body["epoch"]
        )

    return make


@pytest.fixture
def binding(make_binding: Callable[..., dict[str, Any]]) -> dict[str, Any]:
    return make_binding()


@pytest.fixture
def worker(make_worker: Callable[..., Worker], binding: dict[str, Any]) -> Worker:
    return make_worker(binding["id"])


def assert_problem(response: Any, status: int, code: str) -> dict[str, Any]:
    assert response.status_code == status, (response.status_code, response.content[:500])
    assert response["Content-Type"].startswith("application/problem+json")
    body = dict(response.json())
    assert body["code"] == code, body
    assert {"type", "title", "status", "detail"} <= body.keys()
    return body


def binding_row(binding_id: str) -> Binding:
    return Binding.objects.get(pk=binding_id)


@pytest.fixture(scope="session")
def celery_worker_process(django_db_setup: None, django_db_blocker: Any) -> Any:
    """A real Celery worker process on Redis, pointed at the test database, for the session.

    Tests that use it must see committed data (the ``postgres`` marker gives them a
    transactional database), since the worker has its own connection.
    """
    import os
    import subprocess
    import sys
    from pathlib import Path

    import redis
    from django.conf import settings

    assert settings.CELERY_BROKER_URL, "a real broker is needed (CELERY_BROKER_URL)"
    assert not settings.CELERY_TASK_ALWAYS_EAGER
    redis.Redis.from_url(settings.CELERY_BROKER_URL).flushdb()
    with django_db_blocker.unblock():
        url = live_database_url()
    process = subprocess.Popen(
        [
            str(Path(sys.executable).with_name("celery")),
            "-A",
            "portal",
            "worker",
            "--pool",
            "solo",
            "--loglevel",
            "WARNING",
            "--without-heartbeat",
            "--without-gossip",
            "--without-mingle",
        ],
        cwd=Path(__file__).resolve().parents[1],
        # Tests change policies between requests; the worker must not serve a cached one.
        env={**os.environ, "DATABASE_URL": url, "STATECORE_POLICY_CACHE_SECONDS": "0"},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    _wait_until_the_worker_answers(process)
    yield process
    process.terminate()
    process.wait(timeout=20)


@pytest.fixture(autouse=True)
def _celery_worker_idle_at_teardown(request: pytest.FixtureRequest) -> Any:
    """A test that left work with the session's Celery worker (a write answered ``pending``)
    waits, before its database is flushed, until the worker has finished it: a task still
    writing while ``TRUNCATE`` runs deadlocks the flush (seen in CI) or leaks rows into the next
    test. Tests that do not use the worker pay nothing."""
    if "celery_worker_process" not in request.fixturenames:
        yield
        return
    # requested here, so the flush in its teardown runs after the wait below
    request.getfixturevalue("_django_db_helper")
    yield
    _wait_until_the_worker_is_idle()


def _wait_until_the_worker_is_idle(seconds: float = 60) -> None:
    """Block until the broker holds no message, queued or delivered and not yet acknowledged.

    Tasks acknowledge late (``CELERY_TASK_ACKS_LATE``): a task being run keeps its message in the
    Redis transport's ``unacked`` hash until it returns, and a task it enqueues is in a queue's
    list before that. Two idle looks in a row cover the instant between a worker's pop and its
    bookkeeping."""
    import time

    import redis
    from django.conf import settings

    assert settings.CELERY_BROKER_URL
    client = redis.Redis.from_url(settings.CELERY_BROKER_URL)
    deadline = time.monotonic() + seconds
    idle_looks = 0
    while idle_looks < 2:
        busy = client.hlen("unacked") > 0 or any(
            client.llen(key) > 0 for key in client.scan_iter(_type="list")
        )
        idle_looks = 0 if busy else idle_looks + 1
        if time.monotonic() > deadline:
            pytest.fail(f"the Celery worker still had work after {seconds:.0f} s")
        time.sleep(0.02)


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on now, for a server a test starts."""
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def live_database_url() -> str:
    """The test database as a URL, for server and worker processes started by a test."""
    db = connection.settings_dict
    return "postgres://{}@{}:{}/{}".format(
        db["USER"] or "root", db["HOST"] or "127.0.0.1", db["PORT"] or 5432, db["NAME"]
    )


def _wait_until_the_worker_answers(process: Any, seconds: float = 180) -> None:
    """Block until the worker answers a broadcast ping. Its start (imports, scanner models) takes
    seconds, and far longer on a loaded machine: a test's ``Prefer: wait=10`` must not be spent
    waiting for a worker that is still starting."""
    import time

    from portal.celery import app as celery_app

    deadline = time.monotonic() + seconds
    while not celery_app.control.ping(timeout=1.0):
        if process.poll() is not None:
            pytest.fail(f"the Celery worker exited with {process.returncode} before answering a ping")
        if time.monotonic() > deadline:
            pytest.fail(f"the Celery worker did not answer a ping within {seconds:.0f} s")


def race(n: int, action: Callable[[int], Any]) -> list[Any]:
    """Run ``action(i)`` in n real threads (each with its own database connection), released
    together by a barrier so they race inside the transaction, not before it."""
    import threading
    from concurrent.futures import ThreadPoolExecutor

    from django.db import connection

    barrier = threading.Barrier(n)

    def run(i: int) -> Any:
        try:
            barrier.wait(timeout=30)
            return action(i)
        finally:
            connection.close()

    with ThreadPoolExecutor(max_workers=n) as pool:
        return list(pool.map(run, range(n)))
