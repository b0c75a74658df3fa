import CollectionLayout
import Foundation
import Geometry
import Motion
import SceneFile
import SceneModel
import Testing

/// The timeline's interaction segments (issue 7): `transition`, animated `bounds`, `update`,
/// `reorder`, `taps` — every key, and every bad input with its JSON path.
@Suite struct InteractionSegmentDecodingTests {
  static func decode(_ segments: String, file: String = "t.json") throws(SceneError) -> [Segment] {
    let text =
      #"{"bounds": {"width": 100, "height": 100}, "sections": [{"itemCount": 40}], "#
      + #""timeline": {"segments": [\#(segments)]}}"#
    let bytes = Array(text.utf8)
    return try TimelineDecoder.decode(sceneBytes: bytes, file: file)!.segments
  }

  /// The error for `segments`, as `location: reason`.
  static func error(_ segments: String) -> String {
    do {
      _ = try decode(segments)
      return "no error"
    } catch {
      return "\(error.location?.description ?? ""): \(error.reason)"
    }
  }

  static func payload<T>(_ segment: Segment, as type: T.Type) -> T? {
    switch segment.action {
    case .transition(let transition): transition as? T
    case .update(let update): update as? T
    case .reorder(let reorder): reorder as? T
    case .taps(let taps): taps as? T
    default: nil
    }
  }

  @Test func transition() throws {
    let segments = try Self.decode(
      """
      {"type": "transition", "layout": {"type": "circle"}},
      {"type": "transition", "layout": {"type": "line", "itemSize": {"width": 50, "height": 50}}, "frames": 12,
       "curve": "linear", "contentOffset": {"x": 10, "y": 0}}
      """)
    let first = try #require(Self.payload(segments[0], as: TransitionSegment.self))
    #expect(segments[0].type == "transition")
    #expect(first.length == .seconds(0.3))
    #expect(first.curve == .easeInOut)
    #expect(first.contentOffset == nil)
    #expect(first.layout is CircleLayout, "not a circle: \(first.layout)")
    let second = try #require(Self.payload(segments[1], as: TransitionSegment.self))
    #expect(second.length == .frames(12))
    #expect(second.curve == .linear)
    #expect(second.contentOffset == Point(x: 10, y: 0))
    let line = try #require(second.layout as? LineLayout)
    #expect(line.itemSize == Size(width: 50, height: 50))
    #expect(segments[0].action.isAnimatedInteraction)
  }

