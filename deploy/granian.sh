#!/usr/bin/env bash
# Serve the statecore API and portal with granian (a Rust HTTP server; WSGI interface), the
# alternative to `gunicorn -c deploy/gunicorn.conf.py`. Same environment, same application:
#
#   deploy/granian.sh                                   # 127.0.0.1:8000, one worker per core
#   GRANIAN_HOST=0.0.0.0 GRANIAN_PORT=8080 GRANIAN_WORKERS=4 deploy/granian.sh
#
# Every granian option has an environment variable (`granian --help` lists them all); this script
# sets the project's defaults for those left unset and execs granian, so granian gets the signals:
# TERM or INT stops it gracefully, HUP respawns the workers.
#
# The application is deploy/granian_app.py:create_application, called in each worker after the
# fork: it configures tracing there and flushes it on exit (what gunicorn.conf.py's post_fork and
# worker_exit do), and keeps the process environment out of request.META (granian copies
# os.environ into every request's WSGI environ; gunicorn does not).
#
# Differences from gunicorn.conf.py an SRE should know:
# - no per-request timeout: gunicorn kills a worker silent for GUNICORN_TIMEOUT (60 s); granian
#   has no equivalent, so bound requests in the database (statement_timeout, lock_timeout) and at
#   the proxy.
# - no access log: granian's would log the raw request path, which carries identifiers a client
#   chose (keys, run ids, state refs); portal.access_log redacts them for gunicorn only. Turn it
#   on (GRANIAN_LOG_ACCESS_ENABLED=true) only with a format without %(path)s.
# - X-Forwarded-* is not interpreted by the server; Django does it where it matters
#   (DJANGO_BEHIND_TLS_PROXY).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)

# One process per core, a few Python threads each (the shape measured best for gunicorn gthread
# too, docs/benchmarks.md). Each blocking thread keeps its own persistent database connection
# (CONN_MAX_AGE); they start on demand and stop when idle, so keep them as long as granian allows
# (600 s, CONN_MAX_AGE's default).
export GRANIAN_WORKERS="${GRANIAN_WORKERS:-$(nproc)}"
export GRANIAN_BLOCKING_THREADS="${GRANIAN_BLOCKING_THREADS:-4}"
export GRANIAN_BLOCKING_THREADS_IDLE_TIMEOUT="${GRANIAN_BLOCKING_THREADS_IDLE_TIMEOUT:-600}"
# Backpressure counts connections, not requests: an open keep-alive connection (a sandbox pod's
# client, a proxy's upstream pool) holds its slot while idle, and a worker at the limit accepts no
# new connection. 1000 per worker, as gunicorn's worker_connections; the blocking threads are what
# bounds the Python concurrency.
export GRANIAN_BACKPRESSURE="${GRANIAN_BACKPRESSURE:-1000}"
# HTTP/1.1 with keep-alive (behind a proxy or from the pods' clients; no h2c detection per
# connection).
export GRANIAN_HTTP="${GRANIAN_HTTP:-1}"
# A worker that dies is started again (gunicorn does that too); on shutdown a worker that has not
# stopped within 20 s (gunicorn's graceful_timeout) is killed.
export GRANIAN_RESPAWN_FAILED_WORKERS="${GRANIAN_RESPAWN_FAILED_WORKERS:-true}"
export GRANIAN_WORKERS_KILL_TIMEOUT="${GRANIAN_WORKERS_KILL_TIMEOUT:-20}"
export GRANIAN_LOG_ACCESS_ENABLED="${GRANIAN_LOG_ACCESS_ENABLED:-false}"

# GRANIAN_BIN, else the project's virtualenv's granian, else the one on PATH.
granian=${GRANIAN_BIN:-}
if [ -z "$granian" ]; then
  granian=$here/../.venv/bin/granian
  [ -x "$granian" ] || granian=granian
fi
exec "$granian" --interface wsgi --no-ws --factory "$here/granian_app.py:create_application"
