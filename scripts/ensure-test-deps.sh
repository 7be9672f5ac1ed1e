#!/usr/bin/env bash
# Makes sure the end-to-end tests have what they drive, from Debian's packages:
#   chromium       the browser ($CHROME_PATH, or /usr/bin/chromium): the full end-to-end suite
#   chromium-headless-shell  the same Chromium without its UI, which the suite drives when it is
#                  there (a third faster; vitest.config.ts), unless CHROME_PATH names another
#   firefox-esr    Firefox ESR ($FIREFOX_PATH, or /usr/bin/firefox-esr): the cross-engine suite
#   webkit2gtk-driver  WebKitWebDriver and (through libwebkit2gtk) MiniBrowser: the cross-engine suite
#   xvfb           the virtual display Firefox and MiniBrowser run headed on
#   poppler-utils  pdftoppm: the PDF export tests look at the pages as images
#   redis-server   the multi-node sync test starts one on 127.0.0.1
# Installs the Debian packages with apt-get when they are missing and we may (root, or passwordless sudo).
set -euo pipefail

browser="${CHROME_PATH:-/usr/bin/chromium}"
missing=()
if [ ! -x "$browser" ]; then
  if [ -n "${CHROME_PATH:-}" ]; then
    echo "CHROME_PATH is set to $CHROME_PATH, but there is no executable there." >&2
    exit 1
  fi
  missing+=(chromium)
fi
[ -n "${CHROME_PATH:-}" ] || [ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
[ -x "${FIREFOX_PATH:-/usr/bin/firefox-esr}" ] || missing+=(firefox-esr)
[ -x "${WEBKIT_DRIVER_PATH:-/usr/bin/WebKitWebDriver}" ] || missing+=(webkit2gtk-driver)
[ -x "${XVFB_PATH:-/usr/bin/Xvfb}" ] || missing+=(xvfb)
command -v pdftoppm >/dev/null 2>&1 || missing+=(poppler-utils)
[ -x "${REDIS_SERVER:-/usr/bin/redis-server}" ] || missing+=(redis-server)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

if command -v apt-get >/dev/null 2>&1; then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then sudo="sudo"; else sudo=""; fi
  fi
  if [ "$(id -u)" -eq 0 ] || [ -n "$sudo" ]; then
    echo "Installing Debian's ${missing[*]} for the end-to-end tests…"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
    exit 0
  fi
fi

echo "The end-to-end tests need Debian's ${missing[*]} (sudo apt-get install ${missing[*]});" >&2
echo "Chromium may also be any Chromium or Chrome binary named by CHROME_PATH, redis-server any named by REDIS_SERVER," >&2
echo "Firefox any Firefox named by FIREFOX_PATH, WebKit's driver and browser WEBKIT_DRIVER_PATH and MINIBROWSER_PATH." >&2
echo "Without them, run the Chromium suite alone: npm run test:e2e -- --engine chromium" >&2
exit 1
