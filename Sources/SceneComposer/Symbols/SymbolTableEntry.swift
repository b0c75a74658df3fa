import Geometry

/// One row of the generated ``SymbolTable``: an SF Symbol name and the icon that draws it, as the
/// icon set's SVG files give it (`scripts/update-symbols` writes the rows).
struct SymbolTableEntry: Sendable {
  /// Which of the icon set's weights the row took: a name with a `fill` component takes the
  /// filled icon, as SF Symbols' `.fill` variants are the filled versions of their outlines.
  enum Weight: String, Sendable {
    /// The outline icon.
    case regular
    /// The filled icon.
    case fill
  }

  /// The SF Symbol name, as `UIImage(systemName:)` takes it.
  var name: String
  /// The icon's name in the set.
  var icon: String
  /// The icon's weight.
  var weight: Weight
  /// Whether the symbol points along the reading direction and so flips in right to left.
  var mirroredInRightToLeft: Bool
  /// Whether the icon is drawn mirrored in both directions, because it points the other way than
  /// the SF Symbol it stands for.
  var flippedHorizontally: Bool
  /// The SVG file's `viewBox`: the square the path data is drawn in.
  var viewBox: Rect
  /// The SVG file's `<path d="…">` data, each filled with the non-zero winding rule.
  var paths: [String]
}
