#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A 2-D affine transform, as `CGAffineTransform`: a point (x, y) maps to
/// (a·x + c·y + tx, b·x + d·y + ty).
///
/// In layout attributes the transform applies about the element's centre, as UIKit's does.
public struct AffineTransform: Hashable, Sendable {
  /// The x scale (and rotation's cosine): x′ gains a·x.
  public var a: Double
  /// y′ gains b·x (a rotation's sine).
  public var b: Double
  /// x′ gains c·y (a rotation's negated sine).
  public var c: Double
  /// The y scale (and rotation's cosine): y′ gains d·y.
  public var d: Double
  /// The translation along x, in points.
  public var tx: Double
  /// The translation along y, in points.
  public var ty: Double

  /// The transform mapping (x, y) to (a·x + c·y + tx, b·x + d·y + ty).
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The transform that changes nothing.
  public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A scale by `sx` horizontally and `sy` vertically.
  public static func scale(_ sx: Double, _ sy: Double) -> AffineTransform {
    AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// A rotation by `angle` radians, clockwise on screen (y points down).
  public static func rotation(_ angle: Double) -> AffineTransform {
    let (cosine, sine) = exactCosineAndSine(angle)
    return AffineTransform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// A translation by (`tx`, `ty`).
  public static func translation(_ tx: Double, _ ty: Double) -> AffineTransform {
    AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// Whether the transform is exactly the identity (`CGAffineTransform.isIdentity`).
  public var isIdentity: Bool { self == .identity }

  /// `self` applied first, then `other` (`CGAffineTransformConcat(self, other)`).
  public func concatenating(_ other: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty)
  }

  /// The image of `point`.
  public func apply(to point: Point) -> Point {
    Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
  }
}
