import Foundation

// Linux Foundation declares `CGRect` itself; these are the members Darwin adds to it that Linux
// lacks (checked with `swiftc -typecheck`): CoreGraphics imports `CGRectEqualToRect` as
// `equalTo(_:)`, and the overlay adds `applying(_:)` (`CGRectApplyAffineTransform`).
extension CGRect {
  /// Whether the two rectangles are the same (`CGRectEqualToRect`), the test `==` uses on both
  /// platforms: rectangles are compared standardized, so (10, 10, −20, −30) equals
  /// (−10, −20, 20, 30), and any two null rectangles are equal.
  public func equalTo(_ rect2: CGRect) -> Bool {
    self == rect2
  }

  /// The smallest rectangle that contains the four corners of this rectangle mapped through `t`
  /// (`CGRectApplyAffineTransform`): exact for scales, flips and translations, a bounding box
  /// under rotation or shear. The null rectangle stays null. The infinite rectangle stays
  /// infinite: CoreGraphics's header does not say what it does there, and this module chooses
  /// not to map ±8.99e307 coordinates.
  public func applying(_ t: CGAffineTransform) -> CGRect {
    if isNull || isInfinite { return self }
    let p1 = CGPoint(x: minX, y: minY).applying(t)
    let p2 = CGPoint(x: maxX, y: minY).applying(t)
    let p3 = CGPoint(x: minX, y: maxY).applying(t)
    let p4 = CGPoint(x: maxX, y: maxY).applying(t)
    let left = min(p1.x, p2.x, p3.x, p4.x)
    let top = min(p1.y, p2.y, p3.y, p4.y)
    let right = max(p1.x, p2.x, p3.x, p4.x)
    let bottom = max(p1.y, p2.y, p3.y, p4.y)
    return CGRect(x: left, y: top, width: right - left, height: bottom - top)
  }
}
