internal import CCairo
internal import CPangoCairo
import DisplayList

/// Pango's fixed-point unit: 1 point (user-space unit) is `pangoScale` Pango units.
/// (`PANGO_SCALE`, a macro in Pango's header, is a constant in the module's.)
let pangoScale = Double(PANGO_SCALE)

/// Measures text with Pango: one `PangoContext`, one `PangoLayout` reused for every string
/// (Pango re-lays out only what changed), and the `PangoFontDescription`s created so far, one
/// per distinct ``FontDescription``. Drawing keeps a layout per label instead
/// (``TextLayoutCache``); both set a label's text the same way (the static helpers here).
///
/// Text always goes through Pango, never Cairo's toy text API, which has no font fallback
/// (Chinese and Korean would draw as boxes), no shaping and no line breaking.
///
/// Thread safety: the context comes from `pango_cairo_font_map_get_default()`, which is
/// per-thread since Pango 1.32, so renders on different threads share no Pango state. An
/// instance must stay on the thread that made it (it is created and dropped inside one render).
///
/// See also: `DrawText.swift` for placing a laid-out node in its frame.
final class TextLayout {
  /// `PangoContext*`, configured by ``FontOptions``.
  private let context: OpaquePointer
  /// `PangoLayout*`, reused for every node.
  let layout: OpaquePointer
  /// `PangoFontDescription*` per font, freed in `deinit`.
  private var fontDescriptions: [FontDescription: OpaquePointer] = [:]
  /// The font last set on ``layout``.
  private var currentFont: FontDescription?

  /// A layout for measuring only: a context from this thread's font map, with the same fixed
  /// settings as one made for drawing, at an identity transform (unhinted metrics scale
  /// linearly, so sizes measured here hold at every scale).
  init() {
    context = pango_font_map_create_context(FontFolders.currentFontMap())
    FontOptions.applyDeterministicSettings(to: context)
    layout = pango_layout_new(context)
    Self.wrapAsUILabel(layout)
  }

  /// Wraps as UILabel's `byWordWrapping` does: between words, and inside a word only when it
  /// alone is wider than the line; CJK text breaks between ideographs either way. A word broken
  /// inside gets no hyphen: Pango (1.44 and later) inserts one at such a break ("Chamele-" over
  /// "on"), UILabel never does. The attribute covers the whole text, whatever text is set later.
  static func wrapAsUILabel(_ layout: OpaquePointer) {
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    let attributes = pango_attr_list_new()
    pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
    pango_layout_set_attributes(layout, attributes)
    pango_attr_list_unref(attributes)
  }

  /// The logical size of `text` on one unwrapped line in `font`, in points.
  func logicalSize(of text: String, font: FontDescription) -> (width: Double, height: Double) {
    setFont(font)
    text.withCString { pango_layout_set_text(layout, $0, -1) }
    pango_layout_set_width(layout, -1)
    pango_layout_set_height(layout, -1)
    pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    return (Double(logical.width) / pangoScale, Double(logical.height) / pangoScale)
  }

  /// The logical size of `text` wrapped at `width` points with at most `maximumLines` lines
  /// (0: no limit), set as ``TextLayoutCache`` sets a label's text in a frame of unlimited height.
  func wrappedSize(of text: String, font: FontDescription, width: Double, maximumLines: Int) -> (
    width: Double, height: Double
  ) {
    setFont(font)
    Self.setLabelText(text, on: layout, width: width, maximumLines: maximumLines, height: nil, truncation: .end)
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    return (Double(logical.width) / pangoScale, Double(logical.height) / pangoScale)
  }

  /// The distance from the top of `text`'s first line, set on one line in `font`, to its
  /// baseline, in points.
  func firstBaseline(of text: String, font: FontDescription) -> Double {
    oneLine(text, font: font).baseline
  }

  /// The logical size of `text` on one unwrapped line in `font` and its first baseline, from one
  /// layout: what a list row measures for each of its side-by-side texts.
  func oneLine(_ text: String, font: FontDescription) -> (width: Double, height: Double, baseline: Double) {
    let size = logicalSize(of: text, font: font)
    return (size.width, size.height, Double(pango_layout_get_baseline(layout)) / pangoScale)
  }

