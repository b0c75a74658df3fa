import Geometry

/// Measures text the way the backend will draw it, so that a composer can size things around
/// text (an edit menu's items) without drawing anything. The backend provides it (Pango's
/// metrics), so that what is measured is what is drawn.
public protocol TextMeasuring {
  /// The logical size of `text` set on one line in `font`, in points.
  func measure(_ text: String, font: FontDescription) -> Size
}
