"""The reference worker as a real process against a real server (CONTRACT 3a, SEED commit
protocol): ``python -m statecore.harness.worker`` spoken to over the protocol, with a lease
issued through the control-plane API, the ``conformance`` model, and its spans checked at an
OTLP sink."""

from __future__ import annotations

import base64
import json
import signal
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import httpx
import pytest

from statecore import frames
from statecore.client import MemoryBroker, MemoryQuery
from statecore.harness import protocol
from telemetry.policy import ALLOWED_ATTRIBUTES, SERVICE_SPAN_NAMES, TOPOLOGY_SPAN_NAMES
from tests.statecore.adapters.conftest import adapter_binding
from tests.statecore.harness.conftest import (
    CODEC,
    ROOT,
    WORKER_SERVICE,
    Thread,
    WorkerProcess,
    worker_env,
)
from tests.telemetry.otlp_sink import OtlpSink, SinkSpan, wait_for

pytestmark = [pytest.mark.postgres, pytest.mark.slow]

Spawn = Callable[..., WorkerProcess]


def texts(events: list[dict[str, Any]]) -> list[str]:
    return [e["content"] for e in events if e["type"] == protocol.MESSAGE]


def kinds(events: list[dict[str, Any]]) -> list[str]:
    return [e["type"] for e in events]


def state_head(thread: Thread, lease: str) -> Any:
    r = httpx.get(
        f"{thread.server.url}/api/v1/state/head", headers={"Authorization": f"Bearer {lease}"}, timeout=10
    )
    assert r.status_code == 200, r.text
    return r.json()["head"]


def durable_revision(thread: Thread) -> int:
    head = thread.control.get_binding(thread.binding_id).head
    return 0 if head is None else head.revision


def trace_of(job: dict[str, Any]) -> tuple[str, str]:
    _, trace_id, parent, _ = job["traceparent"].split("-")
    return trace_id, parent


def worker_spans(
    sink: OtlpSink, job: dict[str, Any], *, until: Callable[[list[SinkSpan]], bool]
) -> list[SinkSpan]:
    """The worker's spans in the job's trace, once ``until`` holds (the worker flushes after
    ``end``, so they arrive shortly after it)."""
    trace_id, _ = trace_of(job)
    deadline = time.monotonic() + 30
    while True:
        found = [s for s in sink.snapshot() if s.service == WORKER_SERVICE and s.trace_id == trace_id]
        if until(found) or time.monotonic() > deadline:
            return found
        time.sleep(0.1)


def message(job: dict[str, Any], content: str) -> dict[str, Any]:
    return {"type": "message", "run_id": job["run_id"], "role": "assistant", "content": content}


def first_turn(thread: Thread, worker: WorkerProcess) -> tuple[str, Any]:
    """A lease and a first turn ("hi") on it; the lease and the head that turn committed."""
    lease = thread.lease()
    assert texts(worker.run(thread.job(lease, "hi"))) == ["turn 1: hi"]
    return lease, state_head(thread, lease)


def tool_runs(spans: list[SinkSpan], tool: str) -> int:
    return sum(
        1 for s in spans if s.name == "tool.invoke" and s.attributes.get("statecore.operation") == tool
    )


def test_two_turns_on_one_warm_worker_each_move_the_head_by_one(thread: Thread, spawn: Spawn) -> None:
    worker = spawn()
    lease = thread.lease()
    first = thread.job(lease, "hi")
    events = worker.run(first)
    assert kinds(events) == ["message", "end"]
    assert texts(events) == ["turn 1: hi"]
    end = events[-1]
    assert end["status"] == protocol.COMPLETED
    assert end["reason"] == ""
    assert end["head"]["revision"] == 1
    assert end["head"]["run_id"] == first["run_id"]
    assert end["head"]["codec"] == CODEC
    assert end["head"] == state_head(thread, lease)  # GET /state/head's head, as the service says it
    assert thread.control.get_run(first["run_id"]).status == "completed"

    second = thread.job(lease, "how are you")
    events = worker.run(second)
    assert texts(events) == ["turn 2: how are you"]
    assert events[-1]["status"] == protocol.COMPLETED
    assert events[-1]["head"]["revision"] == 2
    assert events[-1]["head"]["run_id"] == second["run_id"]
    assert durable_revision(thread) == 2
    assert thread.control.get_run(second["run_id"]).status == "completed"
    assert worker.close() == 0  # EOF on stdin: exit 0
    assert len(worker.lines) == 5  # ready + two messages + two ends, nothing else on stdout