  /// Tells ``layout`` that its context's font map reloaded (``FontFolders``): it lays out again.
  func fontMapChanged() {
    pango_layout_context_changed(layout)
  }

  /// Sets `font` on ``layout`` unless it is the font set last.
  func setFont(_ font: FontDescription) {
    guard currentFont != font else { return }
    pango_layout_set_font_description(layout, fontDescription(for: font))
    currentFont = font
  }

  deinit {
    for description in fontDescriptions.values { pango_font_description_free(description) }
    g_object_unref(UnsafeMutableRawPointer(layout))
    g_object_unref(UnsafeMutableRawPointer(context))
  }

  /// `text` with its line feeds (and CR LF pairs) as line separators: one paragraph.
  static func joiningParagraphs(_ text: String) -> String {
    String(String.UnicodeScalarView(text.replacingCRLF().unicodeScalars.map { $0 == "\n" ? "\u{2028}" : $0 }))
  }

  /// Whether `node` is one line cut at the frame edge (no wrapping, no ellipsis).
  static func isSingleClippedLine(_ node: TextNode) -> Bool {
    node.maximumLines == 1 && node.truncation == .clip
  }

  /// Whether the first paragraph of `layout` (a `PangoLayout*`) runs right to left (Arabic,
  /// Hebrew).
  static func isRightToLeft(_ layout: OpaquePointer) -> Bool {
    guard let line = pango_layout_get_line_readonly(layout, 0) else { return false }
    return pango_layout_line_get_resolved_direction(line) == PANGO_DIRECTION_RTL
  }

  static func pangoAlignment(_ alignment: TextAlignment, rightToLeft: Bool) -> PangoAlignment {
    switch alignment {
    case .natural, .justified: PANGO_ALIGN_LEFT
    case .center: PANGO_ALIGN_CENTER
    case .left: rightToLeft ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
    case .right: rightToLeft ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT
    }
  }

  /// The cached Pango description of `font`, created on first use.
  private func fontDescription(for font: FontDescription) -> OpaquePointer {
    if let existing = fontDescriptions[font] { return existing }
    let description = Self.makeFontDescription(font)
    fontDescriptions[font] = description
    return description
  }

  /// A new Pango description of `font` (the caller frees it).
  static func makeFontDescription(_ font: FontDescription) -> OpaquePointer {
    let description = pango_font_description_new()!
    // A comma-separated family list is accepted as is; fontconfig falls back per character
    // (e.g. Noto Sans CJK for Han and Hangul when the family is DejaVu Sans).
    // A family that may be missing (the system font's stand-in) falls back as a whole.
    pango_font_description_set_family(description, FontCatalog.installedFamily(of: font))
    // Absolute size: in user-space units (points), independent of the 96-dpi resolution, so a
    // 17-point label is 17 units tall before the canvas's scale.
    pango_font_description_set_absolute_size(description, font.size * pangoScale)
    pango_font_description_set_weight(description, PangoWeight(UInt32(font.weight.rawValue)))
    pango_font_description_set_style(description, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
    return description
  }
}

/// Tied to the thread whose per-thread font map it uses: never share one.
@available(*, unavailable)
extension TextLayout: Sendable {}

/// `value` points in Pango units, clamped to what Pango's `int` can hold.
func pangoUnits(_ value: Double) -> Int32 {
  let units = (value * pangoScale).rounded()
  guard units.isFinite else { return units > 0 ? Int32.max : 0 }
  return Int32(max(0, min(units, Double(Int32.max))))
}

extension Truncation {
  var pangoEllipsizeMode: PangoEllipsizeMode {
    switch self {
    case .clip: PANGO_ELLIPSIZE_NONE
    case .head: PANGO_ELLIPSIZE_START
    case .middle: PANGO_ELLIPSIZE_MIDDLE
    case .end: PANGO_ELLIPSIZE_END
    }
  }
}

extension String {
  fileprivate func replacingCRLF() -> String {
    contains("\r\n") ? split(separator: "\r\n", omittingEmptySubsequences: false).joined(separator: "\n") : self
  }
}
