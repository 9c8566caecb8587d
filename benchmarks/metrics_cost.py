"""Metrics: what recording costs on the worker hot path (``make bench-metrics``).

    .venv/bin/python benchmarks/metrics_cost.py [--rounds 31] [--requests 20000] [--threads 1,4]
    .venv/bin/python benchmarks/metrics_cost.py --wsgi 2000 --metrics on|off   # needs DATABASE_URL

**Calls** (default, no database): per commit request the service and the middleware make two
recording calls: ``state_outcome("commit", "ok")`` (the commit counter) and ``request_served``
(the latency histogram), plus the middleware's two ``perf_counter`` reads. Each round runs
``--requests`` of those per variant in ``--threads`` threads (4: a gunicorn gthread process),
variants interleaved (off, on, on, off, ...) so load from other processes falls on both; the
figure is process CPU time (every thread) per request, the median over rounds, and the paired
difference (a round of ``on`` against the ``off`` round next to it). ``off`` is metrics not
configured (what ``OTEL_METRICS_EXPORTER=none`` gives: a global read and a return); ``on`` is
the real meter provider, views and periodic reader (60 s interval, an exporter that discards:
the collection and export happen off the request path, in the reader's thread, and are not in
the window).

**WSGI** (``--wsgi N``): N commit cycles (``PUT /state/pending`` + ``POST /state/commit``, 4 KiB)
through the production WSGI application in this process (no HTTP server), on the database
``DATABASE_URL`` names, with metrics ``on`` (an OTLP endpoint that is never reached within the
run: the reader's interval is an hour) or ``off``; prints server CPU per cycle. Run it twice,
paired, from outside to compare whole processes.
"""

from __future__ import annotations

import argparse
import gc
import logging
import os
import statistics
import sys
import threading
import time
import uuid
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT)]

from telemetry import metrics  # noqa: E402


class _Discard:
    """A metric exporter that drops what it gets (only in-process work is measured)."""

    def __new__(cls) -> Any:
        from opentelemetry.sdk.metrics.export import MetricExporter, MetricExportResult

        class Discard(MetricExporter):
            def export(self, metrics_data: Any, timeout_millis: float = 10_000, **kwargs: Any) -> Any:
                return MetricExportResult.SUCCESS

            def force_flush(self, timeout_millis: float = 10_000) -> bool:
                return True

            def shutdown(self, timeout_millis: float = 30_000, **kwargs: Any) -> None:
                pass

        return Discard()


def _one_request() -> None:
    """What a commit request records: the commit's outcome, then the middleware's histogram."""
    started = time.perf_counter()
    metrics.state_outcome("commit", "ok")
    metrics.request_served("api/v1/state/commit", "POST", 200, time.perf_counter() - started)


def _round(requests: int, threads: int) -> float:
    """Process CPU seconds per request for ``requests`` requests spread over ``threads``."""
    per_thread = requests // threads
    barrier = threading.Barrier(threads + 1)

    def work() -> None:
        barrier.wait()
        for _ in range(per_thread):
            _one_request()

    workers = [threading.Thread(target=work) for _ in range(threads)]
    for w in workers:
        w.start()
    gc.collect()
    started = time.process_time()
    barrier.wait()
    for w in workers:
        w.join()
    return (time.process_time() - started) / (per_thread * threads)


def _set(on: bool) -> None:
    metrics.shutdown_metrics()
    if on:
        metrics.configure_metrics(
            metrics.MetricsConfig(export_interval_millis=3_600_000), exporter=_Discard()
        )


def calls(rounds: int, requests: int, thread_counts: list[int]) -> None:
    print(f"metrics recording cost per commit request: {rounds} rounds x {requests} requests, median")
    print("| threads | off (ns) | on (ns) | on - off, paired (ns, median [IQR]) |")
    print("|---|---|---|---|")
    for threads in thread_counts:
        for on in (False, True, True, False):  # warm-up: caches, label sets, code paths
            _set(on)
            _round(requests, threads)
        off_rounds: list[float] = []
        on_rounds: list[float] = []
        paired: list[float] = []
        for i in range(rounds):
            order = (False, True) if i % 2 == 0 else (True, False)
            got: dict[bool, float] = {}
            for on in order:
                _set(on)
                got[on] = _round(requests, threads)
            off_rounds.append(got[False])
            on_rounds.append(got[True])
            paired.append(got[True] - got[False])
        q = statistics.quantiles(paired, n=4)
        off_ns, on_ns = statistics.median(off_rounds) * 1e9, statistics.median(on_rounds) * 1e9
        print(
            f"| {threads} | {off_ns:.0f} | {on_ns:.0f}"
            f" | {statistics.median(paired) * 1e9:.0f} [{q[0] * 1e9:.0f}, {q[2] * 1e9:.0f}] |"
        )
    _set(False)


