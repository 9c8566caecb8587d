"""Reads for the operators' overview (the portal's dashboard): counts and oldest times only.

Each figure is one aggregate over an indexed filter, five statements in all, so the page
stays cheap however large the tables grow: proposals by ``(status, created_at)``
(``memory_proposal_queue``), records awaiting their vector by the partial index
``memory_record_unembedded``, state runs by ``(status, updated_at)`` (``run_status_updated``),
harness runs by ``(status, created_at)`` (``harness_run_status_created``), lease fencing in
the audit log by ``(action, at)`` (``audit_action_at``). No row, content or
identifier is read.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from django.db.models import Count, Min, Q

from statecore.models import (
    AuditEvent,
    HarnessRun,
    HarnessRunStatus,
    MemoryProposal,
    MemoryRecord,
    ProposalStatus,
    Run,
    RunStatus,
)


@dataclass(frozen=True, slots=True)
class Overview:
    now: datetime
    since: datetime  # start of the recent window (failed harness runs, interrupted runs)
    stuck_before: datetime  # a proposal still scanning since before this is stuck
    proposals_pending: int
    oldest_pending_at: datetime | None
    proposals_scanning: int
    proposals_stuck: int
    records_without_vector: int  # not yet found by search by meaning: the back-fill's backlog
    runs_uncertain: int
    oldest_uncertain_at: datetime | None
    runs_interrupted_recent: int
    harness_running: int
    oldest_running_at: datetime | None
    harness_failed_recent: int
    leases_fenced_recent: int


def fencing_events(*, since: datetime) -> Q:
    """Audit events that fenced a lease since ``since``: a lease issued over an earlier
    generation (the earlier lease is fenced from then on) and a clear (every lease of the binding
    is). Indexed by ``(action, at)``; the same filter backs the audit list's "fencing" choice."""
    return Q(at__gte=since) & (Q(action="binding.clear") | Q(action="lease.issue", data__generation__gt=1))


def operations_overview(*, now: datetime, window: timedelta, stuck_after: timedelta) -> Overview:
    """What waits for a human or looks stuck: proposals awaiting approval (and the oldest),
    proposals scanning (and those whose scan was last enqueued more than ``stuck_after``
    ago, as the rescan sweep sees them), records without a vector (the back-fill's progress),
    uncertain runs (and the oldest mark), runs
    interrupted within ``window``, harness runs running now (and the oldest) and failed
    within ``window``."""
    since = now - window
    stuck_before = now - stuck_after
    pending = Q(status=ProposalStatus.PENDING_APPROVAL)
    scanning = Q(status=ProposalStatus.SCANNING)
    proposals = MemoryProposal.objects.filter(pending | scanning).aggregate(
        pending=Count("pk", filter=pending),
        oldest=Min("created_at", filter=pending),
        scanning=Count("pk", filter=scanning),
        stuck=Count("pk", filter=scanning & Q(updated_at__lte=stuck_before)),
    )
    without_vector = MemoryRecord.objects.filter(embedding__isnull=True, unindexed=False).count()
    uncertain = Q(status=RunStatus.UNCERTAIN_DURABILITY)
    interrupted = Q(status=RunStatus.INTERRUPTED, updated_at__gte=since)
    runs = Run.objects.filter(uncertain | interrupted).aggregate(
        uncertain=Count("pk", filter=uncertain),
        oldest=Min("updated_at", filter=uncertain),
        interrupted=Count("pk", filter=interrupted),
    )
    running = Q(status=HarnessRunStatus.RUNNING)
    failed = Q(status=HarnessRunStatus.FAILED, created_at__gte=since)
    harness = HarnessRun.objects.filter(running | failed).aggregate(
        running=Count("pk", filter=running),
        oldest=Min("created_at", filter=running),
        failed=Count("pk", filter=failed),
    )
    fenced = AuditEvent.objects.filter(fencing_events(since=now - timedelta(hours=1))).count()
    return Overview(
        now=now,
        since=since,
        stuck_before=stuck_before,
        proposals_pending=proposals["pending"],
        oldest_pending_at=proposals["oldest"],
        proposals_scanning=proposals["scanning"],
        proposals_stuck=proposals["stuck"],
        records_without_vector=without_vector,
        runs_uncertain=runs["uncertain"],
        oldest_uncertain_at=runs["oldest"],
        runs_interrupted_recent=runs["interrupted"],
        harness_running=harness["running"],
        oldest_running_at=harness["oldest"],
        harness_failed_recent=harness["failed"],
        leases_fenced_recent=fenced,
    )


@dataclass(frozen=True, slots=True)
class RunCounts:
    uncertain: int
    interrupted_recent: int


def run_counts(*, now: datetime, window: timedelta) -> RunCounts:
    """Uncertain runs, and runs interrupted within ``window``: one aggregate (the run list's
    header)."""
    uncertain = Q(status=RunStatus.UNCERTAIN_DURABILITY)
    interrupted = Q(status=RunStatus.INTERRUPTED, updated_at__gte=now - window)
    counts = Run.objects.filter(uncertain | interrupted).aggregate(
        uncertain=Count("pk", filter=uncertain), interrupted=Count("pk", filter=interrupted)
    )
    return RunCounts(uncertain=counts["uncertain"], interrupted_recent=counts["interrupted"])
