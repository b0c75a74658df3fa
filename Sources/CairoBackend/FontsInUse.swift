internal import CPangoCairo
import DisplayList

/// The font faces a display list's text is drawn in: every face Pango picks for its labels, the
/// fallbacks that supply characters the requested font lacks (Chinese, Korean, symbols)
/// included.
///
/// Faces are resolved on the calling thread's font map, as drawing resolves them (the fonts
/// registered from font folders included), by setting each label's text in its font and reading
/// the font of every run.
public enum FontsInUse {
  /// The faces `list`'s text nodes are drawn in, sorted, each once.
  public static func faces(in list: DisplayList) -> [FontFace] {
    var faces: Set<FontFace> = []
    var seen: Set<TextKey> = []
    collect(list.nodes, into: &faces, seen: &seen)
    return faces.sorted()
  }

  /// The faces `text` is drawn in with `font`.
  public static func faces(of text: String, font: FontDescription) -> [FontFace] {
    ThreadTextMeasurer.current.faces(of: text, font: font).sorted()
  }

  private struct TextKey: Hashable {
    var text: String
    var font: FontDescription
  }

  private static func collect(_ nodes: [DisplayNode], into faces: inout Set<FontFace>, seen: inout Set<TextKey>) {
    for node in nodes {
      switch node {
      case .group(let group): collect(group.children, into: &faces, seen: &seen)
      case .text(let text):
        guard !text.text.isEmpty, seen.insert(TextKey(text: text.text, font: text.font)).inserted else { continue }
        faces.formUnion(ThreadTextMeasurer.current.faces(of: text.text, font: text.font))
      case .shape, .image, .path: continue
      }
    }
  }
}

extension TextLayout {
  /// The faces of the runs of `text` set on one line in `font`.
  func faces(of text: String, font: FontDescription) -> Set<FontFace> {
    _ = logicalSize(of: text, font: font)
    var faces: Set<FontFace> = []
    guard let iterator = pango_layout_get_iter(layout) else { return faces }
    defer { pango_layout_iter_free(iterator) }
    repeat {
      // A run is a `PangoGlyphItem`; a line's end is a run of nil.
      guard let run = pango_layout_iter_get_run_readonly(iterator), let item = run.pointee.item,
        let font = item.pointee.analysis.font
      else { continue }
      // The default font map on Linux is fontconfig's (`FontFolders.currentFontMap()`), so every
      // font it loads is a `PangoFcFont`, whose pattern names its file.
      guard let pattern = pango_fc_font_get_pattern(font) else { continue }
      faces.insert(Self.face(pattern))
    } while pango_layout_iter_next_run(iterator) != 0
    return faces
  }

  private static func face(_ pattern: OpaquePointer) -> FontFace {
    func string(_ object: String) -> String {
      var value: UnsafeMutablePointer<FcChar8>?
      guard FcPatternGetString(pattern, object, 0, &value) == FcResultMatch, let value else { return "" }
      return String(cString: value)
    }
    var revision: Int32 = 0
    var version = ""
    // fontconfig's "fontversion" is the `head` table's fixed-point 16.16 revision: 4.000 is
    // 0x40000. Written with three decimals, rounded.
    if FcPatternGetInteger(pattern, "fontversion", 0, &revision) == FcResultMatch, revision > 0 {
      let thousandths = (Int(revision) * 1000 + 0x8000) >> 16
      let decimals = String(thousandths % 1000)
      version = "\(thousandths / 1000)." + String(repeating: "0", count: 3 - decimals.count) + decimals
    }
    let path = string("file")
    return FontFace(
      family: string("family"), style: string("style"), version: version,
      file: path.split(separator: "/").last.map(String.init) ?? path)
  }
}
