#!/usr/bin/env bash
# The long fault loop of issue 15 (docs/benchmarks.md, "Faults under the history checker"): the
# stress tests of the suite (tests/stress/test_races.py) with many rounds of each fault instead of
# three, every history checked. Prints one `history:` line per test (events, faults, acknowledged
# commits, lost answers, refusals, server errors, anomalies).
#
#   scripts/stress.sh [pytest args]     (= make stress)
#
# Rounds: STATECORE_STRESS_KILLS (API SIGKILLs, default 100), _RESTARTS (PostgreSQL crash
# restarts, 10), _CUTS (every database connection cut, 10), _STALLS (every database connection
# stalled past the statement timeout, 10), _FENCES (leases fenced across two API servers, 10).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/bootstrap.sh dev
scripts/services.sh

# shellcheck source=scripts/database.sh
source scripts/database.sh
trap release_database EXIT
if [ -n "${TEST_DATABASE_URL:-}" ]; then export DATABASE_URL="$TEST_DATABASE_URL"; fi
use_database --create
export CELERY_BROKER_URL="${TEST_CELERY_BROKER_URL:-redis://127.0.0.1:6379/15}"
export STATECORE_STRESS_KILLS="${STATECORE_STRESS_KILLS:-100}"
export STATECORE_STRESS_RESTARTS="${STATECORE_STRESS_RESTARTS:-10}"
export STATECORE_STRESS_CUTS="${STATECORE_STRESS_CUTS:-10}"
export STATECORE_STRESS_STALLS="${STATECORE_STRESS_STALLS:-10}"
export STATECORE_STRESS_FENCES="${STATECORE_STRESS_FENCES:-10}"
echo "== long fault loop: $STATECORE_STRESS_KILLS API kills, $STATECORE_STRESS_RESTARTS PostgreSQL crash restarts," \
  "$STATECORE_STRESS_CUTS cuts, $STATECORE_STRESS_STALLS stalls, $STATECORE_STRESS_FENCES fences over two servers"
started=$(date +%s)
.venv/bin/python -m pytest tests/stress/test_races.py -s -p no:logging --timeout 3600 -q "$@" 2>&1 \
  | grep -v ' INFO httpx HTTP Request: '
echo "== done in $(( $(date +%s) - started )) s"
