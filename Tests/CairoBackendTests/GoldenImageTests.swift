import CairoBackend
import DisplayList
import Geometry
import Testing

/// Pixel goldens for every visual feature of the backend (see `Support/GoldenImage.swift` for
/// recording and failure artefacts).
@Suite("Golden images")
struct GoldenImageTests {
  @Test("A cell's three layers: orange background, green selected background, scaled content")
  func cellLayers() throws {
    try GoldenImage.expectMatch("cell-layers", Scenes.cellLayers, scale: 2)
  }

  @Test("The same cells at scale 1 and 3 stay crisp")
  func cellLayersAtOtherScales() throws {
    try GoldenImage.expectMatch("cell-layers@1x", Scenes.cellLayers, scale: 1)
    try GoldenImage.expectMatch("cell-layers@3x", Scenes.cellLayers, scale: 3)
  }

  @Test("Rounded corners, capsules and borders drawn inside the rectangle")
  func roundedCornersAndBorders() throws {
    try GoldenImage.expectMatch("rounded-corners-border", Scenes.roundedCorners, scale: 2)
  }

  @Test("Group opacity as one layer, scale and rotation transforms, group clip")
  func groupOpacityAndTransforms() throws {
    try GoldenImage.expectMatch("group-opacity-transform", Scenes.groupOpacityAndScale, scale: 2)
  }

  @Test("English, Spanish, Italian, Chinese and Korean text (CJK through font fallback)")
  func multilingualText() throws {
    try GoldenImage.expectMatch("text-multilingual", Scenes.multilingualText, scale: 2)
  }

  @Test("Wrapping to a line limit with an end ellipsis; head, middle and clip truncation")
  func wrappingAndTruncation() throws {
    try GoldenImage.expectMatch("text-wrapping-truncation", Scenes.wrappingAndTruncation, scale: 2)
  }

  @Test("Hebrew and Arabic align right with natural alignment")
  func rightToLeftNaturalAlignment() throws {
    try GoldenImage.expectMatch("text-right-to-left", Scenes.rightToLeftText, scale: 2)
  }

  @Test("A transparent background stays transparent")
  func transparentBackground() throws {
    let list = DisplayList(
      size: Size(width: 40, height: 30), background: nil,
      nodes: [
        .shape(ShapeNode(rect: Rect(x: 5, y: 5, width: 30, height: 20), cornerRadius: 6, fill: Scenes.orange)),
        .shape(
          ShapeNode(rect: Rect(x: 10, y: 10, width: 20, height: 10), fill: Color(red: 0, green: 0, blue: 1, alpha: 0.4))
        ),
      ])
    try GoldenImage.expectMatch("transparent-background", list, scale: 2)
  }
}
