#!/usr/bin/env bash
# Run ../shared/contract-smoke against a real gunicorn server on PostgreSQL: a fresh database
# statecore_smoke on the tests' server (DATABASE_URL's, else the embedded one; scripts/database.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
shared=${STATECORE_SHARED:-../shared}
port=${STATECORE_SMOKE_PORT:-8765}
db=statecore_smoke
if [ ! -d "$shared/contract-smoke" ]; then
  echo "contract smoke: $shared/contract-smoke not found, skipped" >&2
  exit 0
fi
# shellcheck source=scripts/database.sh
source scripts/database.sh
trap release_database EXIT
use_database --database "$db" --fresh
export DJANGO_DEBUG=false
export DJANGO_SECRET_KEY="smoke-$(head -c 32 /dev/urandom | base64 | tr -d '/+=')"
export STATECORE_HMAC_KEY="smoke-$(head -c 32 /dev/urandom | base64 | tr -d '/+=')"
export CELERY_BROKER_URL="${STATECORE_SMOKE_BROKER_URL:-redis://127.0.0.1:6379/14}"
redis-cli -u "$CELERY_BROKER_URL" flushdb >/dev/null
.venv/bin/python manage.py migrate --verbosity 0
.venv/bin/python manage.py collectstatic --noinput --verbosity 0
token=$(.venv/bin/python manage.py create_app_token "smoke-$RANDOM" --environment prod --organization org-1 \
  --permission bindings:manage --permission runs:reconcile --permission memory:approve \
  --permission memory:write-organization --permission memory:write-agent)
log=$(mktemp)
GUNICORN_BIND="127.0.0.1:$port" GUNICORN_WORKERS=2 .venv/bin/gunicorn -c deploy/gunicorn.conf.py >"$log" 2>&1 &
server=$!
.venv/bin/celery -A portal worker --pool solo --loglevel WARNING --without-heartbeat --without-gossip \
  --without-mingle >>"$log" 2>&1 &
celery_worker=$!
trap 'kill $server $celery_worker 2>/dev/null || true; wait $server $celery_worker 2>/dev/null || true; release_database' EXIT
for _ in $(seq 1 50); do
  curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 && break
  sleep 0.2
done
status=0
STATECORE_URL="http://127.0.0.1:$port" STATECORE_APP_TOKEN="$token" \
  .venv/bin/python -m pytest -q -p no:django -p no:env -p no:cacheprovider --rootdir "$shared/contract-smoke" \
  -c /dev/null "$shared/contract-smoke" || status=$?
if [ $status -ne 0 ]; then echo "--- server log"; tail -50 "$log"; fi
exit $status
