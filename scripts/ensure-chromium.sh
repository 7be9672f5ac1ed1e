#!/usr/bin/env bash
# Makes sure the end-to-end tests have a Chromium: $CHROME_PATH, or Debian's package at /usr/bin/chromium.
# Installs the package with apt-get when it is missing and we may (root, or passwordless sudo).
set -euo pipefail

browser="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then
  exit 0
fi
if [ -n "${CHROME_PATH:-}" ]; then
  echo "CHROME_PATH is set to $CHROME_PATH, but there is no executable there." >&2
  exit 1
fi

if command -v apt-get >/dev/null 2>&1; then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then sudo="sudo"; else sudo=""; fi
  fi
  if [ "$(id -u)" -eq 0 ] || [ -n "$sudo" ]; then
    echo "Installing Debian's chromium for the end-to-end tests…"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
    exit 0
  fi
fi

echo "The end-to-end tests need Chromium at /usr/bin/chromium (Debian: sudo apt-get install chromium)," >&2
echo "or CHROME_PATH pointing at a Chromium or Chrome binary." >&2
exit 1
