import CoreGraphics
import Foundation

/// Distances to move each edge of a rectangle inwards (negative values move it outwards), as
/// `UIGeometry.h` declares it (iOS 16.5 SDK); Equatable (field by field) and Codable from the UIKit
/// Swift overlay.
///
/// Not Hashable, as on iOS. Linux Foundation's `NSEdgeInsets` has the same fields but is not
/// Equatable and is another type, so this module declares its own.
public struct UIEdgeInsets: Sendable {
  /// The inset of the top edge.
  public var top: CGFloat
  /// The inset of the left edge.
  public var left: CGFloat
  /// The inset of the bottom edge.
  public var bottom: CGFloat
  /// The inset of the right edge.
  public var right: CGFloat

  /// All four insets zero, like the `init()` Swift gives every imported C struct.
  public init() {
    self.init(top: 0, left: 0, bottom: 0, right: 0)
  }

  /// Insets with the given four values (Swift's name for `UIEdgeInsetsMake`).
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// All four insets zero (`UIEdgeInsetsZero`).
  public static let zero = UIEdgeInsets()
}

extension UIEdgeInsets: Equatable {}

extension UIEdgeInsets: Codable {
  /// Decodes top, left, bottom, right from an unkeyed container.
  public init(from decoder: any Decoder) throws {
    let v = try UnkeyedCGFloats.decode(4, from: decoder)
    self.init(top: v[0], left: v[1], bottom: v[2], right: v[3])
  }

  /// Encodes the insets as an unkeyed container (a JSON array `[top, left, bottom, right]`), the
  /// overlay's format.
  public func encode(to encoder: any Encoder) throws {
    try UnkeyedCGFloats.encode(top, left, bottom, right, to: encoder)
  }
}

extension CGRect {
  /// This rectangle with its edges moved in by `insets` (Swift's name for `UIEdgeInsetsInsetRect`):
  /// x grows by `left`, y by `top`, the width shrinks by `left + right` and the height by
  /// `top + bottom`.
  ///
  /// Plain arithmetic on the stored origin and size, as UIKit's inline function: the rectangle is
  /// not standardized first, and a size can come out negative when the insets exceed it (unlike
  /// `insetBy(dx:dy:)`, which gives the null rectangle).
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left,
      y: origin.y + insets.top,
      width: size.width - (insets.left + insets.right),
      height: size.height - (insets.top + insets.bottom))
  }
}

/// Whether two insets are equal: the overlay's deprecated spelling of `==`.
@available(swift, deprecated: 4.2, message: "Use the == operator instead.")
public func UIEdgeInsetsEqualToEdgeInsets(_ insets1: UIEdgeInsets, _ insets2: UIEdgeInsets) -> Bool {
  insets1 == insets2
}
