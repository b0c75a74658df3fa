import SceneModel
import Testing

@testable import SceneFile

/// A scene's `"limits"` raise (or lower) the budgets, and the decoder checks items and labels
/// against them before anything per element is built.
@Suite struct BudgetDecodingTests {
  @Test func defaultsWithoutLimits() throws {
    let scene = try decodeScene(#"{"bounds": {"width": 100, "height": 100}, "sections": [{"itemCount": 3}]}"#)
    #expect(scene.budgets == Budgets())
  }

  @Test func everyBudgetCanBeSet() throws {
    let scene = try decodeScene(
      #"{"bounds": {"width": 100, "height": 100}, "sections": [], "limits": {"elements": 5000000, "#
        + #""visibleElements": 300000, "labelCharacters": 20000, "textCharacters": 9000000, "characterScalars": 64, "#
        + #""frames": 200000, "imagePixels": 500000000}}"#)
    #expect(
      scene.budgets
        == Budgets(
          elements: 5_000_000, visibleElements: 300_000, labelCharacters: 20_000, textCharacters: 9_000_000,
          characterScalars: 64, frames: 200_000, imagePixels: 500_000_000))
  }

  @Test func aMillionItemFeedFitsTheDefaults() throws {
    let scene = try decodeScene(
      #"{"bounds": {"width": 390, "height": 844}, "sections": [{"itemCount": 1000000, "header": "Feed"}]}"#)
    #expect(scene.sections[0].itemCount == 1_000_000)
  }

  @Test func raisedElementsAllowMore() throws {
    let text =
      #"{"bounds": {"width": 390, "height": 844}, "sections": [{"itemCount": 3000000}], "limits": {"elements": "#
      + #"3000002}}"#
    #expect(try decodeScene(text).sections[0].itemCount == 3_000_000)
  }

  @Test func overBudgetErrorsNameTheFieldAndTheBudget() throws {
    let cases: [(String, String)] = [
      (
        #""sections": [{"itemCount": 2000001}]"#,
        "scene.json: $.sections[0].itemCount: 2000001 items is more than the elements budget of 2000000"
      ),
      (
        #""sections": [{"itemCount": 1999990}, {"itemCount": 20}]"#,
        "scene.json: $.sections[1]: the scene has more than 2000000 elements"
      ),
      (
        #""sections": [{"items": ["abc"]}], "limits": {"labelCharacters": 2}"#,
        "scene.json: $.sections[0].items[0]: the label has more than 2 characters (the labelCharacters budget"
      ),
      (
        #""sections": [{"itemCount": 1, "header": {"title": "abc"}}], "limits": {"labelCharacters": 2}"#,
        "scene.json: $.sections[0].header.title: the label has more than 2 characters"
      ),
      (
        #""sections": [{"itemCount": 1}], "menu": {"item": {"section": 0, "item": 0}, "actions": ["Cut"]}, "#
          + #""limits": {"labelCharacters": 2}"#,
        "scene.json: $.menu.actions[0]: the label has more than 2 characters"
      ),
      (
        #""sections": [], "limits": {"visibleElements": -3}"#,
        "scene.json: $.limits.visibleElements: must not be negative, got -3"
      ),
      (#""sections": [], "limits": {"characterScalars": 0}"#, "scene.json: $.limits.characterScalars: must be ≥ 1"),
      (#""sections": [], "limits": {"pixels": 1}"#, "scene.json: $.limits.pixels: unknown key \"pixels\""),
    ]
    for (body, expected) in cases {
      do {
        _ = try decodeScene(#"{"bounds": {"width": 100, "height": 100}, "# + body + "}")
        Issue.record("no error for \(body)")
      } catch {
        #expect(error.description.contains(expected), "\(error.description)")
      }
    }
  }
}
