"""Conformance 1, 3 and 8 through the reference harness: the run API on a real gunicorn server,
the reference worker (``python -m statecore.harness.worker``, model ``conformance``) in real
sandbox processes, a real Celery worker for the memory scans, and for the trace the real
collector (rotel with the shipped processors) in front of a local OTLP sink.
"""

from __future__ import annotations

import os
import secrets
import shutil
import signal
import tempfile
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.collector_config.conftest import load
from tests.conftest import CODEC, live_database_url, new_app_token
from tests.servers import Server, celery_worker, entry_point_server, gunicorn_server
from tests.telemetry.otlp_sink import OtlpSink, SinkSpan, Tree, otlp_sink

pytestmark = [pytest.mark.postgres, pytest.mark.slow]

rotel_harness = load("canary/harness.py", "statecore_canary_harness")

BROKER = "redis://127.0.0.1:6379/9"  # this module's own: the suite's shared worker never takes its tasks
RUN_ENV = {
    "STATECORE_HARNESS_MODEL": "conformance",
    "STATECORE_RUN_HEARTBEAT_SECONDS": "1",
    "STATECORE_RUN_STALE_SECONDS": "3",
    "CELERY_BROKER_URL": BROKER,
}


def worker_pids(server: Server) -> list[int]:
    """The reference workers the server's processes started (children of its gunicorn workers)."""
    assert server.process is not None
    parents = {server.process.pid} | set(_children(server.process.pid))
    return [pid for parent in parents for pid in _children(parent) if _is_worker(pid)]


def _children(pid: int) -> list[int]:
    out = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
            out.append(int(entry.name))
    return out


def _is_worker(pid: int) -> bool:
    try:
        return b"statecore.harness.worker" in Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return False


class Api:
    def __init__(self, url: str, token: str) -> None:
        self.token = token
        self.http = httpx.Client(base_url=url, headers={"Authorization": f"Bearer {token}"}, timeout=90)

    def binding(self) -> str:
        body = {
            "environment": "prod",
            "harness": "deepagents",
            "adapter": "langgraph",
            "adapter_codec_version": CODEC,
            "agent_id": "agent-1",
            "subject": f"user-{secrets.token_hex(4)}@example.com",
            "organization_id": "org-1",
        }
        response = self.http.post("/api/v1/bindings", json=body)
        assert response.status_code == 201, response.text
        return str(response.json()["id"])

    def run(self, binding: str, text: str, **headers: str) -> dict[str, Any]:
        body = {"input": {"messages": [{"role": "user", "content": text}]}}
        response = self.http.post(f"/api/v1/bindings/{binding}/runs", json=body, headers=headers)
        assert response.status_code == 200, response.text
        return dict(response.json())

    def resume(self, binding: str, value: Any) -> dict[str, Any]:
        response = self.http.post(f"/api/v1/bindings/{binding}/runs", json={"resume": value})
        assert response.status_code == 200, response.text
        return dict(response.json())

    def run_status(self, run_id: str) -> str:
        return str(self.http.get(f"/api/v1/runs/{run_id}").json()["status"])


def replies(result: dict[str, Any]) -> list[str]:
    return [m["content"] for m in result["output"]["messages"]]


@contextmanager
def stack(
    extra_env: dict[str, str] | None = None,
    *,
    tracing: OtlpSink | None = None,
    entry: str = "gunicorn-config",
) -> Iterator[Server]:
    """The server (one worker process: warm sandboxes are per process) and a Celery worker.
    ``entry``: the project's gunicorn config (tests.servers.gunicorn_server), or an entry point of
    tests.servers.ENTRY_POINTS started as its documentation shows (``gunicorn`` without the
    project's config, ``uvicorn``)."""
    env = {**RUN_ENV, **(extra_env or {})}
    with ExitStack() as exits:
        if tracing is not None:
            rotel = rotel_harness.start_rotel(
                tracing.endpoint, [rotel_harness.PROCESSOR, rotel_harness.TRIPWIRE]
            )
            exits.callback(rotel.stop)
            env |= {
                "OTEL_EXPORTER_OTLP_ENDPOINT": rotel.http_endpoint,
                "OTEL_EXPORTER_OTLP_PROTOCOL": "http/protobuf",
                "OTEL_BSP_SCHEDULE_DELAY": "100",
            }
        celery = celery_worker(BROKER, pool="solo", env=env)
        celery.start()
        exits.callback(celery.stop)
        if entry == "gunicorn-config":
            yield exits.enter_context(gunicorn_server(workers=1, env=env))
            return
        workdir = Path(tempfile.mkdtemp(prefix="statecore-conformance-"))
        exits.callback(shutil.rmtree, workdir, True)
        full_env = {**os.environ, "DATABASE_URL": live_database_url(), **env}
        # gunicorn's default sync workers serve one request each: the run's request holds one while
        # the sandbox worker calls the API back, so a second process must be there to answer it
        workers = 2 if entry == "gunicorn" else 1
        served = exits.enter_context(
            entry_point_server(entry, full_env, workdir / "server.log", workers=workers)
        )
        yield Server(port=int(served.url.rsplit(":", 1)[1]), env=full_env, process=served.process)


