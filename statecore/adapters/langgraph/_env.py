"""Reading the adapters' configuration from the environment (``NAME`` or ``NAME_FILE``)."""

from __future__ import annotations

import os
from pathlib import Path


class HookConfigError(RuntimeError):
    """The environment does not configure the adapter (the message names the variable)."""


def env_value(name: str, *, required: bool = True) -> str:
    """``NAME``, or the stripped content of the file ``NAME_FILE`` (a mounted secret)."""
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
