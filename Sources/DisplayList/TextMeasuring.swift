import Geometry

/// Measures text the way the backend will draw it, so that a composer can size things around
/// text (an edit menu's items) without drawing anything. The backend provides it (Pango's
/// metrics), so that what is measured is what is drawn.
public protocol TextMeasuring {
  /// The logical size of `text` set on one line in `font`, in points.
  func measure(_ text: String, font: FontDescription) -> Size

  /// The logical size of `text` wrapped at `width` points in `font`, with at most
  /// `maximumLines` lines (0: any number), as a label of that width would set it.
  func measure(_ text: String, font: FontDescription, width: Double, maximumLines: Int) -> Size
}

extension TextMeasuring {
  /// Measurers that cannot wrap report the one-line size, narrowed to `width`.
  public func measure(_ text: String, font: FontDescription, width: Double, maximumLines: Int) -> Size {
    let line = measure(text, font: font)
    return Size(width: min(line.width, max(width, 0)), height: line.height)
  }
}
