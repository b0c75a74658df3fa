import Foundation

// Linux Foundation declares `CGPoint` itself; these are the members Darwin adds to it that Linux
// lacks (checked with `swiftc -typecheck`): CoreGraphics imports `CGPointEqualToPoint` as
// `equalTo(_:)`, and the overlay adds `applying(_:)` (`CGPointApplyAffineTransform`).
extension CGPoint {
  /// Whether both coordinates are equal (`CGPointEqualToPoint`); the same test as `==`.
  public func equalTo(_ point2: CGPoint) -> Bool {
    x == point2.x && y == point2.y
  }

  /// The point mapped through `t`: (a·x + c·y + tx, b·x + d·y + ty).
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}
