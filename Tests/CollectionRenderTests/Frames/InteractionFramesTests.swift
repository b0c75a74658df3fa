import CollectionLayout
import CollectionRender
import Geometry
import Motion
import SceneFile
import SceneModel
import Testing

/// Interaction segments played by a frame batch (issue 7): what each frame draws, and the data
/// and layout later segments continue with.
@Suite struct InteractionFramesTests {
  /// 100×200 points, two columns of 50×50 cells without spacing, items titled by number, and
  /// `timeline` at 10 fps. `extra` adds top-level keys.
  static func batch(
    _ segments: String,
    layout: String =
      #"{"type": "flow", "itemSize": {"width": 50, "height": 50}, "minimumInteritemSpacing": 0, "#
      + #""minimumLineSpacing": 0}"#,
    sections: String = #"[{"itemCount": 12, "itemTitle": "{item}"}]"#
  ) throws -> FrameBatch {
    let text =
      #"{"bounds": {"width": 100, "height": 200}, "layout": \#(layout), "sections": \#(sections), "#
      + #""timeline": {"fps": 10, "segments": [\#(segments)]}}"#
    return try FrameBatch.of(sceneText: text)
  }

  static func titles(_ scene: Scene, section: Int = 0) -> [String] {
    let data = scene.sections[section]
    return (0..<data.itemCount).map { data.item(at: $0, section: section)?.title ?? "?" }
  }

  static func cell(_ attributes: [LayoutAttributes], _ item: Int) -> LayoutAttributes? {
    attributes.first { $0.element == .cell(ElementIndexPath(item: item, section: 0)) }
  }

  @Test("An ended reorder moves the item in the data for later segments (the Xamarin guide's MoveItem)")
  func reorderEndCarriesData() throws {
    let batch = try Self.batch(
      """
      {"type": "reorder", "touches": [{"t": 0, "at": {"item": 0}}, {"t": 0.1, "at": {"item": 0}}, {"t": 0.5,
       "at": {"item": 3}}]},
      {"type": "pause", "frames": 1}
      """)
    // 0.5 s of touches + 0.3 s settling at 10 fps, a pause of one frame, and the last frame.
    #expect(batch.plan.frameCount == 10)
    #expect(batch.frames[..<8].allSatisfy { $0.interactionTime != nil })
    #expect(batch.frames[8...].allSatisfy { $0.interactionTime == nil })
    // While dragging, the cells name the data at the start.
    #expect(Self.titles(batch.content(of: 4).pipeline.scene).prefix(4) == ["0", "1", "2", "3"])
    let last = batch.content(of: 9)
    #expect(Self.titles(last.pipeline.scene).prefix(5) == ["1", "2", "3", "0", "4"])
    // Item 3 of the new data (the moved "0") sits in slot 3: second row, right.
    #expect(Self.cell(last.attributes, 3)?.frame == Rect(x: 50, y: 50, width: 50, height: 50))
    // Mid-drag the moved item is under the finger, on top.
    #expect(Self.cell(batch.content(of: 4).attributes, 0)?.zIndex == Int.max)
  }

  @Test("A cancelled reorder leaves the data and the layout as they were")
  func reorderCancel() throws {
    let batch = try Self.batch(
      """
      {"type": "reorder", "touches": [{"t": 0, "at": {"item": 0}}, {"t": 0.5, "at": {"item": 3}}], "ending": "cancel"},
      {"type": "pause", "frames": 1}
      """)
    let first = batch.content(of: 0)
    let last = batch.content(of: batch.plan.frameCount - 1)
    #expect(Self.titles(last.pipeline.scene) == Self.titles(first.pipeline.scene))
    #expect(last.attributes == Pipeline(scene: batch.scene).visibleAttributes(at: last.viewport))
    // Half-way, the dragged item is away from its slot, on top.
    let middle = try #require(Self.cell(batch.content(of: 3).attributes, 0))
    #expect(middle.frame.origin != Point(x: 0, y: 0))
    #expect(middle.zIndex == Int.max)
  }

