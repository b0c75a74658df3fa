import CoreGraphics
import Foundation
import QuartzCore
import Testing

/// A point of space: what `map` returns.
private typealias Mapped = (x: CGFloat, y: CGFloat, z: CGFloat)

/// A point through `t` as Core Animation maps it: the row vector [x y z 1] × t, divided by W.
private func map(_ t: CATransform3D, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat = 0) -> Mapped {
  let X = x * t.m11 + y * t.m21 + z * t.m31 + t.m41
  let Y = x * t.m12 + y * t.m22 + z * t.m32 + t.m42
  let Z = x * t.m13 + y * t.m23 + z * t.m33 + t.m43
  let W = x * t.m14 + y * t.m24 + z * t.m34 + t.m44
  return (X / W, Y / W, Z / W)
}

private func entries(_ t: CATransform3D) -> [CGFloat] {
  [
    t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
    t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
  ]
}

private func close(_ a: CATransform3D, _ b: CATransform3D, within tolerance: CGFloat = 1e-12) -> Bool {
  zip(entries(a), entries(b)).allSatisfy { abs($0 - $1) <= tolerance }
}

@Suite struct CATransform3DTests {
  @Test func emptyInitIsZeroAndIdentityIsTheDiagonal() {
    #expect(entries(CATransform3D()) == [CGFloat](repeating: 0, count: 16))
    #expect(entries(CATransform3DIdentity) == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
    #expect(CATransform3DIsIdentity(CATransform3DIdentity))
    #expect(!CATransform3DIsIdentity(CATransform3D()))
    var almost = CATransform3DIdentity
    almost.m34 = -1 / 500
    #expect(!CATransform3DIsIdentity(almost))
    #expect(CATransform3DEqualToTransform(almost, almost))
    #expect(!CATransform3DEqualToTransform(almost, CATransform3DIdentity))
  }

  @Test func makeFunctionsFillTheHeaderMatrices() {
    #expect(entries(CATransform3DMakeTranslation(1, 2, 3)) == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 1, 2, 3, 1])
    #expect(entries(CATransform3DMakeScale(2, 3, 4)) == [2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 4, 0, 0, 0, 0, 1])
    #expect(map(CATransform3DMakeTranslation(1, 2, 3), 10, 20, 30) == (11, 22, 33))
  }

