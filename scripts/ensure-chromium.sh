#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium. Installs it when missing and we may (root with
# apt-get); otherwise says what to do.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Chromium from Debian for the end-to-end tests..." >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >&2
  exit 0
fi
echo "Chromium is missing at $chromium: install it (apt-get install chromium) or set CHROMIUM_PATH." >&2
exit 1
