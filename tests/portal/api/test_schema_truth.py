"""The published schema says what the views accept, per operation with a JSON body:

- a body the schema allows is never refused with 400 (bodies generated from the schema by
  schemathesis, posted to the in-process API);
- a body the validation refuses with 400 is outside the schema (a schema-valid body with one
  field changed, left out or added, or an object of the schema's field names with awkward
  values; each refused one is checked against the schema with a JSON Schema validator).

Bounds OpenAPI 3.0 cannot state (bytes of canonical JSON, a packed key's length, filter
operators, NUL inside JSON values) are stated in the schema's descriptions and recognised by the
domain's own checks (``beyond_prose_bounds``); a known mismatch would be listed in ``KNOWN``

Both directions matter: the first keeps clients generated from the schema working, the second
keeps the schema from promising less than the views refuse.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlencode

import jsonschema_rs
import pytest
import schemathesis
from drf_spectacular.generators import SchemaGenerator
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rest_framework.test import APIClient
from schemathesis import GenerationMode
from schemathesis.core import NotSet
from schemathesis.specs.openapi.converter import to_json_schema

from portal.api.memory_batch import MAX_FILTER_BYTES
from statecore import memory_items
from statecore.errors import InvalidRequest
from statecore.services.memory import MAX_PROVENANCE_BYTES
from statecore.validation import MAX_INTERRUPT_BYTES, MAX_STATE_METADATA_BYTES, canonical_json, has_nul
from tests.conftest import CODEC, Worker

EXAMPLES = 30
SETTINGS = settings(
    max_examples=EXAMPLES,
    deadline=None,
    database=None,
    derandomize=True,  # the same bodies on every run: a guard, not a lottery
    suppress_health_check=[
        HealthCheck.function_scoped_fixture,
        HealthCheck.too_slow,
        HealthCheck.filter_too_much,
    ],
)


@pytest.fixture(scope="module")
def openapi() -> dict[str, Any]:
    schema = SchemaGenerator().get_schema(request=None, public=True)
    return dict(json.loads(json.dumps(schema)))  # plain JSON types (no lazy strings, no tuples)


@dataclass(frozen=True)
class Op:
    operation_id: str
    credential: str  # "app" or "lease"
    path: dict[str, str]
    query: dict[str, str]


def _operations() -> list[Op]:
    # Path parameters that pass routing; those a view looks up only after validating its body
    # may name nothing ({run_id}, {proposal_id}); a binding must exist ({binding_id}: "binding").
    app_memory = {"agent_id": "agent-1"}
    return [
        Op("bindings_create", "app", {}, {}),
        Op("bindings_issue_lease", "app", {"binding_id": "binding"}, {}),
        Op("runs_reconcile", "app", {"run_id": "run-nobody-started"}, {}),
        Op("memory_put", "app", {"scope": "agent", "key": "k1"}, app_memory),
        Op("memory_search", "app", {"scope": "agent"}, app_memory),
        Op("memory_batch", "app", {}, app_memory),
        Op("memory_proposal_decide", "app", {"proposal_id": str(uuid.UUID(int=1))}, {}),
        Op("memory_put", "lease", {"scope": "user", "key": "k1"}, {}),
        Op("memory_search", "lease", {"scope": "user"}, {}),
        Op("memory_batch", "lease", {}, {}),
        Op("state_commit_head", "lease", {}, {}),
        Op("state_checkpoint_put", "lease", {}, {}),
        Op("state_writes_put", "lease", {}, {}),
        Op("state_writes_batch_put", "lease", {}, {}),
        Op("state_mark_uncertain", "lease", {}, {}),
        Op("state_prune", "lease", {}, {}),
        Op("state_runs_delete", "lease", {}, {}),
    ]


OPERATIONS = _operations()


def _find(openapi: dict[str, Any], operation_id: str) -> tuple[str, str, dict[str, Any]]:
    for path, item in openapi["paths"].items():
        for method, operation in item.items():
            if operation.get("operationId") == operation_id:
                return path, method, operation
    raise LookupError(operation_id)


def body_validator(openapi: dict[str, Any], operation: dict[str, Any]) -> Callable[[Any], bool]:
    """The operation's JSON body schema as a JSON Schema validator (OpenAPI 3.0's ``nullable``
    converted; patterns with ECMA-262 semantics, as the schema means them)."""
    body = operation["requestBody"]["content"]["application/json"]["schema"]
    components = {
        name: to_json_schema(schema, nullable_keyword="nullable", update_quantifiers=False)
        for name, schema in openapi["components"]["schemas"].items()
    }
    root = {
        **to_json_schema(body, nullable_keyword="nullable", update_quantifiers=False),
        "components": {"schemas": components},
    }
    validator = jsonschema_rs.Draft4Validator(root, validate_formats=True)
    return validator.is_valid


@pytest.fixture
def clients(
    app: APIClient, make_binding: Callable[..., dict[str, Any]], make_worker: Callable[..., Worker]
) -> dict[str, Any]:
    binding = make_binding()
    worker = make_worker(make_binding()["id"])
    return {"app": app, "lease": worker.client, "binding": binding["id"]}


def _send(clients: dict[str, Any], path: str, method: str, op: Op, body: Any) -> Any:
    params = {k: (clients["binding"] if v == "binding" else v) for k, v in op.path.items()}
    url = path.format(**params)
    client: APIClient = clients[op.credential]
    return getattr(client, method)(
        url, data=json.dumps(body), content_type="application/json", QUERY_STRING=_qs(op)
    )


def _qs(op: Op) -> str:
    return urlencode(op.query)


def _refusal(response: Any) -> list[Any]:
    """A 400's field errors (a serializer's), or the one field the service named."""
    if response.status_code != 400:
        return []
    problem = response.json()
    return list(problem.get("errors", [])) or [
        {"field": problem.get("field"), "detail": problem.get("detail")}
    ]


def _id(op: Op) -> str:
    return f"{op.operation_id}[{op.credential}]"


def _schema_valid(
    openapi: dict[str, Any], path: str, method: str, *, json_body: bool = True
) -> st.SearchStrategy[Any]:
    """Requests schemathesis generates to fit the schema. With ``json_body`` (the body tests post
    only the body) the JSON form of an operation that also takes a binary framing: a frame is
    opaque to JSON Schema."""
    strategy = schemathesis.openapi.from_dict(openapi)[path][method.upper()].as_strategy(
        GenerationMode.POSITIVE
    )
    if not json_body:
        return strategy
    return strategy.filter(
        lambda case: case.media_type == "application/json" and not isinstance(case.body, NotSet)
    )


def _collect(
    op: Op,
    clients: dict[str, Any],
    path: str,
    method: str,
    bodies: st.SearchStrategy[Any],
    keep: Callable[[Any], bool],
) -> list[tuple[Any, Any]]:
    """Post each generated body; the 400 refusals of bodies ``keep`` selects, with their errors."""
    found: list[tuple[Any, Any]] = []

    @SETTINGS
    @given(body=bodies)
    def check(body: Any) -> None:
        response = _send(clients, path, method, op, body)
        assert response.status_code < 500, (body, response.content[:300])
        if response.status_code == 400 and keep(body):
            found.append((body, _refusal(response)))

    check()
    return found


@pytest.mark.parametrize("op", OPERATIONS, ids=_id)
def test_a_body_the_schema_allows_is_not_refused(
    op: Op, openapi: dict[str, Any], clients: dict[str, Any], request: pytest.FixtureRequest
) -> None:
    _known_mismatch(request, op, "allowed")
    path, method, _ = _find(openapi, op.operation_id)
    bodies = _schema_valid(openapi, path, method).map(lambda case: case.body)
    refused = _collect(op, clients, path, method, bodies, lambda body: beyond_prose_bounds(body) is None)
    assert refused == [], refused[:3]


def beyond_prose_bounds(body: Any) -> str | None:
    """Which bound that JSON Schema (OpenAPI 3.0) cannot state, and the schema states in a
    description instead, this body exceeds, by the domain's own checks; None if none."""
    if not isinstance(body, dict):
        return None
    run = body.get("run")
    interrupt = run.get("interrupt") if isinstance(run, dict) else None
    if isinstance(interrupt, dict):
        if has_nul(interrupt):
            return "NUL in interrupt"
        if len(canonical_json(interrupt).encode()) > MAX_INTERRUPT_BYTES:
            return "interrupt bytes"
    nested = [*(body.get("writes") or []), *(body.get("groups") or [])]
    groups = [body, *(g for g in nested if isinstance(g, dict) and "writes" in g)]
    for group in groups:
        writes = group.get("writes")
        idxs = [repr(w.get("idx")) for w in writes if isinstance(w, dict)] if isinstance(writes, list) else []
        if len(idxs) != len(set(idxs)):
            return "a task's idx repeated"
    metadata = body.get("metadata")
    if isinstance(metadata, dict):
        if has_nul(metadata):
            return "NUL in metadata"
        if len(canonical_json(metadata).encode()) > MAX_STATE_METADATA_BYTES:
            return "metadata bytes"
    for op in [body, *(o for o in body.get("ops", []) if isinstance(o, dict))]:
        provenance = op.get("provenance")
        if isinstance(provenance, dict) and len(canonical_json(provenance).encode()) > MAX_PROVENANCE_BYTES:
            return "provenance bytes"
        if has_nul(provenance):
            return "NUL in provenance"
        if op.get("filter") is not None:
            try:
                memory_items.check_filter(op["filter"])
            except InvalidRequest:
                return "filter operators"
            if len(canonical_json(op["filter"]).encode()) > MAX_FILTER_BYTES:
                return "filter bytes"
        if isinstance(op.get("namespace"), list) and isinstance(op.get("key"), str):
            try:
                memory_items.record_key(op["namespace"], op["key"])
            except InvalidRequest:
                return "packed record key length"
    return None


