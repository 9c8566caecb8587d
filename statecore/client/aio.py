"""The asyncio client: the seed's ThreadStateStore for workers, and the control plane."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Self

from statecore.client import _wire as wire
from statecore.client._wire import Operation, RetryPolicy, authorization, check_scope
from statecore.client.transport import AsyncTransport, Timeout, async_transport
from statecore.client.types import (
    BatchOp,
    BatchResult,
    Binding,
    BindingSpec,
    DurableStateHead,
    IssuedLease,
    MemoryProposal,
    MemoryQuery,
    MemoryRecord,
    MemoryScope,
    MemoryWriteOutcome,
    PendingStateRef,
    ProposalDecision,
    ProposalStatus,
    ReconcileDecision,
    ReconcileResult,
    RunRecord,
    RunStatus,
    StateScope,
)

if TYPE_CHECKING:
    import httpx


class _AsyncApi:
    """One pooled transport holding one bearer token; closed by ``aclose`` or ``async with``.

    ``transport``: by default an ``AiohttpTransport`` for ``base_url`` (its session opens on
    first use, inside the running loop); a transport given is used as is (and closed with this
    client), an httpx transport through ``AsyncHttpxTransport``.
    """

    def __init__(
        self,
        base_url: str,
        token: str,
        *,
        timeout: Timeout | float | None = None,
        retry: RetryPolicy | None = None,
        transport: AsyncTransport | httpx.AsyncBaseTransport | None = None,
    ) -> None:
        self._auth = authorization(token)
        self._transport = async_transport(base_url, transport, timeout=timeout)
        self._retry = retry or RetryPolicy()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        await self._transport.aclose()

    async def _call[T](self, op: Operation[T]) -> T:
        return await wire.asend(self._transport, op, self._auth, self._retry)


class AsyncThreadStateStore(_AsyncApi):
    """The seed's ThreadStateStore over HTTP, for a worker holding one lease token.

    The server derives the scope from the lease; the ``scope`` arguments are the protocol's and
    are only checked against the one ``scope()`` returned, if it was called.
    """

    _known_scope: StateScope | None = None

    async def scope(self) -> StateScope:
        """``GET /api/v1/state/scope``: the StateScope the server derives from this lease."""
        self._known_scope = await self._call(wire.read_scope())
        return self._known_scope

    async def load_head(self, scope: StateScope) -> DurableStateHead | None:
        check_scope(self._known_scope, scope)
        return await self._call(wire.load_head())

    async def read_native(self, scope: StateScope, state_ref: str) -> bytes:
        check_scope(self._known_scope, scope)
        return await self._call(wire.read_native(state_ref))

    async def write_native_state(
        self,
        scope: StateScope,
        codec: str,
        payload: bytes,
        idempotency_key: str,
        *,
        parent: str | None = None,
        metadata: Mapping[str, Any] | None = None,
    ) -> PendingStateRef:
        """Store ``payload`` as a pending write. Raises DurabilityUnknown if never confirmed."""
        check_scope(self._known_scope, scope)
        return await self._call(wire.write_native_state(codec, payload, idempotency_key, parent, metadata))

    async def commit_head(
        self,
        scope: StateScope,
        pending: PendingStateRef,
        expected_durable_revision: int,
        run_id: str,
        *,
        status: RunStatus = "completed",
        interrupt: Mapping[str, Any] | None = None,
    ) -> DurableStateHead:
        """Compare-and-set the head to ``pending``. Raises DurabilityUnknown if never confirmed."""
        check_scope(self._known_scope, scope)
        return await self._call(
            wire.commit_head(pending.state_ref, expected_durable_revision, run_id, status, interrupt)
        )

    async def mark_uncertain(
        self, scope: StateScope, run_id: str, reason: str, *, state_ref: str | None = None
    ) -> RunRecord:
        """Fence the run (the previous head stays), or learn that it did commit after all."""
        check_scope(self._known_scope, scope)
        return await self._call(wire.mark_uncertain(run_id=run_id, reason=reason, state_ref=state_ref))


class AsyncControlPlane(_AsyncApi):
    """Bindings, leases and runs, for an application token."""

    async def create_binding(self, spec: BindingSpec) -> Binding:
        """Create a binding at epoch 1; the server keeps only an HMAC of ``spec.subject``."""
        return await self._call(wire.create_binding(spec))

    async def get_binding(self, binding_id: str) -> Binding:
        return await self._call(wire.get_binding(binding_id))

    async def issue_lease(self, binding_id: str, *, sandbox_id: str, ttl_seconds: int) -> IssuedLease:
        return await self._call(wire.issue_lease(binding_id, sandbox_id=sandbox_id, ttl_seconds=ttl_seconds))

    async def clear_binding(self, binding_id: str) -> int:
        """Start a new epoch with no head; returns the new epoch."""
        return await self._call(wire.clear_binding(binding_id))

    async def get_run(self, run_id: str) -> RunRecord:
        return await self._call(wire.get_run(run_id))

    async def reconcile_run(
        self, run_id: str, *, decision: ReconcileDecision, idempotency_key: str
    ) -> ReconcileResult:
        return await self._call(
            wire.reconcile_run(run_id, decision=decision, idempotency_key=idempotency_key)
        )


class AsyncMemoryBroker(_AsyncApi):
    """The seed's MemoryBroker over HTTP (the blocking ``MemoryBroker`` is its twin).

    With a lease token the server derives every namespace from the lease. With an application
    token pass ``agent_id``: it addresses that agent's ``agent`` and ``organization`` memory
    (``user`` memory is 403 for application tokens; without ``agent_id`` the server answers 400,
    raised as InvalidRequest). ``proposal`` and ``decide`` need no ``agent_id``.

    ``put`` and ``delete`` return the write outcome: ``rejected`` (422 policy_rejected) and
    ``conflict`` (409 revision_conflict) are outcomes, not exceptions; every other error raises
    its typed exception (e.g. Forbidden for a read-only scope).

    Retries: reads (``get``, ``search``, ``proposal``) and ``decide`` are retried on transport
    failures and 502/503/504. ``put`` is not idempotent (each PUT that arrives creates a proposal),
    so it is sent again only if the connection never opened; otherwise it raises
    ServiceUnavailable with ``maybe_applied=True``: ``get`` the key to see what landed before
    proposing again. ``delete`` compares ``expected_revision``, so it is retried like a read; see
    ``delete`` for what a retry after a lost success answers.
    """

    def __init__(
        self,
        base_url: str,
        token: str,
        *,
        agent_id: str | None = None,
        timeout: Timeout | float | None = None,
        retry: RetryPolicy | None = None,
        transport: AsyncTransport | httpx.AsyncBaseTransport | None = None,
    ) -> None:
        if agent_id is not None and not agent_id:
            raise ValueError("agent_id must be non-empty when given")
        super().__init__(base_url, token, timeout=timeout, retry=retry, transport=transport)
        self._agent_id = agent_id

    async def get(self, scope: MemoryScope, key: str) -> MemoryRecord | None:
        """The record under ``key`` in ``scope``, or None (404: none in the caller's namespace)."""
        return await self._call(wire.memory_get(scope, key, self._agent_id))

    async def search(
        self, scope: MemoryScope, query: MemoryQuery, limit: int = 10
    ) -> tuple[MemoryRecord, ...]:
        """Ranked records (``score`` set), at most ``limit`` (1-50, else InvalidRequest)."""
        return await self._call(wire.memory_search(scope, query, limit, self._agent_id))

    async def put(
        self,
        scope: MemoryScope,
        proposal: MemoryProposal,
        expected_revision: int | None,
        *,
        wait: float | None = 10,
    ) -> MemoryWriteOutcome:
        """Propose a write; ``expected_revision`` None means the key must not exist yet.

        ``wait`` (seconds, sent as ``Prefer: wait=N``, at most 10) lets the service finish its
        automatic steps (scan, redact, apply) before answering; a write held for human approval
        answers ``pending`` at once, as does one still being scanned when the wait ends. Keep the
        client's read timeout above ``wait``. None sends no preference (usually ``pending``).
        """
        return await self._call(wire.memory_put(scope, proposal, expected_revision, self._agent_id, wait))

    async def delete(self, scope: MemoryScope, key: str, expected_revision: int) -> MemoryWriteOutcome:
        """Delete the record if it is at ``expected_revision``: ``applied`` (``deleted_revision``
        set) or ``conflict`` (``current_revision`` set). Raises NotFound if there is no record.

        A retry after a try whose answer was lost is answered 404; that is returned as
        ``applied`` with ``deleted_revision=None`` (the record is gone, by this call or another
        writer). Revisions restart at 1 after a delete, so in the rare case that another writer
        re-creates the key between the lost answer and the retry, the retry deletes the new
        record: use distinct keys where that matters.
        """
        return await self._call(wire.memory_delete(scope, key, expected_revision, self._agent_id))

    async def proposal(self, proposal_id: str) -> ProposalStatus:
        """A proposal in the caller's scope (404 NotFound for anything else)."""
        return await self._call(wire.memory_proposal(proposal_id))

    async def decide(self, proposal_id: str, decision: ProposalDecision, reason: str = "") -> ProposalStatus:
        """Approve or reject a proposal held for approval (application token with
        ``memory:approve``; Forbidden otherwise, and for the proposal's own writer). Raises
        StateNotPending if it is not awaiting approval (or was decided by another reviewer)."""
        return await self._call(wire.memory_decide(proposal_id, decision, reason))

    async def batch(self, ops: Sequence[BatchOp], *, wait: float | None = 10) -> tuple[BatchResult, ...]:
        """Up to 100 ops in one request (``POST /memory/batch``), run in order, one result each.

        Per-op refusals (forbidden, not_found, revision_conflict, policy_rejected, ...) are
        results with ``status``/``code``, not exceptions; a malformed batch raises InvalidRequest
        and runs nothing. ``wait`` as for ``put``, shared by all the batch's puts. A batch holding
        a put is retried only if it never reached the service (as ``put``).
        """
        return await self._call(wire.memory_batch(tuple(ops), self._agent_id, wait))
