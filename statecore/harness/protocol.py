"""The lines between the control plane and a sandbox worker: one JSON object per line.

The worker reads jobs on stdin and writes events on stdout (stderr is its log, never parsed).
What a worker gets is what CONTRACT 3a allows it: its lease token, the service URL and the trace
context; nothing here names a database, another binding or a subject.

Worker -> control plane, once after start-up (a warm worker is one that said it):
    {"type": "ready", "pid": 123}

Control plane -> worker, one job per run:
    {"type": "run", "run_id": str, "lease_token": "stl_...", "service_url": "http://...",
     "codec": str,                              # the binding's adapter_codec_version
     "traceparent": str, "tracestate": str,     # the context of the control plane's harness.run
     "start": str,                              # optional: base64 of the run's start read, the
                                                # framed answer of GET /state/checkpoints?limit=1
                                                # &checkpoint_ns=&include=head&include=delta
                                                # &include=namespaces on this lease (absent: the
                                                # worker sends that request itself)
     "input": {"messages": [{"role": "user", "content": str}, ...]}   # to start, or
     "resume": <any JSON value>}                                      # to resume

Worker -> control plane, per job, in this order:
    {"type": "message", "run_id": str, "role": str, "content": str}   # any number
    {"type": "interrupt", "run_id": str, "interrupt": object}         # at most one
    {"type": "end", "run_id": str, "status": str, "head": object | null, "reason": str}

``end.status`` is ``completed`` or ``interrupted`` (the run's commit is durable and ``head`` is the
head it produced), ``failed`` (nothing was committed and no message was sent; the head did not
move) or ``uncertain_durability`` (the commit failed after a message was sent; the worker marked
the run uncertain itself, unless ``reason`` ends in ``:unmarked``: its lease was fenced or the
service did not answer). The control plane takes none of this on the worker's word: the state
plane's record of the run decides, and it marks an unmarked run itself. A worker whose stdout
closes before ``end`` died: the control plane decides between ``failed`` and
``uncertain_durability`` by whether it relayed a ``message``. ``reason`` is a short code
(``commit_failed``, ``model_error``, ...), never content.

A worker serves jobs one at a time and may serve many (warm reuse); it exits when stdin closes.
"""

from __future__ import annotations

import json
from typing import Any, Final

PROTOCOL_VERSION: Final = 1
MAX_LINE_BYTES: Final = 8 * 1024 * 1024  # a line longer than this is a protocol error

READY: Final = "ready"
RUN: Final = "run"
#: the control plane asks an idle worker whether it still answers (before reusing it); the
#: worker answers ``ready`` again
PING: Final = "ping"
MESSAGE: Final = "message"
INTERRUPT: Final = "interrupt"
END: Final = "end"

COMPLETED: Final = "completed"
INTERRUPTED: Final = "interrupted"
FAILED: Final = "failed"
UNCERTAIN: Final = "uncertain_durability"
END_STATUSES: Final = frozenset({COMPLETED, INTERRUPTED, FAILED, UNCERTAIN})


class ProtocolError(ValueError):
    """A line that is not one of the shapes above (the peer is broken or not a worker)."""


def encode(obj: dict[str, Any]) -> bytes:
    """One line: compact JSON, UTF-8, newline-terminated (JSON escapes every newline inside)."""
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False).encode() + b"\n"


def decode(line: bytes) -> dict[str, Any]:
    if len(line) > MAX_LINE_BYTES:
        raise ProtocolError("line too long")
    try:
        obj = json.loads(line)
    except (ValueError, UnicodeDecodeError) as exc:
        raise ProtocolError("not JSON") from exc
    if not isinstance(obj, dict) or not isinstance(obj.get("type"), str):
        raise ProtocolError("not an object with a type")
    return obj


def check_event(obj: dict[str, Any]) -> dict[str, Any]:
    """An event from a worker, shape-checked (the control plane relays nothing else)."""
    kind = obj["type"]
    if kind == READY:
        return obj
    if not isinstance(obj.get("run_id"), str):
        raise ProtocolError("event without run_id")
    if kind == MESSAGE:
        if not isinstance(obj.get("role"), str) or not isinstance(obj.get("content"), str):
            raise ProtocolError("message without role or content")
    elif kind == INTERRUPT:
        if not isinstance(obj.get("interrupt"), dict):
            raise ProtocolError("interrupt without an object")
    elif kind == END:
        if obj.get("status") not in END_STATUSES:
            raise ProtocolError("end with an unknown status")
        if obj.get("head") is not None and not isinstance(obj.get("head"), dict):
            raise ProtocolError("end with a head that is not an object")
    else:
        raise ProtocolError("unknown event type")
    return obj
