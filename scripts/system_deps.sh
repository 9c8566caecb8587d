#!/usr/bin/env bash
# System packages the test suite needs beyond Python: Debian's Chromium for the portal's
# browser test (Playwright drives it; no browser download).
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}" >/dev/null
fi
