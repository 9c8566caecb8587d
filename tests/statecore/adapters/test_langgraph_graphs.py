"""Real graphs over StatecoreSaver, offline (a scripted fake chat model), in real processes.

A LangGraph ``interrupt()`` graph and a Deep Agent with ``interrupt_on`` each run in a child
process (``graph_worker``) until their interrupt is durable; the process is SIGKILLed while it
waits for the human; the control plane issues a new lease for the binding (fencing the old one)
and a new process resumes with ``Command(resume=...)``. Tools and model calls leave a trace
outside the graph state, so a replay would show up.

Two writers on one thread: the second lease fences the first; the first, stalled in the middle
of a superstep, fails with ``LeaseFencedError`` when it writes, and the thread keeps one linear
chain of checkpoints.
"""

from __future__ import annotations

import itertools
import json
import os
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest
from langgraph.checkpoint.base import empty_checkpoint

from statecore.adapters.langgraph import LeaseFencedError, StatecoreSaver
from statecore.client import ControlPlane
from tests.conftest import CODEC
from tests.statecore.adapters import graph_worker as gw
from tests.statecore.adapters.conftest import adapter_binding
from tests.statecore.client.conftest import FAST

pytestmark = [pytest.mark.postgres, pytest.mark.slow]

ROOT = Path(__file__).resolve().parents[3]
WAIT = 120.0  # an upper bound for a child process to reach a point, never an assertion


@pytest.fixture
def control_plane(base_url: str, app_token: str) -> Iterator[ControlPlane]:
    with ControlPlane(base_url, app_token, retry=FAST) as plane:
        yield plane


@dataclass
class Thread:
    """One binding (one LangGraph thread) and the control plane that leases it."""

    base_url: str
    control: ControlPlane
    binding_id: str
    thread_id: str

    def lease(self, sandbox: str) -> str:
        """A new lease for the binding: every older lease is fenced from now on."""
        issued = self.control.issue_lease(self.binding_id, sandbox_id=sandbox, ttl_seconds=600)
        return issued.lease_token

    def saver(self, lease: str) -> StatecoreSaver:
        return StatecoreSaver.for_lease(self.base_url, lease, codec=CODEC, thread_id=self.thread_id)

    @property
    def config(self) -> dict[str, Any]:
        return {"configurable": {"thread_id": self.thread_id}}

    def api(self, lease: str, path: str, **params: Any) -> Any:
        r = httpx.get(
            f"{self.base_url}/api/v1{path}",
            params=params,
            headers={"Authorization": f"Bearer {lease}"},
            timeout=10,
        )
        assert r.status_code == 200, r.text
        return r.json()


@pytest.fixture
def thread(base_url: str, control_plane: ControlPlane) -> Thread:
    binding_id = adapter_binding(control_plane, "graphs")
    return Thread(base_url, control_plane, binding_id, f"thread-{uuid.uuid4().hex[:12]}")


@dataclass
class Child:
    process: subprocess.Popen[bytes]
    work: Path

    def wait_for(self, name: str) -> None:
        """Until ``work/name`` exists; a child that dies first fails the test with its stderr."""
        deadline = time.monotonic() + WAIT
        while not (self.work / name).exists():
            if self.process.poll() is not None:
                raise AssertionError(f"worker exited {self.process.returncode}: {self.stderr()}")
            if time.monotonic() > deadline:
                raise AssertionError(f"worker never reached {name}: {self.stderr()}")
            time.sleep(0.05)

    def finish(self) -> int:
        return self.process.wait(timeout=WAIT)

    def kill(self) -> None:
        """SIGKILL the worker's whole process group: a crash, not a shutdown."""
        os.killpg(self.process.pid, signal.SIGKILL)
        self.process.wait(timeout=10)

    def stderr(self) -> str:
        return (self.work / "stderr").read_text(errors="replace")[-4000:]

    def report(self, phase: str) -> dict[str, Any]:
        data: dict[str, Any] = json.loads((self.work / f"{phase}.json").read_text())
        return data


