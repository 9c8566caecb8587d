#!/usr/bin/env bash
# Two API servers against one (docs/benchmarks.md, "Two servers against one"): the commit cycle's
# throughput with one gunicorn of W worker processes against two gunicorn servers (separate
# processes, ports BENCH_PORT and BENCH_PORT+1) of W/2 each, on the same database, the same
# number of clients spread evenly. On a two-core machine this measures coordination cost.
#
#   scripts/bench_replicas.sh [--seconds 30] [--server-workers 2] [--clients 16] [--repeats 2]
#
# Arguments go to benchmarks/soak.py replicas, which starts and stops the servers
# (deploy/gunicorn.conf.py, gthread, production settings from scripts/bench_server_env.sh).
# BENCH_DB (default statecore_replicas) and BENCH_PORT (8790) choose the database and the port.
set -euo pipefail
cd "$(dirname "$0")/.."
port=${BENCH_PORT:-8790}
db=${BENCH_DB:-statecore_replicas}

export CELERY_BROKER_URL="${CELERY_BROKER_URL:-redis://127.0.0.1:6379/13}"
# shellcheck source=scripts/bench_server_env.sh
source scripts/bench_server_env.sh

.venv/bin/python benchmarks/soak.py replicas --port "$port" --app-token "$token" --dsn "$DATABASE_URL" "$@"