def _awkward_values() -> st.SearchStrategy[Any]:
    text = st.one_of(
        st.sampled_from(["", " ", "\t", "a\n", "\x00", "a b", "a/b", "x" * 201, "x" * 1025, "ok-1", "prod"]),
        st.text(max_size=20),
    )
    scalar = st.one_of(
        st.none(),
        st.booleans(),
        st.sampled_from([-1, 0, 1, 10, 51, 3651, 2**31, 2**63, 10**30]),
        st.integers(),
        st.floats(allow_nan=False, allow_infinity=False),
        text,
    )
    return st.recursive(
        scalar,
        lambda inner: st.lists(inner, max_size=3) | st.dictionaries(text, inner, max_size=3),
        max_leaves=6,
    )


def _one_field_changed(body: Any) -> st.SearchStrategy[Any]:
    """A valid body with one field (of the body, or of its first op) set to an awkward value or
    left out, or with a field it does not declare."""
    target = body["ops"][0] if isinstance(body, dict) and body.get("ops") else body
    if not isinstance(target, dict) or not target:
        return st.just(body)

    def changed(name: str, value: Any, drop: bool) -> Any:
        copy = json.loads(json.dumps(body))
        inner = copy["ops"][0] if target is not body else copy
        if drop:
            inner.pop(name, None)
        else:
            inner[name] = value
        return copy

    names = st.sampled_from([*sorted(target), "extra"])
    return st.builds(changed, names, _awkward_values(), st.booleans())


