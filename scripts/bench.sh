#!/usr/bin/env bash
# Thread-state commit benchmark (docs/benchmarks.md): statecore over HTTP on gunicorn + PostgreSQL,
# against LangGraph's PostgresSaver and a raw compare-and-set loop on the same PostgreSQL server.
#
#   scripts/bench.sh [--seconds N] [--workers 1,8] [--sizes 4096,65536] [--load thread|process]
#
# Server configurations, space separated (each gets a fresh gunicorn; the baselines run once,
# with the first, and every configuration's table shows ratios against them):
#   BENCH_SERVERS="gthread:2x4"                 (default) 2 processes x 4 threads, keep-alive
#   BENCH_SERVERS="sync:2 sync:3 sync:4 sync:5 gthread:2x4 gthread:2x4:pool"
# sync:N = N sync workers (persistent connection per process, CONN_MAX_AGE);
# gthread:NxT = N processes x T threads; a trailing :pool turns on DATABASE_POOL (psycopg_pool).
set -euo pipefail
cd "$(dirname "$0")/.."
port=${BENCH_PORT:-8790}
db=${BENCH_DB:-statecore_bench}
servers=${BENCH_SERVERS:-gthread:2x4}

export CELERY_BROKER_URL="${CELERY_BROKER_URL:-redis://127.0.0.1:6379/13}"
# shellcheck source=scripts/bench_server_env.sh
source scripts/bench_server_env.sh

status=0
first=1
for spec in $servers; do
  IFS=: read -r kind size pool <<<"$spec"
  unset GUNICORN_THREADS DATABASE_POOL
  case "$kind" in
    sync)
      export GUNICORN_WORKER_CLASS=sync GUNICORN_WORKERS="$size"
      label="gunicorn sync x$size"
      ;;
    gthread)
      export GUNICORN_WORKER_CLASS=gthread GUNICORN_WORKERS="${size%x*}" GUNICORN_THREADS="${size#*x}"
      label="gunicorn gthread ${GUNICORN_WORKERS}x${GUNICORN_THREADS}"
      ;;
    *) echo "unknown server spec: $spec" >&2; exit 2 ;;
  esac
  if [ "$pool" = "pool" ]; then
    export DATABASE_POOL=true DATABASE_POOL_MIN_SIZE=2 DATABASE_POOL_MAX_SIZE="${GUNICORN_THREADS:-1}"
    label="$label, psycopg_pool"
  else
    label="$label, persistent connections"
  fi
  log="$work/gunicorn-${spec//[:x]/-}.log"
  GUNICORN_BIND="127.0.0.1:$port" GUNICORN_ACCESS_LOG="$work/access.log" \
    .venv/bin/gunicorn -c deploy/gunicorn.conf.py >"$log" 2>&1 &
  server=$!
  up=0
  for _ in $(seq 1 100); do
    if curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null 2>&1; then up=1; break; fi
    sleep 0.1
  done
  if [ $up -ne 1 ]; then echo "gunicorn did not come up:"; tail -30 "$log"; exit 1; fi
  echo
  echo "=== $label (production settings: DJANGO_DEBUG=false, PostgreSQL $db)"
  if [ $first -eq 1 ]; then only=all; else only=statecore; fi
  .venv/bin/python benchmarks/state_commit.py --url "http://127.0.0.1:$port" --app-token "$token" \
    --dsn "$DATABASE_URL" --server-pid "$server" --server-label "$label" \
    --only "$only" --baselines-json "$work/baselines.json" "$@" || status=$?
  if [ $status -ne 0 ]; then echo "--- server log"; tail -30 "$log"; fi
  stop_server
  first=0
done
exit $status
