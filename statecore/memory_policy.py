"""Memory write policy per environment, scope and agent, with the defaults of CONTRACT 5.

Out of the box: user scope accepts worker writes, applying clean ``semantic`` and
``episodic_reference`` writes once scanned (``procedural`` waits for approval); agent scope is
read-only for workers unless shared learning is enabled, and every agent-scope write waits for
approval; organization scope accepts only application/admin writes.
"""

from __future__ import annotations

import logging
import threading
import time
from dataclasses import dataclass

from django.conf import settings

from statecore.models import Consolidation, EnvironmentPolicy, MemoryKind, MemoryPolicy, MemoryScope
from statecore.scanning.authority import CATEGORIES, Vocabulary
from statecore.scope import Permission

log = logging.getLogger(__name__)


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
        _environment_names.clear()


#: Bounds on an environment's own names: each becomes part of a pattern every scan runs.
MAX_AUTHORITY_NAMES = 200
MAX_AUTHORITY_NAME_CHARS = 100

_environment_names: dict[str, tuple[float, tuple[dict[str, tuple[str, ...]], tuple[str, ...] | None]]] = {}
_vocabularies: dict[tuple[object, ...], Vocabulary] = {}
_VOCABULARIES_KEPT = 64


def check_authority_names(value: object) -> dict[str, list[str]]:
    """An environment's ``authority_names`` as stored: category -> names, each category one of
    :data:`~statecore.scanning.authority.CATEGORIES`, each name a single line with a letter or a
    digit, of at most ``MAX_AUTHORITY_NAME_CHARS`` characters, at most ``MAX_AUTHORITY_NAMES`` in all.
    Raises ``ValueError`` naming what is wrong (never echoing a name)."""
    if not isinstance(value, dict):
        raise ValueError("authority names are an object of category -> list of names")
    out: dict[str, list[str]] = {}
    total = 0
    for category, names in value.items():
        if category not in CATEGORIES:
            raise ValueError(f"unknown authority category: {category!r}")
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            raise ValueError(f"the names of {category} are a list of strings")
        kept: list[str] = []
        for name in names:
            name = name.strip()
            if not any(ch.isalnum() for ch in name) or any(ch in name for ch in "\n\r\x00"):
                raise ValueError(f"a name of {category} has no letter or digit, or is not a single line")
            if len(name) > MAX_AUTHORITY_NAME_CHARS:
                raise ValueError(f"a name of {category} is over {MAX_AUTHORITY_NAME_CHARS} characters")
            if name not in kept:
                kept.append(name)
        total += len(kept)
        if kept:
            out[category] = kept
    if total > MAX_AUTHORITY_NAMES:
        raise ValueError(f"at most {MAX_AUTHORITY_NAMES} authority names per environment")
    return out


def check_mention_approval(value: object) -> list[str] | None:
    """An environment's ``authority_mention_approval``: None (the deployment's setting) or a
    list of categories."""
    if value is None:
        return None
    if not isinstance(value, list) or not all(isinstance(c, str) for c in value):
        raise ValueError("mention approval is a list of categories, or null")
    unknown = sorted(set(value) - set(CATEGORIES))
    if unknown:
        raise ValueError(f"unknown authority categories: {unknown}")
    return sorted(set(value))


def _environment_vocabulary(environment: str) -> tuple[dict[str, tuple[str, ...]], tuple[str, ...] | None]:
    """The environment's own names and mention categories (its EnvironmentPolicy row), cached
    for ``STATECORE_POLICY_CACHE_SECONDS`` like the rest of its policy. A row that does not
    check (written around the portal) is logged and ignored, never a failed scan."""
    now = time.monotonic()
    cached = _environment_names.get(environment)
    if cached is not None and cached[0] > now:
        return cached[1]
    row = (
        EnvironmentPolicy.objects.filter(environment=environment)
        .values("authority_names", "authority_mention_approval")
        .first()
    )
    names: dict[str, tuple[str, ...]] = {}
    mention: tuple[str, ...] | None = None
    if row is not None:
        try:
            names = {c: tuple(v) for c, v in check_authority_names(row["authority_names"] or {}).items()}
            listed = check_mention_approval(row["authority_mention_approval"])
            mention = None if listed is None else tuple(listed)
        except ValueError as exc:
            log.error("environment %s: its authority vocabulary is ignored: %s", environment, exc)
            names, mention = {}, None
    with _lock:
        _environment_names[environment] = (now + settings.STATECORE_POLICY_CACHE_SECONDS, (names, mention))
    return names, mention


def authority_vocabulary(environment: str | None = None) -> Vocabulary:
    """The closed authority vocabulary the memory scan judges with, in one place: the defaults
    of :mod:`statecore.scanning.authority`, plus the names this deployment's settings give its
    tools, permissions (and statecore's own), sandbox profiles (and the sandbox driver), model
    providers and hosts, plus the names ``environment``'s policy row gives (the portal's
    environment policy). Mentions go to approval for the categories the environment's row
    lists, else the deployment's setting. Built once per distinct set of names (its patterns
    are compiled then), so settings that change (tests) or a changed row take effect."""
    names: dict[str, tuple[str, ...]] = {
        "tool": tuple(settings.STATECORE_AUTHORITY_TOOLS),
        "permission": (*settings.STATECORE_AUTHORITY_PERMISSIONS, *(p.value for p in Permission)),
        "sandbox": tuple(settings.STATECORE_AUTHORITY_SANDBOX_PROFILES),
        "model": tuple(settings.STATECORE_AUTHORITY_PROVIDERS),
        "destination": tuple(settings.STATECORE_AUTHORITY_HOSTS),
    }
    listed = tuple(settings.STATECORE_AUTHORITY_MENTION_APPROVAL)
    mention = CATEGORIES if listed == ("all",) else () if listed == ("none",) else listed
    if environment is not None:
        own, own_mention = _environment_vocabulary(environment)
        for category, values in own.items():
            names[category] = (*names.get(category, ()), *values)
        if own_mention is not None:
            mention = own_mention
    key = (*sorted(names.items()), tuple(sorted(mention)))
    vocabulary = _vocabularies.get(key)
    if vocabulary is None:
        vocabulary = Vocabulary.default().with_names(names).with_mention_approval(mention)
        with _lock:
            if len(_vocabularies) >= _VOCABULARIES_KEPT:
                _vocabularies.clear()
            _vocabularies[key] = vocabulary
    return vocabulary
