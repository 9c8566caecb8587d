"""Endpoints for harness adapters (CONTRACT 4, "Harness adapters"): lease token, same invariants.

The scope is the lease's; only committed states of its binding and epoch are ever listed.
"""

from __future__ import annotations

import json
from typing import Any
from uuid import UUID

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema, inline_serializer
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from portal.api.permissions import HasLease
from portal.api.state import PROBLEM
from statecore import selectors
from statecore.errors import InvalidRequest
from statecore.models import NativeState
from statecore.scope import LeasePrincipal

_MAX_FILTERS = 16

HistoryItem = inline_serializer(
    "StateHistoryItem",
    many=True,
    fields={
        "state_ref": serializers.UUIDField(),
        "revision": serializers.IntegerField(),
        "parent": serializers.UUIDField(allow_null=True),
        "metadata": serializers.JSONField(),
        "codec": serializers.CharField(),
        "size": serializers.IntegerField(),
        "sha256": serializers.CharField(),
        "run_id": serializers.CharField(),
        "committed_at": serializers.DateTimeField(),
    },
)
HistoryOutput = inline_serializer("StateHistory", {"states": HistoryItem})


def _item(state: NativeState) -> dict[str, Any]:
    assert state.committed_at is not None
    return {
        "state_ref": str(state.id),
        "revision": state.revision,
        "parent": str(state.parent_id) if state.parent_id else None,
        "metadata": state.metadata,
        "codec": state.codec,
        "size": state.size,
        "sha256": state.sha256,
        "run_id": state.run_id,
        "committed_at": state.committed_at.isoformat().replace("+00:00", "Z"),
    }


def _metadata_filters(request: Request) -> dict[str, list[Any]]:
    """``metadata.<k>=<v>``: v is read as JSON when it parses (1, true, "x"), and also as text."""
    filters: dict[str, list[Any]] = {}
    for name in request.query_params:
        if not name.startswith("metadata."):
            continue
        raw = str(request.query_params.get(name, ""))
        key = name.removeprefix("metadata.")
        if not key or len(key) > 200:
            raise InvalidRequest("metadata filter keys are 1-200 characters", field=name)
        values: list[Any] = [raw]
        try:
            parsed = json.loads(raw)
        except ValueError:
            parsed = raw
        if parsed != raw:
            values.append(parsed)
        filters[key] = values
    if len(filters) > _MAX_FILTERS:
        raise InvalidRequest(f"at most {_MAX_FILTERS} metadata filters", field="metadata")
    return filters


class StateHistoryApi(APIView):
    """Committed states of the lease's binding and epoch, newest first; pending never listed."""

    permission_classes = [HasLease]

    @extend_schema(
        operation_id="state_history",
        parameters=[
            OpenApiParameter(
                "before", OpenApiTypes.UUID, description="only states older than this state_ref"
            ),
            OpenApiParameter("limit", int, description=f"1..{selectors.MAX_HISTORY_LIMIT}, default 20"),
            OpenApiParameter(
                "metadata.<key>",
                str,
                description="equality filter on a metadata key (JSON value or text); repeat per key",
            ),
        ],
        responses={200: HistoryOutput, 400: PROBLEM, 401: PROBLEM, 404: PROBLEM, 409: PROBLEM},
    )
    def get(self, request: Request) -> Response:
        assert isinstance(request.auth, LeasePrincipal)
        before: UUID | None = None
        raw_before = request.query_params.get("before")
        if raw_before:
            try:
                before = UUID(raw_before)
            except ValueError:
                raise InvalidRequest("before must be a state_ref", field="before") from None
        try:
            limit = int(request.query_params.get("limit", "20"))
        except ValueError:
            raise InvalidRequest("limit must be an integer", field="limit") from None
        if not 1 <= limit <= selectors.MAX_HISTORY_LIMIT:
            raise InvalidRequest(f"limit must be 1..{selectors.MAX_HISTORY_LIMIT}", field="limit")
        states = selectors.state_history(
            scope=request.auth.scope, before=before, limit=limit, metadata=_metadata_filters(request)
        )
        return Response({"states": [_item(s) for s in states]})
