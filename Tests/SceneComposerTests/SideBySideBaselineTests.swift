import DisplayList
import Geometry
import SceneComposer
import SceneModel
import Testing

/// A value cell's text and secondary text side by side share their first baseline, whatever
/// their fonts: the smaller label drops by the difference of the baselines.
@Suite struct SideBySideBaselineTests {
  /// Round numbers: lines 1.2 em tall, baselines 0.95 em down, half an em per character.
  struct BaselineMeasure: TextMeasuring {
    func measure(_ text: String, font: FontDescription) -> Size {
      Size(width: Double(text.count) * font.size / 2, height: 1.2 * font.size)
    }

    func firstBaseline(_ text: String, font: FontDescription) -> Double { 0.95 * font.size }
  }

  static func layout(textSize: Double, secondarySize: Double) -> ListContentLayout {
    var content = ListContentConfiguration.valueCell()
    content.text = "Wi-Fi"
    content.secondaryText = "Home"
    content.textProperties.font = .fixed(FontDescription(family: "sans-serif", size: textSize))
    content.secondaryTextProperties.font = .fixed(FontDescription(family: "sans-serif", size: secondarySize))
    return ListContentLayout(
      configuration: content, accessories: [], size: Size(width: 375, height: 44),
      layoutMargins: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16), state: CellConfigurationState(),
      indentationLevel: 0, category: .large, direction: .leftToRight, measure: BaselineMeasure(), scale: 2)
  }

  @Test(arguments: [(17.0, 12.0), (12.0, 17.0), (20.0, 20.0)])
  func theTwoLabelsShareTheirFirstBaseline(textSize: Double, secondarySize: Double) throws {
    let layout = Self.layout(textSize: textSize, secondarySize: secondarySize)
    #expect(layout.isSideBySide)
    let text = try #require(layout.textFrame)
    let secondary = try #require(layout.secondaryTextFrame)
    // Placed on the pixel grid at @2x: equal within half a pixel.
    #expect(abs((text.minY + 0.95 * textSize) - (secondary.minY + 0.95 * secondarySize)) <= 0.25)
  }
}
