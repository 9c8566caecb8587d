"""Long memories: an injection inside pages of ordinary text, against the head's first window alone.

    .venv/bin/python benchmarks/long_memories.py [--injections 150] [--seed 20261206]

A memory longer than the embedding model's 256 tokens is read by the injection head in its first
256 tokens (what the search vector is computed from) and in overlapping 64-token windows from its
start to its end (statecore/embeddings.py, ``window_states``); the scan holds by window
(statecore/scanning/scanner.py, ``head_hold``). The named baseline, computed in the same run on
the same texts, is the head on the first window alone: what the scan read before windows.

Positives are injections placed at a random paragraph break (seeded) of a long page of Python's
documentation (``pydoc_data.topics``, pages over 1,500 characters, cut to 4,000): a sample of
the public TEST splits' injections (S-Labs and neuralchemy, never trained or tuned on) and every
text of the held-out authority-widening set of tests/ (never trained or tuned on). Negatives are
the documentation pages themselves, the same pages with a held-out benign memory placed the same
way, and the first 8 KiB of standard-library modules. The window length was chosen on injections
of the public TRAIN splits placed the same way, never on these. Part of the documentation's
sentences were among the head's benign training texts (scripts/train_injection_head.py).

Prints, per set, the share the head holds with the first window alone (baseline), the share it
holds with every window (shipped), and the share the whole scan stops (judge, rules and head:
rejected or held), with the mean number of windows read.
"""

from __future__ import annotations

import argparse
import random
import re
import sys
import sysconfig
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from statecore.scanning import scan  # noqa: E402
from statecore.scanning.authority import assess, default_vocabulary  # noqa: E402
from statecore.scanning.classifier import default_head, embed_and_score_windows  # noqa: E402
from statecore.scanning.labelled_data import SOURCES, load  # noqa: E402
from statecore.scanning.scanner import head_hold  # noqa: E402

PAGE_CHARS, MODULE_CHARS, MIN_PAGE = 4000, 8192, 1500


def pages() -> list[str]:
    import pydoc_data.topics

    return [text[:PAGE_CHARS] for _, text in sorted(pydoc_data.topics.topics.items()) if len(text) > MIN_PAGE]


def modules(rng: random.Random, count: int = 80) -> list[str]:
    files = sorted(Path(sysconfig.get_paths()["stdlib"]).glob("*.py"))
    chosen = [
        path.read_text(encoding="utf-8", errors="replace")[:MODULE_CHARS] for path in rng.sample(files, count)
    ]
    return [text for text in chosen if len(text) > MIN_PAGE]


def place(text: str, page: str, rng: random.Random) -> str:
    """``text`` as its own paragraph at a random paragraph break of ``page``."""
    breaks = [m.end() for m in re.finditer(r"\n\n", page)] or [len(page) // 2]
    at = rng.choice(breaks)
    return f"{page[:at]}{text}\n\n{page[at:]}"


def measure(texts: list[str]) -> tuple[float, float, float, float]:
    """(first window held, every window held, whole scan stopped, mean windows) as shares."""
    head, vocabulary = default_head(), default_vocabulary()
    first = every = stopped = windows_read = 0
    for text in texts:
        _, windows = embed_and_score_windows(text, head)
        assessment = assess(text, vocabulary)
        first += head_hold(text, windows[:1], assessment, head, vocabulary) is not None
        every += head_hold(text, windows, assessment, head, vocabulary) is not None
        stopped += scan(text).verdict != "clean"
        windows_read += len(windows)
    n = len(texts)
    return first / n, every / n, stopped / n, windows_read / n


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--injections", type=int, default=150, help="public test injections sampled")
    parser.add_argument("--seed", type=int, default=20261206)
    args = parser.parse_args()
    from tests.statecore.scanning.authority_sets import BENIGN, WIDENING

    rng = random.Random(args.seed)  # noqa: S311  # a reproducible sample, not a secret
    docs = pages()
    public = [e.text for source in SOURCES for e in load(source, "test") if e.label == 1]
    sample = rng.sample(public, min(args.injections, len(public)))
    sets = [
        ("public test injections in a page", 1, [place(t, rng.choice(docs), rng) for t in sample]),
        ("held-out authority widening in a page", 1, [place(t, rng.choice(docs), rng) for t in WIDENING]),
        ("documentation pages", 0, docs),
        ("held-out benign memories in a page", 0, [place(t, rng.choice(docs), rng) for t in BENIGN]),
        ("standard-library modules (first 8 KiB)", 0, modules(rng)),
    ]
    print(f"{'set':42} {'n':>4} {'windows':>8} {'first window':>13} {'every window':>13} {'whole scan':>11}")
    for name, label, texts in sets:
        first, every, stopped, windows = measure(texts)
        kind = "held" if label else "held (benign)"
        print(
            f"{name:42} {len(texts):>4} {windows:>8.1f} {first * 100:>12.1f}% {every * 100:>12.1f}% "
            f"{stopped * 100:>10.1f}%   ({kind}; whole scan: stopped)"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
