import CoreGraphics
import Foundation
import Testing

@Suite struct CGGeometryTests {
  @Test func pointApplyingUsesTheWholeTransform() {
    let t = CGAffineTransform(a: 2, b: 1, c: 3, d: 4, tx: 10, ty: 20)
    // (a·x + c·y + tx, b·x + d·y + ty)
    #expect(CGPoint(x: 1, y: 2).applying(t) == CGPoint(x: 2 + 6 + 10, y: 1 + 8 + 20))
  }

  @Test func sizeApplyingIgnoresTheTranslation() {
    let t = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 100, y: 100))
    #expect(CGSize(width: 10, height: 5).applying(t) == CGSize(width: 20, height: 15))
    // A half turn gives a negative size.
    let half = CGSize(width: 10, height: 5).applying(CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0))
    #expect(half == CGSize(width: -10, height: -5))
  }

  @Test func rectApplyingScalesAndTranslatesExactly() {
    let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
    let t = CGAffineTransform(scaleX: 0.5, y: 2).concatenating(CGAffineTransform(translationX: 1, y: -1))
    #expect(rect.applying(t) == CGRect(x: 6, y: 39, width: 15, height: 80))
    // A flip is the rect the corners make, standardized.
    let flip = CGAffineTransform(scaleX: -1, y: 1)
    #expect(rect.applying(flip) == CGRect(x: -40, y: 20, width: 30, height: 40))
    #expect(rect.applying(flip).width == 30)
  }

  @Test func rectApplyingRotationGivesTheBoundingBox() {
    let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
    // A quarter turn about the origin: (x, y) → (−y, x).
    #expect(
      close(rect.applying(CGAffineTransform(rotationAngle: .pi / 2)), CGRect(x: -10, y: 0, width: 10, height: 20)))
    // An eighth turn of a square of side 2 centred on the origin: a box of side 2√2.
    let square = CGRect(x: -1, y: -1, width: 2, height: 2)
    let side = 2 * CGFloat(2).squareRoot()
    #expect(
      close(
        square.applying(CGAffineTransform(rotationAngle: .pi / 4)),
        CGRect(x: -side / 2, y: -side / 2, width: side, height: side)))
  }

  @Test func rectApplyingKeepsNullAndStandardizesNegativeSizes() {
    #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
    #expect(CGRect.null.applying(CGAffineTransform(translationX: 5, y: 5)).isNull)
    #expect(CGRect.infinite.applying(CGAffineTransform(scaleX: 2, y: 2)).isInfinite)
    let negative = CGRect(x: 10, y: 10, width: -4, height: -6)
    #expect(negative.applying(.identity) == CGRect(x: 6, y: 4, width: 4, height: 6))
    #expect(negative.applying(.identity).width == 4)
    let empty = CGRect(x: 1, y: 1, width: 0, height: 5)
    #expect(empty.applying(CGAffineTransform(scaleX: 3, y: 1)) == CGRect(x: 3, y: 1, width: 0, height: 5))
  }

  @Test func equalToMatchesEquality() {
    #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
    #expect(!CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 2, y: 1)))
    #expect(CGSize(width: 3, height: 4).equalTo(CGSize(width: 3, height: 4)))
    #expect(!CGSize(width: 3, height: 4).equalTo(CGSize(width: 4, height: 3)))
    #expect(CGRect(x: 1, y: 2, width: 3, height: 4).equalTo(CGRect(x: 1, y: 2, width: 3, height: 4)))
    #expect(!CGRect(x: 1, y: 2, width: 3, height: 4).equalTo(.zero))
    // CGRectEqualToRect compares standardized rects, as == does.
    #expect(CGRect(x: 10, y: 10, width: -20, height: -30).equalTo(CGRect(x: -10, y: -20, width: 20, height: 30)))
    #expect(CGRect.null.equalTo(.null))
  }
}
