#!/usr/bin/env python3
"""Writes the ```swift blocks of one DocC article to one Swift file, in order, so that the article's
examples can be compiled as they are written.

    Scripts/extract-article-examples.py <Article.md> <output.swift>

Each block is preceded by a `// <Article>.md:<line>` comment and a `#sourceLocation` directive, so
that a compiler error points at the article's own line. The file starts with `import Foundation` and
`import Inject`, which every article assumes. A block whose first line is `// Does not compile.` shows
misuse on purpose and is left out.
"""
import pathlib
import sys


def main() -> None:
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    article = pathlib.Path(sys.argv[1])
    lines = article.read_text().split("\n")
    output = ["import Foundation", "import Inject", ""]
    block: list[str] | None = None
    start = 0
    for number, line in enumerate(lines, start=1):
        if block is None:
            if line.strip() == "```swift":
                block, start = [], number + 1
        elif line.strip() == "```":
            if not (block and block[0].strip() == "// Does not compile."):
                output.append(f"// {article.name}:{start}")
                output.append(f'#sourceLocation(file: "{article}", line: {start})')
                output.extend(block)
                output.append("#sourceLocation()")
                output.append("")
            block = None
        else:
            block.append(line)
    if block is not None:
        sys.exit(f"error: {article}: a ```swift block is not closed")
    pathlib.Path(sys.argv[2]).write_text("\n".join(output) + "\n")


if __name__ == "__main__":
    main()
