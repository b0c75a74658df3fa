internal import CCairo
internal import CPangoCairo
import DisplayList
import Geometry

extension TextLayoutCache {
  /// Draws `node` as `UILabel` draws its text: laid out to the frame's width, limited to
  /// `maximumLines` and to the whole lines that fit in the frame (the last one truncated when
  /// text remains), aligned vertically by those lines' logical extents, and clipped to the frame.
  ///
  /// `cairo` is the `cairo_t*` of the canvas; its current transformation maps the node's
  /// coordinates to the device.
  func draw(_ node: TextNode, in cairo: OpaquePointer) {
    let frame = node.frame
    guard !node.text.isEmpty, frame.width > 0, frame.height > 0, node.color.alpha > 0 else { return }
    let layout = layout(for: node, cairo: cairo)

    var ink = PangoRectangle()
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, &ink, &logical)

    // 1. The shown block, in layout coordinates: `configure` has set only the lines the frame
    //    shows, so the logical extents are theirs, and the block is centred by them.
    let blockTop = Double(logical.y) / pangoScale
    let blockBottom = Double(logical.y + logical.height) / pangoScale

    // 2. Horizontal origin. A wrapping layout is as wide as the frame and Pango aligns its
    //    lines; an unwrapped single line is as wide as its text, so align it here.
    var x = frame.minX
    if TextLayout.isSingleClippedLine(node) {
      let free = frame.width - Double(logical.width) / pangoScale
      let leading = TextLayout.isRightToLeft(layout) ? free : 0
      let offset: Double =
        switch node.alignment {
        case .natural, .justified: leading
        case .left: 0
        case .center: free / 2
        case .right: free
        }
      x += offset - Double(logical.x) / pangoScale
    }

    // 3. Vertical origin: the block's logical extents placed in the frame.
    let blockHeight = blockBottom - blockTop
    let top: Double =
      switch node.verticalAlignment {
      case .top: frame.minY
      case .center: frame.minY + (frame.height - blockHeight) / 2
      case .bottom: frame.maxY - blockHeight
      }
    let y = top - blockTop

    // 4. Clip only when something would show outside the frame (a line taller than the frame,
    //    glyphs reaching past their line): most labels fit, and an unneeded clip costs a mask
    //    per label.
    let clip = frame
    let inkRect = Rect(
      x: x + Double(ink.x) / pangoScale, y: y + Double(ink.y) / pangoScale,
      width: Double(ink.width) / pangoScale, height: Double(ink.height) / pangoScale)
    let needsClip =
      inkRect.minX < clip.minX || inkRect.maxX > clip.maxX || inkRect.minY < clip.minY
      || inkRect.maxY > clip.maxY

    if needsClip {
      cairo_save(cairo)
      cairo_rectangle(cairo, clip.minX, clip.minY, clip.width, clip.height)
      cairo_clip(cairo)
    }
    setSource(node.color, on: cairo)
    cairo_move_to(cairo, x, y)
    pango_cairo_show_layout(cairo, layout)
    if needsClip { cairo_restore(cairo) }
  }
}
