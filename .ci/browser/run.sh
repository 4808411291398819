#!/usr/bin/env bash
# The web board's real-browser tests (from .ci/run): Debian's chromium driven by
# playwright-core (npm), against `invokation serve` from the debug build.
#
#   .ci/browser/run.sh            # installs what is missing, builds, runs test.mjs
#
# Installs chromium with apt-get if /usr/bin/chromium is missing (as root; `npx playwright
# install` is never used: the tests drive the system's browser), and playwright-core into
# .ci/browser/node_modules (git-ignored) from package-lock.json. Screenshots and the game's
# replay go to target/browser-artifacts.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
cd "$root"

if [[ ! -x /usr/bin/chromium ]]; then
    echo "== installing chromium (Debian package)"
    if [[ "$(id -u)" == 0 ]]; then sudo=""; else sudo="sudo"; fi
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
fi
if ! command -v node >/dev/null; then
    echo "node (18 or newer) is needed for the browser tests" >&2
    exit 1
fi
if [[ ! -d "$here/node_modules/playwright-core" ]]; then
    echo "== installing playwright-core (npm)"
    (cd "$here" && npm ci --no-audit --no-fund --loglevel=error)
fi
echo "== building the server"
cargo build -q -p invokation-cli
echo "== browser tests"
rm -rf target/browser-artifacts
node "$here/test.mjs" target/debug/invokation target/browser-artifacts 2> >(grep -v '^\[pid=' >&2)
