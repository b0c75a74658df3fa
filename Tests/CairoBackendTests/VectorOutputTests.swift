import CairoBackend
import DisplayList
import Geometry
import Testing

/// SVG and PDF are checked for structure only (header, page size), not rasterised: their
/// bytes depend on the Cairo version.
@Suite("SVG and PDF output")
struct VectorOutputTests {
  let list = DisplayList(
    size: Size(width: 320, height: 240), background: .white,
    nodes: [Scenes.cell(Rect(x: 10, y: 10, width: 100, height: 100), number: 5, selected: true)]
      + (Scenes.multilingualText.nodes))

  /// CSS pixels, so that a browser shows the SVG at the size of the PNG at scale 1 (a size in
  /// `pt` would show 4/3 larger), with a view box of the same numbers in user units.
  @Test("SVG has an XML header and a size in CSS pixels equal to the display list's points")
  func svgStructure() throws {
    let bytes = try Renderer().render(list, as: .svg, scale: 3)
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.hasPrefix("<?xml"))
    #expect(text.contains("<svg"))
    #expect(text.contains(#"width="320px""#))
    #expect(text.contains(#"height="240px""#))
    #expect(text.contains(#"viewBox="0 0 320 240""#))
    #expect(!text.contains("pt\""))
    #expect(text.hasSuffix("</svg>\n"))
  }

  @Test("PDF has a PDF header, one page with the display list's size as MediaBox, and an EOF marker")
  func pdfStructure() throws {
    let bytes = try Renderer().render(list, as: .pdf, scale: 3)
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.hasPrefix("%PDF-"))
    #expect(text.contains("/MediaBox [ 0 0 320 240 ]"))
    #expect(text.contains("/Count 1"))
    #expect(text.hasSuffix("%%EOF\n"))
  }

  @Test("Vector output ignores the scale", arguments: [OutputFormat.svg, .pdf])
  func scaleIsIgnored(format: OutputFormat) throws {
    let renderer = Renderer()
    let atOne = try renderer.render(Scenes.roundedCorners, as: format, scale: 1)
    let atThree = try renderer.render(Scenes.roundedCorners, as: format, scale: 3)
    #expect(firstDifference(atOne, atThree) == nil)
  }

  @Test("Output formats parse from path extensions, case-insensitively")
  func formatFromPathExtension() {
    #expect(OutputFormat(pathExtension: "png") == .png)
    #expect(OutputFormat(pathExtension: "SVG") == .svg)
    #expect(OutputFormat(pathExtension: "Pdf") == .pdf)
    #expect(OutputFormat(pathExtension: "jpeg") == nil)
    #expect(OutputFormat(pathExtension: "") == nil)
  }
}
