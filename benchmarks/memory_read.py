"""The worker's memory read over HTTP (``make bench-memory-read``): one lexical search in
``POST /api/v1/memory/batch``, as the harness worker's ``recall`` sends it through
``StatecoreStore``, on a server started with its deploy/ configuration.

Two ways the server answers it, measured in turn in the same run (their order alternates), on
two bindings of the same shape:

1. **first read of a lease** (the named baseline): binding A gets a new lease before each of its
   reads (untimed), so the server has not seen it: it authenticates the lease first, then
   searches: two database round trips;
2. **a seen lease's read**: binding B's one lease, which the server has verified before: the
   lease's check travels with the search (``selectors.lease_principal_with_reads``): one round
   trip.

Client latency (keep-alive ``http.client``, a short pause between requests so the server is
quiet, as a worker's reads are): p50 / p90 / mean, and the ratio of 2 to 1. The namespaces are
empty (as in the harness benchmark's turns); the answer is checked on every request.
"""

from __future__ import annotations

import argparse
import http.client
import json
import statistics
import sys
import time
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT)]

from statecore.client import BindingSpec, ControlPlane  # noqa: E402

SEARCH = json.dumps(
    {"ops": [{"op": "search", "scope": "user", "namespace": ["notes"], "query": "note", "limit": 5}]}
)


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--url", required=True, help="the server, e.g. http://127.0.0.1:8793")
    parser.add_argument("--app-token", required=True, help="an application token with bindings:manage")
    parser.add_argument("--pairs", type=int, default=400)
    parser.add_argument("--warmup", type=int, default=50)
    parser.add_argument("--pause-ms", type=float, default=3.0)
    args = parser.parse_args()

    plane = ControlPlane(args.url, args.app_token)

    def new_binding() -> str:
        spec = BindingSpec(
            environment="prod",
            harness="deepagents",
            adapter="langgraph",
            adapter_codec_version="langgraph/1",
            agent_id="agent-memory-read",
            subject=f"memory-read-{uuid.uuid4().hex[:12]}@bench.invalid",
            organization_id="org-1",
        )
        return str(plane.create_binding(spec).id)

    def new_lease(binding_id: str) -> str:
        return str(plane.issue_lease(binding_id, sandbox_id="memory-read", ttl_seconds=3600).lease_token)

    fresh, seen_binding = new_binding(), new_binding()
    seen_lease = new_lease(seen_binding)
    host, port = args.url.removeprefix("http://").split(":")
    connection = http.client.HTTPConnection(host, int(port))

    def read(lease: str) -> float:
        headers = {"Authorization": f"Bearer {lease}", "Content-Type": "application/json"}
        started = time.perf_counter()
        connection.request("POST", "/api/v1/memory/batch", SEARCH, headers)
        response = connection.getresponse()
        body = response.read()
        took = (time.perf_counter() - started) * 1000
        if response.status != 200 or json.loads(body)["results"][0]["status"] != 200:
            raise RuntimeError(f"the memory read answered {response.status}: {body[:200]!r}")
        time.sleep(args.pause_ms / 1000)
        return took

    read(seen_lease)  # the server verifies it once: seen from now on
    first: list[float] = []
    seen: list[float] = []
    for i in range(args.warmup + args.pairs):
        lease = new_lease(fresh)
        if i % 2:
            b, a = read(seen_lease), read(lease)
        else:
            a, b = read(lease), read(seen_lease)
        if i >= args.warmup:
            first.append(a)
            seen.append(b)
    plane.close()

    def row(name: str, values: list[float]) -> str:
        ordered = sorted(values)
        p90 = ordered[int(len(ordered) * 0.9)]
        return f"{name:<52} {statistics.median(values):>7.3f} {p90:>7.3f} {statistics.fmean(values):>7.3f}"

    print(f"\nthe worker's memory read (one lexical search), {args.pairs} pairs after {args.warmup}; ms")
    print(f"{'':<52} {'p50':>7} {'p90':>7} {'mean':>7}")
    print(row("first read of a lease (baseline: checked, then read)", first))
    print(row("a seen lease's read (checked with the read)", seen))
    print(
        f"ratio seen / first: p50 {statistics.median(seen) / statistics.median(first):.3f}x,"
        f" mean {statistics.fmean(seen) / statistics.fmean(first):.3f}x"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
