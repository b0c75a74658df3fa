import Foundation

/// A 2-D vector: a direction and length as a horizontal and a vertical component.
///
/// Linux Foundation declares `CGPoint`, `CGSize` and `CGRect` but not this type. Signatures follow
/// `CGGeometry.h` (iOS 16.5 SDK) and the CoreGraphics Swift overlay (`CoreGraphics.swiftinterface`,
/// iOS 16.5 and 18.0): Equatable, Codable and a debug description there; Hashable since iOS 18.
/// Equality and hashing go component by component, `dx` then `dy`, as the overlay's.
public struct CGVector: Sendable {
  /// The horizontal component.
  public var dx: CGFloat
  /// The vertical component (positive is down in UIKit's coordinates).
  public var dy: CGFloat

  /// The zero vector, like the `init()` Swift gives every imported C struct.
  public init() {
    self.init(dx: 0, dy: 0)
  }

  /// A vector with the given components.
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  /// A vector with the given integer components.
  public init(dx: Int, dy: Int) {
    self.init(dx: CGFloat(dx), dy: CGFloat(dy))
  }

  /// A vector with the given components as `Double`s.
  public init(dx: Double, dy: Double) {
    self.init(dx: CGFloat(dx), dy: CGFloat(dy))
  }

  /// The vector (0, 0).
  public static var zero: CGVector { CGVector(dx: 0, dy: 0) }
}

extension CGVector: Hashable {}

extension CGVector: CustomDebugStringConvertible {
  /// `(dx, dy)`, the overlay's debug format.
  public var debugDescription: String { "(\(dx), \(dy))" }
}

extension CGVector: Codable {
  /// Decodes `dx` then `dy` from an unkeyed container.
  public init(from decoder: any Decoder) throws {
    let v = try UnkeyedCGFloats.decode(2, from: decoder)
    self.init(dx: v[0], dy: v[1])
  }

  /// Encodes the vector as an unkeyed container (a JSON array `[dx, dy]`), the overlay's format.
  public func encode(to encoder: any Encoder) throws {
    try UnkeyedCGFloats.encode(dx, dy, to: encoder)
  }
}
