"""Memory write policies: what an operator sets per environment, scope and agent.

A row overrides the built-in defaults of CONTRACT 5 (``statecore.memory_policy.DEFAULTS``) for
its environment and scope; ``agent_id`` "*" is the environment-wide row and a row for one agent
wins over it. Every change is audited, and the in-process policy cache is cleared once the
change is committed (other processes pick it up within STATECORE_POLICY_CACHE_SECONDS).
"""

from __future__ import annotations

from dataclasses import dataclass

from django.db import transaction

from statecore import memory_policy
from statecore.errors import InvalidRequest
from statecore.models import Consolidation, MemoryKind, MemoryPolicy, MemoryScope
from statecore.scope import Actor
from statecore.services.audit import audit
from statecore.services.memory import MAX_RETENTION_DAYS
from statecore.validation import check_environment, check_identifier

ANY_AGENT = "*"


@dataclass(frozen=True, slots=True)
class PolicySettings:
    """A checked policy: kinds are sorted and deduplicated, retention holds positive days only."""

    environment: str
    scope: str
    agent_id: str
    worker_writes: bool
    auto_apply_kinds: list[str]
    consolidation: str
    retention_days: dict[str, int]


def check_memory_policy(
    *,
    environment: str,
    scope: str,
    agent_id: str,
    worker_writes: bool,
    auto_apply_kinds: list[str],
    consolidation: str,
    retention_days: dict[str, int | None],
) -> PolicySettings:
    """Validate one policy or raise InvalidRequest naming the field. No database access."""
    check_environment(environment)
    if scope not in MemoryScope.values:
        raise InvalidRequest("scope must be user, agent or organization", field="scope")
    if agent_id != ANY_AGENT:
        check_identifier(agent_id, "agent_id")
    if worker_writes and scope == MemoryScope.ORGANIZATION:
        raise InvalidRequest(
            "organization memory is written only with application credentials", field="worker_writes"
        )
    unknown = set(auto_apply_kinds) - set(MemoryKind.values)
    if unknown:
        raise InvalidRequest("auto_apply_kinds holds an unknown kind", field="auto_apply_kinds")
    if consolidation not in Consolidation.values:
        raise InvalidRequest("consolidation is not a known policy", field="consolidation")
    retention: dict[str, int] = {}
    for kind, days in retention_days.items():
        if kind not in MemoryKind.values:
            raise InvalidRequest("retention_days holds an unknown kind", field="retention_days")
        if days is None:
            continue
        if isinstance(days, bool) or not isinstance(days, int) or not 1 <= days <= MAX_RETENTION_DAYS:
            raise InvalidRequest(
                f"retention days must be between 1 and {MAX_RETENTION_DAYS}",
                field=f"retention_days.{kind}",
            )
        retention[kind] = days
    return PolicySettings(
        environment=environment,
        scope=scope,
        agent_id=agent_id,
        worker_writes=worker_writes,
        auto_apply_kinds=sorted(set(auto_apply_kinds)),
        consolidation=consolidation,
        retention_days=dict(sorted(retention.items())),
    )


def memory_policy_upsert(
    *,
    environment: str,
    scope: str,
    agent_id: str,
    worker_writes: bool,
    auto_apply_kinds: list[str],
    consolidation: str,
    retention_days: dict[str, int | None],
    actor: Actor,
) -> MemoryPolicy:
    """Create or replace the policy row of (environment, scope, agent_id); audits
    ``memory_policy.update``. The row is locked for the update (``update_or_create`` selects it
    FOR UPDATE, and a concurrent create of the same row lands on the unique constraint and is
    retried as an update), so two operators saving at once leave one row, the last write."""
    checked = check_memory_policy(
        environment=environment,
        scope=scope,
        agent_id=agent_id,
        worker_writes=worker_writes,
        auto_apply_kinds=auto_apply_kinds,
        consolidation=consolidation,
        retention_days=retention_days,
    )
    with transaction.atomic():
        row, created = MemoryPolicy.objects.update_or_create(
            environment=checked.environment,
            scope=checked.scope,
            agent_id=checked.agent_id,
            defaults={
                "worker_writes": checked.worker_writes,
                "auto_apply_kinds": checked.auto_apply_kinds,
                "consolidation": checked.consolidation,
                "retention_days": checked.retention_days,
            },
        )
        audit(
            action="memory_policy.update",
            outcome="created" if created else "updated",
            actor=actor,
            environment=checked.environment,
            data=_audit_data(row),
        )
        # After commit, not now: a request in this process that re-read the row before the
        # commit would cache the old policy for STATECORE_POLICY_CACHE_SECONDS.
        transaction.on_commit(memory_policy.clear_cache)
    return row


def memory_policy_delete(*, policy_id: int, actor: Actor) -> bool:
    """Delete one policy row (its scope falls back to the "*" row or the defaults); audits
    ``memory_policy.delete``. Returns False if the row was already gone."""
    with transaction.atomic():
        row = MemoryPolicy.objects.select_for_update().filter(pk=policy_id).first()
        if row is None:
            return False
        data = _audit_data(row)
        row.delete()
        audit(
            action="memory_policy.delete",
            outcome="deleted",
            actor=actor,
            environment=row.environment,
            data=data,
        )
        transaction.on_commit(memory_policy.clear_cache)
    return True


def _audit_data(row: MemoryPolicy) -> dict[str, str | int | bool | None]:
    retention = row.retention_days or {}
    return {
        "policy_id": row.pk,
        "scope": row.scope,
        "agent_id": row.agent_id,
        "worker_writes": row.worker_writes,
        "auto_apply_kinds": ",".join(row.auto_apply_kinds or []),
        "consolidation": row.consolidation,
        "retention_days": ",".join(f"{kind}={days}" for kind, days in sorted(retention.items())),
    }
