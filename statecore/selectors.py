"""Read-side queries. Each takes a server-derived scope or principal and filters by it."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any
from uuid import UUID

from django.db import connection
from django.db.models import Q, Value
from django.db.models.functions import Left, StrIndex
from django.utils import timezone

from statecore import memory_items
from statecore.crypto import token_hash
from statecore.errors import LeaseFenced, NotFound, Unauthenticated
from statecore.models import (
    AppToken,
    Binding,
    Lease,
    MemoryRecord,
    NativeState,
    NativeStateStatus,
    Run,
    RunStatus,
)
from statecore.scope import AppPrincipal, LeasePrincipal, MemoryContext, StateScope
from statecore.services.state import DurableHead

_HEAD_FIELDS = ("id", "codec", "size", "sha256", "revision", "run_id", "committed_at", "status")


def lease_principal(*, token: str) -> LeasePrincipal:
    """Authenticate a lease token and check its fence: the first thing every worker request does.

    One query: the lease with its binding. Expired or unknown -> 401; a lease whose
    generation or epoch is no longer the binding's -> lease_fenced.
    """
    lease = (
        Lease.objects.select_related("binding")
        .only(
            "id",
            "generation",
            "epoch",
            "expires_at",
            "binding__id",
            "binding__environment",
            "binding__harness",
            "binding__adapter_codec_version",
            "binding__epoch",
            "binding__lease_generation",
            "binding__subject_ref",
            "binding__agent_id",
            "binding__organization_id",
        )
        .filter(token_hash=token_hash(token))
        .first()
    )
    if lease is None or lease.expires_at <= timezone.now():
        raise Unauthenticated("unknown or expired token")
    binding = lease.binding
    if lease.generation != binding.lease_generation or lease.epoch != binding.epoch:
        raise LeaseFenced("this lease's generation or epoch is no longer current")
    return LeasePrincipal(
        lease_id=lease.id,
        scope=StateScope(
            binding_id=binding.id,
            environment=binding.environment,
            harness=binding.harness,
            epoch=lease.epoch,
            adapter_codec_version=binding.adapter_codec_version,
            lease_generation=lease.generation,
        ),
        memory=MemoryContext(
            environment=binding.environment,
            subject_ref=binding.subject_ref,
            agent_id=binding.agent_id,
            organization_id=binding.organization_id,
        ),
        expires_at=lease.expires_at,
    )


def app_principal(*, token: str) -> AppPrincipal:
    row = AppToken.objects.filter(token_hash=token_hash(token), revoked_at__isnull=True).first()
    if row is None:
        raise Unauthenticated("unknown or revoked token")
    return AppPrincipal(
        token_id=row.pk,
        name=row.name,
        environment=row.environment,
        organization_id=row.organization_id,
        permissions=frozenset(str(p) for p in row.permissions),
    )


def head_load(*, scope: StateScope) -> DurableHead | None:
    """The durable head: a committed state of this binding and epoch, or None. Never a pending one."""
    state = (
        NativeState.objects.filter(
            binding_id=scope.binding_id,
            epoch=scope.epoch,
            status=NativeStateStatus.DURABLE,
            # The join is the rule: the head is whatever the binding row points to, and only
            # while the binding is still at this epoch.
            pk__in=Binding.objects.filter(pk=scope.binding_id, epoch=scope.epoch).values("head_state_id"),
        )
        .only(*_HEAD_FIELDS)
        .first()
    )
    return DurableHead.of(state) if state is not None else None


def state_payload(*, scope: StateScope, state_ref: UUID) -> NativeState:
    """A committed state of the binding and epoch, or a pending write of this same lease."""
    state = (
        NativeState.objects.filter(pk=state_ref, binding_id=scope.binding_id, epoch=scope.epoch)
        .filter(Q(status=NativeStateStatus.DURABLE) | Q(lease_generation=scope.lease_generation))
        .only("id", "codec", "size", "sha256", "payload", "status")
        .first()
    )
    if state is None:
        raise NotFound("no such state in this scope")
    return state


@dataclass(frozen=True, slots=True)
class BindingSummary:
    binding: Binding
    head: DurableHead | None
    open_runs: list[Run]


def binding_summary(*, binding: Binding) -> BindingSummary:
    head = None
    if binding.head_state_id is not None:
        head = DurableHead.of(NativeState.objects.only(*_HEAD_FIELDS).get(pk=binding.head_state_id))
    open_runs = list(
        Run.objects.filter(
            binding=binding, status__in=[RunStatus.INTERRUPTED, RunStatus.UNCERTAIN_DURABILITY]
        ).order_by("-updated_at")[:50]
    )
    return BindingSummary(binding=binding, head=head, open_runs=open_runs)


# --- memory search -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ScoredRecord:
    record: MemoryRecord
    score: float


_SEARCH_SQL = """
SELECT r.*, ts_rank_cd(r.search_vector, q) AS score
  FROM statecore_memoryrecord r, websearch_to_tsquery('english', %s) q
 WHERE r.namespace = %s
   AND r.search_vector @@ q
   AND (r.expires_at IS NULL OR r.expires_at > now())
   {kinds}{prefix}
 ORDER BY score DESC, r.updated_at DESC, r.id
 LIMIT %s
