#!/usr/bin/env python3
"""Checks that every public symbol declared in Sources/ has a doc comment of the project's shape.

    Scripts/check-doc-comments.py <symbol graph file or folder>...

Reads the symbol graphs the compiler emits (Scripts/build-docs.sh for Inject and InjectTesting,
Scripts/typecheck-swiftui.sh for InjectSwiftUI) and checks each public or open symbol whose declaration
is in a file under Sources/. A doc comment has, outside its code blocks:

- a summary: its first paragraph, one sentence or more, ending with a period;
- at least one more paragraph of prose, which is not a `- Parameters:`-style list;
- a fenced ```swift example, which Scripts/check-doc-examples.sh compiles;
- for a function, initializer or subscript, every parameter named, in `- Parameters:` or
  `- Parameter name:`;
- for a function or subscript that returns something other than `Void`, a `- Returns:` line.

Members that a conformance supplies without a declaration in Sources/ are not checked. Prints one line
per problem, `path:line: symbol: what is missing`, and exits 1 if there was any.
"""

import json
import pathlib
import re
import sys

CALLABLE_KINDS = {
    "swift.func",
    "swift.func.op",
    "swift.method",
    "swift.type.method",
    "swift.init",
    "swift.subscript",
    "swift.type.subscript",
}
RETURNING_KINDS = CALLABLE_KINDS - {"swift.init"}
VOID_RETURNS = {"", "()", "Void"}


def symbol_graph_files(arguments):
    """The .symbols.json files named, or found in the folders named."""
    for argument in arguments:
        path = pathlib.Path(argument)
        if path.is_dir():
            yield from sorted(path.glob("*.symbols.json"))
        else:
            yield path


def paragraphs(lines):
    """The doc comment's paragraphs of prose and its list items, code blocks left out."""
    result, current, in_code = [], [], False
    for line in lines:
        stripped = line.strip()
        if stripped.startswith("```"):
            in_code = not in_code
            if current:
                result.append(current)
                current = []
            continue
        if in_code:
            continue
        if not stripped:
            if current:
                result.append(current)
                current = []
        else:
            current.append(stripped)
    if current:
        result.append(current)
    return result


def problems_of(symbol):
    """What the symbol's doc comment lacks, as short phrases."""
    comment = symbol.get("docComment")
    if not comment:
        return ["a doc comment"]
    lines = [line["text"] for line in comment["lines"]]
    text = "\n".join(lines)
    found = []

    blocks = paragraphs(lines)
    prose = [block for block in blocks if not block[0].startswith("- ")]
    if not blocks or blocks[0][0].startswith("- ") or not " ".join(blocks[0]).endswith("."):
        found.append("a summary sentence first")
    if len(prose) < 2:
        found.append("a paragraph after the summary")
    if not re.search(r"^\s*```swift\s*$", text, re.MULTILINE):
        found.append("a ```swift example")

    kind = symbol["kind"]["identifier"]
    signature = symbol.get("functionSignature", {})
    if kind in CALLABLE_KINDS:
        for parameter in signature.get("parameters", []):
            # The name inside the function, which DocC matches, where it differs from the label.
            name = parameter.get("internalName", parameter["name"])
            if not re.search(rf"^\s*- (Parameter )?{re.escape(name)}:", text, re.MULTILINE):
                found.append(f"a line for the parameter `{name}`")
    if kind in RETURNING_KINDS:
        returns = "".join(fragment.get("spelling", "") for fragment in signature.get("returns", []))
        if returns.strip() not in VOID_RETURNS and "- Returns:" not in text:
            found.append("a `- Returns:` line")
    return found


def main(arguments):
    if not arguments:
        print("usage: Scripts/check-doc-comments.py <symbol graph file or folder>...", file=sys.stderr)
        return 2
    failures, checked = [], 0
    for file in symbol_graph_files(arguments):
        graph = json.loads(file.read_text())
        for symbol in graph["symbols"]:
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            location = symbol.get("location", {})
            uri = location.get("uri", "")
            if "/Sources/" not in uri:
                continue
            checked += 1
            path = "Sources/" + uri.split("/Sources/", 1)[1]
            line = location.get("position", {}).get("line", 0) + 1
            name = ".".join(symbol["pathComponents"])
            for problem in problems_of(symbol):
                failures.append(f"{path}:{line}: {name}: needs {problem}")
    if checked == 0:
        print("error: no public symbol declared under Sources/ in the symbol graphs given", file=sys.stderr)
        return 1
    # A symbol graph of a module's extensions can list a symbol again; report each problem once.
    failures = sorted(set(failures))
    for failure in failures:
        print(failure)
    if failures:
        print(f"error: {len(failures)} doc comment problems (the shape: Scripts/check-doc-comments.py)")
        return 1
    print(
        f"Doc comments: {checked} public symbols have a summary, a paragraph, an example, "
        "and their parameters and returns."
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
