"""Conformance 1: completed and interrupted thread restore after worker / control-plane failure.

A real gunicorn server on the PostgreSQL test database is SIGKILLed (the whole process group:
master and workers, no shutdown hooks) in the middle of a write/commit loop, then started
again. Restore reads ``GET /state/head`` and nothing else; the head must be the last committed
state (the acknowledged one, or the one in flight if its transaction committed before the
kill), never a pending write.
"""

from __future__ import annotations

import os
import random
import threading
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import pytest

from statecore.models import NativeState
from tests.conftest import new_app_token
from tests.servers import Server, create_binding, gunicorn_server, issue_lease

pytestmark = [pytest.mark.postgres, pytest.mark.slow]

ROOT = Path(__file__).resolve().parents[2]
CODEC = "crash/1"


@pytest.fixture
def server(transactional_db: None) -> Iterator[Server]:
    with gunicorn_server() as srv:
        yield srv


@pytest.fixture
def control(server: Server) -> httpx.Client:
    token = new_app_token()
    return httpx.Client(base_url=server.url, headers={"Authorization": f"Bearer {token}"}, timeout=10)


def _lease(control: httpx.Client, binding_id: str) -> httpx.Client:
    token = issue_lease(control, binding_id)["lease_token"]
    return httpx.Client(
        base_url=str(control.base_url), timeout=10, headers={"Authorization": f"Bearer {token}"}
    )


def _binding(control: httpx.Client) -> str:
    return create_binding(control, CODEC)


@dataclass
class CommitLoop:
    worker: httpx.Client
    acked: list[dict[str, Any]] = field(default_factory=list)
    bodies: dict[str, bytes] = field(default_factory=dict)
    in_flight: str | None = None

    def run(self, stop: threading.Event) -> None:
        revision = self.acked[-1]["revision"] if self.acked else 0
        while not stop.is_set():
            body = os.urandom(512)
            try:
                w = self.worker.put(
                    f"/api/v1/state/pending/{uuid.uuid4().hex}",
                    content=body,
                    headers={"X-State-Codec": CODEC},
                )
                ref = w.json()["state_ref"]
                self.bodies[ref] = body
                self.in_flight = ref
                c = self.worker.post(
                    "/api/v1/state/commit",
                    json={
                        "state_ref": ref,
                        "expected_durable_revision": revision,
                        "run_id": uuid.uuid4().hex,
                        "run": {"status": "completed"},
                    },
                )
                assert c.status_code == 200, c.text
            except (httpx.HTTPError, ValueError, KeyError):
                return  # the server died under us
            head = c.json()["head"]
            self.acked.append(head)
            self.in_flight = None
            revision = head["revision"]


def test_conformance_1_restore_after_control_plane_sigkill_mid_commit_loop(
    server: Server, control: httpx.Client
) -> None:
    binding_id = _binding(control)
    loop = CommitLoop(worker=_lease(control, binding_id))
    rng = random.Random(7)
    for _ in range(3):
        stop = threading.Event()
        thread = threading.Thread(target=loop.run, args=(stop,))
        thread.start()
        time.sleep(rng.uniform(0.4, 1.2))
        server.kill()
        stop.set()
        thread.join(timeout=30)
        server.start()
        head = loop.worker.get("/api/v1/state/head").json()["head"]
        last = loop.acked[-1]
        if head["revision"] == last["revision"]:
            assert head == last
        else:
            # The in-flight commit's transaction committed before the kill; its response was lost.
            assert head["revision"] == last["revision"] + 1
            assert head["state_ref"] == loop.in_flight
            loop.acked.append(head)
        assert (
            loop.worker.get(f"/api/v1/state/native/{head['state_ref']}").content
            == loop.bodies[head["state_ref"]]
        )
        assert NativeState.objects.get(pk=head["state_ref"]).status == "durable"
    assert len(loop.acked) >= 3
    revisions = sorted(
        NativeState.objects.filter(binding_id=binding_id, status="durable").values_list("revision", flat=True)
    )
    assert revisions == list(range(1, revisions[-1] + 1))


def test_conformance_1_worker_crash_between_write_and_commit(server: Server, control: httpx.Client) -> None:
    binding_id = _binding(control)
    worker = _lease(control, binding_id)
    ref = worker.put(
        "/api/v1/state/pending/k1", content=b"committed", headers={"X-State-Codec": CODEC}
    ).json()
    head = worker.post(
        "/api/v1/state/commit",
        json={
            "state_ref": ref["state_ref"],
            "expected_durable_revision": 0,
            "run_id": "run-1",
            "run": {"status": "completed"},
        },
    ).json()["head"]
    orphan = worker.put(
        "/api/v1/state/pending/k2", content=b"never committed", headers={"X-State-Codec": CODEC}
    ).json()["state_ref"]
    # The pod dies here. The control plane gives the binding to a new pod.
    replacement = _lease(control, binding_id)
    assert replacement.get("/api/v1/state/head").json()["head"] == head
    assert replacement.get(f"/api/v1/state/native/{orphan}").status_code == 404
    r = replacement.post(
        "/api/v1/state/commit",
        json={
            "state_ref": orphan,
            "expected_durable_revision": 1,
            "run_id": "run-2",
            "run": {"status": "completed"},
        },
    )
    assert r.json()["code"] == "not_found"
    # The zombie pod wakes up and tries to finish: fenced, nothing changes.
    r = worker.post(
        "/api/v1/state/commit",
        json={
            "state_ref": orphan,
            "expected_durable_revision": 1,
            "run_id": "run-2",
            "run": {"status": "completed"},
        },
    )
    assert r.json()["code"] == "lease_fenced"
    assert replacement.get("/api/v1/state/head").json()["head"] == head


def test_conformance_1_interrupted_run_restores_after_restart(server: Server, control: httpx.Client) -> None:
    binding_id = _binding(control)
    worker = _lease(control, binding_id)
    ref = worker.put(
        "/api/v1/state/pending/i1", content=b"waiting for approval", headers={"X-State-Codec": CODEC}
    ).json()["state_ref"]
    interrupt = {"kind": "human_approval", "tool_call_id": "call-1"}
    head = worker.post(
        "/api/v1/state/commit",
        json={
            "state_ref": ref,
            "expected_durable_revision": 0,
            "run_id": "run-int",
            "run": {"status": "interrupted", "interrupt": interrupt},
        },
    ).json()["head"]
    server.kill()
    server.start()
    resumed = _lease(control, binding_id)
    assert resumed.get("/api/v1/state/head").json()["head"] == head
    assert resumed.get(f"/api/v1/state/native/{ref}").content == b"waiting for approval"
    run = control.get("/api/v1/runs/run-int").json()
    assert run["status"] == "interrupted"
    assert run["interrupt"] == interrupt
