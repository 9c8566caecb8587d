"""A small HTTP server on 127.0.0.1 in a thread of the test process (callback targets, OTLP
sinks), for as long as a block runs."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


class QuietHandler(BaseHTTPRequestHandler):
    """A request handler that logs nothing."""

    def log_message(self, format: str, *args: Any) -> None:
        return None


@contextmanager
def serving(handler: type[BaseHTTPRequestHandler]) -> Iterator[int]:
    """``handler`` on a free port of 127.0.0.1, one thread per request; yields the port."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    # a short poll: shutdown() waits for it, once per server
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    try:
        yield int(server.server_address[1])
    finally:
        server.shutdown()
        server.server_close()
        thread.join(5)
