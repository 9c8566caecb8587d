"""The Celery app: ``celery -A portal worker`` / ``celery -A portal beat``.

Without ``CELERY_BROKER_URL`` tasks run in-process (first look only); production uses Redis.
"""

from __future__ import annotations

import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "portal.settings")

app = Celery("portal")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks(["statecore"])
