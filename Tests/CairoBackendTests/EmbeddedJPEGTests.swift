import CairoBackend
import DisplayList
import Foundation
import Geometry
import Testing

/// A JPEG image goes into SVG and PDF as the JPEG file itself (Cairo's MIME data), not as its
/// pixels re-encoded to PNG; a PNG image stays PNG; raster output is unchanged.
@Suite("JPEG images embedded as JPEG in vector output")
struct EmbeddedJPEGTests {
  static func list(_ bitmap: RasterImage) -> DisplayList {
    DisplayList(
      size: Size(width: 80, height: 40), background: .white,
      nodes: [.image(ImageNode(bitmap: bitmap, rect: Rect(x: 4, y: 4, width: 64, height: 32)))])
  }

  @Test func svgEmbedsTheJPEGFile() throws {
    let jpeg = try SceneFixtures.bytes("pattern.jpg")
    let bitmap = try ImageCodec.decode(jpeg)
    #expect(bitmap.jpegData == jpeg)
    let svg = String(decoding: try Renderer().render(Self.list(bitmap), as: .svg, scale: 1), as: UTF8.self)
    #expect(svg.contains("data:image/jpeg;base64,\(Data(jpeg).base64EncodedString())"))
    #expect(!svg.contains("data:image/png"))
  }

  @Test func pdfEmbedsTheJPEGFileWithDCTDecode() throws {
    let jpeg = try SceneFixtures.bytes("pattern.jpg")
    let pdf = try Renderer().render(Self.list(try ImageCodec.decode(jpeg)), as: .pdf, scale: 1)
    let text = String(decoding: pdf, as: UTF8.self)
    #expect(text.contains("/DCTDecode"))
    // The file's bytes, whole, inside the document.
    #expect(Data(pdf).range(of: Data(jpeg)) != nil)
  }

  @Test func pngImagesStayPNGAndRasterOutputIsTheSame() throws {
    let png = try ImageCodec.decode(try SceneFixtures.bytes("pattern.png"))
    #expect(png.jpegData == nil)
    let svg = String(decoding: try Renderer().render(Self.list(png), as: .svg, scale: 1), as: UTF8.self)
    #expect(svg.contains("data:image/png;base64,") && !svg.contains("image/jpeg"))
    // Raster output ignores the file: the same pixels as a bitmap without it.
    let jpegBitmap = try ImageCodec.decode(try SceneFixtures.bytes("pattern.jpg"))
    let pixelsOnly = jpegBitmap.withUnsafeBytes {
      RasterImage(width: jpegBitmap.width, height: jpegBitmap.height, argb32: Array($0))
    }
    #expect(
      try Renderer().rasterize(Self.list(jpegBitmap), scale: 2).pixels
        == Renderer().rasterize(Self.list(pixelsOnly), scale: 2).pixels)
  }
}
