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

  /// The distance from the top of `text`, set on one line in `font`, to its first baseline, in
  /// points: where labels side by side line up (a value cell's text and secondary text).
  func firstBaseline(_ text: String, font: FontDescription) -> Double
}

extension TextMeasuring {
  /// Measurers that cannot wrap report the one-line size, narrowed to `width`.
  public func measure(_ text: String, font: FontDescription, width: Double, maximumLines: Int) -> Size {
    let line = measure(text, font: font)
    return Size(width: min(line.width, max(width, 0)), height: line.height)
  }

  /// Measurers that know no baselines put it halfway down the line, so that labels side by side
  /// line up on their middles.
  public func firstBaseline(_ text: String, font: FontDescription) -> Double {
    measure(text, font: font).height / 2
  }
}
