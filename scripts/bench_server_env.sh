# Sourced by the benchmark scripts that run statecore on a server (scripts/bench.sh,
# scripts/bench_langgraph.sh): production settings, a fresh database "$db" on the tests' server
# (DATABASE_URL's, else the embedded one; scripts/database.sh) with an application token in
# "$token", a scratch directory "$work", start_server SPEC (sets "$server" and "$label") and
# stop_server. The caller sets "db" and "port" and may set CELERY_BROKER_URL first.
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
label=""
server_log_file=/dev/null

# start_server SPEC: start the server SPEC names on 127.0.0.1:$port with its deploy/ configuration
# and wait for /healthz. Sets "server" (the pid to measure: the server's process tree is below it)
# and "label". Only the variables a spec names are set, for that server alone.
#   sync:N         gunicorn sync workers x N (deploy/gunicorn.conf.py)
#   gthread:NxT    gunicorn gthread, N processes x T threads, keep-alive
#   granian:NxT    granian (deploy/granian.sh), WSGI, N worker processes x T blocking threads, HTTP/1.1
#                  keep-alive; tracing configured after fork by deploy/granian_app.py as under gunicorn
#   a trailing :pool turns on DATABASE_POOL (psycopg_pool, max size = threads per process)
# gunicorn writes its (redacted) access log to a file, as deployed; granian has none, as deployed.
start_server() {
  local spec=$1 kind size pool threads
  local -a vars cmd
  IFS=: read -r kind size pool <<<"$spec"
  case "$kind" in
    sync)
      threads=1
      vars=(GUNICORN_WORKER_CLASS=sync GUNICORN_WORKERS="$size")
      label="gunicorn sync x$size"
      ;;
    gthread)
      threads=${size#*x}
      vars=(GUNICORN_WORKER_CLASS=gthread GUNICORN_WORKERS="${size%x*}" GUNICORN_THREADS="$threads")
      label="gunicorn gthread ${size%x*}x$threads"
      ;;
    granian)
      threads=${size#*x}
      vars=(GRANIAN_WORKERS="${size%x*}" GRANIAN_BLOCKING_THREADS="$threads")
      label="granian $(.venv/bin/granian --version | cut -d' ' -f2) WSGI ${size%x*}x$threads"
      ;;
    *) echo "unknown server spec: $spec" >&2; return 2 ;;
  esac
  if [ "$kind" = granian ]; then
    cmd=(deploy/granian.sh)
    vars+=(GRANIAN_HOST=127.0.0.1 GRANIAN_PORT="$port" GRANIAN_BIN=.venv/bin/granian)
  else
    cmd=(.venv/bin/gunicorn -c deploy/gunicorn.conf.py)
    vars+=(GUNICORN_BIND="127.0.0.1:$port" GUNICORN_ACCESS_LOG="$work/access.log")
  fi
  if [ "$pool" = "pool" ]; then
    vars+=(DATABASE_POOL=true DATABASE_POOL_MIN_SIZE=2 DATABASE_POOL_MAX_SIZE="$threads")
    label="$label, psycopg_pool"
  else
    label="$label, persistent connections"
  fi
  server_log_file="$work/server-${spec//[:x]/-}.log"
  env "${vars[@]}" "${cmd[@]}" >"$server_log_file" 2>&1 &
  server=$!
  for _ in $(seq 1 100); do
    if curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null 2>&1; then return 0; fi
    sleep 0.1
  done
  echo "$label did not come up:"
  tail -30 "$server_log_file"
  return 1
}

# server_log: the end of the last started server's log (after a failed run)
server_log() {
  echo "--- server log"
  tail -30 "$server_log_file"
}

stop_server() {
  if [ -n "$server" ]; then
    kill -TERM "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
    server=""
  fi
}
trap 'stop_server; rm -rf "$work"; release_database' EXIT
