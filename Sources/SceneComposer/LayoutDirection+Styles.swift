import CollectionLayout
import DisplayList
import Geometry
import SceneModel

extension LabelStyle {
  /// The label as UIKit lays it out in `direction` inside a host of `hostSize`: in right to left
  /// the natural alignment is the right edge, the leading inset (given as `left`) is on the
  /// right, and a label frame placed from the leading edge is mirrored in its host. Left to right
  /// returns the style unchanged.
  func laidOut(in direction: LayoutDirection, hostSize: Size) -> LabelStyle {
    guard direction == .rightToLeft else { return self }
    var style = self
    if style.textAlignment == .natural { style.textAlignment = .right }
    style.insets = EdgeInsets(top: insets.top, left: insets.right, bottom: insets.bottom, right: insets.left)
    if let frame {
      style.frame = Rect(x: hostSize.width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
    }
    return style
  }
}

extension ImageViewStyle {
  /// The image view in `direction`: in right to left its offset from the centre is mirrored, so
  /// an image placed on the leading side of the title stays on the leading side.
  func laidOut(in direction: LayoutDirection) -> ImageViewStyle {
    guard direction == .rightToLeft, centerOffset.x != 0 else { return self }
    var style = self
    style.centerOffset.x = -centerOffset.x
    return style
  }
}
