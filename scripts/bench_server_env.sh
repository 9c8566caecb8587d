# Sourced by the benchmark scripts that run statecore on gunicorn (scripts/bench.sh,
# scripts/bench_langgraph.sh): production settings, a fresh database "$db" on the tests' server
# (DATABASE_URL's, else the embedded one; scripts/database.sh) with an application token in
# "$token", a scratch directory "$work", and stop_server for the gunicorn pid in "$server".
# The caller sets "db" and may set CELERY_BROKER_URL first.
scripts/bootstrap.sh dev
scripts/services.sh
# shellcheck source=scripts/database.sh
source scripts/database.sh
trap release_database EXIT
use_database --database "$db" --fresh
export DJANGO_DEBUG=false
export DJANGO_SECRET_KEY="bench-$(head -c 48 /dev/urandom | base64 | tr -d '/+=')"
export STATECORE_HMAC_KEY="bench-$(head -c 48 /dev/urandom | base64 | tr -d '/+=')"
# A benchmark binding sustains far more than the default 6,000 state writes a minute; the bound
# itself (a conditional UPDATE that runs on every write either way) stays in the hot path.
export STATECORE_MAX_STATE_WRITES_PER_MINUTE="${STATECORE_MAX_STATE_WRITES_PER_MINUTE:-100000000}"

.venv/bin/python manage.py migrate --verbosity 0
.venv/bin/python manage.py collectstatic --noinput --verbosity 0
token=$(.venv/bin/python manage.py create_app_token "bench-$db-$RANDOM" --environment prod --organization org-1 \
  --permission bindings:manage)

work=$(mktemp -d)
server=""
stop_server() {
  if [ -n "$server" ]; then
    kill -TERM "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
    server=""
  fi
}
trap 'stop_server; rm -rf "$work"; release_database' EXIT
