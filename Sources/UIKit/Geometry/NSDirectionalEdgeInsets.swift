import CoreGraphics
import Foundation

/// Edge insets that follow the layout direction: `leading` is the left inset in a left-to-right
/// layout and the right one in a right-to-left layout (iOS 11; `UIGeometry.h`, iOS 16.5 SDK).
/// Equatable (field by field) and Codable from the UIKit Swift overlay; not Hashable, as on iOS.
public struct NSDirectionalEdgeInsets: Sendable {
  /// The inset of the top edge.
  public var top: CGFloat
  /// The inset of the leading edge.
  public var leading: CGFloat
  /// The inset of the bottom edge.
  public var bottom: CGFloat
  /// The inset of the trailing edge.
  public var trailing: CGFloat

  /// All four insets zero, like the `init()` Swift gives every imported C struct.
  public init() {
    self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
  }

  /// Insets with the given four values (Swift's name for `NSDirectionalEdgeInsetsMake`).
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// All four insets zero (`NSDirectionalEdgeInsetsZero`).
  public static let zero = NSDirectionalEdgeInsets()
}

extension NSDirectionalEdgeInsets: Equatable {}

extension NSDirectionalEdgeInsets: Codable {
  /// Decodes top, leading, bottom, trailing from an unkeyed container.
  public init(from decoder: any Decoder) throws {
    let v = try UnkeyedCGFloats.decode(4, from: decoder)
    self.init(top: v[0], leading: v[1], bottom: v[2], trailing: v[3])
  }

  /// Encodes the insets as an unkeyed container (`[top, leading, bottom, trailing]`), the overlay's
  /// format.
  public func encode(to encoder: any Encoder) throws {
    try UnkeyedCGFloats.encode(top, leading, bottom, trailing, to: encoder)
  }
}
