"""``StatecoreStore``: a LangGraph ``BaseStore`` over the MemoryBroker (CONTRACT 5).

Every ``batch`` / ``abatch`` is one ``POST /api/v1/memory/batch`` through the HTTP client
(``statecore.client.MemoryBroker`` / ``AsyncMemoryBroker``); writes go through the memory write
pipeline (scan, redaction, authority-widening rejection, approval, revision check, provenance).

Namespaces. The first label selects the scope: ``("user", ...)``, ``("agent", ...)`` or
``("organization", ...)``; the server computes the memory namespace of that scope from the
credential, so no label can name another subject, agent or organization. The remaining labels are
the item's path inside it (packed with the item key into a record key, see
``statecore.memory_items``). Any other first label is an ``InvalidNamespaceError``. A search
or listing whose prefix does not fix the scope asks every scope and skips the ones the
credential may not read (a lease: user, agent, organization; an application token: agent and
organization of its ``agent_id``).

Values are stored as JSON (``application/json``, kind ``semantic`` unless configured); the
revision, provenance and approval stay outside ``Item.value`` and are reachable through
``record()``, ``outcome()`` and ``memory`` (the underlying client, for ``proposal`` / ``decide``).

Writes. ``put`` is last-writer-wins (``unconditional``: the server compares against the revision
current when the op runs). It returns None, as LangGraph's put does, also when the write waits
for human approval: such a write is invisible to ``get`` / ``search`` until approved, and its
``MemoryWriteOutcome`` (``pending``, with the proposal id) is kept: ``outcome(namespace, key)``.
A write the pipeline refuses (``rejected``, or a ``conflict`` when another write landed in
between) raises ``MemoryWriteRefused`` after the whole batch ran (``raise_on_refusal=False``
only records it). Deleting a missing item is a no-op, as in LangGraph.

Within one batch, reads see the state before the batch's writes and several puts to one item
keep the last, as in LangGraph's own stores: the store sends the reads first, then the writes.

TTL. ``ttl`` (minutes) becomes the record's retention, rounded up to whole days (the operator's
retention per kind stays a ceiling); expiry does not slide on reads, so ``refresh_ttl`` has no
effect.

Search by meaning. Without ``index``, ``search(query=...)`` is lexical (the query's words in the
JSON text, ranked). With LangGraph's ``index`` configuration (``{"dims": 384, "fields": [...]}``)
it is vector search as in ``PostgresStore``: the nearest items by cosine similarity (the
``score``), after the namespace, kind and value filters; items without a vector are left out.
The server embeds, once per write in its scan task, with its own model (all-MiniLM-L6-v2, 384
dimensions), so ``dims`` must be 384 and ``embed`` is not taken (an ``InMemoryStore`` given the
same model as ``embed`` ranks alike). ``fields`` (default ``["$"]``, the whole value) and a put's
``index`` (a list of fields, or False: not indexed) say what is embedded, with LangGraph's paths
(``a.b``, ``a[0]``, ``a[*]``, ``*``; not ``{a,b}``). An item whose fields hold several texts has
one vector, of those texts joined, where LangGraph's stores keep one per text and rank by the
best.
"""

from __future__ import annotations

import json
import math
from collections import OrderedDict
from collections.abc import Iterable, Sequence
from typing import Any, cast, get_args

import httpx
from langgraph.store.base import (
    BaseStore,
    GetOp,
    IndexConfig,
    InvalidNamespaceError,
    Item,
    ListNamespacesOp,
    MatchCondition,
    Op,
    PutOp,
    Result,
    SearchItem,
    SearchOp,
)

from statecore.adapters.langgraph._env import env_value
from statecore.client import (
    AsyncMemoryBroker,
    BatchDelete,
    BatchGet,
    BatchListNamespaces,
    BatchOp,
    BatchPut,
    BatchResult,
    BatchSearch,
    MemoryBroker,
    MemoryItem,
    MemoryKind,
    MemoryProposal,
    MemoryRecord,
    MemoryScope,
    MemoryWriteOutcome,
    RetryPolicy,
    StatecoreClientError,
    Timeout,
)
from statecore.client.errors import ERRORS_BY_CODE
from statecore.client.transport import SyncTransport

