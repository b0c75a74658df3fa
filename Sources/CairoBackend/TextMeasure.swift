import DisplayList
import Geometry

/// Measures text with Pango exactly as ``Renderer`` lays it out (same fonts, same fixed font
/// options), for composers that size things around text.
///
/// Each call uses the calling thread's font map, layout and the sizes measured on it before
/// (``ThreadTextMeasurer``), so one value may be used from any thread.
public struct PangoTextMeasure: TextMeasuring, Sendable {
  public init() {}

  public func measure(_ text: String, font: FontDescription) -> Size {
    guard !text.isEmpty else { return Size(width: 0, height: 0) }
    let size = ThreadTextMeasurer.current.size(of: text, font: font, width: nil, maximumLines: 0)
    return Size(width: size.width, height: size.height)
  }

  public func measure(_ text: String, font: FontDescription, width: Double, maximumLines: Int) -> Size {
    guard !text.isEmpty else { return Size(width: 0, height: 0) }
    let size = ThreadTextMeasurer.current.size(of: text, font: font, width: width, maximumLines: maximumLines)
    return Size(width: size.width, height: size.height)
  }
}