def wsgi(cycles: int, on: bool) -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "portal.settings")
    os.environ["OTEL_METRICS_EXPORTER"] = "otlp" if on else "none"
    os.environ["OTEL_EXPORTER_OTLP_ENDPOINT"] = "http://127.0.0.1:9"  # never reached: see the interval
    os.environ["OTEL_METRIC_EXPORT_INTERVAL"] = "3600000"
    os.environ["OTEL_SDK_DISABLED"] = "false"
    import django

    django.setup()
    import httpx
    from django.core.wsgi import get_wsgi_application

    from portal.apps import start_tracing
    from statecore.scope import Actor
    from statecore.services.tokens import app_token_create

    # tracing as after fork, with no trace exporter (spans carry ids, nothing is recorded)
    start_tracing(endpoint=None)
    handle = metrics.current()
    assert handle is not None
    assert (handle.recorder is not None) == on
    logging.getLogger("httpx").setLevel(logging.WARNING)  # a line per request would dominate
    app = get_wsgi_application()
    token = app_token_create(
        name=f"bench-{uuid.uuid4().hex[:8]}",
        environment="prod",
        organization_id="org-1",
        permissions=["bindings:manage"],
        actor=Actor(kind="system", ref="bench"),
    ).token
    transport = httpx.WSGITransport(app=app, remote_addr="127.0.0.1")
    with httpx.Client(transport=transport, base_url="http://127.0.0.1:8000") as plane:
        plane.headers["Authorization"] = f"Bearer {token}"
        binding = plane.post(
            "/api/v1/bindings",
            json={
                "environment": "prod",
                "harness": "bench",
                "adapter": "bench",
                "adapter_codec_version": "bench/1",
                "agent_id": "agent",
                "subject": uuid.uuid4().hex,
                "organization_id": "org-1",
            },
        ).json()["id"]
        lease = plane.post(
            f"/api/v1/bindings/{binding}/leases", json={"sandbox_id": "s", "ttl_seconds": 3600}
        )
        worker_headers = {"Authorization": f"Bearer {lease.json()['lease_token']}"}
    payload = os.urandom(4096)
    with httpx.Client(
        transport=transport, base_url="http://127.0.0.1:8000", headers=worker_headers
    ) as worker:
        revision = 0

        def cycle() -> None:
            nonlocal revision
            pending = worker.put(
                f"/api/v1/state/pending/{uuid.uuid4().hex}",
                content=payload,
                headers={"X-State-Codec": "bench/1", "Content-Type": "application/octet-stream"},
            )
            commit = worker.post(
                "/api/v1/state/commit",
                json={
                    "state_ref": pending.json()["state_ref"],
                    "expected_durable_revision": revision,
                    "run_id": uuid.uuid4().hex,
                    "run": {"status": "completed"},
                },
            )
            if commit.status_code != 200:
                raise RuntimeError(commit.text)
            revision = commit.json()["head"]["revision"]

        for _ in range(50):
            cycle()
        started = time.thread_time()
        for _ in range(cycles):
            cycle()
        cpu = time.thread_time() - started
    print(
        f"metrics {'on' if on else 'off'}: {cycles} commit cycles, {cpu / cycles * 1e3:.3f} ms CPU per cycle"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else "")
    parser.add_argument("--rounds", type=int, default=31)
    parser.add_argument("--requests", type=int, default=20_000)
    parser.add_argument("--threads", default="1,4")
    parser.add_argument("--wsgi", type=int, default=0, help="commit cycles through the WSGI application")
    parser.add_argument("--metrics", choices=("on", "off"), default="on")
    args = parser.parse_args(argv)
    if args.wsgi:
        wsgi(args.wsgi, args.metrics == "on")
    else:
        calls(args.rounds, args.requests, [int(t) for t in args.threads.split(",")])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
