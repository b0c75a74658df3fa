import CairoBackend
import CollectionRender
import DisplayList
import Foundation
import Geometry
import SceneFile
import SceneModel
import Testing

/// Scene files (`Fixtures/scenes/`) through the whole pipeline — decode with images, layout,
/// compose, render — compared with goldens (see `Support/GoldenImage.swift`).
enum SceneFixtures {
  static let folder = GoldenImage.testsFolder.appendingPathComponent("Fixtures")

  static func path(_ name: String) -> String {
    folder.appendingPathComponent("scenes/\(name).json").path
  }

  static func pipeline(_ name: String) throws -> Pipeline {
    Pipeline(scene: try SceneLoader.load(path: path(name)))
  }

  /// Renders the fixture scene `name` and compares it with the golden of the same name.
  static func expectMatch(
    _ name: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) throws {
    let pipeline = try pipeline(name)
    try GoldenImage.expectMatch(
      name, pipeline.displayList(at: pipeline.viewport()), scale: pipeline.scene.scale, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  static func bytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: folder.appendingPathComponent(name)))
  }
}

@Suite("Scene goldens")
struct SceneGoldenTests {
  @Test("Image content modes (PNG and JPEG), a rounded clip")
  func imageContentModes() throws {
    try SceneFixtures.expectMatch("image-content-modes")
  }

  @Test("The Xamarin guide's AnimalCell with its image view; highlight, selection and the rules")
  func animalCellsAndRules() throws {
    try SceneFixtures.expectMatch("animal-cells-and-rules")
  }

  @Test("Edit menu above an item, kept inside the viewport")
  func editMenu() throws {
    try SceneFixtures.expectMatch("edit-menu")
  }

  @Test("Edit menu below an item in the top row, Chinese titles")
  func editMenuBelow() throws {
    try SceneFixtures.expectMatch("edit-menu-below-cjk")
  }

  @Test("Overview: the whole content, off-screen cells dimmed, the viewport outlined")
  func overview() throws {
    try SceneFixtures.expectMatch("overview")
  }

  @Test("Title label keys: weight, italic, colour, alignment, wrapping, scripts; a fixed-frame header label")
  func labelStyles() throws {
    try SceneFixtures.expectMatch("label-styles")
  }

  @Test(
    "Fills on the pixel grid are crisp at scale 1, 2 and 3: every pixel is a fill colour, none a blend",
    arguments: [1.0, 2, 3])
  func crispFills(scale: Double) throws {
    // Cells with integer frames and a content view scaled 0.5 (an integer inset of 10 points).
    let text = #"""
      {"bounds": {"width": 100, "height": 60}, "layout": {"type": "flow", "itemSize": {"width": 40, "height": 40},
       "minimumInteritemSpacing": 4, "sectionInset": 8},
       "sections": [{"itemCount": 2}],
       "style": {"cell": {"backgroundView": {"backgroundColor": "#FF9500"},
                          "contentView": {"backgroundColor": "#007AFF", "borderWidth": 0, "scale": 0.5}}}}
      """#
    var scene = try SceneDecoder.decode(Array(text.utf8), file: "crisp.json") { (name: String) throws(SceneError) in
      throw SceneError(kind: .unreadable, file: name, location: nil, reason: "no such file")
    }
    scene.scale = scale
    let pipeline = Pipeline(scene: scene)
    let image = try Renderer().rasterize(pipeline.displayList(at: pipeline.viewport()), scale: scale)
    #expect(image.width == Int(100 * scale) && image.height == Int(60 * scale))
    let rgba = image.rgba()
    let allowed: Set<[UInt8]> = [[255, 255, 255, 255], [0xFF, 0x95, 0x00, 255], [0x00, 0x7A, 0xFF, 255]]
    var blends = 0
    for offset in stride(from: 0, to: rgba.count, by: 4) where !allowed.contains(Array(rgba[offset..<offset + 4])) {
      blends += 1
    }
    #expect(blends == 0)
  }

  @Test("SVG and PDF of a scene with images and a menu: sizes in CSS pixels and points, each image embedded once")
  func vectorStructure() throws {
    let pipeline = try SceneFixtures.pipeline("animal-cells-and-rules")
    let svg = String(decoding: try pipeline.render(at: pipeline.viewport(), as: .svg), as: UTF8.self)
    #expect(svg.contains(#"width="420px""#) && svg.contains(#"height="76px""#))
    // Six cells show the same picture: one embedded image, used six times.
    #expect(svg.components(separatedBy: "<image").count - 1 == 1)
    #expect(svg.hasSuffix("</svg>\n"))
    let pdf = String(decoding: try pipeline.render(at: pipeline.viewport(), as: .pdf), as: UTF8.self)
    #expect(pdf.hasPrefix("%PDF-"))
    #expect(pdf.contains("/MediaBox [ 0 0 420 76 ]"))
    // The pattern is opaque: one image object, no soft mask.
    #expect(pdf.components(separatedBy: "/Subtype /Image").count - 1 == 1)
    #expect(pdf.hasSuffix("%%EOF\n"))
  }

  @Test("The overview's SVG and PDF pages are the overview's size")
  func overviewVectorSize() throws {
    let pipeline = try SceneFixtures.pipeline("overview")
    let size = pipeline.imageSize(at: pipeline.viewport())
    // 3 columns of 30 + 2 gaps of 10 + insets 10 = 130 wide (the bounds); 5 rows → 210 tall; margin 8.
    #expect(size == Size(width: 146, height: 226))
    let pdf = String(decoding: try pipeline.render(at: pipeline.viewport(), as: .pdf), as: UTF8.self)
    #expect(pdf.contains("/MediaBox [ 0 0 146 226 ]"))
    let svg = String(decoding: try pipeline.render(at: pipeline.viewport(), as: .svg), as: UTF8.self)
    #expect(svg.contains(#"width="146px""#) && svg.contains(#"height="226px""#))
    let png = try PNGCodec.decode(try pipeline.render(at: pipeline.viewport(), as: .png))
    #expect(png.width == 292 && png.height == 452)
  }

  @Test("Scenes with images and menus give the same PNG bytes on every run and thread")
  func deterministic() throws {
    let pipeline = try SceneFixtures.pipeline("edit-menu-below-cjk")
    let images = try SceneFixtures.pipeline("image-content-modes")
    let first = try pipeline.render(at: pipeline.viewport(), as: .png) + images.render(at: images.viewport(), as: .png)
    let results = ThreadedRuns.run(threads: 2, iterations: 2) {
      try pipeline.render(at: pipeline.viewport(), as: .png) + images.render(at: images.viewport(), as: .png)
    }
    for result in results {
      #expect(firstDifference(try result.get(), first) == nil)
    }
  }
}
