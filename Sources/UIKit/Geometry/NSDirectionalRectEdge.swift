/// A set of a rectangle's edges that follows the layout direction (`UIGeometry.h`, iOS 16.5 SDK;
/// iOS 13): `leading` is the left edge in a left-to-right layout and the right edge otherwise.
///
/// Swift's import of the C option set: no member for `NSDirectionalRectEdgeNone` (write `[]`).
public struct NSDirectionalRectEdge: OptionSet, Sendable {
  /// The bits of the set: top 1, leading 2, bottom 4, trailing 8.
  public let rawValue: UInt

  /// The set with the given bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The top edge.
  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  /// The leading edge.
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  /// The trailing edge.
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  /// All four edges.
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
