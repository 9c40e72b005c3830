#!/usr/bin/env bash
# Type-checks the SwiftUI side of Inject on a machine without SwiftUI (Linux).
#
# It builds the declarations-only stand-ins of Combine and SwiftUI in Tests/SwiftUIStub into
# throw-away modules, then compiles Sources/Inject and Sources/InjectSwiftUI against them, and
# finally type-checks every file in Tests/SwiftUITypecheck as user code. Everything is checked in
# Swift 6 language mode (complete strict concurrency) with warnings as errors. The user code of
# Tests/SwiftUITypecheck/InjectUserCode.swift is checked a second time with the settings of a new
# Xcode 26 app target: main-actor default isolation and the two upcoming features it turns on.
# Nothing is linked or run: the stand-ins only declare Apple's API.
#
# SwiftUI's `#Preview` and `@Entry` are macros, and the compiler expands a macro while it
# type-checks the code that uses it. The script builds stand-in implementations of both
# (Tests/SwiftUIStub/Macros) into compiler plug-in libraries, against the swift-syntax libraries
# that ship with the toolchain in usr/lib/swift/host, and loads them into every step.
#
# Usage: Scripts/typecheck-swiftui.sh        (from any directory)
# Environment: SWIFTC overrides the compiler (default: swiftc on PATH); SWIFT_HOST_LIBS overrides
# the folder of the toolchain's swift-syntax modules and libraries (default: the compiler's
# ../lib/swift/host).
#
# Prints one line per step and exits non-zero on the first error.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
SWIFTC="${SWIFTC:-swiftc}"

OUT="$(mktemp -d "${TMPDIR:-/tmp}/typecheck-swiftui.XXXXXX")"
trap 'rm -rf "$OUT"' EXIT

# The stand-in macro implementations, loaded into every step below.
PLUGINS=(-load-plugin-library "$OUT/libPreviewsMacros.so" -load-plugin-library "$OUT/libSwiftUIMacros.so")

# Flags every step shares. Swift 6 mode implies -strict-concurrency=complete.
COMMON=(-swift-version 6 -parse-as-library -warnings-as-errors -I "$OUT" -I Sources/CInjectRuntime/include "${PLUGINS[@]}")

# What a new app target in Xcode 26 sets: every unannotated declaration on the main actor, and the
# two upcoming features of the "Approachable Concurrency" build setting.
XCODE26_DEFAULTS=(
    -default-isolation MainActor
    -enable-upcoming-feature NonisolatedNonsendingByDefault
    -enable-upcoming-feature InferIsolatedConformances
)

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

