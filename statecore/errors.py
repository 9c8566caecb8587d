"""Domain errors with stable machine codes.

Services raise these; exactly one place (``portal.api.problems``) maps them to HTTP and renders
problem+json. Messages are written for humans and never contain payloads, memory content,
tokens or raw subjects; structured data goes in ``data`` and becomes extension members.
"""

from __future__ import annotations

from typing import ClassVar


class StatecoreError(Exception):
    code: ClassVar[str] = "statecore_error"
    status: ClassVar[int] = 400
    title: ClassVar[str] = "Request failed"

    def __init__(self, message: str, **data: object) -> None:
        super().__init__(message)
        self.message = message
        self.data = data


class InvalidRequest(StatecoreError):
    code, status, title = "invalid_request", 400, "Invalid request"


class Unauthenticated(StatecoreError):
    code, status, title = "unauthenticated", 401, "Authentication required"


class Forbidden(StatecoreError):
    code, status, title = "forbidden", 403, "Forbidden"


class NotFound(StatecoreError):
    code, status, title = "not_found", 404, "Not found"


class RevisionConflict(StatecoreError):
    """``data['current_revision']`` is the revision the caller should have sent."""

    code, status, title = "revision_conflict", 409, "Revision conflict"


class IdempotencyConflict(StatecoreError):
    code, status, title = "idempotency_conflict", 409, "Idempotency key reused with a different request"


class LeaseFenced(StatecoreError):
    code, status, title = "lease_fenced", 409, "Lease fenced"


class RunFenced(StatecoreError):
    code, status, title = "run_fenced", 409, "Run fenced"


class RunInProgress(StatecoreError):
    """A run of the binding is still ``running``; ``data['retry_after']`` is whole seconds."""

    code, status, title = "run_in_progress", 409, "A run of this binding is in progress"


class RunNotInterrupted(StatecoreError):
    code, status, title = "run_not_interrupted", 409, "The binding's latest run is not interrupted"


class StateNotPending(StatecoreError):
    code, status, title = "state_not_pending", 409, "State is not a pending write"


class CodecMismatch(StatecoreError):
    code, status, title = "codec_mismatch", 409, "Codec mismatch"


class PayloadTooLarge(StatecoreError):
    code, status, title = "payload_too_large", 413, "Payload too large"


class PolicyRejected(StatecoreError):
    code, status, title = "policy_rejected", 422, "Rejected by policy"


class RateLimited(StatecoreError):
    """``data['retry_after']`` is whole seconds; the API sends it as ``Retry-After``."""

    code, status, title = "rate_limited", 429, "Rate limited"


class ServiceUnavailable(StatecoreError):
    """The database did not answer in time (lock or statement timeout, lost connection):
    nothing was committed by this request; retrying with the same idempotency key is safe."""

    code, status, title = "service_unavailable", 503, "Service unavailable"
