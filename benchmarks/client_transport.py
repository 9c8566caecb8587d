"""Client CPU per request: HTTP libraries, and statecore's client on each transport.

    .venv/bin/python benchmarks/client_transport.py [--requests N] [--rounds R] [--url URL]

Without ``--url`` it starts a minimal HTTP/1.1 keep-alive server in a child process (asyncio,
canned contract-shaped bodies per path with the header set gunicorn + Django send), so the
server's CPU is never counted. ``--url`` points
the library rows at any server instead (e.g. the project's gunicorn, path ``/healthz``); the
statecore rows then need the canned server and are skipped.

What is measured: ``time.process_time()`` of this process (every thread of it) over N requests
sent back to back on one keep-alive connection, after a warm-up, median of R rounds, in
microseconds per request. Each group prints the ratio against the first row of its group, the
baseline measured in the same run (httpx 0.28 as the client used it before: ``httpx.Client`` /
``httpx.AsyncClient`` with their defaults). Request shapes:

* ``GET`` a small JSON body (``/api/v1/state/head``), parsed;
* ``PUT`` 4 KiB of bytes (``/api/v1/state/pending/k``), JSON answer parsed;
* ``POST`` a small JSON body (``/api/v1/state/commit``), JSON answer parsed.

The statecore rows run the real client calls (``load_head``, ``write_native_state``,
``commit_head``: operation building, retry bookkeeping, error mapping, response parsing) over
each transport, against the budget of 0.3 ms of client CPU per request.
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import http.client
import json
import os
import platform
import statistics
import subprocess
import sys
import time
from collections.abc import Awaitable, Callable
from typing import Any
from urllib.parse import urlsplit

BUDGET_US = 300.0
PAYLOAD = os.urandom(4096)
STATE_REF = "00000000-0000-4000-8000-000000000002"
HEAD = {
    "revision": 1,
    "state_ref": STATE_REF,
    "codec": "bench/1",
    "size": 4096,
    "sha256": "0" * 64,
    "run_id": "run-1",
    "committed_at": "2030-01-01T00:00:00Z",
}
BODIES: dict[str, tuple[int, bytes]] = {
    "/api/v1/state/head": (200, json.dumps({"head": HEAD}).encode()),
    "/api/v1/state/pending/": (
        201,
        json.dumps({"state_ref": STATE_REF, "size": 4096, "sha256": "0" * 64, "codec": "bench/1"}).encode(),
    ),
    "/api/v1/state/commit": (200, json.dumps({"head": HEAD}).encode()),
    "/healthz": (200, b'{"status":"ok"}'),
}
COMMIT = {
    "state_ref": STATE_REF,
    "expected_durable_revision": 0,
    "run_id": "run-1",
    "run": {"status": "completed"},
}


# --- the server (child process) -------------------------------------------------------------


# The header set gunicorn + Django answer the API with (response header parsing is a good part of
# a client's cost per request, so the canned answers carry as many).
ANSWER_HEADERS = (
    "Server: gunicorn\r\nDate: Wed, 02 Dec 2026 02:11:52 GMT\r\nConnection: keep-alive\r\n"
    "Content-Type: application/json\r\nX-Frame-Options: DENY\r\nVary: Accept, Cookie\r\n"
    "X-Content-Type-Options: nosniff\r\nReferrer-Policy: same-origin\r\n"
    "Cross-Origin-Opener-Policy: same-origin\r\n"
)


class _Http(asyncio.Protocol):
    """Just enough HTTP/1.1: request head, Content-Length body, keep-alive, canned answers."""

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport: Any = transport
        self.buffer = b""

    def data_received(self, data: bytes) -> None:
        self.buffer += data
        while True:
            end = self.buffer.find(b"\r\n\r\n")
            if end < 0:
                return
            head = self.buffer[:end].decode("latin-1").split("\r\n")
            length = 0
            for line in head[1:]:
                name, _, value = line.partition(":")
                if name.strip().lower() == "content-length":
                    length = int(value)
            if len(self.buffer) < end + 4 + length:
                return
            self.buffer = self.buffer[end + 4 + length :]
            path = head[0].split(" ")[1].split("?")[0]
            status, body = next(
                (answer for prefix, answer in BODIES.items() if path.startswith(prefix)), (404, b"{}")
            )
            self.transport.write(
                f"HTTP/1.1 {status} X\r\n{ANSWER_HEADERS}Content-Length: {len(body)}\r\n\r\n".encode() + body
            )


def serve() -> None:
    async def main() -> None:
        server = await asyncio.get_running_loop().create_server(_Http, "127.0.0.1", 0)
        print(server.sockets[0].getsockname()[1], flush=True)
        await asyncio.sleep(3600)

    asyncio.run(main())


# --- measurement ------------------------------------------------------------------------------


Figure = tuple[float, float]  # (median, min) microseconds per request over the rounds


def cpu_per_request(send: Callable[[], object], n: int, rounds: int) -> Figure:
    for _ in range(min(200, n)):
        send()
    samples = []
    for _ in range(rounds):
        t0 = time.process_time()
        for _ in range(n):
            send()
        samples.append((time.process_time() - t0) / n * 1e6)
    return statistics.median(samples), min(samples)


def acpu_per_request(
    send: Callable[[], Awaitable[object]], n: int, rounds: int, close: Callable[[], Awaitable[None]]
) -> Figure:
    """As ``cpu_per_request``, in one event loop; ``close`` releases the row's clients in it."""

    async def run() -> Figure:
        try:
            return await measure()
        finally:
            await close()

    async def measure() -> Figure:
        for _ in range(min(200, n)):
            await send()
        samples = []
        for _ in range(rounds):
            t0 = time.process_time()
            for _ in range(n):
                await send()
            samples.append((time.process_time() - t0) / n * 1e6)
        return statistics.median(samples), min(samples)

    return asyncio.run(run())


