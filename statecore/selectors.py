"""Read-side queries. Each takes a server-derived scope or principal and filters by it."""

from __future__ import annotations

import json
import logging
import threading
import time
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any
from uuid import UUID

from django.conf import settings
from django.db import connection
from django.db.models import Count, Min, Q, Value
from django.db.models.functions import Left, StrIndex
from django.utils import timezone
from pgvector import Vector

from statecore import embeddings, memory_items
from statecore.crypto import token_hash
from statecore.db import Unprepared, call_rows, call_rows_together
from statecore.errors import InvalidRequest, ServiceUnavailable, Unauthenticated
from statecore.models import (
    AppToken,
    Binding,
    MemoryProposal,
    MemoryRecord,
    NativeState,
    ProposalStatus,
    Run,
    RunStatus,
)
from statecore.scope import AppPrincipal, LeasePrincipal, MemoryContext, StateScope
from statecore.services import state as state_service
from statecore.services.state import DurableHead, Lease, ScopeRef, answered, checked, jsonb, refusal

log = logging.getLogger(__name__)

_HEAD_FIELDS = ("id", "codec", "size", "sha256", "revision", "run_id", "committed_at", "status")


_LEASE_SCOPE = "SELECT * FROM statecore_lease_scope(%s::text)"


def lease_principal(*, token: str) -> LeasePrincipal:
    """Authenticate a lease token and check its fence, for the worker endpoints that are not a
    state transition (memory, history). The same function the transitions call first: expired
    (on the database clock) or unknown -> 401; a generation or epoch that is no longer the
    binding's -> lease_fenced. Never cached: a fence takes effect on the next request."""
    return lease_principal_by_hash(token_hash=token_hash(token))


def lease_principal_by_hash(*, token_hash: str) -> LeasePrincipal:
    row = checked(_LEASE_SCOPE, [token_hash], idempotent=True, operation="lease_scope")
    return _verified(token_hash, row)


def _verified(token_hash: str, row: Any) -> LeasePrincipal:
    principal = LeasePrincipal(
        lease_id=row.lease_id,
        scope=StateScope(
            binding_id=row.binding_id,
            environment=row.environment,
            harness=row.harness,
            epoch=row.epoch,
            adapter_codec_version=row.codec,
            lease_generation=row.generation,
        ),
        memory=MemoryContext(
            environment=row.environment,
            subject_ref=row.subject_ref,
            agent_id=row.agent_id,
            organization_id=row.organization_id,
        ),
        expires_at=row.expires_at,
    )
    remember_memory_context(token_hash, principal.memory)
    return principal


def remember_memory_context(token_hash: str, context: MemoryContext) -> None:
    """Remember the memory context of a lease this process verified, or issued on a binding it
    read (the harness control plane, for the run's worker): see ``_seen``."""
    with _seen_lock:
        _seen[token_hash] = context
        _seen.move_to_end(token_hash)
        while len(_seen) > _SEEN_MAX:
            _seen.popitem(last=False)


#: token hash -> the memory context its lease had when last verified, or was issued with (a
#: binding's environment, subject, agent and organization never change). Never an
#: authentication: it only lets a read be planned before the verification that travels with it
#: (``lease_principal_with_reads``), whose rows are dropped if the context was not the lease's.
_seen: OrderedDict[str, MemoryContext] = OrderedDict()
_seen_lock = threading.Lock()
_SEEN_MAX = 10_000


def seen_memory_context(token_hash: str) -> MemoryContext | None:
    """The memory context the lease of ``token_hash`` had when this process last verified it."""
    return _seen.get(token_hash)


def lease_principal_with_reads(
    *, token_hash: str, assumed: MemoryContext, reads: Sequence[tuple[str, Any]]
) -> tuple[LeasePrincipal, list[list[Any]] | None]:
    """Authenticate a lease and check its fence (as ``lease_principal_by_hash``) with read
    statements planned for the memory context ``assumed``, in one round trip (one pipeline, one
    implicit transaction: the reads see what the check saw).

    The reads' rows are returned only when the verified lease has that context; otherwise (or
    when the check refuses, which raises as ``lease_principal_by_hash`` does) they are dropped
    unread by anyone, and the caller plans its reads again from the returned principal."""
    answers = call_rows_together([(_LEASE_SCOPE, [token_hash]), *reads])
    [row] = answers[0]
    principal = _verified(token_hash, answered(row, operation="lease_scope"))
    return principal, (answers[1:] if principal.memory == assumed else None)


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


