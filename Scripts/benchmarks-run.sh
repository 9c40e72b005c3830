#!/usr/bin/env bash
# Runs Inject's benchmarks (the Benchmarks package) and prints one table with every scenario's median
# and p90 time per operation, mallocs and bytes, the ratio to the direct baseline and to each peer,
# and which targets are met.
#
#   Scripts/benchmarks-run.sh                       # the whole suite, a few minutes
#   Scripts/benchmarks-run.sh --filter '1 Warm.*'   # extra options go to `swift package benchmark`
#
# The run's raw export stays in Benchmarks/.results/latest.jmh.json (git-ignored) for
# Scripts/benchmarks-report.sh. Set INJECT_BENCHMARK_SMOKE=1 for a run of a few samples each.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
results="$root/Benchmarks/.results"
mkdir -p "$results"
export_dir="$(mktemp -d "$results/run.XXXXXX")"
trap 'rm -rf "$export_dir"' EXIT

# The scale scenario's keys are generated, not committed.
python3 "$root/Benchmarks/Scripts/generate-keys.py" > /dev/null

swift package --package-path "$root/Benchmarks" --allow-writing-to-directory "$export_dir" \
    benchmark --no-progress --format jmh --path "$export_dir" "$@"

mv "$export_dir/Current_run.jmh.json" "$results/latest.jmh.json"
python3 "$root/Benchmarks/Scripts/summarize.py" "$results/latest.jmh.json"
