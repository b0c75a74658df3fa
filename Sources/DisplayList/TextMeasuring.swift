import Geometry

/// Measures text the way the backend will draw it, so that a composer can size things around
/// text (an edit menu's items) without drawing anything. The backend provides the real one
/// (Pango); composers fall back to ``EstimatedTextMeasure`` without it.
public protocol TextMeasuring {
  /// The logical size of `text` set on one line in `font`, in points.
  func measure(_ text: String, font: FontDescription) -> Size
}

/// A rough measure for when no backend is at hand (tests of composition): average advances of
/// 0.6 em for most characters and 1 em for CJK and Hangul, one line 1.2 em tall.
public struct EstimatedTextMeasure: TextMeasuring {
  public init() {}

  public func measure(_ text: String, font: FontDescription) -> Size {
    var ems = 0.0
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x1100...0x11FF, 0x2E80...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFFEF: ems += 1
      default: ems += 0.6
      }
    }
    return Size(width: ems * font.size, height: 1.2 * font.size)
  }
}
