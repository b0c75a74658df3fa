import Foundation
import Testing
import UIKit

@Suite struct GeometryValueTests {
  @Test func edgeInsetsValues() {
    #expect(UIEdgeInsets() == .zero)
    let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(insets.top == 1 && insets.left == 2 && insets.bottom == 3 && insets.right == 4)
    #expect(insets != UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 5))
    #expect(NSDirectionalEdgeInsets() == .zero)
    let directional = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(directional.leading == 2 && directional.trailing == 4)
    #expect(directional != .zero)
  }

  @Test func insetByMovesEachEdge() {
    let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
    #expect(
      rect.inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == CGRect(x: 12, y: 21, width: 94, height: 46))
    #expect(rect.inset(by: .zero) == rect)
    // Negative insets grow the rectangle.
    #expect(
      rect.inset(by: UIEdgeInsets(top: -5, left: -5, bottom: -5, right: -5))
        == CGRect(x: 5, y: 15, width: 110, height: 60))
  }

  @Test func insetByCanGoNegativeAndDoesNotStandardize() {
    // Insets wider than the rectangle: plain arithmetic, a negative width (insetBy gives null).
    let over = CGRect(x: 0, y: 0, width: 10, height: 10).inset(by: UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
    #expect(over.origin == CGPoint(x: 8, y: 0))
    #expect(over.size == CGSize(width: -6, height: 10))
    #expect(!over.isNull)
    // A rectangle with a negative size keeps its stored origin.
    let flipped = CGRect(x: 10, y: 10, width: -20, height: -20).inset(
      by: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
    #expect(flipped.origin == CGPoint(x: 11, y: 11))
    #expect(flipped.size == CGSize(width: -22, height: -22))
  }

  @Test func offsetAndFloatRange() {
    #expect(UIOffset() == .zero)
    #expect(UIOffset(horizontal: 1, vertical: -2).vertical == -2)
    #expect(UIFloatRange() == .zero)
    #expect(UIFloatRange(minimum: 1, maximum: 2) != .zero)
    #expect(UIFloatRange.infinite.isInfinite)
    #expect(UIFloatRange.infinite.minimum == -.infinity)
    #expect(!UIFloatRange(minimum: 0, maximum: .infinity).isInfinite)
  }

  @Test func structsCodeAsArrays() throws {
    let encoder = JSONEncoder()
    let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4.5)
    let insetsJSON = String(decoding: try encoder.encode(insets), as: UTF8.self)
    #expect(insetsJSON == "[1,2,3,4.5]")
    #expect(try JSONDecoder().decode(UIEdgeInsets.self, from: Data(insetsJSON.utf8)) == insets)
    let directional = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(String(decoding: try encoder.encode(directional), as: UTF8.self) == "[1,2,3,4]")
    #expect(String(decoding: try encoder.encode(UIOffset(horizontal: 5, vertical: 6)), as: UTF8.self) == "[5,6]")
    #expect(String(decoding: try encoder.encode(UIFloatRange(minimum: 0, maximum: 1)), as: UTF8.self) == "[0,1]")
    // Too few numbers is an error, not a zero.
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(UIEdgeInsets.self, from: Data("[1,2,3]".utf8)) }
  }
}
