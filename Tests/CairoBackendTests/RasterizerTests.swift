import CairoBackend
import DisplayList
import Geometry
import Testing

/// A rasterizer reused for many display lists (the frames of an animation) keeps its memory and
/// its laid-out labels, and gives the pixels of a fresh render every time.
@Suite("Rasterizer")
struct RasterizerTests {
  /// A scrolled grid of numbered cells, as a frame of an animation shows it: `offset` moves every
  /// cell up, so consecutive frames share most labels at new positions.
  static func frame(offset: Double, columns: Int = 4, rows: Int = 5) -> DisplayList {
    var nodes: [DisplayNode] = []
    for row in 0..<rows {
      for column in 0..<columns {
        let frame = Rect(x: 6 + Double(column) * 48, y: 6 + Double(row) * 48 - offset, width: 42, height: 42)
        nodes.append(Scenes.cell(frame, number: row * columns + column, selected: (row + column) % 3 == 0))
      }
    }
    return DisplayList(size: Size(width: 200, height: 160), background: .white, nodes: nodes)
  }

  /// Frames, multilingual and right-to-left text, translucent and scaled groups, one after another.
  static let sequence: [DisplayList] =
    (0..<6).map { frame(offset: Double($0) * 7) } + [
      DeterminismTests.scene, Scenes.multilingualText, Scenes.rightToLeftText, Scenes.groupOpacityAndScale,
      frame(offset: 3),
    ]

  @Test("Each display list drawn with one rasterizer has a fresh render's pixels", arguments: [1.0, 2.0])
  func reusedRasterizerMatchesRenderer(scale: Double) throws {
    let rasterizer = Rasterizer()
    for (index, list) in Self.sequence.enumerated() {
      let reused = try rasterizer.rasterize(list, scale: scale)
      let fresh = try Renderer().rasterize(list, scale: scale)
      #expect(reused.width == fresh.width && reused.height == fresh.height)
      #expect(firstDifference(reused.pixels, fresh.pixels) == nil, "display list \(index)")
    }
    #expect(rasterizer.textLayoutCount > 0)
  }

  @Test("The laid-out labels kept never exceed the capacity, and the pixels do not depend on it")
  func textLayoutsAreBounded() throws {
    // 20 labels a frame against room for 8: every frame overflows the cache.
    let small = Rasterizer(textLayoutCapacity: 8)
    let large = Rasterizer(textLayoutCapacity: 1000)
    for offset in stride(from: 0.0, to: 120, by: 12) {
      let list = Self.frame(offset: offset)
      let bounded = try small.rasterize(list, scale: 2)
      #expect(small.textLayoutCount <= 8)
      let roomy = try large.rasterize(list, scale: 2)
      #expect(firstDifference(bounded.pixels, roomy.pixels) == nil, "offset \(offset)")
      #expect(firstDifference(bounded.pixels, try Renderer().rasterize(list, scale: 2).pixels) == nil)
    }
    // The roomy cache kept every distinct label (20 numbers, one device scale).
    #expect(large.textLayoutCount == 20)
    #expect(Rasterizer(textLayoutCapacity: 0).textLayoutCapacity == 1)
  }

  @Test("An image still held keeps its pixels when the next one is drawn")
  func heldImageIsNotOverwritten() throws {
    let rasterizer = Rasterizer()
    let first = try rasterizer.rasterize(Self.frame(offset: 0), scale: 1)
    let second = try rasterizer.rasterize(Self.frame(offset: 30), scale: 1)
    #expect(firstDifference(first.pixels, try Renderer().rasterize(Self.frame(offset: 0), scale: 1).pixels) == nil)
    #expect(first.pixels != second.pixels)
  }

  @Test("A new size after another gives that size's pixels")
  func sizeChanges() throws {
    let rasterizer = Rasterizer()
    for list in [Self.frame(offset: 0), Scenes.multilingualText, Self.frame(offset: 5)] {
      let image = try rasterizer.rasterize(list, scale: 2)
      #expect(firstDifference(image.pixels, try Renderer().rasterize(list, scale: 2).pixels) == nil)
    }
  }
}
