#!/usr/bin/env bash
# Checks that a read of an `unimplemented` default fails something even in work that left the test's task
# (a `Task.detached`, a `DispatchQueue` callback), where Swift Testing knows of no running test. Such a
# read fails the whole Swift Testing run, not a test, so the reads are in a package of their own,
# Tests/Fixtures/LostFailures, whose tests fail on purpose. This script runs them, expects `swift test`
# to fail, and checks that the output reports each read, by the name its message gives the dependency
# (the value's type on Linux, `\.<ReadInADetachedTask>`; the property's name on Apple platforms), and that
# XCTest attributes its failure to the file of the read.
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

if swift test --package-path "$root/Tests/Fixtures/LostFailures" -Xswiftc -warnings-as-errors >"$log" 2>&1; then
    cat "$log"
    echo "error: the LostFailures tests passed, but every one reads an unimplemented default" >&2
    exit 1
fi

lost=0
for read in "${reads[@]}"; do
    name="${read%%:*}"
    if grep -qiE "Inject: \\\\\\.<?$name>? has no value for this context" "$log"; then
        echo "reported: the read in ${read#*:}"
    else
        echo "LOST: the read in ${read#*:} (\\.<$name>) was not reported"
        lost=$((lost + 1))
    fi
done
# XCTest attributes a failure to the file it is given: the site of the read, not InjectTesting's reporter.
if ! grep -qE "LostFailuresTests\.swift:[0-9]+: error: XCTestReads\.testInADetachedTask" "$log"; then
    echo "MISPLACED: the XCTest failure is not attributed to the file of the read"
    lost=$((lost + 1))
fi
if ((lost > 0)); then
    echo "--- swift test output:"
    cat "$log"
    echo "error: $lost of $((${#reads[@]} + 1)) checks failed: a read was not reported, or not where it was made" >&2
    exit 1
fi
echo "lost failures: none; all ${#reads[@]} reads were reported"