  @Test("A drag starting in a gap is a no-op: every frame is the still")
  func reorderInGap() throws {
    // Items 0…11 fill 0…300 high in two columns; 150 × 3 rows = the first 6 rows; (50, 320) is below them.
    let batch = try Self.batch(
      """
      {"type": "reorder", "touches": [{"t": 0, "at": {"point": {"x": 50, "y": 199}}}, {"t": 0.4, "at": {"item": 0}}]}
      """, sections: #"[{"itemCount": 5, "itemTitle": "{item}"}]"#)
    let still = batch.content(of: 0).attributes
    for index in 0..<batch.plan.frameCount {
      #expect(batch.content(of: index).attributes == still, "frame \(index)")
    }
    #expect(Self.titles(batch.content(of: batch.plan.frameCount - 1).pipeline.scene) == ["0", "1", "2", "3", "4"])
  }

  @Test("Waterfall: with staysWithSlot the moved item takes its new slot's size; with travelsWithItem it keeps its own")
  func waterfallSizing() throws {
    let sections =
      #"[{"items": [{"title": "a", "size": {"width": 50, "height": 30}}, {"title": "b", "size": {"width": 50, "#
      + #""height": 60}}, {"title": "c", "size": {"width": 50, "height": 90}}, {"title": "d", "size": {"width": "#
      + #"50, "height": 40}}]}]"#
    let layout = #"{"type": "waterfall", "columnCount": 2, "minimumColumnSpacing": 0, "minimumInteritemSpacing": 0}"#
    let own: [String: Double] = ["a": 30, "b": 60, "c": 90, "d": 40]
    for sizing in ["staysWithSlot", "travelsWithItem"] {
      let batch = try Self.batch(
        """
        {"type": "reorder", "sizing": "\(sizing)", "touches": [{"t": 0, "at": {"item": 0}}, {"t": 0.6,
         "at": {"item": 3}}, {"t": 0.7, "at": {"item": 3}}]},
        {"type": "pause", "frames": 1}
        """, layout: layout, sections: sections)
      let scene = batch.content(of: batch.plan.frameCount - 1).pipeline.scene
      let titles = Self.titles(scene)
      let heights = scene.sections[0].items.map { $0.size?.height ?? 0 }
      if sizing == "staysWithSlot" {
        // The Xamarin guide moves Numbers, not Heights: the slots keep their sizes.
        #expect(titles == ["b", "c", "d", "a"])
        #expect(heights == [30, 60, 90, 40])
      } else {
        // Each item keeps its own size (the layout changes while dragging, so the target may
        // differ: Abdullah's "jitter" with variable sizes).
        #expect(titles != ["a", "b", "c", "d"])
        #expect(zip(titles, heights).allSatisfy { own[$0.0] == $0.1 }, "\(titles) \(heights)")
      }
    }
  }

  @Test("An update draws new and deleted items together, then later segments show the new data")
  func updateCarriesData() throws {
    let batch = try Self.batch(
      """
      {"type": "update", "frames": 4, "curve": "linear", "sections": [{"items": [{"id": "x", "title": "X"}, {"id": 1,
       "title": "one"}, {"id": 3, "title": "three"}]}]},
      {"type": "scroll", "by": {"x": 0, "y": 0}, "frames": 1}
      """,
      sections:
        #"[{"items": [{"id": 0, "title": "zero"}, {"id": 1, "title": "one"}, {"id": 2, "title": "two"}, {"id": 3, "#
        + #""title": "three"}]}]"#
    )
    #expect(batch.plan.frameCount == 6)
    // Mid-update: the new data's three items, then the two deleted ones.
    let middle = batch.content(of: 2)
    #expect(Self.titles(middle.pipeline.scene) == ["X", "one", "three", "zero", "two"])
    // The inserted item fades in (the flow layout has no appearing attributes): alpha ½ at ½.
    #expect(Self.cell(middle.attributes, 0)?.alpha == 0.5)
    let last = batch.content(of: 5)
    #expect(Self.titles(last.pipeline.scene) == ["X", "one", "three"])
    #expect(last.attributes.filter { $0.element.category == .cell }.count == 3)
  }

  @Test("A transition's midpoint is the mean of both layouts; later segments use the new layout")
  func transitionMidpointAndAfter() throws {
    let batch = try Self.batch(
      """
      {"type": "transition", "frames": 2, "curve": "linear", "contentOffset": {"x": 0, "y": 0},
       "layout": {"type": "flow", "itemSize": {"width": 100, "height": 20}, "minimumInteritemSpacing": 0,
        "minimumLineSpacing": 0}},
      {"type": "scroll", "to": {"x": 0, "y": 40}, "frames": 1}
      """)
    // Item 3: (50, 50, 50×50) in the grid, (0, 60, 100×20) in the list.
    #expect(Self.cell(batch.content(of: 0).attributes, 3)?.frame == Rect(x: 50, y: 50, width: 50, height: 50))
    #expect(Self.cell(batch.content(of: 1).attributes, 3)?.frame == Rect(x: 25, y: 55, width: 75, height: 35))
    #expect(Self.cell(batch.content(of: 2).attributes, 3)?.frame == Rect(x: 0, y: 60, width: 100, height: 20))
    let after = batch.content(of: 3)
    #expect(after.viewport.contentOffset == Point(x: 0, y: 40))
    #expect(Self.cell(after.attributes, 3)?.frame == Rect(x: 0, y: 60, width: 100, height: 20))
    #expect(batch.frames[3].state.state.stage == 1)
  }

  @Test("An animated bounds change: the viewport grows frame by frame; without a length it is instant")
  func animatedBounds() throws {
    let batch = try Self.batch(
      """
      {"type": "bounds", "size": {"width": 200, "height": 100}, "frames": 2, "curve": "linear"},
      {"type": "bounds", "size": {"width": 100, "height": 200}}
      """)
    #expect(batch.plan.frameCount == 3)
    #expect(
      batch.frames.map(\.state.state.boundsSize) == [
        Size(width: 100, height: 200), Size(width: 150, height: 150), Size(width: 100, height: 200),
      ])
  }