@dataclass(frozen=True, slots=True)
class NativePayload:
    codec: str
    status: str
    sha256: str
    payload: bytes


_READ_NATIVE = "SELECT * FROM statecore_read_native(%s::text, %s::uuid)"


def state_payload(*, lease: Lease, state_ref: UUID) -> NativePayload:
    """A committed state of the binding and epoch, or a pending write of this same lease: the
    lease check and the read in one statement."""
    row = checked(_READ_NATIVE, [lease.token_hash, state_ref], idempotent=True, operation="read_native")
    return NativePayload(row.codec, row.status, row.sha256, row.payload)


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


SEARCH_MODES = ("lexical", "vector", "hybrid")
#: Each ranking's candidates in a hybrid search (the fused top ``limit`` come from them).
HYBRID_CANDIDATES = 50
#: Reciprocal rank fusion's constant: a record's fused score is the sum over the rankings that
#: hold it of 1 / (RRF_K + rank), so agreement between the rankings outweighs one high rank.
RRF_K = 60
#: pgvector's HNSW scan for a filtered query: with ``hnsw.iterative_scan = relaxed_order`` (set
#: on every connection: the ``options`` of ``DATABASES`` in the settings) the index scan goes on
#: past ``ef_search`` (40) candidates until enough rows pass the namespace filter (at most
#: ``hnsw.max_scan_tuples``); the rows are sorted again by exact distance afterwards. The graph
#: is the namespace's partition's (see below), so few candidates are filtered away.

# Both rankings read ``statecore_memorysearch`` (migration 0011): one row per record (namespace,
# kind, key, expiry, tsvector, vector; kept exact by a trigger on the record table),
# hash-partitioned by namespace with a GIN (namespace, tsvector) and an HNSW index per partition.
# ``s.namespace = <literal>`` prunes the plan to the namespace's partition, so a ranking's work
# (posting lists, graph) does not grow with the other namespaces' records. The namespace and
# liveness filters sit in the same statement as each ranking, and before it.
_FILTERS = """s.namespace = %(namespace)s
   AND (s.expires_at IS NULL OR s.expires_at > now())
   {kinds}{prefix}"""

# Every match ranked (``STATECORE_MEMORY_LEXICAL_WINDOW`` = 0): the work grows with the matches.
_LEXICAL_ALL = """SELECT s.record_id AS id, s.updated_at, ts_rank_cd(s.search_vector, q) AS score
    FROM statecore_memorysearch s, websearch_to_tsquery('english', %(text)s) q
   WHERE {filters}
     AND s.search_vector @@ q
   ORDER BY score DESC, s.updated_at DESC, s.record_id
   LIMIT %(candidates)s"""

# The newest ``window`` matches ranked. For a common term the planner walks the partition's
# (namespace, updated_at DESC, record_id DESC) index from the newest row and stops at the
# window's last match; for a rare one it takes the GIN index's matches and sorts them by time.
# Either way the ranking sees at most ``window`` rows.
_LEXICAL_WINDOW = """SELECT w.id, w.updated_at, ts_rank_cd(w.search_vector, w.q) AS score
    FROM (SELECT s.record_id AS id, s.updated_at, s.search_vector, q
            FROM statecore_memorysearch s, websearch_to_tsquery('english', %(text)s) q
           WHERE {filters}
             AND s.search_vector @@ q
           ORDER BY s.updated_at DESC, s.record_id DESC
           LIMIT %(window)s) w
   ORDER BY score DESC, w.updated_at DESC, w.id
   LIMIT %(candidates)s"""

# MATERIALIZED: the HNSW scan (or the namespace index) yields the nearest rows; ordering them
# by exact distance outside the scan undoes the iterative scan's relaxed order.
_SEMANTIC = """SELECT s.record_id AS id, s.updated_at, s.embedding <=> %(vector)s::vector AS distance
    FROM statecore_memorysearch s
   WHERE {filters}
     AND s.embedding IS NOT NULL
   ORDER BY s.embedding <=> %(vector)s::vector
   LIMIT %(candidates)s"""

