#!/usr/bin/env bash
# Thread-state commit benchmark (docs/benchmarks.md): statecore over HTTP on gunicorn or granian
# + PostgreSQL, against LangGraph's PostgresSaver and a raw compare-and-set loop on the same
# PostgreSQL server.
#
#   scripts/bench.sh [--seconds N] [--workers 1,8] [--sizes 4096,65536] [--load thread|process]
#
# Server configurations, space separated (each gets a fresh server with its deploy/ configuration;
# the baselines run once, with the first, and every configuration's table shows ratios against
# them); the specs are described in scripts/bench_server_env.sh (start_server):
#   BENCH_SERVERS="granian:2x4 gthread:2x4"     (default) granian (the recommended server) against gunicorn
#   BENCH_SERVERS="gthread:2x4"                 gunicorn alone, 2 processes x 4 threads, keep-alive
#   BENCH_SERVERS="sync:2 sync:3 sync:4 sync:5 gthread:2x4 gthread:2x4:pool"
# BENCH_DB (default statecore_bench) and BENCH_PORT (8790) choose the database and the port.
set -euo pipefail
cd "$(dirname "$0")/.."
port=${BENCH_PORT:-8790}
db=${BENCH_DB:-statecore_bench}
servers=${BENCH_SERVERS:-granian:2x4 gthread:2x4}

export CELERY_BROKER_URL="${CELERY_BROKER_URL:-redis://127.0.0.1:6379/13}"
# shellcheck source=scripts/bench_server_env.sh
source scripts/bench_server_env.sh

status=0
first=1
for spec in $servers; do
  start_server "$spec" || exit 1
  echo
  echo "=== $label (production settings: DJANGO_DEBUG=false, PostgreSQL $db)"
  if [ $first -eq 1 ]; then only=all; else only=statecore; fi
  .venv/bin/python benchmarks/state_commit.py --url "http://127.0.0.1:$port" --app-token "$token" \
    --dsn "$DATABASE_URL" --server-pid "$server" --server-label "$label" \
    --only "$only" --baselines-json "$work/baselines.json" "$@" || status=$?
  if [ $status -ne 0 ]; then server_log; fi
  stop_server
  first=0
done
exit $status
