"""Validation of the worker hot path's JSON bodies by plain functions (no serializer instance per
request). Each function accepts exactly what the operation's published schema describes (the
``Input`` serializers beside the views, which exist for the schema only; a test checks that the
two agree) and refuses anything else with the same problem+json as a serializer would: 400
``invalid_request`` with ``errors: [{field, code}]``.
"""

from __future__ import annotations

import binascii
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any
from uuid import UUID

import orjson
from rest_framework import serializers

from statecore import frames
from statecore.errors import InvalidRequest
from statecore.services.native import (
    MAX_WRITE_GROUPS,
    MAX_WRITES_PER_REQUEST,
    RunInterrupt,
    WriteGroup,
    WriteIn,
)
from statecore.services.state import RunOutcome
from statecore.validation import MAX_REVISION, RUN_ID_RE

# JSON framing allowed on top of a body's payload bound (field names, small values).
JSON_SLACK = 256 * 1024


class BodyError(serializers.ValidationError):
    def __init__(self, field: str, code: str, message: str) -> None:
        super().__init__({field: [serializers.ErrorDetail(message, code=code)]})


def obj(value: Any, allowed: frozenset[str], where: str = "body") -> dict[str, Any]:
    if not isinstance(value, dict):
        raise BodyError(where, "invalid", "expected a JSON object")
    unknown = set(value) - allowed
    if unknown:
        raise serializers.ValidationError(
            {
                (f"{where}.{name}" if where != "body" else name): [
                    serializers.ErrorDetail("unknown field", code="unknown_field")
                ]
                for name in sorted(unknown)
            }
        )
    return value


def required(body: dict[str, Any], name: str, where: str = "") -> Any:
    if name not in body:
        raise BodyError(where + name, "required", "this field is required")
    return body[name]


def integer(value: Any, field: str, minimum: int, maximum: int) -> int:
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if not isinstance(value, int) or isinstance(value, bool):
        raise BodyError(field, "invalid", "a valid integer is required")
    if not minimum <= value <= maximum:
        raise BodyError(field, "min_value" if value < minimum else "max_value", "out of range")
    return value


def uuid(value: Any, field: str) -> UUID:
    if isinstance(value, str):
        try:
            return UUID(value)
        except ValueError:
            pass
    raise BodyError(field, "invalid", "must be a valid UUID")


def text(value: Any, field: str, *, max_length: int, min_length: int = 1) -> str:
    if not isinstance(value, str):
        raise BodyError(field, "invalid", "not a valid string")
    if len(value) < min_length:
        raise BodyError(field, "blank", "may not be blank")
    if len(value) > max_length:
        raise BodyError(field, "max_length", f"at most {max_length} characters")
    if "\x00" in value:  # as DRF's CharField: PostgreSQL text cannot hold NUL
        raise BodyError(field, "null_characters_not_allowed", "null characters are not allowed")
    return value


def run_id(value: Any, field: str = "run_id") -> str:
    checked = text(value, field, max_length=128)
    if RUN_ID_RE.fullmatch(checked) is None:
        raise BodyError(field, "invalid", "has an invalid format")
    return checked


_RUN_FIELDS = frozenset({"status", "interrupt"})


def run_outcome(value: Any, where: str = "run") -> RunOutcome:
    body = obj(value, _RUN_FIELDS, where)
    status = required(body, "status", f"{where}.")
    if status not in ("completed", "interrupted"):
        raise BodyError(f"{where}.status", "invalid_choice", "must be completed or interrupted")
    return RunOutcome(status=status, interrupt=body.get("interrupt"))


@dataclass(frozen=True, slots=True)
class Commit:
    state_ref: UUID
    expected_revision: int
    run_id: str
    outcome: RunOutcome


_COMMIT_FIELDS = frozenset({"state_ref", "expected_durable_revision", "run_id", "run"})


