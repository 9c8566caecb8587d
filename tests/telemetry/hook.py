"""The W3C Trace Context test hook (``POST /_test/tracecontext``) driven in-process: a callback
server on 127.0.0.1 that records what the hook sends, and the flag switched on for a test."""

from __future__ import annotations

import importlib
import json
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from django.test import Client
from django.urls import clear_url_caches

from tests.local_http import QuietHandler, serving

HOOK = "/_test/tracecontext"


@dataclass
class Received:
    path: str
    headers: dict[str, str]
    body: Any


@dataclass
class Callback:
    port: int
    received: list[Received] = field(default_factory=list)

    def url(self, path: str = "/callback") -> str:
        return f"http://127.0.0.1:{self.port}{path}"


@contextmanager
def callback_server() -> Iterator[Callback]:
    """An HTTP server on 127.0.0.1 that records every POST (path, headers, JSON body)."""
    state = Callback(port=0)

    class Handler(QuietHandler):
        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            body = json.loads(self.rfile.read(length) or b"null")
            headers = {k.lower(): v for k, v in self.headers.items()}
            state.received.append(Received(self.path, headers, body))
            self.send_response(200)
            self.send_header("Content-Length", "0")
            self.end_headers()

    with serving(Handler) as state.port:
        yield state


def reload_urls() -> None:
    import portal.urls

    importlib.reload(portal.urls)
    clear_url_caches()


@contextmanager
def hook_flag(settings: Any, callback: Callback) -> Iterator[None]:
    """The flag on (URL registered), callbacks under ``http://127.0.0.1:<port>/callback`` allowed.
    Start tracing inside: ``start_tracing`` reads the flag for the ingress policy."""
    original = settings.STATECORE_TRACECONTEXT_TEST_ENDPOINT
    settings.STATECORE_TRACECONTEXT_TEST_ENDPOINT = True
    settings.STATECORE_TRACECONTEXT_TEST_CALLBACK_PREFIXES = [callback.url("/callback")]
    reload_urls()
    try:
        yield
    finally:
        settings.STATECORE_TRACECONTEXT_TEST_ENDPOINT = original
        reload_urls()


def post(body: Any, **headers: str) -> Any:
    """The harness's request: no credential; REMOTE_ADDR is 127.0.0.1 unless ``headers`` say."""
    return Client().post(HOOK, data=json.dumps(body), content_type="application/json", **headers)
