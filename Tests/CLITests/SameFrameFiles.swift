import Foundation
import Testing

/// Compares the files of two frame folders (or two images) written by different processes: the
/// same names and the same bytes, whatever the process (docs/frames.md, "Determinism"). A PNG
/// whose pixels are the same but whose bytes are not is named as such: the encoder wrote other
/// compressed bytes for the same image.
enum SameFrameFiles {
  /// Records an issue for every file of `actual` that is not `expected`'s, `context` naming them.
  static func expect(
    _ actual: [String: Data], _ expected: [String: Data], _ context: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    if actual.keys.sorted() != expected.keys.sorted() {
      Issue.record(
        "\(context): files \(actual.keys.sorted()), expected \(expected.keys.sorted())", sourceLocation: sourceLocation)
    }
    for (name, data) in expected.sorted(by: { $0.key < $1.key }) {
      guard let other = actual[name], other != data else { continue }
      try expect(other, data, "\(context): \(name)", sourceLocation: sourceLocation)
    }
  }

  /// Records an issue if `actual` is not `expected`, saying whether two PNGs have the same pixels.
  static func expect(
    _ actual: Data, _ expected: Data, _ context: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    guard actual != expected else { return }
    let signature = Data([0x89, 0x50, 0x4E, 0x47])
    if actual.prefix(4) == signature, expected.prefix(4) == signature, try samePixels(actual, expected) {
      Issue.record("\(context): the same pixels in other compressed bytes", sourceLocation: sourceLocation)
    } else {
      Issue.record("\(context): differs", sourceLocation: sourceLocation)
    }
  }
  /// Whether two PNGs have exactly the same pixels (`compare` without a tolerance exits 0).
  static func samePixels(_ first: Data, _ second: Data) throws -> Bool {
    let folder = try TemporaryFolder()
    let a = folder.path("a.png")
    let b = folder.path("b.png")
    try first.write(to: URL(fileURLWithPath: a))
    try second.write(to: URL(fileURLWithPath: b))
    return try CLI.run(["compare", a, b]).status == 0
  }
}
