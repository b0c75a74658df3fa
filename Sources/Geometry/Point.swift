/// A location in points, `x` to the right and `y` down (UIKit's coordinate space).
public struct Point: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal coordinate, in points, growing to the right.
  public var x: Double
  /// The vertical coordinate, in points, growing downwards.
  public var y: Double

  /// The point at (`x`, `y`).
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0).
  public static let zero = Point(x: 0, y: 0)

  /// `(x, y)`, for messages and test failures.
  public var description: String { "(\(x), \(y))" }
}
