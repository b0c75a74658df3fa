import CollectionLayout
import DisplayList
import Geometry
import SceneModel
import Testing

@testable import CollectionRender

/// The overview's reuse annotation (`samples/docs/03-cell-reuse.json`, the Xamarin guide's
/// cell-reuse figure): the cells queued and dequeued come from the layout's rect queries at the
/// two offsets, and the image shows them.
@Suite("Cell reuse in an overview")
struct ReuseOverviewTests {
  static func scene(from: Point? = nil, direction: LayoutDirection = .leftToRight) throws -> Scene {
    var scene = try SceneLoader.load(path: SampleScenesTests.samples + "/docs/03-cell-reuse.json")
    if let from { scene.overview?.reuse?.from = from }
    scene.traits.layoutDirection = direction
    return scene
  }

  static func items(_ attributes: [LayoutAttributes]) -> [Int] { attributes.map(\.element.indexPath.item) }

  @Test("Scrolled by one row: that row is queued, the row that came is dequeued")
  func oneRow() throws {
    let pipeline = Pipeline(scene: try Self.scene())
    let change = try #require(pipeline.reuseChange(at: pipeline.viewport()))
    #expect(Self.items(change.queued) == [4, 5, 6, 7])
    #expect(Self.items(change.dequeued) == [16, 17, 18, 19])
    #expect(change.previousBounds == Rect(x: 0, y: 81, width: 320, height: 230))
  }

  @Test("From the top: two rows each way; from the same offset: nothing; no annotation: nil")
  func otherOffsets() throws {
    let fromTop = Pipeline(scene: try Self.scene(from: Point(x: 0, y: 0)))
    let change = try #require(fromTop.reuseChange(at: fromTop.viewport()))
    #expect(Self.items(change.queued) == Array(0...7))
    #expect(Self.items(change.dequeued) == Array(12...19))

    let still = Pipeline(scene: try Self.scene(from: Point(x: 0, y: 155)))
    let none = try #require(still.reuseChange(at: still.viewport()))
    #expect(none.queued.isEmpty && none.dequeued.isEmpty)

    var plain = try Self.scene()
    plain.overview?.reuse = nil
    let pipeline = Pipeline(scene: plain)
    #expect(pipeline.reuseChange(at: pipeline.viewport()) == nil)
  }

  @Test("Right to left: the mirrored grid queues and dequeues the same items")
  func rightToLeft() throws {
    let pipeline = Pipeline(scene: try Self.scene(direction: .rightToLeft))
    let change = try #require(pipeline.reuseChange(at: pipeline.viewport()))
    #expect(Self.items(change.queued) == [4, 5, 6, 7])
    #expect(Self.items(change.dequeued) == [16, 17, 18, 19])
  }

  static func pixel(_ image: RasterImage, _ x: Double, _ y: Double, scale: Double = 2) -> Color {
    // Premultiplied 0xAARRGGBB; the overview is opaque.
    let word = image.pixel(x: Int(x * scale), y: Int(y * scale))
    return Color(red8: Int((word >> 16) & 0xFF), green8: Int((word >> 8) & 0xFF), blue8: Int(word & 0xFF))
  }

  @Test("The image: badges on the queued and dequeued cells, the queued cells in the queue")
  func image() throws {
    let scene = try Self.scene()
    let pipeline = Pipeline(scene: scene)
    let viewport = pipeline.viewport()
    var plain = scene
    plain.overview?.reuse = nil
    let plainSize = Pipeline(scene: plain).imageSize(at: viewport)
    let size = pipeline.imageSize(at: viewport)
    // The queue (96 points) and the arrows' space (64) beside the content.
    #expect(size == Size(width: plainSize.width + 160, height: plainSize.height))

    let image = try pipeline.rasterize(at: viewport)
    let annotation = try #require(scene.overview?.reuse)
    // The overview starts 20 points before the content: item 4's cell is at (16, 90) in the
    // content, so its 14-point badge is centred on (20 + 48, 20 + 90), item 16's on (20 + 48,
    // 20 + 312); a point of each pill above its text.
    #expect(Self.pixel(image, 68, 104).description == annotation.queuedColor.description)
    #expect(Self.pixel(image, 68, 326).description == annotation.dequeuedColor.description)
    // Item 8 stayed on screen: no badge, the cell's orange background view.
    #expect(Self.pixel(image, 68, 184).description == "#FF8000")
    // In the queue (x 404…500, after the content's right edge at 340 and the arrows' 64), the
    // first queued cell at full opacity, 64 points wide at (420, 50): the cell's orange.
    let orange = try #require(scene.style.cell.backgroundView.backgroundColor)
    #expect(Self.pixel(image, 423, 53).description == orange.description)
    // The same cell in the content is dimmed.
    #expect(Self.pixel(image, 39, 113).description != orange.description)
  }
}
