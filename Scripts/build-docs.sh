#!/usr/bin/env bash
# Builds Inject's DocC documentation and fails on any DocC warning (a ``Symbol`` link that no longer
# resolves, an ambiguous link, a curated symbol that does not exist, a documented parameter the
# function does not have), on any public symbol that no Topics section lists, and on any public
# symbol whose doc comment lacks a part of the project's shape (Scripts/check-doc-comments.py: a
# summary, a paragraph, a swift example, its parameters and its result). Because every symbol is linked
# from a page, renaming or removing one breaks this script until the docs follow.
#
#   Scripts/build-docs.sh                    # check only: the archive goes to a temporary folder
#   Scripts/build-docs.sh --output <dir>     # keep Inject's archive in <dir>
#
# Steps: build Inject and InjectTesting with the compiler emitting their symbol graphs (public symbols),
# run the toolchain's `docc convert` on Sources/Inject/Inject.docc with `--warnings-as-errors`, then
# read the archive for symbols that DocC grouped by itself (an automatic Topics section): each must be
# added to the root page or to the type's page in Sources/Inject/Inject.docc/Extensions/. Members that
# a conformance supplies (`!=`, `hash(into:)`, ...) are exempt. The build uses a scratch folder of its
# own, .build-docs (git-ignored), so that the extra compiler flags do not invalidate .build; a second
# run rebuilds only what changed.
#
# InjectTesting, which has no catalog, is converted from its symbol graph alone, with the same
# warnings-as-errors rule; DocC groups its members by itself. Together these are the modules .spi.yml
# publishes. InjectSwiftUI is not built here: its public API exists only where SwiftUI does.
#
# Environment: DOCC overrides the docc executable (default: `docc` on PATH, else `xcrun docc`).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

output=""
case "${1:-}" in
    "") ;;
    --output)
        [[ -n "${2:-}" ]] || { echo "error: --output needs a folder" >&2; exit 2; }
        output="$2"
        ;;
    *) echo "usage: Scripts/build-docs.sh [--output <dir>]" >&2; exit 2 ;;
esac

if [[ -n "${DOCC:-}" ]]; then
    docc=("$DOCC")
elif command -v docc >/dev/null; then
    docc=(docc)
elif command -v xcrun >/dev/null; then
    docc=(xcrun docc)
else
    echo "error: docc not found: it ships with the Swift toolchain; set DOCC to its path" >&2
    exit 1
fi

scratch=".build-docs"
symbol_graphs="$scratch/symbol-graphs"
mkdir -p "$symbol_graphs"

echo "Emitting the symbol graphs of Inject and InjectTesting..."
swift build --target InjectTesting --scratch-path "$scratch" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$symbol_graphs"

work="$(mktemp -d "${TMPDIR:-/tmp}/inject-docs.XXXXXX")"
trap 'rm -rf "$work"' EXIT
[[ -n "$output" ]] || output="$work/Inject.doccarchive"

# Copies one module's symbol graphs (its own, and its extensions of other modules) to a folder of its
# own: DocC documents one module per archive.
module_graphs() {
    local module="$1" file
    mkdir -p "$work/$module"
    [[ -s "$symbol_graphs/$module.symbols.json" ]] || {
        echo "error: the build wrote no $symbol_graphs/$module.symbols.json" >&2
        return 1
    }
    for file in "$symbol_graphs/$module.symbols.json" "$symbol_graphs/$module@"*.symbols.json; do
        [[ -e "$file" ]] && cp "$file" "$work/$module/"
    done
    return 0
}
module_graphs Inject
module_graphs InjectTesting

echo "Converting Sources/Inject/Inject.docc (warnings are errors)..."
"${docc[@]}" convert Sources/Inject/Inject.docc \
    --additional-symbol-graph-dir "$work/Inject" \
    --output-dir "$output" \
    --fallback-display-name Inject \
    --fallback-bundle-identifier Inject \
    --warnings-as-errors

echo "Converting InjectTesting's doc comments (warnings are errors)..."
"${docc[@]}" convert \
    --additional-symbol-graph-dir "$work/InjectTesting" \
    --output-dir "$work/InjectTesting.doccarchive" \
    --fallback-display-name InjectTesting \
    --fallback-bundle-identifier InjectTesting \
    --warnings-as-errors

echo "Checking that every public symbol is curated..."
python3 - "$output/data/documentation" <<'PYTHON'
import json, pathlib, sys

pages = sorted(pathlib.Path(sys.argv[1]).rglob("*.json"))
if not pages:
    sys.exit(f"error: no pages in {sys.argv[1]}")
uncurated = []
for page in pages:
    if page.stem.endswith("-implementations"):  # members a conformance supplies
        continue
    for section in json.loads(page.read_text()).get("topicSections", []):
        if section.get("generated") and section.get("title") != "Default Implementations":
            names = ", ".join(identifier.rsplit("/", 1)[-1] for identifier in section["identifiers"])
            uncurated.append(f"  {page.relative_to(sys.argv[1]).with_suffix('')}: {names}")
if uncurated:
    print("error: symbols that no Topics section lists (add them to Inject.md or Extensions/<Type>.md):")
    print("\n".join(uncurated))
    sys.exit(1)
PYTHON
echo "Checking every public symbol's doc comment (Scripts/check-doc-comments.py)..."
python3 Scripts/check-doc-comments.py "$symbol_graphs"
echo "Documentation built with no warnings; every public symbol is curated and documented."
