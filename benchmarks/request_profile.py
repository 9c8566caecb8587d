"""Where the server's CPU goes per worker request, in process (``make bench-profile``).

A Deep Agent conversation (the same scripted agent as ``benchmarks/langgraph_agent.py``) runs
once through ``StatecoreSaver``, with one memory search a turn through ``StatecoreStore`` (the
harness worker's ``recall``), whose transport calls the production WSGI application directly
(``httpx.WSGITransport``: no socket, no HTTP server), with production settings, tracing
configured as after fork (no exporter) and the database of record on PostgreSQL; its worker
requests are recorded in the order the server answered them. They are then replayed, one at a
time in one thread, on fresh bindings (each replay's answers must match the recorded statuses):
``--replays`` times unprofiled, then once more under the profiler (Python 3.12's cProfile
watches every thread, so it must run where only one does). Two figures:

1. **CPU per request by route** (``time.thread_time`` around each WSGI call: the server's own
   work, database waits excluded), against the named baseline ``GET /healthz`` measured in the
   same run: Django's fixed cost of a request (handler, middleware, URL resolution, a JSON
   response) with no view work and no database.
2. **Where it goes** (``cProfile`` with a CPU clock over the same conversation, server frames
   only): Django's request path outside the view (WSGI handler, middleware, URL resolution,
   response), the view's own work (reading and validating the body, building the answer), the
   statement (psycopg: binding parameters, sending, reading rows; the wait is not CPU) and
   tracing (spans, propagation).

What it does not include: the HTTP server (granian or gunicorn parse and write the request;
``make bench`` measures the whole server process) and PostgreSQL's own CPU.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import logging
import os
import pstats
import re
import statistics
import sys
import threading
import time
import uuid
from collections import defaultdict
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "benchmarks")]
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "portal.settings")

BASE_URL = "http://127.0.0.1:8000"

#: route names for the paths a conversation calls (ids and keys folded)
_ROUTES = [
    (re.compile(r"^/healthz$"), "GET /healthz (baseline)"),
    (re.compile(r"^/api/v1/state/checkpoints$"), "/state/checkpoints"),
    (re.compile(r"^/api/v1/state/writes$"), "/state/writes"),
    (re.compile(r"^/api/v1/state/delta$"), "/state/delta"),
    (re.compile(r"^/api/v1/state/pending/[^/]+$"), "/state/pending/{key}"),
    (re.compile(r"^/api/v1/state/commit$"), "/state/commit"),
    (re.compile(r"^/api/v1/state/head$"), "/state/head"),
    (re.compile(r"^/api/v1/memory/batch$"), "/memory/batch (search)"),
    (re.compile(r"^/api/v1/bindings(/.*)?$"), "/bindings (control plane)"),
]

#: the worker's requests: the saver's and the store's (the harness worker's ``recall``)
_WORKER_PATHS = ("/api/v1/state/", "/api/v1/memory/")


def route(method: str, path: str) -> str:
    for pattern, name in _ROUTES:
        if pattern.match(path):
            return f"{method} {name}" if not name.startswith("GET ") else name
    return f"{method} {path}"


class Recorder:
    """A WSGI middleware that keeps each worker request (its environ, body and answer status)
    in the order the application answered them."""

    def __init__(self, app: Callable[..., Iterable[bytes]]) -> None:
        self.app = app
        self.recorded: list[tuple[dict[str, Any], bytes, str]] = []
        self._lock = threading.Lock()

    def __call__(self, environ: dict[str, Any], start_response: Callable[..., Any]) -> list[bytes]:
        body = environ["wsgi.input"].read()
        environ["wsgi.input"] = io.BytesIO(body)
        status: list[str] = []

        def remember(code: str, headers: Any, exc_info: Any = None) -> Any:
            status.append(code)
            return start_response(code, headers, exc_info)

        answer = b"".join(self.app(environ, remember))
        if environ["PATH_INFO"].startswith(_WORKER_PATHS):
            with self._lock:
                self.recorded.append((dict(environ), body, status[0]))
        return [answer]


_RUN_ID = re.compile(rb'"run_id":\s*"([A-Za-z0-9._:~-]{1,128})"')


def _replay(
    app: Callable[..., Iterable[bytes]],
    recorded: list[tuple[dict[str, Any], bytes, str]],
    token: str,
    cpu: dict[str, list[float]],
    profiler: cProfile.Profile | None = None,
    profiled: str | None = None,
) -> int:
    """Send the recorded requests again under another lease, one at a time in this thread. Run
    ids belong to the binding that first used them: each replay gets new ones of the same length
    (so the framed bodies' lengths stay right). ``profiler`` watches the requests whose route
    contains ``profiled`` (all when None); returns how many it watched."""
    watched = 0
    runs = {run for _, body, _ in recorded for run in _RUN_ID.findall(body)}
    renamed = {run: uuid.uuid4().hex.encode()[: len(run)].ljust(len(run), b"0") for run in runs}
    for environ, body, status in recorded:
        for old, new in renamed.items():
            body = body.replace(old, new)
        replayed = {**environ, "wsgi.input": io.BytesIO(body), "HTTP_AUTHORIZATION": f"Bearer {token}"}
        answered: list[str] = []

        def start(code: str, headers: Any, exc_info: Any = None, answered: list[str] = answered) -> Any:
            answered.append(code)
            return lambda data: None

        name = route(environ["REQUEST_METHOD"], environ["PATH_INFO"])
        watch = profiler is not None and (profiled is None or profiled in name)
        watched += watch
        started = time.thread_time()
        if watch:
            profiler.enable()  # type: ignore[union-attr]
        answer = b"".join(app(replayed, start))
        if watch:
            profiler.disable()  # type: ignore[union-attr]
        cpu[name].append(time.thread_time() - started)
        if answered[0] != status:
            raise RuntimeError(
                f"replay of {environ['PATH_INFO']}?{environ.get('QUERY_STRING')} answered {answered[0]},"
                f" recorded {status}: {answer[:300]!r}"
            )
    return watched


def _setup() -> Callable[..., Iterable[bytes]]:
    import django

    django.setup()
    from django.core.wsgi import get_wsgi_application

    from portal.apps import start_tracing

    start_tracing()
    return get_wsgi_application()


def _conversation(app: Recorder, plane: Any, turns: int, file_bytes: int) -> None:
    import httpx
    from deepagents import create_deep_agent
    from langchain_core.messages import HumanMessage
    from langchain_core.runnables import RunnableConfig
    from langgraph_agent import CODEC, ScriptedModel, script

    from statecore.adapters.langgraph import StatecoreSaver, StatecoreStore
    from statecore.harness.worker.agent import MEMORY_NAMESPACE, RECALL_LIMIT

    transport = httpx.WSGITransport(app=app, remote_addr="127.0.0.1")
    tokens: dict[str, str] = {}

    def leases(thread_id: str) -> str:
        if thread_id not in tokens:
            tokens[thread_id] = _lease(plane)
        return tokens[thread_id]

    saver = StatecoreSaver(BASE_URL, leases, codec=CODEC, transport=transport)
    agent = create_deep_agent(model=ScriptedModel(responses=script(turns, file_bytes)), checkpointer=saver)
    thread_id = f"profile-{uuid.uuid4().hex[:8]}"
    config: RunnableConfig = {"configurable": {"thread_id": thread_id}}
    # the harness worker's memory read (its ``recall`` tool): one search a turn on the user's notes
    store = StatecoreStore(BASE_URL, leases(thread_id), transport=transport)
    for t in range(turns):
        store.search(MEMORY_NAMESPACE, query=f"note {t}", limit=RECALL_LIMIT)
        out = agent.invoke({"messages": [HumanMessage(f"Write note {t}.")]}, config)
        if f"/notes/turn-{t:02d}.md" not in out.get("files", {}):
            raise RuntimeError(f"turn {t} did not write its file")
    store.close()
    saver.close()


def _lease(plane: Any) -> str:
    """A new binding and a lease on it, through the control plane."""
    from langgraph_agent import CODEC, ENVIRONMENT, ORGANIZATION

    from statecore.client import BindingSpec

    binding = plane.create_binding(
        BindingSpec(
            environment=ENVIRONMENT,
            harness="deepagents",
            adapter="langgraph",
            adapter_codec_version=CODEC,
            agent_id="agent-profile",
            subject=f"profile-{uuid.uuid4().hex[:12]}@bench.invalid",
            organization_id=ORGANIZATION,
        )
    )
    return str(plane.issue_lease(binding.id, sandbox_id="profile", ttl_seconds=3600).lease_token)


def _baseline(app: Callable[..., Iterable[bytes]], n: int, cpu: dict[str, list[float]]) -> None:
    """``GET /healthz`` through the same application, one at a time in this thread."""
    environ = {
        "REQUEST_METHOD": "GET",
        "PATH_INFO": "/healthz",
        "QUERY_STRING": "",
        "SERVER_NAME": "127.0.0.1",
        "SERVER_PORT": "8000",
        "SERVER_PROTOCOL": "HTTP/1.1",
        "REMOTE_ADDR": "127.0.0.1",
        "HTTP_HOST": "127.0.0.1:8000",
        "wsgi.url_scheme": "http",
        "wsgi.errors": sys.stderr,
        "wsgi.version": (1, 0),
        "wsgi.multithread": True,
        "wsgi.multiprocess": True,
        "wsgi.run_once": False,
    }
    for _ in range(n):
        answered: list[str] = []

        def start(code: str, headers: Any, exc_info: Any = None, answered: list[str] = answered) -> Any:
            answered.append(code)
            return lambda data: None

        started = time.thread_time()
        b"".join(app({**environ, "wsgi.input": io.BytesIO(b"")}, start))
        cpu["GET /healthz (baseline)"].append(time.thread_time() - started)
        if not answered[0].startswith("200"):
            raise RuntimeError(f"/healthz answered {answered[0]}")


# --- the cProfile breakdown ---------------------------------------------------------------------

#: (label, file path fragment, function name): cumulative CPU of these frames, outermost first
_LAYERS = [
    ("server total (WSGI handler)", "django/core/handlers/wsgi.py", "__call__"),
    ("view (dispatch and below)", "django/views/generic/base.py", "view"),
    ("statement (psycopg)", "psycopg/cursor.py", "execute"),
    ("URL resolution", "django/urls/resolvers.py", "resolve"),
]


def _own(stats: pstats.Stats, fragment: str) -> float:
    """Own seconds (tottime) of every frame in files matching ``fragment``."""
    raw: dict[Any, Any] = stats.stats  # type: ignore[attr-defined]
    return float(sum(own for (filename, _, _), (_, _, own, _, _) in raw.items() if fragment in filename))


def _cumulative(stats: pstats.Stats, fragment: str, name: str) -> float:
    """Cumulative seconds of the matching frames that are not called by another matching frame
    (so recursion and nesting are counted once)."""
    raw: dict[Any, Any] = stats.stats  # type: ignore[attr-defined]

    def matches(key: Any) -> bool:
        filename, _, func = key
        return fragment in filename and (name == "*" or func == name)

    total = 0.0
    for key, (_, _, _, cumulative, callers) in raw.items():
        if matches(key) and not any(matches(c) and c != key for c in callers):
            total += cumulative
    return total


def _profile_layers(stats: pstats.Stats, requests: int) -> list[tuple[str, float]]:
    return [(label, _cumulative(stats, f, n) * 1000 / requests) for label, f, n in _LAYERS]


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--app-token", required=True)
    parser.add_argument("--turns", type=int, default=30)
    parser.add_argument("--file-bytes", type=int, default=400)
    parser.add_argument("--baseline-requests", type=int, default=2000)
    parser.add_argument("--replays", type=int, default=5)
    parser.add_argument("--top", type=int, default=25, help="rows of the cProfile table (tottime)")
    parser.add_argument(
        "--sort", default="tottime", choices=["tottime", "cumulative"], help="the cProfile table's order"
    )
    parser.add_argument(
        "--route",
        help="profile only the requests whose route (as in the first table) contains this text, "
        "e.g. 'memory/batch'",
    )
    args = parser.parse_args()

    logging.getLogger("httpx").setLevel(logging.WARNING)
    import httpx

    from statecore.client import ControlPlane

    app = _setup()
    recorder = Recorder(app)
    plane = ControlPlane(
        BASE_URL, args.app_token, transport=httpx.WSGITransport(app=app, remote_addr="127.0.0.1")
    )
    _conversation(recorder, plane, args.turns, args.file_bytes)
    recorded = recorder.recorded
    warm: dict[str, list[float]] = defaultdict(list)
    _baseline(app, 200, warm)  # warm-up: imports, prepared statements on this thread's connection
    _replay(app, recorded, _lease(plane), warm)

    cpu: dict[str, list[float]] = defaultdict(list)
    _baseline(app, args.baseline_requests, cpu)
    for _ in range(args.replays):
        _replay(app, recorded, _lease(plane), cpu)
    profiler = cProfile.Profile(time.thread_time)
    requests = _replay(app, recorded, _lease(plane), defaultdict(list), profiler, args.route)
    plane.close()
    app_cpu = cpu

    baseline = statistics.fmean(app_cpu["GET /healthz (baseline)"]) * 1000
    print(
        f"\n== server CPU per request by route (a {args.turns}-turn Deep Agent's {len(recorded)} worker"
        f" requests, replayed {args.replays}x in process; ms)"
    )
    print(f"{'route':<32} {'requests':>8} {'mean':>7} {'p50':>7} {'p90':>7} {'vs baseline':>12}")
    worker_cpu: list[float] = []
    for name, values in sorted(app_cpu.items(), key=lambda kv: -len(kv[1])):
        ms = [v * 1000 for v in values]
        mean = statistics.fmean(ms)
        p90 = statistics.quantiles(ms, n=10)[-1] if len(ms) >= 10 else max(ms)
        ratio = mean / baseline if baseline > 0 else float("nan")
        print(
            f"{name:<32} {len(ms):>8} {mean:>7.3f} {statistics.median(ms):>7.3f} {p90:>7.3f} {ratio:>11.2f}x"
        )
        if "/state/" in name or "/memory/" in name:
            worker_cpu.extend(ms)
    worker_mean = statistics.fmean(worker_cpu)
    print(
        f"{'worker requests (all)':<32} {len(worker_cpu):>8} {worker_mean:>7.3f}"
        f" {statistics.median(worker_cpu):>7.3f} {'':>7} {worker_mean / baseline:>11.2f}x"
    )

    stats = pstats.Stats(profiler)
    layers = dict(_profile_layers(stats, requests))
    total = layers["server total (WSGI handler)"]
    view = layers["view (dispatch and below)"]
    statement = layers["statement (psycopg)"]
    tracing = _own(stats, "/opentelemetry/") * 1000 / requests
    which = f"{requests} {args.route} requests" if args.route else f"{requests} requests"
    print(f"\n== where the server's CPU goes (cProfile, CPU clock, {which}; ms per request)")
    rows = [
        ("Django outside the view (handler, middleware, response)", total - view - layers["URL resolution"]),
        ("URL resolution", layers["URL resolution"]),
        ("the view's own work (body, validation, answer)", view - statement),
        ("the statement (parameters, send, rows; no wait)", statement),
        ("server total", total),
        ("  of which OpenTelemetry's own code (spans, propagation; anywhere above)", tracing),
    ]
    for label, value in rows:
        share = value / total * 100 if total > 0 else float("nan")
        print(f"{label:<76} {value:>7.3f} {share:>6.1f} %")
    print("(profiled figures run ~2x the unprofiled ones above: cProfile's own cost per call)")
    order = "own" if args.sort == "tottime" else "cumulative"
    print(f"\n== top {args.top} server functions by {order} CPU (profiled)")
    stats.sort_stats(args.sort).print_stats(args.top)
    return 0


if __name__ == "__main__":
    sys.exit(main())
