#!/usr/bin/env bash
# Checks API-CHECK.md's Swift-overlay table against Apple's UIKit Swift interface, mechanically:
# every declaration in the table's second column must appear verbatim in the interface file.
#
# Usage: scripts/check-api.sh <UIKit.swiftmodule/arm64-apple-ios.swiftinterface of an iOS SDK>
# Not run in CI (no SDK there); for maintainers. Needs bash and python3 (stdlib).
set -euo pipefail
if [[ $# -ne 1 ]]; then
  echo "usage: $0 <path to UIKit's arm64-apple-ios.swiftinterface>" >&2
  exit 2
fi
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
exec python3 - "$here/../API-CHECK.md" "$1" <<'PY'
import sys
table, interface = sys.argv[1], sys.argv[2]
text = open(interface, encoding="utf-8", errors="replace").read()
missing, checked, in_swift = [], 0, False
for line in open(table, encoding="utf-8"):
    if line.startswith("## "):
        in_swift = line.startswith("## Swift overlay")
        continue
    if not in_swift or not line.startswith("| `"):
        continue
    cells = [c.strip() for c in line.strip().strip("|").split("|")]
    declaration = cells[1].strip("`")
    checked += 1
    if declaration not in text:
        missing.append(f"{cells[0]}: {declaration}")
for entry in missing:
    print("missing:", entry)
print(f"{checked - len(missing)} of {checked} declarations found in {interface}")
sys.exit(1 if missing or checked == 0 else 0)
PY