@pytest.fixture
def harness() -> Iterator[tuple[Server, Api]]:
    with stack() as server:
        yield server, Api(server.url, new_app_token())


# --- conformance 1 ------------------------------------------------------------------------------


def test_conformance_1_a_completed_run_survives_sigkill_of_its_worker(harness: tuple[Server, Api]) -> None:
    server, api = harness
    binding = api.binding()
    assert replies(api.run(binding, "hello")) == ["turn 1: hello"]
    pids = worker_pids(server)
    assert pids, "the warm sandbox of the binding is a separate OS process"
    for pid in pids:
        os.kill(pid, signal.SIGKILL)
    second = api.run(binding, "again")
    assert replies(second) == ["turn 2: again"]  # restored from the durable head by a new worker
    assert second["head"]["revision"] == 2


def test_conformance_1_an_interrupted_run_survives_sigkill_of_its_worker(harness: tuple[Server, Api]) -> None:
    server, api = harness
    binding = api.binding()
    asked = api.run(binding, "approve: ship it")
    assert asked["status"] == "interrupted"
    assert asked["interrupt"] is not None
    for pid in worker_pids(server):
        os.kill(pid, signal.SIGKILL)
    done = api.resume(binding, {"approved": True})
    assert done["status"] == "completed"
    assert replies(done) == ["turn 1: ship it"]


def test_conformance_1_completed_and_interrupted_runs_survive_sigkill_of_the_control_plane() -> None:
    token = new_app_token()
    with stack() as server:
        api = Api(server.url, token)
        done, waiting = api.binding(), api.binding()
        assert replies(api.run(done, "one")) == ["turn 1: one"]
        assert api.run(waiting, "approve: two")["status"] == "interrupted"
        server.kill()  # SIGKILL of every server process at once
    with stack() as again:
        api = Api(again.url, token)
        assert replies(api.run(done, "three")) == ["turn 2: three"]
        resumed = api.resume(waiting, {"approved": True})
        assert resumed["status"] == "completed"
        assert replies(resumed) == ["turn 1: two"]


# --- conformance 3 ------------------------------------------------------------------------------


def test_conformance_3_a_worker_killed_after_output_before_commit_is_uncertain_and_reconciled(
    harness: tuple[Server, Api],
) -> None:
    _, api = harness
    binding = api.binding()
    first = api.run(binding, "hello")
    crashed = api.run(binding, "crash: mid-turn")
    assert crashed["status"] == "uncertain_durability"
    assert crashed["fenced"] is True
    assert len(crashed["output"]["messages"]) == 1  # the client saw output before the crash
    assert crashed["head"] == first["head"]  # the previous head stays
    reconcile = api.http.post(
        f"/api/v1/runs/{crashed['run_id']}/reconcile",
        json={"decision": "keep_previous", "idempotency_key": "rec-1"},
    )
    assert reconcile.status_code == 200, reconcile.text
    assert api.run_status(crashed["run_id"]) == "reconciled"
    after = api.run(binding, "after")
    assert replies(after) == ["turn 2: after"]  # the crashed turn was not replayed
    assert after["head"]["revision"] == 2


def test_conformance_3_no_tool_executes_twice() -> None:
    """Each run's trace holds exactly the tool calls of its own turn: the interrupted run stops
    before its tool, the resume runs it once, and a run after a crash does not replay the
    crashed run's tool."""
    with otlp_sink() as sink, stack(tracing=sink) as server:
        api = Api(server.url, new_app_token())
        binding = api.binding()
        traces: dict[str, tuple[str, str]] = {}
        for _label, call in (
            ("ask", lambda: api.run(binding, "approve: once", traceparent=_traceparent(traces, "ask"))),
            ("resume", lambda: _resume_traced(api, binding, traces)),
            ("crash", lambda: api.run(binding, "crash: boom", traceparent=_traceparent(traces, "crash"))),
            ("after", lambda: api.run(binding, "after", traceparent=_traceparent(traces, "after"))),
        ):
            call()
        counts = {}
        for label in ("ask", "resume", "after"):
            spans = sink.wait_for(traces[label][0], ["harness.run", "thread_state.commit"])
            counts[label] = sum(
                1
                for s in spans
                if s.name == "tool.invoke" and s.attributes.get("statecore.operation") == "echo"
            )
        assert counts == {"ask": 0, "resume": 1, "after": 1}  # the echo tool of each turn, once


