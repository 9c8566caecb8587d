#!/usr/bin/env bash
# Growth benchmark (docs/benchmarks.md, "Growth"): commit and load_head at a 10k-state baseline
# and at 10M committed states over 100k bindings, in one run on one database; EXPLAIN of the hot
# statements at the large scale.
#
#   scripts/bench_growth.sh [--states 10000000] [--bindings 100000] [--small-states 10000]
#       [--workers 1,8] [--seconds 10] [--sample 1000] [--jobs 2] [--payload-bytes 256] [--no-explain]
#
# Creates a fresh database statecore_bench_growth (BENCH_DB) on the tests' server (DATABASE_URL's,
# else the embedded one; scripts/database.sh), migrates it, and runs benchmarks/state_growth.py:
# generate the baseline, measure it on a fresh server, bulk-generate the rest, measure again on a
# fresh server (with EXPLAIN), report both with their ratios. The rows are generated in the
# database (INSERT ... SELECT from generate_series), not through the API. BENCH_SERVER (default
# granian:2x4; the specs of scripts/bench_server_env.sh) and BENCH_PORT (8792) choose the server.
# The database is left in place for inspection (about 14 GB at 10M); BENCH_GROWTH_DROP=1 drops it.
set -euo pipefail
cd "$(dirname "$0")/.."
port=${BENCH_PORT:-8792}
db=${BENCH_DB:-statecore_bench_growth}
spec=${BENCH_SERVER:-granian:2x4}

explain=(--explain)
args=()
for a in "$@"; do
  if [ "$a" = "--no-explain" ]; then explain=(); else args+=("$a"); fi
done

export CELERY_BROKER_URL="${CELERY_BROKER_URL:-redis://127.0.0.1:6379/13}"
# shellcheck source=scripts/bench_server_env.sh
source scripts/bench_server_env.sh
if [ "${BENCH_GROWTH_DROP:-0}" = "1" ]; then
  trap 'stop_server; rm -rf "$work"; .venv/bin/python scripts/devdb.py drop "$db"; release_database' EXIT
fi

growth() {
  .venv/bin/python benchmarks/state_growth.py "$@" --dsn "$DATABASE_URL" --layout "$work/layout.json" \
    --results "$work" "${args[@]}"
}

measure() {
  start_server "$spec" || exit 1
  growth measure --scale "$1" --url "http://127.0.0.1:$port" --server-pid "$server" \
    --server-label "$label" "${@:2}" || { server_log; exit 1; }
  stop_server
}

growth generate --scale small
measure small
growth generate --scale large
measure large "${explain[@]}"
growth report
