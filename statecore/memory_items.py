"""Item addressing inside one memory namespace, for key-value stores such as LangGraph's.

A memory namespace is computed from the credential (user / agent / organization); the caller can
never name another one. Inside it, a store addresses an item by a *path* (a tuple of non-empty
labels, LangGraph's namespace after its scope label) and an *item key* (any string). Both are
packed into one record key, so an item is an ordinary memory record that every single-record
endpoint can address too::

    record key = enc(label_1) ":" ... ":" enc(label_n) "::" enc(item_key)      (n >= 0)

``enc`` keeps ``[A-Za-z0-9.-]`` and writes every other UTF-8 byte as ``_`` + two lowercase hex
digits (``_`` itself is ``_5f``, ``:`` is ``_3a``), so an encoded part never contains ``:`` and
the first ``::`` ends the path. The packing is injective; a record key without ``::`` is not an
item (it is still a record, reachable by its key). Record keys are at most 200 characters, which
bounds labels and item keys after encoding.

Value filters follow LangGraph's ``InMemoryStore``: a field equals a value (objects and lists
compare element-wise), or an object of operators ``$eq``, ``$ne``, ``$gt``, ``$gte``, ``$lt``,
``$lte`` (the ordering ones compare as numbers). Where LangGraph's store raises (an ordering
operator on a missing or non-numeric field), the item simply does not match. No Django here.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Mapping, Sequence
from typing import Any

from statecore.errors import InvalidRequest
from statecore.validation import KEY_RE

SEPARATOR = ":"
PATH_END = "::"
MAX_LABELS = 20
_PLAIN = re.compile(r"[A-Za-z0-9.-]")
_ESCAPE = re.compile(r"_([0-9a-f]{2})")
OPERATORS = frozenset({"$eq", "$ne", "$gt", "$gte", "$lt", "$lte"})


def encode_part(text: str) -> str:
    out: list[str] = []
    for char in text:
        if _PLAIN.fullmatch(char):
            out.append(char)
        else:
            out.extend(f"_{byte:02x}" for byte in char.encode("utf-8"))
    return "".join(out)


def decode_part(text: str) -> str:
    """The inverse of ``encode_part``; raises ValueError for text it cannot have produced."""
    if ":" in text or re.sub(r"_[0-9a-f]{2}", "", text).count("_"):
        raise ValueError("not an encoded part")
    data = bytearray()
    i = 0
    while i < len(text):
        if text[i] == "_":
            data.append(int(text[i + 1 : i + 3], 16))
            i += 3
        else:
            data.extend(text[i].encode("ascii"))
            i += 1
    decoded = data.decode("utf-8")
    if encode_part(decoded) != text:  # e.g. "_41" for a plain "A": not canonical, so not ours
        raise ValueError("not a canonical encoding")
    return decoded


def check_path(path: object) -> tuple[str, ...]:
    if not isinstance(path, (list, tuple)) or len(path) > MAX_LABELS:
        raise InvalidRequest(f"namespace must be a list of at most {MAX_LABELS} labels", field="namespace")
    for label in path:
        if not isinstance(label, str) or not label:
            raise InvalidRequest("namespace labels must be non-empty strings", field="namespace")
    return tuple(path)


def path_prefix(path: Sequence[str]) -> str:
    """The record-key prefix shared by every item at ``path`` or below it."""
    return "".join(encode_part(label) + SEPARATOR for label in path)


def record_key(path: Sequence[str], item_key: str) -> str:
    """Pack (path, item key) into a record key; InvalidRequest if it exceeds the key bound."""
    labels = check_path(path)
    if not isinstance(item_key, str):
        raise InvalidRequest("key must be a string", field="key")
    key = SEPARATOR.join(encode_part(label) for label in labels) + PATH_END + encode_part(item_key)
    if KEY_RE.fullmatch(key) is None:
        raise InvalidRequest("namespace and key are longer than a record key allows", field="key")
    return key


def split_record_key(key: str) -> tuple[tuple[str, ...], str] | None:
    """(path, item key) of a record key in the item layout, or None for any other record key."""
    head, sep, tail = key.partition(PATH_END)
    if not sep:
        return None
    try:
        path = tuple(decode_part(label) for label in head.split(SEPARATOR)) if head else ()
        return path, decode_part(tail)
    except (ValueError, UnicodeDecodeError):
        return None


def split_path(head: str) -> tuple[str, ...] | None:
    """A path from the part of a record key before ``::`` (as the namespace listing reads it)."""
    try:
        return tuple(decode_part(label) for label in head.split(SEPARATOR)) if head else ()
    except (ValueError, UnicodeDecodeError):
        return None


# --- value filters -------------------------------------------------------------------------------


def check_filter(value: object) -> dict[str, Any]:
    """A filter is a JSON object; operator objects may use only the six known operators."""
    if not isinstance(value, dict):
        raise InvalidRequest("filter must be a JSON object", field="filter")
    _check_operators(value)
    return value


def _check_operators(value: Any) -> None:
    if isinstance(value, dict):
        ops = [k for k in value if isinstance(k, str) and k.startswith("$")]
        if ops and any(k not in OPERATORS for k in ops):
            raise InvalidRequest("filter uses an unsupported operator", field="filter")
        for child in value.values():
            _check_operators(child)
    elif isinstance(value, list):
        for child in value:
            _check_operators(child)


def matches(value: Mapping[str, Any], filter_: Mapping[str, Any]) -> bool:
    return all(_compare(value.get(field), wanted) for field, wanted in filter_.items())


def _compare(actual: Any, wanted: Any) -> bool:
    if isinstance(wanted, dict):
        if any(isinstance(k, str) and k.startswith("$") for k in wanted):
            return all(_operator(actual, op, operand) for op, operand in wanted.items())
        if not isinstance(actual, dict):
            return False
        return all(_compare(actual.get(k), v) for k, v in wanted.items())
    if isinstance(wanted, list):
        return (
            isinstance(actual, list)
            and len(actual) == len(wanted)
            and all(_compare(a, w) for a, w in zip(actual, wanted, strict=True))
        )
    return bool(actual == wanted)


def _number(value: Any) -> float | None:
    if isinstance(value, bool):
        return float(value)
    if isinstance(value, (int, float)):
        return float(value)
    if isinstance(value, str):
        try:
            number = float(value)
        except ValueError:
            return None
        return None if math.isnan(number) else number
    return None


def _operator(actual: Any, op: str, operand: Any) -> bool:
    if op == "$eq":
        return bool(actual == operand)
    if op == "$ne":
        return bool(actual != operand)
    left, right = _number(actual), _number(operand)
    if left is None or right is None:
        return False
    if op == "$gt":
        return left > right
    if op == "$gte":
        return left >= right
    if op == "$lt":
        return left < right
    return left <= right


# --- what a store's index embeds (LangGraph's IndexConfig ``fields``) ------------------------------

MAX_INDEX_FIELDS = 16
MAX_INDEX_FIELD_CHARS = 200
_INDEX_TOKEN = re.compile(r"\[(?:-?\d+|\*)\]|\*|[^.\[\]{}*]+")


def check_index_fields(fields: Sequence[str]) -> list[str]:
    """Validate item index paths: ``$`` (the whole value), dotted fields, ``[n]`` / ``[-n]`` /
    ``[*]`` list elements and ``*`` (every value), as LangGraph's ``get_text_at_path`` reads them.
    Its multi-field ``{a,b}`` form is not accepted: name each field instead."""
    if len(fields) > MAX_INDEX_FIELDS:
        raise InvalidRequest(f"at most {MAX_INDEX_FIELDS} index fields", field="index")
    for path in fields:
        if not path or len(path) > MAX_INDEX_FIELD_CHARS or (path != "$" and not _index_tokens(path)):
            raise InvalidRequest("an index field is $ or a path of fields, [n], [*] and *", field="index")
    return list(fields)


def _index_tokens(path: str) -> list[str] | None:
    tokens: list[str] = []
    for part in path.split("."):
        matches = list(_INDEX_TOKEN.finditer(part))
        if not part or "".join(m.group(0) for m in matches) != part:
            return None
        tokens.extend(m.group(0) for m in matches)
    return tokens


def _as_text(value: Any) -> list[str]:
    if isinstance(value, bool | int | float | str):
        return [str(value)]
    if isinstance(value, list | dict):
        return [json.dumps(value, sort_keys=True, ensure_ascii=False)]
    return []


def _texts_at(value: Any, tokens: Sequence[str]) -> list[str]:
    if not tokens:
        return _as_text(value)
    token, rest = tokens[0], tokens[1:]
    if token.startswith("["):
        if not isinstance(value, list):
            return []
        if token == "[*]":
            return [t for element in value for t in _texts_at(element, rest)]
        index = int(token[1:-1])
        index = index + len(value) if index < 0 else index
        return _texts_at(value[index], rest) if 0 <= index < len(value) else []
    if token == "*":
        children = value.values() if isinstance(value, dict) else value if isinstance(value, list) else []
        return [t for child in children for t in _texts_at(child, rest)]
    return _texts_at(value[token], rest) if isinstance(value, dict) and token in value else []


def index_text(content: str, fields: Sequence[str] | None) -> str | None:
    """The text a record's vector is the embedding of: the content as stored (``fields`` None),
    nothing (``fields`` empty: the item is not indexed), or the texts at ``fields`` of the content
    read as JSON, as LangGraph's stores extract them (``$`` is the whole value as
    ``json.dumps(value, sort_keys=True, ensure_ascii=False)``), joined by newlines in field order.
    None when the fields hold no text. (LangGraph embeds each text on its own and ranks an item by
    its best; a record here has one vector, so several texts are embedded together.)"""
    if fields is None:
        return content
    try:
        value = json.loads(content)
    except ValueError:
        return None
    texts: list[str] = []
    for path in fields:
        texts.extend(_as_text(value) if path == "$" else _texts_at(value, _index_tokens(path) or []))
    return "\n".join(texts) if texts else None
