#!/usr/bin/env bash
# The shared rate-limit tests and bench:api run a real Debian redis-server on loopback. Install it when missing.
set -euo pipefail
if command -v redis-server >/dev/null 2>&1; then
  exit 0
fi
echo "Installing Debian's redis-server for the rate-limit tests…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get -o DPkg::Lock::Timeout=600 update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends redis-server >/dev/null
# The tests start their own instance on a free port; the packaged service is not needed.
if command -v systemctl >/dev/null 2>&1 && systemctl is-active --quiet redis-server 2>/dev/null; then
  $SUDO systemctl stop redis-server || true
fi
command -v redis-server