def test_a_second_worker_process_restores_from_the_durable_head(thread: Thread, spawn: Spawn) -> None:
    first = spawn()
    lease = thread.lease()
    assert texts(first.run(thread.job(lease, "one"))) == ["turn 1: one"]
    assert first.close() == 0
    second = spawn()
    later = thread.lease("sbx-2")  # a new pod, a new lease
    events = second.run(thread.job(later, "two"))
    assert texts(events) == ["turn 2: two"]
    assert events[-1]["head"]["revision"] == 2


def test_remember_writes_a_user_memory_record(thread: Thread, spawn: Spawn) -> None:
    worker = spawn()
    lease = thread.lease()
    events = worker.run(thread.job(lease, "remember: tea with lemon, no sugar"))
    assert texts(events) == ["turn 1: tea with lemon, no sugar"]
    assert events[-1]["status"] == protocol.COMPLETED
    with MemoryBroker(thread.server.url, lease) as memory:
        hits = memory.search("user", MemoryQuery("lemon"), limit=5)
    assert [r.kind for r in hits] == ["semantic"]
    assert "tea with lemon, no sugar" in hits[0].content


def test_approve_interrupts_before_the_tool_and_a_resume_runs_it_once(
    thread: Thread, spawn: Spawn, sink: OtlpSink
) -> None:
    worker = spawn()
    lease = thread.lease()
    asked = thread.job(lease, "approve: ship it")
    events = worker.run(asked)
    assert kinds(events) == ["interrupt", "end"]
    assert events[0]["interrupt"] == {"kind": "approval", "tool": "echo"}
    assert events[-1]["status"] == protocol.INTERRUPTED
    assert events[-1]["head"]["revision"] == 1
    run = thread.control.get_run(asked["run_id"])
    assert run.status == "interrupted"  # recorded after the commit, not overwritten by it

    resumed = thread.job(lease, resume={"approved": True})
    events = worker.run(resumed)
    assert texts(events) == ["turn 1: ship it"]
    assert events[-1]["status"] == protocol.COMPLETED
    assert events[-1]["head"]["revision"] == 2
    assert thread.control.get_run(resumed["run_id"]).status == "completed"

    before = worker_spans(sink, asked, until=lambda s: any(x.name == "thread_state.commit" for x in s))
    after = worker_spans(sink, resumed, until=lambda s: tool_runs(s, "echo") > 0)
    assert tool_runs(before, "recall") == 1
    assert tool_runs(before, "echo") == 0  # the interrupt came before the tool
    assert tool_runs(after, "echo") == 1
    assert tool_runs(after, "recall") == 0  # nothing of the first run ran again


def test_a_declined_approval_skips_the_tool_and_still_replies(
    thread: Thread, spawn: Spawn, sink: OtlpSink
) -> None:
    worker = spawn()
    lease = thread.lease()
    assert kinds(worker.run(thread.job(lease, "approve: delete it"))) == ["interrupt", "end"]
    declined = thread.job(lease, resume={"approved": False})
    events = worker.run(declined)
    assert texts(events) == ["turn 1: delete it"]
    assert events[-1]["status"] == protocol.COMPLETED
    spans = worker_spans(sink, declined, until=lambda s: any(x.name == "subagent.run" for x in s))
    assert any(s.name == "subagent.run" for s in spans)
    assert tool_runs(spans, "echo") == 0


def test_crash_kills_the_worker_after_one_message_and_the_head_stays(thread: Thread, spawn: Spawn) -> None:
    worker = spawn()
    lease, head = first_turn(thread, worker)
    crash = thread.job(lease, "crash: boom")
    worker.send(crash)
    assert worker.next() == message(crash, "turn 2: boom")
    assert worker.next() is None  # stdout closed without an end
    assert worker.process.wait(timeout=30) == -signal.SIGKILL
    assert state_head(thread, lease) == head  # nothing of the crashed run was committed

    # A new worker with a new lease continues from the durable head: the crashed turn is not in it.
    other = spawn()
    events = other.run(thread.job(thread.lease("sbx-2"), "again"))
    assert texts(events) == ["turn 2: again"]
    assert events[-1]["head"]["revision"] == 2


