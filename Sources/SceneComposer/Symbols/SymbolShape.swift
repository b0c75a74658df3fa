import DisplayList
import Geometry

/// A row of the ``SymbolTable`` parsed once: its paths as path elements in the coordinates of its
/// view box, ready to be scaled into a symbol's square.
struct SymbolShape: Sendable {
  /// The square (or rectangle) the paths are drawn in.
  var viewBox: Rect
  /// Each of the icon's paths, filled on its own with the non-zero winding rule.
  var paths: [[PathElement]]
  /// Whether the symbol flips in right to left.
  var mirroredInRightToLeft: Bool
  /// Whether the icon is drawn mirrored in both directions.
  var flippedHorizontally: Bool

  /// The parsed `entry`; throws when its path data does not parse.
  init(_ entry: SymbolTableEntry) throws(SVGPathError) {
    viewBox = entry.viewBox
    mirroredInRightToLeft = entry.mirroredInRightToLeft
    flippedHorizontally = entry.flippedHorizontally
    var paths: [[PathElement]] = []
    for data in entry.paths { paths.append(try SVGPathParser.elements(data)) }
    self.paths = paths
  }
}