# Builds a compiler plug-in library from the .swift files under a folder: build_plugin NAME FOLDER.
# The library is named after the module whose macros it implements, which is how the compiler finds it.
build_plugin() {
    local name="$1" dir="$2" host
    host="${SWIFT_HOST_LIBS:-$(cd "$(dirname "$(command -v "$SWIFTC")")/.." && pwd)/lib/swift/host}"
    [[ -e "$host/SwiftSyntaxMacros.swiftmodule" ]] \
        || fail "no swift-syntax in $host: set SWIFT_HOST_LIBS to the toolchain's usr/lib/swift/host"
    local files=()
    mapfile -t files < <(swift_files "$dir")
    ((${#files[@]} > 0)) || fail "no Swift files in $dir"
    "$SWIFTC" -emit-library -swift-version 6 -parse-as-library -warnings-as-errors \
        -module-name "$name" -I "$host" -L "$host" \
        -lSwiftSyntax -lSwiftSyntaxMacros -lSwiftSyntaxBuilder -Xlinker -rpath -Xlinker "$host" \
        -o "$OUT/lib$name.so" "${files[@]}" \
        || fail "macro plug-in $name ($dir)"
}

step "Macro plug-ins for #Preview and @Entry (Tests/SwiftUIStub/Macros)"
build_plugin PreviewsMacros Tests/SwiftUIStub/Macros/PreviewsMacros
build_plugin SwiftUIMacros Tests/SwiftUIStub/Macros/SwiftUIMacros

step "Combine stand-in (Tests/SwiftUIStub/Combine)"
emit_module Combine Tests/SwiftUIStub/Combine

step "SwiftUI stand-in (Tests/SwiftUIStub/SwiftUI)"
emit_module SwiftUI Tests/SwiftUIStub/SwiftUI

have_inject=false
if [[ -n "$(swift_files Sources/Inject)" ]]; then
    step "Inject (Sources/Inject)"
    emit_module Inject Sources/Inject -package-name inject
    have_inject=true
    # InjectSwiftUITests check models made in a test trait's frame.
    step "InjectTesting (Sources/InjectTesting)"
    emit_module InjectTesting Sources/InjectTesting -package-name inject
    # And some of them run the probe.
    step "ProbeRunner (Tests/Helpers/ProbeRunner)"
    emit_module ProbeRunner Tests/Helpers/ProbeRunner -package-name inject
else
    step "Inject: skipped, no Swift files in Sources/Inject"
fi

if [[ -z "$(swift_files Sources/InjectSwiftUI)" ]]; then
    step "InjectSwiftUI: skipped, no Swift files in Sources/InjectSwiftUI"
elif [[ "$have_inject" != true ]]; then
    step "InjectSwiftUI: skipped, Inject was not built"
else
    step "InjectSwiftUI (Sources/InjectSwiftUI) against the stand-ins"
    mkdir -p "$OUT/symbol-graphs"
    emit_module InjectSwiftUI Sources/InjectSwiftUI -package-name inject \
        -emit-symbol-graph -emit-symbol-graph-dir "$OUT/symbol-graphs"
    # DocC cannot build InjectSwiftUI's pages here, but its doc comments can be held to the shape.
    step "InjectSwiftUI's doc comments (Scripts/check-doc-comments.py)"
    python3 Scripts/check-doc-comments.py "$OUT/symbol-graphs" || fail "InjectSwiftUI's doc comments"
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

# The same user code with an Xcode 26 app target's defaults, as a module of its own.
defaults_file=Tests/SwiftUITypecheck/InjectUserCode.swift
if [[ -f "$defaults_file" ]]; then
    step "User code $defaults_file with Xcode 26 defaults (${XCODE26_DEFAULTS[*]})"
    "$SWIFTC" -typecheck "${COMMON[@]}" "${XCODE26_DEFAULTS[@]}" -module-name UserCodeXcode26Defaults \
        "$defaults_file" \
        || fail "user code $defaults_file with Xcode 26 defaults"
fi

# The adapter tests that run on macOS only (under #if canImport(SwiftUI)) type-check here with the rest
# of their target.
mapfile -t adapter_tests < <(swift_files Tests/InjectSwiftUITests)
if ((${#adapter_tests[@]} > 0)); then
    step "InjectSwiftUITests, including the SwiftUI-only adapter tests"
    "$SWIFTC" -typecheck "${COMMON[@]}" -package-name inject -module-name InjectSwiftUITests "${adapter_tests[@]}" \
        || fail "Tests/InjectSwiftUITests"
fi

# The examples of the SwiftUI article, in order, as Scripts/check-article-examples.sh checks the other
# articles: one main.swift (statements may stand at the top level), with the declarations the article
# takes for granted in Tests/ArticleExamples/SwiftUI.swift.
step "Examples of Sources/Inject/Inject.docc/Articles/SwiftUI.md"
mkdir -p "$OUT/SwiftUIArticle"
python3 Scripts/extract-examples.py Sources/Inject/Inject.docc/Articles/SwiftUI.md \
    "$OUT/SwiftUIArticle/main.swift"
"$SWIFTC" -typecheck -swift-version 6 -warnings-as-errors -I "$OUT" -I Sources/CInjectRuntime/include "${PLUGINS[@]}" -module-name SwiftUIArticle \
    "$OUT/SwiftUIArticle/main.swift" Tests/ArticleExamples/SwiftUI.swift \
    || fail "the SwiftUI article's examples"

# README.md's SwiftUI example, after the quick start it builds on, as Scripts/check-article-examples.sh
# checks the others (the Swift Testing example aside: the stand-ins' folder has no InjectTesting).
step "SwiftUI example of README.md"
mkdir -p "$OUT/ReadmeSwiftUI"
python3 Scripts/extract-examples.py --foundation-networking --without-import InjectTesting \
    README.md "$OUT/ReadmeSwiftUI/main.swift" > /dev/null
"$SWIFTC" -typecheck -swift-version 6 -warnings-as-errors -I "$OUT" -I Sources/CInjectRuntime/include "${PLUGINS[@]}" -module-name ReadmeSwiftUI \
    "$OUT/ReadmeSwiftUI/main.swift" \
    || fail "README.md's SwiftUI example"

# The doc comments' SwiftUI examples, each on its own: every example of Sources/InjectSwiftUI, and those
# of Sources/Inject that import SwiftUI, with the declarations they take for granted in
# Tests/DocCommentExamples/SwiftUIApp.swift, as Scripts/check-doc-examples.sh checks the others.
step "SwiftUI examples of the doc comments (Scripts/check-doc-examples.sh --swiftui)"
SWIFTC="$SWIFTC" bash Scripts/check-doc-examples.sh --swiftui "$OUT" \
    || fail "the doc comments' SwiftUI examples"

step "All SwiftUI type-checks passed"
