import CoreGraphics
import Foundation

/// A closed range of `CGFloat` values (`UIAttachmentBehavior.h`, iOS 16.5 SDK; iOS 9). Equatable
/// (bound by bound) and Codable from the UIKit Swift overlay.
public struct UIFloatRange: Sendable {
  /// The lower bound.
  public var minimum: CGFloat
  /// The upper bound.
  public var maximum: CGFloat

  /// The range [0, 0], like the `init()` Swift gives every imported C struct.
  public init() {
    self.init(minimum: 0, maximum: 0)
  }

  /// The range [`minimum`, `maximum`] (Swift's name for `UIFloatRangeMake`).
  public init(minimum: CGFloat, maximum: CGFloat) {
    self.minimum = minimum
    self.maximum = maximum
  }

  /// The range [0, 0] (`UIFloatRangeZero`).
  public static let zero = UIFloatRange()

  /// The range from −∞ to +∞ (`UIFloatRangeInfinite`).
  public static let infinite = UIFloatRange(minimum: -.infinity, maximum: .infinity)

  /// Whether this is the range from −∞ to +∞ (`UIFloatRangeIsInfinite`).
  public var isInfinite: Bool {
    minimum == -.infinity && maximum == .infinity
  }
}

extension UIFloatRange: Equatable {}

extension UIFloatRange: Codable {
  /// Decodes minimum then maximum from an unkeyed container.
  public init(from decoder: any Decoder) throws {
    let v = try UnkeyedCGFloats.decode(2, from: decoder)
    self.init(minimum: v[0], maximum: v[1])
  }

  /// Encodes the range as an unkeyed container (`[minimum, maximum]`), the overlay's format.
  public func encode(to encoder: any Encoder) throws {
    try UnkeyedCGFloats.encode(minimum, maximum, to: encoder)
  }
}

/// Whether two ranges are equal: the overlay's deprecated spelling of `==`.
@available(swift, deprecated: 4.2, message: "Use the == operator instead.")
public func UIFloatRangeIsEqualToRange(_ range: UIFloatRange, _ otherRange: UIFloatRange) -> Bool {
  range == otherRange
}
