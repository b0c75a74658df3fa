/// The first name of `NSDirectionalRectEdge` (`UIGeometry.h`, iOS 16.5 SDK), deprecated in the
/// iOS 13 release that introduced it; the same bits.
///
/// Swift's import of the C option set: no member for `UIDirectionalRectEdgeNone` (write `[]`).
@available(*, deprecated, renamed: "NSDirectionalRectEdge")
public struct UIDirectionalRectEdge: OptionSet, Sendable {
  /// The bits of the set: top 1, leading 2, bottom 4, trailing 8.
  public let rawValue: UInt

  /// The set with the given bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The top edge.
  public static let top = UIDirectionalRectEdge(rawValue: 1 << 0)
  /// The leading edge.
  public static let leading = UIDirectionalRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = UIDirectionalRectEdge(rawValue: 1 << 2)
  /// The trailing edge.
  public static let trailing = UIDirectionalRectEdge(rawValue: 1 << 3)
  /// All four edges.
  public static let all: UIDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
