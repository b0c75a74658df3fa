// Checks that every citation in the Swift sources resolves inside this repository, so a
// maintainer can follow each one: a page of the docs folder named in a comment exists, a
// heading quoted after it (the page's path, a comma, the heading in double quotes) is a heading
// of that page, and a section sign names the public specification it points into (SVG 2, the
// PNG specification, an RFC) on the same line.
// Run by scripts/lint: swift scripts/check-citations.swift FILE...
import Foundation

/// What a citation may quote from a Markdown page: its headings (`#` to `####`, without the
/// hashes) and the bold labels that open a list item or a paragraph (`- **Pinning.** …`, without
/// the final full stop).
func headings(of page: String) -> Set<String> {
  Set(
    page.split(separator: "\n").compactMap { line -> String? in
      if line.hasPrefix("#") { return line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces) }
      let text = line.hasPrefix("- **") ? line.dropFirst(2) : line[...]
      guard text.hasPrefix("**"), let end = text.dropFirst(2).range(of: "**") else { return nil }
      let label = text[text.index(text.startIndex, offsetBy: 2)..<end.lowerBound]
      return String(label.hasSuffix(".") ? label.dropLast() : label)
    })
}

/// A comment's text with the comment markers and line breaks folded into spaces, so a quoted
/// heading that a comment wraps over two lines reads as one.
func commentText(of source: String) -> [(line: Int, text: String)] {
  var result: [(line: Int, text: String)] = []
  for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
    guard let range = line.range(of: "//") else { continue }
    let text = line[range.upperBound...].drop { $0 == "/" || $0 == " " }
    result.append((index + 1, String(text)))
  }
  return result
}

/// A worked example named by its letter ("example D5", "examples D2–D4"): a docs/ page has it, which
/// the same comment must name.
let workedExample = try! NSRegularExpression(pattern: #"\bexamples? [A-L][0-9]*\b"#)
let citation = try! NSRegularExpression(pattern: #"docs/([A-Za-z0-9_-]+)\.md(,\s*"([^"]+)")?"#)
var failures: [String] = []
var pages: [String: Set<String>?] = [:]
for file in CommandLine.arguments.dropFirst() {
  guard let source = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
  let lines = commentText(of: source)
  // Consecutive comment lines joined, each remembering where it started.
  var joined = ""
  var starts: [(offset: Int, line: Int)] = []
  for (line, text) in lines {
    starts.append((joined.utf16.count, line))
    joined += text + " "
  }
  // Comment blocks (consecutive comment lines): a section sign needs the public source's address
  // in its block, a worked example the rule book's page.
  var block: [(line: Int, text: String)] = []
  for (index, entry) in lines.enumerated() {
    block.append(entry)
    guard index + 1 == lines.count || lines[index + 1].line != entry.line + 1 else { continue }
    let text = block.map(\.text).joined(separator: " ")
    let range = NSRange(location: 0, length: text.utf16.count)
    if text.contains("§"), !text.contains("http") {
      failures.append("\(file):\(block[0].line): a § without the address of the public source it cites")
    }
    if workedExample.firstMatch(in: text, range: range) != nil, !text.contains("docs/") {
      failures.append("\(file):\(block[0].line): a worked example cited without the docs/ page that has it")
    }
    block = []
  }
  let whole = NSRange(location: 0, length: joined.utf16.count)
  for match in citation.matches(in: joined, range: whole) {
    let line = starts.last { $0.offset <= match.range.location }?.line ?? 0
    let name = (joined as NSString).substring(with: match.range(at: 1))
    if pages[name] == nil {
      let page = try? String(contentsOfFile: "docs/\(name).md", encoding: .utf8)
      pages[name] = page.map(headings(of:))
    }
    guard let known = pages[name] ?? nil else {
      failures.append("\(file):\(line): docs/\(name).md does not exist")
      continue
    }
    guard match.range(at: 3).location != NSNotFound else { continue }
    let heading = (joined as NSString).substring(with: match.range(at: 3))
      .replacingOccurrences(of: "  ", with: " ")
    if !known.contains(heading) {
      failures.append("\(file):\(line): docs/\(name).md has no heading \"\(heading)\"")
    }
  }
}
if failures.isEmpty {
  print("citations: every docs/ page and heading the Swift comments cite exists")
} else {
  for failure in failures { FileHandle.standardError.write(Data((failure + "\n").utf8)) }
  exit(1)
}
