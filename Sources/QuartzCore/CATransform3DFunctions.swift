import CoreGraphics
import Foundation

// Core Animation's C functions on `CATransform3D`, under the names and unlabelled arguments Swift
// gives imported C functions (signatures from `CATransform3D.h`, iOS 16.5 SDK). Row vectors
// throughout: `[x y z 1] × M`.

/// Whether every entry equals the identity's.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
  CATransform3DEqualToTransform(t, CATransform3DIdentity)
}

/// Whether the sixteen entries are equal, entry by entry (with `==`, so −0 equals 0).
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
  a.m11 == b.m11 && a.m12 == b.m12 && a.m13 == b.m13 && a.m14 == b.m14
    && a.m21 == b.m21 && a.m22 == b.m22 && a.m23 == b.m23 && a.m24 == b.m24
    && a.m31 == b.m31 && a.m32 == b.m32 && a.m33 == b.m33 && a.m34 == b.m34
    && a.m41 == b.m41 && a.m42 == b.m42 && a.m43 == b.m43 && a.m44 == b.m44
}

/// A translation by (`tx`, `ty`, `tz`): the identity with row 4 set to [tx ty tz 1].
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
  var t = CATransform3DIdentity
  t.m41 = tx
  t.m42 = ty
  t.m43 = tz
  return t
}

/// A scale by (`sx`, `sy`, `sz`): the diagonal [sx sy sz 1].
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  var t = CATransform3DIdentity
  t.m11 = sx
  t.m22 = sy
  t.m33 = sz
  return t
}

/// A rotation by `angle` radians about the axis (`x`, `y`, `z`) through the origin; the identity
/// when the axis has length zero.
///
/// The axis is normalised first. About (0, 0, 1) this is `CGAffineTransform(rotationAngle:)`,
/// entry for entry: a positive angle turns clockwise on screen (y down), (1, 0, 0) → (cos, sin, 0).
/// In general it is the right-handed rotation about the axis, written for row vectors (the
/// transpose of the column-vector Rodrigues matrix); the diagonal is computed as u² + (1 − u²)·cos
/// so that an axis-aligned rotation keeps exact ones and cosines there.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
  let length = (x * x + y * y + z * z).squareRoot()
  guard length > 0, length.isFinite else { return CATransform3DIdentity }
  let (ux, uy, uz) = (x / length, y / length, z / length)
  let cosine = cos(angle)
  let sine = sin(angle)
  let versine = 1 - cosine
  return CATransform3D(
    m11: ux * ux + (1 - ux * ux) * cosine,
    m12: ux * uy * versine + uz * sine,
    m13: ux * uz * versine - uy * sine,
    m14: 0,
    m21: uy * ux * versine - uz * sine,
    m22: uy * uy + (1 - uy * uy) * cosine,
    m23: uy * uz * versine + ux * sine,
    m24: 0,
    m31: uz * ux * versine + uy * sine,
    m32: uz * uy * versine - ux * sine,
    m33: uz * uz + (1 - uz * uz) * cosine,
    m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)
}

/// A translation by (`tx`, `ty`, `tz`) followed by `t`: translate × t.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// A scale by (`sx`, `sy`, `sz`) followed by `t`: scale × t.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// A rotation by `angle` radians about (`x`, `y`, `z`) followed by `t`: rotation × t.
///
/// Core Animation leaves a zero-length axis undefined; here it rotates by nothing and returns `t`.
public func CATransform3DRotate(
  _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// `a`, then `b`: the matrix product a × b.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  let l = TransformRows(a)
  let r = TransformRows(b)
  var out = [CGFloat](repeating: 0, count: 16)
  for row in 0..<4 {
    for column in 0..<4 {
      var sum: CGFloat = 0
      for k in 0..<4 {
        sum += l[row, k] * r[k, column]
      }
      out[row * 4 + column] = sum
    }
  }
  return TransformRows(out).transform
}