# The records are read by id (and namespace again) after the ranking (a hybrid search's: after
# the fusion's top ``limit``; the search table's update time is the record's), each with the columns an
# answer reads: not its vector (formatted, sent and parsed as ~4.6 KB of text a row for nothing)
# nor its generated tsvector (not modelled). A raw query's missing field is a deferred one.
_RECORD_COLUMNS = ", ".join(
    f'r."{f.column}"' for f in MemoryRecord._meta.concrete_fields if f.attname != "embedding"
)
_SEARCH_SQL = {
    "lexical": """
WITH hits AS MATERIALIZED ({lexical})
SELECT {record}, hits.score
  FROM hits JOIN statecore_memoryrecord r ON r.id = hits.id AND r.namespace = %(namespace)s
 ORDER BY hits.score DESC, r.updated_at DESC, r.id
""",
    "vector": """
WITH hits AS MATERIALIZED ({semantic})
SELECT {record}, 1 - hits.distance AS score
  FROM hits JOIN statecore_memoryrecord r ON r.id = hits.id AND r.namespace = %(namespace)s
 ORDER BY hits.distance, r.id
""",
    "hybrid": """
WITH lexical AS MATERIALIZED ({lexical}),
     semantic AS MATERIALIZED ({semantic}),
     ranked AS (
       SELECT id, updated_at, row_number() OVER (ORDER BY score DESC, updated_at DESC, id) AS rank
         FROM lexical
       UNION ALL
       SELECT id, updated_at, row_number() OVER (ORDER BY distance, id) AS rank FROM semantic
     ),
     fused AS (
       SELECT id, max(updated_at) AS updated_at, sum(1.0 / (%(rrf_k)s + rank)) AS score
         FROM ranked GROUP BY id
        ORDER BY score DESC, updated_at DESC, id
        LIMIT %(limit)s
     )
SELECT {record}, fused.score::float8 AS score
  FROM fused JOIN statecore_memoryrecord r ON r.id = fused.id AND r.namespace = %(namespace)s
 ORDER BY fused.score DESC, r.updated_at DESC, r.id
""",
}


def memory_search_sql(
    *,
    namespace: str,
    text: str,
    kinds: list[str] | None,
    limit: int,
    key_prefix: str | None,
    mode: str,
    query_vector: embeddings.Vector | None,
    lexical_window: int | None = None,
) -> tuple[str, dict[str, Any]]:
    """``memory_search``'s statement and parameters. ``lexical_window``: how many of the newest
    matches the lexical ranking ranks (0: all of them; None: ``STATECORE_MEMORY_LEXICAL_WINDOW``)."""
    params: dict[str, Any] = {"namespace": namespace, "text": text, "limit": limit, "rrf_k": RRF_K}
    window = settings.STATECORE_MEMORY_LEXICAL_WINDOW if lexical_window is None else lexical_window
    kinds_sql = prefix_sql = ""
    if kinds:
        kinds_sql = "AND s.kind = ANY(%(kinds)s)"
        params["kinds"] = list(kinds)
    if key_prefix:
        prefix_sql = "\n   AND s.key LIKE %(prefix)s"
        params["prefix"] = _like_prefix(key_prefix)
    params["candidates"] = limit if mode != "hybrid" else max(limit, HYBRID_CANDIDATES)
    if query_vector is not None:
        params["vector"] = Vector(query_vector).to_text()
    filters = _FILTERS.format(kinds=kinds_sql, prefix=prefix_sql)
    if window > 0:
        params["window"] = max(window, params["candidates"])
        lexical = _LEXICAL_WINDOW.format(filters=filters)
    else:
        lexical = _LEXICAL_ALL.format(filters=filters)
    sql = _SEARCH_SQL[mode].format(
        lexical=lexical, semantic=_SEMANTIC.format(filters=filters), record=_RECORD_COLUMNS
    )
    return sql, params


