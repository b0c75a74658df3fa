import CollectionLayout
import Geometry

/// Attribute interpolation: what an element looks like part of the way between two sets of
/// layout attributes, as `UICollectionViewTransitionLayout` and UIKit's animated layout changes
/// show it.
///
/// ```
///   from ─────────────── p ─────────────────▶ to        value(p) = (1 − p)·from + p·to
///   centre, size          linear                          (exact at p = 0, ½ and 1)
///   alpha                 linear, clamped to [0, 1]        (hidden counts as alpha 0)
///   transform             decomposed: translation, scale, shear linear; rotation along
///                         the shorter arc
///   zIndex, element       the destination's from p > 0 (UIKit applies them at once)
///   payload, listCell     the destination's from p > 0, else the origin's (what the view
///                         shows: one view animates, so an end without a look takes the other's)
/// ```
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Interpolation between two `LayoutAttributes`.
public enum AttributeInterpolation {
  /// The attributes shown at `progress` (already eased) of the way from `from` to `to`.
  ///
  /// - Frame: origin and size each linear, component by component (TLLayoutTransitioning's
  ///   `TLTransitionLayout`), which moves the centre linearly too; sizes never go below 0 when
  ///   an overshooting curve extrapolates.
  /// - Alpha: linear, clamped to [0, 1]; a hidden endpoint counts as alpha 0, so an element that
  ///   is hidden at one end fades, and the result is hidden only when both ends are.
  /// - Transform: see `DecomposedTransform.interpolate` (scales and translations are linear, as
  ///   a component-wise lerp would give; rotations turn instead of shrinking through zero).
  /// - zIndex and element: `from`'s at progress 0, `to`'s after (UIKit sets them at once: they
  ///   are not animatable: docs/interactions.md, "Attribute interpolation").
  /// - Payload and list-cell attributes (what the element's view shows): `from`'s at progress 0,
  ///   `to`'s after, like zIndex; an end that has none takes the other end's. One view animates
  ///   from one end to the other, so a deleted cell's final attributes, which a layout makes
  ///   without the cell, still draw the cell (docs/interactions.md, "Inserts and deletes").
  ///
  /// At progress 0 the result is `from` exactly (with `to`'s element) and at 1 `to` exactly,
  /// each with the other end's payload and list-cell attributes where it has none.
  public static func interpolate(
    _ from: LayoutAttributes, _ to: LayoutAttributes, progress: Double
  ) -> LayoutAttributes {
    if progress == 0 {
      var result = from
      result.element = to.element
      result.payload = from.payload ?? to.payload
      result.listCell = from.listCell ?? to.listCell
      return result
    }
    if progress == 1 {
      var result = to
      result.payload = to.payload ?? from.payload
      result.listCell = to.listCell ?? from.listCell
      return result
    }
    let t = progress.isFinite ? progress : 0
    let fromAlpha = from.isHidden ? 0 : from.alpha
    let toAlpha = to.isHidden ? 0 : to.alpha
    let frame = Rect(
      x: lerp(from.frame.minX, to.frame.minX, t), y: lerp(from.frame.minY, to.frame.minY, t),
      width: Swift.max(0, lerp(from.frame.width, to.frame.width, t)),
      height: Swift.max(0, lerp(from.frame.height, to.frame.height, t)))
    return LayoutAttributes(
      element: to.element, frame: frame,
      transform: DecomposedTransform.interpolate(from.transform, to.transform, progress: t),
      alpha: Swift.min(1, Swift.max(0, lerp(fromAlpha, toAlpha, t))),
      zIndex: to.zIndex, isHidden: from.isHidden && to.isHidden, payload: to.payload ?? from.payload,
      listCell: to.listCell ?? from.listCell)
  }

  /// `(1 − t)·a + t·b`: exactly `a` at 0, exactly `b` at 1, the correctly rounded mean at ½.
  @inlinable
  public static func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double {
    (1 - t) * a + t * b
  }

