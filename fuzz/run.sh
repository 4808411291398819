#!/usr/bin/env bash
# Runs a fuzz target under libFuzzer on stable Rust (no cargo-fuzz, no nightly needed):
# builds it with coverage instrumentation (SanitizerCoverage through rustc's stable
# -C passes / -C llvm-args), then fuzzes from fuzz/corpus/<target> (new inputs are added
# there) for the given time. Crashes go to fuzz/artifacts/<target>/.
#
#   fuzz/run.sh TARGET [SECONDS] [extra libFuzzer options]
#   fuzz/run.sh all [SECONDS]          # every target in turn
#
# Targets: scenario notation sharecode deck_text replay state
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
targets=(scenario notation sharecode deck_text replay state)
target="${1:?usage: fuzz/run.sh TARGET|all [SECONDS] [libFuzzer options]}"
secs="${2:-600}"
shift $(( $# >= 2 ? 2 : $# ))
if [[ "$target" == all ]]; then
    for t in "${targets[@]}"; do "$0" "$t" "$secs" "$@"; done
    exit 0
fi
export RUSTFLAGS="${RUSTFLAGS:-} --cfg fuzzing -Cpasses=sancov-module \
 -Cllvm-args=-sanitizer-coverage-level=4 -Cllvm-args=-sanitizer-coverage-inline-8bit-counters \
 -Cllvm-args=-sanitizer-coverage-pc-table -Cllvm-args=-sanitizer-coverage-trace-compares \
 -Cdebug-assertions -Coverflow-checks"
export CARGO_TARGET_DIR="$here/target"
# With an explicit --target, RUSTFLAGS reach the fuzz target only, not build scripts.
host="$(rustc -vV | sed -n 's/^host: //p')"
cargo build --release --manifest-path "$here/Cargo.toml" --target "$host" --bin "$target"
mkdir -p "$here/corpus/$target" "$here/artifacts/$target"
exec "$here/target/$host/release/$target" "$here/corpus/$target" \
    -artifact_prefix="$here/artifacts/$target/" -max_total_time="$secs" -timeout=10 \
    -rss_limit_mb=2048 -print_final_stats=1 "$@"
