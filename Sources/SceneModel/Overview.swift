import Appearance

/// The overview render mode: the whole content, every element, the elements outside the viewport
/// dimmed and the viewport outlined (the Xamarin guide's cell-reuse figure).
public struct Overview: Hashable, Sendable {
  /// Space around the content, in points.
  public var margin: Double
  /// The colour of that space (and of anything outside the scrollable area); nil is transparent.
  public var marginColor: Color?
  /// The opacity of elements outside the viewport (UIKit would have recycled their cells).
  public var offscreenAlpha: Double
  /// The viewport's outline.
  public var viewportColor: Color
  /// The width of the viewport's outline, in points.
  public var viewportWidth: Double
  /// Cell reuse between a previous offset and this one, or nil for none.
  public var reuse: ReuseAnnotation?

  /// An overview with a 24-point light-grey margin, off-screen elements at 35% opacity and the
  /// viewport outlined 3 points wide in red, unless given.
  public init(
    margin: Double = 24, marginColor: Color? = Color(red8: 0xE5, green8: 0xE5, blue8: 0xEA),
    offscreenAlpha: Double = 0.35, viewportColor: Color = Color(red8: 0xFF, green8: 0x3B, blue8: 0x30),
    viewportWidth: Double = 3, reuse: ReuseAnnotation? = nil
  ) {
    self.margin = margin
    self.marginColor = marginColor
    self.offscreenAlpha = offscreenAlpha
    self.viewportColor = viewportColor
    self.viewportWidth = viewportWidth
    self.reuse = reuse
  }
}
