import CoreGraphics
import Foundation

/// A horizontal and a vertical distance to move something by, positive meaning right and down
/// (`UIGeometry.h`, iOS 16.5 SDK). Equatable (field by field) and Codable from the UIKit Swift
/// overlay.
public struct UIOffset: Sendable {
  /// The horizontal distance.
  public var horizontal: CGFloat
  /// The vertical distance.
  public var vertical: CGFloat

  /// A zero offset, like the `init()` Swift gives every imported C struct.
  public init() {
    self.init(horizontal: 0, vertical: 0)
  }

  /// An offset with the given distances (Swift's name for `UIOffsetMake`).
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// The zero offset (`UIOffsetZero`).
  public static let zero = UIOffset()
}

extension UIOffset: Equatable {}

extension UIOffset: Codable {
  /// Decodes horizontal then vertical from an unkeyed container.
  public init(from decoder: any Decoder) throws {
    let v = try UnkeyedCGFloats.decode(2, from: decoder)
    self.init(horizontal: v[0], vertical: v[1])
  }

  /// Encodes the offset as an unkeyed container (`[horizontal, vertical]`), the overlay's format.
  public func encode(to encoder: any Encoder) throws {
    try UnkeyedCGFloats.encode(horizontal, vertical, to: encoder)
  }
}

/// Whether two offsets are equal: the overlay's deprecated spelling of `==`.
@available(swift, deprecated: 4.2, message: "Use the == operator instead.")
public func UIOffsetEqualToOffset(_ offset1: UIOffset, _ offset2: UIOffset) -> Bool {
  offset1 == offset2
}
