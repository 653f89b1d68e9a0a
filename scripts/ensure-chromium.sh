#!/usr/bin/env bash
# Installs Debian's Chromium for the Swagger UI gate (npm run test:browser) unless it is there.
set -euo pipefail
if [ ! -x /usr/bin/chromium ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
/usr/bin/chromium --version
