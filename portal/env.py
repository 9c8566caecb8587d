"""Typed readers for configuration from the environment.

Every reader accepts ``NAME_FILE`` as an alternative to ``NAME`` (the Kubernetes / Docker
secrets convention): the value is the file's content with the trailing newline stripped.
Setting both is refused, so a stale variable never silently wins over a mounted secret.
"""

from __future__ import annotations

import os
from pathlib import Path


class ConfigError(RuntimeError):
    """A configuration value is missing, malformed or unsafe."""


def _raw(name: str) -> str | None:
    direct = os.environ.get(name)
    path = os.environ.get(f"{name}_FILE")
    if direct is not None and path is not None:
        raise ConfigError(f"set {name} or {name}_FILE, not both")
    if path is not None:
        try:
            return Path(path).read_text(encoding="utf-8").rstrip("\r\n")
        except OSError as exc:
            raise ConfigError(f"{name}_FILE cannot be read: {exc.strerror}") from None
    return direct


def env_str(name: str, default: str) -> str:
    value = _raw(name)
    return default if value is None or value == "" else value


def env_optional(name: str) -> str | None:
    value = _raw(name)
    return value or None


def env_bool(name: str, default: bool) -> bool:
    value = _raw(name)
    if value is None or value == "":
        return default
    lowered = value.strip().lower()
    if lowered in {"1", "true", "yes", "on"}:
        return True
    if lowered in {"0", "false", "no", "off"}:
        return False
    raise ConfigError(f"{name} must be a boolean (true/false), got an unrecognised value")


def env_int(name: str, default: int, *, minimum: int = 0) -> int:
    value = _raw(name)
    if value is None or value == "":
        return default
    try:
        parsed = int(value)
    except ValueError:
        raise ConfigError(f"{name} must be an integer") from None
    if parsed < minimum:
        raise ConfigError(f"{name} must be >= {minimum}")
    return parsed


def env_list(name: str, default: list[str]) -> list[str]:
    value = _raw(name)
    if value is None or value.strip() == "":
        return list(default)
    return [item.strip() for item in value.split(",") if item.strip()]
