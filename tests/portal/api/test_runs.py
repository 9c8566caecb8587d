"""Harness runs (CONTRACT 3a) through a real gunicorn server and real sandbox worker processes.

The workers here are ``tests/statecore/harness/scripted_worker.py``: real commits through the
state API, with the failures the control plane must settle (a worker dying before or after its
first message, one that claims a commit it never made, one that breaks the protocol) on demand.
The reference worker's own runs are in ``tests/statecore/harness/``.
"""

from __future__ import annotations

import contextlib
import json
import threading
import time
import uuid
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from statecore.models import AuditEvent, Binding, HarnessRun, Run
from tests.conftest import CODEC, new_app_token
from tests.servers import ROOT, Server, gunicorn_server

pytestmark = pytest.mark.postgres

WORKER_ENV = {
    "STATECORE_SANDBOX_WORKER_MODULE": "tests.statecore.harness.scripted_worker",
    "PYTHONPATH": str(ROOT),
    "STATECORE_RUN_HEARTBEAT_SECONDS": "1",
    "STATECORE_RUN_STALE_SECONDS": "3",
    "GUNICORN_WORKERS": "1",
}


@pytest.fixture
def server() -> Iterator[Server]:
    with gunicorn_server(workers=1, env=WORKER_ENV) as srv:
        yield srv


class Api:
    def __init__(self, server: Server, token: str) -> None:
        self.http = httpx.Client(
            base_url=server.url, headers={"Authorization": f"Bearer {token}"}, timeout=60
        )

    def binding(self, harness: str = "deepagents") -> str:
        body = {
            "environment": "prod",
            "harness": harness,
            "adapter": "langgraph",
            "adapter_codec_version": CODEC,
            "agent_id": "agent-1",
            "subject": f"user-{uuid.uuid4().hex[:8]}@example.com",
            "organization_id": "org-1",
        }
        response = self.http.post("/api/v1/bindings", json=body)
        assert response.status_code == 201, response.text
        return str(response.json()["id"])

    def run(self, binding_id: str, text: str, **headers: str) -> httpx.Response:
        body = {"input": {"messages": [{"role": "user", "content": text}]}}
        return self.http.post(f"/api/v1/bindings/{binding_id}/runs", json=body, headers=headers)

    def resume(self, binding_id: str, value: Any) -> httpx.Response:
        return self.http.post(f"/api/v1/bindings/{binding_id}/runs", json={"resume": value})

    def stream(self, binding_id: str, text: str) -> list[tuple[str, dict[str, Any]]]:
        body = {"input": {"messages": [{"role": "user", "content": text}]}}
        with self.http.stream(
            "POST", f"/api/v1/bindings/{binding_id}/runs", json=body, headers={"Accept": "text/event-stream"}
        ) as response:
            assert response.status_code == 200
            assert response.headers["content-type"].startswith("text/event-stream")
            return parse_sse(response.iter_lines())

    def get_run(self, run_id: str) -> dict[str, Any]:
        response = self.http.get(f"/api/v1/runs/{run_id}")
        assert response.status_code == 200, response.text
        return dict(response.json())

    def head(self, binding_id: str) -> dict[str, Any] | None:
        head = self.http.get(f"/api/v1/bindings/{binding_id}").json()["head"]
        return dict(head) if head else None


def parse_sse(lines: Iterator[str]) -> list[tuple[str, dict[str, Any]]]:
    events, name = [], ""
    for line in lines:
        if line.startswith("event: "):
            name = line[7:]
        elif line.startswith("data: "):
            events.append((name, json.loads(line[6:])))
    return events


@pytest.fixture
def api(server: Server) -> Api:
    return Api(server, new_app_token())


def problem(response: httpx.Response, status: int, code: str) -> dict[str, Any]:
    assert response.status_code == status, (response.status_code, response.text[:300])
    assert response.headers["content-type"].startswith("application/problem+json")
    body = dict(response.json())
    assert body["code"] == code
    return body