  /// A point `t` of the way from `a` to `b`.
  public static func lerp(_ a: Point, _ b: Point, _ t: Double) -> Point {
    Point(x: lerp(a.x, b.x, t), y: lerp(a.y, b.y, t))
  }

  /// A size `t` of the way from `a` to `b`.
  public static func lerp(_ a: Size, _ b: Size, _ t: Double) -> Size {
    Size(width: lerp(a.width, b.width, t), height: lerp(a.height, b.height, t))
  }
}

/// An affine transform as a rotation, a shear and a scale, then a translation:
/// `[a c; b d] = R(rotation) · [scaleX shear; 0 scaleY]` (a QR decomposition: the first
/// column gives the rotation and `scaleX`, the second the shear and `scaleY`), plus (tx, ty).
///
/// Every affine transform has this form, reflections included (a negative `scaleY`), so the
/// decomposition is exact. Interpolating these parameters rather than the six matrix entries is
/// what Core Animation does for animated transforms: a quarter turn passes through the eighth
/// turn instead of shrinking, while pure scales and translations (the line layout's zoom, the
/// circle layout's shrink to 0.1) come out exactly as the component-wise lerp of
/// TLLayoutTransitioning.
public struct DecomposedTransform: Hashable, Sendable {
  /// The translation (tx, ty).
  public var translation: Point
  /// The rotation in radians, clockwise on screen, in (−π, π].
  public var rotation: Double
  /// The scale along the rotated x axis (never negative).
  public var scaleX: Double
  /// The scale along the rotated y axis (negative for a reflection).
  public var scaleY: Double
  /// The shear: how far x moves per unit of y before the rotation.
  public var shear: Double

  /// Decomposes `transform`. A transform whose first column is zero has no rotation of its own;
  /// it takes `preferredRotation` (so that it does not spin when interpolated with a rotated one).
  public init(_ transform: AffineTransform, preferredRotation: Double = 0) {
    let a = transform.a
    let b = transform.b
    scaleX = (a * a + b * b).squareRoot()
    rotation = scaleX == 0 ? preferredRotation : atan2(b, a)
    let (cosine, sine) = exactCosineAndSine(rotation)
    shear = transform.c * cosine + transform.d * sine
    scaleY = -transform.c * sine + transform.d * cosine
    translation = Point(x: transform.tx, y: transform.ty)
  }

  /// The transform these parameters describe.
  public var transform: AffineTransform {
    let (cosine, sine) = exactCosineAndSine(rotation)
    return AffineTransform(
      a: cosine * scaleX, b: sine * scaleX, c: cosine * shear - sine * scaleY,
      d: sine * shear + cosine * scaleY, tx: translation.x, ty: translation.y)
  }

  /// The transform `progress` of the way from `from` to `to`: translation, scales and shear
  /// linear; the rotation linear along the shorter arc (a half turn goes clockwise). Exactly
  /// `from` at 0 and `to` at 1; identical ends give that transform at every progress.
  public static func interpolate(_ from: AffineTransform, _ to: AffineTransform, progress t: Double)
    -> AffineTransform
  {
    if t == 0 || from == to { return from }
    if t == 1 { return to }
    var start = DecomposedTransform(from)
    var end = DecomposedTransform(to, preferredRotation: start.rotation)
    if start.scaleX == 0 { start = DecomposedTransform(from, preferredRotation: end.rotation) }
    var turn = (end.rotation - start.rotation).remainder(dividingBy: 2 * Double.pi)
    if turn <= -Double.pi { turn += 2 * Double.pi }
    end.rotation = start.rotation + turn
    let lerp = AttributeInterpolation.lerp as (Double, Double, Double) -> Double
    var result = start
    result.translation = AttributeInterpolation.lerp(start.translation, end.translation, t)
    result.rotation = lerp(start.rotation, end.rotation, t)
    result.scaleX = lerp(start.scaleX, end.scaleX, t)
    result.scaleY = lerp(start.scaleY, end.scaleY, t)
    result.shear = lerp(start.shear, end.shear, t)
    return result.transform
  }
}
