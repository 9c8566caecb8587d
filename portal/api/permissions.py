from __future__ import annotations

from typing import Any

from rest_framework.permissions import BasePermission
from rest_framework.request import Request

from statecore.scope import AppPrincipal, LeasePrincipal


class HasLease(BasePermission):
    """Only a (current, unexpired) lease token; authentication already checked the fence."""

    def has_permission(self, request: Request, view: Any) -> bool:
        return isinstance(request.auth, LeasePrincipal)


class HasAppToken(BasePermission):
    """Any application token; each service checks the specific permission it needs."""

    def has_permission(self, request: Request, view: Any) -> bool:
        return isinstance(request.auth, AppPrincipal)
