"""The worker process: ``ready``, then one job at a time from stdin until it closes.

stdout carries the protocol only: the process's file descriptor 1 is moved to a private one
at start and fd 1 (and ``sys.stdout``) point at stderr, so nothing a library prints can break
a line. stderr is the log: codes and exception types, never content.
"""

from __future__ import annotations

import gc
import logging
import os
import sys
import traceback
from collections.abc import Callable
from typing import IO, Any, Final

from statecore.harness import protocol
from statecore.harness.worker import tracing
from statecore.harness.worker.run import BadJob, Events, parse_job, run_job

log = logging.getLogger("statecore.harness.worker")

MODEL_VARIABLE: Final = "STATECORE_HARNESS_MODEL"
EXIT_BAD_JOB: Final = 2


def _protocol_stream() -> IO[bytes]:
    """A private duplicate of stdout for the protocol; fd 1 then points at stderr."""
    out = os.fdopen(os.dup(1), "wb", buffering=0)
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    return out


def writer(out: IO[bytes]) -> Callable[[dict[str, Any]], None]:
    def write(event: dict[str, Any]) -> None:
        out.write(protocol.encode(event))
        out.flush()

    return write


def _read_line(source: IO[bytes]) -> bytes | None:
    """One line (None at EOF); a line longer than the protocol's bound is read to its end and
    returned cut, so that it fails to decode instead of splitting into several lines."""
    line = source.readline(protocol.MAX_LINE_BYTES + 1)
    if not line:
        return None
    if len(line) > protocol.MAX_LINE_BYTES and not line.endswith(b"\n"):
        while True:
            rest = source.readline(protocol.MAX_LINE_BYTES)
            if not rest or rest.endswith(b"\n"):
                break
    return line


def serve(source: IO[bytes], write: Callable[[dict[str, Any]], None], model_spec: str) -> int:
    """Answer jobs until EOF (0), or until a line without a usable run id (EXIT_BAD_JOB)."""
    handle = tracing.configure()
    # Everything imported so far (LangChain, LangGraph, pydantic models, the SDKs) lives as long
    # as the process: out of the collector's reach, a full collection no longer walks it. Without
    # this, each full collection of a warm worker took 85-97 ms, in whatever span it fell
    # (docs/benchmarks.md, session 12).
    gc.freeze()
    write({"type": protocol.READY, "pid": os.getpid()})
    while True:
        line = _read_line(source)
        if line is None:
            tracing.flush(handle)
            return 0
        if not line.strip():
            continue
        try:
            obj = protocol.decode(line)
            if obj["type"] == protocol.PING:  # still here, between jobs
                write({"type": protocol.READY, "pid": os.getpid()})
                continue
            job = parse_job(obj)
        except (protocol.ProtocolError, BadJob) as exc:
            run_id = exc.run_id if isinstance(exc, BadJob) else None
            log.error("bad job line (%s)", type(exc).__name__)
            if run_id is None:
                return EXIT_BAD_JOB
            Events(write, run_id).end(protocol.FAILED, reason="bad_job")
            continue
        try:
            run_job(job, write, model_spec)
        except Exception as exc:  # a bug here must still end the run, and not the loop
            # where it happened, never the exception's message (it may quote content)
            frames = "".join(traceback.format_list(traceback.extract_tb(exc.__traceback__)))
            log.error("run failed unexpectedly (%s)\n%s", type(exc).__name__, frames)
            Events(write, job.run_id).end(protocol.FAILED, reason="worker_error")
        tracing.flush(handle)


def main() -> int:
    logging.basicConfig(
        stream=sys.stderr, level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s"
    )
    # HTTP client libraries log each request's URL at INFO (a provider's paths and queries)
    for noisy in ("httpx", "httpcore", "anthropic", "openai"):
        logging.getLogger(noisy).setLevel(logging.WARNING)
    out = _protocol_stream()
    return serve(sys.stdin.buffer, writer(out), os.environ.get(MODEL_VARIABLE, "conformance"))
