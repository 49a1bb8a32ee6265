#!/usr/bin/env bash
# Installs what a fresh machine lacks: npm packages and, with --browser, Debian's Chromium for browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ "${1:-}" == "--browser" ]] && [[ ! -x /usr/bin/chromium ]]; then
  echo "Installing Debian chromium for the browser tests..."
  SUDO=""
  [[ "$(id -u)" == "0" ]] || SUDO="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends chromium fonts-liberation >/dev/null
fi

# Reinstall only when the lockfile changed since the last install.
if [[ ! -f node_modules/.package-lock.json ]] || [[ package-lock.json -nt node_modules/.package-lock.json ]]; then
  npm ci --no-audit --no-fund
fi
