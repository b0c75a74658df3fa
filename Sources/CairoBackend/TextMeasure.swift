import DisplayList
import Geometry

/// Measures text with Pango exactly as ``Renderer`` lays it out (same fonts, same fixed font
/// options), for composers that size things around text.
///
/// Each call uses the calling thread's font map, layout and the sizes measured on it before
/// (``ThreadTextMeasurer``), so one value may be used from any thread.
public struct PangoTextMeasure: TextMeasuring, Sendable {
  /// A measurer; it holds nothing (each thread's Pango state lives with the thread).
  public init() {}

  /// The logical size of `text` set on one line in `font`, in points; zero for empty text.
  public func measure(_ text: String, font: FontDescription) -> Size {
    guard !text.isEmpty else { return Size(width: 0, height: 0) }
    let size = ThreadTextMeasurer.current.size(of: text, font: font, width: nil, maximumLines: 0)
    return Size(width: size.width, height: size.height)
  }

  /// The distance from the top of `text`, set on one line in `font`, to its first baseline, in
  /// points (Pango's); zero for empty text.
  public func firstBaseline(_ text: String, font: FontDescription) -> Double {
    guard !text.isEmpty else { return 0 }
    return ThreadTextMeasurer.current.firstBaseline(of: text, font: font)
  }

  /// The logical size of `text` wrapped at `width` points in `font`, with at most `maximumLines`
  /// lines (0: any number); zero for empty text.
  public func measure(_ text: String, font: FontDescription, width: Double, maximumLines: Int) -> Size {
    guard !text.isEmpty else { return Size(width: 0, height: 0) }
    let size = ThreadTextMeasurer.current.size(of: text, font: font, width: width, maximumLines: maximumLines)
    return Size(width: size.width, height: size.height)
  }
}