def memory_search(
    *,
    namespace: str,
    text: str,
    kinds: list[str] | None,
    limit: int,
    key_prefix: str | None = None,
    mode: str = "lexical",
    query_vector: embeddings.Vector | None = None,
    lexical_window: int | None = None,
) -> list[ScoredRecord]:
    """Search inside one namespace, in one statement: the namespace and liveness filters are in
    the same statement as each ranking and come before it, and the rows come back with their
    scores, at most ``limit``.

    Both rankings read the namespace's partition of ``statecore_memorysearch`` only.

    - ``lexical``: PostgreSQL full-text match ranked by ``ts_rank_cd`` (the partition's GIN
      index covers namespace + tsvector); score = that rank. Only the newest
      ``lexical_window`` matches are ranked (default ``STATECORE_MEMORY_LEXICAL_WINDOW``; 0: all),
      so a query on a word most of the namespace holds costs a bounded amount of work: an older
      record it matches is found by a narrower query, or by meaning in a hybrid search.
    - ``vector``: nearest records by cosine distance to ``query_vector`` (records with a vector
      only); score = cosine similarity.
    - ``hybrid``: the lexical and the vector top ``max(limit, HYBRID_CANDIDATES)``, fused by
      reciprocal rank (``RRF_K``); score = the fused score.
    """
    if mode not in SEARCH_MODES:
        raise ValueError(f"unknown search mode {mode!r}")
    if (mode != "lexical") != (query_vector is not None):
        raise ValueError(f"a {mode} search needs the query's vector, and only such a search")
    sql, params = memory_search_sql(
        namespace=namespace,
        text=text,
        kinds=kinds,
        limit=limit,
        key_prefix=key_prefix,
        mode=mode,
        query_vector=query_vector,
        lexical_window=lexical_window,
    )
    rows = list(MemoryRecord.objects.raw(sql, params))
    return [ScoredRecord(row, float(getattr(row, "score"))) for row in rows]  # noqa: B009 (raw column)


@dataclass(frozen=True, slots=True)
class SearchAnswer:
    results: list[ScoredRecord]
    mode: str
    """The ranking that ran: the one asked for, or ``lexical`` for a ``hybrid`` search while the
    embedding model is unavailable."""
    embed_ms: float
    """The query embedding's cost (0 when none was computed)."""


def memory_query(
    *,
    namespace: str,
    text: str,
    kinds: list[str] | None,
    limit: int,
    mode: str,
    key_prefix: str | None = None,
) -> SearchAnswer:
    """``memory_search`` with the query embedded here, once per request, when the mode needs it.

    A ``hybrid`` search whose query cannot be embedded (the model does not load) runs lexical
    and says so in ``mode``; a ``vector`` search has no such fallback and is a
    ``service_unavailable``. The model's failure is logged, never the query.
    """
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate (JSON's "\ud800" parses to one)
        raise InvalidRequest("the query text is not valid Unicode", field="query.text") from None
    vector = None
    embed_ms = 0.0
    if mode != "lexical":
        started = time.perf_counter()
        try:
            vector = embeddings.default_embedder().embed_one(text)
        except embeddings.EmbeddingUnavailable as exc:
            log.error("memory search without the embedding model: %s", exc)
            if mode == "vector":
                raise ServiceUnavailable(
                    "search by meaning is unavailable: the embedding model did not load"
                ) from exc
            mode = "lexical"
        embed_ms = (time.perf_counter() - started) * 1e3
    results = memory_search(
        namespace=namespace,
        text=text,
        kinds=kinds,
        limit=limit,
        key_prefix=key_prefix,
        mode=mode,
        query_vector=vector,
    )
    return SearchAnswer(results=results, mode=mode, embed_ms=embed_ms)


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
    mode: str = "lexical",
) -> ItemPage:
    """Live records of one namespace whose key starts with ``key_prefix`` (None: every record),
    optionally matching ``text`` (ranked by ``mode`` as ``memory_query``: the query is embedded
    once) and a value filter.

    Without ``text`` the order is creation order (``created_at``, then id), which an update does
    not change. The filter applies to the record content parsed as a JSON object (anything else
    does not match), so it runs here, over at most MAX_ITEM_SCAN candidates in that order.
    """
    want = offset + limit
    scan = MAX_ITEM_SCAN if filter_ else want
    if text:
        candidates = memory_query(
            namespace=namespace, text=text, kinds=kinds, limit=scan, mode=mode, key_prefix=key_prefix
        ).results
    else:
        qs = MemoryRecord.objects.filter(namespace=namespace).filter(
            Q(expires_at__isnull=True) | Q(expires_at__gt=timezone.now())
        )
        if key_prefix:
            qs = qs.filter(key__startswith=key_prefix)
        if kinds:
            qs = qs.filter(kind__in=kinds)
        candidates = [ScoredRecord(r, 0.0) for r in qs.order_by("created_at", "id")[:scan]]
    return _item_page(candidates, filter_=filter_, limit=limit, offset=offset)


