/// A location in points, `x` to the right and `y` down (UIKit's coordinate space).
public struct Point: Hashable, Sendable, CustomStringConvertible {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0).
  public static let zero = Point(x: 0, y: 0)

  public var description: String { "(\(x), \(y))" }
}
