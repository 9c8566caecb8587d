"""Agent Server hooks: ``langgraph.json`` names these as ``checkpointer.path`` (and, for the
store, ``store.path``). Configuration comes from the environment only:

- ``STATECORE_URL``: the service, e.g. ``http://statecore.statecore.svc:8000``;
- ``STATECORE_CODEC``: the binding's ``adapter_codec_version``;
- either ``STATECORE_LEASE_TOKEN`` (or ``STATECORE_LEASE_TOKEN_FILE``): the pod's lease, which
  serves exactly one thread; or ``STATECORE_LEASES``: ``module:function``, a callable mapping a
  thread id to a lease token (a deployment serving many threads asks its control plane).
"""

from __future__ import annotations

import importlib
import os
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import cast

from statecore.adapters.langgraph.saver import StatecoreSaver


class HookConfigError(RuntimeError):
    """The environment does not configure the hook (the message names the variable)."""


def _env(name: str, *, required: bool = True) -> str:
    value = os.environ.get(name)
    path = os.environ.get(f"{name}_FILE")
    if value and path:
        raise HookConfigError(f"set {name} or {name}_FILE, not both")
    if path:
        try:
            value = Path(path).read_text(encoding="utf-8").strip()
        except OSError as exc:
            raise HookConfigError(f"{name}_FILE cannot be read: {exc.strerror}") from None
    if required and not value:
        raise HookConfigError(f"{name} is not set")
    return value or ""


def _leases_callable(spec: str) -> Callable[[str], str]:
    module_name, _, attribute = spec.partition(":")
    if not module_name or not attribute:
        raise HookConfigError("STATECORE_LEASES must be module:function")
    target = getattr(importlib.import_module(module_name), attribute, None)
    if not callable(target):
        raise HookConfigError("STATECORE_LEASES does not name a callable")
    return cast(Callable[[str], str], target)


def saver_from_env() -> StatecoreSaver:
    url, codec = _env("STATECORE_URL"), _env("STATECORE_CODEC")
    spec = _env("STATECORE_LEASES", required=False)
    if spec:
        return StatecoreSaver(url, _leases_callable(spec), codec=codec)
    return StatecoreSaver.for_lease(url, _env("STATECORE_LEASE_TOKEN"), codec=codec)


@asynccontextmanager
async def generate_checkpointer() -> AsyncIterator[StatecoreSaver]:
    """``checkpointer.path`` in ``langgraph.json``: a saver for the server's lifetime."""
    saver = saver_from_env()
    try:
        yield saver
    finally:
        await saver.aclose()
