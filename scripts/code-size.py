#!/usr/bin/env python3
"""Issue 27's size limits for the hand-written Swift under Sources/ (`make size`).

Lists every hand-written file over 300 lines and every `func`, `init`, `deinit`, `subscript` or computed `var`
whose body runs over 60 lines, counted from the line of its keyword to the line of its closing brace, then the
total of hand-written lines. Generated code (anything under a `Generated/` folder, or named `*.generated.swift`)
is left out: its size is its input's. Exits 1 when anything is over a limit, so that a target can fail on it.

Braces are matched on the code alone: string literals (single-line, multi-line `\"\"\"`, raw `#"…"#`) and
comments (line, and nested block comments) are blanked first, while a string's interpolation `\\(…)` is read as
code again, since it may hold strings of its own.

    scripts/code-size.py [--max-file-lines N] [--max-function-lines N] [DIR …]   (default: Sources)
"""

import argparse
import os
import re
import sys
from dataclasses import dataclass


def is_generated(path):
    parts = path.split(os.sep)
    return "Generated" in parts[:-1] or path.endswith(".generated.swift")


def hand_written_files(roots):
    found = []
    for root in roots:
        for folder, subfolders, names in os.walk(root):
            subfolders.sort()
            for name in sorted(names):
                path = os.path.join(folder, name)
                if name.endswith(".swift") and not is_generated(path):
                    found.append(path)
    return found


def code_only(text):
    """The text with every string literal's contents and every comment replaced by spaces (newlines kept), so
    that braces, parentheses and keywords left are the code's. An interpolation's contents stay, as code."""
    out = list(text)
    # Each frame is ("code", paren depth) or ("string", number of #s, multi-line).
    stack = [("code", 0)]
    i, n = 0, len(text)

    def blank(start, end):
        for k in range(start, end):
            if out[k] != "\n":
                out[k] = " "

    while i < n:
        frame = stack[-1]
        c = text[i]
        if frame[0] == "code":
            if text.startswith("//", i):
                end = text.find("\n", i)
                end = n if end < 0 else end
                blank(i, end)
                i = end
            elif text.startswith("/*", i):
                depth, j = 1, i + 2
                while j < n and depth:
                    if text.startswith("/*", j):
                        depth, j = depth + 1, j + 2
                    elif text.startswith("*/", j):
                        depth, j = depth - 1, j + 2
                    else:
                        j += 1
                blank(i, j)
                i = j
            elif c == "#" or c == '"':
                match = re.compile(r'(#*)("""|")').match(text, i)
                if not match:  # `#if`, `#available`, `#expect`: code
                    i += 1
                    continue
                hashes, quote = len(match.group(1)), match.group(2)
                stack.append(("string", hashes, quote == '"""'))
                i = match.end()
            elif c == "(":
                stack[-1] = ("code", frame[1] + 1)
                i += 1
            elif c == ")":
                if frame[1] == 0 and len(stack) > 1:  # the end of an interpolation
                    stack.pop()
                    out[i] = " "
                else:
                    stack[-1] = ("code", frame[1] - 1)
                i += 1
            else:
                i += 1
        else:
            _, hashes, multiline = frame
            escape = "\\" + "#" * hashes
            closer = ('"""' if multiline else '"') + "#" * hashes
            if text.startswith(escape + "(", i):
                blank(i, i + len(escape) + 1)
                stack.append(("code", 0))
                i += len(escape) + 1
            elif text.startswith(escape, i):
                blank(i, i + len(escape) + 1)
                i += len(escape) + 1
            elif text.startswith(closer, i):
                stack.pop()
                i += len(closer)
            else:
                if c != "\n":
                    out[i] = " "
                i += 1
    return "".join(out)


# A declaration with a body: its keyword, and for a named one the name after it.
DECLARATION = re.compile(
    r"(?<![.\w])(?:(func)\s+([^\s(<]+)|(init|deinit|subscript)(?![\w])|(var)\s+(\w+)\s*:)"
)
# Where a declaration without a body (a protocol's requirement, a stored property) shows itself to have ended.
NEXT_DECLARATION = re.compile(
    r"(?<![.\w])(?:func|init|deinit|subscript|var|let|case|struct|class|enum|protocol|extension|typealias|actor)"
    r"(?![\w])"
)


@dataclass
class Body:
    name: str
    line: int
    lines: int


def bodies(code):
    """Every declaration with a body in the blanked code: name, line of its keyword, lines up to its closing
    brace."""
    line_starts = [0] + [m.end() for m in re.finditer("\n", code)]

    def line_of(offset):
        lo, hi = 0, len(line_starts) - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if line_starts[mid] <= offset:
                lo = mid
            else:
                hi = mid - 1
        return lo + 1

    found = []
    for match in DECLARATION.finditer(code):
        keyword = match.group(1) or match.group(3) or match.group(4)
        name = match.group(2) or match.group(5) or keyword
        opening = body_opening(code, match.end(), computed_var=keyword == "var")
        if opening is None:
            continue
        closing = matching_brace(code, opening)
        if closing is None:
            continue
        first = line_of(match.start())
        found.append(Body(name, first, line_of(closing) - first + 1))
    return found


def body_opening(code, start, computed_var):
    """The offset of the `{` that opens the body of the declaration whose signature starts at `start`, or None
    when it has none (a requirement, a stored property, a `var` with an initial value)."""
    depth = 0
    i, n = start, len(code)
    while i < n:
        c = code[i]
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        elif depth == 0:
            if c == "{":
                return i
            if c in "};" or (computed_var and c == "="):
                return None
            if NEXT_DECLARATION.match(code, i) and (i == 0 or not (code[i - 1].isalnum() or code[i - 1] == "_")):
                return None
        i += 1
    return None


def matching_brace(code, opening):
    depth = 0
    for i in range(opening, len(code)):
        if code[i] == "{":
            depth += 1
        elif code[i] == "}":
            depth -= 1
            if depth == 0:
                return i
    return None


def main():
    parser = argparse.ArgumentParser(description="Hand-written Swift files and functions over the size limits.")
    parser.add_argument("roots", nargs="*", default=["Sources"], metavar="DIR")
    parser.add_argument("--max-file-lines", type=int, default=300)
    parser.add_argument("--max-function-lines", type=int, default=60)
    options = parser.parse_args()

    offenders, total, files = [], 0, hand_written_files(options.roots)
    for path in files:
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        lines = text.count("\n") + (0 if text.endswith("\n") or not text else 1)
        total += lines
        if lines > options.max_file_lines:
            offenders.append(f"{path}:1 (file) {lines}")
        for body in bodies(code_only(text)):
            if body.lines > options.max_function_lines:
                offenders.append(f"{path}:{body.line} {body.name} {body.lines}")

    for offender in offenders:
        print(offender)
    print(
        f"{len(offenders)} over the limits ({options.max_file_lines} lines a file, {options.max_function_lines} a "
        f"function); {total} hand-written lines in {len(files)} files"
    )
    return 1 if offenders else 0


if __name__ == "__main__":
    sys.exit(main())
