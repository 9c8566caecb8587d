"""The OpenAPI schema says what the views accept and answer (loaded by PortalConfig.ready).

- the two bearer credentials, and per operation the one(s) its permission class takes;
- request bodies: a strict serializer refuses undeclared fields (``additionalProperties:
  false``); a text field states what DRF refuses (NUL, lone surrogates, blank after trimming),
  or, for a :class:`~portal.api.serializers.PatternField`, the service's own format rule;
- every error is ``application/problem+json`` with the problem shape, and each operation lists
  the errors every request can meet (401, 403, 409 ``lease_fenced``, 413, 415, ...);
- links between operations (create binding -> issue lease; write pending -> commit -> read),
  so a stateful client or fuzzer can follow one worker's chain.
"""

from __future__ import annotations

from typing import Any

from drf_spectacular.extensions import OpenApiAuthenticationExtension
from drf_spectacular.openapi import AutoSchema as SpectacularAutoSchema
from rest_framework import serializers

from portal.api.permissions import HasAppToken, HasLease
from portal.api.problems import PROBLEM_CONTENT_TYPE
from portal.api.serializers import TEXT_PATTERN, NonBlankTextField, PatternField, StrictSerializer, anchored
from statecore import validation

PROBLEM_REF = {"$ref": "#/components/schemas/Problem"}

#: What DRF's CharField refuses whatever the field: NUL characters. (It refuses lone surrogates
#: too, which are no Unicode scalar values, so no JSON Schema string holds one.)
_TEXT = r"[^\x00]"
#: A CharField that trims and may not be blank: at least one character that is not whitespace.
_NON_BLANK = rf"^{_TEXT}*[^\s\x00]{_TEXT}*$"
_ANY_TEXT = TEXT_PATTERN


class LeaseTokenScheme(OpenApiAuthenticationExtension):
    target_class = "portal.api.authentication.LeaseTokenAuthentication"
    name = "leaseToken"

    def get_security_definition(self, auto_schema: Any) -> dict[str, str]:
        return {"type": "http", "scheme": "bearer", "bearerFormat": "stl_… (one sandbox worker's lease)"}


class AppTokenScheme(OpenApiAuthenticationExtension):
    target_class = "portal.api.authentication.AppTokenAuthentication"
    name = "appToken"

    def get_security_definition(self, auto_schema: Any) -> dict[str, str]:
        return {"type": "http", "scheme": "bearer", "bearerFormat": "sta_… (control plane application token)"}


class AutoSchema(SpectacularAutoSchema):
    def get_auth(self) -> list[dict[str, list[str]]]:
        auths: list[dict[str, list[str]]] = super().get_auth()
        permissions = [type(p) for p in self.view.get_permissions()]
        if HasLease in permissions:
            return [a for a in auths if "leaseToken" in a]
        if HasAppToken in permissions:
            return [a for a in auths if "appToken" in a]
        return auths

    def _map_basic_serializer(self, serializer: Any, direction: str) -> dict[str, Any]:
        schema: dict[str, Any] = super()._map_basic_serializer(serializer, direction)
        if direction == "request":
            schema.update(getattr(serializer, "schema_extra", {}))
        if isinstance(serializer, StrictSerializer):
            schema.pop("description", None)  # StrictSerializer's docstring, not the body's
            if direction == "request":
                schema["additionalProperties"] = False
        return schema

    def _map_serializer_field(self, field: Any, direction: str, bypass_extensions: bool = False) -> Any:
        schema = super()._map_serializer_field(field, direction, bypass_extensions)
        if direction != "request" or not isinstance(field, serializers.CharField):
            return schema
        schema = dict(schema)  # an extend_schema_field override is shared: never change it
        if isinstance(field, PatternField):
            schema["pattern"] = anchored(field.schema_regex)
        elif schema.get("type") == "string" and "pattern" not in schema and "enum" not in schema:
            blank_refused = not field.allow_blank and (
                field.trim_whitespace or isinstance(field, NonBlankTextField)
            )
            schema["pattern"] = _NON_BLANK if blank_refused else _ANY_TEXT
        return schema


# --- postprocessing: errors, path parameters, links -----------------------------------------------

_PATH_PARAMETERS: dict[str, dict[str, Any]] = {
    "key": {"type": "string", "pattern": anchored(validation.KEY_RE)},
    "idempotency_key": {"type": "string", "pattern": anchored(validation.KEY_RE)},
    "run_id": {"type": "string", "pattern": anchored(validation.RUN_ID_RE)},
    "scope": {"type": "string", "enum": ["user", "agent", "organization"]},
}

_ERRORS = {
    400: "invalid_request: malformed JSON, a missing, unknown or invalid field or parameter",
    401: "unauthenticated: no, unknown, expired or revoked token",
    403: "forbidden: this credential may not do this",
    404: "not_found: no such resource in the caller's scope",
    409: "a conflict; the code says which (lease_fenced for a lease that is no longer current)",
    413: "payload_too_large: the body or a value in it exceeds its bound",
    415: "unsupported_media_type: the body must be application/json",
    422: "policy_rejected",
    429: "rate_limited: a write-rate or entry-count bound; Retry-After is set",
}


