"""The W3C Trace Context interoperability test hook (CONTRACT 6): ``POST /_test/tracecontext``.

Exists only when ``STATECORE_TRACECONTEXT_TEST_ENDPOINT`` is true (production settings refuse
it): ``portal.urls`` registers the route only then, and the view checks the flag again. The
body is the test harness's ``[{"url": ..., "arguments": [...]}, ...]``; for each item the view
POSTs ``arguments`` as JSON to ``url`` as an *internal* call. Nothing here touches trace
context directly: the ingress middleware has already decided whether the caller's context is
honoured (for this path alone by ``STATECORE_TRUSTED_NETWORKS``, since the harness sends no
credential), and the httpx instrumentation injects through the policy propagator, so the
egress policy applies exactly as to every other call (a destination registered as
``external-correlated`` still gets ``traceparent`` only).

Only URLs under one of ``STATECORE_TRACECONTEXT_TEST_CALLBACK_PREFIXES`` are called (same
scheme, host and port, and a path at or below the prefix's path, without dot segments or
credentials); others are skipped. Redirects are not followed. The response counts what
happened and echoes nothing.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Iterable
from typing import Any, Final
from urllib.parse import unquote

import httpx
from django.conf import settings
from django.http import Http404, HttpRequest, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from telemetry.propagation import Mode, egress_mode

log = logging.getLogger(__name__)

PATH: Final = "/_test/tracecontext"
MAX_BODY_BYTES: Final = 64 * 1024
MAX_ITEMS: Final = 64
CALL_TIMEOUT_SECONDS: Final = 5.0
_DEFAULT_PORTS: Final = {"http": 80, "https": 443}


def _parts(url: str) -> tuple[str, str, int, str] | None:
    """(scheme, host, port, decoded path) of an absolute http(s) URL without userinfo."""
    try:
        parsed = httpx.URL(url)
    except (httpx.InvalidURL, TypeError, ValueError):
        return None
    scheme = parsed.scheme.lower()
    if scheme not in _DEFAULT_PORTS or not parsed.host or parsed.userinfo:
        return None
    path = unquote(parsed.path or "/")
    if any(segment in (".", "..") for segment in path.split("/")):
        return None
    return scheme, parsed.host.lower(), parsed.port or _DEFAULT_PORTS[scheme], path


def is_allowed_callback(url: str, prefixes: Iterable[str]) -> bool:
    """Whether ``url`` is at or below one of ``prefixes`` (compared parsed, not as strings:
    ``http://h:1/cb`` does not admit ``http://h:12/cb`` or ``http://h:1/cbx``)."""
    target = _parts(url)
    if target is None:
        return False
    for prefix in prefixes:
        allowed = _parts(prefix)
        if allowed is None or allowed[:3] != target[:3]:
            continue
        base = allowed[3].rstrip("/")
        if target[3] == allowed[3] or target[3].startswith(base + "/"):
            return True
    return False


def _bad_request(detail: str) -> JsonResponse:
    return JsonResponse(
        {
            "type": "urn:statecore:problem:invalid_request",
            "title": "Invalid request",
            "status": 400,
            "detail": detail,
            "code": "invalid_request",
        },
        status=400,
        content_type="application/problem+json",
    )


def _items(body: bytes) -> list[tuple[str, list[Any]]] | None:
    try:
        data = json.loads(body)
    except (ValueError, UnicodeDecodeError):
        return None
    if not isinstance(data, list) or len(data) > MAX_ITEMS:
        return None
    items: list[tuple[str, list[Any]]] = []
    for item in data:
        if not isinstance(item, dict):
            return None
        url, arguments = item.get("url"), item.get("arguments", [])
        if not isinstance(url, str) or not isinstance(arguments, list):
            return None
        items.append((url, arguments))
    return items


@csrf_exempt
@require_POST
def tracecontext_test(request: HttpRequest) -> JsonResponse:
    if not settings.STATECORE_TRACECONTEXT_TEST_ENDPOINT:
        raise Http404
    if len(request.body) > MAX_BODY_BYTES:
        return _bad_request("the body is too large")
    items = _items(request.body)
    if items is None:
        return _bad_request('the body must be a JSON array of {"url": ..., "arguments": [...]}')
    prefixes = list(settings.STATECORE_TRACECONTEXT_TEST_CALLBACK_PREFIXES)
    called = skipped = failed = 0
    # A test harness callback is an internal call: full context under the ingress decision.
    with (
        egress_mode(Mode.INTERNAL),
        httpx.Client(timeout=CALL_TIMEOUT_SECONDS, follow_redirects=False, trust_env=False) as client,
    ):
        for url, arguments in items:
            if not is_allowed_callback(url, prefixes):
                skipped += 1
                continue
            try:
                client.post(url, json=arguments)
                called += 1
            except httpx.HTTPError as exc:
                log.warning("tracecontext test hook: callback failed (%s)", type(exc).__name__)
                failed += 1
    return JsonResponse({"called": called, "skipped": skipped, "failed": failed})
