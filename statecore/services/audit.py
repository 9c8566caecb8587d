"""The audit log writer. Called inside the transaction of the change it records."""

from __future__ import annotations

from uuid import UUID

from opentelemetry import trace

from statecore.models import AuditEvent
from statecore.scope import Actor, StateScope

_MAX_DATA_KEYS = 20


def audit(
    *,
    action: str,
    outcome: str,
    actor: Actor,
    environment: str = "",
    scope: StateScope | None = None,
    binding_id: UUID | None = None,
    run_id: str = "",
    state_ref: UUID | None = None,
    revision: int | None = None,
    data: dict[str, str | int | bool | None] | None = None,
) -> None:
    """Append one event. ``data`` holds small scalars only (codes, counts, sizes), never content."""
    if data is not None and len(data) > _MAX_DATA_KEYS:
        raise ValueError("audit data is bounded")
    AuditEvent.objects.create(
        actor=actor.label,
        action=action,
        outcome=outcome,
        environment=scope.environment if scope else environment,
        binding_id=scope.binding_id if scope else binding_id,
        epoch=scope.epoch if scope else None,
        lease_generation=scope.lease_generation if scope else None,
        run_id=run_id,
        state_ref=state_ref,
        revision=revision,
        data=data or {},
        trace_id=current_trace_id(),
    )


def current_trace_id() -> str:
    """The active trace id, for correlation only (it proves nothing). Empty outside a trace.
    Stored in the audit row, which stays durable even when the span is dropped."""
    ctx = trace.get_current_span().get_span_context()
    return format(ctx.trace_id, "032x") if ctx.is_valid else ""
