"""Application tokens: created with a set of permissions for one environment (and organization)."""

from __future__ import annotations

from dataclasses import dataclass

from django.db import IntegrityError, transaction
from django.utils import timezone

from statecore.crypto import APP_TOKEN_PREFIX, new_token, token_hash
from statecore.errors import InvalidRequest
from statecore.models import AppToken
from statecore.scope import Actor, Permission
from statecore.services.audit import audit
from statecore.validation import check_environment, check_identifier, check_name


@dataclass(frozen=True, slots=True)
class CreatedToken:
    token: str  # shown once, never stored
    row: AppToken


def app_token_create(
    *, name: str, environment: str, organization_id: str = "", permissions: list[str], actor: Actor
) -> CreatedToken:
    check_name(name, "name")
    check_environment(environment)
    if organization_id:
        check_identifier(organization_id, "organization_id")
    unknown = set(permissions) - set(Permission)
    if unknown or not permissions:
        raise InvalidRequest(
            "permissions must be a non-empty subset of: " + ", ".join(p.value for p in Permission)
        )
    token = new_token(APP_TOKEN_PREFIX)
    try:
        with transaction.atomic():
            row = AppToken.objects.create(
                name=name,
                environment=environment,
                organization_id=organization_id,
                permissions=sorted(set(permissions)),
                token_hash=token_hash(token),
                created_by=actor.label,
            )
            audit(
                action="app_token.create",
                outcome="created",
                actor=actor,
                environment=environment,
                data={"token_id": row.pk},
            )
    except IntegrityError:
        raise InvalidRequest("a token with this name exists", field="name") from None
    return CreatedToken(token=token, row=row)


def app_token_revoke(*, token_id: int, actor: Actor) -> bool:
    """Revoke at once: the next request with the token is 401. Returns False if already revoked."""
    with transaction.atomic():
        revoked = AppToken.objects.filter(pk=token_id, revoked_at__isnull=True).update(
            revoked_at=timezone.now()
        )
        if revoked:
            env = AppToken.objects.values_list("environment", flat=True).get(pk=token_id)
            audit(
                action="app_token.revoke",
                outcome="revoked",
                actor=actor,
                environment=env,
                data={"token_id": token_id},
            )
    return bool(revoked)
