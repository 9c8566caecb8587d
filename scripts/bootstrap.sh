#!/usr/bin/env bash
# Create .venv with the project's pinned Python (3.12) and install pinned dependencies.
# Usage: scripts/bootstrap.sh [runtime|dev]   (default: dev)
#   runtime: the service (the `server` extra); dev: everything (`dev` = server + langgraph + tools).
# A worker pod needs neither: `pip install -c constraints.txt "statecore[langgraph]"` (docs/langgraph.md).
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

stamp=".venv/.installed-$extra-$(cat pyproject.toml constraints.txt | sha256sum | cut -c1-16)"
if [ ! -f "$stamp" ]; then
  .venv/bin/python -m pip install --quiet --disable-pip-version-check --upgrade "pip==26.3"
  if [ "$extra" = "dev" ]; then target=".[dev]"; else target=".[server]"; fi
  .venv/bin/python -m pip install --quiet --disable-pip-version-check -c constraints.txt -e "$target"
  rm -f .venv/.installed-"$extra"-*
  touch "$stamp"
fi
