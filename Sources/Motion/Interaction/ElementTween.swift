import CollectionLayout
import Geometry

/// One element's animation between two sets of attributes.
public struct ElementTween: Hashable, Sendable {
  /// The attributes at progress 0.
  public var from: LayoutAttributes
  /// The attributes at progress 1.
  public var to: LayoutAttributes

  /// A tween from `from` (progress 0) to `to` (progress 1).
  public init(from: LayoutAttributes, to: LayoutAttributes) {
    self.from = from
    self.to = to
  }

  /// An element that appears where it ends, fading in from alpha 0 (UIKit's default for an
  /// element only the new layout or data has).
  public static func fadeIn(_ to: LayoutAttributes) -> ElementTween {
    var from = to
    from.alpha = 0
    return ElementTween(from: from, to: to)
  }

  /// An element that fades out to alpha 0 where it is (UIKit's default for an element only the
  /// old layout or data has).
  public static func fadeOut(_ from: LayoutAttributes) -> ElementTween {
    var to = from
    to.alpha = 0
    return ElementTween(from: from, to: to)
  }

  /// The element the tween animates (the destination's).
  public var element: ElementID { to.element }

  /// The attributes at `progress` (already eased); see `AttributeInterpolation.interpolate`.
  public func attributes(at progress: Double) -> LayoutAttributes {
    AttributeInterpolation.interpolate(from, to, progress: progress)
  }

  /// Both ends renamed to `element`.
  func named(_ element: ElementID) -> ElementTween {
    var result = self
    result.from.element = element
    result.to.element = element
    return result
  }
}

extension Viewport {
  /// The viewport `t` of the way from `a` to `b`: offset, size and inset each linear (the
  /// content offset animates with the attributes, as in UIKit's animation block and
  /// TLLayoutTransitioning's offset lerp).
  static func interpolate(_ a: Viewport, _ b: Viewport, progress t: Double) -> Viewport {
    if t == 0 { return a }
    if t == 1 { return b }
    let lerp = AttributeInterpolation.lerp as (Double, Double, Double) -> Double
    return Viewport(
      contentOffset: AttributeInterpolation.lerp(a.contentOffset, b.contentOffset, t),
      size: AttributeInterpolation.lerp(a.size, b.size, t),
      contentInset: EdgeInsets(
        top: lerp(a.contentInset.top, b.contentInset.top, t),
        left: lerp(a.contentInset.left, b.contentInset.left, t),
        bottom: lerp(a.contentInset.bottom, b.contentInset.bottom, t),
        right: lerp(a.contentInset.right, b.contentInset.right, t)))
  }
}
