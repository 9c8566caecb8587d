"""A standalone HTTP client for statecore's wire contract (CONTRACT 2-4). Imports no Django.

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
"""

from statecore.client._wire import RetryPolicy
from statecore.client.aio import AsyncControlPlane, AsyncThreadStateStore
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
from statecore.client.sync import ControlPlane, ThreadStateStore
from statecore.client.types import (
    Binding,
    BindingSpec,
    DurableStateHead,
    IssuedLease,
    PendingStateRef,
    ReconcileResult,
    RunRecord,
    StateScope,
)

__all__ = [
    "AsyncControlPlane",
    "AsyncThreadStateStore",
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
    "NotFound",
    "PayloadTooLarge",
    "PendingStateRef",
    "PolicyRejected",
    "RateLimited",
    "ReconcileResult",
    "RetryPolicy",
    "RevisionConflict",
    "RunFenced",
    "RunRecord",
    "ServiceUnavailable",
    "StateNotPending",
    "StateScope",
    "StatecoreClientError",
    "ThreadStateStore",
    "Unauthenticated",
]