# --- sync libraries -------------------------------------------------------------------------------

Shape = tuple[str, str, bytes | None, dict[str, str]]


def shapes(health: str | None) -> list[Shape]:
    if health is not None:
        return [("GET", health, None, {})]
    return [
        ("GET", "/api/v1/state/head", None, {}),
        ("PUT", "/api/v1/state/pending/k", PAYLOAD, {"Content-Type": "application/octet-stream"}),
        ("POST", "/api/v1/state/commit", json.dumps(COMMIT).encode(), {"Content-Type": "application/json"}),
    ]


TOKEN = "stl_benchmark-token-0123456789abcdef"
AUTH = {"Authorization": f"Bearer {TOKEN}", "User-Agent": "bench"}


def sync_rows(base: str, shape: Shape) -> dict[str, Callable[[], object]]:
    import httpx
    import urllib3

    method, path, body, headers = shape
    parts = urlsplit(base)
    default = httpx.Client(base_url=base, headers=AUTH)
    lean = httpx.Client(
        base_url=base,
        headers=AUTH,
        trust_env=False,
        limits=httpx.Limits(max_connections=1, max_keepalive_connections=1),
        timeout=httpx.Timeout(30.0, connect=5.0),
    )
    pool = urllib3.HTTPConnectionPool(
        str(parts.hostname),
        parts.port,
        maxsize=1,
        retries=False,
        timeout=urllib3.Timeout(connect=5.0, read=30.0),
    )
    raw = http.client.HTTPConnection(str(parts.hostname), parts.port)
    all_headers = {**AUTH, **headers}

    def httpx_default() -> object:
        return default.request(method, path, content=body, headers=headers).json()

    def httpx_lean() -> object:
        return lean.send(lean.build_request(method, path, content=body, headers=headers)).json()

    def urllib3_pool() -> object:
        r = pool.urlopen(method, path, body=body, headers=all_headers, redirect=False, retries=False)
        return json.loads(r.data)

    def http_client() -> object:
        raw.request(method, path, body=body, headers=all_headers)
        return json.loads(raw.getresponse().read())

    return {
        "httpx.Client, defaults (the client before)": httpx_default,
        "httpx.Client, lean (trust_env off, 1-connection pool, send)": httpx_lean,
        "urllib3 2.x HTTPConnectionPool (retries off)": urllib3_pool,
        "http.client.HTTPConnection (stdlib floor, no pool)": http_client,
    }


