#!/usr/bin/env bash
# Browser tests use Debian's Chromium (never a downloaded browser). Install it when missing.
set -euo pipefail
if command -v chromium >/dev/null 2>&1 || [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  exit 0
fi
echo "Installing Debian's chromium for the browser tests…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null
command -v chromium
