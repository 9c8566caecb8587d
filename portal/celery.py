"""The Celery app: ``celery -A portal worker`` / ``celery -A portal beat``.

Without ``CELERY_BROKER_URL`` tasks run in-process (first look only); production uses Redis.

Tracing is configured in the process that runs the tasks, whatever the pool, and never at
import: prefork children configure it after fork (``worker_process_init``); pools that run
tasks in the worker's own process (``threads``, ``gevent``, ``eventlet``, and ``solo``, which
in Celery 5.7 also sends ``worker_process_init``, but not in every release) configure it at
``worker_init``, before the pool starts. ``start_tracing`` is idempotent, so a pool that sends
both signals configures once. The prefork parent never configures: its children would inherit
a provider configured before fork.
"""

from __future__ import annotations

import logging
import os

from celery import Celery
from celery.signals import worker_init, worker_process_init

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "portal.settings")

app = Celery("portal")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks(["statecore"])

_PREFORK = "celery.concurrency.prefork.TaskPool"
log = logging.getLogger(__name__)


def pool_forks_children(pool_cls: object) -> bool:
    """Whether a worker's pool runs tasks in forked child processes (prefork, or a subclass).

    ``pool_cls`` is what the worker holds at ``worker_init``: a class (the CLI resolves
    ``--pool``), or an alias or ``module:Class`` path (``app.Worker(pool=...)``, the
    ``worker_pool`` setting). A name is compared without importing anything: green pools
    must be able to monkey-patch before their pool module is imported."""
    import celery.concurrency

    aliases: dict[str, str] = getattr(celery.concurrency, "ALIASES", {})  # not in the stubs
    if pool_cls is None:
        pool_cls = app.conf.worker_pool
    if isinstance(pool_cls, str):
        return aliases.get(pool_cls, pool_cls).replace(":", ".") == _PREFORK
    if not isinstance(pool_cls, type):
        return False
    from celery.concurrency.prefork import TaskPool as PreforkPool

    return issubclass(pool_cls, PreforkPool)


@worker_init.connect(weak=False)
def _start_tracing_in_worker(sender: object = None, **kwargs: object) -> None:
    """Pools that run tasks in the worker's own process (solo, threads, gevent, eventlet)
    trace here; a prefork parent does not (each child configures after fork, below)."""
    if pool_forks_children(getattr(sender, "pool_cls", None)):
        return
    _prepare_task_process()


@worker_process_init.connect(weak=False)
def _start_tracing_in_worker_process(**kwargs: object) -> None:
    """Each pool process configures its own exporter after fork, so the producer's trace
    (propagated in the task headers) continues in the worker."""
    _prepare_task_process()


def _prepare_task_process() -> None:
    """Tracing, then the memory scanners and the embedding model: building the PII engine takes
    about a second, loading the model a few hundred ms, which would otherwise land on the first
    memory write this process scans. A model that does not load is logged here and fails each
    scan task loudly (its proposal stays ``scanning``), rather than the worker process."""
    from portal.apps import start_tracing
    from statecore.embeddings import EmbeddingUnavailable, default_embedder
    from statecore.scanning import warm_up

    start_tracing()
    warm_up()
    try:
        default_embedder().load()
    except EmbeddingUnavailable as exc:
        log.error("the embedding model did not load; memory scans will fail: %s", exc)
