import Foundation
internal import Geometry

/// A 2-D affine transform, as CoreGraphics declares it: the matrix
///
///     | a  b  0 |
///     | c  d  0 |
///     | tx ty 1 |
///
/// which maps a point as a row vector, `[x y 1] × M`: (x, y) goes to
/// (a·x + c·y + tx, b·x + d·y + ty). With UIKit's y axis pointing down, a positive rotation
/// angle turns clockwise on screen.
///
/// Composition follows CoreGraphics: `t1.concatenating(t2)` is t1 × t2, t1 applied first;
/// `translatedBy`, `scaledBy` and `rotated(by:)` put the new step *before* the receiver
/// (`t.scaledBy(x: 2, y: 2)` scales, then applies `t`).
///
/// Signatures follow `CGAffineTransform.h` (iOS 16.5 SDK) and the CoreGraphics Swift overlay
/// (`CoreGraphics.swiftinterface`, iOS 16.5 and 18.0): Equatable and Codable there; Hashable since
/// iOS 18. Equality and hashing go entry by entry, a, b, c, d, tx, ty (so −0 equals 0), as
/// `CGAffineTransformEqualToTransform` and the iOS 18 `hash(into:)` do.
public struct CGAffineTransform: Sendable {
  /// The entry in row 1, column 1: the x scale (with `c`, `d`, the linear part).
  public var a: CGFloat
  /// The entry in row 1, column 2: how much x feeds into the new y.
  public var b: CGFloat
  /// The entry in row 2, column 1: how much y feeds into the new x.
  public var c: CGFloat
  /// The entry in row 2, column 2: the y scale.
  public var d: CGFloat
  /// The horizontal translation (row 3, column 1).
  public var tx: CGFloat
  /// The vertical translation (row 3, column 2).
  public var ty: CGFloat

  /// The all-zero matrix, like the `init()` Swift gives every imported C struct.
  ///
  /// Not the identity: use `CGAffineTransform.identity` for that.
  public init() {
    self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
  }

  /// A transform with the given six entries.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// A transform with the given six entries, in the order a, b, c, d, tx, ty
  /// (the overlay's unlabelled spelling of `CGAffineTransformMake`).
  public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
    self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
  }

  /// A translation by (`tx`, `ty`): the matrix [1 0 0 1 tx ty].
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// A scale by `sx` horizontally and `sy` vertically: the matrix [sx 0 0 sy 0 0].
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// A rotation by `angle` radians about the origin: the matrix [cos sin −sin cos 0 0].
  ///
  /// In UIKit's coordinates (y down) a positive angle turns clockwise on screen: a quarter turn
  /// maps (1, 0) to (0, 1). Sine and cosine are the C library's, not snapped to exact values at
  /// quarter turns (CoreGraphics does not snap either), so `cos(.pi / 2)` leaves 6.1e-17.
  public init(rotationAngle angle: CGFloat) {
    let cosine = cos(angle)
    let sine = sin(angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// The transform that changes nothing: [1 0 0 1 0 0].
  public static var identity: CGAffineTransform {
    CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  }

  /// Whether every entry equals the identity's (`CGAffineTransformIsIdentity`).
  public var isIdentity: Bool { self == .identity }

  /// A translation by (`tx`, `ty`) followed by this transform: translate × self.
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty).concatenating(self)
  }

  /// A scale by (`sx`, `sy`) followed by this transform: scale × self.
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
  }

  /// A rotation by `angle` radians followed by this transform: rotation × self.
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// The inverse transform, or this transform unchanged when it has none (determinant exactly
  /// zero), as `CGAffineTransformInvert` does.
  public func inverted() -> CGAffineTransform {
    let determinant = a * d - b * c
    if determinant == 0 { return self }
    return CGAffineTransform(
      a: d / determinant,
      b: -b / determinant,
      c: -c / determinant,
      d: a / determinant,
      tx: (c * ty - d * tx) / determinant,
      ty: (b * tx - a * ty) / determinant)
  }

  /// This transform, then `t2`: the product self × t2 (`CGAffineTransformConcat(self, t2)`).
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(Geometry.AffineTransform(self).concatenating(Geometry.AffineTransform(t2)))
  }
}

extension CGAffineTransform: Hashable {}

extension CGAffineTransform: Codable {
  /// Decodes the six entries from an unkeyed container, in the order a, b, c, d, tx, ty.
  public init(from decoder: any Decoder) throws {
    let v = try UnkeyedCGFloats.decode(6, from: decoder)
    self.init(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
  }

  /// Encodes the six entries as an unkeyed container (a JSON array `[a, b, c, d, tx, ty]`), the
  /// overlay's format.
  public func encode(to encoder: any Encoder) throws {
    try UnkeyedCGFloats.encode(a, b, c, d, tx, ty, to: encoder)
  }
}
