#!/usr/bin/env bash
# `npm test`: every check, from a fresh clone. Ends non-zero on the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."

section() { printf '\n\033[1m==> %s\033[0m (at %d s)\n' "$*" "$SECONDS"; }

# The end-to-end tests run Debian's Chromium headless shell (decision 0007).
if [ ! -x /usr/bin/chromium-headless-shell ]; then
  section "Installing Chromium's headless shell from Debian (/usr/bin/chromium-headless-shell is missing)"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update
  $sudo apt-get install -y chromium-headless-shell
fi

# The customer tasks also run in Firefox ESR and WebKitGTK (MiniBrowser, its WebDriver, under
# Xvfb): Debian's packages, never a downloaded browser or driver (decision 2300).
engines=()
[ -x /usr/bin/firefox-esr ] || engines+=(firefox-esr)
[ -x /usr/bin/WebKitWebDriver ] || engines+=(webkit2gtk-driver)
command -v xvfb-run > /dev/null || engines+=(xvfb)
if [ "${#engines[@]}" -gt 0 ]; then
  section "Installing ${engines[*]} from Debian (for the end-to-end tests in the other engines)"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y "${engines[@]}"
fi

# The shared-store tests start a redis-server of their own (decision 1611).
if ! command -v redis-server > /dev/null; then
  section "Installing redis-server from Debian (for the shared-store tests; no service is started)"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends redis-server
  # Debian's package enables and starts a system service; the tests never use it.
  $sudo systemctl disable --now redis-server > /dev/null 2>&1 || $sudo service redis-server stop > /dev/null 2>&1 || true
fi

# npm's scripts run the registry's Node 24 LTS, node_modules/.bin/node (decision 2480).
section "Runtime: Node $(node --version) ($(command -v node))"

section "Type check (tsc), lint (eslint) and the production build (remix vite:build), side by side"
# tsc and eslint are single-threaded and the build mostly so: on two cores the three together take
# about the time of the two longest one after the other. Each is printed whole once done.
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
npm run typecheck > "$out/typecheck" 2>&1 & typecheck=$!
npm run lint > "$out/lint" 2>&1 & lint=$!
npm run build > "$out/build" 2>&1 & build=$!
typecheck_rc=0; wait "$typecheck" || typecheck_rc=$?
lint_rc=0; wait "$lint" || lint_rc=$?
build_rc=0; wait "$build" || build_rc=$?
cat "$out/typecheck" "$out/lint" "$out/build"
if [ "$typecheck_rc" -ne 0 ] || [ "$lint_rc" -ne 0 ] || [ "$build_rc" -ne 0 ]; then
  echo "typecheck exit $typecheck_rc, lint exit $lint_rc, build exit $build_rc"
  exit 1
fi

section "Unit, service-client, platform and route tests (vitest), while the end-to-end servers start"
# The end-to-end run starts its web servers now and holds its tests until Vitest is done
# (tests/e2e/support/start-gate.ts), so its start-up is off the clock and no test is timed
# beside Vitest. Its output is kept and printed once its tests run.
gate="$out/gate"
E2E_START_GATE="$gate" node_modules/.bin/playwright test > "$out/e2e" 2>&1 & e2e=$!
vitest_rc=0; npx vitest run || vitest_rc=$?
if [ "$vitest_rc" -ne 0 ]; then
  kill -INT "$e2e" 2> /dev/null || true
  wait "$e2e" 2> /dev/null || true
  exit "$vitest_rc"
fi

section "End-to-end tests (playwright: Debian's Chromium headless shell with JS on and off; Firefox ESR with JS on and off and WebKitGTK with JS on)"
touch "$gate"
tail -n +1 -f --pid="$e2e" "$out/e2e"
e2e_rc=0; wait "$e2e" || e2e_rc=$?
[ "$e2e_rc" -eq 0 ] || exit "$e2e_rc"

section "All checks passed"
