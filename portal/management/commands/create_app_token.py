"""``manage.py create_app_token NAME --environment E [--organization O] --permission P ...``

Prints the new token, and nothing else, on stdout. It is not stored anywhere: copy it now.
"""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from statecore.errors import StatecoreError
from statecore.scope import Actor, Permission
from statecore.services.tokens import app_token_create


class Command(BaseCommand):
    help = "Create an application token and print it once on stdout."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("name")
        parser.add_argument("--environment", required=True)
        parser.add_argument("--organization", default="")
        parser.add_argument(
            "--permission",
            action="append",
            required=True,
            choices=[p.value for p in Permission],
            dest="permissions",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        try:
            created = app_token_create(
                name=options["name"],
                environment=options["environment"],
                organization_id=options["organization"],
                permissions=options["permissions"],
                actor=Actor(kind="system", ref="manage.py"),
            )
        except StatecoreError as exc:
            raise CommandError(exc.message) from None
        self.stdout.write(created.token)
