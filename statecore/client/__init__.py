"""A standalone HTTP client for statecore's wire contract (CONTRACT 2-5). Imports no Django.

Workers use ``AsyncThreadStateStore`` (or the blocking ``ThreadStateStore``) with their lease
token; the harness control plane uses ``AsyncControlPlane`` / ``ControlPlane`` with an
application token::

    async with AsyncThreadStateStore(base_url, lease_token) as store:
        scope = await store.scope()
        head = await store.load_head(scope)
        pending = await store.write_native_state(scope, scope.adapter_codec_version, payload, key)
        head = await store.commit_head(scope, pending, head.revision if head else 0, run_id)

Writes and commits are retried on transport failures and 502/503/504 (both are idempotent on
the server); 4xx answers are never retried and raise the typed error of their ``code``. A write
or commit that cannot be confirmed raises ``DurabilityUnknown``: call ``mark_uncertain``.

``AsyncMemoryBroker`` / ``MemoryBroker`` implement the seed's MemoryBroker (CONTRACT 5)::

    async with AsyncMemoryBroker(base_url, lease_token) as memory:
        outcome = await memory.put("user", MemoryProposal("pref.editor", "semantic", text), None)
        hits = await memory.search("user", MemoryQuery("vim"), limit=5)

``put`` and ``delete`` return a ``MemoryWriteOutcome``: ``rejected`` and ``conflict`` are
outcomes, not exceptions. A PUT is not idempotent and is re-sent only if it never reached the
service. Application tokens pass ``agent_id=`` for agent and organization memory.

Transport (``statecore.client.transport``, shared with ``statecore.adapters``): the blocking
clients keep a pool of keep-alive connections on the standard library's ``http.client``, the
asyncio ones an aiohttp session per event loop; ``timeout`` (seconds or ``Timeout(connect,
read)``) bounds every wait. ``transport=`` takes another transport, or any httpx transport
(mocks, proxies; httpx is then needed).
"""

from statecore.client._wire import RetryPolicy
from statecore.client.aio import AsyncControlPlane, AsyncMemoryBroker, AsyncThreadStateStore
from statecore.client.errors import (
    CodecMismatch,
    DurabilityUnknown,
    Forbidden,
    IdempotencyConflict,
    InvalidRequest,
    InvalidResponse,
    LeaseFenced,
    NotFound,
    PayloadTooLarge,
    PolicyRejected,
    RateLimited,
    RevisionConflict,
    RunFenced,
    ServiceUnavailable,
    StatecoreClientError,
    StateNotPending,
    Unauthenticated,
)
from statecore.client.sync import ControlPlane, MemoryBroker, ThreadStateStore
from statecore.client.transport import Timeout, TransportError
from statecore.client.types import (
    BatchDelete,
    BatchGet,
    BatchListNamespaces,
    BatchOp,
    BatchPut,
    BatchResult,
    BatchSearch,
    Binding,
    BindingSpec,
    DurableStateHead,
    IssuedLease,
    MemoryItem,
    MemoryKind,
    MemoryProposal,
    MemoryQuery,
    MemoryRecord,
    MemoryScope,
    MemoryWriteOutcome,
    PendingStateRef,
    ProposalDecision,
    ProposalStatus,
    ReconcileResult,
    RunRecord,
    SearchMode,
    StateScope,
)

__all__ = [
    "AsyncControlPlane",
    "AsyncMemoryBroker",
    "AsyncThreadStateStore",
    "BatchDelete",
    "BatchGet",
    "BatchListNamespaces",
    "BatchOp",
    "BatchPut",
    "BatchResult",
    "BatchSearch",
    "Binding",
    "BindingSpec",
    "CodecMismatch",
    "ControlPlane",
    "DurabilityUnknown",
    "DurableStateHead",
    "Forbidden",
    "IdempotencyConflict",
    "InvalidRequest",
    "InvalidResponse",
    "IssuedLease",
    "LeaseFenced",
    "MemoryBroker",
    "MemoryItem",
    "MemoryKind",
    "MemoryProposal",
    "MemoryQuery",
    "MemoryRecord",
    "MemoryScope",
    "MemoryWriteOutcome",
    "NotFound",
    "PayloadTooLarge",
    "PendingStateRef",
    "PolicyRejected",
    "ProposalDecision",
    "ProposalStatus",
    "RateLimited",
    "ReconcileResult",
    "RetryPolicy",
    "RevisionConflict",
    "RunFenced",
    "RunRecord",
    "SearchMode",
    "ServiceUnavailable",
    "StateNotPending",
    "StateScope",
    "StatecoreClientError",
    "ThreadStateStore",
    "Timeout",
    "TransportError",
    "Unauthenticated",
]
