"""Production settings refuse default or test secrets and a missing or non-PostgreSQL database;
*_FILE secrets are read."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _load_settings(
    env: dict[str, str],
    *,
    show: str = "s.SECRET_KEY == open('/dev/null').read()",
    unset: tuple[str, ...] = ("DJANGO_", "STATECORE_"),
) -> subprocess.CompletedProcess[str]:
    """Import the settings in a fresh process with ``env`` over this one's environment less the
    variables starting with ``unset``, and print ``show`` (``s`` is the settings module)."""
    clean = {k: v for k, v in os.environ.items() if not k.startswith(unset)}
    return subprocess.run(
        [sys.executable, "-c", f"import portal.settings as s; print({show})"],
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


def _database_settings(env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return _load_settings(
        env, show="s.DATABASES['default']['ENGINE']", unset=("DJANGO_", "STATECORE_", "DATABASE_")
    )


_PRODUCTION = {"DJANGO_DEBUG": "false", "DJANGO_SECRET_KEY": "a" * 50, "STATECORE_HMAC_KEY": "b" * 50}


def test_production_refuses_to_start_without_database_url() -> None:
    result = _database_settings(_PRODUCTION)
    assert result.returncode != 0
    assert "ConfigError: DATABASE_URL is not set" in result.stderr


@pytest.mark.parametrize("url", ["sqlite:///var/statecore.sqlite3", "mysql://u@db/statecore"])
def test_postgresql_is_the_only_database(url: str) -> None:
    for debug in ("true", "false"):
        result = _database_settings({**_PRODUCTION, "DJANGO_DEBUG": debug, "DATABASE_URL": url})
        assert result.returncode != 0
        assert "ConfigError: DATABASE_URL must be a postgres:// URL" in result.stderr


def test_production_runs_on_the_database_url_it_is_given() -> None:
    result = _database_settings({**_PRODUCTION, "DATABASE_URL": "postgres://svc@db.internal:5432/statecore"})
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "statecore.postgresql"  # Django's backend under the client deadline


def test_debug_defaults_to_the_embedded_server_of_make_dev() -> None:
    # the URL scripts/devdb.py gives that server (tests/scripts/test_devdb.py holds it to the same)
    result = _load_settings(
        {"DJANGO_DEBUG": "true", "STATECORE_EMBEDDED_PG_PORT": "5555"},
        show="s.DATABASE_URL",
        unset=("DJANGO_", "STATECORE_", "DATABASE_"),
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "postgres://postgres@127.0.0.1:5555/statecore"


@pytest.mark.parametrize(("value", "threshold"), [(None, "big"), ("true", "big"), ("false", "None")])
def test_prepared_statements_are_on_unless_turned_off(value: str | None, threshold: str) -> None:
    """Connections get a ``prepare_threshold`` that only statecore.db's explicit requests reach
    (the ORM's statements are never prepared), or None (psycopg prepares nothing) behind a pooler
    that cannot keep prepared statements."""
    env = {**_PRODUCTION, "DATABASE_URL": "postgres://svc@db.internal:5432/statecore"}
    if value is not None:
        env["DATABASE_PREPARED_STATEMENTS"] = value
    result = _load_settings(
        env,
        show="(lambda t: 'None' if t is None else 'big' if t >= 2**31 else t)"
        "(s.DATABASES['default']['OPTIONS']['prepare_threshold']), s.STATECORE_DB_PREPARED_STATEMENTS",
        unset=("DJANGO_", "STATECORE_", "DATABASE_"),
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == [threshold, str(value != "false")]
