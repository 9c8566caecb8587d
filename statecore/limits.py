"""Per-environment bounds, read from EnvironmentPolicy rows with a short process-local cache.

The cache keeps a database round trip off every state write; a changed policy takes effect
within ``STATECORE_POLICY_CACHE_SECONDS`` on every server process.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass

from django.conf import settings
from django.db import models

from statecore.models import EnvironmentPolicy


@dataclass(frozen=True, slots=True)
class Limits:
    max_native_payload_bytes: int
    max_pending_writes: int
    max_state_writes_per_minute: int
    max_memory_content_bytes: int
    max_memory_writes_per_minute: int


_cache: dict[str, tuple[float, Limits]] = {}
_lock = threading.Lock()
_read_bound: tuple[float, int] | None = None


def limits_for(environment: str) -> Limits:
    now = time.monotonic()
    cached = _cache.get(environment)
    if cached is not None and cached[0] > now:
        return cached[1]
    row = EnvironmentPolicy.objects.filter(environment=environment).first()

    def pick(name: str, default: int) -> int:
        value = getattr(row, name, None) if row is not None else None
        return default if value is None else int(value)

    limits = Limits(
        max_native_payload_bytes=pick(
            "max_native_payload_bytes", settings.STATECORE_DEFAULT_MAX_NATIVE_PAYLOAD_BYTES
        ),
        max_pending_writes=pick("max_pending_writes", settings.STATECORE_DEFAULT_MAX_PENDING_WRITES),
        max_state_writes_per_minute=pick(
            "max_state_writes_per_minute", settings.STATECORE_DEFAULT_MAX_STATE_WRITES_PER_MINUTE
        ),
        max_memory_content_bytes=pick(
            "max_memory_content_bytes", settings.STATECORE_DEFAULT_MAX_MEMORY_CONTENT_BYTES
        ),
        max_memory_writes_per_minute=pick(
            "max_memory_writes_per_minute", settings.STATECORE_DEFAULT_MAX_MEMORY_WRITES_PER_MINUTE
        ),
    )
    with _lock:
        _cache[environment] = (now + settings.STATECORE_POLICY_CACHE_SECONDS, limits)
    return limits


def clear_cache() -> None:
    global _read_bound
    with _lock:
        _cache.clear()
        _read_bound = None


def payload_read_bound() -> int:
    """The most bytes a native payload may have in ANY environment: how much a worker request
    body is read before the credential is resolved (the transition itself then enforces the
    lease's own environment bound). Cached like the limits; a memory-safety bound, not a rule."""
    global _read_bound
    now = time.monotonic()
    if _read_bound is not None and _read_bound[0] > now:
        return _read_bound[1]
    largest = EnvironmentPolicy.objects.aggregate(m=models.Max("max_native_payload_bytes"))["m"]
    bound = max(settings.STATECORE_DEFAULT_MAX_NATIVE_PAYLOAD_BYTES, int(largest or 0))
    _read_bound = (now + settings.STATECORE_POLICY_CACHE_SECONDS, bound)
    return bound