SCOPES: tuple[MemoryScope, ...] = get_args(MemoryScope)
MAX_PAGE = 100
MAX_NAMESPACES = 1000
MAX_OUTCOMES = 1000
MINUTES_PER_DAY = 24 * 60
#: The server's embedding model's dimensions (statecore.embeddings.DIMENSION, not imported here:
#: a worker pod installs no model).
SERVER_DIMENSIONS = 384


class MemoryWriteRefused(Exception):
    """The write pipeline refused a put or delete: ``rejected`` (policy; ``findings`` lists
    categories) or ``conflict`` (another write landed first). ``outcome`` has the details."""

    def __init__(self, namespace: tuple[str, ...], key: str, outcome: MemoryWriteOutcome) -> None:
        super().__init__(f"memory write {outcome.outcome}: {'/'.join(namespace)} {key!r}")
        self.namespace, self.key, self.outcome = namespace, key, outcome


def _scope_of(namespace: tuple[str, ...]) -> tuple[MemoryScope, tuple[str, ...]]:
    if not namespace or namespace[0] not in SCOPES:
        raise InvalidNamespaceError(
            f"the first namespace label must be one of {', '.join(SCOPES)} (the memory scope)"
        )
    return namespace[0], tuple(namespace[1:])


def _error(result: BatchResult) -> StatecoreClientError:
    cls = ERRORS_BY_CODE.get(result.code or "", StatecoreClientError)
    detail = result.problem.get("detail")
    return cls(
        f"{result.status} {result.code}: {detail}" if detail else f"{result.status} {result.code}",
        status=result.status,
        code=result.code,
        problem=result.problem,
    )


def _value(record: MemoryRecord) -> dict[str, Any]:
    try:
        value = json.loads(record.content)
    except ValueError:
        value = None
    return value if isinstance(value, dict) else {"content": record.content}


def _item(scope: MemoryScope, item: MemoryItem) -> Item:
    return Item(
        value=_value(item.record),
        key=item.item_key if item.item_key is not None else item.record.key,
        namespace=(scope, *(item.namespace or ())),
        created_at=item.created_at,
        updated_at=item.updated_at,
    )


def _search_item(scope: MemoryScope, item: MemoryItem) -> SearchItem:
    base = _item(scope, item)
    return SearchItem(
        namespace=base.namespace,
        key=base.key,
        value=base.value,
        created_at=base.created_at,
        updated_at=base.updated_at,
        score=item.record.score,
    )


def _matches(condition: MatchCondition, namespace: tuple[str, ...]) -> bool:
    path = tuple(condition.path)
    if len(namespace) < len(path):
        return False
    pairs = (
        zip(namespace, path, strict=False)
        if condition.match_type == "prefix"
        else zip(reversed(namespace), reversed(path), strict=False)
    )
    return all(p == "*" or n == p for n, p in pairs)


def _check_index(index: IndexConfig | None) -> IndexConfig | None:
    if index is None:
        return None
    if index.get("dims") != SERVER_DIMENSIONS:
        raise ValueError(f"index dims must be {SERVER_DIMENSIONS}: the server embeds with its own model")
    if index.get("embed") is not None:
        raise ValueError("index embed is not taken: the server embeds each write once, with its own model")
    fields = index.get("fields") or ["$"]
    if any(not isinstance(f, str) or "{" in f for f in fields):
        raise ValueError("index fields are paths (a.b, a[0], a[*], *, $); name each field instead of {a,b}")
    return IndexConfig(dims=SERVER_DIMENSIONS, fields=list(fields))


