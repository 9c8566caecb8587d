"""The shipped injection heads against the logistic-regression baseline, on sets neither was trained on.

    .venv/bin/python benchmarks/injection_head.py [--save DIR] [--cache DIR]

The shipped head (statecore/scanning/classifier.py, built by scripts/train_injection_head.py)
is a fine-tuned copy of MiniLM's layers 3-5 reading the scan's one embedding run; the "pair"
rows are what the scan holds since session 19, the head and the window head together
(classifier.HeadPair), and the "fine-tuned" rows the head alone (session 18's scan). The baseline
is what the scan shipped before it: logistic regression on the frozen sentence embedding
(benchmarks/logreg_baseline.py), fitted in this run on the same public train splits, its
thresholds chosen on the same validation splits by the same rule. Both are scored as the scan
scores (the shipped head through ``embed_and_score_windows``, so through ``head_view``, every
window of a long text) and reported on
sets neither was trained or tuned on: the public TEST splits, the judge's development set, the
held-out 20% of each kind of public benign text the shipped head trained on (prose, code,
description code blocks), the older hand-written benign corpus (memories, code, identifiers) and
the held-out authority sets of tests/ (report only). Each head is shown alone (score >= its
first threshold) and behind the scan's gate (statecore/scanning/scanner.py: the first threshold
when the memory touches the authority vocabulary or says "you", else the second; the shipped
head is held exactly as the scan holds it, ``head_hold``, each window of a long memory gated by
what that window says); the judge and the rules are not part of these figures
(benchmarks/detectors_eval.py gives the whole scan).
Needs the dev extra only (no torch). About 4 minutes on 2 cores, most of it embedding the train
splits for the baseline (``--cache`` keeps them).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any

import numpy as np
from numpy.typing import NDArray

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))
sys.path.insert(0, str(ROOT / "scripts"))

from logreg_baseline import build as build_baseline  # noqa: E402
from train_injection_head import SEED, public_code, public_prose, public_snippets  # noqa: E402

from statecore.embeddings import default_embedder  # noqa: E402
from statecore.scanning.authority import assess, default_vocabulary  # noqa: E402
from statecore.scanning.classifier import default_head, default_pair, embed_and_score_windows  # noqa: E402
from statecore.scanning.labelled_data import SOURCES, load  # noqa: E402
from statecore.scanning.scanner import head_gate_open, head_hold  # noqa: E402


def share(flags: NDArray[np.bool_], y: NDArray[np.int64], label: int) -> str:
    part = flags[y == label]
    return f"{part.mean() * 100:.1f}%" if len(part) else "-"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--save", type=Path, default=None, help="write every score here (scores.json)")
    parser.add_argument("--cache", type=Path, default=None, help="keep the baseline's embeddings here")
    args = parser.parse_args()

    shipped, pair = default_head(), default_pair()
    baseline = build_baseline(args.cache)
    weights, intercept = np.array(baseline["weights"]), float(baseline["intercept"])
    vocabulary = default_vocabulary()
    thresholds = {
        "fine-tuned": (shipped.threshold, shipped.ungated_threshold),
        "pair": (pair.threshold, pair.ungated_threshold),
        "baseline": (float(baseline["threshold"]), float(baseline["ungated_threshold"])),
    }
    print(
        f"shipped {shipped.version}, baseline {baseline['version']} (fitted in this run); thresholds "
        "(gated, ungated): " + ", ".join(f"{k} {a:.4f} / {b:.4f}" for k, (a, b) in thresholds.items())
    )

    def scores(
        texts: list[str],
    ) -> tuple[NDArray[np.float64], NDArray[np.float64], NDArray[np.bool_], NDArray[np.bool_], Any, Any]:
        """The head's scores and what the scan would hold on them alone (``head_hold``, session
        18's scan), the baseline's scores, the scan's gate on each whole text (the baseline's
        gate), and the pair's scores and holds (the scan since session 19)."""
        new, old, held, gate, by_pair, pair_held = [], [], [], [], [], []
        for text in texts:
            vector, windows = embed_and_score_windows(text, shipped)
            assessment = assess(text, vocabulary)
            new.append(max(w.score for w in windows))
            held.append(head_hold(text, windows, assessment, vocabulary) is not None)
            _, windows = embed_and_score_windows(text, pair)
            by_pair.append(max(w.score for w in windows))
            pair_held.append(head_hold(text, windows, assessment, vocabulary) is not None)
            old.append(1.0 / (1.0 + np.exp(-(float(vector.astype(np.float64) @ weights) + intercept))))
            gate.append(head_gate_open(text, assessment))
        return (
            np.array(new),
            np.array(old),
            np.array(held),
            np.array(gate),
            np.array(by_pair),
            np.array(pair_held),
        )

    from authority_dev import DEV_BENIGN, DEV_WIDENING  # beside this script
    from detectors_eval import benign_corpus

    from tests.statecore.scanning.authority_sets import BENIGN, WIDENING

    default_embedder().load()
    prose_held_out, code_held_out, snippet_held_out = (
        public_prose()[1],
        public_code()[1],
        public_snippets()[1],
    )
    sets: list[tuple[str, list[str], list[int]]] = []
    for source in SOURCES:
        test = load(source, "test")
        sets.append((f"{source} test", [e.text for e in test], [e.label for e in test]))
    sets.append(
        (
            "dev set (benchmarks/authority_dev.py)",
            [*DEV_WIDENING, *DEV_BENIGN],
            [1] * len(DEV_WIDENING) + [0] * len(DEV_BENIGN),
        )
    )
    corpus = benign_corpus(random.Random(20260501))  # noqa: S311  # the eval's seeded corpus
    sets.append(("public prose, held-out 20%", prose_held_out, [0] * len(prose_held_out)))
    sets.append(("public code, held-out 20%", code_held_out, [0] * len(code_held_out)))
    sets.append(("public snippets, held-out 20%", snippet_held_out, [0] * len(snippet_held_out)))
    sets.append(("older benign corpus (detectors_eval.py)", corpus, [0] * len(corpus)))
    sets.append(
        ("held-out sets (tests/, report only)", [*WIDENING, *BENIGN], [1] * len(WIDENING) + [0] * len(BENIGN))
    )

    print(
        "\nshare flagged, positives (recall) and benign: 'alone' = score >= the gated threshold,\n"
        "'gated' = what the scan's gate would hold"
    )
    print(f"{'set':44} {'head':11} {'alone: pos':>11} {'benign':>8} {'gated: pos':>11} {'benign':>8}")
    highest: list[str] = []
    missed: list[str] = []
    saved: dict[str, Any] = {"thresholds": thresholds, "sets": {}}
    for name, texts, labels in sets:
        y = np.array(labels)
        new, old, new_held, gate, by_pair, pair_held = scores(texts)
        for head_name, s in (("pair", by_pair), ("fine-tuned", new), ("baseline", old)):
            gated_t, ungated_t = thresholds[head_name]
            alone = s >= gated_t
            held = {"fine-tuned": new_held, "pair": pair_held}.get(head_name)
            if held is None:
                held = np.where(gate, s >= gated_t, s >= ungated_t)
            print(
                f"{name:44} {head_name:11} {share(alone, y, 1):>11} {share(alone, y, 0):>8} "
                f"{share(held, y, 1):>11} {share(held, y, 0):>8}"
            )
        if args.save:
            saved["sets"][name] = {"texts": texts, "labels": labels}
            saved["sets"][name] |= {"score": new.tolist(), "held": new_held.tolist(), "gate": gate.tolist()}
        if name.endswith(" test"):  # public texts: a fixed sample of the injections it misses
            misses = [i for i in range(len(texts)) if y[i] == 1 and not new_held[i]]
            sample = sorted(random.Random(SEED).sample(misses, min(5, len(misses))))  # noqa: S311
            missed += [f"  {name}: {new[i]:.3f} {' '.join(texts[i].split())[:100]!r}" for i in sample]
        if name.startswith(("dev set", "older benign")):  # our own memories: safe to print
            benign = [i for i in np.argsort(-new) if y[i] == 0][:4]
            highest += [f"  {new[i]:.3f} (baseline {old[i]:.3f}) {texts[i][:80]!r}" for i in benign]
    print("\nbenign memories the fine-tuned head scores highest (dev set, older corpus):")
    print("\n".join(highest))
    print("\npublic test injections the fine-tuned head lets through (a fixed sample):")
    print("\n".join(missed))
    if args.save:
        args.save.mkdir(parents=True, exist_ok=True)
        (args.save / "scores.json").write_text(json.dumps(saved))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
