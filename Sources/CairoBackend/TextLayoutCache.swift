internal import CCairo
internal import CPangoCairo
import DisplayList

/// The Pango layouts that draw text nodes, kept from one display list to the next: a label
/// shown in several frames of an animation is shaped once, not once a frame.
///
/// A layout is keyed by everything that decides its glyphs and lines — the text, the font, the
/// wrapping width and height, the line limit, the truncation and the alignment — and by what
/// Pango takes from the Cairo context: the linear part of its transformation (Pango picks font
/// sizes in device space; it leaves the translation out) and the kind of surface drawn on (whose
/// font options Pango merges with the fixed ones). Each such pair has its own `PangoContext`,
/// set up from the first Cairo context drawn with it. A cached layout
/// is exactly the layout a fresh one would compute, so drawing with or without the cache gives
/// the same pixels.
///
/// Bounded: at most ``capacity`` layouts. When a new one would exceed it, the layouts not used
/// in the current pass (``beginPass()``, one per display list) are dropped; if every layout
/// was used in this pass, all are dropped (each is used only while its node is drawn).
///
/// Thread safety: the contexts come from this thread's font map
/// (`pango_cairo_font_map_get_default()`), so an instance stays on the thread that made it.
final class TextLayoutCache {
  /// The most layouts kept at once.
  let capacity: Int

  /// What a `PangoContext` takes from a Cairo context: the linear part of the device
  /// transformation and the kind of surface.
  private struct DeviceScale: Hashable {
    var xx: Double
    var yx: Double
    var xy: Double
    var yy: Double
    var surfaceType: UInt32
  }

  /// Everything that decides a layout's glyphs and lines.
  private struct Key: Hashable {
    var scale: DeviceScale
    var text: String
    var font: FontDescription
    var maximumLines: Int
    var truncation: Truncation
    var alignment: TextAlignment
    /// The wrapping width and the height limit, in Pango units, as set on the layout.
    var width: Int32
    var height: Int32
  }

  private struct Entry {
    var layout: OpaquePointer
    var lastPass: Int
  }

  /// `PangoContext*` per device scale, released in `deinit`.
  private var contexts: [DeviceScale: OpaquePointer] = [:]
  /// `PangoLayout*` per key, released when dropped.
  private var entries: [Key: Entry] = [:]
  /// `PangoFontDescription*` per font, freed in `deinit`.
  private var fontDescriptions: [FontDescription: OpaquePointer] = [:]
  private var pass = 0

  /// A cache of at most `capacity` layouts (at least 1).
  init(capacity: Int = 1024) {
    self.capacity = max(capacity, 1)
  }

  deinit {
    for entry in entries.values { g_object_unref(UnsafeMutableRawPointer(entry.layout)) }
    for context in contexts.values { g_object_unref(UnsafeMutableRawPointer(context)) }
    for description in fontDescriptions.values { pango_font_description_free(description) }
  }

  /// The number of layouts held now.
  var count: Int { entries.count }

  /// Starts drawing a new display list: layouts used from now on belong to this pass.
  func beginPass() {
    pass &+= 1
    // Fonts registered since the last pass (`FontFolders`): the thread's font map reloads.
    _ = FontFolders.currentFontMap()
  }

  /// The layout of `node`, laid out for `cairo`'s current transformation (a `cairo_t*`): from the
  /// cache, or made, configured and kept.
  func layout(for node: TextNode, cairo: OpaquePointer) -> OpaquePointer {
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cairo, &matrix)
    let surfaceType = cairo_surface_get_type(cairo_get_group_target(cairo)).rawValue
    let scale = DeviceScale(xx: matrix.xx, yx: matrix.yx, xy: matrix.xy, yy: matrix.yy, surfaceType: surfaceType)
    let singleLine = TextLayout.isSingleClippedLine(node)
    let key = Key(
      scale: scale, text: node.text, font: node.font, maximumLines: node.maximumLines, truncation: node.truncation,
      alignment: node.alignment, width: singleLine ? -1 : pangoUnits(node.frame.width),
      height: pangoUnits(node.frame.height))
    if let entry = entries[key] {
      entries[key]?.lastPass = pass
      return entry.layout
    }
    if entries.count >= capacity { evict() }
    let layout = pango_layout_new(context(for: scale, cairo: cairo))!
    TextLayout.wrapAsUILabel(layout)
    configure(layout, for: node, singleLine: singleLine)
    entries[key] = Entry(layout: layout, lastPass: pass)
    return layout
  }

  /// Drops the layouts not used in this pass, or all of them when every one was.
  private func evict() {
    let stale = entries.filter { $0.value.lastPass != pass }
    let dropped = stale.isEmpty ? entries : stale
    for (key, entry) in dropped {
      g_object_unref(UnsafeMutableRawPointer(entry.layout))
      entries[key] = nil
    }
  }

  /// The context for `scale`, made from the thread's font map with the fixed settings and
  /// brought up to date with `cairo` (its transformation and its surface's font options) once.
  private func context(for scale: DeviceScale, cairo: OpaquePointer) -> OpaquePointer {
    if let context = contexts[scale] { return context }
    let context = pango_font_map_create_context(FontFolders.currentFontMap())!
    FontOptions.applyDeterministicSettings(to: context)
    pango_cairo_update_context(cairo, context)
    contexts[scale] = context
    return context
  }

  /// Sets everything about `node` except its position: text, font, wrapping width, the lines
  /// shown (`TextLayout.setLabelText`), ellipsizing and alignment.
  private func configure(_ layout: OpaquePointer, for node: TextNode, singleLine: Bool) {
    pango_layout_set_font_description(layout, fontDescription(for: node.font))
    // One unwrapped line cut at the frame's edge; otherwise wrap to the frame width. Only the
    // whole lines that fit in the frame show, as in a UILabel's bounds.
    TextLayout.setLabelText(
      node.text, on: layout, width: singleLine ? nil : node.frame.width, maximumLines: node.maximumLines,
      height: node.frame.height, truncation: node.truncation)

    // Auto-dir (Pango's default) takes each paragraph's direction from its first strong
    // character and then mirrors LEFT/RIGHT for right-to-left paragraphs: LEFT means "leading".
    pango_layout_set_justify(layout, node.alignment == .justified ? 1 : 0)
    pango_layout_set_alignment(layout, TextLayout.pangoAlignment(node.alignment, rightToLeft: false))
    if node.alignment == .left || node.alignment == .right, TextLayout.isRightToLeft(layout) {
      // Explicit left/right are absolute: undo the mirroring for right-to-left text.
      pango_layout_set_alignment(layout, TextLayout.pangoAlignment(node.alignment, rightToLeft: true))
    }
  }

  /// The cached Pango description of `font`, created on first use.
  private func fontDescription(for font: FontDescription) -> OpaquePointer {
    if let existing = fontDescriptions[font] { return existing }
    let description = TextLayout.makeFontDescription(font)
    fontDescriptions[font] = description
    return description
  }
}

/// Tied to the thread whose per-thread font map it uses: never share one.
@available(*, unavailable)
extension TextLayoutCache: Sendable {}