def memory_item_search_plan(
    *,
    namespace: str,
    key_prefix: str | None,
    text: str | None,
    kinds: list[str] | None,
    filter_: dict[str, Any] | None,
    limit: int,
    offset: int,
    mode: str = "lexical",
) -> tuple[str, dict[str, Any]] | None:
    """``memory_item_page``'s one statement when it is exactly one (a lexical search: no query
    embedding to compute first), for a caller that sends it with others; else None (the
    caller runs ``memory_item_page``). Its rows make the page with ``memory_item_page_of``."""
    if not text or mode != "lexical":
        return None
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:  # memory_item_page refuses it (400)
        return None
    sql, params = memory_search_sql(
        namespace=namespace,
        text=text,
        kinds=kinds,
        limit=MAX_ITEM_SCAN if filter_ else offset + limit,
        key_prefix=key_prefix,
        mode="lexical",
        query_vector=None,
    )
    return Unprepared(sql), params  # planned for its namespace and words, every call


#: the record columns an answer reads (the search's vector stays in the database): the columns of
#: ``_RECORD_COLUMNS``
_ANSWER_FIELDS = [f.attname for f in MemoryRecord._meta.concrete_fields if f.attname != "embedding"]


def memory_item_page_of(
    rows: list[Any], *, filter_: dict[str, Any] | None, limit: int, offset: int
) -> ItemPage:
    """The page ``memory_item_page`` answers, from the rows of ``memory_item_search_plan``'s
    statement (run elsewhere: psycopg rows, JSON already decoded)."""
    candidates = [
        ScoredRecord(
            MemoryRecord.from_db(connection.alias, _ANSWER_FIELDS, [getattr(row, f) for f in _ANSWER_FIELDS]),
            float(row.score),
        )
        for row in rows
    ]
    return _item_page(candidates, filter_=filter_, limit=limit, offset=offset)


def _item_page(
    candidates: list[ScoredRecord], *, filter_: dict[str, Any] | None, limit: int, offset: int
) -> ItemPage:
    """A page of ``candidates`` (at most MAX_ITEM_SCAN with a filter, else offset + limit):
    those the value filter keeps, and whether the scan bound was reached before it was full."""
    want = offset + limit
    if filter_:
        kept = [
            c
            for c in candidates
            if (value := _json_object(c.record.content)) is not None and memory_items.matches(value, filter_)
        ]
    else:
        kept = candidates
    truncated = bool(filter_) and len(candidates) == MAX_ITEM_SCAN and len(kept) < want
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


@dataclass(frozen=True, slots=True)
class CheckpointRow:
    """A committed state as the adapter endpoints list it (payload only when asked for)."""

    state_ref: UUID
    revision: int
    parent: UUID | None
    metadata: Any
    codec: str
    size: int
    sha256: str
    run_id: str
    committed_at: datetime
    native_ns: str
    native_id: str
    payload: bytes | None


@dataclass(frozen=True, slots=True)
class WriteRow:
    native_ns: str
    native_id: str
    task_id: str
    task_path: str
    idx: int
    channel: str
    value_type: str
    value: bytes


@dataclass(frozen=True, slots=True)
class CheckpointPage:
    scope: ScopeRef
    states: list[CheckpointRow]
    writes: dict[tuple[str, str], list[WriteRow]]


_CHECKPOINTS = (
    "SELECT * FROM statecore_checkpoints(%s::text, %s::text, %s::text, %s::uuid, %s::text, %s::int4,"
    " %s::jsonb, %s::bool)"
)


#: at most this many namespaces in a start read's answer (more: unknown)
MAX_NAMESPACES = 100