def test_a_fenced_commit_after_a_message_is_uncertain_and_keeps_the_head(
    thread: Thread, spawn: Spawn
) -> None:
    worker = spawn()
    lease, head = first_turn(thread, worker)
    slow = thread.job(lease, "slow: take your time")
    worker.send(slow)
    worker.wait_for_log("slow turn")
    current = thread.lease("sbx-2")  # the control plane moves the binding on: the worker is fenced
    assert worker.next() == message(slow, "turn 2: take your time")
    end = worker.next()
    assert end is not None
    assert end["status"] == protocol.UNCERTAIN
    assert end["head"] is None
    # a fenced lease cannot mark the run: the worker says so, and the control plane marks it
    assert end["reason"] == "commit_failed:unmarked"
    assert state_head(thread, current) == head  # the previous head stays
    r = httpx.post(
        f"{thread.server.url}/api/v1/state/uncertain",
        json={"run_id": slow["run_id"], "reason": end["reason"]},
        headers={"Authorization": f"Bearer {current}"},
        timeout=10,
    )
    assert r.status_code == 200, r.text
    assert thread.control.get_run(slow["run_id"]).status == "uncertain_durability"

    # Nothing is replayed: the next run starts from the durable head.
    events = worker.run(thread.job(current, "next"))
    assert texts(events) == ["turn 2: next"]
    assert events[-1]["head"]["revision"] == 2


def test_a_conflicting_commit_after_a_message_is_marked_uncertain_by_the_worker(
    thread: Thread, spawn: Spawn
) -> None:
    """Two workers on one lease (a control-plane bug; the lease fence is what keeps writers
    apart): the slower one's compare-and-set fails, and it marks its run uncertain itself (its
    lease is still current). The head is the other writer's; docs/harness.md says what the
    failed run's task writes can do to that thread."""
    slow_worker, fast_worker = spawn(), spawn()
    # the fast one runs a turn elsewhere first, so that its turn below is a warm one (well
    # inside the slow turn's 3 seconds even on a loaded machine)
    elsewhere = Thread(thread.server, thread.control, adapter_binding(thread.control, "warm-up"))
    first_turn(elsewhere, fast_worker)
    lease, _ = first_turn(thread, slow_worker)
    slow = thread.job(lease, "slow: wait for it")
    slow_worker.send(slow)
    slow_worker.wait_for_log("slow turn")
    fast = fast_worker.run(thread.job(lease, "meanwhile"))
    assert texts(fast) == ["turn 2: meanwhile"]
    assert fast[-1]["head"]["revision"] == 2
    assert slow_worker.next() == message(slow, "turn 2: wait for it")
    end = slow_worker.next()
    assert end is not None
    assert end["status"] == protocol.UNCERTAIN
    assert end["reason"] == "commit_failed"
    assert thread.control.get_run(slow["run_id"]).status == "uncertain_durability"
    assert state_head(thread, lease) == fast[-1]["head"]  # the other writer's commit, not this run's


def test_bad_job_lines(thread: Thread, spawn: Spawn) -> None:
    worker = spawn()
    worker.send({"type": "run", "run_id": "run-bad", "lease_token": "stl_x"})  # no service_url, ...
    assert worker.next() == {
        "type": "end",
        "run_id": "run-bad",
        "status": "failed",
        "head": None,
        "reason": "bad_job",
    }
    worker.send_line(b"{not json\n")  # no run id to answer: the worker stops
    assert worker.next() is None
    assert worker.process.wait(timeout=30) == 2


def test_an_unavailable_model_fails_the_job_and_keeps_the_worker(thread: Thread, spawn: Spawn) -> None:
    worker = spawn(STATECORE_HARNESS_MODEL="nosuchprovider:some-model")
    lease = thread.lease()
    events = worker.run(thread.job(lease, "hi"))
    assert events == [
        {
            "type": "end",
            "run_id": events[0]["run_id"],
            "status": "failed",
            "head": None,
            "reason": "model_unavailable",
        }
    ]
    events = worker.run(thread.job(lease, "still there?"))
    assert events[-1]["reason"] == "model_unavailable"
    assert durable_revision(thread) == 0
    assert worker.close() == 0


def anthropic_reply(*content: dict[str, Any]) -> dict[str, Any]:
    tool_use = any(c["type"] == "tool_use" for c in content)
    return {
        "id": f"msg_{uuid.uuid4().hex[:8]}",
        "type": "message",
        "role": "assistant",
        "model": "claude-under-test",
        "content": list(content),
        "stop_reason": "tool_use" if tool_use else "end_turn",
        "stop_sequence": None,
        "usage": {"input_tokens": 3, "output_tokens": 4},
    }


def text_block(text: str) -> dict[str, Any]:
    return {"type": "text", "text": text}


