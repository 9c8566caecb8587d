"""Leak-canary checker: plant secret-shaped canaries, run them through the collector, search the
sink's raw bytes (UTF-8, hex, base64), exit non-zero on any hit.

    python collector-config/canary/check.py                 # rotel + statecore processors
    python collector-config/canary/check.py --no-scrub      # negative control: MUST exit 1
    python collector-config/canary/check.py --service       # through gunicorn + Celery (service_check.py)

Path covered today: OTel SDK exporter -> rotel (statecore_processor.py, statecore_tripwire.py)
-> local OTLP/HTTP sink on 127.0.0.1. Carriers: span attributes (incl. HTTP headers, cookies,
query strings, state payloads, memory bodies, baggage copied into attributes), events,
exception messages, status descriptions, span names, resource, scope (name, version,
attributes), links (attributes, tracestate), span tracestate. ``--service`` plants through a
running statecore instead (gunicorn + Celery -> rotel -> sink; see service_check.py).
"""

from __future__ import annotations

import argparse
import importlib.util
import sys
from pathlib import Path

_spec = importlib.util.spec_from_file_location(
    "statecore_canary_harness", Path(__file__).with_name("harness.py")
)
assert _spec is not None
assert _spec.loader is not None
harness = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = harness
_spec.loader.exec_module(harness)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="statecore leak-canary check")
    parser.add_argument("--no-scrub", action="store_true", help="negative control: rotel without processors")
    parser.add_argument(
        "--service",
        action="store_true",
        help="plant through a running statecore (service_check.py; positive-only, needs PostgreSQL+Redis)",
    )
    args, rest = parser.parse_known_args(argv)
    if args.service:
        if args.no_scrub:
            parser.error("--service is positive-only; use --service --no-collector-scrub for rotel alone")
        from service_check import main as service_main  # type: ignore[import-not-found]

        return int(service_main(rest))
    if rest:
        parser.error("unrecognized arguments: " + " ".join(rest))
    processors = [] if args.no_scrub else [harness.PROCESSOR, harness.TRIPWIRE]
    canaries = harness.make_canaries()
    hits, blob, _ = harness.run_pipeline(processors, canaries)
    print(
        f"planted {len(canaries)} canaries x {len(harness.CARRIERS)} carriers; "
        f"sink received {len(blob)} bytes"
    )
    for line in harness.iter_lines(hits):
        print(line)
    if hits:
        print(f"FAIL: {len(hits)} leak(s)")
        return 1
    print("OK: no canary in the sink")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
