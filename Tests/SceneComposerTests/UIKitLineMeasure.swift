import DisplayList
import Geometry

/// A text measurer with round numbers close to Apple's system font, for geometry cases that
/// must not depend on installed fonts: every character advances half an em, a line is 1.19 em
/// tall (SF Pro's body line is 20.29 for 17 pt; 17 × 1.19 = 20.23 rounds up to the same 20.5
/// at @2x), and text wraps by characters at the width.
struct UIKitLineMeasure: TextMeasuring {
  static let advance = 0.5
  static let lineHeight = 1.19

  func measure(_ text: String, font: FontDescription) -> Size {
    Size(
      width: Double(text.unicodeScalars.count) * Self.advance * font.size, height: Self.lineHeight * font.size)
  }

  func measure(_ text: String, font: FontDescription, width: Double, maximumLines: Int) -> Size {
    let line = measure(text, font: font)
    guard width > 0 else { return Size(width: 0, height: line.height) }
    var lines = max(1, Int((line.width / width).rounded(.up)))
    if maximumLines > 0 { lines = min(lines, maximumLines) }
    return Size(width: min(line.width, width), height: Double(lines) * line.height)
  }
}
