internal import CPangoCairo
import DisplayList

extension TextLayout {
  /// Sets `text` on the layout as `UILabel` shows it: wrapped at `width` points (nil: one
  /// unwrapped line per line break), at most `maximumLines` lines (0: any number), and, when
  /// `height` is given, only the whole lines that fit in it (at least one). When text remains
  /// after the last shown line, that line ends as `truncation` says: with an ellipsis (`end`,
  /// also when the rest is a further paragraph), ellipsized at its start or middle, or simply
  /// cut after the line (`clip`). Returns the number of lines shown.
  ///
  /// Why not Pango's height limit alone: Pango limits lines per paragraph, fills the last line
  /// with the rest of the text run together across line breaks ("Line threeLi…"), and ignores
  /// the limit when not ellipsizing. So the text is laid out once in full, the lines to show are
  /// counted, and when some are cut the text is set again as those lines' text followed by the
  /// rest of the last line's paragraph, which Pango ellipsizes into that line.
  ///
  /// `layout` is a `PangoLayout*` with the label's font set.
  @discardableResult
  static func setLabelText(
    _ text: String, on layout: OpaquePointer, width: Double?, maximumLines: Int, height: Double?,
    truncation: Truncation
  ) -> Int {
    // One paragraph: line feeds become line separators, so the limits apply to the whole label.
    let joined = text.contains("\n") || text.contains("\r") ? Self.joiningParagraphs(text) : text
    joined.withCString { pango_layout_set_text(layout, $0, -1) }
    pango_layout_set_width(layout, width.map { pangoUnits(max($0, 0)) } ?? -1)
    pango_layout_set_height(layout, -1)
    pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)

    let lineCount = Int(pango_layout_get_line_count(layout))
    var shown = maximumLines > 0 ? min(maximumLines, lineCount) : lineCount
    if let height { shown = min(shown, max(1, wholeLinesFitting(height, in: layout))) }
    guard shown < lineCount, let line = pango_layout_get_line_readonly(layout, Int32(shown - 1)) else {
      return lineCount
    }

    let bytes = Array(joined.utf8)
    let start = min(max(Int(line.pointee.start_index), 0), bytes.count)
    let lineEnd = min(start + max(Int(line.pointee.length), 0), bytes.count)
    let paragraphEnd = Self.lineSeparator(in: bytes, from: start) ?? bytes.count
    let remainsAfterParagraph = paragraphEnd + Self.separatorBytes.count < bytes.count
    var kept = Array(bytes[..<start])
    switch truncation {
    case .clip:
      kept += bytes[start..<min(lineEnd, paragraphEnd)]
    case .end:
      kept += bytes[start..<paragraphEnd]
      // The paragraph's rest fits on the line, but a further paragraph is cut: UILabel's
      // ellipsis still says that text remains (Pango removes it when the line is too long and
      // puts its own at the end).
      if remainsAfterParagraph { kept += Array("\u{2026}".utf8) }
    case .head, .middle:
      kept += bytes[start..<paragraphEnd]
    }
    let limited = String(decoding: kept, as: UTF8.self)
    limited.withCString { pango_layout_set_text(layout, $0, -1) }
    if truncation != .clip {
      pango_layout_set_height(layout, Int32(-shown))
      pango_layout_set_ellipsize(layout, truncation.pangoEllipsizeMode)
    }
    return shown
  }

  /// How many of the lines laid out in `layout` end (logical extents) within `height` points of
  /// the top.
  private static func wholeLinesFitting(_ height: Double, in layout: OpaquePointer) -> Int {
    // A hundredth of a point of slack: a frame sized to its measured text holds all of it.
    let limit = (height + 0.01) * pangoScale
    let iterator = pango_layout_get_iter(layout)
    defer { pango_layout_iter_free(iterator) }
    var count = 0
    repeat {
      var top: Int32 = 0
      var bottom: Int32 = 0
      pango_layout_iter_get_line_yrange(iterator, &top, &bottom)
      guard Double(bottom) <= limit else { break }
      count += 1
    } while pango_layout_iter_next_line(iterator) != 0
    return count
  }

  /// U+2028 LINE SEPARATOR in UTF-8, the line break inside a joined label's one paragraph.
  private static let separatorBytes: [UInt8] = [0xE2, 0x80, 0xA8]

  /// The byte offset of the first line separator at or after `start`.
  private static func lineSeparator(in bytes: [UInt8], from start: Int) -> Int? {
    var index = start
    while index + 2 < bytes.count {
      if bytes[index] == 0xE2, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 { return index }
      index += 1
    }
    return nil
  }
}

extension TextLayout {
  /// The number of lines `node` shows when drawn: its line limit and the whole lines that fit
  /// in its frame.
  func linesShown(for node: TextNode) -> Int {
    setFont(node.font)
    Self.setLabelText(
      node.text, on: layout, width: Self.isSingleClippedLine(node) ? nil : node.frame.width,
      maximumLines: node.maximumLines, height: node.frame.height, truncation: node.truncation)
    return Int(pango_layout_get_line_count(layout))
  }
}
