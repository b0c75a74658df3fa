import CairoBackend
import CollectionLayout
import Geometry
import SceneFile
import SceneModel
import Testing

@testable import CollectionRender

/// `snapToPixels`: every frame (and the scroll offset) rounded to device pixels before drawing,
/// so solid cells at fractional positions have no blended edge pixels; off, UIKit's fractional
/// frames stay soft.
@Suite struct PixelSnapTests {
  /// Solid blue cells, 20.3 points wide with 3.3-point gaps: every edge falls between pixels.
  static func scene(snap: Bool, offset: Double = 0) throws -> Scene {
    let text = """
      {"bounds": {"width": 100, "height": 60}, "scale": 2, "contentOffset": {"x": 0, "y": \(offset)},
       "layout": {"type": "flow", "itemSize": {"width": 20.3, "height": 20.3}, "minimumInteritemSpacing": 3.3,
                  "minimumLineSpacing": 3.3, "sectionInset": 1.1},
       "sections": [{"itemCount": 12}], "snapToPixels": \(snap),
       "style": {"backgroundColor": "white",
                 "cell": {"backgroundView": {"backgroundColor": "#0000FF"},
                          "contentView": {"backgroundColor": null, "borderWidth": 0, "scale": 1}}}}
      """
    return try SceneDecoder.decode(Array(text.utf8), file: "snap.json") { (name: String) throws(SceneError) in
      throw SceneError(kind: .unreadable, file: name, location: nil, reason: "no dataset")
    }
  }

  /// The distinct colours of the image.
  static func colours(_ scene: Scene) throws -> Set<UInt32> {
    let image = try Pipeline(scene: scene).rasterize(at: scene.viewport)
    var found = Set<UInt32>()
    image.withUnsafeBytes { raw in
      for y in 0..<image.height {
        for x in 0..<image.width {
          found.insert(raw.loadUnaligned(fromByteOffset: y * image.bytesPerRow + x * 4, as: UInt32.self))
        }
      }
    }
    return found
  }

  @Test func snappedCellsHaveNoBlendedEdges() throws {
    #expect(try Self.colours(Self.scene(snap: true)) == [0xFFFF_FFFF, 0xFF00_00FF], "white and blue only")
    #expect(try Self.colours(Self.scene(snap: true, offset: 0.3)).count == 2, "a fractional offset is rounded too")
    #expect(try Self.colours(Self.scene(snap: false)).count > 2, "fractional frames are soft, as in UIKit")
  }

  @Test func framesAreRoundedEdgeByEdge() throws {
    let pipeline = Pipeline(scene: try Self.scene(snap: true))
    let attributes = pipeline.attributesToDraw(at: pipeline.viewport())
    let snapped = pipeline.snappedToPixels(attributes)
    for (original, rounded) in zip(attributes, snapped) {
      for value in [rounded.frame.minX, rounded.frame.minY, rounded.frame.maxX, rounded.frame.maxY] {
        #expect((value * 2).rounded() == value * 2, "\(rounded.frame) is on the half-point grid")
      }
      #expect(abs(rounded.frame.minX - original.frame.minX) <= 0.25)
      #expect(abs(rounded.frame.maxX - original.frame.maxX) <= 0.25)
    }
    // The layout itself is never rounded: hit testing and the layout JSON keep UIKit's numbers
    // (a flow layout rounds origins as UIKit does, but the 20.3-point sizes stay).
    #expect(attributes.contains { ($0.frame.maxX * 2).rounded() != $0.frame.maxX * 2 })
  }
}
