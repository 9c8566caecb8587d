"""benchmarks/soak.py's own logic: percentiles, /proc memory, the flat-memory verdict, and which
answers count as errors (``make soak`` itself is a command, not a test)."""

from __future__ import annotations

import json
import math
import os
import random
import threading
from pathlib import Path

import pytest

from benchmarks import soak  # benchmarks/ is no package: a namespace package from the root


def nearest_rank(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[max(0, math.ceil(q / 100 * len(s)) - 1)]


def test_histogram_percentiles_are_within_one_bucket_of_the_exact_ones() -> None:
    rng = random.Random(7)
    values = [rng.lognormvariate(math.log(0.02), 1.0) for _ in range(5000)]
    h = soak.Histogram()
    for v in values:
        h.record(v)
    for q in (50, 90, 99, 99.9):
        exact = nearest_rank(values, q)
        assert exact <= h.percentile(q) <= exact * soak.Histogram.GROWTH
    assert h.percentile(100) == max(values)
    assert h.n == len(values)


def test_histogram_merge_empty_and_out_of_range() -> None:
    a, b = soak.Histogram(), soak.Histogram()
    assert math.isnan(a.percentile(50))
    a.record(0.001)
    b.record(0.5)
    b.record(1e-9)  # below the first bucket
    b.record(1e6)  # above the last: kept, reported as the largest value seen
    a.merge(b)
    assert a.n == 4
    assert a.percentile(100) == 1e6
    assert a.percentile(25) <= soak.Histogram.LOW


def test_read_mem_parses_status_and_skips_what_is_gone(tmp_path: Path) -> None:
    (tmp_path / "41").mkdir()
    (tmp_path / "41" / "status").write_text("Name:\tx\nVmRSS:\t  2048 kB\nRssAnon:\t  1024 kB\n")
    (tmp_path / "42").mkdir()
    (tmp_path / "42" / "status").write_text("Name:\tzombie\n")
    assert soak.read_mem(41, str(tmp_path)) == soak.Mem(2048 * 1024, 1024 * 1024)
    assert soak.read_mem(42, str(tmp_path)) is None
    assert soak.read_mem(43, str(tmp_path)) is None
    mine = soak.read_mem(os.getpid())
    assert mine is not None
    assert mine.rss >= mine.anon > 0


def test_memory_verdict_forgives_warm_up_not_late_growth() -> None:
    m = soak.MIB

    def at(anon_mib: float) -> object:
        return soak.Mem(int(anon_mib * m) + 10 * m, int(anon_mib * m))

    series = [
        (0.0, {"warm": at(50), "leak": at(50), "big": at(1000)}),
        (30.0, {"warm": at(80), "leak": at(52), "big": at(1000)}),
        (60.0, {"warm": at(81), "leak": at(60), "big": at(1015)}),
    ]
    verdicts = {v.label: v for v in soak.memory_verdicts(series, flat_mib=4, flat_pct=2)}
    assert verdicts["warm"].flat
    assert verdicts["warm"].growth == 31 * m
    assert not verdicts["leak"].flat
    assert verdicts["leak"].late_growth == 8 * m
    assert verdicts["big"].flat  # 15 MiB over the last half is under 2 % of 1000 MiB


class FakeHttp:
    def __init__(self, answers: list[tuple[int, dict[str, object]]]) -> None:
        self.answers = answers

    def request(self, *args: object, **kwargs: object) -> tuple[int, bytes]:
        status, doc = self.answers.pop(0)
        return status, json.dumps(doc).encode()

    def close(self) -> None:
        pass


def worker(answers: list[tuple[int, dict[str, object]]]) -> object:
    spec = soak.WorkerSpec(0, "http://127.0.0.1:1", "b", "stl_x", "sta_x", "p", 64, "soak")
    w = soak.Worker(spec, soak.Tally(), threading.Lock())
    w.http = FakeHttp(answers)  # type: ignore[assignment]
    return w


def test_an_expected_refusal_is_not_an_error_and_an_acknowledged_fence_is_an_anomaly() -> None:
    fenced = (409, {"code": "lease_fenced"})
    w = worker([fenced, (200, {"head": {"revision": 3}}), fenced])
    w.call("fenced_commit", "POST", "/api/v1/state/commit")
    assert not w.errors
    assert w.answers[("fenced_commit", 409, "lease_fenced")] == 1
    with pytest.raises(soak.Refused):
        w.call("fenced_commit", "POST", "/api/v1/state/commit")  # a fenced lease committed
    assert w.errors[("fenced_commit", 200, "")] == 1
    assert w.anomalies
    with pytest.raises(soak.Refused):
        w.call("commit", "POST", "/api/v1/state/commit")  # the same code is an error on a plain commit
    assert w.errors[("commit", 409, "lease_fenced")] == 1
