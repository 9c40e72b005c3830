#!/usr/bin/env bash
# Checks that a read of an `unimplemented` default fails something even in work that left the test's task
# (a `Task.detached`, a `DispatchQueue` callback), where Swift Testing knows of no running test. Such a
# read fails the whole Swift Testing run, not a test, so the reads are in a package of their own,
# Tests/Fixtures/LostFailures, whose tests fail on purpose. This script runs them, expects `swift test`
# to fail, and checks that the output reports each read, by the name its message gives the dependency
# (the value's type on Linux, `\.<ReadInADetachedTask>`; the property's name on Apple platforms), and that
# XCTest attributes its failure to the file of the read. It runs them with `swift test`, and again built
# in release by `swift build --build-tests` and run with `--skip-build`, as a CI does in two steps: that
# build does not compile the library for testing, so whole-module optimization drops internal code that
# nothing names, and InjectTesting's recorder, which Inject finds by name only, must survive it (without
# it, every read stops the process, as if InjectTesting were not linked).
#
#   Scripts/check-lost-failures.sh
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT

# The reads, with where each is made; the control shows that the output is read right.
reads=(
    "ReadInTheTestsTask:a Swift Testing test's own task (the control)"
    "ReadInADetachedTask:a Task.detached of a Swift Testing test"
    "ReadInADispatchCallback:a DispatchQueue callback of a Swift Testing test"
    "ReadInADetachedTaskOfAnXCTestTest:a Task.detached of an XCTest test"
)

check() {
    local configuration="$1" lost=0 read name
    local package="$root/Tests/Fixtures/LostFailures" options=()
    if [[ "$configuration" == release ]]; then
        swift build --package-path "$package" -c release --build-tests -Xswiftc -warnings-as-errors >"$log" 2>&1 \
            || { cat "$log"; echo "error: the LostFailures tests did not build (release)" >&2; return 1; }
        options=(-c release --skip-build)
    fi
    if swift test --package-path "$package" "${options[@]}" -Xswiftc -warnings-as-errors >"$log" 2>&1; then
        cat "$log"
        echo "error: the LostFailures tests passed ($configuration), but every one reads an unimplemented default" >&2
        return 1
    fi

    for read in "${reads[@]}"; do
        name="${read%%:*}"
        if grep -qiE "Inject: \\\\\\.<?$name>? has no value for this context" "$log"; then
            echo "reported: the read in ${read#*:}"
        else
            echo "LOST: the read in ${read#*:} (\\.<$name>) was not reported"
            lost=$((lost + 1))
        fi
    done
    # A read recorded, not a stop: the stop's message names the read too, so that alone would pass.
    if grep -q "Fatal error" "$log"; then
        echo "STOPPED: a read stopped the process instead of being recorded as a failure"
        lost=$((lost + 1))
    fi
    # XCTest attributes a failure to the file and line it is given: the site of the read, not InjectTesting's
    # reporter, by the file's path (an IDE opens it), not its file ID (`LostFailuresTests/LostFailuresTests.swift`),
    # at the line of the `unimplemented` call the message names.
    local site
    site="$(grep -n 'unimplemented(ReadInADetachedTaskOfAnXCTestTest())' \
        "$package/Tests/LostFailuresTests/LostFailuresTests.swift" | cut -d: -f1)"
    if ! grep -qE "/Tests/LostFailuresTests/LostFailuresTests\.swift:$site: error: XCTestReads\.testInADetachedTask" "$log"; then
        echo "MISPLACED: the XCTest failure is not attributed to the path and line of the read"
        lost=$((lost + 1))
    fi
    if ((lost > 0)); then
        echo "--- swift test output:"
        cat "$log"
        echo "error: $lost of $((${#reads[@]} + 2)) checks failed ($configuration): a read was not reported, or not where it was made" >&2
        return 1
    fi
    echo "lost failures ($configuration): none; all ${#reads[@]} reads were reported"
}

check debug
check release
