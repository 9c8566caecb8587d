"""The published schema's credentials, errors and links (portal/api/schema.py)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from drf_spectacular.generators import SchemaGenerator

from portal.api.schema import LINKS


@pytest.fixture(scope="module")
def openapi() -> dict[str, Any]:
    return dict(json.loads(json.dumps(SchemaGenerator().get_schema(request=None, public=True))))


def _operations(openapi: dict[str, Any]) -> dict[str, tuple[str, dict[str, Any]]]:
    return {op["operationId"]: (path, op) for path, item in openapi["paths"].items() for op in item.values()}


def test_each_operation_names_the_credentials_its_view_takes(openapi: dict[str, Any]) -> None:
    schemes = {
        op_id: sorted(name for s in op["security"] for name in s)
        for op_id, (_, op) in _operations(openapi).items()
    }
    for op_id, (path, _) in _operations(openapi).items():
        if path.startswith("/api/v1/state/"):
            assert schemes[op_id] == ["leaseToken"], op_id
        elif path.startswith("/api/v1/memory/"):
            assert schemes[op_id] == ["appToken", "leaseToken"], op_id
        else:
            assert schemes[op_id] == ["appToken"], op_id


def test_every_error_is_problem_json_and_every_operation_can_answer_401(openapi: dict[str, Any]) -> None:
    for op_id, (_, op) in _operations(openapi).items():
        assert "401" in op["responses"], op_id
        for status, response in op["responses"].items():
            if int(status) >= 400:
                assert list(response["content"]) == ["application/problem+json"], (op_id, status)


def test_lease_operations_document_lease_fenced(openapi: dict[str, Any]) -> None:
    for op_id, (path, op) in _operations(openapi).items():
        if path.startswith("/api/v1/state/"):
            assert "409" in op["responses"], op_id


def test_links_name_existing_operations_parameters_and_body_fields(openapi: dict[str, Any]) -> None:
    operations = _operations(openapi)
    schemas = openapi["components"]["schemas"]
    for (source, status), links in LINKS.items():
        assert "links" in operations[source][1]["responses"][status], (source, status)
        for name, link in links.items():
            _, target = operations[link["operationId"]]
            declared = {p["name"] for p in target.get("parameters", [])}
            assert set(link.get("parameters", {})) <= declared, name
            if "requestBody" in link:
                ref = target["requestBody"]["content"]["application/json"]["schema"]["$ref"]
                assert set(link["requestBody"]) <= set(schemas[ref.rsplit("/", 1)[1]]["properties"]), name


def test_strict_request_bodies_refuse_undeclared_fields(openapi: dict[str, Any]) -> None:
    body = openapi["components"]["schemas"]["BindingCreateRequestRequest"]
    assert body["additionalProperties"] is False
