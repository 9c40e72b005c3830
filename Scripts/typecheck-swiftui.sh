#!/usr/bin/env bash
# Type-checks the SwiftUI side of Inject on a machine without SwiftUI (Linux).
#
# It builds the declarations-only stand-ins of Combine and SwiftUI in Tests/SwiftUIStub into
# throw-away modules, then compiles Sources/Inject and Sources/InjectSwiftUI against them, and
# finally type-checks every file in Tests/SwiftUITypecheck as user code. Everything is checked in
# Swift 6 language mode (complete strict concurrency) with warnings as errors. Nothing is linked
# or run: the stand-ins only declare Apple's API.
#
# Usage: Scripts/typecheck-swiftui.sh        (from any directory)
# Environment: SWIFTC overrides the compiler (default: swiftc on PATH).
#
# Prints one line per step and exits non-zero on the first error.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
SWIFTC="${SWIFTC:-swiftc}"

OUT="$(mktemp -d "${TMPDIR:-/tmp}/typecheck-swiftui.XXXXXX")"
trap 'rm -rf "$OUT"' EXIT

# Flags every step shares. Swift 6 mode implies -strict-concurrency=complete.
COMMON=(-swift-version 6 -parse-as-library -warnings-as-errors -I "$OUT")

step() { printf '==> %s\n' "$*"; }
fail() { printf 'FAILED: %s\n' "$*" >&2; exit 1; }

# Lists the .swift files under a folder, sorted, one per line (nothing if the folder is missing).
swift_files() {
    [[ -d "$1" ]] || return 0
    find "$1" -type f -name '*.swift' | LC_ALL=C sort
}

# Emits a module from the .swift files under a folder: emit_module NAME FOLDER [extra flags...]
emit_module() {
    local name="$1" dir="$2"
    shift 2
    local files=()
    mapfile -t files < <(swift_files "$dir")
    ((${#files[@]} > 0)) || fail "no Swift files in $dir"
    "$SWIFTC" -emit-module "${COMMON[@]}" "$@" \
        -module-name "$name" \
        -emit-module-path "$OUT/$name.swiftmodule" \
        "${files[@]}" \
        || fail "module $name ($dir)"
}

step "Combine stand-in (Tests/SwiftUIStub/Combine)"
emit_module Combine Tests/SwiftUIStub/Combine

step "SwiftUI stand-in (Tests/SwiftUIStub/SwiftUI)"
emit_module SwiftUI Tests/SwiftUIStub/SwiftUI

have_inject=false
if [[ -n "$(swift_files Sources/Inject)" ]]; then
    step "Inject (Sources/Inject)"
    emit_module Inject Sources/Inject -package-name inject
    have_inject=true
else
    step "Inject: skipped, no Swift files in Sources/Inject"
fi

if [[ -z "$(swift_files Sources/InjectSwiftUI)" ]]; then
    step "InjectSwiftUI: skipped, no Swift files in Sources/InjectSwiftUI"
elif [[ "$have_inject" != true ]]; then
    step "InjectSwiftUI: skipped, Inject was not built"
else
    step "InjectSwiftUI (Sources/InjectSwiftUI) against the stand-ins"
    emit_module InjectSwiftUI Sources/InjectSwiftUI -package-name inject
fi

# Each file is a module of its own (UserCode1, UserCode2, ...), so each may have an @main App.
mapfile -t user_files < <(swift_files Tests/SwiftUITypecheck)
if ((${#user_files[@]} == 0)); then
    step "User code: skipped, no Swift files in Tests/SwiftUITypecheck"
fi
n=0
for file in "${user_files[@]}"; do
    n=$((n + 1))
    step "User code $file as UserCode$n"
    "$SWIFTC" -typecheck "${COMMON[@]}" -module-name "UserCode$n" "$file" \
        || fail "user code $file"
done

# The adapter tests that run on macOS only (under #if canImport(SwiftUI)) type-check here with the rest
# of their target.
mapfile -t adapter_tests < <(swift_files Tests/InjectSwiftUITests)
if ((${#adapter_tests[@]} > 0)); then
    step "InjectSwiftUITests, including the SwiftUI-only adapter tests"
    "$SWIFTC" -typecheck "${COMMON[@]}" -package-name inject -module-name InjectSwiftUITests "${adapter_tests[@]}" \
        || fail "Tests/InjectSwiftUITests"
fi

step "All SwiftUI type-checks passed"