@pytest.fixture
def spawn(thread: Thread) -> Iterator[Any]:
    children: list[Child] = []

    def start(graph: str, phase: str, lease: str, work: Path, *extra: str) -> Child:
        work.mkdir(parents=True, exist_ok=True)
        args = [sys.executable, "-m", "tests.statecore.adapters.graph_worker", graph, phase]
        args += ["--url", thread.base_url, "--lease", lease, "--thread", thread.thread_id]
        args += ["--dir", str(work), *extra]
        with (work / "stderr").open("wb") as err:
            process = subprocess.Popen(
                args,
                cwd=ROOT,
                env={**os.environ, "PYTHONUNBUFFERED": "1"},
                start_new_session=True,
                stdout=subprocess.DEVNULL,
                stderr=err,
            )
        child = Child(process, work)
        children.append(child)
        return child

    yield start
    for child in children:
        if child.process.poll() is None:
            child.kill()


def _log(path: Path) -> list[tuple[str, int]]:
    """(name, pid) per line of a side-effect log."""
    if not path.exists():
        return []
    return [
        (parts[0] if parts[0] != "model" else parts[1], int(parts[-1]))
        for parts in (line.split("\t") for line in path.read_text().splitlines())
    ]


def _chain(thread: Thread, lease: str) -> list[dict[str, Any]]:
    """The thread's committed checkpoints, oldest first, checked to form one linear chain."""
    items = thread.api(lease, "/state/checkpoints", limit=100)["checkpoints"]
    items.sort(key=lambda item: item["revision"])
    assert [item["revision"] for item in items] == list(range(1, len(items) + 1))
    assert {item["checkpoint_ns"] for item in items} == {""}
    assert items[0]["parent"] is None
    for older, newer in itertools.pairwise(items):
        assert newer["parent"] == older["state_ref"]  # no fork: every state extends the one before
    head = thread.api(lease, "/state/head")["head"]
    assert head["state_ref"] == items[-1]["state_ref"]
    return list(items)


# --- interrupt, SIGKILL, new lease, resume ------------------------------------------------------

FIRST_TOOL = {"interrupt": "lookup_balance", "deepagent": "write_file"}
GATED_TOOL = {"interrupt": "transfer_funds", "deepagent": "send_report"}
FINAL = {"interrupt": gw.FINAL_TEXT, "deepagent": gw.DEEP_FINAL_TEXT}


