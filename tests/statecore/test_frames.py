"""The framing of batch bodies (statecore.frames): lengths in a JSON header, raw blobs after."""

from __future__ import annotations

import pytest

from statecore import frames


def test_round_trip_in_document_order() -> None:
    body = frames.encode({"payload": 3, "writes": [{"value": 2}]}, [b"abc", b"de"])
    header, blobs = frames.decode(body)
    assert header == {"payload": 3, "writes": [{"value": 2}]}
    assert blobs.take(header["payload"]) == b"abc"
    assert blobs.take(header["writes"][0]["value"]) == b"de"
    blobs.finish()


@pytest.mark.parametrize(
    "body",
    [b"", b"\x00\x00", b"\x00\x00\x00\x09{}", b"\x00\x00\x00\x02[x", b"\xff\xff\xff\xff{}"],
)
def test_malformed_headers_are_refused(body: bytes) -> None:
    with pytest.raises(frames.FrameError):
        frames.decode(body)


def test_lengths_must_account_for_every_byte() -> None:
    _, blobs = frames.decode(frames.encode({"payload": 2}, [b"abc"]))
    assert blobs.take(2) == b"ab"
    with pytest.raises(frames.FrameError):
        blobs.finish()
    with pytest.raises(frames.FrameError):
        blobs.take(5)
    for bad in (-1, True, "2", 1.5):
        with pytest.raises(frames.FrameError):
            blobs.take(bad)
