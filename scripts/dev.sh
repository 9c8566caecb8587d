#!/usr/bin/env bash
# The first look: embedded SQLite, tasks in-process, a demo admin login and token printed.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/bootstrap.sh runtime
export DJANGO_DEBUG=true
.venv/bin/python manage.py migrate --verbosity 0
.venv/bin/python manage.py demo_setup
exec .venv/bin/python manage.py runserver "${STATECORE_DEV_ADDR:-127.0.0.1:8000}"
