#!/usr/bin/env bash
# The whole test suite: static checks, the pytest suite on PostgreSQL + Redis, and the contract
# smoke against a real gunicorn server. PostgreSQL is TEST_DATABASE_URL's, else DATABASE_URL's, else
# the checkout's embedded server (started when not running, stopped at the end unless `make dev`
# still holds it); Redis is started when it is not running.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/bootstrap.sh dev
scripts/services.sh
scripts/system_deps.sh

# shellcheck source=scripts/database.sh
source scripts/database.sh
trap release_database EXIT
if [ -n "${TEST_DATABASE_URL:-}" ]; then export DATABASE_URL="$TEST_DATABASE_URL"; fi
# The suite's own database is created by pytest-django (test_<name>); this one is only for
# makemigrations' consistency check. The contract smoke uses statecore_smoke on the same server.
use_database --create
export CELERY_BROKER_URL="${TEST_CELERY_BROKER_URL:-redis://127.0.0.1:6379/15}"

echo "== static checks"
.venv/bin/ruff check .
.venv/bin/ruff format --check .
DJANGO_DEBUG=true .venv/bin/mypy .
DJANGO_DEBUG=true .venv/bin/lint-imports
DJANGO_DEBUG=true .venv/bin/python manage.py makemigrations --check --dry-run
DJANGO_DEBUG=true .venv/bin/python manage.py spectacular --validate --fail-on-warn --file /dev/null
DJANGO_SECRET_KEY="deploy-check-$(head -c 32 /dev/urandom | base64)" \
  STATECORE_HMAC_KEY="deploy-check-$(head -c 32 /dev/urandom | base64)" \
  DJANGO_SECURE_SSL_REDIRECT=true DJANGO_SECURE_HSTS_SECONDS=31536000 \
  DJANGO_SECURE_HSTS_INCLUDE_SUBDOMAINS=true DJANGO_SECURE_HSTS_PRELOAD=true \
  .venv/bin/python manage.py check --deploy --fail-level WARNING

echo "== pytest"
.venv/bin/python -m pytest "$@"

echo "== contract smoke against gunicorn"
scripts/contract_smoke.sh

echo "== schemathesis against gunicorn: no 5xx, every response as the schema says"
scripts/schemathesis.sh

echo "== the README's first command on a fresh clone"
scripts/check_first_look.sh