# The distinct namespaces of a binding and epoch by a skip scan of the harness-id index
# (binding, epoch, native_ns, native_id): one index probe per namespace, however long the history.
_NAMESPACES = """
WITH RECURSIVE ns AS (
    (SELECT n.native_ns FROM statecore_nativestate n
      WHERE n.binding_id = %(binding)s AND n.epoch = %(epoch)s ORDER BY n.native_ns LIMIT 1)
    UNION ALL
    SELECT (SELECT n.native_ns FROM statecore_nativestate n
             WHERE n.binding_id = %(binding)s AND n.epoch = %(epoch)s AND n.native_ns > ns.native_ns
             ORDER BY n.native_ns LIMIT 1)
      FROM ns WHERE ns.native_ns IS NOT NULL
)
SELECT native_ns FROM ns WHERE native_ns IS NOT NULL LIMIT %(limit)s
"""


def _namespaces_statement(scope: ScopeRef) -> tuple[str, dict[str, Any]]:
    """Every namespace that holds a state of the scope's binding and epoch (committed or not: a
    superset of the namespaces with checkpoints); the caller has passed the lease's fence
    (``scope`` is its answer)."""
    return _NAMESPACES, {"binding": scope.binding_id, "epoch": scope.epoch, "limit": MAX_NAMESPACES + 1}


def _namespaces_of(rows: list[Any]) -> list[str] | None:
    """The namespaces, or None when there are more than ``MAX_NAMESPACES``."""
    names = [row[0] for row in rows]
    return names if len(names) <= MAX_NAMESPACES else None


@dataclass(frozen=True, slots=True)
class DeltaRequest:
    """The delta history to read: the channels of checkpoint (``native_ns``, ``native_id``)."""

    native_ns: str
    native_id: str
    channels: list[str]


@dataclass(frozen=True, slots=True)
class StartExtras:
    head: DurableHead | None
    delta: DeltaHistory | None
    namespaces: list[str] | None


def checkpoint_extras(
    *, lease: Lease, scope: ScopeRef, head: bool, delta: DeltaRequest | None, namespaces: bool
) -> StartExtras:
    """What a run's start reads besides its checkpoint (``GET /state/checkpoints``'s
    ``include``), in ONE round trip: the durable head (``head_load``'s statement), the delta
    history of the first checkpoint (``delta_history``'s), the namespaces holding states (a
    skip scan); each statement as when sent alone (the head and the delta
    history check the lease and its fence again), sent together."""
    statements: list[tuple[str, Any]] = []
    if head:
        statements.append((state_service.LOAD_HEAD, [lease.token_hash]))
    if delta is not None:
        statements.append(_delta_statement(lease, delta.native_ns, delta.native_id, delta.channels))
    if namespaces:
        statements.append(_namespaces_statement(scope))
    answers = iter(call_rows_together(statements) if statements else [])
    durable = None
    if head:
        (row,) = next(answers)
        durable = state_service.head_of(state_service.answered(row, operation="load_head"))
    history = _delta_of(next(answers), delta.channels) if delta is not None else None
    names = _namespaces_of(next(answers)) if namespaces else None
    return StartExtras(durable, history, names)


def checkpoint_page(
    *,
    lease: Lease,
    native_ns: str | None = None,
    native_id: str | None = None,
    before: UUID | None = None,
    before_native_id: str | None = None,
    limit: int = 20,
    metadata: dict[str, list[Any]] | None = None,
    with_payload: bool = True,
) -> CheckpointPage:
    """Committed states of the lease's binding and epoch, newest first, with (``with_payload``)
    their payloads and their checkpoints' task writes in apply order: the lease, the fence and
    the read in ONE statement (``statecore_checkpoints``). ``metadata`` maps a key to the values
    it may equal (any of them; all keys must match). An unknown anchor is 404."""
    filters = [[{key: value} for value in values] for key, values in (metadata or {}).items()]
    rows = call_rows(
        _CHECKPOINTS,
        [
            lease.token_hash,
            native_ns,
            native_id,
            before,
            before_native_id,
            max(1, min(limit, MAX_HISTORY_LIMIT)),
            jsonb(filters) if filters else None,
            with_payload,
        ],
    )
    head = rows[0]
    if head.code != "ok":
        raise refusal(head.code, head)
    states: list[CheckpointRow] = []
    writes: dict[tuple[str, str], list[WriteRow]] = {}
    for r in rows[1:]:
        if r.kind == "state":
            states.append(
                CheckpointRow(
                    r.state_ref,
                    r.revision,
                    r.parent,
                    json.loads(r.metadata),
                    r.codec,
                    r.size,
                    r.sha256,
                    r.run_id,
                    r.committed_at,
                    r.native_ns,
                    r.native_id,
                    r.payload,
                )
            )
            writes.setdefault((r.native_ns, r.native_id), [])
        else:
            writes.setdefault((r.native_ns, r.native_id), []).append(
                WriteRow(
                    r.native_ns, r.native_id, r.task_id, r.task_path, r.idx, r.channel, r.codec, r.payload
                )
            )
    return CheckpointPage(ScopeRef.of(head), states, writes)