def commit(value: Any) -> Commit:
    body = obj(value, _COMMIT_FIELDS)
    return Commit(
        state_ref=uuid(required(body, "state_ref"), "state_ref"),
        expected_revision=integer(
            required(body, "expected_durable_revision"), "expected_durable_revision", 0, MAX_REVISION
        ),
        run_id=run_id(required(body, "run_id")),
        outcome=run_outcome(required(body, "run")),
    )


@dataclass(frozen=True, slots=True)
class MarkUncertain:
    run_id: str
    reason: str
    state_ref: UUID | None


_MARK_FIELDS = frozenset({"run_id", "reason", "state_ref"})


def mark_uncertain(value: Any) -> MarkUncertain:
    body = obj(value, _MARK_FIELDS)
    state_ref = body.get("state_ref")
    return MarkUncertain(
        run_id=run_id(required(body, "run_id")),
        reason=text(required(body, "reason"), "reason", max_length=500),
        state_ref=uuid(state_ref, "state_ref") if state_ref is not None else None,
    )


# --- the adapter's superstep batch and task writes (JSON with base64 bytes) ----------------------


Blob = Callable[[Any, str], bytes]


def base64_bytes(value: Any, field: str) -> bytes:
    """Opaque bytes in a JSON body: base64 text."""
    if isinstance(value, str):
        try:
            return binascii.a2b_base64(value, strict_mode=True)
        except (binascii.Error, ValueError):
            pass
    raise BodyError(field, "invalid", "must be base64")


def framed(blobs: frames.Blobs) -> Blob:
    """Opaque bytes in a framed body (statecore.frames): the field holds the blob's length."""

    def take(value: Any, field: str) -> bytes:
        try:
            return blobs.take(value)
        except frames.FrameError as exc:
            raise BodyError(field, "invalid", str(exc)) from None

    return take


def parse(raw: bytes, content_type: str) -> tuple[Any, Blob, Callable[[], None]]:
    """The body's JSON document, how its opaque fields become bytes, and a final check."""
    if content_type.split(";", 1)[0].strip().lower() == frames.MEDIA_TYPE:
        try:
            header, blobs = frames.decode(raw)
        except frames.FrameError as exc:
            raise BodyError("body", "invalid", str(exc)) from None

        def finish() -> None:
            try:
                blobs.finish()
            except frames.FrameError as exc:
                raise BodyError("body", "invalid", str(exc)) from None

        return header, framed(blobs), finish
    try:
        return orjson.loads(raw), base64_bytes, lambda: None
    except orjson.JSONDecodeError:
        raise InvalidRequest("the request body is not valid JSON") from None


def listing(value: Any, field: str, max_length: int) -> list[Any]:
    if not isinstance(value, list):
        raise BodyError(field, "not_a_list", "expected a list")
    if len(value) > max_length:
        raise BodyError(field, "max_length", f"at most {max_length} items")
    return value


_WRITE_FIELDS = frozenset({"idx", "channel", "type", "value"})
_GROUP_FIELDS = frozenset({"checkpoint_ns", "checkpoint_id", "task_id", "task_path", "writes"})


def write_group(value: Any, where: str, blob: Blob = base64_bytes) -> WriteGroup:
    body = obj(value, _GROUP_FIELDS | ({"run"} if where == "body" else frozenset()), where)
    prefix = "" if where == "body" else f"{where}."
    writes = []
    for i, item in enumerate(listing(body.get("writes", []), prefix + "writes", MAX_WRITES_PER_REQUEST)):
        at = f"{prefix}writes[{i}]"
        w = obj(item, _WRITE_FIELDS, at)
        writes.append(
            WriteIn(
                idx=integer(required(w, "idx", f"{at}."), f"{at}.idx", -(2**31), 2**31 - 1),
                channel=text(required(w, "channel", f"{at}."), f"{at}.channel", max_length=255),
                value_type=text(required(w, "type", f"{at}."), f"{at}.type", max_length=64),
                value=blob(required(w, "value", f"{at}."), f"{at}.value"),
            )
        )
    return WriteGroup(
        native_ns=text(body.get("checkpoint_ns", ""), prefix + "checkpoint_ns", max_length=255, min_length=0),
        native_id=text(required(body, "checkpoint_id", prefix), prefix + "checkpoint_id", max_length=128),
        task_id=text(required(body, "task_id", prefix), prefix + "task_id", max_length=128),
        task_path=text(body.get("task_path", ""), prefix + "task_path", max_length=255, min_length=0),
        writes=tuple(writes),
    )


