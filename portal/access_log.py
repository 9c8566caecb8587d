"""Gunicorn access logging without identifiers a client chose.

API paths carry idempotency keys, run ids, memory keys and state refs, which are chosen by
workers and may hold anything (a leak canary proved it). The access log keeps the route's shape
and replaces every path segment that is not a fixed word of the API with ``:id``; the query
string is never logged. Used by ``deploy/gunicorn.conf.py`` (``logger_class``).
"""

from __future__ import annotations

import logging
import re
from typing import Any

from gunicorn.glogging import Logger

_FIXED_SEGMENTS = frozenset(
    [
        "api",
        "v1",
        "state",
        "pending",
        "native",
        "commit",
        "uncertain",
        "head",
        "scope",
        "history",
        "runs",
        "reconcile",
        "bindings",
        "leases",
        "clear",
        "memory",
        "user",
        "agent",
        "organization",
        "records",
        "search",
        "proposals",
        "decision",
        "health",
        "telemetry",
    ]
)


def redact_path(path: str) -> str:
    if not path.startswith("/api/"):
        return path
    return "/".join(s if s in _FIXED_SEGMENTS or s == "" else ":id" for s in path.split("/"))


class RedactingLogger(Logger):  # type: ignore[misc]  # gunicorn ships no types
    def atoms(self, resp: Any, req: Any, environ: dict[str, Any], request_time: Any) -> dict[str, Any]:
        atoms: dict[str, Any] = super().atoms(resp, req, environ, request_time)
        path = redact_path(environ.get("PATH_INFO") or "")
        atoms["U"] = path
        atoms["r"] = f"{environ.get('REQUEST_METHOD')} {path} {environ.get('SERVER_PROTOCOL')}"
        atoms["q"] = "-"
        atoms["u"] = "-"
        atoms["f"] = "-"
        return atoms


_API_PATH = re.compile(r"/api/[^\s?\"]*")


def _redact_in_text(text: str) -> str:
    return _API_PATH.sub(lambda m: redact_path(m.group(0)), text)


class RedactApiPaths(logging.Filter):
    """The same redaction for Django's own request loggers (``django.request`` logs the path of
    every 5xx, ``django.server`` the request line), so no client-chosen identifier reaches a log."""

    def filter(self, record: logging.LogRecord) -> bool:
        if isinstance(record.args, tuple):
            record.args = tuple(_redact_in_text(a) if isinstance(a, str) else a for a in record.args)
        if isinstance(record.msg, str):
            record.msg = _redact_in_text(record.msg)
        return True
