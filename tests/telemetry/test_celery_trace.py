"""Conformance 8 (a piece of it): a task enqueued during a request continues the request's
trace in a REAL Celery worker process, for the pools that run tasks in the worker's own
process (``solo``, ``threads``) as well as in forked children (``prefork``).

The worker exports with its real pipeline (scrubbing processor, OTLP/HTTP exporter) to a tiny
OTLP sink started here on 127.0.0.1; the sink decodes the protobuf with opentelemetry-proto.
Each worker consumes its own queue on the broker, so the suite's shared worker (same broker)
never takes these tasks.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from django.conf import settings
from opentelemetry.proto.trace.v1.trace_pb2 import Span as ProtoSpan

from portal.celery import app as celery_app
from tests.conftest import Worker, live_database_url
from tests.telemetry.otlp_sink import OtlpSink, SinkSpan
from tests.telemetry.otlp_sink import otlp_sink as running_sink

pytestmark = [pytest.mark.postgres, pytest.mark.slow]

SPAN = "00f067aa0ba902b7"
WORKER_SERVICE = "statecore-worker-under-test"


@pytest.fixture(scope="module")
def otlp_sink() -> Iterator[OtlpSink]:
    with running_sink() as sink:
        yield sink


@dataclass
class TracedWorker:
    pool: str
    queue: str
    process: subprocess.Popen[bytes]
    log: Path

    def output(self) -> str:
        return self.log.read_text(errors="replace")[-4000:]


@pytest.fixture(scope="module", params=["solo", "threads", "prefork"])
def traced_worker(
    request: pytest.FixtureRequest,
    otlp_sink: OtlpSink,
    django_db_setup: None,
    django_db_blocker: Any,
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[TracedWorker]:
    """A dedicated ``celery -A portal worker --pool <pool>`` on its own queue, exporting to
    the sink with the production configuration path (``OTEL_EXPORTER_OTLP_ENDPOINT``)."""
    assert settings.CELERY_BROKER_URL, "a real broker is needed (CELERY_BROKER_URL)"
    assert not settings.CELERY_TASK_ALWAYS_EAGER
    pool = str(request.param)
    queue = f"statecore-tracing-test-{pool}-{uuid.uuid4().hex[:8]}"
    with django_db_blocker.unblock():
        url = live_database_url()
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith("OTEL_") or k in ("OTEL_PYTHON_INSTRUMENTATION_SANITIZE_REDIS",)
    }
    env.update(
        {
            "DATABASE_URL": url,
            "STATECORE_POLICY_CACHE_SECONDS": "0",
            "OTEL_EXPORTER_OTLP_ENDPOINT": otlp_sink.endpoint,
            "OTEL_EXPORTER_OTLP_PROTOCOL": "http/protobuf",
            "OTEL_SERVICE_NAME": WORKER_SERVICE,
            "OTEL_BSP_SCHEDULE_DELAY": "100",
            # SQL spans are an operator's opt-in; on here, so the task's own queries show
            # under its span (and must pass the worker's scrubbing like everything else).
            "STATECORE_TRACE_SQL": "true",
        }
    )
    log = tmp_path_factory.mktemp("celery") / f"worker-{pool}.log"
    with log.open("wb") as out:
        process = subprocess.Popen(
            [
                str(Path(sys.executable).with_name("celery")),
                "-A",
                "portal",
                "worker",
                "--pool",
                pool,
                "--concurrency",
                "2",
                "--queues",
                queue,
                "--hostname",
                f"{queue}@%h",
                "--loglevel",
                "WARNING",
                "--without-heartbeat",
                "--without-gossip",
                "--without-mingle",
            ],
            cwd=Path(__file__).resolve().parents[2],
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
        )
    worker = TracedWorker(pool, queue, process, log)
    yield worker
    process.terminate()
    try:
        process.wait(timeout=20)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(timeout=5)
    import redis

    # the queue and kombu's binding keys for it (the broker's other keys are not ours)
    redis.Redis.from_url(settings.CELERY_BROKER_URL).delete(
        queue, f"_kombu.binding.{queue}", f"_kombu.binding_permanent.{queue}"
    )


@pytest.fixture
def to_worker_queue(traced_worker: TracedWorker) -> Iterator[str]:
    """Tasks published by this process go to the dedicated worker's queue for the test."""
    previous = celery_app.conf.task_default_queue
    celery_app.conf.task_default_queue = traced_worker.queue
    yield traced_worker.queue
    celery_app.conf.task_default_queue = previous


def _wait_for(
    predicate: Callable[[], list[SinkSpan]], worker: TracedWorker, seconds: float = 60
) -> list[SinkSpan]:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        found = predicate()
        if found:
            return found
        if worker.process.poll() is not None:
            pytest.fail(f"the {worker.pool} worker exited ({worker.process.returncode}):\n{worker.output()}")
        time.sleep(0.1)
    pytest.fail(f"no span from the {worker.pool} worker within {seconds}s; worker output:\n{worker.output()}")


