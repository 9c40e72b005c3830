#!/usr/bin/env bash
# Counts the instructions of the budget table's rows (Benchmarks/README.md) and of their hand-written
# baselines with valgrind's callgrind, which, unlike wall time, repeats exactly from run to run.
#
#   Benchmarks/Scripts/callgrind.sh [iterations]       # default 10,000 operations per probe
#
# Each probe (Sources/InjectCallgrind/main.swift) is one non-inlined function doing one operation;
# only its instructions and those of what it calls are collected, then divided by the iterations.
# Prints "probe  instructions/op". Needs valgrind (apt-get install valgrind).
#
#   PROBES="create-inject-local chain-resolve" Benchmarks/Scripts/callgrind.sh  # some probes only
#   CALLGRIND_ANNOTATE=1 CALLGRIND_INCLUSIVE=no CALLGRIND_LINES=60 ...           # and where they spend
#   CALLGRIND_TREE=caller ...                                                    # and who calls what
#
#   Benchmarks/Scripts/callgrind.sh --check                # CI: fail if an Inject probe grew
#   Benchmarks/Scripts/callgrind.sh --update-thresholds    # after a change that saves instructions
#
# --check compares each of the ten Inject probes, one per user-facing row and form, with
# Thresholds/instructions.json and fails if one costs more than 10% above its figure there; it prints
# each one's ratio to its baseline. The baselines are printed for reference, not checked.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
iterations=10000
mode=""
for argument in "$@"; do
    case "$argument" in
        --check) mode=check ;;
        --update-thresholds) mode=update ;;
        *) iterations="$argument" ;;
    esac
done
thresholds="$here/Thresholds/instructions.json"
swift build --package-path "$here" -c release --product InjectCallgrind > /dev/null
binary="$(swift build --package-path "$here" -c release --show-bin-path)/InjectCallgrind"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

# Swift's mangling abbreviates repeated words ("Inject"), so look each probe's symbol up by its
# demangled name.
symbols="$(nm "$binary" | awk '{print $3}' | grep '^\$s' | sort -u)"
mangled() {
    paste <(echo "$symbols") <(echo "$symbols" | swift demangle --simplified) |
        awk -F '\t' -v f="$1(" 'index($2, f) == 1 && !found { print $1; found = 1 }'
}

probe() {
    local name="$1" function="$2" symbol
    symbol="$(mangled "$function")"
    [[ -n "$symbol" ]] || { echo "no symbol for $function" >&2; exit 1; }
    valgrind --tool=callgrind --callgrind-out-file="$out/$name.out" --toggle-collect="$symbol" \
        "$binary" "$name" "$iterations" > /dev/null 2> "$out/$name.log"
    local total
    total="$(grep -E '^summary:|^totals:' "$out/$name.out" | head -1 | awk '{print $2}')"
    awk -v name="$name" -v total="$total" -v n="$iterations" \
        'BEGIN { printf "%-22s %10.1f instructions/op\n", name, total / n }' | tee -a "$out/summary.txt"
    if [[ -n "${CALLGRIND_ANNOTATE:-}" ]]; then
        # `|| true`: `head` closing the pipe early must not end the script (pipefail) before the next probe.
        callgrind_annotate ${CALLGRIND_TREE:+--tree=$CALLGRIND_TREE} --inclusive=${CALLGRIND_INCLUSIVE:-yes} "$out/$name.out" 2> /dev/null | head -${CALLGRIND_LINES:-40} || true
    fi
}

if [[ -n "${PROBES:-}" ]]; then
    for p in $PROBES; do probe "$p" "$(grep -o "^probe $p [a-zA-Z]*" "$0" | awk "{print \$3}")"; done
else
probe warm-let probeWarmReadLet
probe warm-resolved probeWarmReadResolved
probe warm-lazy probeWarmReadLazy
probe warm-inject probeWarmReadInject
probe create-plain-local probeCreatePlainLocal
probe create-resolved-local probeCreateResolvedLocal
probe create-inject-local probeCreateInjectLocal
probe create-plain-shared probeCreatePlainShared
probe create-resolved-shared probeCreateResolvedShared
probe create-inject-shared probeCreateInjectShared
probe create-plain-new5 probeCreatePlainNewFive
probe create-resolved-new5 probeCreateResolvedNewFive
probe create-plain-shared5 probeCreatePlainSharedFive
probe create-resolved-shared5 probeCreateResolvedSharedFive
probe create-inject-shared5 probeCreateInjectSharedFive
probe chain-plain probeChainPlain
probe chain-resolve probeChainResolve
fi

[[ -n "$mode" ]] || exit 0
python3 - "$mode" "$out/summary.txt" "$thresholds" "${PROBES:-}" << 'CHECK'
import json, sys
mode, summary, path, some = sys.argv[1:]
measured = {line.split()[0]: float(line.split()[1]) for line in open(summary)}
# The direct-code probes measure Swift and the C library, not Inject.
baselines = {"warm-resolved": "warm-let", "warm-inject": "warm-lazy", "create-resolved-local": "create-plain-local",
    "create-inject-local": "create-plain-local", "create-resolved-shared": "create-plain-shared",
    "create-inject-shared": "create-plain-shared", "create-resolved-new5": "create-plain-new5",
    "create-resolved-shared5": "create-plain-shared5", "create-inject-shared5": "create-plain-shared5",
    "chain-resolve": "chain-plain"}
inject = {name: value for name, value in measured.items() if name in baselines}
if mode == "update":
    if some:
        sys.exit("--update-thresholds needs every probe: run it without PROBES")
    with open(path, "w") as file:
        json.dump(inject, file, indent=2, sort_keys=True)
        file.write("\n")
    print(f"wrote {path}")
    sys.exit(0)
limits = json.load(open(path))
if some:
    # Some probes only (PROBES): check those.
    limits = {name: value for name, value in limits.items() if name in measured}
failed = [name for name in sorted(limits) if name not in measured or measured[name] > limits[name] * 1.10]
for name in sorted(limits):
    shown = f"{measured[name]:.1f}" if name in measured else "not run"
    base = measured.get(baselines.get(name, ""))
    ratio = f"  {measured[name] / base:.2f}x {baselines[name]}" if name in measured and base else ""
    print(f"{'MORE' if name in failed else 'ok  '} {name:24} {shown:>10} (threshold {limits[name]:.1f}){ratio}")
if failed:
    print(f"{len(failed)} probe(s) cost more than 10% above Thresholds/instructions.json: {', '.join(failed)}")
    sys.exit(1)
print("Instruction counts within thresholds.")
CHECK
