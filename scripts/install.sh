#!/usr/bin/env bash
# Installs what a fresh machine lacks: npm packages, Chromium (the app renders items' PDFs with it)
# and Debian packages a flag asks for: --browser (poppler's pdftotext, with which the tests read
# those PDFs back), --bench (wrk for `npm run bench:http`).
set -euo pipefail
cd "$(dirname "$0")/.."

packages=()
[[ -x /usr/bin/chromium ]] || packages+=(chromium fonts-liberation)
for flag in "$@"; do
  case "$flag" in
    --browser) command -v pdftotext >/dev/null || packages+=(poppler-utils) ;;
    --bench) command -v wrk >/dev/null || packages+=(wrk) ;;
  esac
done
if ((${#packages[@]} > 0)); then
  echo "Installing Debian ${packages[*]}..."
  SUDO=""
  [[ "$(id -u)" == "0" ]] || SUDO="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
fi

# `npm install`, not `npm ci`: with this machine's `omit-lockfile-registry-resolved`, npm 11 leaves
# other platforms' optional packages (biome, swc binaries) out of the lockfile and `npm ci` then
# refuses it. `npm install` keeps the locked versions. Skipped when nothing changed since last time.
if [[ ! -f node_modules/.package-lock.json ]] || [[ package-lock.json -nt node_modules/.package-lock.json ]] || [[ package.json -nt node_modules/.package-lock.json ]]; then
  npm install --no-audit --no-fund
fi
