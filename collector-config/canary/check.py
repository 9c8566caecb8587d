"""Leak-canary checker: plant secret-shaped canaries, run them through the collector, search the
sink's raw bytes (UTF-8, hex, base64), exit non-zero on any hit.

    python collector-config/canary/check.py                 # rotel + statecore processors
    python collector-config/canary/check.py --no-scrub      # negative control: MUST exit 1

Path covered today: OTel SDK exporter -> rotel (statecore_processor.py, statecore_tripwire.py)
-> local OTLP/HTTP sink on 127.0.0.1. Carriers: span attributes (incl. HTTP headers, cookies,
query strings, state payloads, memory bodies, baggage copied into attributes), events,
exception messages, status descriptions, span names, resource, scope (name, version,
attributes), links (attributes, tracestate), span tracestate. Not yet: planting through a running
statecore (gunicorn -> rotel), W3C baggage headers on real requests.
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
    args = parser.parse_args(argv)
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
