#!/usr/bin/env python
"""Django's command-line utility for administrative tasks."""

import os
import sys


def main() -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "portal.settings")
    # Administrative commands (migrate, sweeps run by hand) are not bounded like requests:
    # a migration on a large table may take longer than a request's statement timeout.
    os.environ.setdefault("DATABASE_STATEMENT_TIMEOUT_MS", "0")
    from django.core.management import execute_from_command_line

    execute_from_command_line(sys.argv)


if __name__ == "__main__":
    main()
