"""The memory scan's cost, of this checkout or of another one (a baseline) on the same venv.

    .venv/bin/python benchmarks/scan_cost.py                          # this checkout
    git worktree add /tmp/wt-old 561acd5                              # e.g. the scanner before
    .venv/bin/python benchmarks/scan_cost.py --checkout /tmp/wt-old   # the fine-tuned head

Runs ``bench_scan`` of the checkout's own benchmarks/memory_search.py (``scan``,
``redact_secrets`` and one ``embed`` on one thread, each for ``--seconds`` per content size) with
that checkout first on ``sys.path``, so its ``statecore`` is the one measured; the ``embed`` row
is the named baseline inside each run. Prints the scanner version and p50/p95 per step and size.
No database or server is needed. Run checkouts in turn, nothing else running.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--checkout", type=Path, default=Path(__file__).resolve().parent.parent)
    parser.add_argument("--sizes", default="64,1024,10240", help="content sizes in bytes")
    parser.add_argument("--seconds", type=float, default=5.0, help="per step and size")
    args = parser.parse_args()
    root = str(args.checkout.resolve())
    sys.path[:0] = [root, os.path.join(root, "benchmarks")]
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "portal.settings")

    import memory_search

    import statecore
    from statecore.scanning import SCANNER_VERSION

    if not str(Path(statecore.__file__).resolve()).startswith(root):
        raise SystemExit(f"statecore came from {statecore.__file__}, not from {root}")
    options = argparse.Namespace(
        hybrid=True, content_sizes=[int(x) for x in args.sizes.split(",")], scan_seconds=args.seconds, seed=7
    )
    print(f"{root}: scanner {SCANNER_VERSION}")
    for row in memory_search.bench_scan(options):
        print(
            f"  {row['step']:18} {row['size']:>6} B  p50 {row['p50']:8.2f} ms  p95 {row['p95']:8.2f} ms"
            f"  {row['per_s']:7.1f}/s  verdicts {','.join(row['verdicts'])}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
