import CairoBackend
import DisplayList
import Geometry
import Testing

@Suite("Renderer sizes and errors")
struct RendererTests {
  @Test(
    "PNG pixel size is round(size × scale)",
    arguments: [(1.0, 80, 61), (2.0, 161, 121), (3.0, 241, 182)])
  func pixelSizes(scale: Double, width: Int, height: Int) throws {
    let list = DisplayList(size: Size(width: 80.4, height: 60.6), background: .white, nodes: [])
    let image = try Renderer().rasterize(list, scale: scale)
    #expect(image.width == width && image.height == height)
    let decoded = try PNGCodec.decode(Renderer().render(list, as: .png, scale: scale))
    #expect(decoded.width == width && decoded.height == height)
  }

  @Test("The background fills every pixel; nil leaves them transparent")
  func background() throws {
    let size = Size(width: 3, height: 2)
    let filled = try Renderer().rasterize(DisplayList(size: size, background: Scenes.orange, nodes: []), scale: 1)
    #expect(filled.rgba() == Array([[255, 0x95, 0, 255]].joined().map { UInt8($0) }).repeated(6))
    let clear = try Renderer().rasterize(DisplayList(size: size, background: nil, nodes: []), scale: 1)
    #expect(clear.rgba() == [UInt8](repeating: 0, count: 24))
  }

  @Test("Over the 100-megapixel budget is refused before allocating")
  func pixelBudget() {
    let list = DisplayList(size: Size(width: 10_001, height: 10_000), background: .white, nodes: [])
    #expect {
      try Renderer().rasterize(list, scale: 1)
    } throws: { error in
      guard case RenderError.tooLarge(10_001, 10_000) = error else { return false }
      return "\(error)".contains("100 megapixels")
    }
  }

  @Test("A side over Cairo's 32767-pixel limit is refused")
  func dimensionLimit() {
    let list = DisplayList(size: Size(width: 20_000, height: 10), background: .white, nodes: [])
    #expect(throws: RenderError.self) { try Renderer().render(list, as: .png, scale: 2) }
    #expect(throws: RenderError.self) { try Renderer().render(list, as: .png, scale: .infinity) }
  }

  @Test(
    "Zero, negative and non-finite sizes or scales are errors",
    arguments: [
      (Size(width: 0, height: 10), 1.0), (Size(width: 10, height: 10), 0), (Size(width: 10, height: 10), -2),
      (Size(width: .nan, height: 10), 1), (Size(width: 10, height: 10), .nan),
    ])
  func invalidSizes(size: Size, scale: Double) {
    let list = DisplayList(size: size, background: .white, nodes: [])
    // Matched by case: NaN payloads never compare equal.
    #expect {
      try Renderer().rasterize(list, scale: scale)
    } throws: { error in
      if case RenderError.invalidSize = error { true } else { false }
    }
  }

  @Test("A singular transform or zero opacity draws nothing and is not an error")
  func degenerateGroups() throws {
    let square = DisplayNode.shape(ShapeNode(rect: Rect(x: 0, y: 0, width: 10, height: 10), fill: .black))
    let list = DisplayList(
      size: Size(width: 10, height: 10), background: .white,
      nodes: [
        .group(DisplayGroup(transform: .scale(0, 0), children: [square])),
        .group(DisplayGroup(opacity: 0, children: [square])),
      ])
    let image = try Renderer().rasterize(list, scale: 1)
    #expect(image.rgba().allSatisfy { $0 == 255 })
    #expect(try Renderer().render(list, as: .pdf, scale: 1).count > 0)
  }

  @Test("Errors describe themselves in one line")
  func descriptions() {
    let error = RenderError.tooLarge(width: 16_000, height: 16_000)
    #expect(error.description == "16000×16000 pixels is too large (at most 32767 pixels a side and 100 megapixels)")
    #expect(
      RenderError.cairo(operation: "draw", status: "out of memory").description == "Cairo failed to draw: out of memory"
    )
  }
}

extension Array {
  fileprivate func repeated(_ count: Int) -> [Element] { Array([[Element]](repeating: self, count: count).joined()) }
}
