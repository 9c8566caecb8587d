"""Celery tasks: thin adapters that parse primitives and call a service."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from uuid import UUID

from celery import shared_task
from django.conf import settings
from django.db import OperationalError

from statecore.harness.runs import settle_stale
from statecore.services.memory import (
    memory_backfill_embeddings,
    memory_rescan_stale,
    memory_retention_sweep,
    memory_scan_proposal,
)
from statecore.services.native import state_sweep_orphan_writes
from statecore.services.state import state_sweep_stale_pending


@shared_task(
    acks_late=True,
    reject_on_worker_lost=True,
    autoretry_for=(OperationalError,),
    retry_backoff=True,
    max_retries=5,
)
def sweep_stale_pending(*, cutoff_iso: str | None = None, batch_size: int = 500) -> int:
    """Delete one bounded batch of stale pending writes and one of orphaned task writes; chain
    the next batch if either was full."""
    cutoff = (
        datetime.fromisoformat(cutoff_iso)
        if cutoff_iso
        else datetime.now(UTC) - timedelta(hours=settings.STATECORE_STALE_PENDING_HOURS)
    )
    deleted = state_sweep_stale_pending(older_than=cutoff, limit=batch_size)
    deleted_writes = state_sweep_orphan_writes(older_than=cutoff, limit=batch_size)
    if batch_size in (deleted, deleted_writes):
        sweep_stale_pending.apply_async(kwargs={"cutoff_iso": cutoff.isoformat(), "batch_size": batch_size})
    return deleted


@shared_task(
    acks_late=True,
    reject_on_worker_lost=True,
    autoretry_for=(OperationalError,),
    retry_backoff=True,
    max_retries=5,
)
def memory_scan(*, proposal_id: str, content_sha256: str) -> str:
    """Scan, classify and route one memory proposal (idempotent by proposal + content hash)."""
    return memory_scan_proposal(proposal_id=UUID(proposal_id), content_sha256=content_sha256)


@shared_task(
    acks_late=True,
    reject_on_worker_lost=True,
    autoretry_for=(OperationalError,),
    retry_backoff=True,
    max_retries=5,
)
def memory_retention(*, as_of_iso: str | None = None, batch_size: int = 500) -> int:
    """Delete one bounded batch of expired memories; chain the next batch if it was full."""
    as_of = datetime.fromisoformat(as_of_iso) if as_of_iso else datetime.now(UTC)
    deleted = memory_retention_sweep(as_of=as_of, limit=batch_size)
    if deleted == batch_size:
        memory_retention.apply_async(kwargs={"as_of_iso": as_of.isoformat(), "batch_size": batch_size})
    return deleted


@shared_task(
    acks_late=True,
    reject_on_worker_lost=True,
    autoretry_for=(OperationalError,),
    retry_backoff=True,
    max_retries=5,
)
def memory_rescan(*, older_than_iso: str | None = None, batch_size: int = 500) -> int:
    """Enqueue again the scans of one bounded batch of proposals stuck in ``scanning`` (broker
    down at the write, queue lost, worker killed mid-scan); chain the next batch if it was full."""
    older_than = (
        datetime.fromisoformat(older_than_iso)
        if older_than_iso
        else datetime.now(UTC) - timedelta(seconds=settings.STATECORE_MEMORY_RESCAN_AFTER_SECONDS)
    )
    requeued = memory_rescan_stale(older_than=older_than, limit=batch_size)
    if requeued == batch_size:
        memory_rescan.apply_async(kwargs={"older_than_iso": older_than.isoformat(), "batch_size": batch_size})
    return requeued


@shared_task(
    acks_late=True,
    reject_on_worker_lost=True,
    autoretry_for=(OperationalError,),
    retry_backoff=True,
    max_retries=5,
)
def harness_settle_stale() -> int:
    """Settle harness runs whose control plane stopped beating (a server process died mid-run):
    ``failed``, or ``uncertain_durability`` when output had reached the client. A new run of
    the binding does the same for its own binding; this sweep makes GET /runs say so without
    one."""
    return settle_stale(stale_seconds=float(settings.STATECORE_RUN_STALE_SECONDS))


@shared_task(
    acks_late=True,
    reject_on_worker_lost=True,
    autoretry_for=(OperationalError,),
    retry_backoff=True,
    max_retries=5,
)
def memory_embed_backfill(*, batch_size: int = 100) -> int:
    """Store the vectors of one bounded batch of records without one (written before the model
    existed, or appended to by a consolidation); chain the next batch if it was full."""
    stored = memory_backfill_embeddings(limit=batch_size)
    if stored == batch_size:
        memory_embed_backfill.apply_async(kwargs={"batch_size": batch_size})
    return stored
