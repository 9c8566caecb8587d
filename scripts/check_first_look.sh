#!/usr/bin/env bash
# Exercise the README's first command (make dev) on a fresh clone, as a newcomer would: it must
# set everything up (the venv, the embedded PostgreSQL), print a demo login and token, and serve a
# working API and portal. The clone's embedded server gets a port of its own
# (STATECORE_FIRST_LOOK_PG_PORT), so that it runs beside this checkout's.
set -euo pipefail
cd "$(dirname "$0")/.."
port=${STATECORE_FIRST_LOOK_PORT:-8799}
pg_port=${STATECORE_FIRST_LOOK_PG_PORT:-5498}
work=$(mktemp -d)
git clone --quiet . "$work/statecore"
log="$work/dev.log"
( cd "$work/statecore" && exec env -u DATABASE_URL -u CELERY_BROKER_URL -u DJANGO_DEBUG \
    -u STATECORE_EMBEDDED_PG_DATA STATECORE_EMBEDDED_PG_PORT="$pg_port" \
    STATECORE_DEV_ADDR="127.0.0.1:$port" setsid make dev >"$log" 2>&1 ) &
dev=$!
cleanup() {
  # make dev runs in a session of its own (setsid: its pid is the group's): end all of it, then let
  # its exit trap stop the embedded server it started; stop it here too should that have failed.
  kill -TERM -- "-$dev" 2>/dev/null || true
  wait "$dev" 2>/dev/null || true
  if [ -x "$work/statecore/.venv/bin/python" ]; then
    (cd "$work/statecore" && if .venv/bin/python scripts/devdb.py status --quiet; then
      .venv/bin/python scripts/devdb.py stop; fi) || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT
for _ in $(seq 1 300); do
  curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 && break
  if ! kill -0 "$dev" 2>/dev/null; then break; fi
  sleep 1
done
token=$(grep -o 'sta_[A-Za-z0-9_-]*' "$log" | head -1)
password=$(sed -n 's/^  login: *admin \/ //p' "$log" | head -1)
if [ -z "$token" ] || [ -z "$password" ]; then
  echo "first look: make dev printed no token or login"; cat "$log"; exit 1
fi
grep -q "^  database: *PostgreSQL 127.0.0.1:$pg_port, database statecore" "$log" ||
  { echo "first look: make dev is not on its embedded PostgreSQL"; cat "$log"; exit 1; }
status=$(curl -s -o /dev/null -w '%{http_code}' -X POST "http://127.0.0.1:$port/api/v1/bindings" \
  -H "Authorization: Bearer $token" -H 'Content-Type: application/json' \
  -d '{"environment":"prod","harness":"h","adapter":"a","adapter_codec_version":"c/1","agent_id":"a","subject":"s","organization_id":"org-1"}')
[ "$status" = 201 ] || { echo "first look: creating a binding with the demo token answered $status"; exit 1; }
login=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/admin/login/")
[ "$login" = 200 ] || { echo "first look: the portal login page answered $login"; exit 1; }
echo "first look: make dev on a fresh clone serves the API and portal on its embedded PostgreSQL; demo token and login work"
