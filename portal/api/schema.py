"""OpenAPI descriptions of the two bearer credentials (loaded by PortalConfig.ready)."""

from __future__ import annotations

from typing import Any

from drf_spectacular.extensions import OpenApiAuthenticationExtension


class LeaseTokenScheme(OpenApiAuthenticationExtension):
    target_class = "portal.api.authentication.LeaseTokenAuthentication"
    name = "leaseToken"

    def get_security_definition(self, auto_schema: Any) -> dict[str, str]:
        return {"type": "http", "scheme": "bearer", "bearerFormat": "stl_… (one sandbox worker's lease)"}


class AppTokenScheme(OpenApiAuthenticationExtension):
    target_class = "portal.api.authentication.AppTokenAuthentication"
    name = "appToken"

    def get_security_definition(self, auto_schema: Any) -> dict[str, str]:
        return {"type": "http", "scheme": "bearer", "bearerFormat": "sta_… (control plane application token)"}
