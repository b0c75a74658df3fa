/// Why SVG path data could not be read: where, in UTF-8 bytes from the start, and what was
/// expected there.
struct SVGPathError: Error, Equatable, CustomStringConvertible {
  /// The offset, in UTF-8 bytes, of the first byte that could not be read.
  var offset: Int
  /// What was expected at `offset`.
  var reason: String

  var description: String { "path data, byte \(offset): \(reason)" }
}
