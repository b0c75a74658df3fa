import Foundation
import Testing

/// `--traits`, the scene's `traits` and `variants`, and `--variant` through the built binary:
/// one file per variant, a failed variant writes nothing while the others are written, every bad
/// trait or colour is one line naming the file and JSON path (or the flag), exit 65.
@Suite struct TraitsCommandTests {
  static func scene(traits: String = "", variants: String = "", background: String = #""systemBackground""#) -> String {
    #"{"bounds": {"width": 60, "height": 40}, "layout": {"type": "flow", "itemSize": {"width": 20, "height": 20}}, "#
      + #""sections": [{"itemCount": 2}], "style": {"backgroundColor": \#(background)}"#
      + (traits.isEmpty ? "" : #", "traits": \#(traits)"#) + (variants.isEmpty ? "" : #", "variants": \#(variants)"#)
      + "}"
  }

  @Test func variantsWriteOneFileEach() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "list.json",
      Self.scene(variants: #"[{"name": "light"}, {"name": "dark", "traits": {"userInterfaceStyle": "dark"}}]"#))
    let result = try CLI.run(["render", "list.json", "-o", "out/list.png"], in: folder.url)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path("out")).sorted() == [
        "list.dark.png", "list.light.png",
      ])
    let light = try Data(contentsOf: URL(fileURLWithPath: folder.path("out/list.light.png")))
    let dark = try Data(contentsOf: URL(fileURLWithPath: folder.path("out/list.dark.png")))
    #expect(light != dark)
  }

  @Test func noTraitsRendersByteForByteAsBefore() throws {
    let folder = try TemporaryFolder()
    try folder.write("plain.json", Self.scene(background: #""white""#))
    try folder.write(
      "light.json", Self.scene(traits: #"{"userInterfaceStyle": "light", "layoutDirection": "leftToRight"}"#))
    #expect(try CLI.run(["render", "plain.json", "-o", "plain.png"], in: folder.url).status == 0)
    #expect(try CLI.run(["render", "light.json", "-o", "light.png"], in: folder.url).status == 0)
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: folder.path("plain.png")))
        == Data(contentsOf: URL(fileURLWithPath: folder.path("light.png"))))
  }

  @Test func aFailedVariantWritesNothingAndTheOthersAreWritten() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "list.json",
      Self.scene(
        variants: #"[{"name": "a"}, {"name": "b", "traits": {"userInterfaceStyle": "dim"}}, {"name": "a"}, "#
          + #"{"traits": {}}, {"name": "c", "traits": {"layoutDirection": "rightToLeft"}}]"#))
    let result = try CLI.run(["render", "list.json", "-o", "list.png"], in: folder.url)
    #expect(result.status == 65)
    #expect(try folder.contents().filter { $0.hasSuffix(".png") } == ["list.a.png", "list.c.png"])
    let lines = result.stderr.split(separator: "\n").map(String.init)
    let prefix = "collection-render: error: list.json: "
    #expect(
      lines == [
        prefix + #"$.variants[1].traits.userInterfaceStyle: "dim" is not one of: light, dark"#,
        prefix + #"$.variants[2].name: "a" names an earlier variant too; variant names must be unique"#,
        prefix + #"$.variants[3]: missing required key "name" (the variant's name, used in its file name)"#,
      ], "\(result.stderr)")
  }

  static let badScenes: [(scene: String, message: String)] = [
    (
      scene(traits: #"{"userInterfaceStyle": "dim"}"#),
      #"bad.json: $.traits.userInterfaceStyle: "dim" is not one of: light, dark"#
    ),
    (scene(traits: #"{"colorScheme": "dark"}"#), #"bad.json: $.traits.colorScheme: unknown key "colorScheme""#),
    (
      scene(traits: #"{"preferredContentSizeCategory": "accessibilityHuge"}"#),
      #"bad.json: $.traits.preferredContentSizeCategory: "accessibilityHuge" is not one of: extraSmall"#
    ),
    (
      scene(background: #""systemBackgrund""#), #"bad.json: $.style.backgroundColor: "systemBackgrund" is not a colour"#
    ),
    (
      scene(background: #"{"light": "white"}"#),
      #"bad.json: $.style.backgroundColor: a dynamic colour needs both "light" and "dark"; "dark" is missing"#
    ),
    (scene(variants: #"[{"name": "a/b"}]"#), #"bad.json: $.variants[0].name: "a/b" may hold only letters, digits"#),
  ]

  @Test(arguments: badScenes.indices)
  func badTraitsAndColoursAreOneLine(index: Int) throws {
    let folder = try TemporaryFolder()
    try folder.write("bad.json", Self.badScenes[index].scene)
    let result = try CLI.run(["render", "bad.json", "-o", "bad.png"], in: folder.url)
    #expect(result.status == 65, "\(result.stderr)")
    #expect(result.stderr.hasPrefix("collection-render: error: " + Self.badScenes[index].message), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(try folder.contents().filter { $0.hasSuffix(".png") }.isEmpty)
  }

  @Test func badTraitFlagsNameTheFlag() throws {
    let folder = try TemporaryFolder()
    try folder.write("s.json", Self.scene())
    let unknown = try CLI.run(["render", "s.json", "--traits", "colourScheme=dark"], in: folder.url)
    #expect(unknown.status == 64, "a bad flag value is a usage error")
    #expect(
      unknown.stderr.hasPrefix("collection-render: error: --traits: colourScheme: unknown trait"), "\(unknown.stderr)")
    let malformed = try CLI.run(["layout", "s.json", "--traits", "dark"], in: folder.url)
    #expect(malformed.status == 64, "\(malformed.stderr)")
    let variant = try CLI.run(["render", "s.json", "--variant", "x:userInterfaceStyle=grey"], in: folder.url)
    #expect(variant.status == 64)
    #expect(variant.stderr.contains("--variant x: userInterfaceStyle: \"grey\" is not one of: light, dark"))
  }

  /// `--traits` setting a trait the variants set themselves would draw a variant named `light`
  /// dark under its own name: refused on one line, exit 64, nothing written.
  @Test func traitsThatTheVariantsSetAreRefused() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "list.json",
      Self.scene(variants: #"[{"name": "light"}, {"name": "dark", "traits": {"userInterfaceStyle": "dark"}}]"#))
    let expected =
      "collection-render: error: --traits userInterfaceStyle=dark: the variants set userInterfaceStyle themselves "
      + "(\"dark\"), so their images would not show what their names say; give userInterfaceStyle in each variant "
      + "instead (--variant NAME:userInterfaceStyle=…)"
    for command in [
      ["render", "list.json", "-o", "out/list.png"], ["snapshot", "list.json", "--reference", "out/"],
    ] {
      let result = try CLI.run(command + ["--traits", "userInterfaceStyle=dark"], in: folder.url)
      #expect(result.status == 64, "\(command[0]): \(result.stderr)")
      #expect(result.stderr.hasPrefix(expected), "\(result.stderr)")
      #expect(result.stderr.split(separator: "\n").count == 1)
      #expect(!FileManager.default.fileExists(atPath: folder.path("out")))
    }
    // The same with --variant; a trait no variant sets applies to every variant as before.
    let flags = try CLI.run(
      [
        "render", "list.json", "--variant", "light", "--variant", "dark:userInterfaceStyle=dark", "--traits",
        "userInterfaceStyle=dark", "-o", "out/list.png",
      ], in: folder.url)
    #expect(flags.status == 64 && flags.stderr.hasPrefix(expected), "\(flags.stderr)")
    let rtl = try CLI.run(
      ["render", "list.json", "--traits", "layoutDirection=rightToLeft", "-o", "out/list.png"], in: folder.url)
    #expect(rtl.status == 0, "\(rtl.stderr)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path("out")).sorted() == [
        "list.dark.png", "list.light.png",
      ])
  }

  @Test func layoutMirrorsWithTheTraitsFlag() throws {
    let folder = try TemporaryFolder()
    try folder.write("s.json", Self.scene())
    let ltr = try CLI.run(["layout", "s.json"], in: folder.url)
    let rtl = try CLI.run(["layout", "s.json", "--traits", "layoutDirection=rightToLeft"], in: folder.url)
    #expect(ltr.status == 0 && rtl.status == 0)
    #expect(ltr.stdout.contains(#""x": 0"#) || ltr.stdout.contains(#""x":0"#), "\(ltr.stdout)")
    #expect(rtl.stdout.contains(#""x": 40"#) || rtl.stdout.contains(#""x":40"#), "\(rtl.stdout)")
  }

  @Test func framesTakeTraitsAndAResumeWithOtherTraitsIsAnotherBatch() throws {
    let folder = try TemporaryFolder()
    try folder.write("s.json", Self.scene())
    let dark = ["frames", "s.json", "--to", "0,0", "--count", "2", "-o", "f", "--traits", "userInterfaceStyle=dark"]
    #expect(try CLI.run(dark, in: folder.url).status == 0)
    let manifest = try String(contentsOfFile: folder.path("f/manifest.json"), encoding: .utf8)
    #expect(manifest.contains(#""userInterfaceStyle": "dark""#))
    let light = try CLI.run(["frames", "s.json", "--to", "0,0", "--count", "2", "-o", "f", "--resume"], in: folder.url)
    #expect(light.status == 64, "\(light.stderr)")
    #expect(light.stderr.contains("describes another batch"))
    #expect(try CLI.run(dark + ["--resume"], in: folder.url).status == 0)
  }

  @Test func snapshotRecordsOneReferencePerVariant() throws {
    let folder = try TemporaryFolder()
    try folder.write("grid.json", Self.scene())
    let result = try CLI.run(
      [
        "snapshot", "grid.json", "--reference", "refs/", "--variant", "light", "--variant",
        "dark:userInterfaceStyle=dark",
      ],
      in: folder.url)
    #expect(result.status == 1, "\(result.stdout)\(result.stderr)")  // recorded, not verified
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path("refs")).sorted() == [
        "grid.dark.png", "grid.light.png",
      ])
    let again = try CLI.run(
      [
        "snapshot", "grid.json", "--reference", "refs/", "--variant", "light", "--variant",
        "dark:userInterfaceStyle=dark",
      ],
      in: folder.url)
    #expect(again.status == 0, "\(again.stdout)\(again.stderr)")
    // The recording run's sheet: the two 60×40 variants side by side, 16 pixels apart, under their
    // names; the passing run removes it, as it does a stale actual or diff image.
    #expect(result.stdout.contains("variants:  output/snapshot-failures/grid.variants.png"))
    #expect(!again.stdout.contains("variants:"))
    #expect(!folder.exists("output/snapshot-failures/grid.variants.png"))
    try folder.write("grid.json", Self.scene(background: #""red""#))
    let changed = try CLI.run(
      [
        "snapshot", "grid.json", "--reference", "refs/", "--variant", "light", "--variant",
        "dark:userInterfaceStyle=dark",
      ],
      in: folder.url)
    #expect(changed.status == 1, "the red images differ: \(changed.stdout)\(changed.stderr)")
    let sheet = try Data(contentsOf: URL(fileURLWithPath: folder.path("output/snapshot-failures/grid.variants.png")))
    #expect(pngSize(sheet).map { [$0.width, $0.height] } == [16 + 60 + 16 + 60 + 16, 16 + 22 + 40 + 16])
  }
}