def wait_status(api: Api, run_id: str, *statuses: str, timeout: float = 30) -> dict[str, Any]:
    deadline = time.monotonic() + timeout
    while True:
        run = api.get_run(run_id)
        if run["status"] in statuses or time.monotonic() > deadline:
            return run
        time.sleep(0.2)


def test_a_run_returns_its_messages_and_the_head_it_committed(api: Api) -> None:
    binding = api.binding()
    first = api.run(binding, "hello")
    assert first.status_code == 200, first.text
    body = first.json()
    assert body["status"] == "completed"
    assert body["output"] == {"messages": [{"role": "assistant", "content": "echo: hello"}]}
    assert body["head"]["revision"] == 1
    assert body["head"]["run_id"] == body["run_id"]
    assert api.get_run(body["run_id"])["status"] == "completed"
    second = api.run(binding, "again").json()
    assert second["head"]["revision"] == 2
    assert second["run_id"] != body["run_id"]
    assert api.head(binding)["run_id"] == second["run_id"]  # type: ignore[index]


def test_the_event_stream_is_run_then_messages_then_end(api: Api) -> None:
    binding = api.binding()
    events = api.stream(binding, "streamed")
    assert [name for name, _ in events] == ["run", "message", "end"]
    run_id = events[0][1]["run_id"]
    assert events[0][1] == {"run_id": run_id, "status": "running"}
    assert events[1][1] == {"role": "assistant", "content": "echo: streamed"}
    assert events[2][1]["status"] == "completed"
    assert events[2][1]["head"]["revision"] == 1


def test_an_interrupted_run_is_resumed_once(api: Api) -> None:
    binding = api.binding()
    problem(api.resume(binding, {"approved": True}), 409, "run_not_interrupted")  # no run yet
    events = api.stream(binding, "interrupt: ask first")
    assert [name for name, _ in events] == ["run", "message", "interrupt", "end"]
    run_id = events[0][1]["run_id"]
    assert events[2][1] == {"run_id": run_id, "interrupt": {"kind": "approval", "tool": "echo"}}
    assert events[3][1]["status"] == "interrupted"
    assert api.get_run(run_id)["interrupt"] == {"kind": "approval", "tool": "echo"}
    resumed = api.resume(binding, {"approved": True})
    assert resumed.status_code == 200, resumed.text
    assert resumed.json()["status"] == "completed"
    assert resumed.json()["head"]["revision"] == 2
    problem(api.resume(binding, {"approved": True}), 409, "run_not_interrupted")


def test_one_run_at_a_time_per_binding(api: Api) -> None:
    binding = api.binding()
    results: list[httpx.Response] = []
    holder = threading.Thread(target=lambda: results.append(api.run(binding, "hold: a while")))
    holder.start()
    deadline = time.monotonic() + 10
    while not HarnessRun.objects.filter(binding_id=binding, status="running").exists():
        assert time.monotonic() < deadline
        time.sleep(0.05)
    refused = api.run(binding, "second")
    problem(refused, 409, "run_in_progress")
    assert int(refused.headers["Retry-After"]) >= 1
    problem(api.resume(binding, {"approved": True}), 409, "run_in_progress")
    holder.join(30)
    assert results[0].json()["status"] == "completed"
    assert api.run(binding, "third").json()["head"]["revision"] == 2  # another binding's runs are not held


def test_a_worker_lost_before_any_message_fails_the_run_and_keeps_the_head(api: Api) -> None:
    binding = api.binding()
    assert api.run(binding, "first").json()["head"]["revision"] == 1
    failed = api.run(binding, "die-before: now").json()
    assert failed["status"] == "failed"
    assert failed["reason"] == "worker_lost"
    assert failed["output"] == {"messages": []}
    assert failed["head"]["revision"] == 1
    assert api.get_run(failed["run_id"])["status"] == "failed"
    assert api.run(binding, "next").json()["head"]["revision"] == 2


