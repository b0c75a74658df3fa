/// A width and a height in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal extent, in points.
  public var width: Double
  /// The vertical extent, in points.
  public var height: Double

  /// A size of `width` × `height` points.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// A size of zero in both dimensions.
  public static let zero = Size(width: 0, height: 0)

  /// `width×height`, for messages and test failures.
  public var description: String { "\(width)×\(height)" }
}
