import CollectionLayout
import Geometry
import Motion
import SceneFile
import SceneModel
import Testing

/// The scene file's `timeline` (a contract; `docs/frames.md`).
@Suite struct TimelineDecodingTests {
  static func scene(_ timeline: String) -> [UInt8] {
    Array(#"{"bounds": {"width": 100, "height": 100}, "sections": [{"itemCount": 40}], "timeline": \#(timeline)}"#.utf8)
  }

  static func decode(_ timeline: String) throws(SceneError) -> Timeline? {
    try TimelineDecoder.decode(sceneBytes: scene(timeline), file: "t.json")
  }

  @Test func everySegmentType() throws {
    let timeline = try #require(
      try Self.decode(
        """
        {"fps": 30, "description": "all of them", "segments": [
          {"type": "scroll", "to": {"x": 0, "y": 300}, "duration": 1.5, "curve": "ease-in-out", "description": "down"},
          {"type": "scroll", "from": {"y": 10}, "by": {"x": 0, "y": -40}, "frames": 30, "curve": [0.25, 0.1, 0.25, 1]},
          {"type": "scroll", "to": {"y": 5}, "frames": 3, "curve": "cubic-bezier(0.1, 0.7, 1, 0.1)"},
          {"type": "fling", "velocity": {"x": 0, "y": 2500}, "deceleration": "fast", "snap": false, "bounces": false},
          {"type": "fling", "from": {"y": 0}, "velocity": {"y": -800}, "deceleration": 0.995},
          {"type": "pull", "by": {"x": 0, "y": -250}, "duration": 0.4},
          {"type": "page", "pages": -2, "axis": "horizontal", "frames": 12, "curve": "linear"},
          {"type": "page", "velocity": {"x": 900}},
          {"type": "pause", "duration": 0.5},
          {"type": "bounds", "size": {"width": 200, "height": 80}, "contentOffset": {"x": 0, "y": 0}},
          {"type": "select", "item": {"section": 0, "item": 5}, "extend": true},
          {"type": "deselect", "item": 5},
          {"type": "highlight", "item": {"item": 7}},
          {"type": "unhighlight", "item": {"item": 7, "section": 0}}
        ]}
        """))
    #expect(timeline.fps == 30)
    let actions = timeline.segments.map(\.action)
    #expect(actions[0] == .scroll(Scroll(to: .offset(Point(x: 0, y: 300)), length: .seconds(1.5), curve: .easeInOut)))
    #expect(
      actions[1]
        == .scroll(
          Scroll(
            from: Point(x: 0, y: 10), to: .by(Point(x: 0, y: -40)), length: .frames(30),
            curve: .cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1))))
    #expect(
      actions[2]
        == .scroll(
          Scroll(
            to: .offset(Point(x: 0, y: 5)), length: .frames(3), curve: .cubicBezier(x1: 0.1, y1: 0.7, x2: 1, y2: 0.1))))
    #expect(
      actions[3] == .fling(Fling(velocity: Point(x: 0, y: 2500), deceleration: .fast, snaps: false, bounces: false)))
    #expect(
      actions[4]
        == .fling(
          Fling(from: Point(x: 0, y: 0), velocity: Point(x: 0, y: -800), deceleration: Deceleration(rate: 0.995))))
    #expect(actions[5] == .pull(Pull(by: Point(x: 0, y: -250), length: .seconds(0.4), curve: .easeOut)))
    #expect(actions[6] == .page(Page(move: .pages(-2), axis: .horizontal, length: .frames(12), curve: .linear)))
    #expect(actions[7] == .page(Page(move: .velocity(Point(x: 900, y: 0)))))
    #expect(actions[8] == .pause(.seconds(0.5)))
    #expect(actions[9] == .bounds(BoundsChange(size: Size(width: 200, height: 80), contentOffset: .zero)))
    #expect(actions[10] == .item(ItemChange(.select, item: ElementIndexPath(item: 5, section: 0), extend: true)))
    #expect(actions[11] == .item(ItemChange(.deselect, item: ElementIndexPath(item: 5, section: 0))))
    #expect(actions[12] == .item(ItemChange(.highlight, item: ElementIndexPath(item: 7, section: 0))))
    #expect(actions[13] == .item(ItemChange(.unhighlight, item: ElementIndexPath(item: 7, section: 0))))
    #expect(timeline.segments[3].origin.description == "t.json: $.timeline.segments[3]")
  }

  @Test func scrollSectionSegments() throws {
    let timeline = try #require(
      try Self.decode(
        """
        {"segments": [
          {"type": "scrollSection", "section": 2, "to": 300, "duration": 0.5, "curve": "ease-in"},
          {"type": "scrollSection", "section": 0, "by": -40, "frames": 6},
          {"type": "scrollSection", "section": 1, "velocity": -1500},
          {"type": "scrollSection", "section": 1, "velocity": 800, "deceleration": "fast"}
        ]}
        """))
    #expect(
      timeline.segments.map(\.action) == [
        .scrollSection(SectionScroll(section: 2, move: .offset(300), length: .seconds(0.5), curve: .easeIn)),
        .scrollSection(SectionScroll(section: 0, move: .by(-40), length: .frames(6))),
        .scrollSection(SectionScroll(section: 1, move: .velocity(-1500))),
        .scrollSection(SectionScroll(section: 1, move: .velocity(800), deceleration: .fast)),
      ])
    #expect(timeline.segments.map(\.type) == Array(repeating: "scrollSection", count: 4))
    // A release's length is its deceleration's; a curve belongs to a scroll to or by an offset.
    #expect(throws: SceneError.self) {
      _ = try Self.decode(#"{"segments": [{"type": "scrollSection", "section": 0, "velocity": 5, "curve": "linear"}]}"#)
    }
    #expect(throws: SceneError.self) {
      _ = try Self.decode(#"{"segments": [{"type": "scrollSection", "section": 0, "to": 5, "deceleration": "fast"}]}"#)
    }
  }

  @Test func defaults() throws {
    let timeline = try #require(
      try Self.decode(#"{"segments": [{"type": "scroll", "to": {"y": 1}, "frames": 1}, {"type": "page"}]}"#))
    #expect(timeline.fps == 60)
    #expect(
      timeline.segments[0].action
        == .scroll(Scroll(to: .offset(Point(x: 0, y: 1)), length: .frames(1), curve: .easeInOut)))
    #expect(timeline.segments[1].action == .page(Page(move: .pages(1), length: .seconds(0.3), curve: .easeOut)))
  }

  @Test func noTimeline() throws {
    let bytes = Array(#"{"bounds": {"width": 100, "height": 100}, "sections": []}"#.utf8)
    #expect(try TimelineDecoder.decode(sceneBytes: bytes, file: "t.json") == nil)
  }

  static let badCases: [(String, String)] = [
    (#"{"segments": []}"#, "$.timeline.segments: must hold at least one segment"),
    (#"{"fps": -5, "segments": [{"type": "pause", "frames": 1}]}"#, "$.timeline.fps: must not be negative, got -5"),
    (#"{"fps": 0, "segments": [{"type": "pause", "frames": 1}]}"#, "$.timeline.fps: must be greater than 0"),
    (#"{"segment": []}"#, "$.timeline.segment: unknown key \"segment\" (did you mean \"segments\"?)"),
    (
      #"{"segments": [{"type": "scrol", "to": {"y": 1}, "frames": 1}]}"#,
      "$.timeline.segments[0].type: unknown segment type \"scrol\" (did you mean \"scroll\"?)"
    ),
    (#"{"segments": [{"to": {"y": 1}}]}"#, "$.timeline.segments[0].type: missing or not a string"),
    (
      #"{"segments": [{"type": "scroll", "to": {"y": 1}}]}"#,
      "$.timeline.segments[0]: missing \"duration\" (seconds) or \"frames\""
    ),
    (
      #"{"segments": [{"type": "scroll", "to": {"y": 1}, "duration": 1, "frames": 2}]}"#,
      "$.timeline.segments[0].frames: give either \"duration\" (seconds) or \"frames\", not both"
    ),
    (
      #"{"segments": [{"type": "scroll", "to": {"y": 1}, "by": {"y": 1}, "frames": 2}]}"#,
      "give either \"to\" or \"by\""
    ),
    (#"{"segments": [{"type": "scroll", "frames": 2}]}"#, "a scroll needs \"to\""),
    (
      #"{"segments": [{"type": "scroll", "to": {"y": 1}, "frames": 2.5}]}"#,
      "$.timeline.segments[0].frames: must be a whole number, got 2.5"
    ),
    (
      #"{"segments": [{"type": "pause", "duration": -1}]}"#,
      "$.timeline.segments[0].duration: must not be negative, got -1"
    ),
    (
      #"{"segments": [{"type": "scroll", "to": {"y": 1}, "frames": 2, "curve": "bouncy"}]}"#,
      "$.timeline.segments[0].curve: unknown curve \"bouncy\""
    ),
    (
      #"{"segments": [{"type": "scroll", "to": {"y": 1}, "frames": 2, "curve": [2, 0, 0, 1]}]}"#,
      "x1 and x2 must be in 0…1"
    ),
    (#"{"segments": [{"type": "scroll", "to": {"y": 1}, "frames": 2, "curve": [0, 0, 1]}]}"#, "needs four numbers"),
    (#"{"segments": [{"type": "fling"}]}"#, "a fling needs \"velocity\""),
    (
      #"{"segments": [{"type": "fling", "velocity": {"y": 1e999}}]}"#,
      "$.timeline.segments[0].velocity.y: number is out of range (not finite)"
    ),
    (
      #"{"segments": [{"type": "fling", "velocity": {"y": 5}, "duration": 1}]}"#,
      "$.timeline.segments[0].duration: unknown key \"duration\""
    ),
    (
      #"{"segments": [{"type": "fling", "velocity": {"y": 5}, "deceleration": 1.5}]}"#,
      "$.timeline.segments[0].deceleration: expected \"normal\""
    ),
    (#"{"segments": [{"type": "page", "pages": 1, "velocity": {"y": 5}}]}"#, "give either \"pages\" or \"velocity\""),
    (
      #"{"segments": [{"type": "page", "axis": "diagonal"}]}"#,
      "$.timeline.segments[0].axis: \"diagonal\" is not one of: horizontal, vertical"
    ),
    (
      #"{"segments": [{"type": "bounds", "size": {"width": 0, "height": 5}}]}"#,
      "$.timeline.segments[0].size.width: must be greater than 0"
    ),
    (#"{"segments": [{"type": "select"}]}"#, "missing \"item\""),
    (#"{"segments": [{"type": "select", "item": -1}]}"#, "$.timeline.segments[0].item: must not be negative, got -1"),
    (
      #"{"segments": [{"type": "select", "item": {"row": 1}}]}"#, "$.timeline.segments[0].item.row: unknown key \"row\""
    ),
    (#"[1]"#, "$.timeline: expected an object, got an array"),
  ]

  @Test(arguments: badCases.indices)
  func badTimelines(index: Int) {
    let (timeline, message) = Self.badCases[index]
    do throws(SceneError) {
      _ = try Self.decode(timeline)
      Issue.record("accepted \(timeline)")
    } catch {
      #expect(error.kind == .invalid)
      #expect(error.description.hasPrefix("t.json: $.timeline"), "\(error)")
      #expect(error.description.contains(message), "\(error) should contain \(message)")
    }
  }

  @Test func theSceneDecoderAcceptsTheKey() throws {
    let scene = try SceneDecoder.decode(Self.scene(#"{"segments": [{"type": "pause", "frames": 1}]}"#), file: "t.json")
    {
      (_: String) throws(SceneError) in throw SceneError(kind: .unreadable, file: "", location: nil, reason: "")
    }
    #expect(scene.bounds == Size(width: 100, height: 100))
  }
}