def test_a_worker_lost_after_a_message_makes_the_run_uncertain_and_fenced(api: Api) -> None:
    binding = api.binding()
    api.run(binding, "first")
    events = api.stream(binding, "die-after: output first")
    assert [name for name, _ in events] == ["run", "message", "end"]
    run_id = events[0][1]["run_id"]
    assert events[2][1]["status"] == "uncertain_durability"
    assert events[2][1]["head"]["revision"] == 1  # the previous head stays
    run = api.get_run(run_id)
    assert run["status"] == "uncertain_durability"
    assert run["fenced"] is True
    reconciled = api.http.post(
        f"/api/v1/runs/{run_id}/reconcile", json={"decision": "keep_previous", "idempotency_key": "k1"}
    )
    assert reconciled.status_code == 200, reconciled.text
    assert api.get_run(run_id)["status"] == "reconciled"
    assert api.run(binding, "after").json()["head"]["revision"] == 2  # the next run starts from the head


def test_a_worker_that_claims_a_commit_it_never_made_is_not_believed(api: Api) -> None:
    binding = api.binding()
    body = api.run(binding, "lie: it is done").json()
    assert body["status"] == "uncertain_durability"
    assert body["head"] is None


def test_a_worker_that_breaks_the_protocol_is_discarded(api: Api) -> None:
    binding = api.binding()
    body = api.run(binding, "garbage: out").json()
    assert body["status"] == "failed"
    assert body["reason"] == "worker_lost"
    assert api.run(binding, "fine").json()["status"] == "completed"


def test_the_same_idempotency_key_returns_the_same_run(api: Api) -> None:
    binding = api.binding()
    first = api.run(binding, "once", **{"Idempotency-Key": "turn-1"}).json()
    again = api.run(binding, "once", **{"Idempotency-Key": "turn-1"}).json()
    assert again["run_id"] == first["run_id"]
    assert again["output"] == first["output"]
    assert HarnessRun.objects.filter(binding_id=binding).count() == 1
    assert Binding.objects.get(pk=binding).head_revision == 1
    problem(api.run(binding, "other", **{"Idempotency-Key": "turn-1"}), 409, "idempotency_conflict")
    problem(api.run(binding, "x", **{"Idempotency-Key": "bad key!"}), 400, "invalid_request")


def test_a_client_that_disconnects_does_not_stop_the_run(api: Api) -> None:
    binding = api.binding()
    body = {"input": {"messages": [{"role": "user", "content": "hold: then answer"}]}}
    with api.http.stream(
        "POST", f"/api/v1/bindings/{binding}/runs", json=body, headers={"Accept": "text/event-stream"}
    ) as response:
        first = next(parse_sse_iter(response.iter_lines()))
    run_id = first[1]["run_id"]
    api.http.close()
    other = Api.__new__(Api)
    other.http = httpx.Client(base_url=str(api.http.base_url), headers=dict(api.http.headers), timeout=30)
    assert wait_status(other, run_id, "completed")["status"] == "completed"
    assert Binding.objects.get(pk=binding).head_revision == 1


def parse_sse_iter(lines: Iterator[str]) -> Iterator[tuple[str, dict[str, Any]]]:
    name = ""
    for line in lines:
        if line.startswith("event: "):
            name = line[7:]
        elif line.startswith("data: "):
            yield name, json.loads(line[6:])


STALE = 10  # seconds


def test_a_run_whose_control_plane_died_is_settled_by_the_next_one(api: Api, server: Server) -> None:
    binding = api.binding()
    token = api.http.headers["Authorization"].split()[1]
    holder = threading.Thread(target=lambda: _swallow(lambda: api.run(binding, "hold: forever")))
    holder.start()
    deadline = time.monotonic() + 10
    while not HarnessRun.objects.filter(binding_id=binding, status="running").exists():
        assert time.monotonic() < deadline
        time.sleep(0.05)
    server.kill()  # SIGKILL of the control plane mid-run (its worker is in its own session)
    killed = time.monotonic()
    holder.join(10)
    # the next control plane's stale window is wide enough for its own start on a loaded machine
    with gunicorn_server(workers=1, env={**WORKER_ENV, "STATECORE_RUN_STALE_SECONDS": str(STALE)}) as again:
        fresh = Api(again, token)
        problem(fresh.run(binding, "too soon"), 409, "run_in_progress")  # still within the stale window
        time.sleep(max(0.0, killed + STALE + 0.5 - time.monotonic()))
        after = fresh.run(binding, "after the crash")
        assert after.status_code == 200, after.text
        assert after.json()["head"]["revision"] == 1
    lost = HarnessRun.objects.exclude(run_id=after.json()["run_id"]).get(binding_id=binding)
    assert (lost.status, lost.reason) == ("failed", "control_plane_lost")
    assert not Run.objects.filter(run_id=lost.run_id).exists()


