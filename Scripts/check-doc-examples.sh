#!/usr/bin/env bash
# Compiles the Swift examples of Inject's doc comments as they are written, so that a doc comment cannot
# show code that does not build, or a name that a rename left behind.
#
# For each source file of Sources/Inject and Sources/InjectTesting, Scripts/extract-examples.py --each
# writes every ```swift block of its `///` comments to a file of its own. Each example is type-checked
# on its own, as DocC shows it on a page of its own, in Swift 6 mode with warnings as errors, against
# Inject and InjectTesting as the IntegrationTests package builds them. Errors point at the doc
# comment's lines. Every example imports Foundation, Inject, InjectTesting, Testing and DocCommentApp:
# Tests/DocCommentExamples/App.swift, the app the examples take for granted (protocols, mocks,
# DefaultValues keys, a `model`), built as a module with -enable-testing so that its declarations stay
# internal, as an app's are. A declaration of the example shadows the app's of the same name, so an
# example may declare what the examples next to it take for granted.
#
# An example that imports SwiftUI is checked by Scripts/typecheck-swiftui.sh instead: it runs this
# script with --swiftui, against its SwiftUI stand-in, with Tests/DocCommentExamples/SwiftUIApp.swift
# as the app, on the examples of Sources/InjectSwiftUI too. Every one of those needs SwiftUI, so they
# do not import it themselves: this script imports SwiftUI for them, and InjectSwiftUI for every
# SwiftUI example. An example that declares an app's `@main` type is parsed as a library file (it is a
# module of its own, so its `@main` is the only one); the others are parsed as top-level code, which
# lets an example end with a statement. A block whose first line starts with `// Does not compile.`
# shows misuse on purpose and is left out.
#
#   Scripts/check-doc-examples.sh                                          # every source file
#   Scripts/check-doc-examples.sh Sources/Inject/Injecting/Injected.swift  # some source files
#   Scripts/check-doc-examples.sh --swiftui <folder>                       # from Scripts/typecheck-swiftui.sh
#
# Environment: JOBS, how many examples are type-checked at once (default 2); SWIFTC, the compiler
# (default: swiftc on PATH).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
SWIFTC="${SWIFTC:-swiftc}"

work="$(mktemp -d "${TMPDIR:-/tmp}/inject-doc-examples.XXXXXX")"
trap 'rm -rf "$work"' EXIT

# Lists the .swift files under folders, sorted, one per line.
swift_files() { find "$@" -type f -name '*.swift' | LC_ALL=C sort; }

plugins=()
if [[ "${1:-}" == --swiftui ]]; then
    # The folder where Scripts/typecheck-swiftui.sh put the stand-ins of SwiftUI and Combine, Inject
    # and InjectSwiftUI, and the macro plug-ins of #Preview and @Entry.
    (($# == 2)) || { echo "usage: Scripts/check-doc-examples.sh --swiftui <folder>" >&2; exit 2; }
    modules="$2"
    for library in "$modules"/lib*.so; do
        plugins+=(-load-plugin-library "$library")
    done
    app=Tests/DocCommentExamples/SwiftUIApp.swift
    imports=(Foundation Inject InjectSwiftUI)
    mapfile -t sources < <(swift_files Sources/Inject Sources/InjectTesting Sources/InjectSwiftUI)
    swiftui=true
else
    echo "Building Inject and InjectTesting (the IntegrationTests package)..."
    swift build --package-path IntegrationTests --build-tests >"$work/build.log" 2>&1 \
        || { cat "$work/build.log" >&2; exit 1; }
    modules="$(swift build --package-path IntegrationTests --show-bin-path)/Modules"
    app=Tests/DocCommentExamples/App.swift
    imports=(Foundation Inject InjectTesting Testing)
    if (($# > 0)); then
        sources=("$@")
    else
        mapfile -t sources < <(swift_files Sources/Inject Sources/InjectTesting)
    fi
    swiftui=false
fi

flags=(-swift-version 6 -warnings-as-errors -I "$modules" -I "$work" -I Sources/CInjectRuntime/include "${plugins[@]}")
"$SWIFTC" -emit-module -parse-as-library -enable-testing "${flags[@]}" -module-name DocCommentApp \
    -emit-module-path "$work/DocCommentApp.swiftmodule" "$app" >"$work/app.log" 2>&1 \
    || { echo "error: $app does not compile" >&2; cat "$work/app.log" >&2; exit 1; }

header=()
for module in "${imports[@]}"; do
    header+=(--header "import $module")
done
header+=(--header "@testable import DocCommentApp")

# Extracts every file's examples, then keeps those this run checks: the ones that import SwiftUI with
# --swiftui, the others without. InjectSwiftUI's examples import SwiftUI through their header.
examples=()
for source in "${sources[@]}"; do
    [[ -f "$source" ]] || { echo "error: no source file $source" >&2; exit 2; }
    folder="$work/examples/${source%.swift}"
    source_header=("${header[@]}")
    [[ "$source" == Sources/InjectSwiftUI/* ]] && source_header+=(--header "import SwiftUI")
    python3 Scripts/extract-examples.py --each "${source_header[@]}" "$source" "$folder"
    for example in "$folder"/*.swift; do
        [[ -e "$example" ]] || continue
        imports_swiftui=false
        grep -qx 'import SwiftUI' "$example" && imports_swiftui=true
        if [[ "$imports_swiftui" == "$swiftui" ]]; then
            examples+=("$example")
        else
            rm "$example"
        fi
    done
done
((${#examples[@]} > 0)) || { echo "error: no examples to check" >&2; exit 1; }

# Each example is a module of its own, parsed as a library file if it declares a `@main` type. An
# example that fails leaves its log next to a .failed mark.
printf '%s\0' "${examples[@]}" | xargs -0 -n 1 -P "${JOBS:-2}" bash -c '
    library=(); grep -q "^@main\b" "${!#}" && library=(-parse-as-library)
    "$@" "${library[@]}" >"${!#}.log" 2>&1 || : >"${!#}.failed"' typecheck \
    "$SWIFTC" -typecheck "${flags[@]}" -module-name DocCommentExample

failed=0
for source in "${sources[@]}"; do
    folder="$work/examples/${source%.swift}"
    count="$(find "$folder" -maxdepth 1 -name '*.swift' 2>/dev/null | wc -l)"
    ((count > 0)) || continue
    failures="$(find "$folder" -maxdepth 1 -name '*.failed' | wc -l)"
    if ((failures == 0)); then
        echo "PASS $source ($count examples)"
    else
        echo "FAIL $source ($failures of $count examples)"
        for mark in "$folder"/*.failed; do
            grep -E '(error|warning):' "${mark%.failed}.log" | grep -v '^ ' | sed 's/^/    /'
        done
        failed=$((failed + failures))
    fi
done
echo "doc-comment examples: $((${#examples[@]} - failed)) of ${#examples[@]} compile"
((failed == 0))
