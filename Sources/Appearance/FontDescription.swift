/// A font by family, size in points and weight, resolved through fontconfig with fallback for
/// scripts the family lacks (CJK, Hangul, …).
public struct FontDescription: Hashable, Sendable {
  /// One family or a comma-separated list, as Pango accepts.
  public var family: String
  /// The size in points.
  public var size: Double
  /// The weight, thin (100) to black (900), as CSS numbers it.
  public var weight: FontWeight
  /// Whether the italic (or oblique) face is used.
  public var italic: Bool
  /// The family (or list) drawn instead when a name of ``family`` is not installed; nil makes a
  /// missing family an error. The stand-in for Apple's system font uses it: Inter Display when
  /// installed, else the default family (`docs/lists-and-cells.md`, "Fonts").
  public var fallbackFamily: String?

  /// A font of `family` at `size` points; regular, upright and without fallback unless given.
  public init(
    family: String, size: Double, weight: FontWeight = .regular, italic: Bool = false, fallbackFamily: String? = nil
  ) {
    self.family = family
    self.size = size
    self.weight = weight
    self.italic = italic
    self.fallbackFamily = fallbackFamily
  }
}

/// Font weights by their CSS/OpenType numbers.
public enum FontWeight: Int, Hashable, Sendable, CaseIterable {
  case thin = 100
  case ultraLight = 200
  case light = 300
  case regular = 400
  case medium = 500
  case semibold = 600
  case bold = 700
  case heavy = 800
  case black = 900

  /// The name used in scene files.
  public var name: String {
    switch self {
    case .thin: "thin"
    case .ultraLight: "ultraLight"
    case .light: "light"
    case .regular: "regular"
    case .medium: "medium"
    case .semibold: "semibold"
    case .bold: "bold"
    case .heavy: "heavy"
    case .black: "black"
    }
  }
}