@pytest.mark.parametrize("graph", ["interrupt", "deepagent"])
def test_interrupted_graph_survives_sigkill_and_resumes_under_a_new_lease(
    graph: str, thread: Thread, spawn: Any, tmp_path: Path
) -> None:
    old_lease = thread.lease("pod-1")
    first = spawn(graph, "start", old_lease, tmp_path)
    first.wait_for("ready")  # the interrupt is durable; the pod waits for the human
    before = first.report("start")
    first.kill()

    new_lease = thread.lease("pod-2")  # the control plane moves the binding: the old lease is fenced
    tools, models = tmp_path / "tools.log", tmp_path / "model.log"
    assert [name for name, _ in _log(tools)] == [FIRST_TOOL[graph]]
    assert [turn for turn, _ in _log(models)] == ["turn-0", "turn-1"]

    # The interrupt, the messages and the files, as a new process sees them through the new lease.
    restored = gw.build(graph, thread.saver(new_lease), tmp_path / "probe")
    snapshot = restored.get_state(thread.config)
    assert [i.value for i in snapshot.interrupts] == before["interrupts"] != []
    assert [i.value for task in snapshot.tasks for i in task.interrupts] == before["interrupts"]
    assert list(snapshot.next) == before["next"] != []
    assert gw._messages(snapshot.values) == before["messages"]
    assert [m["tool_calls"] for m in before["messages"] if m["type"] == "ai"] == [
        [FIRST_TOOL[graph]],
        [GATED_TOOL[graph]],
    ]
    if graph == "deepagent":
        assert gw._files(snapshot.values) == {gw.PLAN_PATH: gw.PLAN_TEXT}
    head_before = thread.api(new_lease, "/state/head")["head"]

    # The killed pod's lease cannot write any more, and its attempt changes nothing.
    zombie = thread.saver(old_lease)
    with pytest.raises(LeaseFencedError):
        zombie.put(thread.config, empty_checkpoint(), {"source": "update", "step": 99, "parents": {}}, {})
    assert thread.api(new_lease, "/state/head")["head"] == head_before

    second = spawn(graph, "resume", new_lease, tmp_path)
    assert second.finish() == 0, second.stderr()
    after = second.report("resume")
    assert after["interrupts"] == []
    assert after["next"] == []
    assert after["messages"][: len(before["messages"])] == before["messages"]
    assert [(m["type"], m["tool_calls"]) for m in after["messages"][len(before["messages"]) :]] == [
        ("tool", []),
        ("ai", []),
    ]
    assert after["messages"][-1]["content"] == FINAL[graph]
    if graph == "deepagent":
        assert after["files"] == {gw.PLAN_PATH: gw.PLAN_TEXT}

    # Each tool ran exactly once, the first in the killed process and the gated one after the
    # approval in the new process; the model was not asked again for the turns it had answered.
    pids = (first.process.pid, second.process.pid)
    assert _log(tools) == [(FIRST_TOOL[graph], pids[0]), (GATED_TOOL[graph], pids[1])]
    assert _log(models) == [("turn-0", pids[0]), ("turn-1", pids[0]), ("turn-2", pids[1])]
    chain = _chain(thread, new_lease)
    assert chain[-1]["checkpoint_id"] == after["checkpoint_id"]


# --- two writers, one thread --------------------------------------------------------------------


def test_second_lease_fences_a_stalled_writer_and_the_thread_does_not_fork(
    thread: Thread, spawn: Any, tmp_path: Path
) -> None:
    first_lease = thread.lease("pod-1")
    first = spawn("steps", "run", first_lease, tmp_path / "a", "--block-at", "step2", "--writer", "pod-1")
    first.wait_for("blocked")  # step1 is durable; step2 runs and has not written yet

    second_lease = thread.lease("pod-2")
    second = spawn("steps", "run", second_lease, tmp_path / "b", "--writer", "pod-2")
    assert second.finish() == 0, second.stderr()
    survivor = second.report("run")
    assert survivor["outcome"] == "completed"
    assert survivor["done"] == ["step1", "step2", "step3"]
    head_after_survivor = thread.api(second_lease, "/state/head")["head"]

    (tmp_path / "a" / "release").touch()  # the stalled writer wakes up and writes
    assert first.finish() == 0, first.stderr()
    zombie = first.report("run")
    assert zombie["outcome"] == "refused"
    assert zombie["error"] == LeaseFencedError.__name__  # loud, not a silent fork
    assert zombie["direct_put"] == LeaseFencedError.__name__

    # Nothing the fenced writer did became the head; the history is one chain: the first
    # writer's states, then only the second's.
    assert thread.api(second_lease, "/state/head")["head"] == head_after_survivor
    chain = _chain(thread, second_lease)
    assert chain[-1]["checkpoint_id"] == survivor["checkpoint_id"]
    writers = [item["metadata"]["writer"] for item in chain]
    switch = writers.index("pod-2")
    assert writers[:switch] == ["pod-1"] * switch
    assert switch > 0
    assert writers[switch:] == ["pod-2"] * (len(writers) - switch)
    assert [name for name, _ in _log(tmp_path / "a" / "tools.log")] == ["step1", "step2"]
    assert [name for name, _ in _log(tmp_path / "b" / "tools.log")] == ["step2", "step3"]