@dataclass
class FakeProvider:
    """An Anthropic-shaped messages endpoint: answers from ``script`` in order (a reply body, or
    an HTTP status to fail with), the last one again once it runs out; keeps each request's
    headers."""

    url: str = ""
    script: list[dict[str, Any] | int] = field(default_factory=list)
    seen: list[dict[str, str]] = field(default_factory=list)

    def answer(self) -> dict[str, Any] | int:
        return self.script.pop(0) if len(self.script) > 1 else self.script[0]


@pytest.fixture
def provider() -> Iterator[FakeProvider]:
    fake = FakeProvider(script=[anthropic_reply(text_block("hello from the provider"))])

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            self.rfile.read(int(self.headers.get("Content-Length") or 0))
            fake.seen.append({k.lower(): v for k, v in self.headers.items()})
            answer = fake.answer()
            status, body = (
                (answer, b'{"type":"error"}')
                if isinstance(answer, int)
                else (200, json.dumps(answer).encode())
            )
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, format: str, *args: Any) -> None:
            return None

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    fake.url = f"http://127.0.0.1:{server.server_address[1]}"
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield fake
    server.shutdown()
    server.server_close()


def provider_worker(spawn: Spawn, provider: FakeProvider) -> WorkerProcess:
    return spawn(
        STATECORE_HARNESS_MODEL="anthropic:claude-under-test",
        ANTHROPIC_BASE_URL=provider.url,
        ANTHROPIC_API_KEY="test-only-not-a-key",
    )


def test_a_provider_model_gets_no_trace_context(
    thread: Thread, spawn: Spawn, sink: OtlpSink, provider: FakeProvider
) -> None:
    """``provider:model`` through init_chat_model; the provider is an external endpoint, so no
    traceparent, tracestate or baggage reaches it (the calls to statecore carry them)."""
    worker = provider_worker(spawn, provider)
    job = thread.job(thread.lease(), "hi")
    events = worker.run(job)
    assert texts(events) == ["hello from the provider"]
    assert events[-1]["status"] == protocol.COMPLETED
    assert events[-1]["head"]["revision"] == 1
    assert provider.seen
    assert all({"traceparent", "tracestate", "baggage"}.isdisjoint(headers) for headers in provider.seen)
    spans = worker_spans(sink, job, until=lambda s: any(x.name == "provider.invoke" for x in s))
    (model,) = [s for s in spans if s.name == "provider.invoke"]
    assert model.attributes["gen_ai.provider.name"] == "anthropic"
    assert model.attributes["gen_ai.request.model"] == "claude-under-test"


def test_a_model_error_before_any_message_fails_the_run_and_commits_nothing(
    thread: Thread, spawn: Spawn, provider: FakeProvider
) -> None:
    worker = provider_worker(spawn, provider)
    lease = thread.lease()
    assert worker.run(thread.job(lease, "hi"))[-1]["head"]["revision"] == 1
    provider.script = [500]
    job = thread.job(lease, "again")
    events = worker.run(job)
    assert events == [
        {"type": "end", "run_id": job["run_id"], "status": "failed", "head": None, "reason": "model_error"}
    ]
    assert durable_revision(thread) == 1  # LangGraph's exit-time commit of the partial run was refused


def test_a_model_error_after_a_message_is_uncertain_and_nothing_runs_again(
    thread: Thread, spawn: Spawn, sink: OtlpSink, provider: FakeProvider
) -> None:
    worker = provider_worker(spawn, provider)
    lease = thread.lease()
    assert worker.run(thread.job(lease, "hi"))[-1]["head"]["revision"] == 1
    provider.script = [
        anthropic_reply(
            text_block("let me repeat that"),
            {"type": "tool_use", "id": "toolu_1", "name": "echo", "input": {"text": "again"}},
        ),
        500,
    ]
    job = thread.job(lease, "again")
    events = worker.run(job)
    assert texts(events) == ["let me repeat that"]
    assert events[-1]["status"] == protocol.UNCERTAIN
    assert events[-1]["reason"] == "model_error"
    assert thread.control.get_run(job["run_id"]).status == "uncertain_durability"
    assert durable_revision(thread) == 1
    spans = worker_spans(sink, job, until=lambda s: tool_runs(s, "echo") > 0)
    assert tool_runs(spans, "echo") == 1  # the tool ran once and was not run again
    assert not any(s.name == "thread_state.commit" for s in spans)


