import Geometry

/// Where and how one element is shown (`UICollectionViewLayoutAttributes`).
///
/// `frame` is in content coordinates. `transform` applies about the frame's centre, so the frame
/// is the untransformed rectangle (UIKit's `frame` would be the transformed bounding box; we keep
/// the untransformed one, which `center` and `size` describe exactly).
public struct LayoutAttributes: Hashable, Sendable {
  /// Which element the attributes are for: a cell, supplementary or decoration view and its index path.
  public var element: ElementID
  /// The untransformed frame, in content coordinates (points).
  public var frame: Rect
  /// `transform`: applied about the frame's centre; identity by default.
  public var transform: AffineTransform
  /// `alpha`: the element's opacity, 0…1; 1 by default.
  public var alpha: Double
  /// `zIndex`: elements with a higher index draw above; 0 by default.
  public var zIndex: Int
  /// `isHidden`: a hidden element is not drawn; false by default.
  public var isHidden: Bool
  /// A value of the layout's own for drawing (see ``AttributesPayload``); nil by default.
  public var payload: AttributesPayload?
  /// What a list section tells its cells, headers and footers (corners, margins, role); nil
  /// outside list sections.
  public var listCell: ListCellAttributes?

  /// Attributes of `element` at `frame`; untransformed, opaque, at z-index 0 and shown, unless given.
  public init(
    element: ElementID, frame: Rect, transform: AffineTransform = .identity, alpha: Double = 1,
    zIndex: Int = 0, isHidden: Bool = false, payload: AttributesPayload? = nil, listCell: ListCellAttributes? = nil
  ) {
    self.payload = payload
    self.listCell = listCell
    self.element = element
    self.frame = frame
    self.transform = transform
    self.alpha = alpha
    self.zIndex = zIndex
    self.isHidden = isHidden
  }

  /// The frame's centre, in content coordinates.
  public var center: Point { frame.center }
  /// The untransformed size.
  public var size: Size { frame.size }

  /// The bounding box of the frame after `transform` about its centre: what the element covers.
  public var transformedFrame: Rect {
    if transform.isIdentity { return frame }
    let c = frame.center
    let halfWidth = frame.width / 2
    let halfHeight = frame.height / 2
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    for (dx, dy) in [
      (-halfWidth, -halfHeight), (halfWidth, -halfHeight), (-halfWidth, halfHeight), (halfWidth, halfHeight),
    ] {
      let p = transform.apply(to: Point(x: dx, y: dy))
      minX = Swift.min(minX, p.x)
      minY = Swift.min(minY, p.y)
      maxX = Swift.max(maxX, p.x)
      maxY = Swift.max(maxY, p.y)
    }
    return Rect(x: c.x + minX, y: c.y + minY, width: maxX - minX, height: maxY - minY)
  }
}