class _Plan:
    """How one LangGraph batch maps onto wire ops, and how the results map back."""

    def __init__(self, store: StatecoreStore, ops: Sequence[Op]) -> None:
        self.store = store
        self.ops = list(ops)
        self.reads: list[BatchOp] = []
        self.writes: list[BatchOp] = []
        self.slots: list[list[tuple[str, int]]] = []  # per LangGraph op: (list, index) of wire ops
        last_put: dict[tuple[tuple[str, ...], str], int] = {}
        for i, op in enumerate(self.ops):
            if isinstance(op, PutOp):
                last_put[(tuple(op.namespace), op.key)] = i
        for i, op in enumerate(self.ops):
            if isinstance(op, GetOp):
                scope, path = _scope_of(tuple(op.namespace))
                self.slots.append([self._read(BatchGet(scope, str(op.key), path))])
            elif isinstance(op, SearchOp):
                self.slots.append(self._search(op))
            elif isinstance(op, ListNamespacesOp):
                self.slots.append(self._list(op))
            elif isinstance(op, PutOp):
                if last_put[(tuple(op.namespace), op.key)] != i:
                    self.slots.append([])  # a later put to the same item wins
                else:
                    self.slots.append([self._write(self._put(op))])
            else:
                raise TypeError(f"unknown operation {type(op).__name__}")

    def _read(self, op: BatchOp) -> tuple[str, int]:
        self.reads.append(op)
        return ("r", len(self.reads) - 1)

    def _write(self, op: BatchOp) -> tuple[str, int]:
        self.writes.append(op)
        return ("w", len(self.writes) - 1)

    def _search(self, op: SearchOp) -> list[tuple[str, int]]:
        prefix = tuple(op.namespace_prefix)
        if prefix:
            scope, path = _scope_of(prefix)
            targets: list[tuple[MemoryScope, tuple[str, ...]]] = [(scope, path)]
            start, count = op.offset, op.limit
        else:  # every scope: each one's first offset + limit, merged, then sliced
            targets = [(scope, ()) for scope in SCOPES]
            start, count = 0, op.offset + op.limit
        slots = []
        for target, sub in targets:
            for page_start in range(start, start + max(count, 1), MAX_PAGE):
                size = min(MAX_PAGE, start + count - page_start)
                if size <= 0:
                    break
                slots.append(
                    self._read(
                        BatchSearch(
                            target,
                            namespace=sub,
                            query=op.query or None,
                            filter=dict(op.filter) if op.filter else None,
                            limit=size,
                            offset=page_start,
                            mode="vector" if self.store.index_config and op.query else "lexical",
                        )
                    )
                )
        return slots

    def _list(self, op: ListNamespacesOp) -> list[tuple[str, int]]:
        conditions = list(op.match_conditions or ())
        literal: tuple[str, ...] = ()
        for condition in conditions:
            if condition.match_type == "prefix":
                labels = []
                for label in condition.path:
                    if label == "*":
                        break
                    labels.append(label)
                literal = tuple(labels)
                break
        if literal:
            scope, path = _scope_of(literal)
            targets = [(scope, path)]
        else:
            targets = [(scope, ()) for scope in SCOPES]
        # The server can cut to max_depth only when no condition looks past the cut, and never
        # shorter than a condition's path (wildcards included): namespaces are matched whole,
        # then cut, as InMemoryStore does.
        simple = all(c.match_type == "prefix" for c in conditions)
        longest = max((len(c.path) for c in conditions), default=0)
        depth = None if op.max_depth is None or not simple else max(op.max_depth, longest) - 1
        return [
            self._read(
                BatchListNamespaces(
                    scope, path, max_depth=max(depth, 0) if depth is not None else None, limit=MAX_NAMESPACES
                )
            )
            for scope, path in targets
        ]

    def _put(self, op: PutOp) -> BatchOp:
        scope, path = _scope_of(tuple(op.namespace))
        if op.value is None:
            return BatchDelete(scope, str(op.key), path)
        retention = None
        if op.ttl is not None:
            retention = max(1, math.ceil(op.ttl / MINUTES_PER_DAY))
        proposal = MemoryProposal(
            str(op.key),
            self.store.kind,
            json.dumps(dict(op.value), ensure_ascii=False, separators=(",", ":")),
            content_type="application/json",
            retention_days=retention,
            provenance=self.store.provenance,
        )
        return BatchPut(scope, proposal, path, unconditional=True, index=self.store.index_fields(op))

    @property
    def wire(self) -> list[BatchOp]:
        return [*self.reads, *self.writes]

    def results(self, answers: Sequence[BatchResult]) -> list[Result]:
        reads, writes = answers[: len(self.reads)], answers[len(self.reads) :]

        def answer(slot: tuple[str, int]) -> BatchResult:
            return reads[slot[1]] if slot[0] == "r" else writes[slot[1]]

        out: list[Result] = []
        errors: list[Exception] = []
        for op, slots in zip(self.ops, self.slots, strict=True):
            got = [answer(s) for s in slots]
            if isinstance(op, GetOp):
                res = got[0]
                if res.ok and res.item is not None:
                    out.append(_item(cast(MemoryScope, op.namespace[0]), res.item))
                elif res.code == "not_found":
                    out.append(None)
                else:
                    raise _error(res)
            elif isinstance(op, SearchOp):
                out.append(self._search_results(op, slots, got))
            elif isinstance(op, ListNamespacesOp):
                out.append(self._list_results(op, slots, got))
            else:
                assert isinstance(op, PutOp)
                if got:
                    error = self._write_result(op, got[0])
                    if error is not None:
                        errors.append(error)
                out.append(None)
        if errors:
            raise errors[0]
        return out

    def _usable(self, op_has_scope: bool, result: BatchResult) -> bool:
        if result.ok:
            return True
        if not op_has_scope and result.code in ("forbidden", "invalid_request"):
            return False  # a scope this credential may not read, when none was named
        raise _error(result)

    def _search_results(
        self, op: SearchOp, slots: list[tuple[str, int]], got: list[BatchResult]
    ) -> list[SearchItem]:
        named = bool(op.namespace_prefix)
        items: list[SearchItem] = []
        for slot, res in zip(slots, got, strict=True):
            if self._usable(named, res):
                wire = self.reads[slot[1]]
                assert isinstance(wire, BatchSearch)
                items.extend(_search_item(wire.scope, i) for i in res.items)
        return items if named else items[op.offset : op.offset + op.limit]

    def _list_results(
        self, op: ListNamespacesOp, slots: list[tuple[str, int]], got: list[BatchResult]
    ) -> list[tuple[str, ...]]:
        named = any(
            c.match_type == "prefix" and c.path and c.path[0] != "*" for c in op.match_conditions or ()
        )
        found: set[tuple[str, ...]] = set()
        for slot, res in zip(slots, got, strict=True):
            if not self._usable(named, res):
                continue
            wire = self.reads[slot[1]]
            assert isinstance(wire, BatchListNamespaces)
            for path in res.namespaces:
                namespace = (wire.scope, *path)
                if all(_matches(c, namespace) for c in op.match_conditions or ()):
                    found.add(namespace if op.max_depth is None else namespace[: op.max_depth])
        return sorted(found)[op.offset : op.offset + op.limit]

    def _write_result(self, op: PutOp, res: BatchResult) -> Exception | None:
        namespace, key = tuple(op.namespace), str(op.key)
        if op.value is None and res.code == "not_found":
            return None  # deleting a missing item is a no-op
        if res.outcome is None:
            return _error(res)
        self.store._remember(namespace, key, res.outcome)
        if res.outcome.outcome in ("rejected", "conflict") and self.store.raise_on_refusal:
            return MemoryWriteRefused(namespace, key, res.outcome)
        return None


