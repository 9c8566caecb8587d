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
errorlog = "-"
forwarded_allow_ips = os.environ.get("GUNICORN_FORWARDED_ALLOW_IPS", "127.0.0.1")
# Apps are loaded in each worker after fork, so database connections (and, with the tracing
# issue, exporters) are never shared across processes.
preload_app = False
