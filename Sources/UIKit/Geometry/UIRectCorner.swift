/// A set of a rectangle's corners, in screen terms (`UIGeometry.h`, iOS 16.5 SDK).
public struct UIRectCorner: OptionSet, Sendable {
  /// The bits of the set: top-left 1, top-right 2, bottom-left 4, bottom-right 8; `allCorners`
  /// sets every bit.
  public let rawValue: UInt

  /// The set with the given bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The top-left corner.
  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  /// The top-right corner.
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  /// The bottom-left corner.
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  /// The bottom-right corner.
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  /// Every corner: all bits set (`~0UL` in the header).
  public static let allCorners = UIRectCorner(rawValue: .max)
}
