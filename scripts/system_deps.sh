#!/usr/bin/env bash
# System packages the test suite needs beyond Python: Debian's Chromium for the portal's
# browser test (Playwright drives it; no browser download). The rotel agent (collector-config/rotel)
# embeds CPython through the running interpreter's libpython3.12.so (pyenv/python.org builds ship it;
# the harness sets LD_LIBRARY_PATH); nothing to install for it on Debian 12 beyond that.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}" >/dev/null
fi
