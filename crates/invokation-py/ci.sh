#!/usr/bin/env bash
# The Python bindings' test command: builds the wheel into a fresh virtualenv (pip with the
# maturin build backend), installs the test dependencies, and runs the pytest suite.
#
#   crates/invokation-py/ci.sh            # what CI runs (from .ci/run)
#
# Environment:
#   PYTHON                 interpreter to make the virtualenv with (default: python3)
#   INVOKATION_PY_VENV     where the virtualenv goes (default: crates/invokation-py/target/ci-venv)
#   INVOKATION_PY_KEEP_VENV=1   reuse an existing virtualenv instead of making it anew
#   INVOKATION_PY_RLLIB=0  skip ray[rllib] (then the RLlib config test is skipped; plain ray
#                          is still installed for the Ray self-play test)
#   PYTEST_ADDOPTS         extra pytest options
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
python="${PYTHON:-python3}"
venv="${INVOKATION_PY_VENV:-$here/target/ci-venv}"

if ! "$python" -c 'import sys; sys.exit(sys.version_info < (3, 9))'; then
    echo "invokation-py: $python is older than Python 3.9" >&2
    exit 1
fi

if [[ "${INVOKATION_PY_KEEP_VENV:-0}" == 1 && -x "$venv/bin/python" ]]; then
    echo "== reusing the virtualenv $venv"
else
    echo "== making a fresh virtualenv in $venv"
    rm -rf "$venv"
    mkdir -p "$(dirname "$venv")"
    "$python" -m venv "$venv"
fi
py="$venv/bin/python"
pip=("$py" -m pip --disable-pip-version-check --no-input)

extras="test,ray"
if [[ "${INVOKATION_PY_RLLIB:-1}" == 1 ]]; then
    extras="test,rllib"
fi

echo "== cargo fmt --check and clippy (the bindings crate is its own workspace)"
cargo fmt --manifest-path "$here/Cargo.toml" -- --check
PYO3_PYTHON="$py" cargo clippy --quiet --manifest-path "$here/Cargo.toml" --all-targets -- -D warnings

echo "== building and installing the package ($extras); the Rust build takes a few minutes"
start=$SECONDS
# The build runs cargo in crates/invokation-py (its own workspace, own target/ directory).
"${pip[@]}" install --quiet "$here[$extras]"
echo "   installed in $((SECONDS - start))s"
"$py" -c 'import invokation, sys; print("   invokation", invokation.__version__, "from", invokation.__file__, "on Python", sys.version.split()[0])'

echo "== pytest"
cd "$here"
# No cache written into the source tree; tests import the installed package.
exec "$py" -m pytest -p no:cacheprovider tests