def _swallow(call: Any) -> None:
    with contextlib.suppress(httpx.HTTPError):
        call()


def test_refusals(api: Api, server: Server) -> None:
    binding = api.binding()
    url = f"/api/v1/bindings/{binding}/runs"
    ok = {"input": {"messages": [{"role": "user", "content": "hi"}]}}
    problem(httpx.post(server.url + url, json=ok), 401, "unauthenticated")
    reader = httpx.Client(
        base_url=server.url,
        headers={"Authorization": f"Bearer {new_app_token(permissions=['bindings:manage'])}"},
    )
    problem(reader.post(url, json=ok), 403, "forbidden")
    other_env = httpx.Client(
        base_url=server.url, headers={"Authorization": f"Bearer {new_app_token(environment='staging')}"}
    )
    problem(other_env.post(url, json=ok), 404, "not_found")
    problem(api.http.post(f"/api/v1/bindings/{uuid.uuid4()}/runs", json=ok), 404, "not_found")
    problem(api.run(api.binding(harness="other-harness"), "hi"), 400, "invalid_request")
    for bad in (
        {},
        {"input": {"messages": []}},
        {"input": {"messages": [{"role": "assistant", "content": "x"}]}},
        {"input": {"messages": [{"role": "user", "content": "  "}]}},
        {"input": {"messages": [{"role": "user", "content": "x", "name": "y"}]}},
        {**ok, "resume": True},
        {**ok, "binding_id": binding},
        [ok],
    ):
        problem(api.http.post(url, json=bad), 400, "invalid_request")
    problem(
        api.http.post(url, content=b"{not json", headers={"Content-Type": "application/json"}),
        400,
        "invalid_request",
    )
    assert not HarnessRun.objects.filter(binding_id=binding).exists()  # nothing started, nothing half-written


def test_runs_are_audited_without_content(api: Api) -> None:
    binding = api.binding()
    run_id = api.run(binding, "secret-canary-9f3a").json()["run_id"]
    events = AuditEvent.objects.filter(run_id=run_id).values_list("action", "outcome", "data")
    actions = {(a, o) for a, o, _ in events}
    assert {("run.start", "started"), ("run.end", "completed")} <= actions
    assert "secret-canary-9f3a" not in repr(list(events))


def test_the_portal_lists_runs_without_their_messages(api: Api, admin_client: Any) -> None:
    binding = api.binding()
    run_id = api.run(binding, "portal-canary-51c7").json()["run_id"]
    listing = admin_client.get("/admin/statecore/harnessrun/")
    assert listing.status_code == 200
    assert run_id.encode() in listing.content
    hr = HarnessRun.objects.get(run_id=run_id)
    detail = admin_client.get(f"/admin/statecore/harnessrun/{hr.pk}/change/")
    assert detail.status_code == 200
    for page in (listing, detail):
        assert b"portal-canary-51c7" not in page.content


def test_a_running_run_is_among_the_binding_s_open_runs(api: Api) -> None:
    binding = api.binding()
    holder = threading.Thread(target=lambda: api.run(binding, "hold: a while"))
    holder.start()
    deadline = time.monotonic() + 10
    while not HarnessRun.objects.filter(binding_id=binding, status="running").exists():
        assert time.monotonic() < deadline
        time.sleep(0.05)
    open_runs = api.http.get(f"/api/v1/bindings/{binding}").json()["open_runs"]
    assert [r["status"] for r in open_runs] == ["running"]
    holder.join(30)
    assert api.http.get(f"/api/v1/bindings/{binding}").json()["open_runs"] == []
