"""The Celery app: ``celery -A portal worker`` / ``celery -A portal beat``.

Without ``CELERY_BROKER_URL`` tasks run in-process (first look only); production uses Redis.
"""

from __future__ import annotations

import os

from celery import Celery
from celery.signals import worker_process_init

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "portal.settings")

app = Celery("portal")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks(["statecore"])


@worker_process_init.connect(weak=False)
def _start_tracing_in_worker_process(**kwargs: object) -> None:
    """Each pool process configures its own exporter after fork, so the producer's trace
    (propagated in the task headers) continues in the worker."""
    from portal.apps import start_tracing

    start_tracing()
