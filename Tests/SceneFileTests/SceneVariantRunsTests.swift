import SceneFile
import SceneModel
import Testing

/// What `render` and `snapshot` draw of a scene document: the scene as it is, or each variant
/// (the file's, or the caller's instead), and where each variant's file goes.
@Suite struct SceneVariantRunsTests {
  static func document(_ variants: String = "") throws -> SceneDocument {
    let text =
      #"{"bounds": {"width": 40, "height": 30}, "layout": {"type": "flow", "itemSize": {"width": 10, "height": 10}}, "#
      + #""sections": [{"itemCount": 1}]\#(variants)}"#
    return try SceneDecoder.decodeDocument(Array(text.utf8), file: "scene.json") {
      (name: String) throws(SceneError) in
      throw SceneError(kind: .unreadable, file: name, location: nil, reason: "no such file")
    }
  }

  @Test func noVariantsIsTheSceneAsItIs() throws {
    let document = try Self.document()
    #expect(document.runs() == [nil])
    #expect(document.usableVariants().isEmpty)
  }

  @Test func theFilesVariantsInOrderTheBrokenOneAsItsError() throws {
    let document = try Self.document(
      #", "variants": [{"name": "light", "traits": {"userInterfaceStyle": "light"}}, "#
        + #"{"name": "dark", "traits": {"userInterfaceStyle": "dusk"}}]"#)
    let runs = document.runs()
    #expect(runs.count == 2)
    #expect(try runs[0]?.get().name == "light")
    #expect(throws: SceneError.self) { try runs[1]?.get() }
    #expect(document.usableVariants().map(\.name) == ["light"])
    // The caller's variants replace the file's.
    let given = [SceneVariant(name: "big", traits: [])]
    #expect(document.usableVariants(replacingVariantsWith: given) == given)
  }

  @Test(arguments: [
    ("out/grid.png", "dark", "out/grid.dark.png"), ("grid", "dark", "grid.dark"),
    ("a.b/grid.svg", "rtl", "a.b/grid.rtl.svg"),
  ])
  func aVariantsFileHasItsNameBeforeTheExtension(_ path: String, _ name: String, _ expected: String) {
    #expect(SceneVariant.path(path, variant: name) == expected)
  }
}
