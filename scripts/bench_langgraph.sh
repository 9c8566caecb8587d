#!/usr/bin/env bash
# LangGraph benchmark (docs/benchmarks.md, "LangGraph: a Deep Agent conversation"): a 30-turn Deep
# Agent conversation and put/get throughput, StatecoreSaver over HTTP on gunicorn + PostgreSQL
# against LangGraph's PostgresSaver (and InMemorySaver as a floor) on the same PostgreSQL server.
#
#   scripts/bench_langgraph.sh [--turns 30] [--repeat 2] [--clients 8] [--size 4096] [--seconds 8]
#
# Creates a fresh database statecore_lgbench (BENCH_LANGGRAPH_DB), migrates it, creates an
# application token, starts gunicorn with deploy/gunicorn.conf.py (its defaults: gthread, one
# process per core x 4 threads) and production settings, runs benchmarks/langgraph_agent.py and
# stops gunicorn.
set -euo pipefail
cd "$(dirname "$0")/.."
port=${BENCH_PORT:-8792}
db=${BENCH_LANGGRAPH_DB:-statecore_lgbench}

export CELERY_BROKER_URL="${CELERY_BROKER_URL:-redis://127.0.0.1:6379/5}"
# shellcheck source=scripts/bench_server_env.sh
source scripts/bench_server_env.sh

log="$work/gunicorn.log"
GUNICORN_BIND="127.0.0.1:$port" GUNICORN_ACCESS_LOG="$work/access.log" \
  .venv/bin/gunicorn -c deploy/gunicorn.conf.py >"$log" 2>&1 &
server=$!
up=0
for _ in $(seq 1 100); do
  if curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null 2>&1; then up=1; break; fi
  sleep 0.1
done
if [ $up -ne 1 ]; then echo "gunicorn did not come up:"; tail -30 "$log"; exit 1; fi
label="gunicorn ${GUNICORN_WORKER_CLASS:-gthread} ${GUNICORN_WORKERS:-$(nproc)}x${GUNICORN_THREADS:-4}"
echo "=== $label (production settings: DJANGO_DEBUG=false, PostgreSQL $db), $(git rev-parse --short HEAD)"
status=0
.venv/bin/python benchmarks/langgraph_agent.py --url "http://127.0.0.1:$port" --app-token "$token" \
  --dsn "$DATABASE_URL" --server-pid "$server" --server-label "$label" "$@" || status=$?
if [ $status -ne 0 ]; then echo "--- server log"; tail -30 "$log"; fi
exit $status
