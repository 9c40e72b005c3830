#!/usr/bin/env bash
# CI smoke run of Inject's benchmarks: builds the Benchmarks package (harness and peers in release
# mode), runs every benchmark for a few samples to prove that it executes, and checks mallocs per
# operation against Benchmarks/Thresholds/mallocs.json; then runs InjectPaired for a few rounds. Never
# a timing gate: the timings of a smoke run mean nothing.
#
#   Scripts/benchmarks-smoke.sh                       # build, run, check
#   Scripts/benchmarks-smoke.sh --update-thresholds   # same, then rewrite mallocs.json from this run
#
# From a clean Benchmarks/.build it took 176 s on this project's 2-core machine, most of it the
# release build of the harness and the peers.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
started=$SECONDS
export_dir="$(mktemp -d)"
trap 'rm -rf "$export_dir"' EXIT

INJECT_BENCHMARK_SMOKE=1 swift package --package-path "$root/Benchmarks" \
    --allow-writing-to-directory "$export_dir" \
    benchmark --no-progress --format jmh --path "$export_dir"

listed="$(swift package --package-path "$root/Benchmarks" benchmark list 2>/dev/null | grep -c ' | ' || true)"
update=()
[[ "${1:-}" == "--update-thresholds" ]] && update=(--update-mallocs)
python3 "$root/Benchmarks/Scripts/summarize.py" "$export_dir/Current_run.jmh.json" --quiet \
    --expect "$listed" --mallocs "$root/Benchmarks/Thresholds/mallocs.json" "${update[@]}"
# InjectPaired, which times issue 12's rows in alternating batches, must build and run; a few short
# rounds, whose figures mean nothing.
swift run -c release --package-path "$root/Benchmarks" InjectPaired 5 100 > /dev/null
echo "Benchmark smoke run passed in $((SECONDS - started)) s."
