"""Agent Server hooks for ``langgraph.json``::

    "checkpointer": {"path": "statecore.adapters.langgraph.hooks:generate_checkpointer"},
    "store": {"path": "statecore.adapters.langgraph.hooks:generate_store"}

Configuration comes from the environment only (every variable also as ``NAME_FILE``):

- ``STATECORE_URL``: the service, e.g. ``http://statecore.statecore.svc:8000``;
- checkpointer: ``STATECORE_CODEC`` (the binding's ``adapter_codec_version``) and either
  ``STATECORE_LEASE_TOKEN`` (the pod's lease: one binding, so exactly one thread) or
  ``STATECORE_LEASES`` (``module:function`` mapping a thread id to a lease token, for a
  deployment serving many threads that asks its control plane);
- store: ``STATECORE_TOKEN`` (an application token, or a lease token; default
  ``STATECORE_LEASE_TOKEN``) and optional ``STATECORE_AGENT_ID``.
"""

from __future__ import annotations

import importlib
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import cast

from statecore.adapters.langgraph._env import HookConfigError, env_value
from statecore.adapters.langgraph.saver import StatecoreSaver
from statecore.adapters.langgraph.store import StatecoreStore

_env = env_value


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


@asynccontextmanager
async def generate_store() -> AsyncIterator[StatecoreStore]:
    """``store.path`` in ``langgraph.json``: the Agent Server keeps one store per process, so
    it holds one credential (an application token with ``STATECORE_AGENT_ID`` for agent /
    organization memory, or a lease token for a deployment serving one binding)."""
    store = StatecoreStore.from_env()
    try:
        yield store
    finally:
        await store.aclose()


__all__ = ["HookConfigError", "generate_checkpointer", "generate_store", "saver_from_env"]
