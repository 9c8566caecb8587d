#!/usr/bin/env bash
# LangGraph benchmark (docs/benchmarks.md, "LangGraph: a Deep Agent conversation"): a 30-turn Deep
# Agent conversation and put/get throughput, StatecoreSaver over HTTP on gunicorn or granian +
# PostgreSQL against LangGraph's PostgresSaver (and InMemorySaver as a floor) on the same
# PostgreSQL server.
#
#   scripts/bench_langgraph.sh [--turns 30] [--repeat 2] [--clients 8] [--size 4096] [--seconds 8]
#
# Creates a fresh database statecore_lgbench (BENCH_LANGGRAPH_DB), migrates it, creates an
# application token, and for each server configuration in BENCH_SERVERS (default
# "granian:<cores>x4", deploy/granian.sh's defaults, the recommended server; specs as in scripts/bench.sh, e.g.
# BENCH_SERVERS="gthread:2x4 granian:2x4") starts that server with production settings, runs
# benchmarks/langgraph_agent.py (all its parts and baselines, per server) and stops it.
# BENCH_PORT (default 8792) chooses the port.
set -euo pipefail
cd "$(dirname "$0")/.."
port=${BENCH_PORT:-8792}
db=${BENCH_LANGGRAPH_DB:-statecore_lgbench}
servers=${BENCH_SERVERS:-granian:$(nproc)x4}

export CELERY_BROKER_URL="${CELERY_BROKER_URL:-redis://127.0.0.1:6379/5}"
# shellcheck source=scripts/bench_server_env.sh
source scripts/bench_server_env.sh

status=0
for spec in $servers; do
  start_server "$spec" || exit 1
  echo
  echo "=== $label (production settings: DJANGO_DEBUG=false, PostgreSQL $db), $(git rev-parse --short HEAD)"
  .venv/bin/python benchmarks/langgraph_agent.py --url "http://127.0.0.1:$port" --app-token "$token" \
    --dsn "$DATABASE_URL" --server-pid "$server" --server-label "$label" "$@" || status=$?
  if [ $status -ne 0 ]; then server_log; fi
  stop_server
done
exit $status
