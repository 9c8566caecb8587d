"""The worker's reading of job lines, shaping of events and connections, offline."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest
from langchain_core.messages import AIMessage, ToolMessage
from langgraph.types import Interrupt

from statecore.client.transport import HttpClientTransport, Request, TransportError
from statecore.client.types import DurableStateHead
from statecore.harness.worker.run import (
    BadJob,
    _assistant_texts,
    _interrupt_event,
    head_dict,
    parse_job,
)
from statecore.harness.worker.tracing import TracedTransport
from tests.local_http import QuietHandler, serving

JOB: dict[str, Any] = {
    "type": "run",
    "run_id": "run-1",
    "lease_token": "stl_token",
    "service_url": "http://127.0.0.1:8000",
    "codec": "lg/1",
    "traceparent": "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01",
    "input": {"messages": [{"role": "user", "content": "hi"}]},
}


def test_a_run_job_and_a_resume_job() -> None:
    job = parse_job(JOB)
    assert (job.run_id, job.codec, job.resuming) == ("run-1", "lg/1", False)
    assert job.messages == ({"role": "user", "content": "hi"},)
    assert job.tracestate is None
    resume = {k: v for k, v in JOB.items() if k != "input"} | {"resume": None}
    job = parse_job(resume)
    assert job.resuming
    assert job.resume is None


@pytest.mark.parametrize(
    "change",
    [
        {"service_url": None},
        {"service_url": "ftp://example.com"},
        {"service_url": "http://user:pw@example.com"},
        {"lease_token": "two words"},
        {"codec": ""},
        {"input": {"messages": []}},
        {"input": {"messages": [{"role": "assistant", "content": "x"}]}},
        {"input": {"messages": [{"role": "user", "content": 3}]}},
        {"input": "hi"},
        {"resume": {"approved": True}},  # both input and resume
    ],
)
def test_a_bad_job_with_a_run_id_names_it(change: dict[str, Any]) -> None:
    body = {**JOB, **change}
    body = {k: v for k, v in body.items() if v is not None}
    with pytest.raises(BadJob) as caught:
        parse_job(body)
    assert caught.value.run_id == "run-1"


@pytest.mark.parametrize("change", [{"run_id": None}, {"run_id": ""}, {"run_id": "x" * 129}, {"run_id": 7}])
def test_a_bad_job_without_a_usable_run_id(change: dict[str, Any]) -> None:
    body = {k: v for k, v in {**JOB, **change}.items() if v is not None}
    with pytest.raises(BadJob) as caught:
        parse_job(body)
    assert caught.value.run_id is None


def test_an_interrupt_event_keeps_short_names_only() -> None:
    value = {"kind": "approval", "tool": "echo", "args": {"text": "secret words"}}
    assert _interrupt_event((Interrupt(value=value, id="i1"),)) == {"kind": "approval", "tool": "echo"}
    assert _interrupt_event((Interrupt(value="please approve: secret words", id="i1"),)) == {
        "kind": "interrupt"
    }
    two = (Interrupt(value={"kind": "approval"}, id="a"), Interrupt(value={"kind": "x y"}, id="b"))
    assert _interrupt_event(two) == {"kind": "approval", "count": 2}


def test_only_assistant_text_becomes_a_message() -> None:
    update = {
        "messages": [
            AIMessage(
                "",
                id="a",
                tool_calls=[{"name": "echo", "args": {"text": "x"}, "id": "c", "type": "tool_call"}],
            ),
            ToolMessage("tool result", tool_call_id="c"),
            AIMessage([{"type": "text", "text": "turn 1: "}, {"type": "text", "text": "hi"}], id="b"),
        ]
    }
    assert list(_assistant_texts(update)) == [("b", "turn 1: hi")]
    assert list(_assistant_texts(None)) == []


def test_the_head_is_rendered_as_the_service_renders_it() -> None:
    head = DurableStateHead(
        1, "ref", "lg/1", 10, "ab" * 32, "run-1", datetime(2026, 1, 2, 3, 4, 5, 6, tzinfo=UTC)
    )
    assert head_dict(head) == {
        "revision": 1,
        "state_ref": "ref",
        "codec": "lg/1",
        "size": 10,
        "sha256": "ab" * 32,
        "run_id": "run-1",
        "committed_at": "2026-01-02T03:04:05.000006Z",
    }
    assert head_dict(None) is None


class _Peers(QuietHandler):
    """Answers 204 on a kept-alive connection and records the client's port of each request."""

    protocol_version = "HTTP/1.1"
    peers: list[int] = []

    def do_GET(self) -> None:
        type(self).peers.append(self.client_address[1])
        self.send_response(204)
        self.send_header("Content-Length", "0")
        self.end_headers()


def test_one_pool_serves_a_job_s_saver_store_and_lease() -> None:
    """As ``_run`` shares one: borrowed transports close nothing; the pool's own close does."""
    _Peers.peers = []
    with serving(_Peers) as port:
        pool = HttpClientTransport(f"http://127.0.0.1:{port}", timeout=5)
        borrowed = [TracedTransport(pool, owned=False) for _ in range(3)]  # saver, store, lease
        for _request in range(3):
            for transport in borrowed:
                assert transport.send(Request("GET", "/x")).status == 204
        for transport in borrowed:
            transport.close()
        assert borrowed[0].send(Request("GET", "/x")).status == 204  # still open
        assert len(_Peers.peers) == 10
        assert len(set(_Peers.peers)) == 1  # one connection for all of them
        pool.close()
        with pytest.raises(TransportError):
            borrowed[0].send(Request("GET", "/x"))


def test_the_worker_freezes_what_it_loaded_before_it_is_ready() -> None:
    """LangChain, LangGraph and the SDKs live as long as the worker: out of the collector's
    reach before its first job, so a full collection does not walk them inside a run's spans."""
    import subprocess
    import sys

    script = (
        "import gc, io\n"
        "from statecore.harness.worker import loop\n"
        "before = gc.get_freeze_count()\n"
        "events = []\n"
        "assert loop.serve(io.BytesIO(b''), events.append, 'conformance') == 0\n"
        "print(events[0]['type'], gc.get_freeze_count() > before + 10_000)\n"
    )
    env = {"PATH": "/usr/bin:/bin", "OTEL_SDK_DISABLED": "true"}
    command = [sys.executable, "-c", script]
    done = subprocess.run(command, capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == ["ready", "True"]
