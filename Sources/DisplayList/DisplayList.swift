import Geometry

/// What to draw for one image, in viewport space (points, origin at the top-left of the
/// collection view's bounds), in paint order. The backends turn it into pixels or vector output;
/// they decide nothing of their own.
public struct DisplayList: Hashable, Sendable {
  /// The image size in points; a raster backend multiplies it by its scale.
  public var size: Size
  /// Paint under everything (the collection view's background colour); `nil` is transparent.
  public var background: Color?
  /// The nodes, back to front.
  public var nodes: [DisplayNode]

  /// A display list of `size` points over `background` (nil: transparent), drawing `nodes` back
  /// to front.
  public init(size: Size, background: Color?, nodes: [DisplayNode]) {
    self.size = size
    self.background = background
    self.nodes = nodes
  }
}

/// One drawing operation or a group of them.
public indirect enum DisplayNode: Hashable, Sendable {
  /// Children drawn through a transform, with an opacity and an optional clip.
  case group(DisplayGroup)
  /// A filled and/or stroked rectangle with optional rounded corners.
  case shape(ShapeNode)
  /// A block of text laid out in a box.
  case text(TextNode)
  /// Decoded pixels scaled into a rectangle.
  case image(ImageNode)
  /// A filled outline of straight and curved segments (a callout with its arrow).
  case path(PathNode)
}

/// A group: its children are drawn in the group's coordinate space, which `transform` maps into
/// the parent's; the whole group is composited with `opacity` (as a layer, so overlapping children
/// do not show through each other).
public struct DisplayGroup: Hashable, Sendable {
  /// Maps the group's coordinates into its parent's.
  public var transform: AffineTransform
  /// The opacity the group is composited with as a whole, 0...1.
  public var opacity: Double
  /// A clip rectangle in the group's own coordinates.
  public var clip: Rect?
  /// Rounds the clip's corners (a layer's `cornerRadius` with `masksToBounds`); clamped to half
  /// the clip's shorter side.
  public var clipCornerRadius: Double
  /// The group's nodes, back to front, in the group's coordinates.
  public var children: [DisplayNode]

  /// A group of `children`; untransformed, opaque and unclipped unless given.
  public init(
    transform: AffineTransform = .identity, opacity: Double = 1, clip: Rect? = nil,
    clipCornerRadius: Double = 0, children: [DisplayNode]
  ) {
    self.transform = transform
    self.opacity = opacity
    self.clip = clip
    self.clipCornerRadius = clipCornerRadius
    self.children = children
  }
}

/// A rectangle, filled and/or stroked like a `CALayer` with a background colour and a border.
public struct ShapeNode: Hashable, Sendable {
  /// The rectangle, in the node's coordinates (points).
  public var rect: Rect
  /// The corner radius in points (`CALayer.cornerRadius`); 0 is square.
  public var cornerRadius: Double
  /// The fill (`CALayer.backgroundColor`); nil fills nothing.
  public var fill: Color?
  /// The border, drawn *inside* `rect` as `CALayer.borderWidth` is.
  public var border: Border?

  /// A shape of `rect`; square, unfilled and without border unless given.
  public init(rect: Rect, cornerRadius: Double = 0, fill: Color? = nil, border: Border? = nil) {
    self.rect = rect
    self.cornerRadius = cornerRadius
    self.fill = fill
    self.border = border
  }
}

/// A layer border: a colour and a width in points.
public struct Border: Hashable, Sendable {
  /// The border's colour (`CALayer.borderColor`).
  public var color: Color
  /// The border's width in points (`CALayer.borderWidth`).
  public var width: Double

  /// A border of `width` points in `color`.
  public init(color: Color, width: Double) {
    self.color = color
    self.width = width
  }
}
