"""``manage.py memory_retention [--as-of ISO-8601]``: the retention sweep, at once.

The same service as the Celery beat task, in bounded batches until nothing is left; prints
counts only.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from statecore.services.memory import memory_retention_sweep


class Command(BaseCommand):
    help = "Delete expired memory records now (as of --as-of, default: now) and print the count."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--as-of", dest="as_of", help="ISO-8601 instant; records expiring by then are deleted"
        )
        parser.add_argument("--batch-size", type=int, default=500)

    def handle(self, *args: Any, **options: Any) -> None:
        as_of = datetime.now(UTC)
        if options["as_of"]:
            try:
                as_of = datetime.fromisoformat(options["as_of"])
            except ValueError:
                raise CommandError("--as-of must be an ISO-8601 date or datetime") from None
            if as_of.tzinfo is None:
                as_of = as_of.replace(tzinfo=UTC)
        total = batches = 0
        while True:
            deleted = memory_retention_sweep(as_of=as_of, limit=options["batch_size"])
            total += deleted
            batches += 1 if deleted else 0
            if deleted < options["batch_size"]:
                break
        self.stdout.write(
            f"deleted {total} expired memory records in {batches} batches (as of {as_of.isoformat()})"
        )
