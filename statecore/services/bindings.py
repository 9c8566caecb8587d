"""Bindings, leases and epochs: the control plane's side of the thread-state aggregate."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta
from uuid import UUID

from django.conf import settings
from django.db import transaction
from django.db.models import F
from django.db.models.functions import Now
from django.utils import timezone

from statecore.crypto import LEASE_TOKEN_PREFIX, new_token, subject_ref, token_hash
from statecore.errors import Forbidden, InvalidRequest, NotFound
from statecore.models import Binding, Lease
from statecore.scope import Actor, AppPrincipal, Permission
from statecore.services.audit import audit
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
    lease: Lease


def lease_issue(
    *, principal: AppPrincipal, binding_id: UUID, sandbox_id: str, ttl_seconds: int
) -> IssuedLease:
    """Issue the binding's next lease generation; every earlier lease is fenced from now on.

    The generation bump and the new lease row are one transaction under the binding's row
    lock, so a racing commit from the old generation either lands before (and is valid) or
    re-evaluates its conditional UPDATE after and matches nothing.
    """
    check_identifier(sandbox_id, "sandbox_id")
    if not 1 <= ttl_seconds <= settings.STATECORE_MAX_LEASE_TTL_SECONDS:
        raise InvalidRequest("ttl_seconds is out of range", field="ttl_seconds")
    token = new_token(LEASE_TOKEN_PREFIX)
    with transaction.atomic():
        binding = access_binding(principal=principal, binding_id=binding_id, for_update=True)
        binding.lease_generation += 1
        binding.pending_count = 0
        binding.save(update_fields=["lease_generation", "pending_count", "updated_at"])
        lease = Lease.objects.create(
            binding=binding,
            generation=binding.lease_generation,
            epoch=binding.epoch,
            token_hash=token_hash(token),
            sandbox_id=sandbox_id,
            expires_at=timezone.now() + timedelta(seconds=ttl_seconds),
        )
        audit(
            action="lease.issue",
            outcome="issued",
            actor=principal.actor,
            environment=binding.environment,
            binding_id=binding.id,
            data={"generation": lease.generation, "epoch": lease.epoch, "ttl_seconds": ttl_seconds},
        )
    return IssuedLease(token=token, lease=lease)


def binding_clear(*, principal: AppPrincipal | None, binding_id: UUID, actor: Actor | None = None) -> int:
    """Start a new epoch with no head. Every lease is fenced (its epoch is no longer current).

    Nothing of an older epoch can become the new epoch's head: commits filter on the epoch
    in their compare-and-set, and reconcile checks the epoch it recorded at the mark.
    """
    with transaction.atomic():
        if principal is not None:
            binding = access_binding(principal=principal, binding_id=binding_id, for_update=True)
            actor = principal.actor
        else:
            found = Binding.objects.select_for_update(no_key=True).filter(pk=binding_id).first()
            if found is None:
                raise NotFound("no such binding")
            binding = found
        assert actor is not None
        previous_epoch = binding.epoch
        Binding.objects.filter(pk=binding.pk).update(
            epoch=F("epoch") + 1, head_revision=0, head_state=None, pending_count=0, updated_at=Now()
        )
        audit(
            action="binding.clear",
            outcome="new_epoch",
            actor=actor,
            environment=binding.environment,
            binding_id=binding.id,
            data={"previous_epoch": previous_epoch, "epoch": previous_epoch + 1},
        )
    return previous_epoch + 1
