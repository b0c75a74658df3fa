/// Distances in from each edge, as `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
  /// The distance in from the top edge, in points.
  public var top: Double
  /// The distance in from the left edge, in points.
  public var left: Double
  /// The distance in from the bottom edge, in points.
  public var bottom: Double
  /// The distance in from the right edge, in points.
  public var right: Double

  /// Insets of these distances, in points (negative ones reach outward).
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The same inset on all four edges.
  public init(all value: Double) {
    self.init(top: value, left: value, bottom: value, right: value)
  }

  /// No inset.
  public static let zero = EdgeInsets(all: 0)
}
