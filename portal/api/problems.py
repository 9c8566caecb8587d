"""The one place where errors become HTTP: RFC 9457 problem+json with a stable ``code``.

Bodies never echo the request: validation problems name the fields and DRF's error codes
(``required``, ``invalid``, ``max_length`` ...), not the offending values.
"""

from __future__ import annotations

from typing import Any

from django.core.exceptions import PermissionDenied as DjangoPermissionDenied
from django.core.exceptions import RequestDataTooBig
from django.db import OperationalError
from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from django.views import defaults
from rest_framework import exceptions as drf
from rest_framework.response import Response

from statecore.errors import StatecoreError

PROBLEM_CONTENT_TYPE = "application/problem+json"

# Extension members a domain error may carry into the body; anything else stays server-side.
_EXTENSIONS = frozenset(
    {"current_revision", "limit", "field", "retry_after", "outcome", "proposal_id", "findings"}
)


def problem_body(*, status: int, code: str, title: str, detail: str, **extra: Any) -> dict[str, Any]:
    return {
        "type": f"urn:statecore:problem:{code}",
        "title": title,
        "status": status,
        "detail": detail,
        "code": code,
        **extra,
    }


def problem_response(status: int, code: str, title: str, detail: str, **extra: Any) -> Response:
    response = Response(
        problem_body(status=status, code=code, title=title, detail=detail, **extra),
        status=status,
        content_type=PROBLEM_CONTENT_TYPE,
    )
    if status in (409, 429, 503) and "retry_after" in extra:
        response["Retry-After"] = str(extra["retry_after"])
    return response


def _field_errors(detail: Any, prefix: str = "") -> list[dict[str, str]]:
    found: list[dict[str, str]] = []
    if isinstance(detail, dict):
        for key, value in detail.items():
            name = key if not prefix else f"{prefix}.{key}"
            found.extend(_field_errors(value, "" if name == "non_field_errors" else name))
    elif isinstance(detail, list):
        for item in detail:
            found.extend(_field_errors(item, prefix))
    elif isinstance(detail, drf.ErrorDetail):
        found.append({"field": prefix or "body", "code": str(detail.code)})
    return found


def exception_handler(exc: Exception, context: dict[str, Any]) -> Response | None:
    if isinstance(exc, StatecoreError):
        extra = {k: v for k, v in exc.data.items() if k in _EXTENSIONS}
        response = problem_response(exc.status, exc.code, exc.title, exc.message, **extra)
        if exc.status == 401:
            response["WWW-Authenticate"] = 'Bearer realm="statecore"'
        return response
    if isinstance(exc, OperationalError):
        # A lock or statement timeout, the client's deadline (statecore.deadline), or a lost
        # connection: nothing is half-written (a transition is one transaction), and a retry with
        # the same idempotency key finds the outcome whether or not the server had committed.
        response = problem_response(
            503,
            "service_unavailable",
            "Service unavailable",
            "the database did not answer in time; retry with the same idempotency key",
            retry_after=1,
        )
        return response
    if isinstance(exc, drf.ValidationError):
        return problem_response(
            400,
            "invalid_request",
            "Invalid request",
            "the request body is invalid",
            errors=_field_errors(exc.detail),
        )
    if isinstance(exc, drf.ParseError):
        return problem_response(
            400, "invalid_request", "Invalid request", "the request body is not valid JSON"
        )
    if isinstance(exc, (drf.NotAuthenticated, drf.AuthenticationFailed)):
        response = problem_response(
            401, "unauthenticated", "Authentication required", "a valid bearer token is required"
        )
        response["WWW-Authenticate"] = 'Bearer realm="statecore"'
        return response
    if isinstance(exc, (drf.PermissionDenied, DjangoPermissionDenied)):
        return problem_response(403, "forbidden", "Forbidden", "this credential may not do this")
    if isinstance(exc, (drf.NotFound, Http404)):
        return problem_response(404, "not_found", "Not found", "no such resource")
    if isinstance(exc, drf.MethodNotAllowed):
        return problem_response(405, "method_not_allowed", "Method not allowed", "method not allowed here")
    if isinstance(exc, drf.UnsupportedMediaType):
        return problem_response(
            415, "unsupported_media_type", "Unsupported media type", "send application/json"
        )
    if isinstance(exc, drf.NotAcceptable):
        return problem_response(406, "not_acceptable", "Not acceptable", "cannot produce that media type")
    return None  # a bug: Django's 500 handler answers (see handler500)


def _json_problem(status: int, code: str, title: str, detail: str) -> JsonResponse:
    return JsonResponse(
        problem_body(status=status, code=code, title=title, detail=detail),
        status=status,
        content_type=PROBLEM_CONTENT_TYPE,
    )


def handler404(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    if not request.path.startswith("/api/"):
        return defaults.page_not_found(request, exception or Http404())
    return _json_problem(404, "not_found", "Not found", "no such resource")


def handler500(request: HttpRequest) -> HttpResponse:
    if not request.path.startswith("/api/"):
        return defaults.server_error(request)
    return _json_problem(
        500, "internal_error", "Internal error", "the server failed; nothing was half-written"
    )


def handler400(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    if not request.path.startswith("/api/"):
        return defaults.bad_request(request, exception or Exception())
    if isinstance(exception, RequestDataTooBig):  # DATA_UPLOAD_MAX_MEMORY_SIZE on a JSON body
        return _json_problem(
            413, "payload_too_large", "Payload too large", "the request body exceeds its bound"
        )
    return _json_problem(400, "invalid_request", "Invalid request", "the request is malformed")


def handler403(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    if not request.path.startswith("/api/"):
        return defaults.permission_denied(request, exception or Exception())
    return _json_problem(403, "forbidden", "Forbidden", "this credential may not do this")
