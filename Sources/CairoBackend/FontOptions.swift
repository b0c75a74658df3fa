internal import CCairo
internal import CPangoCairo

/// The fixed text settings every Pango context gets, so that the same display list gives the
/// same pixels on every run, thread and scale.
///
/// - Antialiasing GRAY, never subpixel: subpixel (LCD) output depends on the display's pixel order.
/// - Hint style NONE: hinting snaps outlines to the pixel grid, so glyph shapes would vary with
///   the scale.
/// - Hint metrics OFF: hinted metrics round advances to whole pixels, so line breaks would vary
///   with the scale (and PDF/SVG would break lines differently from the PNG).
/// - Glyph positions not rounded to whole device units (Pango ≥ 1.44 rounds by default), for the
///   same reason.
/// - Resolution 96 dpi: fonts are sized with absolute sizes (user-space points), so this only
///   pins what a relative size would mean; it keeps the context independent of the surface.
/// - Language fixed to ``language``, not taken from the process locale: Pango and fontconfig use
///   it to choose fallback fonts (for Han characters: Simplified Chinese glyph shapes).
enum FontOptions {
  /// Dots per inch for the Pango context.
  static let resolution = 96.0
  /// The context language (a BCP 47 tag), fixed so that fallback fonts do not follow `LANG`.
  static let language = "zh-cn"

  /// Applies the fixed settings to a PangoContext (`PangoContext*`).
  static func applyDeterministicSettings(to pangoContext: OpaquePointer) {
    let options = cairo_font_options_create()
    defer { cairo_font_options_destroy(options) }
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    // Pango copies the options.
    pango_cairo_context_set_font_options(pangoContext, options)
    pango_cairo_context_set_resolution(pangoContext, resolution)
    pango_context_set_round_glyph_positions(pangoContext, 0)
    pango_context_set_language(pangoContext, pango_language_from_string(language))
  }
}
