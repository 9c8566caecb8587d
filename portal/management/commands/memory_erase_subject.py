"""``manage.py memory_erase_subject --environment E --subject-file PATH``: erase one subject's memory.

The subject is read from a file (or stdin with ``-``) so it never appears in a process list or
shell history; the receipt printed names only its HMAC reference and counts.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from statecore.scope import Actor
from statecore.services.memory import memory_erase_subject
from statecore.validation import check_environment, check_subject


class Command(BaseCommand):
    help = "Remove every memory of one subject across scopes and print the audit receipt."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--environment", required=True)
        parser.add_argument(
            "--subject-file", required=True, help="file holding the raw subject, or - for stdin"
        )

    def handle(self, *args: Any, **options: Any) -> None:
        source = options["subject_file"]
        raw = sys.stdin.read() if source == "-" else Path(source).read_text(encoding="utf-8")
        try:
            environment = check_environment(options["environment"])
            subject = check_subject(raw.strip())
        except Exception as exc:
            raise CommandError(str(exc)) from None
        receipt = memory_erase_subject(
            environment=environment, subject=subject, actor=Actor(kind="system", ref="manage.py")
        )
        self.stdout.write(
            f"erased subject_ref={receipt.subject_ref} records={receipt.records} "
            f"proposals={receipt.proposals} bindings={receipt.bindings}"
        )
