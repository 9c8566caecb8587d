"""The worker hot path's view plumbing: the lease credential goes to the database with the
transition, so a worker request costs one round trip in total.

``LeanLeaseView`` is a DRF view (for the OpenAPI schema and the one problem+json handler) that
does not run DRF authentication: the bearer token is hashed here and the transition's SQL
function authenticates it, checks the fence and does the work in the same statement. JSON is
parsed and rendered with orjson; bodies are read as bounded streams.
"""

from __future__ import annotations

from typing import Any

import orjson
from django.http import HttpResponse
from rest_framework.request import Request
from rest_framework.views import APIView

from portal.api.authentication import LeaseTokenAuthentication, bearer_token
from statecore import limits, selectors
from statecore.crypto import APP_TOKEN_PREFIX, LEASE_TOKEN_PREFIX, token_hash
from statecore.errors import Forbidden, InvalidRequest, PayloadTooLarge, Unauthenticated
from statecore.services.state import Lease

_CHUNK = 64 * 1024


class LeanLeaseView(APIView):
    """A lease-token endpoint whose service call authenticates the lease itself."""

    # Declared for the schema (the lease token security scheme); never run: see below.
    authentication_classes = [LeaseTokenAuthentication]
    permission_classes: list[Any] = []
    parser_classes: list[Any] = []

    def perform_authentication(self, request: Request) -> None:
        """Nothing here: ``lease_of`` hands the token's hash to the transition."""

    def perform_content_negotiation(self, request: Request, force: bool = False) -> tuple[Any, str]:
        """No negotiation: these views render their own bodies (JSON, or the framed form when
        the client accepts it); DRF's first renderer only renders problem responses."""
        renderer = self.get_renderers()[0]
        return renderer, renderer.media_type


def lease_of(request: Request) -> Lease:
    """The lease credential of the request, as its SHA-256 (the token never leaves this frame).

    No token is 401. An application token on a worker endpoint is 403 when it is valid (it
    authenticates, it just may not do this) and 401 otherwise, as everywhere else.
    """
    token = bearer_token(request)
    if token is None:
        raise Unauthenticated("a valid bearer token is required")
    if token.startswith(LEASE_TOKEN_PREFIX):
        return Lease(token_hash(token))
    if token.startswith(APP_TOKEN_PREFIX):
        selectors.app_principal(token=token)  # 401 when unknown or revoked
        raise Forbidden("this credential may not do this")
    raise Unauthenticated("unknown token")


def read_body(request: Request, lease: Lease, *, slack: int = 0) -> bytes:
    """The body as a bounded stream: at most the largest payload bound of any environment (plus
    ``slack`` for framing), before the lease is resolved; the transition enforces the lease's
    own bound. A declared Content-Length over it is refused before reading anything, after the
    credential is checked so a bad token still answers 401 (or 409 when fenced)."""
    bound = limits.payload_read_bound() + slack
    declared = request.META.get("CONTENT_LENGTH")
    if declared:
        try:
            length = int(declared)
        except ValueError:
            raise InvalidRequest("Content-Length is malformed") from None
        if length > bound:
            selectors.lease_principal_by_hash(token_hash=lease.token_hash)
            raise PayloadTooLarge("native payload exceeds the bound", limit=bound - slack)
    stream = request._request  # the Django request: file-like over the WSGI input
    buffer = bytearray()
    while True:
        chunk = stream.read(_CHUNK)
        if not chunk:
            break
        buffer += chunk
        if len(buffer) > bound:
            raise PayloadTooLarge("native payload exceeds the bound", limit=bound - slack)
    return bytes(buffer)


def parse_json(raw: bytes) -> Any:
    try:
        return orjson.loads(raw)
    except orjson.JSONDecodeError:
        raise InvalidRequest("the request body is not valid JSON") from None


def json_response(body: Any, status: int = 200) -> HttpResponse:
    return HttpResponse(orjson.dumps(body), status=status, content_type="application/json")
