import DisplayList
import Geometry

/// Common SF Symbol names drawn as recognisable icons from a freely licensed icon set (Phosphor
/// Icons, MIT; `docs/symbols.md`): Apple's own symbols may not be used off Apple platforms.
///
/// The names and the icons' path data come from the generated ``SymbolTable``; the table is parsed
/// once, on first use, into a dictionary by name.
public enum SymbolCatalog {
  /// Every SF Symbol name the catalog draws, sorted.
  public static let names: [String] = SymbolTable.entries.map(\.name)

  /// The parsed icons by SF Symbol name (a `static let`: built once, lazily and thread-safely, on
  /// first use). A row whose path data did not parse is left out, so its name draws as unknown; a
  /// test parses every row.
  static let shapes: [String: SymbolShape] = Dictionary(
    SymbolTable.entries.compactMap { entry in (try? SymbolShape(entry)).map { (entry.name, $0) } },
    uniquingKeysWith: { first, _ in first })

  /// The symbol `name` (as `UIImage(systemName:)` takes it) filled in `color`, its icon's view box
  /// scaled to fit `box` and centred in it; in right to left a symbol that points along the
  /// reading direction (`chevron.forward`, `arrow.backward`) is mirrored, as UIKit flips SF
  /// Symbols' forward and backward variants. Nil when the catalog has no such name.
  public static func nodes(named name: String, in box: Rect, color: Color, rightToLeft: Bool) -> [DisplayNode]? {
    guard let shape = shapes[name] else { return nil }
    let viewBox = shape.viewBox
    guard box.width > 0, box.height > 0, viewBox.width > 0, viewBox.height > 0 else { return [] }
    let scale = min(box.width / viewBox.width, box.height / viewBox.height)
    // An icon that points the other way than its SF Symbol is always mirrored; mirrored again in
    // right to left it points as the icon's own drawing does.
    let mirrored = shape.flippedHorizontally != (rightToLeft && shape.mirroredInRightToLeft)
    let placement = SymbolPlacement(
      scale: mirrored ? -scale : scale, scaleY: scale,
      translateX: box.midX - (mirrored ? -scale : scale) * viewBox.midX,
      translateY: box.midY - scale * viewBox.midY)
    return shape.paths.map { path in
      .path(PathNode(elements: path.flatMap(placement.apply), fill: color))
    }
  }
}
