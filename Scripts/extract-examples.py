#!/usr/bin/env python3
"""Writes the ```swift blocks of a DocC article, or of the `///` doc comments of a Swift source file,
to Swift files, so that the examples can be compiled as they are written.

    Scripts/extract-examples.py [--header LINE]... <Article.md> <output.swift>
        every block, in order, to one file (Scripts/check-article-examples.sh)
    Scripts/extract-examples.py --each [--header LINE]... <Source.swift> <output-folder>
        each block to a file of its own, <output-folder>/<line>.swift (Scripts/check-doc-examples.sh)

In a .swift file only the `///` lines are read, without the `///` and the space after it; any other
line ends a doc comment, and a block with it. Each block is preceded by a `// <file>:<line>` comment
and a `#sourceLocation` directive, so that a compiler error points at the file's own line. Each output
file starts with the header lines: `import Foundation` and `import Inject`, which every article
assumes, unless `--header` gives others; `--foundation-networking` adds FoundationNetworking where it
exists (Linux), for examples that use `URLSession`, as a README's quick start does. A block whose first
line starts with `// Does not compile.` (followed by the reason) shows misuse on purpose and is left
out; its place is printed. In a Markdown file, so is a block whose fence follows a
`<!-- Not compiled: <reason> -->` line (a README's `Package.swift` fragment), which readers do not see.
`--without-import MODULE` leaves out the blocks that import MODULE, for a file whose examples need
modules one check cannot give them all (a README's SwiftUI and Swift Testing examples).
"""
import argparse
import pathlib
import sys


def doc_comment_lines(source: pathlib.Path) -> list[str | None]:
    """The text of each line of a Swift file's `///` comments; `None` for any other line."""
    lines: list[str | None] = []
    for line in source.read_text().split("\n"):
        stripped = line.lstrip()
        if stripped.startswith("///"):
            text = stripped[3:]
            lines.append(text[1:] if text.startswith(" ") else text)
        else:
            lines.append(None)
    return lines


def blocks(path: pathlib.Path) -> list[tuple[int, list[str]]]:
    """The ```swift blocks of an article or of a Swift file's doc comments: (first line, lines)."""
    lines = doc_comment_lines(path) if path.suffix == ".swift" else path.read_text().split("\n")
    found: list[tuple[int, list[str]]] = []
    block: list[str] | None = None
    start = 0
    previous: str | None = None
    for number, line in enumerate(lines, start=1):
        if block is None:
            if line is not None and line.strip() == "```swift":
                block, start = [], number + 1
                if previous is not None and previous.strip().startswith("<!-- Not compiled:"):
                    # Left out like a `// Does not compile.` block: the reason becomes its first line.
                    reason = previous.strip().removeprefix("<!-- Not compiled:").removesuffix("-->").strip()
                    block.append(f"// Does not compile. ({reason})")
            previous = line
        elif line is None:
            sys.exit(f"error: {path}:{start - 1}: a ```swift block is not closed in its doc comment")
        elif line.strip() == "```":
            found.append((start, block))
            block = None
        else:
            block.append(line)
    if block is not None:
        sys.exit(f"error: {path}:{start - 1}: a ```swift block is not closed")
    return found


def located(path: pathlib.Path, start: int, block: list[str]) -> list[str]:
    """A block with the directives that make the compiler report its lines as the file's own."""
    return [
        f"// {path.name}:{start}",
        f'#sourceLocation(file: "{path}", line: {start})',
        *block,
        "#sourceLocation()",
        "",
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--each", action="store_true", help="one file per block, in the output folder")
    parser.add_argument("--header", action="append", help="a line every output file starts with")
    parser.add_argument(
        "--foundation-networking", action="store_true", help="import FoundationNetworking where it exists"
    )
    parser.add_argument("--without-import", action="append", default=[], help="leave out blocks importing this")
    parser.add_argument("input", type=pathlib.Path)
    parser.add_argument("output", type=pathlib.Path)
    arguments = parser.parse_args()
    header = arguments.header or ["import Foundation", "import Inject"]
    if arguments.foundation_networking:
        header += ["#if canImport(FoundationNetworking)", "import FoundationNetworking", "#endif"]
    header += [""]

    compiled: list[tuple[int, list[str]]] = []
    for start, block in blocks(arguments.input):
        if block and block[0].strip().startswith("// Does not compile."):
            print(f"left out: {arguments.input}:{start}: {block[0].strip()}")
        elif any(line.strip() == f"import {module}" for module in arguments.without_import for line in block):
            continue
        else:
            compiled.append((start, block))

    if arguments.each:
        arguments.output.mkdir(parents=True, exist_ok=True)
        for start, block in compiled:
            text = header + located(arguments.input, start, block)
            (arguments.output / f"{start}.swift").write_text("\n".join(text) + "\n")
    else:
        text = list(header)
        for start, block in compiled:
            text += located(arguments.input, start, block)
        arguments.output.write_text("\n".join(text) + "\n")


if __name__ == "__main__":
    main()
