#!/usr/bin/env bash
# The worker's memory read over HTTP (benchmarks/memory_read.py): a new lease's first read (checked,
# then read) against a seen lease's read (checked with the read), in turn, same run.
#
#   scripts/bench_memory_read.sh [--pairs 400] [--warmup 50] [--pause-ms 3]
#
# BENCH_SERVER (default gthread:1x4, the harness benchmark's gunicorn: one process), BENCH_DB
# (statecore_memread) and BENCH_PORT (8793) choose the server, the database and the port.
set -euo pipefail
cd "$(dirname "$0")/.."
port=${BENCH_PORT:-8793}
db=${BENCH_DB:-statecore_memread}
export CELERY_BROKER_URL="${CELERY_BROKER_URL:-redis://127.0.0.1:6379/13}"
# shellcheck source=scripts/bench_server_env.sh
source scripts/bench_server_env.sh
start_server "${BENCH_SERVER:-gthread:1x4}" || exit 1
echo "=== $label (production settings: DJANGO_DEBUG=false, PostgreSQL $db), $(git rev-parse --short HEAD)"
echo "load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
.venv/bin/python benchmarks/memory_read.py --url "http://127.0.0.1:$port" --app-token "$token" "$@"
echo "load average at end: $(cut -d' ' -f1-3 /proc/loadavg)"
