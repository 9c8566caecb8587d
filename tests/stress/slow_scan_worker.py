"""The Celery app for a worker that a test kills mid-scan (tests/stress/test_memory_faults.py):
``celery -A tests.stress.slow_scan_worker worker`` with ``STATECORE_TEST_SCAN_MARKS`` naming a
directory. Only that worker imports this module; the product has no such hook.

When the test arms it (creates ``armed`` in that directory), the next ``memory_scan`` of a
proposal still in ``scanning`` takes the arm (one unlink: exactly one delivery wins), writes a
mark named by the proposal (and the hold) holding the pool process's pid, and is held inside the task
(``task_prerun`` runs in the pool process, the message received and not acknowledged:
``acks_late``), so the test knows when and whom to kill. Every other delivery scans at once.
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

from celery.signals import task_prerun

from portal.celery import app

__all__ = ["app"]

MARKS = Path(os.environ["STATECORE_TEST_SCAN_MARKS"])
HOLD_SECONDS = float(os.environ.get("STATECORE_TEST_SCAN_HOLD_SECONDS", "60"))


@task_prerun.connect(weak=False)
def _hold_when_armed(task: Any = None, kwargs: dict[str, Any] | None = None, **_: Any) -> None:
    if task is None or task.name != "statecore.tasks.memory_scan" or not kwargs:
        return
    from statecore.models import MemoryProposal

    proposal_id = str(kwargs["proposal_id"])
    if not MemoryProposal.objects.filter(pk=proposal_id, status="scanning").exists():
        return
    try:
        (MARKS / "armed").unlink()
    except FileNotFoundError:
        return
    # one mark per hold (a proposal the rescan sweep brings back may be held a second time)
    name = f"{proposal_id}~{time.monotonic_ns()}"
    pending = MARKS / f".{name}"
    pending.write_text(str(os.getpid()))
    pending.rename(MARKS / name)
    time.sleep(HOLD_SECONDS)
