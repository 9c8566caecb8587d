"""A small prompt-injection classifier scored in pure Python.

The model is logistic regression over sublinear TF-IDF of character n-grams (word-bounded,
sklearn's ``char_wb`` scheme) of the normalised text. ``scripts/train_injection_classifier.py``
fits it with scikit-learn at build time, using :func:`ngrams` below as the analyzer so the
features are the same by construction, and writes vocabulary, idf, weights, intercept and the
validation-tuned threshold to ``injection_model.json``. Serving needs neither scikit-learn nor
numpy.

Its score only ever routes a write to human approval (verdict "suspicious"); it never rejects.
"""

from __future__ import annotations

import json
import math
import re
import threading
from dataclasses import dataclass
from importlib import resources
from typing import Any, cast

from statecore.scanning.normalize import normalise

MODEL_FILE = "injection_model.json"
MIN_N, MAX_N = 2, 5
# Training texts are short prompts (a sentence or two). A memory longer than CHUNK characters is
# scored per sentence or line (a longer sentence in overlapping windows) and the highest score
# counts, so a payload inside a long benign text is not averaged away by the L2 normalisation.
CHUNK = 400
_WHITESPACE = re.compile(r"\s+")
_SENTENCE_END = re.compile(r"(?<=[.!?;:])\s+|\n+")


def ngrams(text: str, min_n: int = MIN_N, max_n: int = MAX_N) -> list[str]:
    """Character n-grams inside word boundaries (each word padded with one space).

    Mirrors scikit-learn's ``_char_wb_ngrams`` applied to ``normalise(text)``.
    """
    folded = _WHITESPACE.sub(" ", normalise(text).text)
    out: list[str] = []
    for word in folded.split():
        padded = f" {word} "
        length = len(padded)
        for n in range(min_n, max_n + 1):
            offset = 0
            out.append(padded[offset : offset + n])
            while offset + n < length:
                offset += 1
                out.append(padded[offset : offset + n])
            if offset == 0:  # the word is shorter than n: one n-gram is the whole word
                break
    return out


@dataclass(frozen=True, slots=True)
class InjectionClassifier:
    """Weights and idf per n-gram; ``score`` is the logistic probability of "injection"."""

    idf: dict[str, float]
    weights: dict[str, float]
    intercept: float
    threshold: float
    version: str
    meta: dict[str, Any]

    @classmethod
    def from_json(cls, text: str) -> InjectionClassifier:
        data = cast(dict[str, Any], json.loads(text))
        features = cast(dict[str, list[float]], data["features"])
        return cls(
            idf={k: float(v[0]) for k, v in features.items()},
            weights={k: float(v[1]) for k, v in features.items()},
            intercept=float(data["intercept"]),
            threshold=float(data["threshold"]),
            version=str(data["version"]),
            meta=cast(dict[str, Any], data.get("meta", {})),
        )

    def _score_window(self, text: str) -> float:
        counts: dict[str, int] = {}
        for gram in ngrams(text):
            if gram in self.idf:
                counts[gram] = counts.get(gram, 0) + 1
        if not counts:
            return _sigmoid(self.intercept)
        values = {g: (1.0 + math.log(c)) * self.idf[g] for g, c in counts.items()}
        norm = math.sqrt(sum(v * v for v in values.values()))
        margin = sum(v * self.weights[g] for g, v in values.items()) / norm
        return _sigmoid(margin + self.intercept)

    def score(self, text: str) -> float:
        return self.score_span(text)[0]

    def score_span(self, text: str) -> tuple[float, int, int]:
        """The highest chunk score and that chunk's span in ``text``."""
        best = (-1.0, 0, 0)
        for start, end in chunks(text):
            score = self._score_window(text[start:end])
            if score > best[0]:
                best = (score, start, end)
        return best

    def is_suspicious(self, score: float) -> bool:
        return score >= self.threshold


def chunks(text: str, size: int = CHUNK) -> list[tuple[int, int]]:
    """``text`` itself when short; otherwise one span per sentence or line (long ones windowed).

    Sentences are not packed together: even a few hundred characters of benign filler around
    a payload dilute its TF-IDF vector below the threshold.
    """
    if len(text) <= size:
        return [(0, len(text))]
    sentences: list[tuple[int, int]] = []
    cursor = 0
    for match in _SENTENCE_END.finditer(text):
        if match.start() > cursor:
            sentences.append((cursor, match.start()))
        cursor = match.end()
    if cursor < len(text):
        sentences.append((cursor, len(text)))
    out: list[tuple[int, int]] = []
    for start, end in sentences:
        if end - start > size:
            step = size // 2
            out.extend((s, min(s + size, end)) for s in range(start, end - step, step))
        else:
            out.append((start, end))
    return out or [(0, len(text))]


def _sigmoid(x: float) -> float:
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    z = math.exp(x)
    return z / (1.0 + z)


def model_text() -> str | None:
    ref = resources.files("statecore.scanning").joinpath(MODEL_FILE)
    return ref.read_text(encoding="utf-8") if ref.is_file() else None


_model: InjectionClassifier | None = None
_loaded = False
_lock = threading.Lock()


def default_classifier() -> InjectionClassifier | None:
    """The packaged model, loaded once; None when no artifact has been built."""
    global _model, _loaded
    if not _loaded:
        with _lock:
            if not _loaded:
                text = model_text()
                _model = InjectionClassifier.from_json(text) if text is not None else None
                _loaded = True
    return _model
