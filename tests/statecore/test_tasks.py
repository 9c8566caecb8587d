"""Celery tasks with a real worker process on Redis (not eager mode)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from datetime import timedelta
from pathlib import Path

import pytest
from django.conf import settings
from django.db import connection
from django.utils import timezone

from statecore.models import NativeState
from statecore.tasks import sweep_stale_pending
from tests.conftest import Worker

pytestmark = [pytest.mark.postgres, pytest.mark.slow]

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def celery_worker_process(transactional_db: None) -> Iterator[subprocess.Popen[bytes]]:
    assert settings.CELERY_BROKER_URL, "this test needs a real broker (CELERY_BROKER_URL)"
    assert not settings.CELERY_TASK_ALWAYS_EAGER
    db = connection.settings_dict
    env = {**os.environ, "DATABASE_URL": f"postgres://{db['USER'] or 'root'}@127.0.0.1:5432/{db['NAME']}"}
    import redis

    redis.Redis.from_url(settings.CELERY_BROKER_URL).flushdb()
    process = subprocess.Popen(
        [
            str(Path(sys.executable).with_name("celery")),
            "-A",
            "portal",
            "worker",
            "--pool",
            "solo",
            "--loglevel",
            "WARNING",
            "--without-heartbeat",
            "--without-gossip",
            "--without-mingle",
        ],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    yield process
    process.terminate()
    process.wait(timeout=20)


def _wait_for(predicate: Callable[[], bool], seconds: float = 30) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.2)
    return False


def test_sweep_task_runs_on_a_real_worker_and_chains_batches(
    celery_worker_process: subprocess.Popen[bytes], worker: Worker, make_worker: Callable[..., Worker]
) -> None:
    for i in range(5):
        worker.put_pending(bytes([i]))
    make_worker(worker.binding_id)
    assert NativeState.objects.count() == 5
    cutoff = (timezone.now() + timedelta(days=1)).isoformat()
    sweep_stale_pending.apply_async(kwargs={"cutoff_iso": cutoff, "batch_size": 2})
    # 2 + 2 + 1: the worker chained two more batches by itself.
    assert _wait_for(lambda: NativeState.objects.count() == 0), NativeState.objects.count()
    assert celery_worker_process.poll() is None
