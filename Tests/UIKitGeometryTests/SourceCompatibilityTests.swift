import CoreGraphics
import QuartzCore
import Testing
import UIKit

// Statements spelled exactly as iOS layout code writes them (Swift 5 and 6 language modes): this
// file compiling is most of the test. Each line's value is checked too.
@Suite struct SourceCompatibilityTests {
  @Test func layoutCodeCompilesUnchanged() {
    let t = CATransform3DScale(CATransform3DIdentity, 0.8, 0.8, 1)
    #expect(CATransform3DIsAffine(t))

    var transform3D = CATransform3DIdentity
    transform3D.m34 = -1.0 / 500.0
    transform3D = CATransform3DRotate(transform3D, CGFloat.pi / 4, 0, 1, 0)
    transform3D = CATransform3DTranslate(transform3D, 0, 0, -50)
    #expect(!CATransform3DIsIdentity(transform3D))

    let frame = CGRect(x: 0, y: 0, width: 100, height: 50)
    let inset = frame.inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(inset == CGRect(x: 2, y: 1, width: 94, height: 46))

    let indexPath = IndexPath(item: 3, section: 1)
    #expect(indexPath.item == 3)
    #expect(IndexPath(row: 0, section: 0).row == 0)

    let scale = CGAffineTransform(scaleX: 0.9, y: 0.9)
    let moved = scale.translatedBy(x: 0, y: 10).rotated(by: .pi / 8)
    let stacked = CGAffineTransform.identity.concatenating(moved).inverted()
    #expect(!stacked.isIdentity)
    #expect(CGAffineTransform(translationX: 0, y: 0) == .identity)

    let newBounds = CGRect(x: 0, y: 200, width: 375, height: 812)
    let oldBounds = CGRect(x: 0, y: 0, width: 375, height: 812)
    #expect(newBounds.size.equalTo(oldBounds.size))
    #expect(!newBounds.equalTo(oldBounds))
    #expect(CGPoint.zero.equalTo(oldBounds.origin))

    let center = CGPoint(x: frame.midX, y: frame.midY).applying(scale)
    #expect(center == CGPoint(x: 45, y: 22.5))
    let box = frame.applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(abs(box.width - 50) < 1e-9)

    let affine = CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(scale))
    #expect(affine == scale)
    let flattened = CATransform3DConcat(CATransform3DMakeTranslation(1, 2, 0), CATransform3DMakeScale(2, 2, 1))
    #expect(CATransform3DEqualToTransform(CATransform3DInvert(CATransform3DInvert(flattened)), flattened))
    #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(0, 0, 0, 1)))

    let sectionInset = UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
    let contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
    #expect(sectionInset != .zero && contentInsets != .zero)
    let alignment: NSRectAlignment = .topLeading
    let edges: NSDirectionalRectEdge = [.leading, .trailing]
    let rectEdges: UIRectEdge = .all
    let axis: UIAxis = .both
    let corners: UIRectCorner = [.topLeft, .topRight]
    #expect(alignment == .topLeading && edges.contains(.leading) && rectEdges.contains(.top))
    #expect(axis.contains(.vertical) && corners.contains(.topLeft))
    let direction: UIUserInterfaceLayoutDirection = .rightToLeft
    let trait: UITraitEnvironmentLayoutDirection = .unspecified
    #expect(direction == .rightToLeft && trait == .unspecified)
    let alignmentOfText: NSTextAlignment = .center
    let lineBreak: NSLineBreakMode = .byTruncatingTail
    #expect(alignmentOfText.rawValue == 1 && lineBreak.rawValue == 4)
    let offset = UIOffset(horizontal: 0, vertical: -2)
    let range = UIFloatRange(minimum: 0.5, maximum: 2)
    #expect(offset.vertical == -2 && !range.isInfinite)
    let vector = CGVector(dx: 0, dy: 9.8)
    #expect(vector != .zero)
    let count: NSInteger = 3
    let unsigned: NSUInteger = 4
    #expect(count + Int(unsigned) == 7)
    #expect(NSCoder.string(for: frame) == "{{0, 0}, {100, 50}}")
  }
}
