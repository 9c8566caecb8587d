"""Sans-I/O core shared by the async and sync clients and the harness adapters.

Each API call is an ``Operation``: the request to send (its body encoded here, once per
endpoint), how to parse a success, and whether it may be sent again. ``Attempts`` decides, after
each try, to return, back off or raise. ``send`` / ``asend`` drive one Operation over a
transport (``statecore.client.transport``) and only send and sleep, so the blocking and asyncio
facades and the LangGraph adapters share one retry loop and cannot drift.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import math
import random
import time
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, field
from typing import Any, Literal
from urllib.parse import quote, urlencode

from statecore.client.errors import (
    DurabilityUnknown,
    InvalidResponse,
    LeaseFenced,
    NotFound,
    PolicyRejected,
    RevisionConflict,
    ServiceUnavailable,
    StatecoreClientError,
    Unauthenticated,
    error_from_response,
    problem_of,
    retry_after_of,
)
from statecore.client.transport import AsyncTransport, Request, Response, SyncTransport, TransportError
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
    batch_results_from,
    binding_from,
    committed_head_from,
    epoch_from,
    head_envelope_from,
    lease_from,
    memory_record_from,
    memory_results_from,
    pending_from,
    proposal_status_from,
    reconcile_from,
    run_from,
    scope_from,
    write_outcome_from,
)

API = "/api/v1"
JSON_HEADERS: Mapping[str, str] = {"Content-Type": "application/json"}

# Gateway answers: the request may or may not have reached the service.
_RETRY_STATUSES = frozenset({502, 503, 504})


@dataclass(frozen=True, slots=True)
class RetryPolicy:
    """Bounded exponential backoff with jitter. ``attempts`` counts the first try too."""

    attempts: int = 4
    base_delay: float = 0.2
    max_delay: float = 3.0

    def __post_init__(self) -> None:
        if self.attempts < 1 or self.base_delay < 0 or self.max_delay < 0:
            raise ValueError("attempts must be >= 1 and delays >= 0")

    def delay(self, retry: int, retry_after: float | None = None) -> float:
        if retry_after is not None:
            return min(retry_after, self.max_delay)
        ceiling = min(self.max_delay, self.base_delay * 2.0 ** (retry - 1))
        # Jitter spreads retries of many workers after a shared outage; not security-relevant.
        return ceiling * random.uniform(0.5, 1.0)  # noqa: S311


@dataclass(frozen=True, slots=True)
class Durability:
    """What a write or commit raises as DurabilityUnknown when no definitive answer arrives.
    ``put_checkpoint`` (the adapters' superstep batch) is a pending write and a commit in one."""

    operation: Literal["write_native_state", "commit_head", "put_checkpoint"]
    state_ref: str | None = None
    run_id: str | None = None
    idempotency_key: str | None = None


@dataclass(frozen=True, slots=True)
class Operation[T]:
    """One API call. ``replayable``: sending it twice has the effect of sending it once.
    ``recover``: for calls whose protocol answers some errors with a value (e.g. 404 -> None)."""

    method: str
    path: str
    parse: Callable[[Response], T]
    replayable: bool = True
    durability: Durability | None = None
    recover: Callable[[StatecoreClientError, bool], T] | None = None
    headers: Mapping[str, str] = field(default_factory=dict)
    body: bytes | None = None

    def request(self, authorization: str) -> Request:
        return Request(self.method, self.path, {"Authorization": authorization, **self.headers}, self.body)


def json_body(value: Any) -> bytes:
    """A JSON request body: compact UTF-8, no NaN (byte for byte what the client sent through
    httpx before, so the wire format did not change with the transport)."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode()


@dataclass(frozen=True, slots=True)
class Backoff:
    seconds: float


class Attempts[T]:
    """The retry state of one operation; the drivers call ``failed`` or ``answered`` per try."""

    def __init__(self, op: Operation[T], policy: RetryPolicy) -> None:
        self._op = op
        self._policy = policy
        self._tries = 0
        self._maybe_applied = False
        self._confirmed = False

    def failed(self, exc: TransportError) -> Backoff:
        """No response: back off, or raise when the call may not or need not be retried."""
        self._tries += 1
        unsent = not exc.sent
        self._maybe_applied = self._maybe_applied or not unsent
        if (unsent or self._op.replayable) and self._tries < self._policy.attempts:
            return Backoff(self._policy.delay(self._tries))
        raise self._give_up(f"no response: {exc}") from exc

    def answered(self, response: Response) -> T | Backoff:
        """A response: the parsed value, a backoff, or the typed error."""
        self._tries += 1
        status = response.status
        if 200 <= status < 300:
            try:
                return self._op.parse(response)
            except (KeyError, TypeError, ValueError) as exc:
                if self._op.durability is not None:  # e.g. a commit that did happen
                    raise self._give_up(f"{status} with an unexpected body", response=response) from exc
                raise InvalidResponse(f"{status} with an unexpected body", status=status) from exc
        if status in _RETRY_STATUSES:
            self._maybe_applied = True
            if self._op.replayable and self._tries < self._policy.attempts:
                return Backoff(self._policy.delay(self._tries, retry_after_of(response)))
            raise self._give_up(f"{status} from the service", response=response)
        error = error_from_response(response)
        durability = self._op.durability
        if durability is None:
            if self._op.recover is not None:
                return self._op.recover(error, self._maybe_applied)
            raise error
        if status >= 500:
            # The server failed somewhere: before, inside or after its transaction.
            raise self._give_up(f"{status} from the service", response=response) from error
        if durability.operation != "write_native_state" and self._maybe_applied:
            if isinstance(error, (Unauthenticated, LeaseFenced)):
                # Authentication runs before the commit's retry check, so an earlier try that
                # committed cannot be recognised any more: the outcome stays unknown.
                raise self._give_up(f"retry refused ({error.code})", response=response) from error
            if isinstance(error, RevisionConflict) and not self._confirmed:
                # Race: our earlier try may still have held the head's row lock when this retry
                # ran its compare-and-set, so the "conflict" may be our own commit. It has
                # finished now; one more identical commit is answered by the retry path if so.
                self._confirmed = True
                return Backoff(0.0)
        raise error

    def _give_up(self, reason: str, response: Response | None = None) -> StatecoreClientError:
        status = None if response is None else response.status
        problem = None if response is None else problem_of(response)
        tries = f"after {self._tries} attempt{'s' if self._tries != 1 else ''}"
        durability = self._op.durability
        if durability is None:
            return ServiceUnavailable(
                f"{self._op.method} {self._op.path}: {reason} {tries}",
                status=status,
                problem=problem,
                maybe_applied=self._maybe_applied,
            )
        return DurabilityUnknown(
            f"{durability.operation} could not be confirmed: {reason} {tries}; mark the run uncertain",
            operation=durability.operation,
            state_ref=durability.state_ref,
            run_id=durability.run_id,
            idempotency_key=durability.idempotency_key,
            maybe_applied=self._maybe_applied,
            status=status,
            problem=problem,
        )


def authorization(token: str) -> str:
    """The ``Authorization`` value for ``token``. Neither the token nor this value is ever part
    of an error message or a repr."""
    if not token or any(c.isspace() for c in token):
        raise ValueError("token must be a non-empty bearer token")
    return f"Bearer {token}"


def send[T](transport: SyncTransport, op: Operation[T], auth: str, policy: RetryPolicy) -> T:
    """Drive ``op`` over a blocking transport: send, ask ``Attempts``, sleep, repeat."""
    attempts = Attempts(op, policy)
    request = op.request(auth)
    step: T | Backoff
    while True:
        try:
            response = transport.send(request)
        except TransportError as exc:
            step = attempts.failed(exc)
        else:
            step = attempts.answered(response)
        if not isinstance(step, Backoff):
            return step
        time.sleep(step.seconds)


async def asend[T](transport: AsyncTransport, op: Operation[T], auth: str, policy: RetryPolicy) -> T:
    """The asyncio twin of ``send``."""
    attempts = Attempts(op, policy)
    request = op.request(auth)
    step: T | Backoff
    while True:
        try:
            response = await transport.send(request)
        except TransportError as exc:
            step = attempts.failed(exc)
        else:
            step = attempts.answered(response)
        if not isinstance(step, Backoff):
            return step
        await asyncio.sleep(step.seconds)


def check_scope(known: StateScope | None, given: StateScope) -> None:
    """The lease decides the scope server-side; this only catches a scope from another store."""
    if known is not None and given != known:
        raise ValueError("this scope is not the scope of this store's lease")


def _segment(value: str) -> str:
    return quote(value, safe="")


def _json[T](parser: Callable[[Any], T]) -> Callable[[Response], T]:
    def parse(response: Response) -> T:
        return parser(response.json())

    return parse


def _verified_content(response: Response) -> bytes:
    """The raw payload; the server's ETag is its sha256, so a truncated body cannot pass."""
    body = response.content
    etag = response.headers.get("etag", "").strip('"')
    if len(etag) == 64 and etag != hashlib.sha256(body).hexdigest():
        raise ValueError("the payload does not match its ETag")
    return body


# Thread state (lease token), CONTRACT 4.


def read_scope() -> Operation[StateScope]:
    return Operation("GET", f"{API}/state/scope", _json(scope_from))


def load_head() -> Operation[DurableStateHead | None]:
    return Operation("GET", f"{API}/state/head", _json(head_envelope_from))


def read_native(state_ref: str) -> Operation[bytes]:
    return Operation("GET", f"{API}/state/native/{_segment(state_ref)}", _verified_content)


def write_native_state(
    codec: str,
    payload: bytes,
    idempotency_key: str,
    parent: str | None,
    metadata: Mapping[str, Any] | None,
) -> Operation[PendingStateRef]:
    """Replayable: the same key with the same request is answered with the same state_ref."""
    headers = {"Content-Type": "application/octet-stream", "X-State-Codec": codec}
    if parent is not None:
        headers["X-State-Parent"] = parent
    if metadata is not None:
        # ASCII-only compact JSON: header values travel as latin-1.
        headers["X-State-Metadata"] = json.dumps(dict(metadata), separators=(",", ":"), sort_keys=True)
    return Operation(
        "PUT",
        f"{API}/state/pending/{_segment(idempotency_key)}",
        _json(pending_from),
        durability=Durability("write_native_state", idempotency_key=idempotency_key),
        headers=headers,
        body=bytes(payload),
    )


def commit_head(
    state_ref: str,
    expected_durable_revision: int,
    run_id: str,
    status: RunStatus,
    interrupt: Mapping[str, Any] | None,
) -> Operation[DurableStateHead]:
    """Replayable: an identical commit that already succeeded is answered with its head."""
    run: dict[str, Any] = {"status": status}
    if interrupt is not None:
        run["interrupt"] = dict(interrupt)
    body = {
        "state_ref": state_ref,
        "expected_durable_revision": expected_durable_revision,
        "run_id": run_id,
        "run": run,
    }
    return Operation(
        "POST",
        f"{API}/state/commit",
        _json(committed_head_from),
        durability=Durability("commit_head", state_ref=state_ref, run_id=run_id),
        headers=JSON_HEADERS,
        body=json_body(body),
    )


def mark_uncertain(*, run_id: str, reason: str, state_ref: str | None) -> Operation[RunRecord]:
    """Replayable: marking a run again returns it as it is."""
    body: dict[str, Any] = {"run_id": run_id, "reason": reason}
    if state_ref is not None:
        body["state_ref"] = state_ref
    return Operation(
        "POST", f"{API}/state/uncertain", _json(run_from), headers=JSON_HEADERS, body=json_body(body)
    )


# Control plane (application token), CONTRACT 3.


def create_binding(spec: BindingSpec) -> Operation[Binding]:
    return Operation(
        "POST",
        f"{API}/bindings",
        _json(binding_from),
        replayable=False,
        headers=JSON_HEADERS,
        body=json_body(asdict(spec)),
    )


def get_binding(binding_id: str) -> Operation[Binding]:
    return Operation("GET", f"{API}/bindings/{_segment(binding_id)}", _json(binding_from))


def issue_lease(binding_id: str, *, sandbox_id: str, ttl_seconds: int) -> Operation[IssuedLease]:
    # Not replayable: every issue fences the lease issued before it.
    return Operation(
        "POST",
        f"{API}/bindings/{_segment(binding_id)}/leases",
        _json(lease_from),
        replayable=False,
        headers=JSON_HEADERS,
        body=json_body({"sandbox_id": sandbox_id, "ttl_seconds": ttl_seconds}),
    )


def clear_binding(binding_id: str) -> Operation[int]:
    # Not replayable: every clear starts another epoch.
    return Operation(
        "POST", f"{API}/bindings/{_segment(binding_id)}/clear", _json(epoch_from), replayable=False
    )


def get_run(run_id: str) -> Operation[RunRecord]:
    return Operation("GET", f"{API}/runs/{_segment(run_id)}", _json(run_from))


def reconcile_run(
    run_id: str, *, decision: ReconcileDecision, idempotency_key: str
) -> Operation[ReconcileResult]:
    """Replayable: the same decision with the same key is answered again."""
    return Operation(
        "POST",
        f"{API}/runs/{_segment(run_id)}/reconcile",
        _json(reconcile_from),
        headers=JSON_HEADERS,
        body=json_body({"decision": decision, "idempotency_key": idempotency_key}),
    )


# Memory (lease token, or application token with agent_id), CONTRACT 5.

MAX_PREFER_WAIT = 10


def _memory_path(scope: MemoryScope, rest: str, agent_id: str | None, **query: str) -> str:
    if scope not in ("user", "agent", "organization"):
        raise ValueError("scope must be user, agent or organization")
    params = {**({"agent_id": agent_id} if agent_id is not None else {}), **query}
    suffix = f"?{urlencode(params)}" if params else ""
    return f"{API}/memory/{scope}/{rest}{suffix}"


def _record_path(scope: MemoryScope, key: str, agent_id: str | None, **query: str) -> str:
    return _memory_path(scope, f"records/{_segment(key)}", agent_id, **query)


def _outcome_of(error: StatecoreClientError, scope: MemoryScope) -> MemoryWriteOutcome | None:
    """A 422 policy_rejected or 409 revision_conflict as the outcome it carries (CONTRACT 5)."""
    if isinstance(error, PolicyRejected):
        outcome: Literal["rejected", "conflict"] = "rejected"
    elif isinstance(error, RevisionConflict):
        outcome = "conflict"
    else:
        return None
    try:
        return write_outcome_from({**error.problem, "outcome": outcome, "record": None}, scope)
    except (KeyError, TypeError, ValueError):
        current = error.current_revision if isinstance(error, RevisionConflict) else None
        return MemoryWriteOutcome(outcome, None, current_revision=current)


def memory_get(scope: MemoryScope, key: str, agent_id: str | None) -> Operation[MemoryRecord | None]:
    """404 (no such record in the caller's scope) is None."""

    def recover(error: StatecoreClientError, maybe_applied: bool) -> MemoryRecord | None:
        if isinstance(error, NotFound):
            return None
        raise error

    return Operation(
        "GET",
        _record_path(scope, key, agent_id),
        _json(lambda body: memory_record_from(body, scope)),
        recover=recover,
    )


def memory_search(
    scope: MemoryScope, query: MemoryQuery, limit: int, agent_id: str | None
) -> Operation[tuple[MemoryRecord, ...]]:
    """A read sent as POST: replayable."""
    wire_query: dict[str, Any] = {"text": query.text, "mode": query.mode}
    if query.kinds is not None:
        wire_query["kinds"] = list(query.kinds)
    return Operation(
        "POST",
        _memory_path(scope, "search", agent_id),
        _json(lambda body: memory_results_from(body, scope)),
        headers=JSON_HEADERS,
        body=json_body({"query": wire_query, "limit": limit}),
    )


def memory_put(
    scope: MemoryScope,
    proposal: MemoryProposal,
    expected_revision: int | None,
    agent_id: str | None,
    wait: float | None,
) -> Operation[MemoryWriteOutcome]:
    """Not replayable: every PUT that reaches the service creates a proposal (and may apply it),
    so it is sent again only when no earlier try can have reached the service."""
    headers: dict[str, str] = {}
    if wait is not None:
        if wait < 0 or math.isnan(wait):
            raise ValueError("wait must be >= 0 seconds")
        headers["Prefer"] = f"wait={min(math.ceil(wait), MAX_PREFER_WAIT)}"
    body: dict[str, Any] = {
        "kind": proposal.kind,
        "content": proposal.content,
        "content_type": proposal.content_type,
        "expected_revision": expected_revision,
    }
    if proposal.retention_days is not None:
        body["retention_days"] = proposal.retention_days
    if proposal.provenance is not None:
        body["provenance"] = dict(proposal.provenance)

    def recover(error: StatecoreClientError, maybe_applied: bool) -> MemoryWriteOutcome:
        outcome = _outcome_of(error, scope)
        if outcome is None:
            raise error
        return outcome

    return Operation(
        "PUT",
        _record_path(scope, proposal.key, agent_id),
        _json(lambda data: write_outcome_from(data, scope)),
        replayable=False,
        recover=recover,
        headers={**JSON_HEADERS, **headers},
        body=json_body(body),
    )


def memory_delete(
    scope: MemoryScope, key: str, expected_revision: int, agent_id: str | None
) -> Operation[MemoryWriteOutcome]:
    """Replayable: the compare on ``expected_revision`` makes a second delete harmless.

    A retry whose earlier try may have deleted the record is answered 404. That is reported as
    ``applied`` with ``deleted_revision=None`` (the record is gone, but this client cannot tell
    whether its own try or another writer removed it). A 404 when no earlier try can have reached
    the service raises NotFound: there was nothing to delete.
    """

    def recover(error: StatecoreClientError, maybe_applied: bool) -> MemoryWriteOutcome:
        if isinstance(error, NotFound) and maybe_applied:
            return MemoryWriteOutcome("applied", None)
        outcome = _outcome_of(error, scope)
        if outcome is None or outcome.outcome != "conflict":
            raise error
        return outcome

    return Operation(
        "DELETE",
        _record_path(scope, key, agent_id, expected_revision=str(expected_revision)),
        _json(lambda data: write_outcome_from(data, scope)),
        recover=recover,
    )


def memory_proposal(proposal_id: str) -> Operation[ProposalStatus]:
    return Operation("GET", f"{API}/memory/proposals/{_segment(proposal_id)}", _json(proposal_status_from))


def memory_decide(proposal_id: str, decision: ProposalDecision, reason: str) -> Operation[ProposalStatus]:
    """Replayable: the same decision by the same reviewer is answered with the proposal as it is."""
    return Operation(
        "POST",
        f"{API}/memory/proposals/{_segment(proposal_id)}/decision",
        _json(proposal_status_from),
        headers=JSON_HEADERS,
        body=json_body({"decision": decision, "reason": reason}),
    )


MAX_BATCH_OPS = 100


def _wire_op(op: BatchOp) -> dict[str, Any]:
    """One op as the batch endpoint reads it; ``namespace`` None sends a record key."""
    path = None if op.namespace is None else list(op.namespace)
    if isinstance(op, BatchGet):
        return {"op": "get", "scope": op.scope, "namespace": path, "key": op.key}
    if isinstance(op, BatchSearch):
        body: dict[str, Any] = {"op": "search", "scope": op.scope, "namespace": path}
        body.update(query=op.query, filter=op.filter, limit=op.limit, offset=op.offset)
        if op.mode != "lexical":
            body["mode"] = op.mode
        if op.kinds is not None:
            body["kinds"] = list(op.kinds)
        return body
    if isinstance(op, BatchListNamespaces):
        return {
            "op": "list_namespaces",
            "scope": op.scope,
            "namespace": list(op.namespace),
            "max_depth": op.max_depth,
            "limit": op.limit,
            "offset": op.offset,
        }
    if isinstance(op, BatchDelete):
        body = {"op": "delete", "scope": op.scope, "namespace": path, "key": op.key}
        if op.expected_revision is None:
            body["unconditional"] = True
        else:
            body["expected_revision"] = op.expected_revision
        return body
    proposal = op.proposal
    body = {
        "op": "put",
        "scope": op.scope,
        "namespace": path,
        "key": proposal.key,
        "kind": proposal.kind,
        "content": proposal.content,
        "content_type": proposal.content_type,
    }
    if op.unconditional:
        body["unconditional"] = True
    else:
        body["expected_revision"] = op.expected_revision
    if proposal.retention_days is not None:
        body["retention_days"] = proposal.retention_days
    if op.index is not None:
        body["index"] = list(op.index)
    if proposal.provenance is not None:
        body["provenance"] = dict(proposal.provenance)
    return body


def memory_batch(
    ops: tuple[BatchOp, ...], agent_id: str | None, wait: float | None
) -> Operation[tuple[BatchResult, ...]]:
    """``POST /memory/batch``: replayable unless it holds a put (each put that arrives creates a
    proposal), exactly like the single calls it bundles."""
    if not 1 <= len(ops) <= MAX_BATCH_OPS:
        raise ValueError(f"a batch holds 1 to {MAX_BATCH_OPS} ops")
    headers: dict[str, str] = {}
    if wait is not None:
        if wait < 0 or math.isnan(wait):
            raise ValueError("wait must be >= 0 seconds")
        headers["Prefer"] = f"wait={min(math.ceil(wait), MAX_PREFER_WAIT)}"
    params = f"?{urlencode({'agent_id': agent_id})}" if agent_id is not None else ""
    return Operation(
        "POST",
        f"{API}/memory/batch{params}",
        _json(lambda body: batch_results_from(body, ops)),
        replayable=not any(isinstance(op, BatchPut) for op in ops),
        headers={**JSON_HEADERS, **headers},
        body=json_body({"ops": [_wire_op(op) for op in ops]}),
    )
