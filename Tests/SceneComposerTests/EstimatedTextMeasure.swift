import CollectionLayout
import DisplayList
import Geometry
import SceneModel

@testable import SceneComposer

/// A rough measure for when no backend is at hand (tests of composition): average advances of
/// 0.6 em for most characters and 1 em for CJK and Hangul, one line 1.2 em tall.
struct EstimatedTextMeasure: TextMeasuring {
  func measure(_ text: String, font: FontDescription) -> Size {
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

extension SceneComposer {
  /// The composition at `viewport`, with text measured by ``EstimatedTextMeasure`` (composition
  /// tests check structure, not text metrics).
  static func compose(_ scene: Scene, attributes: [LayoutAttributes], viewport: Viewport) -> DisplayList {
    compose(scene, attributes: attributes, viewport: viewport, measure: EstimatedTextMeasure())
  }
}
