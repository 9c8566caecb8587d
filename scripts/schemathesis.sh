#!/usr/bin/env bash
# schemathesis against a real gunicorn server on PostgreSQL, once per credential kind: an
# application token with every permission, a lease token, no credential. Checks: no 5xx
# (not_a_server_error) and every response matches the published schema
# (response_schema_conformance). Bounded: STATECORE_FUZZ_EXAMPLES examples per operation and
# phase (default 25), so the step takes a few minutes. The seed is fixed (STATECORE_FUZZ_SEED,
# default 13): CI generates the same cases every run, so the gate fails because the code changed,
# not by luck; another seed explores further.
#
# Own database, Redis DB and port (override for parallel runs on one machine):
#   STATECORE_FUZZ_DB (statecore_fuzz), STATECORE_FUZZ_REDIS_DB (12), STATECORE_FUZZ_PORT (8766)
set -euo pipefail
cd "$(dirname "$0")/.."
port=${STATECORE_FUZZ_PORT:-8766}
db=${STATECORE_FUZZ_DB:-statecore_fuzz}
redis_db=${STATECORE_FUZZ_REDIS_DB:-12}
examples=${STATECORE_FUZZ_EXAMPLES:-25}
seed=${STATECORE_FUZZ_SEED:-13}
url="http://127.0.0.1:$port"
# The tests' server: DATABASE_URL's, else the embedded PostgreSQL (scripts/database.sh).
# shellcheck source=scripts/database.sh
source scripts/database.sh
trap release_database EXIT
use_database --database "$db" --fresh
export DJANGO_DEBUG=false
export DJANGO_SECRET_KEY="fuzz-$(head -c 32 /dev/urandom | base64 | tr -d '/+=')"
export STATECORE_HMAC_KEY="fuzz-$(head -c 32 /dev/urandom | base64 | tr -d '/+=')"
export CELERY_BROKER_URL="redis://127.0.0.1:6379/$redis_db"
# Generated requests hit the write-rate bounds within seconds; the fuzz run is about shapes.
export STATECORE_MAX_STATE_WRITES_PER_MINUTE=1000000 STATECORE_MAX_MEMORY_WRITES_PER_MINUTE=1000000
redis-cli -n "$redis_db" flushdb >/dev/null
.venv/bin/python manage.py migrate --verbosity 0
.venv/bin/python manage.py collectstatic --noinput --verbosity 0
token=$(.venv/bin/python manage.py create_app_token "fuzz-$RANDOM" --environment prod --organization org-1 \
  --permission bindings:manage --permission runs:reconcile \
  --permission memory:approve --permission memory:write-organization --permission memory:write-agent)
work=$(mktemp -d)
log="$work/server.log"
GUNICORN_BIND="127.0.0.1:$port" GUNICORN_WORKERS=2 .venv/bin/gunicorn -c deploy/gunicorn.conf.py >"$log" 2>&1 &
server=$!
.venv/bin/celery -A portal worker --pool solo --loglevel WARNING --without-heartbeat --without-gossip \
  --without-mingle >>"$log" 2>&1 &
celery_worker=$!
trap 'kill $server $celery_worker 2>/dev/null || true; wait $server $celery_worker 2>/dev/null || true; [ -n "${STATECORE_FUZZ_KEEP:-}" ] || rm -rf "$work"; release_database' EXIT
for _ in $(seq 1 100); do
  curl -fsS "$url/healthz" >/dev/null 2>&1 && break
  sleep 0.2
done
curl -fsS "$url/api/schema/?format=json" -o "$work/schema.json"

status=0
for credential in app lease none; do
  echo "-- schemathesis, credential: $credential (seed $seed, $examples examples per operation and phase)"
  STATECORE_URL="$url" STATECORE_APP_TOKEN="$token" STATECORE_FUZZ_CREDENTIAL="$credential" \
    SCHEMATHESIS_HOOKS=scripts.schemathesis_hooks PYTHONPATH=. \
    .venv/bin/schemathesis run "$work/schema.json" --url "$url" \
    --checks not_a_server_error,response_schema_conformance \
    --phases examples,coverage,fuzzing,stateful --max-examples "$examples" --seed "$seed" \
    --workers 2 --request-timeout 30 --generation-database none --no-color \
    --report ndjson --report-ndjson-path "$work/$credential.ndjson" || status=$?
  .venv/bin/python scripts/schemathesis_hooks.py count "$work/$credential.ndjson"
done
if [ $status -ne 0 ]; then echo "--- server log"; tail -80 "$log"; fi
exit $status