@dataclass(frozen=True, slots=True)
class Writes:
    group: WriteGroup
    run: RunInterrupt | None


_INTERRUPT_FIELDS = frozenset({"run_id", "status", "interrupt"})


def writes(value: Any, blob: Blob = base64_bytes) -> Writes:
    group = write_group(value, "body", blob)
    return Writes(group, _interrupt(value.get("run")))


def _interrupt(raw_run: Any) -> RunInterrupt | None:
    if raw_run is None:
        return None
    r = obj(raw_run, _INTERRUPT_FIELDS, "run")
    if required(r, "status", "run.") != "interrupted":
        raise BodyError("run.status", "invalid_choice", "must be interrupted")
    return RunInterrupt(
        run_id=run_id(required(r, "run_id", "run."), "run.run_id"),
        interrupt=required(r, "interrupt", "run."),
    )


@dataclass(frozen=True, slots=True)
class WritesBatch:
    groups: tuple[WriteGroup, ...]
    run: RunInterrupt | None


def writes_batch(value: Any, blob: Blob = base64_bytes) -> WritesBatch:
    """Several tasks' writes (against any checkpoints of the lease's binding) in one request."""
    body = obj(value, frozenset({"groups", "run"}))
    groups = listing(required(body, "groups"), "groups", MAX_WRITE_GROUPS)
    if not groups:
        raise BodyError("groups", "min_length", "at least one group")
    return WritesBatch(
        groups=tuple(write_group(g, f"groups[{i}]", blob) for i, g in enumerate(groups)),
        run=_interrupt(body.get("run")),
    )


@dataclass(frozen=True, slots=True)
class CheckpointPutBody:
    idempotency_key: str
    codec: str
    payload: bytes
    native_ns: str
    native_id: str
    parent_native_id: str | None
    metadata: dict[str, Any]
    expected_revision: int
    run_id: str
    outcome: RunOutcome
    writes: tuple[WriteGroup, ...]


_PUT_FIELDS = frozenset(
    {
        "idempotency_key",
        "codec",
        "payload",
        "checkpoint_ns",
        "checkpoint_id",
        "parent_checkpoint_id",
        "metadata",
        "expected_durable_revision",
        "run_id",
        "run",
        "writes",
    }
)


def checkpoint_put(value: Any, blob: Blob = base64_bytes) -> CheckpointPutBody:
    body = obj(value, _PUT_FIELDS)
    metadata = body.get("metadata", {})
    if not isinstance(metadata, dict):
        raise BodyError("metadata", "invalid", "must be a JSON object")
    parent = body.get("parent_checkpoint_id")
    groups = listing(body.get("writes", []), "writes", MAX_WRITE_GROUPS)
    return CheckpointPutBody(
        idempotency_key=text(required(body, "idempotency_key"), "idempotency_key", max_length=200),
        codec=text(required(body, "codec"), "codec", max_length=100),
        payload=blob(required(body, "payload"), "payload"),
        native_ns=text(body.get("checkpoint_ns", ""), "checkpoint_ns", max_length=255, min_length=0),
        native_id=text(required(body, "checkpoint_id"), "checkpoint_id", max_length=128),
        parent_native_id=text(parent, "parent_checkpoint_id", max_length=128) if parent is not None else None,
        metadata=metadata,
        expected_revision=integer(
            required(body, "expected_durable_revision"), "expected_durable_revision", 0, MAX_REVISION
        ),
        run_id=run_id(required(body, "run_id")),
        outcome=run_outcome(required(body, "run")),
        writes=tuple(write_group(g, f"writes[{i}]", blob) for i, g in enumerate(groups)),
    )
