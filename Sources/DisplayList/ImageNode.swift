import Geometry

/// A bitmap drawn scaled to fill `rect` (which may be larger than what shows: a group clip
/// crops it, as `UIImageView` with `clipsToBounds` crops an aspect-fill image).
public struct ImageNode: Hashable, Sendable {
  /// The decoded pixels, shared with every other node that shows the same image.
  public var bitmap: RasterImage
  /// Where the whole bitmap lands, in the node's coordinates.
  public var rect: Rect
  /// How pixels are sampled when the bitmap is scaled.
  public var interpolation: ImageInterpolation

  /// A node drawing `bitmap` scaled to `rect`, sampled smoothly unless said.
  public init(bitmap: RasterImage, rect: Rect, interpolation: ImageInterpolation = .smooth) {
    self.bitmap = bitmap
    self.rect = rect
    self.interpolation = interpolation
  }
}

/// How an image's pixels are sampled when it is drawn at another size (`CALayer`'s
/// `magnificationFilter`/`minificationFilter`).
public enum ImageInterpolation: String, Hashable, Sendable, CaseIterable {
  /// Bilinear when enlarging, averaging when reducing: photographs and drawings.
  case smooth
  /// The nearest pixel: pixel art stays sharp.
  case nearest
}

/// A closed outline, filled: rounded shapes with an arrow, triangles, anything a rectangle
/// cannot express.
public struct PathNode: Hashable, Sendable {
  /// The outline: moves, lines, arcs, curves and closes, in the node's coordinates.
  public var elements: [PathElement]
  /// The colour the outline is filled with.
  public var fill: Color

  /// A path of `elements` filled with `fill`.
  public init(elements: [PathElement], fill: Color) {
    self.elements = elements
    self.fill = fill
  }
}

/// One step of a path, in the node's coordinates.
public enum PathElement: Hashable, Sendable {
  /// Starts a new sub-path at the point.
  case move(Point)
  /// A straight line to the point.
  case line(Point)
  /// A circular arc around `center`, clockwise on screen (y down) from `startAngle` to
  /// `endAngle`, in radians from the +x axis; a line joins the current point to the arc's start.
  case arc(center: Point, radius: Double, startAngle: Double, endAngle: Double)
  /// A cubic Bézier curve from the current point to `to`, pulled towards `control1` and then
  /// `control2` (SVG's `C`, Cairo's `cairo_curve_to`).
  case curve(control1: Point, control2: Point, to: Point)
  /// Closes the sub-path with a line back to its start.
  case close
}
