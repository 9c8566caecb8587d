"""Production settings refuse default or test secrets; *_FILE secrets are read."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _load_settings(env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    clean = {k: v for k, v in os.environ.items() if not k.startswith(("DJANGO_", "STATECORE_"))}
    return subprocess.run(
        [
            sys.executable,
            "-c",
            "import portal.settings as s; print(s.SECRET_KEY == open('/dev/null').read())",
        ],
        cwd=ROOT,
        env={**clean, **env},
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def test_production_refuses_default_secrets() -> None:
    result = _load_settings({"DJANGO_DEBUG": "false"})
    assert result.returncode != 0
    assert "ConfigError" in result.stderr


def test_production_refuses_test_keys_without_flag() -> None:
    result = _load_settings(
        {
            "DJANGO_DEBUG": "false",
            "DJANGO_SECRET_KEY": "test-only-" + "x" * 40,
            "STATECORE_HMAC_KEY": "test-only-" + "y" * 40,
        }
    )
    assert result.returncode != 0


def test_production_accepts_real_secrets_from_files(tmp_path: Path) -> None:
    secret = tmp_path / "secret"
    secret.write_text("a" * 50 + "\n")
    hmac_key = tmp_path / "hmac"
    hmac_key.write_text("b" * 50)
    result = _load_settings(
        {
            "DJANGO_DEBUG": "false",
            "DJANGO_SECRET_KEY_FILE": str(secret),
            "STATECORE_HMAC_KEY_FILE": str(hmac_key),
        }
    )
    assert result.returncode == 0, result.stderr


def test_value_and_file_together_are_refused(tmp_path: Path) -> None:
    secret = tmp_path / "secret"
    secret.write_text("a" * 50)
    result = _load_settings(
        {"DJANGO_DEBUG": "true", "DJANGO_SECRET_KEY": "z" * 50, "DJANGO_SECRET_KEY_FILE": str(secret)}
    )
    assert result.returncode != 0


@pytest.mark.parametrize("value", ["maybe", "2"])
def test_malformed_boolean_is_refused(value: str) -> None:
    assert _load_settings({"DJANGO_DEBUG": value}).returncode != 0
