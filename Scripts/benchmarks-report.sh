#!/usr/bin/env bash
# Writes Benchmarks/RESULTS.md, the Markdown "Performance" section: the table of a full run, its date,
# the machine's cores and the Swift version.
#
#   Scripts/benchmarks-report.sh            # runs the whole suite first (Scripts/benchmarks-run.sh)
#   Scripts/benchmarks-report.sh --runs 3   # three runs: the medians, and each target's range
#   Scripts/benchmarks-report.sh --reuse    # reports the last run(s), Benchmarks/.results/latest*.jmh.json
#
# Commit RESULTS.md only from a full run (not a smoke run): no figure in a doc that a committed run did
# not produce.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
source="Scripts/benchmarks-report.sh"
if [[ "${1:-}" != "--reuse" ]]; then
    "$root/Scripts/benchmarks-run.sh" "$@" > /dev/null
    source="$source${*:+ $*}"
fi
python3 "$root/Benchmarks/Scripts/summarize.py" "$root/Benchmarks/.results"/latest*.jmh.json \
    --markdown "$root/Benchmarks/RESULTS.md" --source "$source"
