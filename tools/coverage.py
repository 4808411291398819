#!/usr/bin/env python3
"""Line coverage of the engine crate's source from tarpaulin's lcov.info.

    cargo tarpaulin -p invokation --engine llvm --out Lcov --output-dir target/coverage
    python3 tools/coverage.py [target/coverage/lcov.info] [--lines] [--file SUBSTRING]

Counts only `crates/invokation/src/` (the totals tarpaulin prints also count test files):
the total, then each file not fully covered, lowest first; `--lines` lists the lines not
covered, `--file` keeps the files whose path contains SUBSTRING.
"""

import argparse
import sys
from pathlib import Path

SRC = "crates/invokation/src/"
ROOT = Path(__file__).resolve().parent.parent


def read(path: Path) -> dict[str, dict[int, int]]:
    """Hits per line of each source file (a line listed twice keeps its highest count)."""
    files: dict[str, dict[int, int]] = {}
    current = None
    for line in path.read_text().splitlines():
        if line.startswith("SF:"):
            name = line[3:]
            at = name.find(SRC)
            current = files.setdefault(name[at:], {}) if at >= 0 else None
        elif line.startswith("DA:") and current is not None:
            number, hits = line[3:].split(",")[:2]
            current[int(number)] = max(current.get(int(number), 0), int(hits))
    return files


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("lcov", nargs="?", type=Path, default=ROOT / "target/coverage/lcov.info")
    parser.add_argument("--lines", action="store_true", help="list the lines not covered")
    parser.add_argument("--file", default="", help="only files whose path contains this")
    args = parser.parse_args(argv)
    files = read(args.lcov)
    if not files:
        print(f"no {SRC} entries in {args.lcov}", file=sys.stderr)
        return 1
    rows = []
    for name, hits in files.items():
        covered = sum(1 for n in hits.values() if n > 0)
        missed = sorted(line for line, n in hits.items() if n == 0)
        rows.append((covered / len(hits) if hits else 1.0, name, covered, len(hits), missed))
    total = sum(r[3] for r in rows)
    covered = sum(r[2] for r in rows)
    print(f"{SRC}: {covered} of {total} lines covered ({100 * covered / total:.2f}%)")
    for share, name, hit, count, missed in sorted(rows):
        if args.file not in name or not missed:
            continue
        print(f"{100 * share:6.1f}% {hit:5}/{count:<5} {name}")
        if args.lines:
            source = (ROOT / name).read_text().splitlines()
            for line in missed:
                text = source[line - 1].strip() if line <= len(source) else ""
                print(f"        {line:5}: {text}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
