import Foundation

// Linux Foundation declares `CGSize` itself; these are the members Darwin adds to it that Linux
// lacks (checked with `swiftc -typecheck`): CoreGraphics imports `CGSizeEqualToSize` as
// `equalTo(_:)`, and the overlay adds `applying(_:)` (`CGSizeApplyAffineTransform`).
extension CGSize {
  /// Whether both dimensions are equal (`CGSizeEqualToSize`); the same test as `==`.
  public func equalTo(_ size2: CGSize) -> Bool {
    width == size2.width && height == size2.height
  }

  /// The size mapped through the linear part of `t` (the translation does not apply to a size):
  /// (a·width + c·height, b·width + d·height). The result can be negative, for example under a
  /// flip or a half turn.
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}
