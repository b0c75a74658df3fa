import CollectionLayout
import Geometry
import SceneModel
import Testing

@testable import SceneFile

/// `safeAreaInsets` and `layoutMargins` in the scene; what section insets are measured from
/// (`contentInsetsReference`, `sectionInsetReference`). A phone in landscape: 844 × 390 with a
/// safe area of 47 on the left and right, layout margins 16 from it.
@Suite struct InsetsReferenceTests {
  static func firstCell(layout: String) throws -> Rect {
    let scene = try decodeScene(
      #"{"bounds": {"width": 844, "height": 390}, "safeAreaInsets": {"left": 47, "right": 47}, "#
        + #""layoutMargins": {"left": 16, "right": 16}, "layout": "# + layout + #", "sections": [{"itemCount": 3}]}"#)
    #expect(scene.safeAreaInsets == EdgeInsets(top: 0, left: 47, bottom: 0, right: 47))
    let prepared = scene.layout.prepare(scene.layoutContent, in: scene.layoutEnvironment)
    return try #require(
      prepared.layoutAttributesForItem(at: ElementIndexPath(item: 0, section: 0), viewport: scene.viewport)
    ).frame
  }

  static func compositional(_ reference: String?) -> String {
    let key = reference.map { #""contentInsetsReference": ""# + $0 + #"", "# } ?? ""
    return #"{"type": "compositional", "section": {"# + key
      + #""contentInsets": {"leading": 10, "trailing": 10}, "group": {"horizontal": {"layoutSize": "#
      + #"{"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 44}}, "subitems": "#
      + #"[{"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}}]}}}}"#
  }

  /// automatic (= safe area): 47 + 10 from each edge, 844 − 114 wide; none: the bounds; layout
  /// margins: 47 + 16 + 10; readable content: centred 672 wide when that is narrower.
  @Test(
    arguments: [
      (nil, Rect(x: 57, y: 0, width: 730, height: 44)),
      ("safeArea", Rect(x: 57, y: 0, width: 730, height: 44)),
      ("none", Rect(x: 10, y: 0, width: 824, height: 44)),
      ("layoutMargins", Rect(x: 73, y: 0, width: 698, height: 44)),
      ("readableContent", Rect(x: 96, y: 0, width: 652, height: 44)),
    ] as [(String?, Rect)])
  func compositionalContentInsetsReference(_ reference: String?, _ expected: Rect) throws {
    #expect(try Self.firstCell(layout: Self.compositional(reference)) == expected)
  }

  /// The flow layout's first item: at the left edge from the content inset (UIKit's default),
  /// 47 in from the safe area, 63 from the layout margins.
  @Test(arguments: [(nil, 0.0), ("fromContentInset", 0), ("fromSafeArea", 47), ("fromLayoutMargins", 63)])
  func flowSectionInsetReference(_ reference: String?, _ x: Double) throws {
    let key = reference.map { #", "sectionInsetReference": ""# + $0 + #"""# } ?? ""
    let frame = try Self.firstCell(
      layout: #"{"type": "flow", "itemSize": {"width": 100, "height": 100}"# + key + "}")
    #expect(frame.minX == x)
  }

  @Test func unknownReferenceIsOneLine() {
    let error = sceneError(
      #"{"bounds": {"width": 300, "height": 300}, "layout": {"type": "flow", "sectionInsetReference": "fromEdges"}, "#
        + #""sections": []}"#)
    #expect(
      error?.description
        == "scene.json: $.layout.sectionInsetReference: \"fromEdges\" is not one of: fromContentInset, fromSafeArea, "
        + "fromLayoutMargins")
  }
}
