import CoreGraphics

/// A homogeneous 3-D transform (a 4 × 4 matrix), as Core Animation declares it in
/// `CATransform3D.h` (iOS 16.5 SDK).
///
/// Core Animation multiplies **row** vectors: a point (x, y, z) becomes
/// `[x y z 1] × M = [X Y Z W]`, so the translation sits in row 4 (`m41`, `m42`, `m43`) and
/// `CATransform3DConcat(a, b)` (the product a × b) applies `a` first, then `b`. The helpers that
/// modify a transform put the new step first: `CATransform3DScale(t, …)` is scale × t.
///
/// Swift imports the C struct as this type: a zero-filled `init()`, a memberwise
/// `init(m11:m12:…:m44:)`, sixteen `var`s and no `Equatable` (the QuartzCore overlay adds none; compare
/// with `CATransform3DEqualToTransform`). The functions keep their C names and take unlabelled
/// arguments.
///
/// ## Drawing it in two dimensions
/// A layer's transform acts about its anchor point (a collection-view cell's centre). A point of
/// the layer, relative to the anchor and at z = 0, becomes `[x y 0 1] × M = [X Y Z W]`; it is
/// drawn at (X/W, Y/W) from the anchor's position and Z is dropped (the layer is flattened into
/// its superlayer). When `m14` and `m24` are 0 and `m44` is 1 (scales, translations, rotations
/// about z, anything that keeps W at 1) that is the affine transform
/// `CATransform3DGetAffineTransform(t)`: `m11 m12 m21 m22 m41 m42`. Perspective comes from
/// `m34 = −1/d` set on the identity and concatenated after an out-of-plane rotation: the product's
/// `m14` and `m24` then make W = 1 − z/d, z being the depth the rotation gives the point, so the
/// side turned towards the viewer (positive z) is drawn larger. `m34` alone, on a flat transform,
/// changes nothing drawn. Drawing is not this module's job: it holds the values and does the C
/// functions' arithmetic.
public struct CATransform3D: Sendable {
  /// Row 1, column 1.
  public var m11: CGFloat
  /// Row 1, column 2.
  public var m12: CGFloat
  /// Row 1, column 3.
  public var m13: CGFloat
  /// Row 1, column 4 (a perspective term: feeds x into W).
  public var m14: CGFloat
  /// Row 2, column 1.
  public var m21: CGFloat
  /// Row 2, column 2.
  public var m22: CGFloat
  /// Row 2, column 3.
  public var m23: CGFloat
  /// Row 2, column 4 (a perspective term: feeds y into W).
  public var m24: CGFloat
  /// Row 3, column 1.
  public var m31: CGFloat
  /// Row 3, column 2.
  public var m32: CGFloat
  /// Row 3, column 3.
  public var m33: CGFloat
  /// Row 3, column 4 (the perspective term layouts set, usually to −1/distance).
  public var m34: CGFloat
  /// Row 4, column 1: the x translation.
  public var m41: CGFloat
  /// Row 4, column 2: the y translation.
  public var m42: CGFloat
  /// Row 4, column 3: the z translation.
  public var m43: CGFloat
  /// Row 4, column 4.
  public var m44: CGFloat

  /// The all-zero matrix, like the `init()` Swift gives every imported C struct.
  ///
  /// Not the identity: use `CATransform3DIdentity` for that.
  public init() {
    self.init(
      m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
      m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)
  }

  /// A matrix with the given sixteen entries, row by row.
  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
    m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
    m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
    m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  ) {
    self.m11 = m11
    self.m12 = m12
    self.m13 = m13
    self.m14 = m14
    self.m21 = m21
    self.m22 = m22
    self.m23 = m23
    self.m24 = m24
    self.m31 = m31
    self.m32 = m32
    self.m33 = m33
    self.m34 = m34
    self.m41 = m41
    self.m42 = m42
    self.m43 = m43
    self.m44 = m44
  }
}

/// The identity transform: ones on the diagonal, zeros elsewhere.
public let CATransform3DIdentity = CATransform3D(
  m11: 1, m12: 0, m13: 0, m14: 0,
  m21: 0, m22: 1, m23: 0, m24: 0,
  m31: 0, m32: 0, m33: 1, m34: 0,
  m41: 0, m42: 0, m43: 0, m44: 1)
