#!/usr/bin/env bash
# Where the server's CPU goes per worker request, in process (benchmarks/request_profile.py):
# production settings on a fresh database, a 30-turn Deep Agent through StatecoreSaver calling the
# WSGI application directly, against the baseline GET /healthz in the same run.
#   scripts/bench_profile.sh [--turns N] [--top N]
# BENCH_DB (default statecore_profile) chooses the database.
set -euo pipefail
cd "$(dirname "$0")/.."
db=${BENCH_DB:-statecore_profile}
port=0  # no server: the application is called in process
export CELERY_BROKER_URL="${CELERY_BROKER_URL:-redis://127.0.0.1:6379/13}"
# Without the client deadline's watchdog thread (statecore.deadline): Python 3.12's cProfile sees
# every thread, and a second one wrecks its per-thread CPU clock (negative layers). The deadline's
# own cost per round trip (a dict store and pop) is a few microseconds (docs/benchmarks.md).
export DATABASE_CLIENT_TIMEOUT_MS="${DATABASE_CLIENT_TIMEOUT_MS:-0}"
# shellcheck source=scripts/bench_server_env.sh
source scripts/bench_server_env.sh
.venv/bin/python benchmarks/request_profile.py --app-token "$token" "$@"
