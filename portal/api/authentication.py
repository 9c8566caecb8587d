"""One DRF authentication class per credential kind. Each returns a principal whose scope is
derived from server-side rows only; nothing in the request body or query can change it.
"""

from __future__ import annotations

from rest_framework.authentication import BaseAuthentication, get_authorization_header
from rest_framework.request import Request

from statecore import selectors
from statecore.crypto import APP_TOKEN_PREFIX, LEASE_TOKEN_PREFIX
from statecore.errors import Unauthenticated
from statecore.scope import AppPrincipal, LeasePrincipal

_MAX_TOKEN_CHARS = 128


def bearer_token(request: Request) -> str | None:
    header = get_authorization_header(request)
    if not header:
        return None
    try:
        scheme, _, token = header.decode("ascii").partition(" ")
    except UnicodeDecodeError:
        raise Unauthenticated("malformed Authorization header") from None
    if scheme.lower() != "bearer" or not token or len(token) > _MAX_TOKEN_CHARS or " " in token.strip():
        raise Unauthenticated("expected: Authorization: Bearer <token>")
    return token.strip()


class _BearerAuthentication(BaseAuthentication):
    prefix = ""

    def authenticate_header(self, request: Request) -> str:
        return 'Bearer realm="statecore"'


class LeaseTokenAuthentication(_BearerAuthentication):
    """``Authorization: Bearer stl_...``: a sandbox worker's lease. Checks the fence first."""

    def authenticate(self, request: Request) -> tuple[LeasePrincipal, LeasePrincipal] | None:
        token = bearer_token(request)
        if token is None or not token.startswith(LEASE_TOKEN_PREFIX):
            return None
        principal = selectors.lease_principal(token=token)
        return principal, principal


class AppTokenAuthentication(_BearerAuthentication):
    """``Authorization: Bearer sta_...``: the control plane's application token."""

    def authenticate(self, request: Request) -> tuple[AppPrincipal, AppPrincipal] | None:
        token = bearer_token(request)
        if token is None:
            return None
        if not token.startswith(APP_TOKEN_PREFIX):
            if token.startswith(LEASE_TOKEN_PREFIX):
                return None
            raise Unauthenticated("unknown token")
        principal = selectors.app_principal(token=token)
        return principal, principal
