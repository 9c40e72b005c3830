#!/usr/bin/env bash
# Compiles the Swift examples of Inject's DocC articles as they are written, so that an article cannot
# show code that does not build.
#
# For each article in Sources/Inject/Inject.docc/Articles (SwiftUI.md aside: Scripts/typecheck-swiftui.sh
# checks it against the SwiftUI stand-in), Scripts/extract-examples.py writes its ```swift
# blocks, in order, to one file; that file is type-checked in Swift 6 mode, with warnings as errors,
# against Inject, InjectTesting, swift-clocks' Clocks and Hummingbird as the IntegrationTests package
# builds them (articles show Clocks' TestClock in `\.clock` and a Hummingbird server; the library itself
# depends on neither), together with Tests/ArticleExamples/<Article>.swift:
# the declarations the article takes for granted (a protocol, a mock), which readers have in their own
# code. Errors point at the article's lines. A block whose first line starts with `// Does not compile.`
# is left out, as Pitfalls.md's misuse example is.
#
# README.md is checked the same way, as the name README: its examples but the SwiftUI one (which
# Scripts/typecheck-swiftui.sh checks) and the `Package.swift` fragment, with FoundationNetworking
# imported where it exists, as the quick start's comment tells Linux readers to.
#
#   Scripts/check-article-examples.sh                 # every article, and README.md
#   Scripts/check-article-examples.sh Overrides       # some articles, by name
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
articles_dir="Sources/Inject/Inject.docc/Articles"
support_dir="Tests/ArticleExamples"

work="$(mktemp -d "${TMPDIR:-/tmp}/inject-articles.XXXXXX")"
trap 'rm -rf "$work"' EXIT

echo "Building Inject, InjectTesting, Clocks and Hummingbird (the IntegrationTests package)..."
# The integration step's flags, so that after it this build has nothing to do.
swift build --package-path IntegrationTests --build-tests -Xswiftc -warnings-as-errors >"$work/build.log" 2>&1 \
    || { cat "$work/build.log" >&2; exit 1; }
bin="$(swift build --package-path IntegrationTests --show-bin-path)"
modules="$bin/Modules"
# Hummingbird's modules import C modules (swift-atomics' shims, BoringSSL), which swiftc finds only by their
# module maps: SwiftPM's, written for a C target without one, and those the packages ship (Inject's own
# CInjectRuntime among them).
module_maps=()
for map in "$bin"/*.build/module.modulemap IntegrationTests/.build/checkouts/*/Sources/*/include/module.modulemap \
    "$PWD"/Sources/*/include/module.modulemap; do
    if [[ -f "$map" ]]; then module_maps+=(-Xcc "-fmodule-map-file=$map"); fi
done

if (($# > 0)); then
    names=("$@")
else
    names=()
    for file in "$articles_dir"/*.md; do
        name="$(basename "$file" .md)"
        [[ "$name" == SwiftUI ]] || names+=("$name")
    done
    names+=(README)
fi

failed=0
for name in "${names[@]}"; do
    article="$articles_dir/$name.md"
    options=()
    if [[ "$name" == README ]]; then
        article=README.md
        options=(--foundation-networking --without-import SwiftUI)
    fi
    [[ -f "$article" ]] || { echo "error: no article $article" >&2; exit 2; }
    # main.swift, the one file where statements may stand at the top level, as examples' often do.
    mkdir -p "$work/$name"
    python3 Scripts/extract-examples.py "${options[@]}" "$article" "$work/$name/main.swift"
    files=("$work/$name/main.swift")
    [[ -f "$support_dir/$name.swift" ]] && files+=("$support_dir/$name.swift")
    # `-module-name` is not the article's name: an article called Testing would otherwise shadow the
    # Testing module its examples import.
    if swiftc -typecheck -swift-version 6 -warnings-as-errors -module-name ArticleExamples \
        -I "$modules" "${module_maps[@]}" "${files[@]}" >"$work/$name.log" 2>&1; then
        echo "PASS $name.md ($(grep -c '^#sourceLocation(file' "$work/$name/main.swift") examples)"
    else
        echo "FAIL $name.md"
        grep -E '(error|warning):' "$work/$name.log" | grep -v '^ ' | sed 's/^/    /'
        failed=$((failed + 1))
    fi
done
echo "article examples: $((${#names[@]} - failed)) of ${#names[@]} articles compile"
((failed == 0))
