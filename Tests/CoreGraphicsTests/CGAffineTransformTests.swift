import CoreGraphics
import Foundation
import Testing

/// Whether two numbers agree to within 1e-12 (rotations leave last-bit errors such as cos(π/2)).
func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= 1e-12 }

func close(_ a: CGPoint, _ b: CGPoint) -> Bool { close(a.x, b.x) && close(a.y, b.y) }

func close(_ a: CGRect, _ b: CGRect) -> Bool {
  close(a.origin, b.origin) && close(a.size.width, b.size.width) && close(a.size.height, b.size.height)
}

func close(_ a: CGAffineTransform, _ b: CGAffineTransform) -> Bool {
  close(a.a, b.a) && close(a.b, b.b) && close(a.c, b.c) && close(a.d, b.d) && close(a.tx, b.tx) && close(a.ty, b.ty)
}

@Suite struct CGAffineTransformTests {
  @Test func emptyInitIsTheZeroMatrixNotTheIdentity() {
    // Swift's init() of an imported C struct zero-fills it.
    #expect(CGAffineTransform() == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
    #expect(!CGAffineTransform().isIdentity)
    #expect(CGAffineTransform.identity == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
    #expect(CGAffineTransform.identity.isIdentity)
    #expect(CGAffineTransform(1, 2, 3, 4, 5, 6) == CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
  }

  @Test func factoriesFillTheHeaderMatrices() {
    #expect(CGAffineTransform(translationX: 5, y: -7) == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 5, ty: -7))
    #expect(CGAffineTransform(scaleX: 2, y: 3) == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0))
    let angle: CGFloat = 0.3
    #expect(
      CGAffineTransform(rotationAngle: angle)
        == CGAffineTransform(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0))
  }

  @Test func positiveRotationTurnsClockwiseOnScreen() {
    // y points down in UIKit: a quarter turn takes +x to +y, +y to −x.
    let quarter = CGAffineTransform(rotationAngle: .pi / 2)
    #expect(close(CGPoint(x: 1, y: 0).applying(quarter), CGPoint(x: 0, y: 1)))
    #expect(close(CGPoint(x: 0, y: 1).applying(quarter), CGPoint(x: -1, y: 0)))
    // Not snapped: CoreGraphics keeps the C library's cos(π/2) = 6.1e-17.
    #expect(quarter.a == cos(CGFloat.pi / 2))
    #expect(quarter.a != 0)
  }

  @Test func concatenatingAppliesTheReceiverFirst() {
    let scale = CGAffineTransform(scaleX: 2, y: 2)
    let move = CGAffineTransform(translationX: 10, y: 0)
    // Scale, then move: (1, 1) → (2, 2) → (12, 2).
    #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)) == CGPoint(x: 12, y: 2))
    // Move, then scale: (1, 1) → (11, 1) → (22, 2).
    #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 22, y: 2))
  }

  @Test func translatedScaledAndRotatedPutTheNewStepFirst() {
    let scale = CGAffineTransform(scaleX: 2, y: 2)
    // translatedBy = translate × t: move first, then scale.
    #expect(scale.translatedBy(x: 10, y: 0) == CGAffineTransform(translationX: 10, y: 0).concatenating(scale))
    #expect(CGPoint(x: 1, y: 1).applying(scale.translatedBy(x: 10, y: 0)) == CGPoint(x: 22, y: 2))
    let move = CGAffineTransform(translationX: 10, y: 0)
    // scaledBy = scale × t: scale first, then move.
    #expect(CGPoint(x: 1, y: 1).applying(move.scaledBy(x: 2, y: 3)) == CGPoint(x: 12, y: 3))
    // rotated(by:) = rotation × t: turn about the origin first, then move.
    #expect(close(CGPoint(x: 1, y: 0).applying(move.rotated(by: .pi / 2)), CGPoint(x: 10, y: 1)))
    // The usual centre-of-rotation idiom: translate, rotate, translate back.
    let aboutCentre = CGAffineTransform(translationX: 5, y: 5).rotated(by: .pi).translatedBy(x: -5, y: -5)
    #expect(close(CGPoint(x: 0, y: 0).applying(aboutCentre), CGPoint(x: 10, y: 10)))
  }

  @Test func invertedUndoesTheTransform() {
    let t = CGAffineTransform(a: 2, b: 0.5, c: -1, d: 3, tx: 7, ty: -4)
    #expect(close(t.concatenating(t.inverted()), .identity))
    #expect(close(t.inverted().concatenating(t), .identity))
    #expect(close(CGPoint(x: 3, y: 9).applying(t).applying(t.inverted()), CGPoint(x: 3, y: 9)))
    #expect(CGAffineTransform(translationX: 4, y: -2).inverted() == CGAffineTransform(translationX: -4, y: 2))
    #expect(CGAffineTransform.identity.inverted() == .identity)
  }

  @Test func singularTransformInvertsToItself() {
    // Determinant zero: CGAffineTransformInvert returns its argument unchanged.
    let flat = CGAffineTransform(scaleX: 0, y: 2).translatedBy(x: 3, y: 4)
    #expect(flat.inverted() == flat)
    let rankOne = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 1, ty: 1)
    #expect(rankOne.inverted() == rankOne)
    #expect(CGAffineTransform().inverted() == CGAffineTransform())
  }

  @Test func equalityAndHashingAreEntryWise() {
    let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    #expect(t == CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
    #expect(t != CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 7))
    let negativeZero = CGAffineTransform(a: 1, b: -0.0, c: 0, d: 1, tx: 0, ty: 0)
    #expect(negativeZero == .identity)
    #expect(negativeZero.isIdentity)
    #expect(Set([t, t, .identity, negativeZero]).count == 2)
  }

  @Test func codesAsAnArrayOfSixNumbers() throws {
    let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5.5, ty: -6)
    let json = String(decoding: try JSONEncoder().encode(t), as: UTF8.self)
    #expect(json == "[1,2,3,4,5.5,-6]")
    #expect(try JSONDecoder().decode(CGAffineTransform.self, from: Data(json.utf8)) == t)
  }
}