def test_a_task_enqueued_during_a_request_continues_the_request_trace(
    traced_worker: TracedWorker,
    to_worker_queue: str,
    otlp_sink: OtlpSink,
    start: Callable[..., Any],
    worker: Worker,
) -> None:
    tracing = start()  # this process (the API server): real pipeline, in-memory exporter
    trace_id = uuid.uuid4().hex  # one per test: the sink outlives each worker
    content = f"Prefers the {traced_worker.pool} pool. {uuid.uuid4().hex}"
    response = worker.client.put(
        f"/api/v1/memory/user/records/trace.{traced_worker.pool}",
        {"kind": "semantic", "content": content, "content_type": "text/plain", "expected_revision": None},
        format="json",
        HTTP_TRACEPARENT=f"00-{trace_id}-{SPAN}-01",
    )
    assert response.status_code in (200, 202), response.content

    # The request side: the server span continued the caller's trace, and the enqueue is a
    # producer span inside it.
    (server,) = [s for s in tracing.named("http.server") if s.context.trace_id == int(trace_id, 16)]
    assert server.attributes["statecore.trace.ingress"] == "accepted"
    (publish,) = [s for s in tracing.named("messaging.publish") if s.context.trace_id == int(trace_id, 16)]

    # The worker side: its task span has the request's trace id and the publish as parent.
    def task_spans() -> list[SinkSpan]:
        return [
            s
            for s in otlp_sink.snapshot()
            if s.service == WORKER_SERVICE
            and s.kind == ProtoSpan.SPAN_KIND_CONSUMER
            and s.trace_id == trace_id
        ]

    (task,) = _wait_for(task_spans, traced_worker)
    assert task.name == "messaging.process"  # scrubbed: the task name is not exported
    assert task.parent_span_id == format(publish.context.span_id, "016x")
    assert task.attributes.get("celery.action") == "run"
    # Everything the worker exported passed its scrubbing processor, and the task's own work
    # (database queries) is in the same trace, under the task span.
    children = _wait_for(
        lambda: [
            s for s in otlp_sink.snapshot() if s.trace_id == trace_id and s.parent_span_id == task.span_id
        ],
        traced_worker,
    )
    assert {s.name for s in children} <= {"db.query", "cache.command", "internal", "messaging.publish"}
    assert content not in repr(otlp_sink.snapshot())
    assert traced_worker.process.poll() is None


# --- which process configures tracing, without starting a worker -------------------------------
@pytest.mark.parametrize(
    ("pool", "forks"),
    [
        ("prefork", True),
        ("processes", True),
        ("celery.concurrency.prefork:TaskPool", True),
        ("solo", False),
        ("threads", False),
        ("gevent", False),
        ("eventlet", False),
        ("celery.concurrency.thread:TaskPool", False),
    ],
)
def test_pool_forks_children_by_name_and_class(pool: str, forks: bool) -> None:
    from celery.concurrency import get_implementation

    from portal.celery import pool_forks_children

    assert pool_forks_children(pool) is forks
    if pool not in ("gevent", "eventlet"):  # not installed; and importing them would patch
        assert pool_forks_children(get_implementation(pool)) is forks


def test_prefork_subclass_forks_children() -> None:
    from celery.concurrency.prefork import TaskPool

    from portal.celery import pool_forks_children

    class Custom(TaskPool):
        pass

    assert pool_forks_children(Custom)
    assert pool_forks_children(None)  # the worker_pool setting's default: prefork


def _connected(signal: Any, receiver: Any) -> bool:
    return any(entry[0][0] == id(receiver) for entry in signal.receivers)


@pytest.mark.parametrize(("pool", "configured"), [("solo", 2), ("threads", 1), ("prefork", 1)])
def test_worker_signals_configure_tracing_in_the_process_that_runs_tasks(
    monkeypatch: pytest.MonkeyPatch, pool: str, configured: int
) -> None:
    """The receivers are called directly: sending the signals here would also run Celery's
    Django fixup (it closes database connections and hooks task signals)."""
    from types import SimpleNamespace

    from celery.signals import worker_init, worker_process_init

    import portal.apps
    from portal.celery import _start_tracing_in_worker, _start_tracing_in_worker_process

    assert _connected(worker_init, _start_tracing_in_worker)
    assert _connected(worker_process_init, _start_tracing_in_worker_process)
    calls: list[int] = []
    monkeypatch.setattr(portal.apps, "start_tracing", lambda **kw: calls.append(os.getpid()))
    # The worker's main process at start-up: configures unless the pool forks children.
    _start_tracing_in_worker(sender=SimpleNamespace(pool_cls=pool))
    assert len(calls) == (0 if pool == "prefork" else 1)
    # A prefork child after fork; and the solo pool, whose constructor sends the same signal
    # in the main process in Celery 5.7 (start_tracing is idempotent: configured once).
    if pool != "threads":
        _start_tracing_in_worker_process(sender="node")
    assert len(calls) == configured
