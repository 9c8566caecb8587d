"""The history checker catches each anomaly it names, on histories corrupted on purpose, and
finds none in a clean one."""

from __future__ import annotations

import dataclasses

import pytest

from tests.stress.history import ALL, Event, check

B = "binding-1"


def _clean() -> tuple[list[Event], dict[str, dict[int, str]]]:
    """Two clients racing on one binding: a load, a won and a lost compare-and-set, a fence."""
    events = [
        Event("load", B, 0.0, 0.1, revision=0),
        Event("commit", B, 0.2, 0.3, revision=1, state_ref="s1", generation=1),
        Event("commit", B, 0.2, 0.35, "refused", state_ref="s1b", code="revision_conflict", generation=1),
        Event("load", B, 0.4, 0.5, revision=1),
        Event("fence", B, 0.6, 0.7, generation=1),
        Event("commit", B, 0.8, 0.9, "refused", state_ref="s2x", code="lease_fenced", generation=1),
        Event("fault", ALL, 1.0, 2.0),
        Event("commit", B, 2.1, 2.2, "indeterminate", state_ref="s2", generation=2),
        Event("commit", B, 2.3, 2.4, revision=2, state_ref="s2", generation=2),  # its retry
        Event("load", B, 2.5, 2.6, revision=2),
    ]
    return events, {B: {1: "s1", 2: "s2"}}


def test_a_clean_history_has_no_anomaly() -> None:
    events, final = _clean()
    assert check(events, final) == []


def _kinds(events: list[Event], final: dict[str, dict[int, str]]) -> list[str]:
    return sorted({a.kind for a in check(events, final)})


def test_two_acknowledged_commits_at_one_revision() -> None:
    events, final = _clean()
    events.append(Event("commit", B, 0.25, 0.32, revision=1, state_ref="s1b", generation=1))
    assert "double_commit" in _kinds(events, final)


def test_an_acknowledged_commit_missing_afterwards() -> None:
    events, final = _clean()
    del final[B][2]
    assert _kinds(events, final) == ["lost_commit"]


def test_a_refused_commit_that_became_durable() -> None:
    events, final = _clean()
    final[B][3] = "s2x"
    assert _kinds(events, final) == ["refused_durable"]


def test_a_load_older_than_a_commit_acknowledged_before_it_began() -> None:
    events, final = _clean()
    events.append(Event("load", B, 2.7, 2.8, revision=1))
    assert _kinds(events, final) == ["stale_load"]


def test_a_commit_acknowledged_on_a_lease_fenced_before_it_began() -> None:
    events, final = _clean()
    events.append(Event("commit", B, 2.7, 2.8, revision=3, state_ref="s3", generation=1))
    final[B][3] = "s3"
    assert _kinds(events, final) == ["fenced_commit"]


def test_no_acknowledged_commit_within_the_window_after_a_fault() -> None:
    events, final = _clean()
    late = [dataclasses.replace(e, start=e.start + 40, end=e.end + 40) if e.start > 2 else e for e in events]
    assert _kinds(late, final) == ["no_progress"]
    assert check(late, final, window=60) == []


@pytest.mark.parametrize(("start", "flagged"), [(0.25, False), (0.3, False), (0.31, True)])
def test_only_a_load_that_began_after_the_acknowledgement_must_see_it(start: float, flagged: bool) -> None:
    events, final = _clean()  # revision 1 acknowledged at 0.3
    events.append(Event("load", B, start, start + 0.01, revision=0))
    assert _kinds(events, final) == (["stale_load"] if flagged else [])
