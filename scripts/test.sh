#!/usr/bin/env bash
# `npm test`: every check, from a fresh clone. Ends non-zero on the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."

section() { printf '\n\033[1m==> %s\033[0m\n' "$*"; }

if [ ! -x /usr/bin/chromium ]; then
  section "Installing Chromium from Debian (/usr/bin/chromium is missing)"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update
  $sudo apt-get install -y chromium
fi

section "Type check (tsc)"
npm run typecheck

section "Lint (eslint)"
npm run lint

section "Unit, service-client, platform and route tests (vitest)"
npx vitest run

section "Production build (remix vite:build)"
npm run build

section "End-to-end tests (playwright, Debian Chromium, JS on and off)"
npx playwright test

section "All checks passed"
