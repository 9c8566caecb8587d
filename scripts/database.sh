# Sourced by the scripts that need PostgreSQL (dev, test, contract smoke, benchmarks): one source of
# the database for all of them, the same as the test suite's.
#
#   use_database [--database NAME] [--create | --fresh]   exports DATABASE_URL (scripts/devdb.py url)
#   release_database                                      lets go of the embedded server (EXIT trap)
#
# DATABASE_URL, when set, names the server (any PostgreSQL 15+ with the extensions the migrations
# create). Otherwise the checkout's embedded PostgreSQL (scripts/devdb.py) is used, started when it
# is not running and held by this script ($$) until release_database, which the sourcing script
# calls from its EXIT trap: the server stops when its last holder lets go (one started by
# `scripts/devdb.py start` keeps running), and the next holder stops one a killed script left.
_database_held=0

use_database() {
  local hold=()
  if [ -z "${DATABASE_URL:-}" ]; then
    hold=(--hold "$$")
    _database_held=1
  fi
  DATABASE_URL="$(.venv/bin/python scripts/devdb.py url "${hold[@]}" "$@")"
  export DATABASE_URL
}

release_database() {
  if [ "$_database_held" = 1 ]; then
    _database_held=0
    .venv/bin/python scripts/devdb.py release "$$"
  fi
}
