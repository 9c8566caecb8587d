"""Memory write policy per environment, scope and agent, with the defaults of CONTRACT 5.

Out of the box: user scope accepts worker writes, applying clean ``semantic`` and
``episodic_reference`` writes once scanned (``procedural`` waits for approval); agent scope is
read-only for workers unless shared learning is enabled, and every agent-scope write waits for
approval; organization scope accepts only application/admin writes.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass

from django.conf import settings

from statecore.models import Consolidation, MemoryKind, MemoryPolicy, MemoryScope
from statecore.scanning.authority import CATEGORIES, Vocabulary
from statecore.scope import Permission


@dataclass(frozen=True, slots=True)
class EffectivePolicy:
    worker_writes: bool
    auto_apply_kinds: frozenset[str]
    consolidation: str
    retention_days: dict[str, int]


DEFAULTS = {
    MemoryScope.USER: EffectivePolicy(
        worker_writes=True,
        auto_apply_kinds=frozenset({MemoryKind.SEMANTIC, MemoryKind.EPISODIC_REFERENCE}),
        consolidation=Consolidation.REJECT,
        retention_days={},
    ),
    MemoryScope.AGENT: EffectivePolicy(
        worker_writes=False,
        auto_apply_kinds=frozenset(),
        consolidation=Consolidation.REJECT,
        retention_days={},
    ),
    MemoryScope.ORGANIZATION: EffectivePolicy(
        worker_writes=False,
        auto_apply_kinds=frozenset(MemoryKind.values),
        consolidation=Consolidation.REJECT,
        retention_days={},
    ),
}

_cache: dict[tuple[str, str, str], tuple[float, EffectivePolicy]] = {}
_lock = threading.Lock()


def policy_for(*, environment: str, scope: str, agent_id: str) -> EffectivePolicy:
    """The agent's own row, else the environment-wide row ("*"), else the default."""
    cache_key = (environment, scope, agent_id)
    now = time.monotonic()
    cached = _cache.get(cache_key)
    if cached is not None and cached[0] > now:
        return cached[1]
    rows = {
        row.agent_id: row
        for row in MemoryPolicy.objects.filter(
            environment=environment, scope=scope, agent_id__in=[agent_id, "*"]
        )
    }
    row = rows.get(agent_id) or rows.get("*")
    if row is None:
        policy = DEFAULTS[MemoryScope(scope)]
    else:
        policy = EffectivePolicy(
            # Organization memory is application/admin-written only, whatever a row says.
            worker_writes=row.worker_writes and scope != MemoryScope.ORGANIZATION,
            auto_apply_kinds=frozenset(k for k in row.auto_apply_kinds if k in MemoryKind.values),
            consolidation=row.consolidation,
            retention_days={k: int(v) for k, v in (row.retention_days or {}).items() if v},
        )
    with _lock:
        _cache[cache_key] = (now + settings.STATECORE_POLICY_CACHE_SECONDS, policy)
    return policy


def clear_cache() -> None:
    with _lock:
        _cache.clear()


_vocabulary: tuple[tuple[object, ...], Vocabulary] | None = None


def authority_vocabulary() -> Vocabulary:
    """The closed authority vocabulary the memory scan judges with: the defaults of
    :mod:`statecore.scanning.authority` plus the names this deployment's settings give its
    tools, permissions (and statecore's own), sandbox profiles (and the sandbox driver),
    model providers and hosts; rebuilt when those settings change (tests override them)."""
    global _vocabulary
    names = {
        "tool": tuple(settings.STATECORE_AUTHORITY_TOOLS),
        "permission": (*settings.STATECORE_AUTHORITY_PERMISSIONS, *(p.value for p in Permission)),
        "sandbox": tuple(settings.STATECORE_AUTHORITY_SANDBOX_PROFILES),
        "model": tuple(settings.STATECORE_AUTHORITY_PROVIDERS),
        "destination": tuple(settings.STATECORE_AUTHORITY_HOSTS),
    }
    listed = tuple(settings.STATECORE_AUTHORITY_MENTION_APPROVAL)
    mention = CATEGORIES if listed == ("all",) else () if listed == ("none",) else listed
    key = (*names.values(), mention)
    cached = _vocabulary
    if cached is not None and cached[0] == key:
        return cached[1]
    vocabulary = Vocabulary.default().with_names(names).with_mention_approval(mention)
    _vocabulary = (key, vocabulary)
    return vocabulary
