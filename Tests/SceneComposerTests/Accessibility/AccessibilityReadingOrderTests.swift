import Geometry
import Testing

@testable import SceneComposer

/// VoiceOver's order: rows from the top (tops within 8 points are one row), along each row in
/// the reading direction.
@Suite struct AccessibilityReadingOrderTests {
  func element(_ label: String, x: Double, y: Double) -> AccessibilityElement {
    AccessibilityElement(label: label, frame: Rect(x: x, y: y, width: 50, height: 40))
  }

  @Test func rowsTopToBottomThenLeadingToTrailing() {
    let sorted = AccessibilityReadingOrder.sorted([
      element("c", x: 0, y: 100), element("b", x: 100, y: 6), element("a", x: 0, y: 0),
    ])
    #expect(sorted.map(\.label) == ["a", "b", "c"])
  }

  /// 8 points is the threshold (cashapp/AccessibilitySnapshot's measurement): a top 8 below the
  /// row's first reads in the row, 8.5 below starts the next.
  @Test func eightPointsMakeARow() {
    #expect(
      AccessibilityReadingOrder.sorted([element("right", x: 100, y: 0), element("left", x: 0, y: 8)]).map(\.label)
        == ["left", "right"])
    #expect(
      AccessibilityReadingOrder.sorted([element("right", x: 100, y: 0), element("left", x: 0, y: 8.5)]).map(\.label)
        == ["right", "left"])
  }

  /// Rows form from the row's first top, so a staircase of small steps does not chain into one
  /// row.
  @Test func aStaircaseDoesNotChain() {
    let sorted = AccessibilityReadingOrder.sorted([
      element("a", x: 200, y: 0), element("b", x: 100, y: 6), element("c", x: 0, y: 12),
    ])
    #expect(sorted.map(\.label) == ["b", "a", "c"])
  }

  @Test func rightToLeftReadsFromTheRight() {
    let sorted = AccessibilityReadingOrder.sorted(
      [element("left", x: 0, y: 0), element("right", x: 200, y: 0)], rightToLeft: true)
    #expect(sorted.map(\.label) == ["right", "left"])
  }

  @Test func tiesKeepTheViewOrder() {
    let sorted = AccessibilityReadingOrder.sorted([element("first", x: 0, y: 0), element("second", x: 0, y: 0)])
    #expect(sorted.map(\.label) == ["first", "second"])
    #expect(
      AccessibilityElement(label: "Wi-Fi", value: "Home", traits: [.button, .selected], frame: .zero).spoken
        == "Wi-Fi, Home, selected, button")
  }
}
