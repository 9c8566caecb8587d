"""benchmarks/injection_head.py: each label's share is reported apart."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
import injection_head as bench  # benchmarks/ is a directory of scripts


def test_share_reports_each_label_apart() -> None:
    flags = np.array([True, False, True, True])
    y = np.array([1, 1, 0, 0])
    assert bench.share(flags, y, 1) == "50.0%"
    assert bench.share(flags, y, 0) == "100.0%"
    assert bench.share(flags, np.array([0, 0, 0, 0]), 1) == "-"
