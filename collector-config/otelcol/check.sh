#!/usr/bin/env bash
# Validate the shipped collector config: offline always; with the real collector where it exists.
#   collector-config/otelcol/check.sh
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
py="${PYTHON:-$root/.venv/bin/python}"
"$py" "$here/generate.py" --check
"$py" "$root/deploy/kubernetes/collector_configmap.py" --check
"$py" "$here/validate.py" "$here/statecore-collector.yaml"
if command -v otelcol-contrib >/dev/null 2>&1; then
  STATECORE_COLLECTOR_HMAC_KEY="${STATECORE_COLLECTOR_HMAC_KEY:-validate-only-key}" \
  STATECORE_COLLECTOR_UPSTREAM="${STATECORE_COLLECTOR_UPSTREAM:-127.0.0.1:4317}" \
    otelcol-contrib validate --config "$here/statecore-collector.yaml"
  echo "otelcol-contrib validate: ok ($(otelcol-contrib --version))"
  if [ -n "${STATECORE_CANARY_BASE_URL:-}" ]; then
    "$py" "$root/collector-config/canary/check.py"
  else
    echo "skipped: canary check (set STATECORE_CANARY_BASE_URL and run collector-config/canary/check.py)"
  fi
else
  echo "skipped: otelcol-contrib not installed"
fi
