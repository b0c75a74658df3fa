internal import CCairo
import DisplayList
import Geometry

/// Draws a display list's nodes into one Cairo context: the switch over node kinds and the
/// group semantics (transform, clip, opacity layer).
///
/// Lives only inside ``CairoCanvas/withContext(_:)``: it holds the borrowed `cairo_t*` for one
/// pass and the ``TextLayoutCache`` its text is laid out with (the caller's, which may outlive
/// the pass).
struct DisplayListPainter: ~Copyable {
  private let cairo: OpaquePointer
  private let text: TextLayoutCache
  /// One Cairo surface per distinct bitmap drawn in this pass (a PDF or SVG then embeds each
  /// image once, however many cells show it).
  private var images: ImageSurfaces?

  /// Whether the surface is a vector document (PDF, SVG), whose images are embedded whole.
  private let isVector: Bool

  /// A painter for `cairo` (a `cairo_t*` that outlives the painter), drawing points at
  /// `scale` device units each, into a raster image or a vector document, laying out text with
  /// `text` (a cache that may outlive the pass: the frames of an animation share one).
  ///
  /// `firstRow` draws a raster image's rows from that one down (the rows of one band of a
  /// frame): an integer translation of device space, which Cairo's fixed-point coordinates carry
  /// exactly, so each row gets the pixels it gets in the whole image. `beginsPass` false keeps the
  /// text cache's current pass (the bands of one frame are one pass).
  init(
    cairo: OpaquePointer, scale: Double, isVector: Bool = false, text: TextLayoutCache, firstRow: Int = 0,
    beginsPass: Bool = true
  ) {
    self.cairo = cairo
    self.isVector = isVector
    self.text = text
    if beginsPass { text.beginPass() }
    if firstRow != 0 { cairo_translate(cairo, 0, -Double(firstRow)) }
    if scale != 1 { cairo_scale(cairo, scale, scale) }
  }

  /// Paints the background (if any) over `size` and then every node, back to front.
  ///
  /// - Parameter replacingPixels: paint the background with Cairo's SOURCE operator over the
  ///   whole surface, transparent when `background` is nil, so memory that was never cleared
  ///   ends fully defined. Used for raster surfaces; vector pages start empty.
  mutating func paint(_ list: DisplayList, replacingPixels: Bool) {
    if replacingPixels {
      cairo_save(cairo)
      cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
      setSource(list.background ?? .clear, on: cairo)
      // Only where no opaque shape will paint every pixel anyway (cells filling most of a frame).
      if isVector || !paintAroundOpaqueShapes(list.nodes) { cairo_paint(cairo) }
      cairo_restore(cairo)
    } else if let background = list.background, background.alpha > 0 {
      setSource(background, on: cairo)
      cairo_rectangle(cairo, 0, 0, list.size.width, list.size.height)
      cairo_fill(cairo)
    }
    draw(list.nodes)
  }

  /// Paints the current source over the raster surface except where `nodes` paint opaque
  /// pixels whole (``OpaqueCover``); false, painting nothing, when they cover nothing.
  private func paintAroundOpaqueShapes(_ nodes: [DisplayNode]) -> Bool {
    guard let placement = OpaqueCover.Placement(cairo: cairo) else { return false }
    var covers: [cairo_rectangle_int_t] = []
    OpaqueCover.collect(nodes, at: placement, into: &covers)
    let target = cairo_get_target(cairo)
    let surface = cairo_rectangle_int_t(
      x: 0, y: 0, width: cairo_image_surface_get_width(target), height: cairo_image_surface_get_height(target))
    return OpaqueCover.fill(surface, outside: covers, in: cairo)
  }

  /// Draws `shape`, whose later siblings `following` are drawn over it: on a raster surface, a
  /// square-cornered fill on whole pixels is painted only where they do not paint opaque pixels
  /// whole (a cell's background under its opaque content view). The same pixels either way.
  private func draw(_ shape: ShapeNode, under following: ArraySlice<DisplayNode>) {
    if !isVector, !following.isEmpty, let fill = shape.fill, fill.alpha > 0, shape.cornerRadius <= 0,
      shape.rect.width > 0, shape.rect.height > 0, let placement = OpaqueCover.Placement(cairo: cairo),
      let area = placement.pixelRect(shape.rect)
    {
      var covers: [cairo_rectangle_int_t] = []
      OpaqueCover.collect(following, at: placement, into: &covers)
      setSource(fill, on: cairo)
      if OpaqueCover.fill(area, outside: covers, in: cairo) {
        ShapePath.drawBorder(shape, in: cairo)
        return
      }
    }
    ShapePath.draw(shape, in: cairo)
  }

  private mutating func draw(_ nodes: [DisplayNode]) {
    for (index, node) in nodes.enumerated() {
      switch node {
      case .group(let group): draw(group)
      case .shape(let shape): draw(shape, under: nodes[(index + 1)...])
      case .text(let node): text.draw(node, in: cairo)
      case .image(let node): imageSurfaces().draw(node, in: cairo)
      case .path(let node): ShapePath.draw(node, in: cairo)
      }
    }
  }

  /// A group: save, transform, clip, draw the children (through a layer when translucent),
  /// restore.
  private mutating func draw(_ group: DisplayGroup) {
    let opacity = min(group.opacity, 1)
    // Nothing shows at opacity 0 or through a singular transform (a scale of 0 in an
    // animation); a singular matrix would also put the context in a sticky error state.
    guard opacity > 0, !group.children.isEmpty, group.transform.isInvertible else { return }
    cairo_save(cairo)
    defer { cairo_restore(cairo) }
    if !group.transform.isIdentity {
      var matrix = cairo_matrix_t(
        xx: group.transform.a, yx: group.transform.b, xy: group.transform.c,
        yy: group.transform.d, x0: group.transform.tx, y0: group.transform.ty)
      cairo_transform(cairo, &matrix)
    }
    if let clip = group.clip {
      let radius = min(max(group.clipCornerRadius, 0), min(clip.width, clip.height) / 2)
      if radius > 0 {
        ShapePath.addRoundedRect(clip, radius: radius, to: cairo)
      } else {
        cairo_rectangle(cairo, clip.minX, clip.minY, max(clip.width, 0), max(clip.height, 0))
      }
      cairo_clip(cairo)
    }
    if opacity < 1 {
      // Composite the children as one layer, so overlapping children do not show through
      // each other (CALayer group opacity).
      cairo_push_group(cairo)
      draw(group.children)
      cairo_pop_group_to_source(cairo)
      cairo_paint_with_alpha(cairo, opacity)
    } else {
      draw(group.children)
    }
  }

  private mutating func imageSurfaces() -> ImageSurfaces {
    if let images { return images }
    let created = ImageSurfaces(padsEdges: !isVector)
    images = created
    return created
  }
}

extension AffineTransform {
  /// Whether the matrix is finite and has an inverse (Cairo rejects anything else).
  fileprivate var isInvertible: Bool {
    let determinant = a * d - b * c
    return determinant.isFinite && determinant != 0 && tx.isFinite && ty.isFinite
  }
}