  @Test("bounds: without a length instant as before; with one animated")
  func bounds() throws {
    let segments = try Self.decode(
      """
      {"type": "bounds", "size": {"width": 200, "height": 80}},
      {"type": "bounds", "size": {"width": 80, "height": 200}, "duration": 0.5, "curve": "ease-out"}
      """)
    #expect(segments[0].action == .bounds(BoundsChange(size: Size(width: 200, height: 80))))
    #expect(!segments[0].action.isAnimatedInteraction)
    #expect(
      segments[1].action
        == .bounds(BoundsChange(size: Size(width: 80, height: 200), length: .seconds(0.5), curve: .easeOut)))
    #expect(segments[1].action.isAnimatedInteraction)
  }

  @Test("update: inline sections or a dataset relative to the scene; items keep their id")
  func update() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("update-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(#"{"sections": [{"items": [{"id": 7, "title": "seven"}, {"id": "b"}]}]}"#.utf8)
      .write(to: folder.appendingPathComponent("after.json"))
    let segments = try Self.decode(
      """
      {"type": "update", "dataset": "after.json", "duration": 0.4},
      {"type": "update", "sections": [{"itemCount": 3}], "curve": "linear", "contentOffset": {"x": 0, "y": 5}}
      """, file: folder.appendingPathComponent("scene.json").path)
    let first = try #require(Self.payload(segments[0], as: UpdateSegment.self))
    #expect(first.sections[0].items.map(\.id) == ["7", "b"])
    #expect(first.sections[0].items[0].title == "seven")
    #expect(first.length == .seconds(0.4))
    #expect(first.datasetFile == folder.appendingPathComponent("after.json").path)
    let second = try #require(Self.payload(segments[1], as: UpdateSegment.self))
    #expect(second.sections[0].itemCount == 3)
    #expect(second.length == .seconds(0.3))
    #expect(second.contentOffset == Point(x: 0, y: 5))
  }

  @Test func reorder() throws {
    let segments = try Self.decode(
      """
      {"type": "reorder", "touches": [{"t": 0, "at": {"item": {"section": 0, "item": 1}}},
                                      {"t": 0.8, "at": {"point": {"x": 215, "y": 35}}},
                                      {"t": 1.4, "at": {"item": 6}}],
       "ending": "cancel", "sizing": "travelsWithItem", "anchor": "grabOffset", "liftScale": 1.1,
       "canMoveItem": {"except": [{"section": 0, "item": 4}]}, "allowsMovingAcrossSections": false,
       "animationDuration": 0.25, "touchEventRate": 120, "curve": "linear"},
      {"type": "reorder", "touches": [{"t": 0, "at": {"point": {"x": 1, "y": 2}}}]}
      """)
    let first = try #require(Self.payload(segments[0], as: ReorderSegment.self))
    #expect(first.touches.map(\.time) == [0, 0.8, 1.4])
    #expect(
      first.touches.map(\.location) == [
        .item(ElementIndexPath(item: 1, section: 0)), .point(Point(x: 215, y: 35)),
        .item(ElementIndexPath(item: 6, section: 0)),
      ])
    #expect(first.ending == .cancel)
    #expect(first.sizing == .travelsWithItem)
    #expect(first.anchor == .grabOffset)
    #expect(first.liftScale == 1.1)
    #expect(first.canMoveItem == .except([ElementIndexPath(item: 4, section: 0)]))
    #expect(!first.allowsMovingAcrossSections)
    #expect(first.animationDuration == 0.25)
    #expect(first.touchEventRate == 120)
    #expect(first.curve == .linear)
    let second = try #require(Self.payload(segments[1], as: ReorderSegment.self))
    #expect(second.ending == .end)
    #expect(second.sizing == .staysWithSlot)
    #expect(second.anchor == .touch)
    #expect(second.liftScale == 1)
    #expect(second.canMoveItem == .always)
    #expect(second.animationDuration == 0.3)
    #expect(second.touchEventRate == 60)
  }

  @Test func taps() throws {
    let segments = try Self.decode(
      """
      {"type": "taps", "duration": 1.5,
       "rules": {"shouldHighlight": true, "shouldSelect": {"only": [{"section": 0, "item": 3}]},
        "shouldDeselect": false,
                 "allowsMultipleSelection": true},
       "taps": [{"at": {"item": {"section": 0, "item": 5}}, "down": 0.2, "up": 0.45},
                {"at": {"point": {"x": 65, "y": 35}}, "down": 0.8, "up": 0.9, "upAt": {"point": {"x": 200, "y": 35}}}]},
      {"type": "taps", "taps": [{"at": {"item": 2}, "down": 0, "up": 0}]}
      """)
    let first = try #require(Self.payload(segments[0], as: TapsSegment.self))
    #expect(first.length == .seconds(1.5))
    #expect(first.shouldHighlight == .always)
    #expect(first.shouldSelect == .only([ElementIndexPath(item: 3, section: 0)]))
    #expect(first.shouldDeselect == .never)
    #expect(first.allowsMultipleSelection)
    #expect(first.taps.count == 2)
    #expect(first.taps[1].upLocation == .point(Point(x: 200, y: 35)))
    let second = try #require(Self.payload(segments[1], as: TapsSegment.self))
    #expect(second.length == nil)
    #expect(second.shouldHighlight == nil, "the scene's rules")
    #expect(second.shouldSelect == nil)
    #expect(second.shouldDeselect == .always)
  }

  @Test(
    "Bad inputs: one line each, with the JSON path",
    arguments: [
      (
        #"{"type": "transiton", "layout": {"type": "circle"}}"#,
        #"$.timeline.segments[0].type: unknown segment type "transiton" (did you mean "transition"?)"#
      ),
      (#"{"type": "transition"}"#, "$.timeline.segments[0]: a transition needs \"layout\""),
      (
        #"{"type": "transition", "layout": {"type": "circle"}, "durration": 1}"#,
        #"$.timeline.segments[0].durration: unknown key "durration" (did you mean "duration"?)"#
      ),
      (#"{"type": "transition", "layout": {"type": "grid"}}"#, "$.timeline.segments[0].layout.type:"),
      (
        #"{"type": "transition", "layout": {"type": "circle"}, "duration": -1}"#,
        "$.timeline.segments[0].duration: must not be negative"
      ),
      (
        #"{"type": "transition", "layout": {"type": "circle"}, "duration": 1, "frames": 3}"#,
        "$.timeline.segments[0].frames: give either"
      ),
      (
        #"{"type": "bounds", "size": {"width": 10, "height": 10}, "curve": "linear"}"#,
        "$.timeline.segments[0].curve: a curve needs"
      ),
      (
        #"{"type": "bounds", "size": {"width": 10, "height": 10}, "duration": 1e999}"#,
        "$.timeline.segments[0].duration: number is out of range"
      ),
      (#"{"type": "update"}"#, "$.timeline.segments[0]: an update needs \"dataset\""),
      (#"{"type": "update", "dataset": "nowhere.json"}"#, "no such file"),
      (#"{"type": "update", "dataset": "a.json", "sections": []}"#, "$.timeline.segments[0].dataset: give either"),
      (
        #"{"type": "update", "sections": [{"items": [{"id": ""}]}]}"#,
        "$.timeline.segments[0].sections[0].items[0].id: must not be empty"
      ),
      (
        #"{"type": "update", "sections": [{"items": [{"id": true}]}]}"#,
        "$.timeline.segments[0].sections[0].items[0].id: expected a string or a number"
      ),
      (#"{"type": "reorder"}"#, "$.timeline.segments[0]: a reorder needs \"touches\""),
      (#"{"type": "reorder", "touches": []}"#, "$.timeline.segments[0].touches: must hold at least one touch"),
      (
        #"{"type": "reorder", "touches": [{"t": 1, "at": {"item": 0}}, {"t": 0.5, "at": {"item": 1}}]}"#,
        "$.timeline.segments[0].touches[1].t: touches must be in time order"
      ),
      (#"{"type": "reorder", "touches": [{"t": 0}]}"#, "$.timeline.segments[0].touches[0]: missing \"at\""),
      (
        #"{"type": "reorder", "touches": [{"t": 0, "at": {"item": 0, "point": {"x": 0}}}]}"#,
        "$.timeline.segments[0].touches[0].at.point: give either \"item\" or \"point\""
      ),
      (
        #"{"type": "reorder", "touches": [{"t": 0, "at": {"item": -1}}]}"#,
        "$.timeline.segments[0].touches[0].at.item: must not be negative"
      ),
      (
        #"{"type": "reorder", "touches": [{"t": 0, "at": {"item": 0}}], "ending": "drop"}"#,
        #"$.timeline.segments[0].ending: "drop" is not one of: end, cancel"#
      ),
      (
        #"{"type": "reorder", "touches": [{"t": 0, "at": {"item": 0}}], "sizing": "keep"}"#,
        "$.timeline.segments[0].sizing:"
      ),
      (
        #"{"type": "reorder", "touches": [{"t": 0, "at": {"item": 0}}], "liftScale": 0}"#,
        "$.timeline.segments[0].liftScale: must be ≥ 0.1"
      ),
      (
        #"{"type": "reorder", "touches": [{"t": 0, "at": {"item": 0}}], "touchEventRate": 0}"#,
        "$.timeline.segments[0].touchEventRate: must be ≥ 1"
      ),
      (
        #"{"type": "reorder", "touches": [{"t": 0, "at": {"item": 0}}], "canMoveItem": "yes"}"#,
        "$.timeline.segments[0].canMoveItem: expected true, false"
      ),
      (
        #"{"type": "reorder", "touches": [{"t": 0, "at": {"item": 0}}], "canMoveItem": {"onyl": []}}"#,
        #"$.timeline.segments[0].canMoveItem.onyl: unknown key "onyl" (did you mean "only"?)"#
      ),
      (#"{"type": "taps"}"#, "$.timeline.segments[0]: a taps segment needs \"taps\""),
      (
        #"{"type": "taps", "taps": [{"at": {"item": 0}, "down": 1, "up": 0.5}]}"#,
        "$.timeline.segments[0].taps[0].up: the touch up (0.5 s) comes before the touch down (1 s)"
      ),
      (
        #"{"type": "taps", "taps": [{"at": {"item": 0}, "up": 0.5}]}"#,
        "$.timeline.segments[0].taps[0]: missing required key \"down\""
      ),
      (
        #"{"type": "taps", "taps": [{"at": {"item": 0}, "down": 0, "up": 0}], "rules": {"shouldSelectt": true}}"#,
        #"$.timeline.segments[0].rules.shouldSelectt: unknown key "shouldSelectt" (did you mean "shouldSelect"?)"#
      ),
    ])
  func badInput(segment: String, expected: String) {
    let message = Self.error(segment)
    #expect(message.hasPrefix(expected) || (expected == "no such file" && message.contains(expected)), "\(message)")
    #expect(!message.contains("\n"))
  }
}