/// The inverse of `t`, or `t` unchanged when it has none (determinant exactly zero).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
  let m = TransformRows(t)
  // Cofactors by 2 × 2 minors of the top two rows (s) and the bottom two rows (c).
  let s0 = m[0, 0] * m[1, 1] - m[1, 0] * m[0, 1]
  let s1 = m[0, 0] * m[1, 2] - m[1, 0] * m[0, 2]
  let s2 = m[0, 0] * m[1, 3] - m[1, 0] * m[0, 3]
  let s3 = m[0, 1] * m[1, 2] - m[1, 1] * m[0, 2]
  let s4 = m[0, 1] * m[1, 3] - m[1, 1] * m[0, 3]
  let s5 = m[0, 2] * m[1, 3] - m[1, 2] * m[0, 3]
  let c5 = m[2, 2] * m[3, 3] - m[3, 2] * m[2, 3]
  let c4 = m[2, 1] * m[3, 3] - m[3, 1] * m[2, 3]
  let c3 = m[2, 1] * m[3, 2] - m[3, 1] * m[2, 2]
  let c2 = m[2, 0] * m[3, 3] - m[3, 0] * m[2, 3]
  let c1 = m[2, 0] * m[3, 2] - m[3, 0] * m[2, 2]
  let c0 = m[2, 0] * m[3, 1] - m[3, 0] * m[2, 1]
  let determinant = s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
  if determinant == 0 || !determinant.isFinite { return t }
  let adjugate: [CGFloat] = [
    m[1, 1] * c5 - m[1, 2] * c4 + m[1, 3] * c3,
    -m[0, 1] * c5 + m[0, 2] * c4 - m[0, 3] * c3,
    m[3, 1] * s5 - m[3, 2] * s4 + m[3, 3] * s3,
    -m[2, 1] * s5 + m[2, 2] * s4 - m[2, 3] * s3,
    -m[1, 0] * c5 + m[1, 2] * c2 - m[1, 3] * c1,
    m[0, 0] * c5 - m[0, 2] * c2 + m[0, 3] * c1,
    -m[3, 0] * s5 + m[3, 2] * s2 - m[3, 3] * s1,
    m[2, 0] * s5 - m[2, 2] * s2 + m[2, 3] * s1,
    m[1, 0] * c4 - m[1, 1] * c2 + m[1, 3] * c0,
    -m[0, 0] * c4 + m[0, 1] * c2 - m[0, 3] * c0,
    m[3, 0] * s4 - m[3, 1] * s2 + m[3, 3] * s0,
    -m[2, 0] * s4 + m[2, 1] * s2 - m[2, 3] * s0,
    -m[1, 0] * c3 + m[1, 1] * c1 - m[1, 2] * c0,
    m[0, 0] * c3 - m[0, 1] * c1 + m[0, 2] * c0,
    -m[3, 0] * s3 + m[3, 1] * s1 - m[3, 2] * s0,
    m[2, 0] * s3 - m[2, 1] * s1 + m[2, 2] * s0,
  ]
  return TransformRows(adjugate.map { $0 / determinant }).transform
}

/// The transform that has the same effect as `m`: a, b in row 1, c, d in row 2, tx, ty in row 4,
/// the identity elsewhere.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  var t = CATransform3DIdentity
  t.m11 = m.a
  t.m12 = m.b
  t.m21 = m.c
  t.m22 = m.d
  t.m41 = m.tx
  t.m42 = m.ty
  return t
}

/// Whether `t` is exactly what `CATransform3DMakeAffineTransform` makes of some affine transform:
/// no z terms, no perspective (`m13 m14 m23 m24 m31 m32 m34 m43` zero, `m33` and `m44` one).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
  t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1
    && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

/// The affine part of `t`: (a, b, c, d, tx, ty) = (`m11`, `m12`, `m21`, `m22`, `m41`, `m42`).
///
/// Exact only when `CATransform3DIsAffine(t)`; otherwise the other entries are ignored
/// (Core Animation calls the result undefined then).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
  CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

/// A 4 × 4 matrix as sixteen entries, row-major, for the arithmetic above.
private struct TransformRows {
  var entries: [CGFloat]

  init(_ entries: [CGFloat]) {
    self.entries = entries
  }

  init(_ t: CATransform3D) {
    entries = [
      t.m11, t.m12, t.m13, t.m14,
      t.m21, t.m22, t.m23, t.m24,
      t.m31, t.m32, t.m33, t.m34,
      t.m41, t.m42, t.m43, t.m44,
    ]
  }

  subscript(row: Int, column: Int) -> CGFloat { entries[row * 4 + column] }

  var transform: CATransform3D {
    CATransform3D(
      m11: entries[0], m12: entries[1], m13: entries[2], m14: entries[3],
      m21: entries[4], m22: entries[5], m23: entries[6], m24: entries[7],
      m31: entries[8], m32: entries[9], m33: entries[10], m34: entries[11],
      m41: entries[12], m42: entries[13], m43: entries[14], m44: entries[15])
  }
}
