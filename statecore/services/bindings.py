"""Bindings, leases and epochs: the control plane's side of the thread-state aggregate."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from uuid import UUID

from django.conf import settings
from django.db import transaction

from statecore.crypto import LEASE_TOKEN_PREFIX, new_token, subject_ref, token_hash
from statecore.errors import Forbidden, InvalidRequest, NotFound
from statecore.models import Binding
from statecore.scope import Actor, AppPrincipal, Permission, StateScope
from statecore.services.audit import audit, current_trace_id
from statecore.services.state import checked
from statecore.validation import check_environment, check_identifier, check_name, check_subject


def access_binding(*, principal: AppPrincipal, binding_id: UUID, for_update: bool = False) -> Binding:
    """Fetch a binding the application token may manage; anything else is 404, never 403."""
    if not principal.has(Permission.BINDINGS_MANAGE):
        raise Forbidden("this token may not manage bindings")
    qs = Binding.objects.filter(pk=binding_id, environment=principal.environment)
    if principal.organization_id:
        qs = qs.filter(organization_id=principal.organization_id)
    if for_update:
        qs = qs.select_for_update(no_key=True)
    binding = qs.first()
    if binding is None:
        raise NotFound("no such binding")
    return binding


def binding_create(
    *,
    principal: AppPrincipal,
    environment: str,
    harness: str,
    adapter: str,
    adapter_codec_version: str,
    agent_id: str,
    subject: str,
    organization_id: str,
) -> Binding:
    """Create a binding at epoch 1 with no head. The raw subject is reduced to its HMAC here."""
    if not principal.has(Permission.BINDINGS_MANAGE):
        raise Forbidden("this token may not manage bindings")
    check_environment(environment)
    check_name(harness, "harness")
    check_name(adapter, "adapter")
    check_name(adapter_codec_version, "adapter_codec_version")
    check_identifier(agent_id, "agent_id")
    check_identifier(organization_id, "organization_id")
    check_subject(subject)
    if environment != principal.environment:
        raise Forbidden("this token is bound to another environment")
    if principal.organization_id and organization_id != principal.organization_id:
        raise Forbidden("this token is bound to another organization")
    with transaction.atomic():
        binding = Binding.objects.create(
            environment=environment,
            harness=harness,
            adapter=adapter,
            adapter_codec_version=adapter_codec_version,
            agent_id=agent_id,
            subject_ref=subject_ref(subject),
            organization_id=organization_id,
        )
        audit(
            action="binding.create",
            outcome="created",
            actor=principal.actor,
            environment=environment,
            binding_id=binding.id,
        )
    binding.refresh_from_db(fields=["created_at", "updated_at"])
    return binding


@dataclass(frozen=True, slots=True)
class IssuedLease:
    token: str  # shown once, never stored
    lease_id: UUID
    generation: int
    epoch: int
    expires_at: datetime


_LEASE_ISSUE = (
    "SELECT * FROM statecore_lease_issue(%s::text, %s::text, %s::uuid, %s::text, %s::int4, %s::text,"
    " %s::text, %s::text)"
)


def lease_issue(
    *, principal: AppPrincipal, binding_id: UUID, sandbox_id: str, ttl_seconds: int
) -> IssuedLease:
    """Issue the binding's next lease generation; every earlier lease is fenced from now on.

    One statement (``statecore_lease_issue``): the generation bump under the binding's row
    lock, the new lease row (its expiry on the database clock) and the audit event, so a
    racing commit from the old generation either lands before (and is valid) or re-evaluates
    its conditional UPDATE after and matches nothing.
    """
    if not principal.has(Permission.BINDINGS_MANAGE):
        raise Forbidden("this token may not manage bindings")
    return lease_issue_unchecked(
        principal=principal, binding_id=binding_id, sandbox_id=sandbox_id, ttl_seconds=ttl_seconds
    )


def check_lease_request(sandbox_id: str, ttl_seconds: int) -> None:
    """What a lease request must be, before any statement (InvalidRequest)."""
    check_identifier(sandbox_id, "sandbox_id")
    if not 1 <= ttl_seconds <= settings.STATECORE_MAX_LEASE_TTL_SECONDS:
        raise InvalidRequest("ttl_seconds is out of range", field="ttl_seconds")


def lease_issue_unchecked(
    *, principal: AppPrincipal, binding_id: UUID, sandbox_id: str, ttl_seconds: int
) -> IssuedLease:
    """:func:`lease_issue` for a caller that checked its own permission (the harness control
    plane issues each run's lease under ``runs:start``); the binding must still be in the
    principal's environment and organization."""
    check_lease_request(sandbox_id, ttl_seconds)
    token = new_token(LEASE_TOKEN_PREFIX)
    row = checked(
        _LEASE_ISSUE,
        [
            principal.environment,
            principal.organization_id,
            binding_id,
            sandbox_id,
            ttl_seconds,
            token_hash(token),
            principal.actor.label,
            current_trace_id(),
        ],
    )
    return IssuedLease(token, row.lease_id, row.generation, row.epoch, row.expires_at)


_CLEAR = "SELECT * FROM statecore_clear(%s::text, %s::text, %s::uuid, %s::int4, %s::int4, %s::text, %s::text)"


def binding_clear(*, principal: AppPrincipal | None, binding_id: UUID, actor: Actor | None = None) -> int:
    """Start a new epoch with no head. Every lease is fenced (its epoch is no longer current).

    With an application token, only a binding of its environment (and organization); without
    one (the portal, whose staff permission the admin checked), any binding, recorded as
    ``actor``. Nothing of an older epoch can become the new epoch's head: commits filter on the
    epoch in their compare-and-set, and reconcile checks the epoch it recorded at the mark.
    """
    if principal is not None:
        if not principal.has(Permission.BINDINGS_MANAGE):
            raise Forbidden("this token may not manage bindings")
        actor = principal.actor
    assert actor is not None
    row = checked(
        _CLEAR,
        [
            principal.environment if principal else None,
            principal.organization_id if principal else None,
            binding_id,
            None,
            None,
            actor.label,
            current_trace_id(),
        ],
    )
    return int(row.epoch)


def binding_clear_for_lease(*, scope: StateScope, actor: Actor) -> int:
    """The same transition for a lease erasing its own thread: the binding must still be at
    the lease's epoch and generation (otherwise lease_fenced), and every lease is fenced after."""
    row = checked(
        _CLEAR,
        [None, None, scope.binding_id, scope.epoch, scope.lease_generation, actor.label, current_trace_id()],
    )
    return int(row.epoch)
