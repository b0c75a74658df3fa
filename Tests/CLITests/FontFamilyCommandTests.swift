import Foundation
import Testing

/// A scene naming a font family this machine lacks: one line naming the family and the
/// installed ones, exit 65, nothing written; in render, frames and snapshot alike.
@Suite struct FontFamilyCommandTests {
  static let scene =
    #"{"bounds": {"width": 100, "height": 60}, "sections": [{"itemCount": 2, "itemTitle": "{item}"}], "#
    + #""style": {"cell": {"titleLabel": {"font": {"family": "Helvetica Neue", "size": 17}}}}}"#

  @Test(arguments: [
    ["render", "s.json", "-o", "out.png"], ["render", "s.json", "-o", "out.svg"],
    ["frames", "s.json", "--to", "0,10", "--count", "2", "-o", "frames"],
    ["snapshot", "s.json", "--reference", "refs/s.png"],
  ])
  func unknownFamilyIsAnInvalidScene(arguments: [String]) throws {
    let folder = try TemporaryFolder()
    try folder.write("s.json", Self.scene)
    let result = try CLI.run(arguments, in: folder.url)
    #expect(result.status == 65, "\(result.stderr)")
    // One line, naming the scene (render and frames) and the family.
    #expect(result.stderr.hasPrefix("collection-render: error: "), "\(result.stderr)")
    #expect(
      result.stderr.contains(#"font family "Helvetica Neue" is not installed; installed families: "#),
      "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(result.stderr.contains("DejaVu Sans"))
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(!folder.exists("out.png") && !folder.exists("out.svg") && !folder.exists("refs/s.png"))
    // Found when the file is read: the file and the JSON path are named.
    #expect(result.stderr.contains("s.json: $.style.cell.titleLabel.font.family: "), "\(result.stderr)")
  }

  /// A misspelt family or colour in a scene with variants: one line (not one per variant) with
  /// the file, the JSON path and the nearest name; nothing written.
  @Test(arguments: [
    (
      #""titleLabel": {"font": {"family": "DejaVu Sanz", "size": 17}}"#,
      #"v.json: $.style.cell.titleLabel.font.family: font family "DejaVu Sanz" is not installed "#
        + #"(did you mean "DejaVu Sans"?); installed families: "#
    ),
    (
      #""titleLabel": {"font": "Inter Dispaly"}"#,
      #"v.json: $.style.cell.titleLabel.font: font family "Inter Dispaly" is not installed "#
        + #"(did you mean "Inter Display"?)"#
    ),
    (
      #""contentView": {"backgroundColor": "systemGrey6"}"#,
      #"v.json: $.style.cell.contentView.backgroundColor: "systemGrey6" is not a colour "#
        + #"(did you mean "systemGray6"?); use #RGB"#
    ),
  ])
  func aMisspeltNameIsOneLineWithTheNearest(style: String, expected: String) throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "v.json",
      #"{"bounds": {"width": 100, "height": 60}, "sections": [{"itemCount": 2, "itemTitle": "{item}"}], "#
        + #""variants": [{"name": "light"}, {"name": "dark", "traits": {"userInterfaceStyle": "dark"}}], "#
        + #""style": {"cell": {\#(style)}}}"#)
    for arguments in [["render", "v.json", "-o", "out.png"], ["snapshot", "v.json", "--reference", "refs/"]] {
      let result = try CLI.run(arguments, in: folder.url)
      #expect(result.status == 65, "\(result.stderr)")
      #expect(result.stderr.hasPrefix("collection-render: error: " + expected), "\(result.stderr)")
      #expect(result.stderr.split(separator: "\n").count == 1, "once, not once per variant: \(result.stderr)")
      #expect(!folder.exists("out.light.png") && !folder.exists("refs"))
    }
  }
}
