"""A history checker for the thread-state plane (issue 15, item 1).

Clients record every operation they run against a binding, with its start and end on one
monotonic clock and its outcome; after the run, the checker reads that history beside each
binding's final durable chain (revision -> state_ref) and reports what the contract forbids.
Each binding's durable head is treated as a register written by compare-and-set.

Outcomes: ``ok`` (acknowledged), ``refused`` (a problem with its contract code: nothing may have
changed), ``indeterminate`` (no definitive answer: it may or may not have taken effect; the
client retries it with the same idempotency key and commit body, as the contract allows, and
records the retry as its own operation).

Anomalies, by stable kind:

- ``double_commit``: two acknowledged commits at one revision of one binding, different states;
- ``lost_commit``: an acknowledged commit that is not in the final chain at its revision;
- ``refused_durable``: a refused commit whose state is durable afterwards;
- ``stale_load``: a load that began after a commit was acknowledged and saw an older revision;
- ``fenced_commit``: a commit acknowledged on a lease generation fenced before it began;
- ``no_progress``: no acknowledged commit within the window after a fault ended.
"""

from __future__ import annotations

import threading
import time
from collections import defaultdict
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Literal

Kind = Literal["load", "commit", "fence", "fault"]
Outcome = Literal["ok", "refused", "indeterminate"]

#: the contract's bound on recovery: an acknowledged commit this soon after a fault ends
PROGRESS_WINDOW_SECONDS = 30.0

#: any binding (a fault that hits the whole service)
ALL = "*"


@dataclass(frozen=True, slots=True)
class Event:
    kind: Kind
    binding: str
    start: float
    end: float
    outcome: Outcome = "ok"
    #: load: the revision seen (0: no head yet); commit acknowledged: the new revision
    revision: int | None = None
    #: commit: the state it tried to make durable
    state_ref: str | None = None
    #: refused: the contract code
    code: str | None = None
    #: commit: the lease generation it used; fence: the generation it fenced
    generation: int | None = None


@dataclass(frozen=True, slots=True)
class Anomaly:
    kind: str
    binding: str
    detail: str


@dataclass
class Recorder:
    """Thread-safe event log on one monotonic clock."""

    events: list[Event] = field(default_factory=list)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def add(self, event: Event) -> None:
        with self._lock:
            self.events.append(event)

    @contextmanager
    def fault(self, binding: str = ALL) -> Iterator[None]:
        """Record the body as a fault window (an API kill, a database restart, a cut)."""
        start = time.monotonic()
        try:
            yield
        finally:
            self.add(Event("fault", binding, start, time.monotonic()))


def check(
    events: Iterable[Event],
    final: Mapping[str, Mapping[int, str]],
    *,
    window: float = PROGRESS_WINDOW_SECONDS,
) -> list[Anomaly]:
    """The anomalies of ``events`` given each binding's final durable chain."""
    events = list(events)
    by_binding: dict[str, list[Event]] = defaultdict(list)
    for event in events:
        by_binding[event.binding].append(event)
    anomalies: list[Anomaly] = []
    for binding, own in by_binding.items():
        if binding == ALL:
            continue
        anomalies += _commits(binding, own, final.get(binding, {}))
        anomalies += _loads(binding, own)
        anomalies += _fences(binding, own)
    anomalies += _progress(events, window)
    return anomalies


def _acked(own: list[Event]) -> list[Event]:
    return [e for e in own if e.kind == "commit" and e.outcome == "ok"]


def _commits(binding: str, own: list[Event], chain: Mapping[int, str]) -> list[Anomaly]:
    found: list[Anomaly] = []
    at: dict[int, str] = {}
    for commit in _acked(own):
        assert commit.revision is not None
        assert commit.state_ref is not None
        earlier = at.setdefault(commit.revision, commit.state_ref)
        if earlier != commit.state_ref:
            found.append(
                Anomaly(
                    "double_commit", binding, f"revision {commit.revision}: {earlier} and {commit.state_ref}"
                )
            )
        if chain.get(commit.revision) != commit.state_ref:
            found.append(Anomaly("lost_commit", binding, f"revision {commit.revision}: {commit.state_ref}"))
    durable = set(chain.values())
    acked_refs = {c.state_ref for c in _acked(own)}
    for refused in (e for e in own if e.kind == "commit" and e.outcome == "refused"):
        # A refusal that an identical retry later acknowledged is the retry's business.
        if refused.state_ref in durable and refused.state_ref not in acked_refs:
            found.append(Anomaly("refused_durable", binding, f"{refused.state_ref} ({refused.code})"))
    return found


def _loads(binding: str, own: list[Event]) -> list[Anomaly]:
    found: list[Anomaly] = []
    acked = sorted(_acked(own), key=lambda c: c.end)
    for load in (e for e in own if e.kind == "load" and e.outcome == "ok"):
        assert load.revision is not None
        newest = max((c.revision or 0 for c in acked if c.end < load.start), default=0)
        if load.revision < newest:
            found.append(
                Anomaly("stale_load", binding, f"saw revision {load.revision} after {newest} was acked")
            )
    return found


def _fences(binding: str, own: list[Event]) -> list[Anomaly]:
    found: list[Anomaly] = []
    fences = [e for e in own if e.kind == "fence"]
    for commit in _acked(own):
        if commit.generation is None:
            continue
        for fence in fences:
            fenced_before = fence.generation is not None and fence.end < commit.start
            if fenced_before and commit.generation <= (fence.generation or 0):
                detail = f"revision {commit.revision} on generation {commit.generation}, fenced before"
                found.append(Anomaly("fenced_commit", binding, detail))
    return found


def _progress(events: list[Event], window: float) -> list[Anomaly]:
    found: list[Anomaly] = []
    for fault in (e for e in events if e.kind == "fault"):
        after = [
            c
            for c in events
            if c.kind == "commit"
            and c.outcome == "ok"
            and (fault.binding == ALL or c.binding == fault.binding)
            and fault.end < c.end <= fault.end + window
        ]
        if not after:
            found.append(Anomaly("no_progress", fault.binding, f"no acknowledged commit within {window:g} s"))
    return found
