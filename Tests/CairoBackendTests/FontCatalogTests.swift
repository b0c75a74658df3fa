import CairoBackend
import DisplayList
import Geometry
import Testing

/// An unknown font family is an error naming it and the installed families, never a silent
/// substitution (which would make snapshots differ between machines).
@Suite("Font families: installed, generic, unknown")
struct FontCatalogTests {
  func list(_ family: String) -> DisplayList {
    DisplayList(
      size: Size(width: 100, height: 40), background: .white,
      nodes: [
        .group(
          DisplayGroup(children: [
            .text(
              TextNode(
                text: "Hello", frame: Rect(x: 0, y: 0, width: 100, height: 40),
                font: FontDescription(family: family, size: 17), color: .black))
          ]))
      ])
  }

  @Test("The pinned families are installed")
  func pinnedFamilies() {
    #expect(FontCatalog.installedFamilies.contains("DejaVu Sans"))
    #expect(FontCatalog.isKnown("dejavu sans"), "case-insensitive, as fontconfig matches")
    #expect(FontCatalog.isKnown("Noto Sans CJK SC"))
  }

  @Test(
    "Known, listed and generic families render",
    arguments: ["DejaVu Sans", "DejaVu Sans, Noto Sans CJK SC", "sans-serif", "Monospace"])
  func knownFamiliesRender(family: String) throws {
    _ = try Renderer().rasterize(list(family), scale: 1)
    _ = try Renderer().render(list(family), as: .svg, scale: 1)
  }

  @Test(
    "An unknown family, alone or in a list, is an error naming it and the installed families",
    arguments: [
      "Helvetica Neue", "DejaVu Sans, Helvetica Neue",
    ])
  func unknownFamily(family: String) throws {
    for format in [OutputFormat.png, .svg, .pdf] {
      #expect(throws: RenderError.unknownFontFamily("Helvetica Neue", installed: FontCatalog.installedFamilies)) {
        try Renderer().render(list(family), as: format, scale: 1)
      }
    }
    let message = RenderError.unknownFontFamily("Helvetica Neue", installed: FontCatalog.installedFamilies)
      .description
    #expect(message.hasPrefix(#"font family "Helvetica Neue" is not installed; installed families: "#))
    #expect(message.contains("DejaVu Sans") && !message.contains("\n"))
  }

  @Test("A family that may be missing falls back as a whole; one named by a scene still has to exist")
  func fallbackFamily() throws {
    let missing = FontDescription(family: "Helvetica Neue, Noto Sans CJK SC", size: 17, fallbackFamily: "DejaVu Sans")
    #expect(FontCatalog.installedFamily(of: missing) == "DejaVu Sans")
    let installed = FontDescription(family: "DejaVu Sans, Noto Sans CJK SC", size: 17, fallbackFamily: "sans")
    #expect(FontCatalog.installedFamily(of: installed) == "DejaVu Sans, Noto Sans CJK SC")
    let withoutFallback = FontDescription(family: "Helvetica Neue", size: 17)
    #expect(FontCatalog.installedFamily(of: withoutFallback) == "Helvetica Neue")
    let node = DisplayNode.text(
      TextNode(text: "Wi-Fi", frame: Rect(x: 0, y: 0, width: 80, height: 20), font: missing, color: .black))
    _ = try Renderer().rasterize(
      DisplayList(size: Size(width: 80, height: 20), background: nil, nodes: [node]), scale: 1)
  }
}