def test_the_worker_imports_no_django() -> None:
    probe = (
        "import sys\n"
        "import statecore.harness.worker.loop, statecore.harness.worker.run, statecore.harness.worker.agent\n"
        "bad = sorted(m for m in sys.modules if m == 'django' or m.startswith(('django.', 'rest_framework', "
        "'statecore.models', 'statecore.services', 'statecore.selectors', 'portal')))\n"
        "print(','.join(bad))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe], cwd=ROOT, env=worker_env(), capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.strip() == ""


def _served_span(sink: OtlpSink, job: dict[str, Any], operation: str) -> SinkSpan:
    """The job's worker span of ``operation``, once the service's spans of the job's commit are
    in: the service exports its spans as they end, so a request the span made would be too."""
    spans = worker_spans(sink, job, until=lambda s: "thread_state.commit" in {x.name for x in s})
    (found,) = [s for s in spans if s.attributes.get("statecore.operation") == operation]
    (commit,) = [s for s in spans if s.name == "thread_state.commit"]
    assert wait_for(lambda: any(s.parent_span_id == commit.span_id for s in sink.snapshot()))
    return found


def test_a_later_turn_reads_once_and_sends_its_task_writes_with_its_commit(
    thread: Thread, spawn: Spawn, sink: OtlpSink
) -> None:
    """LangGraph hands over a run's task writes at its exit, one call per task; the worker
    serializes each (its ``thread_state.write``, no request) and sends them in its commit's
    request, where the service stores them in the commit's one statement. A third turn that
    counts the second one's messages shows they were stored. Two requests to the state API in
    all."""
    worker = spawn()
    lease = thread.lease()
    worker.run(thread.job(lease, "hi"))
    job = thread.job(lease, "again")
    assert texts(worker.run(job)) == ["turn 2: again"]
    spans = worker_spans(sink, job, until=lambda s: "thread_state.commit" in {x.name for x in s})
    writes = [s for s in spans if s.name == "thread_state.write"]
    assert len(writes) >= 2  # several tasks
    assert {s.attributes["statecore.operation"] for s in writes} == {"put_writes"}
    (commit,) = [s for s in spans if s.name == "thread_state.commit"]
    assert all(w.end_ns <= commit.start_ns for w in writes)

    def served() -> dict[str, SinkSpan]:
        snapshot = sink.snapshot()
        servers = {s.span_id for s in snapshot if s.parent_span_id == commit.span_id}
        return {s.name: s for s in snapshot if s.parent_span_id in servers}

    assert wait_for(lambda: "thread_state.commit" in served())
    service = served()
    assert "thread_state.write" not in service  # no request or statement of their own
    assert service["thread_state.commit"].attributes["statecore.event_count"] == sum(
        int(w.attributes["statecore.event_count"]) for w in writes
    )
    # one read: the run's start (the latest checkpoint with the head, its delta history and
    # the namespaces, so the subagent's start in a new one asks nothing); the end's head comes
    # with the commit's answer
    loads = [s.attributes["statecore.operation"] for s in spans if s.name == "thread_state.load"]
    assert loads == ["get_tuple"]
    third = thread.job(lease, "and again")
    assert texts(worker.run(third)) == ["turn 3: and again"]
    # the third turn rebuilds its messages from the second's writes: the delta history came
    # with the start's read, so LangGraph's call for it makes no request
    spans = worker_spans(sink, third, until=lambda s: "thread_state.commit" in {x.name for x in s})
    loads = [s.attributes["statecore.operation"] for s in spans if s.name == "thread_state.load"]
    assert loads == ["get_tuple", "delta_history"]
    delta = _served_span(sink, third, "delta_history")
    assert not [s for s in sink.snapshot() if s.parent_span_id == delta.span_id]


def test_spans_continue_the_control_plane_trace_and_carry_no_content(
    thread: Thread, spawn: Spawn, sink: OtlpSink
) -> None:
    worker = spawn()
    lease = thread.lease()
    canary = "zqxcanary7141"  # message text, tool argument, memory content: never in a span
    worker.run(thread.job(lease, "hello there"))
    job = thread.job(lease, f"remember: my locker code is {canary}")
    events = worker.run(job)
    assert texts(events) == [f"turn 2: my locker code is {canary}"]
    # the run's task writes travel in its commit's request: their thread_state.write is the
    # service's (test_a_later_turn_reads_once_and_sends_its_task_writes_with_its_commit)
    wanted = SERVICE_SPAN_NAMES - {"thread_state.write"} | {"provider.invoke", "tool.invoke", "subagent.run"}
    spans = worker_spans(sink, job, until=lambda s: wanted <= {x.name for x in s})
    assert wanted <= {s.name for s in spans}
    assert {s.name for s in spans} <= TOPOLOGY_SPAN_NAMES
    trace_id, parent = trace_of(job)
    ids = {s.span_id for s in spans}
    roots = [s for s in spans if s.parent_span_id not in ids]
    assert roots
    assert {s.parent_span_id for s in roots} == {parent}  # under the control plane's harness.run
    for span in spans:
        assert set(span.attributes) <= set(ALLOWED_ATTRIBUTES), span
    models = [s for s in spans if s.name == "provider.invoke"]
    assert {(s.attributes["gen_ai.provider.name"], s.attributes["gen_ai.request.model"]) for s in models} == {
        ("statecore", "conformance")
    }
    assert set().union(*(s.attributes for s in models)) <= {
        "gen_ai.provider.name",
        "gen_ai.request.model",
        "statecore.outcome",
        "statecore.duration_ms",
        "statecore.result_count",
    }
    # The subagent's model call is inside its subagent.run; the memory read inside recall's tool span.
    (subagent,) = [s for s in spans if s.name == "subagent.run"]
    assert any(s.parent_span_id == subagent.span_id and s.name == "provider.invoke" for s in spans)
    recall = [
        s for s in spans if s.name == "tool.invoke" and s.attributes.get("statecore.operation") == "recall"
    ]
    assert any(s.parent_span_id == recall[0].span_id and s.name == "memory.read" for s in spans)
    # The service continued the worker's context: its thread_state.commit is a child of the worker's.
    (commit,) = [s for s in spans if s.name == "thread_state.commit"]
    deadline = time.monotonic() + 30
    while not any(s.trace_id == trace_id and s.parent_span_id == commit.span_id for s in sink.snapshot()):
        assert time.monotonic() < deadline, "the service's spans did not join the worker's trace"
        time.sleep(0.1)
    # Leak canary: no byte the sink received (worker and service) holds the content.
    assert canary.encode() not in sink.raw()
    assert b"locker" not in sink.raw()


def start_read(thread: Thread, lease: str) -> str:
    """What the control plane sends with a job: the start's read on the lease, framed, base64."""
    params = [("limit", "1"), ("checkpoint_ns", ""), ("include", "head"), ("include", "delta")]
    r = httpx.get(
        f"{thread.server.url}/api/v1/state/checkpoints",
        params=[*params, ("include", "namespaces")],
        headers={"Authorization": f"Bearer {lease}", "Accept": frames.MEDIA_TYPE},
        timeout=10,
    )
    assert r.status_code == 200, r.text
    return base64.b64encode(r.content).decode("ascii")


def test_a_job_with_its_start_read_starts_without_a_request(
    thread: Thread, spawn: Spawn, sink: OtlpSink
) -> None:
    """The control plane reads the run's start on the run's lease and sends it with the job:
    the worker's first read (latest checkpoint, head, delta history, namespaces) is answered
    from it, and the run continues from the durable head as when it asks the service."""
    worker = spawn()
    lease = thread.lease()
    assert worker.run(thread.job(lease, "hello"))[-1]["head"]["revision"] == 1
    job = thread.job(lease, "again", start=start_read(thread, lease))
    events = worker.run(job)
    assert texts(events) == ["turn 2: again"]
    assert (events[-1]["status"], events[-1]["head"]["revision"]) == (protocol.COMPLETED, 2)
    start = _served_span(sink, job, "get_tuple")
    assert not [s for s in sink.snapshot() if s.parent_span_id == start.span_id]


def test_a_start_read_that_does_not_parse_is_asked_of_the_service(
    thread: Thread, spawn: Spawn, sink: OtlpSink
) -> None:
    worker = spawn()
    lease = thread.lease()
    job = thread.job(lease, "hello", start=base64.b64encode(b"not a framed answer").decode("ascii"))
    events = worker.run(job)
    assert (events[-1]["status"], events[-1]["head"]["revision"]) == (protocol.COMPLETED, 1)
    start = _served_span(sink, job, "get_tuple")
    assert wait_for(lambda: any(s.parent_span_id == start.span_id for s in sink.snapshot()))


def test_a_start_read_that_is_not_base64_is_a_bad_job(thread: Thread, spawn: Spawn) -> None:
    worker = spawn()
    job = thread.job(thread.lease(), "hello", start="not base64!")
    (end,) = worker.run(job)
    assert (end["type"], end["status"], end["reason"]) == (protocol.END, protocol.FAILED, "bad_job")
    assert durable_revision(thread) == 0
