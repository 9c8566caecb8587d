"""Gunicorn settings for the statecore API and portal: ``gunicorn -c deploy/gunicorn.conf.py``.

Every value can be overridden by the environment (GUNICORN_* below) or gunicorn's own flags.
"""

import os

bind = os.environ.get("GUNICORN_BIND", "127.0.0.1:8000")
wsgi_app = "portal.wsgi:application"
# Sync workers: one request at a time per process, one persistent database connection each
# (CONN_MAX_AGE), no thread pool to size. Scale with processes.
workers = int(os.environ.get("GUNICORN_WORKERS", str((os.cpu_count() or 1) * 2 + 1)))
worker_class = os.environ.get("GUNICORN_WORKER_CLASS", "sync")
threads = int(os.environ.get("GUNICORN_THREADS", "1"))
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
