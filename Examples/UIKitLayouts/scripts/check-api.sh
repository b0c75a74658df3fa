#!/usr/bin/env bash
# Re-checks API-CHECK.md against Apple's iOS SDK headers, mechanically.
#
# For every row of the table in API-CHECK.md it looks up the ObjC declaration named in the
# "ObjC declaration" column in the header named in the "Header" column, and the rename named in
# the "API notes" column in that framework's .apinotes file. It exits non-zero when any of them is
# missing. It does not check Swift spellings that follow from the ObjC import rules alone (those
# are argued in the table); it checks that the ObjC side they are derived from exists.
#
# Usage: scripts/check-api.sh <theos-sdks mirror> [sdk-dir] [git-rev]
#   <theos-sdks mirror>  a checkout of github.com/theos/sdks, or its git directory without a work
#                        tree (then files are read with `git show <rev>:<path>`)
#   sdk-dir              default iPhoneOS16.5.sdk
#   git-rev              default HEAD (only used for a git directory)
#
# Not run in CI (no header mirror there); for maintainers. Needs bash, git and python3 (stdlib).
set -euo pipefail

if [[ $# -lt 1 ]]; then
  echo "usage: $0 <theos-sdks mirror> [sdk-dir] [git-rev]" >&2
  exit 2
fi

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
exec python3 - "$here/../API-CHECK.md" "$1" "${2:-iPhoneOS16.5.sdk}" "${3:-HEAD}" <<'PY'
import os, re, subprocess, sys

table_path, mirror, sdk, rev = sys.argv[1:5]
FRAMEWORKS = {"UIKit", "Foundation", "QuartzCore", "CoreGraphics"}

def sdk_path(header):
    """`UIKit/UIView.h` -> the framework's Headers dir; anything else lives under usr/include."""
    first, _, rest = header.partition("/")
    if first in FRAMEWORKS:
        return f"{sdk}/System/Library/Frameworks/{first}.framework/Headers/{rest}"
    return f"{sdk}/usr/include/{header}"

def apinotes_path(header):
    first, _, _ = header.partition("/")
    if first in FRAMEWORKS:
        return f"{sdk}/System/Library/Frameworks/{first}.framework/Headers/{first}.apinotes"
    return f"{sdk}/usr/include/objc/ObjectiveC.apinotes"

_cache = {}
def read(path):
    if path not in _cache:
        on_disk = os.path.join(mirror, path)
        if os.path.isfile(on_disk):
            with open(on_disk, encoding="utf-8", errors="replace") as f:
                _cache[path] = f.read()
        else:
            r = subprocess.run(["git", "-C", mirror, "show", f"{rev}:{path}"],
                               capture_output=True, text=True, errors="replace")
            _cache[path] = r.stdout if r.returncode == 0 else None
    return _cache[path]

def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)

TYPE = r"\((?:[^()]|\([^()]*\))*\)"      # an ObjC type in parentheses, one level of nesting
MACROS = r"(?:\s*[A-Z_][A-Z0-9_]*(?:\((?:[^()]|\([^()]*\))*\))?)*"

def pattern(key):
    """The regex that finds the declaration a check key names (see API-CHECK.md, 'Check keys')."""
    kind, _, name = key.partition(" ")
    if kind in ("-", "+") or key[0] in "-+":
        sign, sel = (key[0], key[1:].strip()) if key[0] in "-+" else (kind, name)
        if ":" not in sel:
            return rf"(?m)^\s*\{sign}\s*{TYPE}\s*{re.escape(sel)}\b{MACROS}\s*;"
        parts = [p for p in sel.split(":") if p]
        body = r"\s*".join(rf"{re.escape(p)}:\s*{TYPE}\s*\w+" for p in parts)
        return rf"(?m)^\s*\{sign}\s*{TYPE}\s*{body}"
    if kind == "@property":
        return rf"@property\s*(?:\([^)]*\))?[^;@]*?[\s*]{re.escape(name)}\b{MACROS}\s*;"
    if kind == "@property(class)":
        return rf"@property\s*\([^)]*\bclass\b[^)]*\)[^;@]*?[\s*]{re.escape(name)}\b{MACROS}\s*;"
    if kind == "@interface":
        cls, _, sup = name.partition(":")
        sup = re.escape(sup.strip()) if sup.strip() else r"\w+"
        return rf"@interface\s+{re.escape(cls.strip())}\s*:\s*{sup}\b"
    if kind == "@protocol":
        return rf"@protocol\s+{re.escape(name)}\s*<"
    if kind == "typedef":
        return rf"typedef\b[^;{{]*\b{re.escape(name)}\b"
    if kind == "enum":
        return rf"\b{re.escape(name)}\b\s*(?:=\s*[^,}}]+)?{MACROS}\s*[,}}]"
    if kind == "extern":
        return rf"\b\w*EXTERN\b[^;]*\b{re.escape(name)}\b"
    if kind == "func":
        return rf"\b\w*(?:EXTERN|INLINE)\b[^;{{]*\b{re.escape(name)}\s*\("
    if kind == "struct":
        struct, _, field = name.partition(".")
        body = rf"struct\s+[^{{;]*?\b{re.escape(struct)}\s*\{{[^}}]*"
        return body + (rf"\b{re.escape(field)}\b" if field else "")
    raise ValueError(f"unknown check key kind: {key!r}")

def apinote_ok(text, source, swift):
    """`source` (a Name or a Selector) has an entry whose SwiftName is `swift`."""
    lines = text.splitlines()
    head = re.compile(r"^\s*-?\s*(?:Name|Selector):\s*[\"']?" + re.escape(source) + r"[\"']?\s*$")
    for i, line in enumerate(lines):
        if not head.match(line):
            continue
        for follow in lines[i + 1:i + 6]:
            if re.match(r"^\s*-\s", follow):
                break
            m = re.match(r"^\s*SwiftName:\s*[\"']?(.*?)[\"']?\s*$", follow)
            if m and m.group(1) == swift:
                return True
    return False

with open(table_path, encoding="utf-8") as f:
    rows = [l for l in f if re.match(r"^\|\s*\d+\s*\|", l)]
if not rows:
    sys.exit("no table rows found in " + table_path)

checked = failed = skipped = 0
for row in rows:
    cells = [c.strip() for c in row.strip().strip("|").split("|")]
    if len(cells) < 8:
        print(f"FAIL row has {len(cells)} cells: {row.strip()}"); failed += 1; continue
    num, swift, header, decl, notes = cells[0], cells[1], cells[4], cells[5], cells[6]
    header = header.strip("`")
    keys = re.findall(r"`([^`]+)`", decl)
    renames = re.findall(r"`([^`]+?)\s*→\s*([^`]+)`", notes)
    if not keys and not renames:
        print(f"skip #{num} {swift} (nothing in the headers to check)"); skipped += 1; continue
    text = read(sdk_path(header))
    if text is None:
        print(f"FAIL #{num} header not found: {sdk_path(header)}"); failed += 1; continue
    code = strip_comments(text)
    for key in keys:
        checked += 1
        if re.search(pattern(key), code):
            print(f"ok   #{num} {header}: {key}")
        else:
            print(f"FAIL #{num} {header}: {key} not declared"); failed += 1
    for source, target in renames:
        checked += 1
        notes_text = read(apinotes_path(header))
        if notes_text is not None and apinote_ok(notes_text, source.strip(), target.strip()):
            print(f"ok   #{num} apinotes: {source.strip()} → {target.strip()}")
        else:
            print(f"FAIL #{num} apinotes: no SwiftName {target.strip()} for {source.strip()}"); failed += 1

print(f"\n{checked} checks, {failed} failed, {skipped} rows with nothing to check")
sys.exit(1 if failed else 0)
PY