def _traceparent(traces: dict[str, tuple[str, str]], label: str) -> str:
    trace_id, span_id = secrets.token_hex(16), secrets.token_hex(8)
    traces[label] = (trace_id, span_id)
    return f"00-{trace_id}-{span_id}-01"


def _resume_traced(api: Api, binding: str, traces: dict[str, tuple[str, str]]) -> dict[str, Any]:
    response = api.http.post(
        f"/api/v1/bindings/{binding}/runs",
        json={"resume": {"approved": True}},
        headers={"traceparent": _traceparent(traces, "resume")},
    )
    assert response.status_code == 200, response.text
    return dict(response.json())


# --- conformance 8 ------------------------------------------------------------------------------

CONTROL_PLANE_CHILDREN = (
    "authn",
    "authz.agent",
    "session.binding",
    "sandbox.claim_or_reuse",
    "harness.run",
    "stream.validate_and_encode",
)
UNDER_RUN = (
    "provider.invoke",
    "thread_state.load",
    "thread_state.write",
    "thread_state.commit",
    "memory.read",
    "memory.write",
    "tool.invoke",
    "subagent.run",
)


def _whole_trace(sink: OtlpSink, trace_id: str, caller: str, seconds: float = 30) -> list[SinkSpan]:
    """The trace once every required span has arrived and none waits for its parent: each
    process exports in its own batches, and a server's root span ends after the last byte it
    sends (under uvicorn, after the client has already read the response)."""
    wanted = {"harness.request", "sandbox.worker.bind", *CONTROL_PLANE_CHILDREN, *UNDER_RUN}
    wanted.add("messaging.process")
    deadline = time.monotonic() + seconds
    while True:
        spans = sink.trace(trace_id)
        complete = wanted <= {s.name for s in spans} and not Tree(spans).orphans(caller)
        if complete or time.monotonic() > deadline:
            return spans
        time.sleep(0.1)


@pytest.mark.parametrize("entry", ["gunicorn-config", "gunicorn", "uvicorn"])
def test_conformance_8_one_causal_trace_through_the_real_collector(entry: str) -> None:
    """Under the project's gunicorn config, plain ``gunicorn portal.wsgi:application`` and
    ``uvicorn portal.asgi:application``: tracing follows the application, not a config file."""
    canary = "canary-" + secrets.token_hex(12)
    with otlp_sink() as sink, stack(tracing=sink, entry=entry) as server:
        api = Api(server.url, new_app_token())
        binding = api.binding()
        api.run(binding, "hello")  # a thread's first run commits all in one; later runs write, then commit
        trace_id, caller = secrets.token_hex(16), secrets.token_hex(8)
        result = api.run(
            binding, f"remember: my locker code is {canary}", traceparent=f"00-{trace_id}-{caller}-01"
        )
        assert result["status"] == "completed"
        spans = _whole_trace(sink, trace_id, caller)
        tree = Tree(spans)
        assert {s.trace_id for s in spans} == {trace_id}
        assert tree.orphans(caller) == [], [(s.name, s.service) for s in tree.orphans(caller)]
        root = tree.one("harness.request")
        assert root.parent_span_id == caller  # the trusted caller's span is its parent
        for name in CONTROL_PLANE_CHILDREN:
            assert tree.one(name).parent_span_id == root.span_id, name
        bind = tree.one("sandbox.worker.bind")
        assert bind.parent_span_id == tree.one("sandbox.claim_or_reuse").span_id
        run = tree.one("harness.run")
        services = {s.service for s in spans}
        assert {"statecore", "statecore-worker"} <= services, services
        for name in UNDER_RUN:
            found = tree.named(name)
            assert found, f"no {name} span"
            assert all(tree.under(s, run) for s in found), name
            assert [s for s in found if s.service == "statecore-worker"], f"no {name} span from the worker"
        # the service's own spans of the worker's calls, and the Celery scan, sit under the run too
        for name in ("thread_state.commit", "memory.write"):
            served = [s for s in tree.named(name) if s.service == "statecore"]
            assert served, f"no server-side {name}"
            assert all(tree.under(s, run) for s in served), name
        # the run's start read, which the control plane sends with the job, is a child of the run
        loads = [s for s in tree.named("thread_state.load") if s.parent_span_id == run.span_id]
        assert [s.attributes["statecore.operation"] for s in loads if s.service == "statecore"] == [
            "start_read"
        ]
        scans = tree.named("messaging.process")
        assert scans
        assert all(tree.under(s, run) for s in scans)
        assert canary.encode() not in sink.raw()
        assert api.token.encode() not in sink.raw()
