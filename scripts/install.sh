#!/usr/bin/env bash
# Installs what a fresh machine lacks: npm packages, Chromium (the app renders items' PDFs with it)
# and Debian packages a flag asks for: --browser (Chromium and poppler's pdftotext, which the tests
# need), --bench (wrk for `npm run bench:http`).
set -euo pipefail
cd "$(dirname "$0")/.."

debian_install() {
  echo "Installing Debian $*..."
  local sudo=""
  [[ "$(id -u)" == "0" ]] || sudo="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

packages=()
for flag in "$@"; do
  case "$flag" in
    --browser)
      [[ -x /usr/bin/chromium ]] || packages+=(chromium fonts-liberation)
      command -v pdftotext >/dev/null || packages+=(poppler-utils)
      ;;
    --bench) command -v wrk >/dev/null || packages+=(wrk) ;;
  esac
done
if ((${#packages[@]} > 0)); then debian_install "${packages[@]}"; fi

# Without Chromium the app still runs; 'Descargar PDF' then says PDFs are not available here.
if [[ ! -x /usr/bin/chromium && -z "${CHROMIUM_PATH:-}" ]]; then
  debian_install chromium fonts-liberation ||
    echo "Chromium could not be installed: items' PDFs will not be available (set CHROMIUM_PATH to use another)." >&2
fi

# `npm install`, not `npm ci`: with this machine's `omit-lockfile-registry-resolved`, npm 11 leaves
# other platforms' optional packages (biome, swc binaries) out of the lockfile and `npm ci` then
# refuses it. `npm install` keeps the locked versions. Skipped when nothing changed since last time.
if [[ ! -f node_modules/.package-lock.json ]] || [[ package-lock.json -nt node_modules/.package-lock.json ]] || [[ package.json -nt node_modules/.package-lock.json ]]; then
  npm install --no-audit --no-fund
fi
