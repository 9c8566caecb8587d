"""``check_*``: validate a value or raise InvalidRequest. No database access here."""

from __future__ import annotations

import json
import re
from typing import Any

from statecore.errors import InvalidRequest

KEY_RE = re.compile(r"[A-Za-z0-9._:-]{1,200}")
RUN_ID_RE = re.compile(r"[A-Za-z0-9._:~-]{1,128}")
ENVIRONMENT_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,63}")
NAME_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9._:/+-]{0,99}")
IDENTIFIER_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9._:@/+-]{0,199}")

#: Revisions are PostgreSQL integers: nothing above this can name one.
MAX_REVISION = 2**31 - 1
MAX_STATE_METADATA_BYTES = 4096
#: task writes per request (POST /state/writes, /state/writes/batch and the superstep batch)
MAX_WRITES_PER_REQUEST = 1000
#: task groups per request (the superstep batch and /state/writes/batch)
MAX_WRITE_GROUPS = 64
# Revisions are PostgreSQL integers; an expected revision above this can never be current.
MAX_REVISION = 2**31 - 2
MAX_INTERRUPT_BYTES = 64 * 1024
MAX_SUBJECT_CHARS = 1024


def _check(pattern: re.Pattern[str], value: object, field: str) -> str:
    if not isinstance(value, str) or pattern.fullmatch(value) is None:
        raise InvalidRequest(f"{field} has an invalid format", field=field)
    return value


def check_idempotency_key(value: object) -> str:
    return _check(KEY_RE, value, "idempotency_key")


def check_key(value: object) -> str:
    return _check(KEY_RE, value, "key")


def check_run_id(value: object) -> str:
    return _check(RUN_ID_RE, value, "run_id")


def check_environment(value: object) -> str:
    return _check(ENVIRONMENT_RE, value, "environment")


def check_name(value: object, field: str) -> str:
    return _check(NAME_RE, value, field)


def check_identifier(value: object, field: str) -> str:
    return _check(IDENTIFIER_RE, value, field)


def check_subject(value: object) -> str:
    if not isinstance(value, str) or not value.strip() or len(value) > MAX_SUBJECT_CHARS:
        raise InvalidRequest("subject must be a non-empty string", field="subject")
    return value


def has_nul(value: object) -> bool:
    """Whether a JSON value holds U+0000 in any string, object keys included."""
    if isinstance(value, str):
        return "\x00" in value
    if isinstance(value, dict):
        return any(has_nul(k) or has_nul(v) for k, v in value.items())
    if isinstance(value, list):
        return any(has_nul(v) for v in value)
    return False


def canonical_json(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def check_json_object(value: object, field: str, max_bytes: int) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise InvalidRequest(f"{field} must be a JSON object", field=field)
    if has_nul(value):  # PostgreSQL's jsonb cannot hold U+0000: refused here, not a 500 there
        raise InvalidRequest(f"{field} must not contain NUL characters", field=field)
    if len(canonical_json(value).encode("utf-8")) > max_bytes:
        raise InvalidRequest(f"{field} is larger than {max_bytes} bytes", field=field)
    return value
