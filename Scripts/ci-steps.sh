#!/usr/bin/env bash
# The steps of Inject's CI, each one command that passes or fails. Linux CI (.ci/run) runs all of them
# in the order `--list` prints; the macOS workflow (.github/workflows/macos.yml) runs build, test and
# docs. A step whose script or tool is missing fails; nothing is skipped.
#
#   Scripts/ci-steps.sh --list            # the step names, in CI order
#   Scripts/ci-steps.sh build test        # run some steps, in the order given; stops at the first failure
#
# Steps:
#   build           every target, warnings as errors; then the README's `swift run ReadingList`
#   test            every test target (library, consumer kinds, example), warnings as errors
#   integration     Inject with swift-clocks' clocks and in a Hummingbird server, in a package of its own
#                   (Scripts/integration-tests.sh);
#                   no unimplemented default's failure lost in work that left the test's task, in a package
#                   whose tests fail on purpose, built by `swift test` and by `swift build -c release
#                   --build-tests` (Scripts/check-lost-failures.sh)
#   isolation       the parallel-isolation suite, 20 more runs
#   stress          model-based check against a reference model, and churn (release build)
#   tsan            ThreadSanitizer on the library's tests
#   asan            AddressSanitizer and LeakSanitizer on the library's tests
#   compile-checks  misuse does not compile; the documented spellings do (Scripts/check-compile-errors.sh)
#   swiftui         InjectSwiftUI type-checks against the SwiftUI stand-in (Scripts/typecheck-swiftui.sh)
#   lint            swift format lint, strict
#   articles        every Swift example of the articles and README compiles (SwiftUI's: in the swiftui step) (Scripts/check-article-examples.sh)
#   doc-examples    every Swift example of Inject's and InjectTesting's doc comments compiles (SwiftUI's: in the swiftui step) (Scripts/check-doc-examples.sh)
#   docs            DocC with warnings as errors, every public symbol curated (Scripts/build-docs.sh)
#   benchmarks      the benchmarks build and run briefly; mallocs checked, never time (Scripts/benchmarks-smoke.sh);
#                   instructions of Inject's hot paths checked under callgrind (Benchmarks/Scripts/callgrind.sh)
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

steps=(build test integration isolation stress tsan asan compile-checks swiftui lint articles doc-examples docs benchmarks)

# The test targets the sanitizer steps run: the library's own tests, which hammer `withInjected` frames from
# many tasks. The consumer-kind and example targets add no concurrency of their own.
sanitized_tests='InjectTests|InjectTestingTests'

run_step() {
    case "$1" in
        build)
            swift build -Xswiftc -warnings-as-errors
            # The README's first command, on a data folder of its own: it must run on a fresh machine.
            local data
            data="$(mktemp -d)"
            READING_LIST_DIR="$data" swift run -Xswiftc -warnings-as-errors ReadingList
            READING_LIST_DIR="$data" swift run -Xswiftc -warnings-as-errors ReadingList list --preview
            rm -rf "$data"
            ;;
        test)
            swift test -Xswiftc -warnings-as-errors
            ;;
        integration)
            bash Scripts/integration-tests.sh && bash Scripts/check-lost-failures.sh
            ;;
        isolation)
            local log run
            log="$(mktemp)"
            swift build --build-tests -Xswiftc -warnings-as-errors
            for run in $(seq 1 20); do
                swift test -Xswiftc -warnings-as-errors --skip-build --filter ParallelIsolationTests >"$log" 2>&1 \
                    || { cat "$log"; echo "isolation run $run failed"; rm -f "$log"; return 1; }
            done
            echo "parallel isolation: 20 runs passed; last: $(grep 'Test run with' "$log" | tail -n 1)"
            rm -f "$log"
            ;;
        stress)
            swift build -c release --product InjectStress -Xswiftc -warnings-as-errors
            .build/release/InjectStress model --seeds 5 --operations 20000
            .build/release/InjectStress churn --rounds 5 --consumers 100000
            ;;
        tsan)
            swift test --sanitize=thread --scratch-path .build-tsan --filter "$sanitized_tests"
            ;;
        asan)
            # LeakSanitizer is on. Tests/Sanitizers/lsan.supp lists the known false reports, each with
            # the reason it is not a leak; a new report fails the step.
            [[ -f Tests/Sanitizers/lsan.supp ]] || { echo "error: Tests/Sanitizers/lsan.supp is missing" >&2; return 1; }
            ASAN_OPTIONS=detect_leaks=1 \
                LSAN_OPTIONS="suppressions=$PWD/Tests/Sanitizers/lsan.supp:print_suppressions=0" \
                swift test --sanitize=address --scratch-path .build-asan --filter "$sanitized_tests"
            ;;
        compile-checks)
            bash Scripts/check-compile-errors.sh
            ;;
        swiftui)
            bash Scripts/typecheck-swiftui.sh
            ;;
        lint)
            swift format lint --strict --recursive --configuration .swift-format Package.swift Sources Tests Examples IntegrationTests
            ;;
        articles)
            bash Scripts/check-article-examples.sh
            ;;
        doc-examples)
            bash Scripts/check-doc-examples.sh
            ;;
        docs)
            bash Scripts/build-docs.sh
            ;;
        benchmarks)
            bash Scripts/benchmarks-smoke.sh && bash Benchmarks/Scripts/callgrind.sh --check
            ;;
        *)
            echo "error: unknown step '$1'; the steps are: ${steps[*]}" >&2
            return 2
            ;;
    esac
}

if (($# == 0)); then
    echo "usage: Scripts/ci-steps.sh --list | <step>..." >&2
    exit 2
fi
if [[ "$1" == "--list" ]]; then
    printf '%s\n' "${steps[@]}"
    exit 0
fi
for step in "$@"; do
    run_step "$step"
done