def _near_bodies(schema: dict[str, Any], components: dict[str, Any]) -> st.SearchStrategy[Any]:
    """Objects with the schema's own field names (some left out, some extra), awkward values."""
    if "$ref" in schema:
        schema = components[schema["$ref"].rsplit("/", 1)[1]]
    variants = [schema, *schema.get("oneOf", [])]
    names = sorted({n for v in variants for n in _resolve(v, components).get("properties", {})} | {"extra"})
    return st.dictionaries(st.sampled_from(names), _awkward_values(), max_size=len(names))


def _resolve(schema: dict[str, Any], components: dict[str, Any]) -> dict[str, Any]:
    if "$ref" in schema:
        return dict(components[schema["$ref"].rsplit("/", 1)[1]])
    return schema


@pytest.mark.parametrize("op", OPERATIONS, ids=_id)
def test_a_body_the_validation_refuses_is_outside_the_schema(
    op: Op, openapi: dict[str, Any], clients: dict[str, Any], request: pytest.FixtureRequest
) -> None:
    _known_mismatch(request, op, "refused")
    path, method, operation = _find(openapi, op.operation_id)
    allowed = body_validator(openapi, operation)
    body_schema = operation["requestBody"]["content"]["application/json"]["schema"]
    bodies = st.one_of(
        _schema_valid(openapi, path, method).flatmap(lambda case: _one_field_changed(case.body)),
        _near_bodies(body_schema, openapi["components"]["schemas"]),
    )
    inside = _collect(
        op, clients, path, method, bodies, lambda body: allowed(body) and not beyond_prose_bounds(body)
    )
    assert inside == [], inside[:3]


#: Known mismatches between what the schema allows and what a view accepts: none now. A new
#: entry is (operation id, "allowed" | "refused") -> the reason, and fails once it is fixed.
KNOWN: dict[tuple[str, str], str] = {}


def _known_mismatch(request: pytest.FixtureRequest, op: Op, direction: str) -> None:
    reason = KNOWN.get((op.operation_id, direction))
    if reason:
        request.applymarker(pytest.mark.xfail(reason=reason, strict=True))


# --- query parameters and headers -----------------------------------------------------------------
#: lease-token reads whose query parameters (and the pending write, whose headers) the views
#: check by hand: the schema must state the same bounds
PARAMETER_OPS = [
    Op("state_history", "lease", {}, {}),
    Op("state_checkpoints", "lease", {}, {}),
    Op("state_delta_history", "lease", {}, {}),
    Op("state_write_pending", "lease", {"idempotency_key": "k-params"}, {}),
]

