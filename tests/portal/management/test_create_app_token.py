from __future__ import annotations

import io

import pytest
from django.core.management import CommandError, call_command

from statecore.crypto import token_hash
from statecore.models import AppToken, AuditEvent

pytestmark = pytest.mark.django_db


def test_prints_the_token_and_nothing_else() -> None:
    out = io.StringIO()
    call_command(
        "create_app_token",
        "ci",
        "--environment",
        "prod",
        "--organization",
        "org-1",
        "--permission",
        "bindings:manage",
        "--permission",
        "runs:reconcile",
        stdout=out,
    )
    printed = out.getvalue()
    token = printed.strip()
    assert printed == token + "\n"
    assert token.startswith("sta_")
    row = AppToken.objects.get(name="ci")
    assert row.token_hash == token_hash(token)
    assert row.permissions == ["bindings:manage", "runs:reconcile"]
    assert row.organization_id == "org-1"
    assert AuditEvent.objects.filter(action="app_token.create").exists()


def test_unknown_permission_is_refused() -> None:
    with pytest.raises(CommandError):
        call_command("create_app_token", "ci", "--environment", "prod", "--permission", "root:everything")


def test_duplicate_name_is_refused() -> None:
    call_command(
        "create_app_token",
        "dup",
        "--environment",
        "prod",
        "--permission",
        "bindings:manage",
        stdout=io.StringIO(),
    )
    with pytest.raises(CommandError):
        call_command(
            "create_app_token",
            "dup",
            "--environment",
            "prod",
            "--permission",
            "bindings:manage",
            stdout=io.StringIO(),
        )