  @Test func rotationAboutZIsTheAffineRotation() {
    for angle: CGFloat in [0.3, .pi / 2, -2.5, .pi] {
      let rotation = CATransform3DMakeRotation(angle, 0, 0, 1)
      let affine = CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: angle))
      #expect(CATransform3DEqualToTransform(rotation, affine))
      #expect(CATransform3DIsAffine(rotation))
    }
    // The axis is normalised: (0, 0, 5) is the same axis.
    #expect(
      CATransform3DEqualToTransform(CATransform3DMakeRotation(0.7, 0, 0, 5), CATransform3DMakeRotation(0.7, 0, 0, 1)))
    // Clockwise on screen, as CGAffineTransform: +x goes to +y.
    let quarter = map(CATransform3DMakeRotation(.pi / 2, 0, 0, 1), 1, 0)
    #expect(abs(quarter.x) < 1e-12 && abs(quarter.y - 1) < 1e-12)
  }

  @Test func rotationAboutXAndYIsRightHanded() {
    // About +y a quarter turn takes +x to −z and +z to +x.
    let aboutY = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
    let x = map(aboutY, 1, 0, 0)
    #expect(abs(x.x) < 1e-12 && abs(x.y) < 1e-12 && abs(x.z + 1) < 1e-12)
    let z = map(aboutY, 0, 0, 1)
    #expect(abs(z.x - 1) < 1e-12 && abs(z.z) < 1e-12)
    // About +x a quarter turn takes +y to +z.
    let y = map(CATransform3DMakeRotation(.pi / 2, 1, 0, 0), 0, 1, 0)
    #expect(abs(y.y) < 1e-12 && abs(y.z - 1) < 1e-12)
    #expect(!CATransform3DIsAffine(aboutY))
    // An arbitrary axis is left where it is.
    let axis = (x: CGFloat(1), y: CGFloat(2), z: CGFloat(2))
    let onAxis = map(CATransform3DMakeRotation(1.1, axis.x, axis.y, axis.z), axis.x, axis.y, axis.z)
    #expect(abs(onAxis.x - 1) < 1e-12 && abs(onAxis.y - 2) < 1e-12 && abs(onAxis.z - 2) < 1e-12)
  }

  @Test func zeroAxisRotationIsTheIdentity() {
    #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
    let scale = CATransform3DMakeScale(2, 2, 1)
    #expect(CATransform3DEqualToTransform(CATransform3DRotate(scale, 1, 0, 0, 0), scale))
  }

  @Test func concatAppliesTheFirstArgumentFirst() {
    let scale = CATransform3DMakeScale(2, 2, 1)
    let move = CATransform3DMakeTranslation(10, 0, 0)
    // Scale, then move: (1, 1) → (2, 2) → (12, 2).
    #expect(map(CATransform3DConcat(scale, move), 1, 1) == (12, 2, 0))
    // Move, then scale: (1, 1) → (11, 1) → (22, 2).
    #expect(map(CATransform3DConcat(move, scale), 1, 1) == (22, 2, 0))
    #expect(CATransform3DEqualToTransform(CATransform3DConcat(CATransform3DIdentity, move), move))
    #expect(CATransform3DEqualToTransform(CATransform3DConcat(move, CATransform3DIdentity), move))
  }

  @Test func translateScaleAndRotatePutTheNewStepFirst() {
    let scale = CATransform3DMakeScale(2, 2, 1)
    let move = CATransform3DMakeTranslation(10, 0, 0)
    #expect(CATransform3DEqualToTransform(CATransform3DTranslate(scale, 10, 0, 0), CATransform3DConcat(move, scale)))
    #expect(map(CATransform3DTranslate(scale, 10, 0, 0), 1, 1) == (22, 2, 0))
    #expect(CATransform3DEqualToTransform(CATransform3DScale(move, 2, 2, 1), CATransform3DConcat(scale, move)))
    #expect(map(CATransform3DScale(move, 2, 3, 1), 1, 1) == (12, 3, 0))
    let rotated = CATransform3DRotate(move, .pi / 2, 0, 0, 1)
    #expect(close(rotated, CATransform3DConcat(CATransform3DMakeRotation(.pi / 2, 0, 0, 1), move)))
    let p = map(rotated, 1, 0)
    #expect(abs(p.x - 10) < 1e-12 && abs(p.y - 1) < 1e-12)
  }

  @Test func carouselScaleIsAffine() {
    // The spelling carousel layouts use for shrinking side items.
    let t = CATransform3DScale(CATransform3DIdentity, 0.8, 0.8, 1)
    #expect(t.m11 == 0.8 && t.m22 == 0.8 && t.m33 == 1)
    #expect(CATransform3DIsAffine(t))
    #expect(CATransform3DGetAffineTransform(t) == CGAffineTransform(scaleX: 0.8, y: 0.8))
  }

  @Test func invertUndoesTheTransform() {
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / 500
    let t = CATransform3DConcat(
      CATransform3DConcat(CATransform3DMakeRotation(0.4, 1, 2, 3), CATransform3DMakeScale(2, 0.5, 3)),
      CATransform3DConcat(CATransform3DMakeTranslation(7, -3, 2), perspective))
    let inverse = CATransform3DInvert(t)
    #expect(close(CATransform3DConcat(t, inverse), CATransform3DIdentity))
    #expect(close(CATransform3DConcat(inverse, t), CATransform3DIdentity))
    #expect(
      CATransform3DEqualToTransform(
        CATransform3DInvert(CATransform3DMakeTranslation(4, -2, 1)), CATransform3DMakeTranslation(-4, 2, -1)))
    #expect(
      CATransform3DEqualToTransform(
        CATransform3DInvert(CATransform3DMakeScale(2, 4, 8)), CATransform3DMakeScale(0.5, 0.25, 0.125)))
  }

  @Test func singularTransformInvertsToItself() {
    let flat = CATransform3DTranslate(CATransform3DMakeScale(0, 1, 1), 3, 4, 5)
    #expect(CATransform3DEqualToTransform(CATransform3DInvert(flat), flat))
    #expect(CATransform3DEqualToTransform(CATransform3DInvert(CATransform3D()), CATransform3D()))
  }

  @Test func affineTransformsRoundTrip() {
    let affine = CGAffineTransform(a: 1.5, b: 0.25, c: -0.5, d: 2, tx: 30, ty: -40)
    let t = CATransform3DMakeAffineTransform(affine)
    #expect(entries(t) == [1.5, 0.25, 0, 0, -0.5, 2, 0, 0, 0, 0, 1, 0, 30, -40, 0, 1])
    #expect(CATransform3DIsAffine(t))
    #expect(CATransform3DGetAffineTransform(t) == affine)
    #expect(CATransform3DIsIdentity(CATransform3DMakeAffineTransform(.identity)))
    // The 3-D and 2-D forms map a point of the plane to the same place.
    let p = map(t, 3, 5)
    #expect(CGPoint(x: p.x, y: p.y) == CGPoint(x: 3, y: 5).applying(affine))
    // Concatenation agrees with CGAffineTransform's.
    let other = CGAffineTransform(rotationAngle: 0.3).translatedBy(x: 2, y: 1)
    #expect(
      CATransform3DEqualToTransform(
        CATransform3DConcat(t, CATransform3DMakeAffineTransform(other)),
        CATransform3DMakeAffineTransform(affine.concatenating(other))))
  }

  @Test func perspectiveOrZTermsAreNotAffine() {
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / 500
    #expect(!CATransform3DIsAffine(perspective))
    #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
    #expect(!CATransform3DIsAffine(CATransform3DMakeScale(1, 1, 2)))
    #expect(CATransform3DIsAffine(CATransform3DMakeTranslation(5, 6, 0)))
    // The affine part is still read from m11 m12 m21 m22 m41 m42.
    #expect(CATransform3DGetAffineTransform(perspective) == .identity)
  }

  @Test func perspectiveMakesTheNearSideLarger() {
    // A quarter of a turn about y, then perspective: the edge turned towards the viewer grows.
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / 500
    let t = CATransform3DConcat(CATransform3DMakeRotation(-.pi / 6, 0, 1, 0), perspective)
    let right = map(t, 100, 50)
    let left = map(t, -100, 50)
    #expect(abs(right.y) > 50)
    #expect(abs(left.y) < 50)
  }
}
