"""Decoded delta seeds, kept for the next load of the same thread.

LangGraph stores a delta channel (a Deep Agent's ``messages``) as a snapshot every
``snapshot_frequency`` updates (100 by default) and replays the writes since it on each load,
so every run of a thread until the next snapshot loads the same seed: a committed checkpoint,
which never changes. Decoding it is most of a warm worker's load (232 messages, a 57 KB payload:
1.7 ms, where a pickle of the decoded value loads in 0.5 ms; docs/benchmarks.md).

A :class:`SeedCache` holds each seed channel's decoded value as a pickle, by the payload's
SHA-256 and the channel: a hit is a fresh copy (a run may change what it loads; the next run
must not see that), built from bytes this process pickled itself. One cache serves savers with
one serde configuration (the same payload decodes to the same value). Bounded in bytes, the
least recently used out; a value that does not pickle is decoded every time.
"""

from __future__ import annotations

import hashlib
import pickle
import threading
from collections import OrderedDict
from collections.abc import Callable
from typing import Any, Final

#: a worker's default bound: a few threads' seeds (each is one conversation's history)
DEFAULT_MAX_BYTES: Final = 64 * 1024 * 1024

_UNPICKLABLE: Final = b""


class SeedCache:
    """Thread-safe; ``values(payload, channels, decode)`` is the only entry point."""

    def __init__(self, max_bytes: int = DEFAULT_MAX_BYTES) -> None:
        if max_bytes < 0:
            raise ValueError("max_bytes must be >= 0")
        self._max_bytes = max_bytes
        self._entries: OrderedDict[tuple[bytes, str], bytes] = OrderedDict()
        self._bytes = 0
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0

    def __len__(self) -> int:
        return len(self._entries)

    @property
    def size_bytes(self) -> int:
        return self._bytes

    def values(
        self, payload: bytes, channels: list[str], decode: Callable[[bytes], dict[str, Any]]
    ) -> dict[str, Any]:
        """``channels``' values in the checkpoint ``payload`` (``decode(payload)`` is its
        ``channel_values``; a channel it does not hold is left out), each a fresh object."""
        digest = hashlib.sha256(payload).digest()
        found: dict[str, Any] = {}
        missing: list[str] = []
        with self._lock:
            for channel in channels:
                blob = self._entries.get((digest, channel))
                if blob is None:
                    missing.append(channel)
                    continue
                self._entries.move_to_end((digest, channel))
                found[channel] = blob
        # Only bytes this cache pickled itself, in this process (see _keep), are ever loaded.
        loaded = {
            channel: pickle.loads(blob)  # noqa: S301
            for channel, blob in found.items()
            if blob != _UNPICKLABLE
        }
        unpicklable = [channel for channel, blob in found.items() if blob == _UNPICKLABLE]
        if missing or unpicklable:
            decoded = decode(payload)
            for channel in unpicklable:
                if channel in decoded:
                    loaded[channel] = decoded[channel]
            for channel in missing:
                if channel not in decoded:
                    continue
                value = decoded[channel]
                # Pickled before the caller gets the value (and may change it).
                try:
                    blob = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
                except Exception:  # any value that does not pickle is not cached
                    blob = _UNPICKLABLE
                self._keep((digest, channel), blob)
                loaded[channel] = value
        with self._lock:
            self.hits += len(found) - len(unpicklable)
            self.misses += len(missing) + len(unpicklable)
        return loaded

    def _keep(self, key: tuple[bytes, str], blob: bytes) -> None:
        size = len(blob) + len(key[0]) + len(key[1])
        if size > self._max_bytes:
            return
        with self._lock:
            old = self._entries.pop(key, None)
            if old is not None:
                self._bytes -= len(old) + len(key[0]) + len(key[1])
            self._entries[key] = blob
            self._bytes += size
            while self._bytes > self._max_bytes:
                (digest, channel), dropped = self._entries.popitem(last=False)
                self._bytes -= len(dropped) + len(digest) + len(channel)
