import Foundation
import Testing
import UIKit

@Suite struct NSStringFromGeometryTests {
  @Test func wholeNumbersPrintWithoutDecimals() {
    #expect(NSCoder.string(for: CGRect(x: 1, y: 2, width: 3, height: 4)) == "{{1, 2}, {3, 4}}")
    #expect(NSCoder.string(for: CGRect(x: 0, y: 20, width: 320, height: 548)) == "{{0, 20}, {320, 548}}")
    #expect(NSCoder.string(for: CGPoint(x: 96, y: 196)) == "{96, 196}")
    #expect(NSCoder.string(for: CGSize(width: 3, height: 4)) == "{3, 4}")
    #expect(NSCoder.string(for: UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0)) == "{64, 0, 0, 0}")
    #expect(NSCoder.string(for: UIEdgeInsets.zero) == "{0, 0, 0, 0}")
  }

  @Test func fractionsPrintSeventeenSignificantDigits() {
    #expect(NSCoder.string(for: CGPoint(x: 0.5, y: -1.25)) == "{0.5, -1.25}")
    #expect(NSCoder.string(for: CGPoint(x: 0.1, y: 0)) == "{0.10000000000000001, 0}")
  }

  @Test func reproducesAPublishedIOSLog() {
    // An iOS question logs NSStringFromCGPoint after CGPointApplyAffineTransform with a −90° turn
    // made from degrees: {96, 196} → {196, -95.999999999999986} and {0, 768} →
    // {768, 4.702643708725836e-14}.
    let rotate = CGAffineTransform(rotationAngle: -90 * (CGFloat.pi / 180))
    #expect(NSCoder.string(for: CGPoint(x: 96, y: 196).applying(rotate)) == "{196, -95.999999999999986}")
    #expect(NSCoder.string(for: CGPoint(x: 0, y: 768).applying(rotate)) == "{768, 4.702643708725836e-14}")
  }

  @Test func rectsPrintAsStoredNotStandardized() {
    #expect(NSCoder.string(for: CGRect(x: 10, y: 10, width: -20, height: -30)) == "{{10, 10}, {-20, -30}}")
  }
}
