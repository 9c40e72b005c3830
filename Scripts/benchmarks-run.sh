#!/usr/bin/env bash
# Runs Inject's benchmarks (the Benchmarks package) and prints one table with every scenario's median
# and p90 time per operation, mallocs and bytes, the ratio to the direct baseline and to each peer,
# and which targets are met.
#
#   Scripts/benchmarks-run.sh                       # the whole suite, a few minutes
#   Scripts/benchmarks-run.sh --filter '1 Warm.*'   # extra options go to `swift package benchmark`
#   Scripts/benchmarks-run.sh --runs 5 --filter '3 .*'
#                                                   # five runs: medians, and each ratio's range
#
# The machine is shared, so one run's ratio can move by ±40%; several runs show by how much. The raw
# exports stay in Benchmarks/.results/latest*.jmh.json (git-ignored) for Scripts/benchmarks-report.sh.
# Set INJECT_BENCHMARK_SMOKE=1 for a run of a few samples each.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
results="$root/Benchmarks/.results"
runs=1
if [[ "${1:-}" == "--runs" ]]; then
    runs="$2"
    shift 2
fi
mkdir -p "$results"
rm -f "$results"/latest*.jmh.json
export_dir="$(mktemp -d "$results/run.XXXXXX")"
trap 'rm -rf "$export_dir"' EXIT

for ((run = 1; run <= runs; run++)); do
    swift package --package-path "$root/Benchmarks" --allow-writing-to-directory "$export_dir" \
        benchmark --no-progress --format jmh --path "$export_dir" "$@"
    name="latest.jmh.json"
    ((runs == 1)) || name="latest.$run.jmh.json"
    mv "$export_dir/Current_run.jmh.json" "$results/$name"
done
python3 "$root/Benchmarks/Scripts/summarize.py" "$results"/latest*.jmh.json
