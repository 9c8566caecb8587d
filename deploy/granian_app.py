"""The WSGI application for granian, built in each worker process (``deploy/granian.sh``).

granian has no ``post_fork`` hook. It imports its target in every worker process, after the fork
(the main process never loads the application), and with ``--factory`` calls it there; so this
factory does what ``deploy/gunicorn.conf.py``'s ``post_fork`` and ``worker_exit`` do:

* tracing is configured in the worker (exporter threads and connections are never shared across
  processes) before Django builds its handler, so that the instrumentation's middleware is in
  place (``portal.wsgi``'s handler would start it at the worker's first request otherwise;
  ``start_tracing`` is idempotent, so the two agree);
* the spans still queued are flushed (bounded to 3 s) when the worker exits. A granian worker is
  a multiprocessing child and leaves through ``os._exit``: ``atexit`` handlers (the SDK's own
  shutdown among them) never run there, multiprocessing's finalizers do.

It also keeps the process environment out of the requests: granian's WSGI environ is a copy of
``os.environ`` with the request's variables on top, so every request's ``request.META`` would
carry ``DJANGO_SECRET_KEY``, ``STATECORE_HMAC_KEY`` and ``DATABASE_URL`` (with its password)
wherever they are set directly rather than as ``*_FILE``, and a variable such as ``HTTP_PROXY``
would read as a header the client sent. gunicorn's environ holds the request's variables only.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from multiprocessing import util
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from _typeshed.wsgi import StartResponse, WSGIApplication, WSGIEnvironment

# What granian sets for each request (its scope), which must stay even if the process
# environment happens to hold a variable of the same name.
_REQUEST_VARIABLES = frozenset(
    [
        "REQUEST_METHOD",
        "SCRIPT_NAME",
        "PATH_INFO",
        "QUERY_STRING",
        "CONTENT_TYPE",
        "CONTENT_LENGTH",
        "SERVER_NAME",
        "SERVER_PORT",
        "SERVER_PROTOCOL",
        "SERVER_SOFTWARE",
        "GATEWAY_INTERFACE",
        "REMOTE_ADDR",
        "RAW_URI",
    ]
)


def without_process_environment(app: WSGIApplication, names: Iterable[str]) -> WSGIApplication:
    """``app`` seeing only the request's variables: every name of the process environment is
    removed from each request's environ (a few dozen dict deletions, a few microseconds)."""
    drop = tuple(sorted(frozenset(names) - _REQUEST_VARIABLES))

    def application(environ: WSGIEnvironment, start_response: StartResponse) -> Iterable[bytes]:
        for name in drop:
            environ.pop(name, None)
        return app(environ, start_response)

    return application


def create_application() -> WSGIApplication:
    """Called by granian once in each worker process, after the fork."""
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "portal.settings")
    import django

    django.setup()
    from portal.apps import start_tracing
    from telemetry.setup import shutdown_tracing

    start_tracing()
    util.Finalize(None, shutdown_tracing, exitpriority=10)
    from portal.wsgi import application

    return without_process_environment(application, os.environ)
