internal import CCairo
import DisplayList
import Geometry

/// Filled and bordered rectangles, drawn as a `CALayer` draws its background and border.
enum ShapePath {
  /// Draws `shape` into `cairo` (a `cairo_t*`): the fill over the whole rounded rectangle, then
  /// the border as a ring *inside* it, `width` thick, whose outer edge is the rectangle's edge
  /// (`CALayer.borderWidth` semantics: the border never grows the shape).
  static func draw(_ shape: ShapeNode, in cairo: OpaquePointer) {
    let rect = shape.rect
    guard rect.width > 0, rect.height > 0 else { return }
    let shorterSide = min(rect.width, rect.height)
    // CALayer clamps the corner radius to half the shorter side (a capsule at most).
    let radius = min(max(shape.cornerRadius, 0), shorterSide / 2)

    if let fill = shape.fill, fill.alpha > 0 {
      addRoundedRect(rect, radius: radius, to: cairo)
      setSource(fill, on: cairo)
      cairo_fill(cairo)
    }
    drawBorder(shape, in: cairo)
  }

  /// Draws only `shape`'s border, as `draw(_:in:)` draws it after the fill.
  static func drawBorder(_ shape: ShapeNode, in cairo: OpaquePointer) {
    let rect = shape.rect
    guard rect.width > 0, rect.height > 0 else { return }
    let shorterSide = min(rect.width, rect.height)
    let radius = min(max(shape.cornerRadius, 0), shorterSide / 2)
    guard let border = shape.border, border.width > 0, border.color.alpha > 0 else { return }
    // The ring between the outer outline and an inner one inset by the border width, filled
    // even-odd. Unlike stroking a path inset by width/2, this keeps the outer corner radius
    // exact even when the border is wider than the radius. The inner corners are
    // concentric: radius minus width.
    let width = min(border.width, shorterSide / 2)
    addRoundedRect(rect, radius: radius, to: cairo)
    if width < shorterSide / 2 {
      let inner = Rect(
        x: rect.minX + width, y: rect.minY + width,
        width: rect.width - 2 * width, height: rect.height - 2 * width)
      addRoundedRect(inner, radius: max(radius - width, 0), to: cairo)
    }
    cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
    setSource(border.color, on: cairo)
    cairo_fill(cairo)
    cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
  }

  /// Appends a closed rectangle with circular corners of `radius` (already clamped) as a new
  /// sub-path, clockwise from the top-left corner's end.
  static func addRoundedRect(_ rect: Rect, radius: Double, to cairo: OpaquePointer) {
    guard radius > 0 else {
      cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
      return
    }
    let quarter = Double.pi / 2
    cairo_new_sub_path(cairo)
    cairo_arc(cairo, rect.maxX - radius, rect.minY + radius, radius, -quarter, 0)
    cairo_arc(cairo, rect.maxX - radius, rect.maxY - radius, radius, 0, quarter)
    cairo_arc(cairo, rect.minX + radius, rect.maxY - radius, radius, quarter, 2 * quarter)
    cairo_arc(cairo, rect.minX + radius, rect.minY + radius, radius, 2 * quarter, 3 * quarter)
    cairo_close_path(cairo)
  }

  /// Fills `path` (non-zero winding) into `cairo`.
  static func draw(_ path: PathNode, in cairo: OpaquePointer) {
    guard path.fill.alpha > 0, !path.elements.isEmpty else { return }
    cairo_new_path(cairo)
    for element in path.elements {
      switch element {
      case .move(let point): cairo_move_to(cairo, point.x, point.y)
      case .line(let point): cairo_line_to(cairo, point.x, point.y)
      case .arc(let center, let radius, let start, let end):
        cairo_arc(cairo, center.x, center.y, max(radius, 0), start, end)
      case .curve(let control1, let control2, let end):
        cairo_curve_to(cairo, control1.x, control1.y, control2.x, control2.y, end.x, end.y)
      case .close: cairo_close_path(cairo)
      }
    }
    setSource(path.fill, on: cairo)
    cairo_fill(cairo)
  }
}