"""


def memory_search(
    *, namespace: str, text: str, kinds: list[str] | None, limit: int, key_prefix: str | None = None
) -> list[ScoredRecord]:
    """Lexical search inside one namespace, in one statement: the namespace and liveness filters
    are in the same statement as the ranking and come before it (the GIN index covers
    namespace + vector), and the rows come back with their scores."""
    if connection.vendor != "postgresql":
        return _substring_search(
            namespace=namespace, text=text, kinds=kinds, limit=limit, key_prefix=key_prefix
        )
    params: list[Any] = [text, namespace]
    kinds_sql = prefix_sql = ""
    if kinds:
        kinds_sql = "AND r.kind = ANY(%s)"
        params.append(list(kinds))
    if key_prefix:
        prefix_sql = "\n   AND r.key LIKE %s"
        params.append(_like_prefix(key_prefix))
    params.append(limit)
    rows = MemoryRecord.objects.raw(_SEARCH_SQL.format(kinds=kinds_sql, prefix=prefix_sql), params)
    return [ScoredRecord(row, float(getattr(row, "score"))) for row in rows]  # noqa: B009 (raw column)


def _substring_search(
    *, namespace: str, text: str, kinds: list[str] | None, limit: int, key_prefix: str | None = None
) -> list[ScoredRecord]:
    """The embedded SQLite default: every word must occur; score = occurrences (first look only)."""
    words = [w for w in text.lower().split() if w][:16]
    qs = MemoryRecord.objects.filter(namespace=namespace).filter(
        Q(expires_at__isnull=True) | Q(expires_at__gt=timezone.now())
    )
    if kinds:
        qs = qs.filter(kind__in=kinds)
    if key_prefix:
        qs = qs.filter(key__startswith=key_prefix)
    for word in words:
        qs = qs.filter(content__icontains=word)
    scored = [ScoredRecord(r, float(sum(r.content.lower().count(w) for w in words))) for r in qs[:1000]]
    scored.sort(key=lambda s: (-s.score, -s.record.updated_at.timestamp()))
    return scored[:limit]


# --- memory items (the batch endpoint; see statecore.memory_items) ---------------------------------

MAX_ITEM_SCAN = 1000
MAX_PATH_SCAN = 10_000


@dataclass(frozen=True, slots=True)
class ItemPage:
    records: list[ScoredRecord]
    truncated: bool
    """True when the scan bound was reached before the page was full: later matches may exist."""


def _like_prefix(prefix: str) -> str:
    return prefix.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"


def memory_item_page(
    *,
    namespace: str,
    key_prefix: str | None,
    text: str | None,
    kinds: list[str] | None,
    filter_: dict[str, Any] | None,
    limit: int,
    offset: int,
) -> ItemPage:
    """Live records of one namespace whose key starts with ``key_prefix`` (None: every record),
    optionally matching ``text`` (lexical, ranked as ``memory_search``) and a value filter.

    Without ``text`` the order is creation order (``created_at``, then id), which an update does
    not change. The filter applies to the record content parsed as a JSON object (anything else
    does not match), so it runs here, over at most MAX_ITEM_SCAN candidates in that order.
    """
    want = offset + limit
    scan = MAX_ITEM_SCAN if filter_ else want
    if text:
        candidates = memory_search(
            namespace=namespace, text=text, kinds=kinds, limit=scan, key_prefix=key_prefix
        )
    else:
        qs = MemoryRecord.objects.filter(namespace=namespace).filter(
            Q(expires_at__isnull=True) | Q(expires_at__gt=timezone.now())
        )
        if key_prefix:
            qs = qs.filter(key__startswith=key_prefix)
        if kinds:
            qs = qs.filter(kind__in=kinds)
        candidates = [ScoredRecord(r, 0.0) for r in qs.order_by("created_at", "id")[:scan]]
    if filter_:
        kept = [
            c
            for c in candidates
            if (value := _json_object(c.record.content)) is not None and memory_items.matches(value, filter_)
        ]
    else:
        kept = candidates
    truncated = bool(filter_) and len(candidates) == scan and len(kept) < want
    return ItemPage(kept[offset:want], truncated)


def _json_object(content: str) -> dict[str, Any] | None:
    try:
        value = json.loads(content)
    except ValueError:
        return None
    return value if isinstance(value, dict) else None


def memory_item_namespaces(
    *, namespace: str, prefix: tuple[str, ...], max_depth: int | None, limit: int, offset: int
) -> tuple[list[tuple[str, ...]], bool]:
    """The distinct item paths at or below ``prefix`` that hold a live record, each cut to its
    first ``max_depth`` labels (None: whole), sorted as tuples, then paged.

    One DISTINCT over the record keys' path parts (the text before ``::``), at most
    MAX_PATH_SCAN of them; the second value says whether that bound was reached.
    """
    head = Left("key", StrIndex("key", Value("::")) - 1)
    qs = (
        MemoryRecord.objects.filter(namespace=namespace, key__contains="::")
        .filter(Q(expires_at__isnull=True) | Q(expires_at__gt=timezone.now()))
        .annotate(head=head)
    )
    if prefix:
        qs = qs.filter(key__startswith=memory_items.path_prefix(prefix))
    heads = [
        str(h) for h in qs.values_list("head", flat=True).distinct().order_by("head")[: MAX_PATH_SCAN + 1]
    ]
    paths: set[tuple[str, ...]] = set()
    for encoded in heads[:MAX_PATH_SCAN]:
        path = memory_items.split_path(encoded)
        if path is not None:
            paths.add(path if max_depth is None else path[:max_depth])
    return sorted(paths)[offset : offset + limit], len(heads) > MAX_PATH_SCAN


# --- adapter history (CONTRACT 4, harness adapters) ------------------------------------------------

MAX_HISTORY_LIMIT = 100


def state_history(
    *,
    scope: StateScope,
    before: UUID | None = None,
    limit: int = 20,
    metadata: dict[str, list[Any]] | None = None,
) -> list[NativeState]:
    """Committed states of the lease's binding and epoch, newest (highest revision) first.

    Pending writes, other epochs and other bindings are never listed. ``before`` is a state_ref
    of this same scope; only states with a lower revision follow it (an unknown ref is 404).
    ``metadata`` maps a key to the values it may equal (any of them; all keys must match).
    """
    qs = NativeState.objects.filter(
        binding_id=scope.binding_id, epoch=scope.epoch, status=NativeStateStatus.DURABLE
    )
    if before is not None:
        anchor = qs.filter(pk=before).values_list("revision", flat=True).first()
        if anchor is None:
            raise NotFound("no such state in this scope")
        qs = qs.filter(revision__lt=anchor)
    for key, values in (metadata or {}).items():
        match = Q()
        for value in values:
            match |= Q(metadata__contains={key: value})
        qs = qs.filter(match)
    fields = ("id", "codec", "size", "sha256", "revision", "run_id", "committed_at", "parent_id", "metadata")
    return list(qs.only(*fields).order_by("-revision")[: max(1, min(limit, MAX_HISTORY_LIMIT))])
