import Testing
import UIKit

@Suite struct OptionSetAndEnumTests {
  @Test func optionSetsHaveTheHeaderBits() {
    #expect(UIRectEdge.top.rawValue == 1 && UIRectEdge.left.rawValue == 2)
    #expect(UIRectEdge.bottom.rawValue == 4 && UIRectEdge.right.rawValue == 8)
    #expect(UIRectEdge.all.rawValue == 15)
    #expect(UIRectEdge.all.contains(.left))
    #expect(([] as UIRectEdge).isEmpty)
    #expect(UIRectCorner.topLeft.rawValue == 1 && UIRectCorner.bottomRight.rawValue == 8)
    #expect(UIRectCorner.allCorners.rawValue == UInt.max)
    #expect(UIRectCorner.allCorners.contains([.topRight, .bottomLeft]))
    #expect(UIAxis.horizontal.rawValue == 1 && UIAxis.vertical.rawValue == 2 && UIAxis.both.rawValue == 3)
    #expect(NSDirectionalRectEdge.leading.rawValue == 2 && NSDirectionalRectEdge.trailing.rawValue == 8)
    #expect(NSDirectionalRectEdge.all == [.top, .leading, .bottom, .trailing])
  }

  @Test func enumsHaveTheIOSRawValues() {
    #expect(NSTextAlignment.left.rawValue == 0)
    #expect(NSTextAlignment.center.rawValue == 1)
    #expect(NSTextAlignment.right.rawValue == 2)
    #expect(NSTextAlignment.justified.rawValue == 3)
    #expect(NSTextAlignment.natural.rawValue == 4)
    #expect(NSLineBreakMode.byWordWrapping.rawValue == 0)
    #expect(NSLineBreakMode.byTruncatingTail.rawValue == 4)
    #expect(NSLineBreakMode.byTruncatingMiddle.rawValue == 5)
    #expect(NSRectAlignment.none.rawValue == 0)
    #expect(NSRectAlignment.topLeading.rawValue == 2)
    #expect(NSRectAlignment.topTrailing.rawValue == 8)
    #expect(UIUserInterfaceLayoutDirection.rightToLeft.rawValue == 1)
    #expect(UITraitEnvironmentLayoutDirection.unspecified.rawValue == -1)
    #expect(
      UITraitEnvironmentLayoutDirection.rightToLeft.rawValue == UIUserInterfaceLayoutDirection.rightToLeft.rawValue)
  }
}