def _errors_every_request_can_meet(path: str, operation: dict[str, Any]) -> set[int]:
    security = operation.get("security") or []
    codes = {401} if security else set()
    if security and not ({"leaseToken", "appToken"} <= {name for s in security for name in s}):
        codes.add(403)  # the other credential kind
    if any("leaseToken" in s for s in security):
        codes.add(409)  # lease_fenced: checked first, on every request
    if operation.get("parameters") or "{" in path:
        codes.add(400)
    if "{" in path:
        codes.add(404)
    content = (operation.get("requestBody") or {}).get("content") or {}
    if "application/json" in content:
        codes |= {400, 413, 415}  # DATA_UPLOAD_MAX_MEMORY_SIZE; any other content type
    if content:
        codes.add(413)
    return codes


def postprocess(result: dict[str, Any], generator: Any, request: Any, public: bool) -> dict[str, Any]:
    """drf-spectacular postprocessing hook (SPECTACULAR_SETTINGS["POSTPROCESSING_HOOKS"])."""
    schemas = result.setdefault("components", {}).setdefault("schemas", {})
    problem = schemas.setdefault("Problem", {"type": "object", "properties": {}})
    problem["properties"].update(
        {
            "errors": {
                "type": "array",
                "description": "400 only: the fields at fault and DRF's codes (never the values)",
                "items": {
                    "type": "object",
                    "properties": {"field": {"type": "string"}, "code": {"type": "string"}},
                    "required": ["field", "code"],
                },
            },
            "limit": {"type": "integer", "description": "the bound that was exceeded (413, 429)"},
            "retry_after": {"type": "integer", "description": "429: seconds, as the Retry-After header"},
            "field": {"type": "string", "description": "the field or header at fault"},
        }
    )
    for path, item in result.get("paths", {}).items():
        for operation in item.values():
            for parameter in operation.get("parameters", []):
                if parameter.get("in") == "path" and parameter["name"] in _PATH_PARAMETERS:
                    parameter["schema"] = dict(_PATH_PARAMETERS[parameter["name"]])
            responses = operation.setdefault("responses", {})
            for code in _errors_every_request_can_meet(path, operation):
                responses.setdefault(str(code), {})
            for code, response in responses.items():
                if code.isdigit() and int(code) >= 400:
                    if response.get("description") in (None, "", PROBLEM_CONTENT_TYPE):
                        response["description"] = _ERRORS.get(int(code), "")
                    response["content"] = {PROBLEM_CONTENT_TYPE: {"schema": PROBLEM_REF}}
    _add_links(result)
    return result


def _link(
    operation_id: str,
    parameters: dict[str, str] | None = None,
    *,
    body: dict[str, str] | None = None,
    description: str = "",
) -> Any:
    link: dict[str, Any] = {"operationId": operation_id}
    if parameters:
        link["parameters"] = parameters
    if body:
        link["requestBody"] = body  # merged into the generated body by schemathesis
    if description:
        link["description"] = description
    return link


_BINDING = "$response.body#/id"
_PENDING = "$response.body#/state_ref"
_PROPOSAL = "$response.body#/proposal_id"
_PENDING_LINKS = {
    "CommitPending": _link("state_commit_head", body={"state_ref": _PENDING}),
    "ReadPending": _link("state_read_native", {"state_ref": _PENDING}),
    "MarkUncertain": _link("state_mark_uncertain", body={"state_ref": _PENDING}),
}
_RECORD = {"scope": "$request.path.scope", "key": "$request.path.key"}

#: (operationId, status) -> links, in OpenAPI's runtime expression syntax: one worker's chain
#: (create binding -> issue lease; write pending -> commit -> read) and a memory write's.
LINKS: dict[tuple[str, str], dict[str, Any]] = {
    ("bindings_create", "201"): {
        "GetBinding": _link("bindings_retrieve", {"binding_id": _BINDING}),
        "IssueLease": _link(
            "bindings_issue_lease",
            {"binding_id": _BINDING},
            description="the lease_token it answers is the worker's credential for /state/*",
        ),
        "ClearBinding": _link("bindings_clear", {"binding_id": _BINDING}),
    },
    ("state_write_pending", "201"): _PENDING_LINKS,
    ("state_write_pending", "200"): _PENDING_LINKS,
    ("state_commit_head", "200"): {
        "ReadHead": _link("state_read_native", {"state_ref": "$response.body#/head/state_ref"}),
        "LoadHead": _link("state_load_head"),
    },
    ("memory_put", "202"): {
        "GetProposal": _link("memory_proposal_get", {"proposal_id": _PROPOSAL}),
        "DecideProposal": _link("memory_proposal_decide", {"proposal_id": _PROPOSAL}),
    },
    ("memory_put", "200"): {
        "GetProposal": _link("memory_proposal_get", {"proposal_id": _PROPOSAL}),
        "GetRecord": _link("memory_get", _RECORD),
        "DeleteRecord": _link(
            "memory_delete", {**_RECORD, "expected_revision": "$response.body#/record/revision"}
        ),
    },
}


def _add_links(result: dict[str, Any]) -> None:
    operations = {
        op.get("operationId"): op for item in result.get("paths", {}).values() for op in item.values()
    }
    for (operation_id, status), links in LINKS.items():
        operation = operations.get(operation_id)
        if operation is None:
            continue
        response = operation.get("responses", {}).get(status)
        if response is not None:
            present = [link for link in links.values() if link["operationId"] in operations]
            if len(present) == len(links):
                response.setdefault("links", {}).update(links)
