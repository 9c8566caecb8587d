#!/usr/bin/env bash
# The first look: the embedded PostgreSQL (or DATABASE_URL's server), tasks in-process, a demo admin
# login and token printed, the portal and API on 127.0.0.1:8000 (STATECORE_DEV_ADDR).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/bootstrap.sh embedded
# shellcheck source=scripts/database.sh
source scripts/database.sh
# The embedded server stops with this script (Ctrl-C included) unless another script still holds
# it; one left by a killed run is taken over by the next `make dev`, or stopped by `make dev-stop`.
trap release_database EXIT
use_database --create
export DJANGO_DEBUG=true
.venv/bin/python manage.py migrate --verbosity 0
.venv/bin/python manage.py demo_setup
# A child, not exec: the EXIT trap above must still run when the server stops.
.venv/bin/python manage.py runserver "${STATECORE_DEV_ADDR:-127.0.0.1:8000}"
