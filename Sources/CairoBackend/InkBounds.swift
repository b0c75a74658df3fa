import DisplayList
import Geometry

/// A box that surely holds every pixel a display node paints, in the coordinates it is drawn in:
/// what the band encoder uses to tell which nodes can touch a band of rows.
///
/// Never smaller than the ink: a shape's rectangle (its border is inside), an image's
/// rectangle, text's frame (labels are clipped to it), a path's points and its arcs' circles, a
/// group's children through its transform and clip. Nothing is painted by a group at opacity 0
/// or through a transform without inverse, so those have no box. Callers add a pixel or two for
/// antialiasing.
struct InkBounds: Equatable {
  var minX: Double
  var minY: Double
  var maxX: Double
  var maxY: Double

  /// Everywhere: what an unknown or non-finite extent is taken to cover.
  static let everywhere = InkBounds(minX: -.infinity, minY: -.infinity, maxX: .infinity, maxY: .infinity)

  /// The box of `node`, or nil when it paints nothing.
  static func of(_ node: DisplayNode) -> InkBounds? {
    switch node {
    case .shape(let shape): return InkBounds(shape.rect)
    case .image(let image): return InkBounds(image.rect)
    case .text(let text): return InkBounds(text.frame)
    case .path(let path): return of(path)
    case .group(let group): return of(group)
    }
  }

  /// The union of the boxes of `nodes`, or nil when none paints.
  static func of(_ nodes: [DisplayNode]) -> InkBounds? {
    var union: InkBounds?
    for node in nodes {
      guard let box = of(node) else { continue }
      union = union.map { $0.union(box) } ?? box
    }
    return union
  }

  private init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
    self.minX = minX
    self.minY = minY
    self.maxX = maxX
    self.maxY = maxY
  }

  /// A rectangle's box, whatever the sign of its size.
  private init(_ rect: Rect) {
    self.init(
      minX: min(rect.minX, rect.maxX), minY: min(rect.minY, rect.maxY), maxX: max(rect.minX, rect.maxX),
      maxY: max(rect.minY, rect.maxY))
    self = checked
  }

  /// This box, or ``everywhere`` when a coordinate is NaN.
  private var checked: InkBounds {
    minX.isNaN || minY.isNaN || maxX.isNaN || maxY.isNaN ? .everywhere : self
  }

  private func union(_ other: InkBounds) -> InkBounds {
    InkBounds(
      minX: min(minX, other.minX), minY: min(minY, other.minY), maxX: max(maxX, other.maxX),
      maxY: max(maxY, other.maxY))
  }

  private static func of(_ path: PathNode) -> InkBounds? {
    var box: InkBounds?
    func add(_ x: Double, _ y: Double, _ radius: Double = 0) {
      let point = InkBounds(minX: x - radius, minY: y - radius, maxX: x + radius, maxY: y + radius)
      box = box.map { $0.union(point) } ?? point
    }
    for element in path.elements {
      switch element {
      case .move(let point), .line(let point): add(point.x, point.y)
      case .arc(let center, let radius, _, _): add(center.x, center.y, abs(radius))
      // A cubic Bézier curve lies inside the convex hull of its end and control points.
      case .curve(let control1, let control2, let end):
        add(control1.x, control1.y)
        add(control2.x, control2.y)
        add(end.x, end.y)
      case .close: break
      }
    }
    return box?.checked
  }

  private static func of(_ group: DisplayGroup) -> InkBounds? {
    let transform = group.transform
    let determinant = transform.a * transform.d - transform.b * transform.c
    guard group.opacity > 0, determinant.isFinite, determinant != 0, transform.tx.isFinite, transform.ty.isFinite,
      var box = of(group.children)
    else { return nil }
    if let clip = group.clip {
      let limit = InkBounds(clip)
      box = InkBounds(
        minX: max(box.minX, limit.minX), minY: max(box.minY, limit.minY), maxX: min(box.maxX, limit.maxX),
        maxY: min(box.maxY, limit.maxY))
      if box.minX > box.maxX || box.minY > box.maxY { return nil }
    }
    return box.applying(transform)
  }

  /// The box of this box's corners through `transform` (invertible, finite).
  private func applying(_ transform: AffineTransform) -> InkBounds {
    if transform.b == 0, transform.c == 0 {
      // Axis-aligned: each axis maps alone, so an unbounded axis stays on its own axis.
      let xs = (transform.a * minX + transform.tx, transform.a * maxX + transform.tx)
      let ys = (transform.d * minY + transform.ty, transform.d * maxY + transform.ty)
      return InkBounds(minX: min(xs.0, xs.1), minY: min(ys.0, ys.1), maxX: max(xs.0, xs.1), maxY: max(ys.0, ys.1))
        .checked
    }
    guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return .everywhere }
    var result: InkBounds?
    for (x, y) in [(minX, minY), (maxX, minY), (minX, maxY), (maxX, maxY)] {
      let point = transform.apply(to: Point(x: x, y: y))
      let corner = InkBounds(minX: point.x, minY: point.y, maxX: point.x, maxY: point.y)
      result = result.map { $0.union(corner) } ?? corner
    }
    return result!.checked
  }
}
