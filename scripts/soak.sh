#!/usr/bin/env bash
# Soak (docs/benchmarks.md, "Soak"): realistic thread-state clients against gunicorn
# (deploy/gunicorn.conf.py, production settings) + PostgreSQL for --minutes per phase, with a
# real Celery worker running the periodic maintenance the product runs in production.
#
#   scripts/soak.sh [--minutes 10] [--workers 8,32,64] [--procs N] [--maintenance-every 60] ...
#
# Arguments go to benchmarks/soak.py soak. SOAK_SERVER (default gthread:2x4, the specs of
# scripts/bench_server_env.sh: gunicorn only), BENCH_DB (default statecore_soak), BENCH_PORT
# (8790) and CELERY_BROKER_URL (default redis://127.0.0.1:6379/12) choose the server, the
# database, the port and the broker. The Celery worker is prefork, concurrency 1, on that broker;
# the soak sends it sweep_stale_pending and memory_retention on a compressed schedule (beat).
set -euo pipefail
cd "$(dirname "$0")/.."
port=${BENCH_PORT:-8790}
db=${BENCH_DB:-statecore_soak}
spec=${SOAK_SERVER:-gthread:2x4}
case "$spec" in gthread:* | sync:*) ;; *) echo "SOAK_SERVER must be a gunicorn spec (gthread:NxT, sync:N)" >&2; exit 2 ;; esac

export CELERY_BROKER_URL="${CELERY_BROKER_URL:-redis://127.0.0.1:6379/12}"
# shellcheck source=scripts/bench_server_env.sh
source scripts/bench_server_env.sh

celery_pid=""
stop_celery() { [ -z "$celery_pid" ] || { kill -TERM "$celery_pid" && wait "$celery_pid"; } 2>/dev/null || true; }
trap 'stop_celery; stop_server; rm -rf "$work"; release_database' EXIT

# Tasks a killed earlier soak left on the broker name rows of a dropped database.
.venv/bin/celery -A portal purge -f >/dev/null
.venv/bin/celery -A portal worker --pool prefork --concurrency 1 --loglevel WARNING \
  >"$work/celery.log" 2>&1 &
celery_pid=$!

start_server "$spec" || exit 1
echo "=== soak: $label (production settings: DJANGO_DEBUG=false, PostgreSQL $db), Celery worker $celery_pid"
status=0
.venv/bin/python benchmarks/soak.py soak --url "http://127.0.0.1:$port" --app-token "$token" \
  --dsn "$DATABASE_URL" --server-pid "$server" --celery-pid "$celery_pid" \
  --broker "$CELERY_BROKER_URL" "$@" || status=$?
if [ $status -eq 1 ]; then
  server_log
  echo "--- celery log"
  tail -30 "$work/celery.log"
fi
exit $status