#: values around each bound the views check (lengths 0/1/128/129/255/256, limit 0/1/100/101,
#: integers and not, a state_ref and not)
AWKWARD_PARAMETER_VALUES = [
    "",
    " ",
    "0",
    "-1",
    "1",
    "20",
    "100",
    "101",
    "1.5",
    "abc",
    "{}",
    '{"a": 1}',
    "[1]",
    "x" * 128,
    "x" * 129,
    "x" * 255,
    "x" * 256,
    "x" * 4097,
    str(uuid.UUID(int=7)),
]


def _request(
    clients: dict[str, Any], path: str, method: str, query: dict[str, Any], headers: dict[str, str]
) -> Any:
    client: APIClient = clients["lease"]
    meta = {"HTTP_" + name.upper().replace("-", "_"): value for name, value in headers.items()}
    if method == "get":
        return client.get(path, data=query, **meta)
    return client.generic(
        method.upper(),
        path,
        b"state",
        content_type="application/octet-stream",
        QUERY_STRING=urlencode(query),
        **meta,
    )


def _parameter_schemas(operation: dict[str, Any]) -> dict[tuple[str, str], dict[str, Any]]:
    return {
        (p["in"], p["name"]): p["schema"]
        for p in operation.get("parameters", [])
        if p["in"] in ("query", "header") and p["name"] != "metadata.<key>"
    }


def _parameter_allows(schema: dict[str, Any], raw: str) -> bool:
    """Whether the schema allows ``raw`` as this parameter's (one) value, as a client reads it."""
    if schema.get("type") == "integer":
        if not raw.lstrip("-").isdigit():
            return False
        value: Any = int(raw)
    elif schema.get("type") == "array":
        value = [raw]
    else:
        value = raw
    return bool(jsonschema_rs.Draft202012Validator(schema, validate_formats=True).is_valid(value))


def _metadata_header_ok(headers: dict[str, str]) -> bool:
    """X-State-Metadata must hold a JSON object: stated in its description, not expressible."""
    raw = headers.get("X-State-Metadata")
    if raw is None:
        return True
    try:
        return isinstance(json.loads(raw), dict)
    except ValueError:
        return False


@pytest.mark.parametrize("op", PARAMETER_OPS, ids=_id)
def test_parameters_the_schema_allows_are_not_refused(
    op: Op, openapi: dict[str, Any], clients: dict[str, Any]
) -> None:
    path, method, _ = _find(openapi, op.operation_id)
    url = path.format(**op.path)
    refused: list[Any] = []

    @SETTINGS
    @given(case=_schema_valid(openapi, path, method, json_body=False))
    def check(case: Any) -> None:
        query = dict(case.query or {})
        headers = {k: v for k, v in (case.headers or {}).items() if k.lower().startswith("x-state-")}
        response = _request(clients, url, method, query, headers)
        assert response.status_code < 500, (query, headers, response.content[:300])
        if response.status_code == 400 and _metadata_header_ok(headers):
            refused.append((query, headers, _refusal(response)))

    check()
    assert refused == [], refused[:3]


@pytest.mark.parametrize("op", PARAMETER_OPS, ids=_id)
def test_a_parameter_the_view_refuses_is_outside_the_schema(
    op: Op, openapi: dict[str, Any], clients: dict[str, Any]
) -> None:
    path, method, operation = _find(openapi, op.operation_id)
    url = path.format(**op.path)
    schemas = _parameter_schemas(operation)
    assert schemas, op.operation_id
    # the smallest request that passes: required parameters set, the codec the binding expects
    required = {
        (p["in"], p["name"]): ("c-1" if p["in"] == "query" else CODEC)
        for p in operation.get("parameters", [])
        if p.get("required") and p["in"] in ("query", "header")
    }
    inside: list[Any] = []
    for (where, name), schema in schemas.items():
        for value in AWKWARD_PARAMETER_VALUES:
            chosen = {**required, (where, name): value}
            query = {n: v for (w, n), v in chosen.items() if w == "query"}
            headers = {n: v for (w, n), v in chosen.items() if w == "header"}
            response = _request(clients, url, method, query, headers)
            assert response.status_code < 500, (name, value[:20], response.content[:300])
            if response.status_code != 400:
                continue
            problem = response.json()
            refused_here = problem.get("field") == name or any(
                e.get("field") == name for e in problem.get("errors", [])
            )
            prose = name == "X-State-Metadata" and not _metadata_header_ok(headers)
            if refused_here and not prose and _parameter_allows(schema, value):
                inside.append((name, value[:20], _refusal(response)))
    assert inside == [], inside[:3]