def async_rows(
    base: str, shape: Shape
) -> tuple[dict[str, Callable[[], Awaitable[object]]], Callable[[], Any]]:
    import aiohttp
    import httpx

    method, path, body, headers = shape
    clients: dict[str, Any] = {}

    def client(name: str) -> Any:
        if name not in clients:
            if name == "default":
                clients[name] = httpx.AsyncClient(base_url=base, headers=AUTH)
            elif name == "lean":
                clients[name] = httpx.AsyncClient(
                    base_url=base,
                    headers=AUTH,
                    trust_env=False,
                    limits=httpx.Limits(max_connections=1, max_keepalive_connections=1),
                )
            else:
                clients[name] = aiohttp.ClientSession(
                    base_url=base,
                    headers=AUTH,
                    connector=aiohttp.TCPConnector(limit=1),
                    auto_decompress=False,
                )
        return clients[name]

    async def httpx_default() -> object:
        return (await client("default").request(method, path, content=body, headers=headers)).json()

    async def httpx_lean() -> object:
        c = client("lean")
        return (await c.send(c.build_request(method, path, content=body, headers=headers))).json()

    async def aiohttp_session() -> object:
        async with client("aiohttp").request(method, path, data=body, headers=headers) as r:
            return json.loads(await r.read())

    async def close() -> None:
        for c in clients.values():
            await (c.aclose() if hasattr(c, "aclose") else c.close())
        clients.clear()

    return {
        "httpx.AsyncClient, defaults (the client before)": httpx_default,
        "httpx.AsyncClient, lean (trust_env off, 1-connection pool, send)": httpx_lean,
        "aiohttp ClientSession (TCPConnector limit 1)": aiohttp_session,
    }, close


# --- statecore's client on each transport -----------------------------------------------------------


class Urllib3Transport:
    """statecore's SyncTransport over urllib3 2.x's pool (``urlopen``, retries off): measured
    here only, as the candidate the figures did not choose."""

    def __init__(self, base: str) -> None:
        import urllib3

        parts = urlsplit(base)
        self.pool = urllib3.HTTPConnectionPool(
            str(parts.hostname),
            parts.port,
            maxsize=10,
            block=True,
            retries=False,
            timeout=urllib3.Timeout(connect=5.0, read=30.0),
        )

    def send(self, request: Any) -> Any:
        from statecore.client.transport import Response

        answer = self.pool.urlopen(
            request.method,
            request.target,
            body=request.body,
            headers={"User-Agent": "b", **request.headers},
            retries=False,
            redirect=False,
            assert_same_host=False,
            pool_timeout=30,
        )
        return Response(answer.status, answer.headers, answer.data)

    def close(self) -> None:
        self.pool.close()


def _transports() -> tuple[dict[str, Callable[[str], Any]], dict[str, Callable[[str], Any]]]:
    """Per label, a factory of the transport for a base URL; the first is each group's baseline."""
    import httpx

    from statecore.client import transport as t

    sync = {
        "httpx (HttpxTransport over httpx.HTTPTransport, as before)": lambda base: t.HttpxTransport(
            base, httpx.HTTPTransport()
        ),
        "urllib3 2.x pool (benchmark-only SyncTransport)": Urllib3Transport,
        "http.client (HttpClientTransport, the default)": lambda base: t.HttpClientTransport(base),
    }
    aio = {
        "httpx (AsyncHttpxTransport over httpx.AsyncHTTPTransport, as before)": lambda base: (
            t.AsyncHttpxTransport(base, httpx.AsyncHTTPTransport())
        ),
        "aiohttp (AiohttpTransport, the default)": lambda base: t.AiohttpTransport(base),
    }
    return sync, aio


def statecore_sync_rows(base: str) -> dict[str, Callable[[], object]]:
    from statecore.client import PendingStateRef, StateScope, ThreadStateStore

    scope = StateScope("b", "prod", "deepagents", 1, "bench/1", 1)
    pending = PendingStateRef(STATE_REF, 4096, "0" * 64, "bench/1", None)
    rows: dict[str, Callable[[], object]] = {}
    calls: dict[str, Callable[[ThreadStateStore], object]] = {
        "load_head": lambda s: s.load_head(scope),
        "write_native_state 4 KiB": lambda s: s.write_native_state(scope, "bench/1", PAYLOAD, "k"),
        "commit_head": lambda s: s.commit_head(scope, pending, 0, "run-1"),
    }
    for call, run in calls.items():
        for label, factory in _transports()[0].items():
            store = ThreadStateStore(base, TOKEN, transport=factory(base))
            rows[f"{call}: {label}"] = functools.partial(run, store)
    return rows


