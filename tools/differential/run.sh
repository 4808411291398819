#!/usr/bin/env bash
# The differential tool's one command: makes the virtualenv (.venv-oracle at the repository
# root, git-ignored), installs the pinned reference gitcg==0.21.0 (AGPL; installed at test
# time, never vendored) into it, builds invokation, and runs the tool.
#
#   tools/differential/run.sh ci                         # the fixed-seed slice .ci/run runs
#   tools/differential/run.sh games --seed 7 --count 300 # a longer run
#   tools/differential/run.sh positions --seed 7 --count 1200
#   tools/differential/run.sh games --focus "Kaeya,Cold-Blooded Strike" --count 30
#   tools/differential/run.sh rerun target/differential/game-7-12
#
# Environment: PYTHON (default python3), DIFFERENTIAL_VENV (default .venv-oracle).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
venv="${DIFFERENTIAL_VENV:-$root/.venv-oracle}"
python="${PYTHON:-python3}"
if ! "$venv/bin/python" -c 'import gitcg, sys; sys.exit(gitcg.low_level.version() == "" )' 2>/dev/null; then
    echo "== installing gitcg==0.21.0 into $venv"
    "$python" -m venv "$venv"
    "$venv/bin/python" -m pip --disable-pip-version-check --no-input install --quiet "gitcg==0.21.0"
fi
echo "== building invokation (release)"
(cd "$root" && cargo build --quiet --release -p invokation-cli)
exec "$venv/bin/python" "$root/tools/differential/differential.py" "$@"