  @Test("Taps follow the scene's shouldHighlight/shouldSelect: highlight while down, selection on up")
  func taps() throws {
    let batch = try Self.batch(
      """
      {"type": "taps", "taps": [{"at": {"item": 1}, "down": 0.1, "up": 0.3}, {"at": {"item": 2}, "down": 0.5,
       "up": 0.6},
                                {"at": {"item": 3}, "down": 0.8, "up": 0.9}]}
      """,
      sections:
        #"[{"itemCount": 6, "items": ["0", "1", {"title": "2", "shouldHighlight": false}, {"title": "3", "#
        + #""shouldSelect": false}]}]"#
    )
    // 0.9 s + 0.3 s at 10 fps.
    #expect(batch.plan.frameCount == 13)
    func state(_ index: Int) -> (selected: [Int], highlighted: [Int]) {
      let state = batch.frames[index].state.state
      return (state.selected.map(\.item), state.highlighted.map(\.item))
    }
    #expect(state(0) == ([], []))
    #expect(state(2) == ([], [1]))
    #expect(state(3) == ([1], []))
    #expect(state(5) == ([1], []), "item 2 refuses highlighting: nothing happens")
    #expect(state(8) == ([1], [3]))
    #expect(state(12) == ([1], []), "item 3 highlights but refuses selection")
    // The composer draws the highlighted item highlighted.
    #expect(batch.content(of: 2).pipeline.scene.sections[0].items[1].isHighlighted)
  }

  @Test("A touch naming an item the layout lacks is an error naming the segment")
  func missingItem() throws {
    #expect(throws: MotionError.self) {
      _ = try Self.batch(#"{"type": "reorder", "touches": [{"t": 0, "at": {"item": 99}}]}"#)
    }
    do {
      _ = try Self.batch(#"{"type": "taps", "taps": [{"at": {"item": 99}, "down": 0, "up": 0.1}]}"#)
    } catch let error as MotionError {
      #expect(error.description == "t.json: $.timeline.segments[0]: no item 99 in section 0")
    }
  }
}