# --- delta history: the parent chain walked server side ------------------------------------------

#: how many rows of a parent chain one delta read walks at most
MAX_DELTA_DEPTH = 20_000


@dataclass(frozen=True, slots=True)
class SeedRow:
    """A committed ancestor whose stored values start a channel's history."""

    state_ref: UUID
    native_id: str
    codec: str
    payload: bytes


@dataclass(frozen=True, slots=True)
class DeltaHistory:
    """Per channel: the writes along the target's ancestors (oldest first, each checkpoint's in
    apply order) and the ancestor holding the nearest stored value (``seeds``; absent = start
    empty). ``complete`` is False when an ancestor on the walk does not say which channels it
    stores (written without the adapter's metadata): the caller must walk it itself."""

    scope: ScopeRef
    writes: dict[str, list[WriteRow]]
    seeds: dict[str, SeedRow]
    complete: bool


_DELTA = "SELECT * FROM statecore_delta_history(%s::text, %s::text, %s::text, %s::text[], %s::int4)"


def delta_history(*, lease: Lease, native_ns: str, native_id: str, channels: list[str]) -> DeltaHistory:
    """What ``get_delta_channel_history`` returns: the lease, the fence, the walk of the parent
    chain, the writes and the seeds in ONE statement (``statecore_delta_history``)."""
    return _delta_of(call_rows(*_delta_statement(lease, native_ns, native_id, channels)), channels)


def _delta_statement(
    lease: Lease, native_ns: str, native_id: str, channels: list[str]
) -> tuple[str, list[Any]]:
    return _DELTA, [lease.token_hash, native_ns, native_id, channels, MAX_DELTA_DEPTH]


def _delta_of(rows: list[Any], channels: list[str]) -> DeltaHistory:
    head = rows[0]
    if head.code != "ok":
        raise refusal(head.code, head)
    writes: dict[str, list[WriteRow]] = {c: [] for c in channels}
    seeds: dict[str, SeedRow] = {}
    for r in rows[1:]:
        if r.kind == "seed":
            seed = SeedRow(r.state_ref, r.native_id, r.codec, r.payload)
            for channel in r.channels:
                seeds[channel] = seed
        else:
            writes[r.channel].append(
                WriteRow(
                    r.native_ns, r.native_id, r.task_id, r.task_path, r.idx, r.channel, r.codec, r.payload
                )
            )
    return DeltaHistory(ScopeRef.of(head), writes, seeds, bool(head.complete))


#: the proposals that wait: for their scan, or for a reviewer
WAITING_PROPOSAL_STATUSES = (ProposalStatus.SCANNING, ProposalStatus.PENDING_APPROVAL)


def review_queue() -> dict[str, tuple[int, float]]:
    """Per waiting status: how many proposals, and the age in seconds of the oldest. One
    grouped query on the ``memory_proposal_queue`` index (status, created_at); no content.

    For the metrics reader, whose thread serves no request: outside a transaction the thread's
    connection is closed after the read, so the process holds no extra idle connection between
    collections (the connection count in docs/deploy.md stays as it is)."""
    try:
        now = timezone.now()
        rows = (
            MemoryProposal.objects.filter(status__in=WAITING_PROPOSAL_STATUSES)
            .values("status")
            .annotate(count=Count("status"), oldest=Min("created_at"))  # index columns only
            .order_by()
        )
        found = {
            str(row["status"]): (int(row["count"]), max(0.0, (now - row["oldest"]).total_seconds()))
            for row in rows
        }
    finally:
        if not connection.in_atomic_block:
            connection.close()
    return {str(status): found.get(str(status), (0, 0.0)) for status in WAITING_PROPOSAL_STATUSES}
