import CollectionLayout
import Geometry
import Motion
import SceneFile
import SceneModel
import Testing

@testable import CollectionRender

/// A timeline is written once, for left to right: in right to left a mirrored layout's touch
/// points are mirrored with its frames (x′ = contentWidth − x), so the same items are tapped and
/// dragged.
@Suite("Right-to-left touches")
struct RightToLeftTouchesTests {
  /// The playbacks' manifest descriptions (tap events with their items, a drag's source and
  /// move), in segment order.
  static func summaries(_ batch: FrameBatch) -> [String] {
    batch.playbacks.sorted { $0.key < $1.key }.map {
      JSONText.object($0.value.summary).text(in: JSONLayout(spaced: true, objectLineLevels: 0, arrayLineLevels: 0))
    }
  }

  static func batch(_ scene: String, direction: String) throws -> FrameBatch {
    let text = scene.replacingOccurrences(of: "DIRECTION", with: direction)
    return try FrameBatch.of(sceneText: text)
  }

  @Test("samples/interactions/tap-select.json in right to left selects the same items")
  func tapSelectSample() throws {
    let path = SampleScenesTests.samples + "/interactions/tap-select.json"
    var results: [[String]] = []
    for direction in ["leftToRight", "rightToLeft"] {
      let document = try SceneLoader.loadDocument(
        path: path, traits: [TraitAssignment(name: "layoutDirection", value: direction)])
      let timeline = try #require(document.timeline)
      results.append(Self.summaries(try FrameBatch(scene: document.scene, timeline: timeline)))
    }
    #expect(results[0] == results[1])
    // Item 4 selected, item 7 only highlighted, item 10 refuses; the last tap, a point in a gap,
    // touches nothing in either direction.
    #expect(results[0].first?.contains(#""kind": "select", "item": {"section": 0, "item": 4}"#) == true, "\(results)")
    #expect(results[0].first?.contains(#""time": 2.2"#) == false)
  }

  /// Three 50-point columns, nothing between them: the point (25, 25) is item 0 in left to right,
  /// and in right to left (150 − 25, 25) is, where the mirrored item 0 is.
  static let grid = #"""
    {"bounds": {"width": 150, "height": 200}, "traits": {"layoutDirection": "DIRECTION"},
     "layout": {"type": "flow", "itemSize": {"width": 50, "height": 50}, "minimumInteritemSpacing": 0,
                "minimumLineSpacing": 0},
     "sections": [{"itemCount": 9, "itemTitle": "{item}"}],
     "timeline": {"fps": 10, "segments": [
       {"type": "taps", "taps": [{"at": {"point": {"x": 25, "y": 25}}, "down": 0, "up": 0.2},
                                 {"at": {"point": {"x": 125, "y": 75}}, "down": 0.4, "up": 0.6}]},
       {"type": "reorder", "touches": [{"t": 0, "at": {"point": {"x": 25, "y": 25}}},
         {"t": 0.2, "at": {"point": {"x": 25, "y": 25}}}, {"t": 0.8, "at": {"point": {"x": 125, "y": 125}}}]}
     ]}}
    """#

  @Test("Point taps and a point drag name the same items in both directions")
  func pointTouchesInAGrid() throws {
    let leftToRight = Self.summaries(try Self.batch(Self.grid, direction: "leftToRight"))
    let rightToLeft = Self.summaries(try Self.batch(Self.grid, direction: "rightToLeft"))
    #expect(leftToRight == rightToLeft)
    #expect(leftToRight[0].contains(#""item": {"section": 0, "item": 0}"#))
    #expect(leftToRight[0].contains(#""item": {"section": 0, "item": 5}"#))
    #expect(leftToRight[1].contains(#""move": {"from": {"section": 0, "item": 0}, "to": {"section": 0, "item": 8}}"#))
  }

  @Test("In right to left the tapped cell is drawn selected at the mirrored place")
  func selectedCellIsMirrored() throws {
    let batch = try Self.batch(Self.grid, direction: "rightToLeft")
    // After the first tap's release: item 0 selected, drawn in the top right corner.
    let index = try #require(
      batch.frames.firstIndex { $0.state.state.selected.contains(ElementIndexPath(item: 0, section: 0)) })
    let content = batch.content(of: index)
    let cell = try #require(content.attributes.first { $0.element == .cell(ElementIndexPath(item: 0, section: 0)) })
    #expect(cell.frame == Rect(x: 100, y: 0, width: 50, height: 50))
  }

  @Test("A horizontally scrolling flow: offsets count from the leading edge, points are mirrored")
  func horizontalFlow() throws {
    let scene = #"""
      {"bounds": {"width": 100, "height": 100}, "traits": {"layoutDirection": "DIRECTION"},
       "layout": {"type": "flow", "scrollDirection": "horizontal", "itemSize": {"width": 50, "height": 100},
                  "minimumInteritemSpacing": 0, "minimumLineSpacing": 0},
       "sections": [{"itemCount": 6, "itemTitle": "{item}"}],
       "timeline": {"fps": 10, "segments": [
         {"type": "taps", "taps": [{"at": {"point": {"x": 75, "y": 50}}, "down": 0, "up": 0.2}]}]}}
      """#
    let leftToRight = try Self.batch(scene, direction: "leftToRight")
    let rightToLeft = try Self.batch(scene, direction: "rightToLeft")
    #expect(Self.summaries(leftToRight) == Self.summaries(rightToLeft))
    #expect(Self.summaries(leftToRight)[0].contains(#""item": {"section": 0, "item": 1}"#))
    // The taps' frames show the leading end, as the scene's render does: items 0 and 1, on the
    // right in right to left; the state's offset is the authored one.
    let frame = rightToLeft.content(of: 1)
    #expect(frame.viewport.contentOffset == Point(x: 200, y: 0))
    #expect(rightToLeft.frames[1].state.state.contentOffset == Point(x: 0, y: 0))
    let visible = Set(frame.attributes.map(\.element))
    #expect(visible == [.cell(ElementIndexPath(item: 0, section: 0)), .cell(ElementIndexPath(item: 1, section: 0))])
  }
}
