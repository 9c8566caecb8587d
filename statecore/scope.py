"""Server-derived scopes and the principals that carry them.

A request never names its own scope: authentication looks the credential up and builds one of
these from server-side rows. Services take them as arguments and filter every query by them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum
from uuid import UUID


@dataclass(frozen=True, slots=True)
class StateScope:
    """The seed's StateScope: exactly one binding, epoch, codec and lease generation."""

    binding_id: UUID
    environment: str
    harness: str
    epoch: int
    adapter_codec_version: str
    lease_generation: int


@dataclass(frozen=True, slots=True)
class MemoryContext:
    """Who a lease writes memory for; namespaces are computed from this, never from a request."""

    environment: str
    subject_ref: str
    agent_id: str
    organization_id: str


class Permission(StrEnum):
    BINDINGS_MANAGE = "bindings:manage"
    RUNS_START = "runs:start"
    RUNS_RECONCILE = "runs:reconcile"
    MEMORY_APPROVE = "memory:approve"
    MEMORY_WRITE_ORGANIZATION = "memory:write-organization"
    MEMORY_WRITE_AGENT = "memory:write-agent"


@dataclass(frozen=True, slots=True)
class Actor:
    """Who did something, for the audit log. ``ref`` is an id, never a token or a raw subject."""

    kind: str  # "lease" | "app" | "user" | "system"
    ref: str

    @property
    def label(self) -> str:
        return f"{self.kind}:{self.ref}"


SYSTEM = Actor(kind="system", ref="statecore")


@dataclass(frozen=True, slots=True)
class LeasePrincipal:
    lease_id: UUID
    scope: StateScope
    memory: MemoryContext
    expires_at: datetime
    is_authenticated: bool = field(default=True, init=False)

    @property
    def actor(self) -> Actor:
        return Actor(kind="lease", ref=str(self.lease_id))


@dataclass(frozen=True, slots=True)
class AppPrincipal:
    token_id: int
    name: str
    environment: str
    organization_id: str  # "" when the token is not bound to an organization
    permissions: frozenset[str]
    is_authenticated: bool = field(default=True, init=False)

    @property
    def actor(self) -> Actor:
        return Actor(kind="app", ref=str(self.token_id))

    def has(self, permission: Permission) -> bool:
        return permission.value in self.permissions
