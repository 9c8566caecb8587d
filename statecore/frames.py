"""The binary framing of the adapter's batch bodies: opaque bytes as raw bytes, not base64 text.

Media type ``application/vnd.statecore.frames``. A body is::

    u32 (big-endian) N | N bytes: a JSON object (UTF-8) | blob 0 | blob 1 | ...

The JSON object is the operation's JSON body with every opaque field (a checkpoint's
``payload``, a write's ``value``) replaced by its length in bytes; the blobs follow in document
order (the payload first, then each write's value in the order the writes appear). The lengths
must account for every byte after the header. No Django import: the client and the server both
use this module.
"""

from __future__ import annotations

import struct
from typing import Any

import orjson

MEDIA_TYPE = "application/vnd.statecore.frames"
_HEADER = struct.Struct(">I")
MAX_HEADER_BYTES = 4 * 1024 * 1024


class FrameError(ValueError):
    """The body is not a well-formed frame sequence (the message names what, never content)."""


def encode(header: dict[str, Any], blobs: list[bytes]) -> bytes:
    """One framed body: ``header`` already carries each blob's length where its bytes belong."""
    head = orjson.dumps(header)
    return b"".join((_HEADER.pack(len(head)), head, *blobs))


def decode(body: bytes) -> tuple[Any, Blobs]:
    """The JSON header and a reader of the blobs that follow it."""
    if len(body) < _HEADER.size:
        raise FrameError("the body is shorter than its frame header")
    (length,) = _HEADER.unpack_from(body)
    start = _HEADER.size
    if length > MAX_HEADER_BYTES or start + length > len(body):
        raise FrameError("the frame header's length is out of range")
    try:
        header = orjson.loads(body[start : start + length])
    except orjson.JSONDecodeError:
        raise FrameError("the frame header is not JSON") from None
    return header, Blobs(memoryview(body)[start + length :])


class Blobs:
    """The blob section, read in document order; ``take(n)`` answers the next n bytes."""

    def __init__(self, data: memoryview) -> None:
        self._data = data
        self._at = 0

    def take(self, length: object) -> bytes:
        if not isinstance(length, int) or isinstance(length, bool) or length < 0:
            raise FrameError("a blob length must be a non-negative integer")
        end = self._at + length
        if end > len(self._data):
            raise FrameError("the blobs are shorter than their declared lengths")
        blob = bytes(self._data[self._at : end])
        self._at = end
        return blob

    def finish(self) -> None:
        if self._at != len(self._data):
            raise FrameError("the body has bytes no declared length accounts for")
