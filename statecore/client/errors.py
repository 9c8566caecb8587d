"""Typed client errors, one per stable ``code`` of CONTRACT 2, built from problem+json bodies.

Messages are built from the status, the code and the server's ``detail`` (which the contract
keeps free of payloads, memory content, tokens and raw subjects), never from request bodies,
headers or non-problem response text.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from statecore.client.transport import Response

_MAX_DETAIL_CHARS = 200


class StatecoreClientError(Exception):
    """Base of every error this client raises on purpose.

    ``status`` is the HTTP status (None when no response arrived), ``code`` the problem's
    stable machine code, ``problem`` the parsed problem+json body (empty when there was none).
    """

    default_code: ClassVar[str] = "error"

    def __init__(
        self,
        message: str,
        *,
        status: int | None = None,
        code: str | None = None,
        problem: Mapping[str, Any] | None = None,
    ) -> None:
        super().__init__(message)
        self.status = status
        self.code = code or self.default_code
        self.problem: dict[str, Any] = dict(problem or {})


class InvalidRequest(StatecoreClientError):
    default_code = "invalid_request"


class Unauthenticated(StatecoreClientError):
    default_code = "unauthenticated"


class Forbidden(StatecoreClientError):
    default_code = "forbidden"


class NotFound(StatecoreClientError):
    default_code = "not_found"


class RevisionConflict(StatecoreClientError):
    default_code = "revision_conflict"

    @property
    def current_revision(self) -> int | None:
        """The revision to load or send instead (None when the server named none)."""
        value = self.problem.get("current_revision")
        return value if isinstance(value, int) and not isinstance(value, bool) else None


class IdempotencyConflict(StatecoreClientError):
    default_code = "idempotency_conflict"


class LeaseFenced(StatecoreClientError):
    default_code = "lease_fenced"


class RunFenced(StatecoreClientError):
    default_code = "run_fenced"


class StateNotPending(StatecoreClientError):
    default_code = "state_not_pending"


class CodecMismatch(StatecoreClientError):
    default_code = "codec_mismatch"


class PayloadTooLarge(StatecoreClientError):
    default_code = "payload_too_large"


class PolicyRejected(StatecoreClientError):
    default_code = "policy_rejected"


class RateLimited(StatecoreClientError):
    default_code = "rate_limited"
    retry_after: float | None = None
    """Seconds to wait, from ``Retry-After`` or else the problem's ``retry_after``."""


class ServiceUnavailable(StatecoreClientError):
    """No definitive answer: the service was unreachable or kept answering 502/503/504.

    ``maybe_applied`` is False only when no attempt can have reached the service.
    """

    default_code = "unavailable"

    def __init__(
        self,
        message: str,
        *,
        status: int | None = None,
        problem: Mapping[str, Any] | None = None,
        maybe_applied: bool = True,
    ) -> None:
        super().__init__(message, status=status, problem=problem)
        self.maybe_applied = maybe_applied


class DurabilityUnknown(StatecoreClientError):
    """A ``write_native_state``, ``commit_head`` or the adapters' ``put_checkpoint`` (a pending
    write and a commit in one request) whose outcome could not be confirmed.

    Do not replay model or tool work: call ``mark_uncertain(scope, run_id, reason,
    state_ref=...)``, which fences the run, or tells the truth if the commit did happen.
    ``maybe_applied`` is False only when no attempt can have reached the service.
    """

    default_code = "durability_unknown"

    def __init__(
        self,
        message: str,
        *,
        operation: str,
        state_ref: str | None = None,
        run_id: str | None = None,
        idempotency_key: str | None = None,
        maybe_applied: bool = True,
        status: int | None = None,
        problem: Mapping[str, Any] | None = None,
    ) -> None:
        super().__init__(message, status=status, problem=problem)
        self.operation = operation
        self.state_ref = state_ref
        self.run_id = run_id
        self.idempotency_key = idempotency_key
        self.maybe_applied = maybe_applied


class InvalidResponse(StatecoreClientError):
    """A success status whose body is not the contract's shape."""

    default_code = "invalid_response"


_CONTRACT_ERRORS: tuple[type[StatecoreClientError], ...] = (
    InvalidRequest,
    Unauthenticated,
    Forbidden,
    NotFound,
    RevisionConflict,
    IdempotencyConflict,
    LeaseFenced,
    RunFenced,
    StateNotPending,
    CodecMismatch,
    PayloadTooLarge,
    PolicyRejected,
    RateLimited,
)
ERRORS_BY_CODE: Mapping[str, type[StatecoreClientError]] = {cls.default_code: cls for cls in _CONTRACT_ERRORS}

# Only for an answer without a problem code (e.g. from a proxy); 409 has too many meanings.
_ERRORS_BY_STATUS: Mapping[int, type[StatecoreClientError]] = {
    400: InvalidRequest,
    401: Unauthenticated,
    403: Forbidden,
    404: NotFound,
    413: PayloadTooLarge,
    422: PolicyRejected,
    429: RateLimited,
}


def _seconds(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        return None
    try:
        seconds = float(value)
    except ValueError:
        return None  # an HTTP-date: not worth a date parser here
    return seconds if seconds >= 0 else None


def problem_of(response: Response) -> dict[str, Any]:
    """The problem+json body as a dict, or {} for any other body."""
    if "json" not in response.headers.get("content-type", ""):
        return {}
    try:
        body = response.json()
    except ValueError:
        return {}
    return body if isinstance(body, dict) else {}


def retry_after_of(response: Response) -> float | None:
    return _seconds(response.headers.get("retry-after"))


def error_from_response(response: Response) -> StatecoreClientError:
    """Map an error answer to its typed exception by the problem's ``code``."""
    problem = problem_of(response)
    status = response.status
    raw_code = problem.get("code")
    code = raw_code if isinstance(raw_code, str) else None
    cls = ERRORS_BY_CODE.get(code or "") or _ERRORS_BY_STATUS.get(status, StatecoreClientError)
    code = code or (cls.default_code if cls is not StatecoreClientError else f"http_{status}")
    message = f"{status} {code}"
    detail = problem.get("detail")
    if isinstance(detail, str) and detail:
        message += f": {detail[:_MAX_DETAIL_CHARS]}"
    error = cls(message, status=status, code=code, problem=problem)
    if isinstance(error, RateLimited):
        header = retry_after_of(response)
        error.retry_after = header if header is not None else _seconds(problem.get("retry_after"))
    return error
