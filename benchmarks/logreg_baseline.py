"""The baseline injection head: logistic regression on the frozen MiniLM sentence embedding.

    .venv/bin/python benchmarks/logreg_baseline.py [--cache DIR]     # prints its validation figures

What the scan shipped before the fine-tuned head (statecore/scanning/classifier.py), kept as the
named baseline that benchmarks/injection_head.py fits and measures in the same run. It embeds
each text with :func:`statecore.embeddings.Embedder` (the sentence vector search stores) and
fits an L2-regularised logistic regression (numpy, full-batch Newton steps) on the TRAIN splits
of the public S-Labs and neuralchemy sets (statecore/scanning/labelled_data.py). The
regularisation is picked by validation ROC AUC, and both thresholds by the same rule as the
shipped head's (scripts/train_injection_head.py), on the VALIDATION splits. The TEST splits and
the held-out sets of tests/ are never read here. ``--cache`` keeps the embeddings (.npy per
split) between runs.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path
from typing import Any

import numpy as np
from numpy.typing import NDArray

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from train_injection_head import TARGET_FPR, UNGATED_TARGET_FPR, threshold_for  # noqa: E402

from statecore.embeddings import MODEL_ID, Embedder  # noqa: E402
from statecore.scanning.labelled_data import DATASETS, SOURCES, Example, Source, Split, load  # noqa: E402

L2_VALUES = (0.001, 0.003, 0.01, 0.1, 1.0)
DIGITS = 6


def embed_split(
    source: Source, split: Split, embedder: Embedder, cache: Path | None
) -> tuple[NDArray[np.float32], NDArray[np.int8]]:
    examples: list[Example] = load(source, split)
    labels = np.array([e.label for e in examples], dtype=np.int8)
    digest = hashlib.sha256("\x00".join(e.text for e in examples).encode()).hexdigest()[:16]
    path = cache / f"{source}-{split}-{MODEL_ID}-{digest}.npy" if cache else None
    if path is not None and path.is_file():
        return np.load(path), labels
    vectors = embedder.embed([e.text for e in examples])
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
        np.save(path, vectors)
    return vectors, labels


def fit(x: NDArray[np.float32], y: NDArray[np.int8], l2: float) -> tuple[NDArray[np.float64], float]:
    """Logistic regression by Newton's method (384 features: the Hessian is small)."""
    n, d = x.shape
    design = np.hstack([x.astype(np.float64), np.ones((n, 1))])
    w = np.zeros(d + 1)
    penalty = np.full(d + 1, l2)
    penalty[-1] = 0.0  # no penalty on the intercept
    target = y.astype(np.float64)
    for _ in range(50):
        p = 1.0 / (1.0 + np.exp(-(design @ w)))
        gradient = design.T @ (p - target) / n + penalty * w
        hessian = (design * (p * (1 - p))[:, None]).T @ design / n + np.diag(penalty)
        step = np.linalg.solve(hessian, gradient)
        w -= step
        if float(np.max(np.abs(step))) < 1e-8:
            break
    return w[:-1], float(w[-1])


def scores(x: NDArray[np.float32], weights: NDArray[np.float64], intercept: float) -> NDArray[np.float64]:
    return np.asarray(1.0 / (1.0 + np.exp(-(x.astype(np.float64) @ weights + intercept))))


def roc_auc(y: NDArray[np.int8], s: NDArray[np.float64]) -> float:
    order = np.argsort(s)
    ranks = np.empty(len(s))
    ranks[order] = np.arange(1, len(s) + 1)
    positives = int(y.sum())
    negatives = len(y) - positives
    return float((ranks[y == 1].sum() - positives * (positives + 1) / 2) / (positives * negatives))


def build(cache: Path | None) -> dict[str, Any]:
    embedder = Embedder(threads=2)
    parts = {
        split: [embed_split(source, split, embedder, cache) for source in SOURCES]
        for split in ("train", "validation")
    }
    x_train = np.vstack([x for x, _ in parts["train"]])
    y_train = np.concatenate([y for _, y in parts["train"]])
    x_val = np.vstack([x for x, _ in parts["validation"]])
    y_val = np.concatenate([y for _, y in parts["validation"]])
    best: tuple[float, float, NDArray[np.float64], float] | None = None
    for l2 in L2_VALUES:
        weights, intercept = fit(x_train, y_train, l2)
        auc = roc_auc(y_val, scores(x_val, weights, intercept))
        if best is None or auc > best[0]:
            best = (auc, l2, weights, intercept)
    assert best is not None
    auc, l2, weights, intercept = best
    val_scores = scores(x_val, weights, intercept)
    threshold = threshold_for(y_val, val_scores, TARGET_FPR)
    ungated = max(threshold, threshold_for(y_val, val_scores, UNGATED_TARGET_FPR))
    flagged = val_scores >= threshold
    return {
        "version": f"minilm-logreg-{hashlib.sha256(weights.tobytes()).hexdigest()[:10]}",
        "embedding_model": MODEL_ID,
        "weights": [round(float(w), DIGITS) for w in weights],
        "intercept": round(intercept, DIGITS),
        "threshold": round(threshold, DIGITS),
        "ungated_threshold": round(ungated, DIGITS),
        "meta": {
            "datasets": [DATASETS[source] for source in SOURCES],
            "train": {"examples": len(y_train), "injection": int(y_train.sum())},
            "l2": l2,
            "validation": {
                "roc_auc": round(auc, 4),
                "recall": round(float(flagged[y_val == 1].mean()), 4),
                "false_positive_rate": round(float(flagged[y_val == 0].mean()), 4),
                "target_fpr": TARGET_FPR,
                "ungated_recall": round(float((val_scores >= ungated)[y_val == 1].mean()), 4),
                "ungated_false_positive_rate": round(float((val_scores >= ungated)[y_val == 0].mean()), 4),
                "ungated_target_fpr": UNGATED_TARGET_FPR,
            },
        },
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cache", type=Path, default=None, help="keep the embeddings here")
    args = parser.parse_args()
    print(json.dumps(build(args.cache)["meta"], indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
