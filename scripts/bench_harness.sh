#!/usr/bin/env bash
# Harness turn benchmark (docs/benchmarks.md, "Harness runs"): end-to-end turn latency through the
# run API with a warm sandbox and a cold start, and statecore's share of a warm turn, against the
# same Deep Agent turn in process on InMemorySaver/InMemoryStore.
#
#   scripts/bench_harness.sh [--turns 30] [--cold 8] [--server gunicorn|granian] [--tree]
#
# A fresh database statecore_harnessbench (BENCH_HARNESS_DB) with production settings and an
# application token with bindings:manage and runs:start; benchmarks/harness_turn.py starts the
# server itself (twice: tracing off, then on to its own OTLP sink).
set -euo pipefail
cd "$(dirname "$0")/.."
db=${BENCH_HARNESS_DB:-statecore_harnessbench}
port=0  # unused: the benchmark starts its own servers
export CELERY_BROKER_URL="${CELERY_BROKER_URL:-redis://127.0.0.1:6379/5}"
# shellcheck source=scripts/bench_server_env.sh
source scripts/bench_server_env.sh
runs_token=$(.venv/bin/python manage.py create_app_token "bench-runs-$RANDOM" --environment prod --organization org-1 \
  --permission bindings:manage --permission runs:start)
echo "=== harness turn, production settings (DJANGO_DEBUG=false, PostgreSQL $db), $(git rev-parse --short HEAD)"
.venv/bin/python benchmarks/harness_turn.py --app-token "$runs_token" "$@"