class StatecoreStore(BaseStore):
    """LangGraph long-term memory over statecore's MemoryBroker (see the module docstring).

    ``token`` is a lease token (user, agent and organization memory of its binding) or an
    application token with ``agent_id`` (agent and organization memory of that agent).
    """

    supports_ttl = True

    def __init__(
        self,
        base_url: str,
        token: str,
        *,
        agent_id: str | None = None,
        kind: MemoryKind = "semantic",
        wait: float | None = 10,
        raise_on_refusal: bool = True,
        provenance: dict[str, Any] | None = None,
        index: IndexConfig | None = None,
        timeout: Timeout | float | None = None,
        retry: RetryPolicy | None = None,
        transport: SyncTransport | httpx.BaseTransport | None = None,
    ) -> None:
        """``transport``: the blocking client's transport, or an httpx transport (default: a pool
        of its own; the async client always opens its own). ``index``: LangGraph's index configuration (module
        docstring, "Search by meaning")."""
        self.index_config = _check_index(index)
        self.kind: MemoryKind = kind
        self.wait = wait
        self.raise_on_refusal = raise_on_refusal
        self.provenance = {"source": "langgraph.store"} if provenance is None else provenance
        self._options: dict[str, Any] = {"agent_id": agent_id, "timeout": timeout, "retry": retry}
        self._base_url, self._token = base_url, token
        self.memory = MemoryBroker(base_url, token, transport=transport, **self._options)
        """The blocking MemoryBroker client on the same credential: ``proposal``, ``decide``..."""
        self._async: AsyncMemoryBroker | None = None
        self._outcomes: OrderedDict[tuple[tuple[str, ...], str], MemoryWriteOutcome] = OrderedDict()

    @classmethod
    def from_env(cls, **overrides: Any) -> StatecoreStore:
        """``STATECORE_URL``; ``STATECORE_TOKEN`` (an application or lease token; else
        ``STATECORE_LEASE_TOKEN``), each also as ``*_FILE``; optional ``STATECORE_AGENT_ID``."""
        base_url = env_value("STATECORE_URL")
        token = env_value("STATECORE_TOKEN", required=False) or env_value("STATECORE_LEASE_TOKEN")
        overrides.setdefault("agent_id", env_value("STATECORE_AGENT_ID", required=False) or None)
        return cls(base_url, token, **overrides)

    # --- BaseStore --------------------------------------------------------------------------------

    def batch(self, ops: Iterable[Op]) -> list[Result]:
        plan = _Plan(self, list(ops))
        wire = plan.wire
        answers = self.memory.batch(wire, wait=self._wait(wire)) if wire else ()
        return plan.results(answers)

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        plan = _Plan(self, list(ops))
        wire = plan.wire
        if self._async is None:
            self._async = AsyncMemoryBroker(self._base_url, self._token, **self._options)
        answers = await self._async.batch(wire, wait=self._wait(wire)) if wire else ()
        return plan.results(answers)

    def index_fields(self, op: PutOp) -> tuple[str, ...] | None:
        """What a put's vector embeds: None (no index configuration: the server's default, the
        stored content), the op's own fields, none (``index=False``) or the configuration's."""
        if self.index_config is None:
            return None
        if op.index is False:
            return ()
        if op.index is not None:
            return tuple(op.index)
        return tuple(self.index_config.get("fields") or ["$"])

    def _wait(self, wire: list[BatchOp]) -> float | None:
        return self.wait if any(isinstance(op, BatchPut) for op in wire) else None

    # --- what stays outside Item.value ------------------------------------------------------------

    def _remember(self, namespace: tuple[str, ...], key: str, outcome: MemoryWriteOutcome) -> None:
        self._outcomes[(namespace, key)] = outcome
        self._outcomes.move_to_end((namespace, key))
        while len(self._outcomes) > MAX_OUTCOMES:
            self._outcomes.popitem(last=False)

    def outcome(self, namespace: tuple[str, ...], key: str) -> MemoryWriteOutcome | None:
        """The outcome of this store's last put or delete of the item (the last 1,000 items):
        ``pending`` carries the proposal id to follow with ``memory.proposal``."""
        return self._outcomes.get((tuple(namespace), str(key)))

    def record(self, namespace: tuple[str, ...], key: str) -> MemoryRecord | None:
        """The item's record: revision, content hash, provenance (writer, approval, sources)."""
        scope, path = _scope_of(tuple(namespace))
        (result,) = self.memory.batch([BatchGet(scope, str(key), path)], wait=None)
        if result.code == "not_found":
            return None
        if not result.ok or result.item is None:
            raise _error(result)
        return result.item.record

    def close(self) -> None:
        self.memory.close()

    async def aclose(self) -> None:
        if self._async is not None:
            await self._async.aclose()
        self.close()
