"""Django's WSGI and ASGI handlers, tracing in whichever process serves them.

``portal.wsgi:application`` and ``portal.asgi:application`` are these handlers, so tracing follows
the application, not a server's config file: gunicorn with or without ``deploy/gunicorn.conf.py``
(and with ``--preload``), uvicorn, granian, ``manage.py runserver`` (which serves
``WSGI_APPLICATION``), or a server an operator brings.

Servers fork their workers, and an exporter's thread and connections do not survive a fork, so
nothing is configured at import. Before the first request a process handles (for ASGI, at the
lifespan startup if the server sends one) the handler calls ``portal.apps.start_tracing()``,
which is idempotent, and freezes what the process loaded (``gc.freeze``, see below); the check
is by pid, so a forked child whose parent had already served configures its own. Tracing adds
middleware (the ingress filter, the server span's), which Django reads only when it builds a
handler's middleware chain, so the chain is built again right then when the setting changed since
(not when gunicorn's ``post_fork`` or granian's factory configured tracing before the handler
was built).

A process whose tracing cannot start serves on (``start_tracing`` logs it once and the telemetry
health check says ``setup_failed``). Under ASGI the lifespan shutdown flushes the spans still
queued (bounded to 3 s), as gunicorn's ``worker_exit`` does.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import os
import threading
from typing import Any

import django
from django.conf import settings
from django.core.handlers.asgi import ASGIHandler as DjangoASGIHandler
from django.core.handlers.wsgi import WSGIHandler as DjangoWSGIHandler
from django.urls import get_resolver

log = logging.getLogger(__name__)

# One lock for the rare first request of a process; replaced in a forked child, where a copy
# held by a thread of the parent would never be released.
_start_lock = threading.Lock()


def _new_lock_after_fork() -> None:
    global _start_lock
    _start_lock = threading.Lock()


os.register_at_fork(after_in_child=_new_lock_after_fork)


class _TracesPerProcess:
    """The once-per-process start, shared by both handlers (Django's ``BaseHandler`` below)."""

    #: the process that started tracing through this handler
    _traced_pid: int | None = None
    #: ``settings.MIDDLEWARE`` as the current middleware chain was built from it
    _built_from: tuple[str, ...] = ()

    def load_middleware(self, is_async: bool = False) -> None:
        self._built_from = tuple(settings.MIDDLEWARE)
        super().load_middleware(is_async=is_async)  # type: ignore[misc]

    def _start_tracing_here(self, *, is_async: bool) -> None:
        with _start_lock:
            pid = os.getpid()
            if self._traced_pid == pid:
                return  # another thread of this process got here first
            try:
                from portal.apps import start_tracing

                start_tracing()
            except Exception as exc:  # start_tracing degrades by itself; this is the backstop
                log.error("tracing: could not start (%s); this process serves untraced", type(exc).__name__)
            if tuple(settings.MIDDLEWARE) != self._built_from:
                # Requests of this process wait on the lock until the new chain is in place.
                self.load_middleware(is_async=is_async)
            _freeze_startup_heap()
            self._traced_pid = pid


def _freeze_startup_heap() -> None:
    """Put what the process loaded to serve (Django, the URL conf and the views it imports,
    DRF, the SDKs) out of the cyclic collector's reach: it lives as long as the process, and a
    full collection that walks it pauses whichever request it falls in (in the harness
    benchmark, 85-97 ms in a sandbox worker and a run's start read; docs/benchmarks.md,
    session 12). Once per process, before its first request."""
    try:
        get_resolver().url_patterns  # noqa: B018 - imports the URL conf and the views now
    except Exception:  # the first request meets the same error, and reports it
        log.debug("the URL conf did not load before the first request")
    gc.freeze()


class WSGIHandler(_TracesPerProcess, DjangoWSGIHandler):
    def __call__(self, environ: dict[str, Any], start_response: Any) -> Any:
        if self._traced_pid != os.getpid():
            self._start_tracing_here(is_async=False)
        return super().__call__(environ, start_response)


class ASGIHandler(_TracesPerProcess, DjangoASGIHandler):
    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if self._traced_pid != os.getpid():
            # Once per process, and short (no network): not worth a thread hop.
            self._start_tracing_here(is_async=True)
        if scope["type"] == "lifespan":
            await self._lifespan(receive, send)
            return
        await super().__call__(scope, receive, send)

    async def _lifespan(self, receive: Any, send: Any) -> None:
        """Tracing is started above; at shutdown the queued spans are flushed (3 s at most)."""
        from telemetry.setup import shutdown_tracing

        while True:
            message = await receive()
            if message["type"] == "lifespan.startup":
                await send({"type": "lifespan.startup.complete"})
            elif message["type"] == "lifespan.shutdown":
                await asyncio.to_thread(shutdown_tracing)
                await send({"type": "lifespan.shutdown.complete"})
                return


def get_wsgi_application() -> WSGIHandler:
    """What ``django.core.wsgi.get_wsgi_application`` does, with this module's handler."""
    django.setup(set_prefix=False)
    return WSGIHandler()


def get_asgi_application() -> ASGIHandler:
    """What ``django.core.asgi.get_asgi_application`` does, with this module's handler."""
    django.setup(set_prefix=False)
    return ASGIHandler()
