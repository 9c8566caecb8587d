"""First-look setup: a demo superuser and a demo application token.

Run by ``make dev`` (on the embedded PostgreSQL unless DATABASE_URL names another). Each run
gives the demo admin a fresh random password and replaces the demo token, and prints both once.
Refused outside DJANGO_DEBUG=true.
"""

from __future__ import annotations

import secrets
from typing import Any

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError
from django.db import connection
from django.utils import timezone

from statecore.models import AppToken
from statecore.scope import Actor, Permission
from statecore.services.tokens import app_token_create

DEMO_TOKEN_NAME = "demo-all-permissions"


class Command(BaseCommand):
    help = "Create or refresh the demo admin login and demo application token (debug only)."

    def handle(self, *args: Any, **options: Any) -> None:
        if not settings.DEBUG:
            raise CommandError("demo_setup only runs with DJANGO_DEBUG=true")
        password = secrets.token_urlsafe(12)
        user_model = get_user_model()
        user, _ = user_model.objects.get_or_create(username="admin", defaults={"email": "admin@localhost"})
        user.is_staff = user.is_superuser = True
        user.set_password(password)
        user.save()
        AppToken.objects.filter(name=DEMO_TOKEN_NAME).delete()
        db = connection.settings_dict
        created = app_token_create(
            name=DEMO_TOKEN_NAME,
            environment="prod",
            organization_id="org-1",
            permissions=[p.value for p in Permission],
            actor=Actor(kind="system", ref="demo_setup"),
        )
        self.stdout.write(
            "\n".join(
                [
                    "",
                    "statecore demo (tasks in-process; not for production)",
                    f"  database:    PostgreSQL {db['HOST']}:{db['PORT']}, database {db['NAME']}",
                    "  portal:      http://127.0.0.1:8000/admin/",
                    f"  login:       admin / {password}",
                    "  API docs:    http://127.0.0.1:8000/api/docs/",
                    f"  app token:   {created.token}",
                    "               (environment prod, organization org-1, every permission)",
                    f"  created:     {timezone.now():%Y-%m-%d %H:%M:%S} UTC",
                    "",
                ]
            )
        )
