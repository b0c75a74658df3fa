import SceneModel
import Testing

@testable import SceneFile

/// Every kind of bad input gives one line naming the file, the JSON path and the reason.
@Suite struct SceneValidationTests {
  static let valid = #"{"bounds": {"width": 320, "height": 480}, "sections": [{"itemCount": 3}]}"#

  /// (scene text, expected "file: location: reason" fragments)
  static let cases: [(String, String)] = [
    ("not json", "scene.json: line 1, column 1: not valid JSON"),
    (
      "{\"bounds\": {\"width\": 320, \"height\": 480},,}",
      "scene.json: line 1, column 42: not valid JSON: expected a quoted key"
    ),
    ("[]", "scene.json: $: expected an object, got an array"),
    (#"{"sections": []}"#, "scene.json: $: missing required key \"bounds\""),
    (#"{"bounds": {"width": 320}, "sections": []}"#, "scene.json: $.bounds: missing required key \"height\""),
    (#"{"bounds": {"width": 0, "height": 480}, "sections": []}"#, "scene.json: $.bounds.width: must be greater than 0"),
    (
      #"{"bounds": {"width": -1, "height": 480}, "sections": []}"#,
      "scene.json: $.bounds.width: must not be negative, got -1"
    ),
    (
      #"{"bounds": {"width": 1e999, "height": 480}, "sections": []}"#,
      "scene.json: $.bounds.width: number is out of range (not finite)"
    ),
    (
      #"{"bounds": {"width": 200000, "height": 480}, "sections": []}"#,
      "scene.json: $.bounds.width: must be ≤ 100000, got 200000"
    ),
    (
      #"{"bounds": {"width": 40000, "height": 100}, "sections": []}"#,
      "scene.json: $.bounds: 40000×100 pixels at scale 1 is too large (at most 32767 pixels a side and 100 megapixels)"
    ),
    (
      #"{"bounds": {"width": 20000, "height": 100}, "scale": 2, "sections": []}"#,
      "scene.json: $.bounds: 40000×200 pixels at scale 2 is too large (at most 32767 pixels a side and 100 megapixels)"
    ),
    (
      #"{"bounds": {"width": 20000, "height": 20000}, "sections": []}"#,
      "scene.json: $.bounds: 20000×20000 pixels at scale 1 is too large (at most 32767 pixels a side and 100 "
        + "megapixels)"
    ),
    (
      #"{"bounds": {"width": 0.1, "height": 480}, "sections": []}"#,
      "scene.json: $.bounds: is less than one pixel at scale 1"
    ),
    (
      #"{"bounds": {"width": "320", "height": 480}, "sections": []}"#,
      "scene.json: $.bounds.width: expected a number, got a string"
    ),
    (
      #"{"bounds": {"width": 320, "height": 480}, "scale": 0, "sections": []}"#,
      "scene.json: $.scale: must be greater than 0"
    ),
    (
      #"{"bounds": {"width": 320, "height": 480}, "scale": 9, "sections": []}"#,
      "scene.json: $.scale: must be ≤ 8, got 9"
    ),
    (
      #"{"bounds": {"width": 320, "height": 480}, "contentOffset": {"x": 1e999}, "sections": []}"#,
      "scene.json: $.contentOffset.x: number is out of range (not finite)"
    ),
    (
      #"{"bounds": {"width": 320, "height": 480}, "contentInset": {"top": -5}, "sections": []}"#,
      "scene.json: $.contentInset.top: must not be negative, got -5"
    ),
    (
      #"{"bounds": {"width": 320, "height": 480}, "layout": {"type": "grid"}, "sections": []}"#,
      "scene.json: $.layout.type: unknown layout type \"grid\"; one of: flow, line, circle, waterfall"
    ),
    (
      #"{"bounds": {"width": 320, "height": 480}, "layout": {}, "sections": []}"#,
      "scene.json: $.layout.type: missing or not a string"
    ),
    (
      #"{"bounds": {"width": 320, "height": 480}, "layout": {"type": "flow", "itemSize": {"width": -60, "height": "#
        + #"60}}, "sections": []}"#,
      "scene.json: $.layout.itemSize.width: must not be negative, got -60"
    ),
    (
      #"{"bounds": {"width": 320, "height": 480}, "layout": {"type": "flow", "minimumLineSpacing": 1e999}, "#
        + #""sections": []}"#,
      "scene.json: $.layout.minimumLineSpacing: number is out of range (not finite)"
    ),
    (
      #"{"bounds": {"width": 320, "height": 480}, "layout": {"type": "flow", "minimumInteritemSpacing": -1}, "#
        + #""sections": []}"#,
      "scene.json: $.layout.minimumInteritemSpacing: must not be negative, got -1"
    ),
    (
      #"{"bounds": {"width": 320, "height": 480}, "layout": {"type": "flow", "sectionInset": {"left": 2e6}}, "#
        + #""sections": []}"#,
      "scene.json: $.layout.sectionInset.left: must be ≤ 1000000, got 2000000"
    ),
    (
      #"{"bounds": {"width": 320, "height": 480}, "layout": {"type": "flow", "scrollDirection": "diagonal"}, "#
        + #""sections": []}"#,
      "scene.json: $.layout.scrollDirection: \"diagonal\" is not one of: vertical, horizontal"
    ),
    (
      #"{"bounds": {"width": 320, "height": 480}, "layout": {"type": "flow", "itemsize": {"width": 1, "height": 1}}, "#
        + #""sections": []}"#,
      "scene.json: $.layout.itemsize: unknown key \"itemsize\" (did you mean \"itemSize\"?)"
    ),
    (#"{"bounds": {"width": 320, "height": 480}}"#, "scene.json: $: missing \"sections\""),
    (
      #"{"bounds": {"width": 320, "height": 480}, "sections": {}}"#,
      "scene.json: $.sections: expected an array of sections, got an object"
    ),
    (
      #"{"bounds": {"width": 320, "height": 480}, "sections": [{"items": [{"size": {"width": 1, "height": -2}}]}]}"#,
      "scene.json: $.sections[0].items[0].size.height: must not be negative, got -2"
    ),
    (
      #"{"bounds": {"width": 320, "height": 480}, "sections": [{}, {"itemCount": 2.5}]}"#,
      "scene.json: $.sections[1].itemCount: must be a whole number, got 2.5"
    ),
    (
      #"{"bounds": {"width": 320, "height": 480}, "sections": [{"itemCount": 1e12}]}"#,
      "scene.json: $.sections[0].itemCount: must be ≤ 10000000"
    ),
    (
      #"{"bounds": {"width": 320, "height": 480}, "sections": [{"itemCount": 1, "items": ["a", "b"]}]}"#,
      "scene.json: $.sections[0].itemCount: is 1 but \"items\" lists 2 items"
    ),
    (
      #"{"bounds": {"width": 320, "height": 480}, "sections": [{"items": [{"selected": "yes"}]}]}"#,
      "scene.json: $.sections[0].items[0].selected: expected true or false, got a string"
    ),
    (
      #"{"bounds": {"width": 320, "height": 480}, "sections": [], "style": {"cell": {"contentView": "#
        + #"{"backgroundColor": "tomato"}}}}"#,
      "scene.json: $.style.cell.contentView.backgroundColor: \"tomato\" is not a colour"
    ),
    (
      #"{"bounds": {"width": 320, "height": 480}, "sections": [], "style": {"cell": {"titleLabel": {"font": {"size": "#
        + #"0}}}}}"#,
      "scene.json: $.style.cell.titleLabel.font.size: must be greater than 0"
    ),
    (#"{"bounds": {"width": 320, "height": 480}, "dataset": "missing.json"}"#, "missing.json: no such file"),
    (
      #"{"bounds": {"width": 320, "height": 480}, "dataset": "bad.json"}"#,
      "bad.json: $.sections[0].items[0].size.width: must not be negative, got -1"
    ),
    (
      #"{"bounds": {"width": 320, "height": 480}, "dataset": "bad.json", "sections": []}"#,
      "scene.json: $.dataset: give either \"sections\" or \"dataset\", not both"
    ),
  ]

  @Test(arguments: cases)
  func badInputIsOneClearLine(text: String, expected: String) {
    let datasets = ["bad.json": #"{"sections": [{"items": [{"size": {"width": -1, "height": 1}}]}]}"#]
    guard let error = sceneError(text, datasets: datasets) else {
      Issue.record("decoded: \(text)")
      return
    }
    #expect(error.description.hasPrefix(expected), "\(error.description)")
    #expect(!error.description.contains("\n"))
  }

  @Test func theValidBaseSceneDecodes() {
    #expect(sceneError(Self.valid) == nil)
  }

  @Test func missingDatasetIsUnreadableOthersInvalid() {
    #expect(sceneError(#"{"bounds": {"width": 320, "height": 480}, "dataset": "missing.json"}"#)?.kind == .unreadable)
    #expect(sceneError("not json")?.kind == .syntax)
    #expect(sceneError(#"{"sections": []}"#)?.kind == .invalid)
  }
}
