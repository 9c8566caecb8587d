"""The fine-tuned head benchmark's data and thresholds (benchmarks/injection_head_finetune.py).

Training needs the finetune extra (torch), which the test suite does not install; what decides
the reported figures without torch is tested here: the public prose and code splits, the
thresholds.
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
import injection_head_finetune as bench  # benchmarks/ is a directory of scripts


def test_public_prose_is_a_fixed_disjoint_split_of_plain_sentences() -> None:
    train, held_out = bench.public_prose()
    assert (train, held_out) == bench.public_prose()  # the same split every run
    assert not set(train) & set(held_out)
    assert len(held_out) == (len(train) + len(held_out)) - int((len(train) + len(held_out)) * 0.8)
    assert len(train) > 800  # Python's documentation topics alone give ~1,300 sentences
    for sentence in [*train, *held_out]:
        assert 30 <= len(sentence) <= 200
        assert sentence[0].isupper()
        assert sentence.endswith(".")
        assert "http:" not in sentence
        assert "https:" not in sentence
        assert ">>>" not in sentence


def test_the_threshold_keeps_the_false_positive_rate_within_its_target() -> None:
    rng = np.random.default_rng(7)
    y = np.array([0] * 1000 + [1] * 300, dtype=np.int8)
    s = np.concatenate([rng.random(1000) * 0.8, 0.5 + rng.random(300) * 0.5])
    for target in (0.0025, 0.01, 0.05):
        t = bench.threshold_for(y, s, target)
        assert float((s[y == 0] >= t).mean()) <= target
        # the lowest such threshold: one benign score more would be over the target
        assert float((s[y == 0] >= np.sort(s[y == 0])[::-1][int(target * 1000)]).mean()) > target


def test_share_reports_each_label_apart() -> None:
    flags = np.array([True, False, True, True])
    y = np.array([1, 1, 0, 0])
    assert bench.share(flags, y, 1) == "50.0%"
    assert bench.share(flags, y, 0) == "100.0%"
    assert bench.share(flags, np.array([0, 0, 0, 0]), 1) == "-"


def test_public_code_is_a_fixed_disjoint_split_of_short_code() -> None:
    train, held_out = bench.public_code()
    assert (train, held_out) == bench.public_code()
    assert not set(train) & set(held_out)
    assert len(train) + len(held_out) == 5000  # the standard library has far more lines
    for code in [*train, *held_out]:
        assert code.strip()
        assert len(code) <= 300
        assert not code.lstrip().startswith("#")
