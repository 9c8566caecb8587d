"""A protocol worker for the control plane's tests: real commits through the state API (its lease
token, ``statecore.client``), with failures on demand that the reference worker cannot be made to
show at a chosen moment. The first user message's prefix picks the behaviour:

- ``ok`` (or anything else): one message, a commit (completed), ``end``;
- ``interrupt:``: a message, a commit recording an interrupt, the ``interrupt`` event, ``end``;
- ``die-before:``: the process exits before any message;
- ``die-after:``: a message, then SIGKILL of itself (nothing committed);
- ``hold:``: sleeps ``STATECORE_TEST_HOLD_SECONDS`` (default 3) before the message;
- ``lie:``: a message, then ``end`` completed without committing;
- ``garbage:``: a line that is not the protocol.

A resume job commits (completed) and says ``resumed``.
"""

from __future__ import annotations

import json
import os
import signal
import sys
import time

from statecore.client import ThreadStateStore
from statecore.harness import protocol


def emit(obj: dict[str, object]) -> None:
    sys.stdout.buffer.write(protocol.encode(obj))
    sys.stdout.buffer.flush()


def commit(job: dict[str, object], *, interrupt: dict[str, object] | None = None) -> dict[str, object]:
    run_id = str(job["run_id"])
    with ThreadStateStore(str(job["service_url"]), str(job["lease_token"])) as store:
        scope = store.scope()
        head = store.load_head(scope)
        pending = store.write_native_state(scope, str(job["codec"]), json.dumps(job).encode(), "w-" + run_id)
        new = store.commit_head(
            scope,
            pending,
            head.revision if head else 0,
            run_id,
            status="interrupted" if interrupt else "completed",
            interrupt=interrupt,
        )
    return {
        "revision": new.revision,
        "state_ref": new.state_ref,
        "codec": new.codec,
        "size": new.size,
        "sha256": new.sha256,
        "run_id": new.run_id,
        "committed_at": new.committed_at.isoformat(),
    }


def serve(job: dict[str, object]) -> None:
    run_id = str(job["run_id"])
    if "resume" in job:
        head = commit(job)
        emit({"type": "message", "run_id": run_id, "role": "assistant", "content": "resumed"})
        emit({"type": "end", "run_id": run_id, "status": "completed", "head": head, "reason": ""})
        return
    messages = job["input"]["messages"]  # type: ignore[index]
    text = str(messages[0]["content"])
    say = {"type": "message", "run_id": run_id, "role": "assistant", "content": "echo: " + text}
    if text.startswith("die-before:"):
        os._exit(3)
    if text.startswith("hold:"):
        time.sleep(float(os.environ.get("STATECORE_TEST_HOLD_SECONDS", "3")))
    if text.startswith("garbage:"):
        sys.stdout.buffer.write(b"this is not the protocol\n")
        sys.stdout.buffer.flush()
        time.sleep(30)
        return
    emit(say)
    if text.startswith("die-after:"):
        os.kill(os.getpid(), signal.SIGKILL)
    if text.startswith("lie:"):
        emit({"type": "end", "run_id": run_id, "status": "completed", "head": None, "reason": ""})
        return
    if text.startswith("interrupt:"):
        ask = {"kind": "approval", "tool": "echo"}
        head = commit(job, interrupt=ask)
        emit({"type": "interrupt", "run_id": run_id, "interrupt": ask})
        emit({"type": "end", "run_id": run_id, "status": "interrupted", "head": head, "reason": ""})
        return
    head = commit(job)
    emit({"type": "end", "run_id": run_id, "status": "completed", "head": head, "reason": ""})


def main() -> None:
    emit({"type": "ready", "pid": os.getpid()})
    for line in sys.stdin.buffer:
        job = protocol.decode(line)
        if job["type"] == protocol.PING:
            emit({"type": "ready", "pid": os.getpid()})
            continue
        serve(job)


if __name__ == "__main__":
    main()
