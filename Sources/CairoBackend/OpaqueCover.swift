internal import CCairo
import DisplayList
import Geometry

/// The device pixels that nodes paint whole with an opaque colour: what nothing drawn before them
/// can show through. The painter uses it to skip work that would be painted over — the
/// background under opaque cells, the part of a view's background under an opaque content view.
///
/// Only what is certain counts: a shape with an opaque fill and square corners whose edges fall
/// exactly on device pixels (Cairo then fills its pixels whole, with no antialiased edge), inside
/// groups drawn straight onto the surface (opacity 1, no clip, a transform without rotation or
/// shear). Anything else — translucent layers, clips, rotations, rounded corners, images, text,
/// edges between pixels — covers nothing, and is simply drawn over what lies under it.
enum OpaqueCover {
  /// An axis-aligned device transformation: `x' = sx·x + tx`, `y' = sy·y + ty`.
  struct Placement {
    var sx: Double
    var sy: Double
    var tx: Double
    var ty: Double

    /// The placement of `cairo`'s current transformation (a `cairo_t*`), or nil when it rotates
    /// or shears.
    init?(cairo: OpaquePointer) {
      var matrix = cairo_matrix_t()
      cairo_get_matrix(cairo, &matrix)
      guard matrix.yx == 0, matrix.xy == 0 else { return nil }
      self.init(sx: matrix.xx, sy: matrix.yy, tx: matrix.x0, ty: matrix.y0)
    }

    init(sx: Double, sy: Double, tx: Double, ty: Double) {
      self.sx = sx
      self.sy = sy
      self.tx = tx
      self.ty = ty
    }

    /// This placement after `transform` (which maps a group's coordinates into ours), or nil
    /// when `transform` rotates or shears.
    func applying(_ transform: AffineTransform) -> Placement? {
      guard transform.b == 0, transform.c == 0 else { return nil }
      return Placement(
        sx: sx * transform.a, sy: sy * transform.d, tx: sx * transform.tx + tx, ty: sy * transform.ty + ty)
    }

    /// `rect` in device pixels when all four edges fall on pixel boundaries (within 10⁻⁶ px,
    /// far inside Cairo's 1/256-px fixed point), else nil.
    func pixelRect(_ rect: Rect) -> cairo_rectangle_int_t? {
      let xs = (sx * rect.minX + tx, sx * rect.maxX + tx)
      let ys = (sy * rect.minY + ty, sy * rect.maxY + ty)
      guard let x0 = Self.pixelEdge(min(xs.0, xs.1)), let x1 = Self.pixelEdge(max(xs.0, xs.1)),
        let y0 = Self.pixelEdge(min(ys.0, ys.1)), let y1 = Self.pixelEdge(max(ys.0, ys.1)), x1 > x0, y1 > y0
      else { return nil }
      return cairo_rectangle_int_t(x: Int32(x0), y: Int32(y0), width: Int32(x1 - x0), height: Int32(y1 - y0))
    }

    /// `value` as a whole pixel coordinate in Cairo's range, or nil.
    private static func pixelEdge(_ value: Double) -> Int? {
      let rounded = value.rounded()
      guard abs(value - rounded) < 1e-6, abs(rounded) < 8_388_608 else { return nil }
      return Int(rounded)
    }
  }

  /// Whether `shape` fills its rectangle with an opaque colour and square corners.
  static func isOpaqueRectangle(_ shape: ShapeNode) -> Bool {
    guard let fill = shape.fill, fill.alpha >= 1, shape.cornerRadius <= 0 else { return false }
    return shape.rect.width > 0 && shape.rect.height > 0
  }

  /// Appends to `covers` the device rectangles that `nodes`, drawn at `placement`, paint whole
  /// and opaque.
  static func collect(
    _ nodes: some Collection<DisplayNode>, at placement: Placement, into covers: inout [cairo_rectangle_int_t]
  ) {
    for node in nodes {
      switch node {
      case .shape(let shape):
        if isOpaqueRectangle(shape), let rect = placement.pixelRect(shape.rect) { covers.append(rect) }
      case .group(let group):
        guard group.opacity >= 1, group.clip == nil, !group.children.isEmpty,
          let inner = placement.applying(group.transform), inner.sx != 0, inner.sy != 0
        else { continue }
        collect(group.children, at: inner, into: &covers)
      case .text, .image, .path:
        continue
      }
    }
  }

  /// Fills, in device space, the part of `area` that `covers` leave uncovered with `cairo`'s
  /// current source and operator. Returns false, drawing nothing, when no cover overlaps `area`
  /// (the caller then draws as usual).
  static func fill(_ area: cairo_rectangle_int_t, outside covers: [cairo_rectangle_int_t], in cairo: OpaquePointer)
    -> Bool
  {
    var overlapping = 0
    for cover in covers where overlaps(cover, area) { overlapping += 1 }
    guard overlapping > 0 else { return false }
    cairo_save(cairo)
    cairo_identity_matrix(cairo)
    cairo_new_path(cairo)
    if overlapping <= 4 {
      // A few covers (a content view over its cell's background): cut the area by hand.
      var pieces = [area]
      for cover in covers where overlaps(cover, area) {
        pieces = pieces.flatMap { subtract(cover, from: $0) }
      }
      for piece in pieces { addRectangle(piece, to: cairo) }
    } else {
      // Many (the cells over a frame's background): pixman's banded regions.
      var area = area
      let region = cairo_region_create_rectangle(&area)!
      let covered = covers.withUnsafeBufferPointer { cairo_region_create_rectangles($0.baseAddress, Int32($0.count))! }
      cairo_region_subtract(region, covered)
      var rect = cairo_rectangle_int_t()
      for index in 0..<cairo_region_num_rectangles(region) {
        cairo_region_get_rectangle(region, index, &rect)
        addRectangle(rect, to: cairo)
      }
      cairo_region_destroy(covered)
      cairo_region_destroy(region)
    }
    cairo_fill(cairo)
    cairo_restore(cairo)
    return true
  }

  private static func addRectangle(_ rect: cairo_rectangle_int_t, to cairo: OpaquePointer) {
    cairo_rectangle(cairo, Double(rect.x), Double(rect.y), Double(rect.width), Double(rect.height))
  }

  /// `rect` without `cover`: up to four disjoint pieces (above, below, left, right of it).
  private static func subtract(_ cover: cairo_rectangle_int_t, from rect: cairo_rectangle_int_t)
    -> [cairo_rectangle_int_t]
  {
    guard overlaps(cover, rect) else { return [rect] }
    let (left, top, right, bottom) = (rect.x, rect.y, rect.x + rect.width, rect.y + rect.height)
    let (coverLeft, coverTop) = (max(cover.x, left), max(cover.y, top))
    let (coverRight, coverBottom) = (min(cover.x + cover.width, right), min(cover.y + cover.height, bottom))
    var pieces: [cairo_rectangle_int_t] = []
    if coverTop > top { pieces.append(.init(x: left, y: top, width: rect.width, height: coverTop - top)) }
    if coverBottom < bottom {
      pieces.append(.init(x: left, y: coverBottom, width: rect.width, height: bottom - coverBottom))
    }
    if coverLeft > left {
      pieces.append(.init(x: left, y: coverTop, width: coverLeft - left, height: coverBottom - coverTop))
    }
    if coverRight < right {
      pieces.append(.init(x: coverRight, y: coverTop, width: right - coverRight, height: coverBottom - coverTop))
    }
    return pieces
  }

  private static func overlaps(_ a: cairo_rectangle_int_t, _ b: cairo_rectangle_int_t) -> Bool {
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
  }
}
