"""Gunicorn settings for the statecore API and portal: ``gunicorn -c deploy/gunicorn.conf.py``.

Every value can be overridden by the environment (GUNICORN_* below) or gunicorn's own flags.
"""

import os

bind = os.environ.get("GUNICORN_BIND", "127.0.0.1:8000")
wsgi_app = "portal.wsgi:application"
# gthread: one process per core, a few threads each; every thread keeps its own persistent
# database connection (CONN_MAX_AGE) and HTTP keep-alive works (the sync worker closes each
# connection). Measured about a third faster than sync workers on the commit cycle
# (docs/benchmarks.md).
workers = int(os.environ.get("GUNICORN_WORKERS", str(os.cpu_count() or 1)))
worker_class = os.environ.get("GUNICORN_WORKER_CLASS", "gthread")
threads = int(os.environ.get("GUNICORN_THREADS", "4"))
timeout = int(os.environ.get("GUNICORN_TIMEOUT", "60"))
graceful_timeout = int(os.environ.get("GUNICORN_GRACEFUL_TIMEOUT", "20"))
keepalive = int(os.environ.get("GUNICORN_KEEPALIVE", "5"))
max_requests = int(os.environ.get("GUNICORN_MAX_REQUESTS", "0"))
# Access log without query strings or headers: %(U)s is the path only.
accesslog = os.environ.get("GUNICORN_ACCESS_LOG", "-") or None
access_log_format = '%(h)s "%(m)s %(U)s" %(s)s %(B)s %(M)sms'
# API path segments a client chose (keys, run ids, refs) are logged as ":id".
logger_class = "portal.access_log.RedactingLogger"
errorlog = "-"
forwarded_allow_ips = os.environ.get("GUNICORN_FORWARDED_ALLOW_IPS", "127.0.0.1")
# Apps are loaded in each worker after fork, so database connections (and, with the tracing
# issue, exporters) are never shared across processes.
preload_app = False
# The heartbeat file each worker touches on every turn of its loop: on a memory file system, as
# gunicorn advises for containers (a disk-backed /tmp puts a journaled inode update in front of
# every keep-alive request the loop dispatches).
# gunicorn makes the file with mkstemp and unlinks it at once.
_SHM = "/dev/shm"  # noqa: S108
worker_tmp_dir = os.environ.get("GUNICORN_WORKER_TMP_DIR") or (_SHM if os.path.isdir(_SHM) else None)


def post_fork(server, worker):  # type: ignore[no-untyped-def]
    """Tracing is configured in each worker after fork (exporter threads and connections are
    never shared across processes), before the app is loaded so that the instrumentation's
    middleware is in place when Django builds its handler. ``portal.wsgi`` would start it at
    the worker's first request anyway (``portal.handlers``; idempotent): here the first
    request does not pay for it."""
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "portal.settings")
    import django

    django.setup()
    from portal.apps import start_tracing

    start_tracing()


def worker_exit(server, worker):  # type: ignore[no-untyped-def]
    """Close the idle run relays' database connections (1 s at most) and flush spans within a
    bounded time (3 s) on the way out; a dead collector cannot hold exit."""
    from statecore.harness.runs import relays
    from telemetry.setup import shutdown_tracing

    relays.close()
    shutdown_tracing()
