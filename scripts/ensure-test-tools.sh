#!/usr/bin/env bash
# The tests use Debian's packages, never a downloaded binary: Chromium, Firefox ESR and WebKitGTK
# (its WebDriver and MiniBrowser, shown on a virtual X display) for the browser tests, and a real
# redis-server on loopback for the shared rate-limit tests. Installs what is missing.
set -euo pipefail
packages=()
if ! command -v chromium >/dev/null 2>&1 && [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  packages+=(chromium fonts-dejavu-core)
fi
if [ ! -x "${FIREFOX_PATH:-/usr/lib/firefox-esr/firefox-esr}" ]; then packages+=(firefox-esr); fi
if [ ! -x "${WEBKIT_DRIVER_PATH:-/usr/bin/WebKitWebDriver}" ]; then
  # It brings GStreamer's good plugins, which play the hero video's WebM.
  packages+=(webkit2gtk-driver)
fi
if ! command -v Xvfb >/dev/null 2>&1; then packages+=(xvfb xauth); fi
if ! command -v redis-server >/dev/null 2>&1; then packages+=(redis-server); fi
# Java runs the W3C HTML checker (vnu-jar) over the built pages.
if ! command -v java >/dev/null 2>&1; then packages+=(default-jre-headless); fi
if [ ${#packages[@]} -eq 0 ]; then exit 0; fi

echo "Installing Debian's ${packages[*]} for the tests…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get -o DPkg::Lock::Timeout=600 update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
# The tests start their own redis-server on a free port; the packaged service is not needed.
if command -v systemctl >/dev/null 2>&1 && systemctl is-active --quiet redis-server 2>/dev/null; then
  $SUDO systemctl stop redis-server || true
fi
