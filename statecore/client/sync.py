"""The blocking facade: the same calls as ``aio``, over httpx.Client, sharing ``_wire``."""

from __future__ import annotations

import time
from collections.abc import Mapping
from typing import Any, Self

import httpx

from statecore.client import _wire as wire
from statecore.client._wire import Attempts, Backoff, Operation, RetryPolicy, check_scope, client_options
from statecore.client.types import (
    Binding,
    BindingSpec,
    DurableStateHead,
    IssuedLease,
    PendingStateRef,
    ReconcileDecision,
    ReconcileResult,
    RunRecord,
    RunStatus,
    StateScope,
)


class _SyncApi:
    """One pooled httpx.Client holding one bearer token; closed by ``close`` or ``with``."""

    def __init__(
        self,
        base_url: str,
        token: str,
        *,
        timeout: httpx.Timeout | float | None = None,
        retry: RetryPolicy | None = None,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        self._http = httpx.Client(transport=transport, **client_options(base_url, token, timeout))
        self._retry = retry or RetryPolicy()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def close(self) -> None:
        self._http.close()

    def _call[T](self, op: Operation[T]) -> T:
        attempts = Attempts(op, self._retry)
        step: T | Backoff
        while True:
            try:
                response = self._http.send(op.request(self._http))
            except httpx.TransportError as exc:
                step = attempts.failed(exc)
            else:
                step = attempts.answered(response)
            if not isinstance(step, Backoff):
                return step
            time.sleep(step.seconds)


class ThreadStateStore(_SyncApi):
    """The seed's ThreadStateStore over HTTP, blocking, for a worker holding one lease token.

    The server derives the scope from the lease; the ``scope`` arguments are the protocol's and
    are only checked against the one ``scope()`` returned, if it was called.
    """

    _known_scope: StateScope | None = None

    def scope(self) -> StateScope:
        """``GET /api/v1/state/scope``: the StateScope the server derives from this lease."""
        self._known_scope = self._call(wire.read_scope())
        return self._known_scope

    def load_head(self, scope: StateScope) -> DurableStateHead | None:
        check_scope(self._known_scope, scope)
        return self._call(wire.load_head())

    def read_native(self, scope: StateScope, state_ref: str) -> bytes:
        check_scope(self._known_scope, scope)
        return self._call(wire.read_native(state_ref))

    def write_native_state(
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
        return self._call(wire.write_native_state(codec, payload, idempotency_key, parent, metadata))

    def commit_head(
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
        return self._call(
            wire.commit_head(pending.state_ref, expected_durable_revision, run_id, status, interrupt)
        )

    def mark_uncertain(
        self, scope: StateScope, run_id: str, reason: str, *, state_ref: str | None = None
    ) -> RunRecord:
        """Fence the run (the previous head stays), or learn that it did commit after all."""
        check_scope(self._known_scope, scope)
        return self._call(wire.mark_uncertain(run_id=run_id, reason=reason, state_ref=state_ref))


class ControlPlane(_SyncApi):
    """Bindings, leases and runs, for an application token."""

    def create_binding(self, spec: BindingSpec) -> Binding:
        """Create a binding at epoch 1; the server keeps only an HMAC of ``spec.subject``."""
        return self._call(wire.create_binding(spec))

    def get_binding(self, binding_id: str) -> Binding:
        return self._call(wire.get_binding(binding_id))

    def issue_lease(self, binding_id: str, *, sandbox_id: str, ttl_seconds: int) -> IssuedLease:
        return self._call(wire.issue_lease(binding_id, sandbox_id=sandbox_id, ttl_seconds=ttl_seconds))

    def clear_binding(self, binding_id: str) -> int:
        """Start a new epoch with no head; returns the new epoch."""
        return self._call(wire.clear_binding(binding_id))

    def get_run(self, run_id: str) -> RunRecord:
        return self._call(wire.get_run(run_id))

    def reconcile_run(
        self, run_id: str, *, decision: ReconcileDecision, idempotency_key: str
    ) -> ReconcileResult:
        return self._call(wire.reconcile_run(run_id, decision=decision, idempotency_key=idempotency_key))