def statecore_async_rows(base: str, call: str) -> dict[str, Callable[[], Awaitable[object]]]:
    from statecore.client import AsyncThreadStateStore, PendingStateRef, StateScope

    scope = StateScope("b", "prod", "deepagents", 1, "bench/1", 1)
    pending = PendingStateRef(STATE_REF, 4096, "0" * 64, "bench/1", None)
    calls: dict[str, Callable[[AsyncThreadStateStore], Awaitable[object]]] = {
        "load_head": lambda s: s.load_head(scope),
        "write_native_state 4 KiB": lambda s: s.write_native_state(scope, "bench/1", PAYLOAD, "k"),
        "commit_head": lambda s: s.commit_head(scope, pending, 0, "run-1"),
    }
    run = calls[call]
    rows: dict[str, Callable[[], Awaitable[object]]] = {}
    for label, factory in _transports()[1].items():
        store = AsyncThreadStateStore(base, TOKEN, transport=factory(base))
        rows[f"{call}: {label}"] = functools.partial(run, store)
        ASYNC_CLOSERS[f"{call}: {label}"] = store.aclose
    return rows


ASYNC_CLOSERS: dict[str, Callable[[], Awaitable[None]]] = {}
CALLS = ("load_head", "write_native_state 4 KiB", "commit_head")


# --- report ---------------------------------------------------------------------------------------


def report(title: str, results: dict[str, Figure]) -> None:
    """Median and min per row; the ratio (of medians) is against the group's first row."""
    print(f"\n{title}")
    names = list(results)
    baseline = results[names[0]][0]
    width = max(len(n) for n in names)
    print(f"  {'':{width}}  {'median us':>9}  {'min us':>7}  {'vs baseline':>11}  budget {BUDGET_US:.0f} us")
    for name in names:
        median, low = results[name]
        ok = "ok" if median <= BUDGET_US else "OVER"
        print(f"  {name:{width}}  {median:9.1f}  {low:7.1f}  {median / baseline:10.2f}x  {ok}")
    print(f"  baseline: {names[0]}")


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--requests", type=int, default=2000, help="requests per round (default 2000)")
    parser.add_argument("--rounds", type=int, default=5, help="rounds per row; the median is reported")
    parser.add_argument("--url", help="a running server instead of the built-in one (library rows only)")
    parser.add_argument("--path", default="/healthz", help="with --url: the path to GET (default /healthz)")
    parser.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        serve()
        return 0

    server = None
    if args.url:
        base, health = args.url.rstrip("/"), args.path
    else:
        server = subprocess.Popen(  # noqa: S603 (this interpreter, this file)
            [sys.executable, __file__, "--serve"], stdout=subprocess.PIPE, text=True
        )
        assert server.stdout is not None
        base, health = f"http://127.0.0.1:{server.stdout.readline().strip()}", None
    try:
        print(
            f"client CPU per request (time.process_time of this process), {args.requests} requests x "
            f"{args.rounds} rounds, median; server: {'built-in (child process)' if server else base}; "
            f"Python {platform.python_version()}, {os.cpu_count()} CPUs, load {os.getloadavg()[0]:.2f}"
        )
        for shape in shapes(health):
            label = f"{shape[0]} {shape[1]}" + (f" ({len(shape[2])} B body)" if shape[2] else "")
            sync = {
                n: cpu_per_request(f, args.requests, args.rounds) for n, f in sync_rows(base, shape).items()
            }
            report(f"sync, {label}", sync)
            rows, close = async_rows(base, shape)
            results = {n: acpu_per_request(f, args.requests, args.rounds, close) for n, f in rows.items()}
            report(f"async, {label}", results)
        if server is not None:
            rows_sc = statecore_sync_rows(base)
            for call in CALLS:
                group = {n: f for n, f in rows_sc.items() if n.startswith(f"{call}:")}
                results = {n: cpu_per_request(f, args.requests, args.rounds) for n, f in group.items()}
                report(f"statecore ThreadStateStore (blocking), {call}", results)
            for call in CALLS:
                group_a = statecore_async_rows(base, call)
                results = {
                    n: acpu_per_request(f, args.requests, args.rounds, ASYNC_CLOSERS[n])
                    for n, f in group_a.items()
                }
                report(f"statecore AsyncThreadStateStore, {call}", results)
    finally:
        if server is not None:
            server.terminate()
            server.wait()
    return 0


if __name__ == "__main__":
    sys.exit(main())
