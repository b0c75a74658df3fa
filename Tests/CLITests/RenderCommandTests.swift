import Foundation
import Testing

@Suite struct RenderCommandTests {
  static let scene = #"""
    {"bounds": {"width": 320, "height": 240}, "scale": 2,
     "layout": {"type": "flow", "itemSize": {"width": 60, "height": 60}, "minimumInteritemSpacing": 8,
                "minimumLineSpacing": 8, "sectionInset": 16, "headerReferenceSize": {"width": 0, "height": 44}},
     "sections": [{"header": {"title": "Animals"}, "itemCount": 10, "itemTitle": "{item}"}]}
    """#

  @Test func rendersPNGAtBoundsTimesScale() throws {
    let folder = try TemporaryFolder()
    let scene = try folder.write("grid.json", Self.scene)
    let result = try CLI.run(["render", scene, "-o", folder.path("out/grid.png")])
    #expect(result.status == 0, "\(result.stderr)")
    let data = try Data(contentsOf: URL(fileURLWithPath: folder.path("out/grid.png")))
    let size = try #require(pngSize(data))
    #expect(size.width == 640 && size.height == 480)
    #expect(result.stdout.contains("PNG 640×480 px"))
  }

  @Test func scaleAndBoundsFlagsOverrideTheScene() throws {
    let folder = try TemporaryFolder()
    let scene = try folder.write("grid.json", Self.scene)
    let result = try CLI.run([
      "render", scene, "--scale", "3", "--bounds", "100x50", "--offset", "0,20", "-o", folder.path("small.png"),
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let size = try #require(pngSize(try Data(contentsOf: URL(fileURLWithPath: folder.path("small.png")))))
    #expect(size.width == 300 && size.height == 150)
  }

  @Test func deviceFlagTakesTheSnapshotPresets() throws {
    let folder = try TemporaryFolder()
    let scene = try folder.write("grid.json", Self.scene)
    let result = try CLI.run(["render", scene, "--device", "iphone-15", "-o", folder.path("phone.png")])
    #expect(result.status == 0, "\(result.stderr)")
    let size = try #require(pngSize(try Data(contentsOf: URL(fileURLWithPath: folder.path("phone.png")))))
    #expect(size.width == 1179 && size.height == 2556, "393×852 points at 3x")
    // The same picture as the bounds and scale written out.
    let explicit = try CLI.run([
      "render", scene, "--bounds", "393x852", "--scale", "3", "-o", folder.path("explicit.png"),
    ])
    #expect(explicit.status == 0)
    #expect(try CLI.run(["compare", folder.path("phone.png"), folder.path("explicit.png")]).status == 0)
    // A free size, as snapshot takes it.
    #expect(try CLI.run(["render", scene, "--device", "200x100@2", "-o", folder.path("free.png")]).status == 0)
    let free = try #require(pngSize(try Data(contentsOf: URL(fileURLWithPath: folder.path("free.png")))))
    #expect(free.width == 400 && free.height == 200)
  }

  @Test func aBadDeviceIsAUsageError() throws {
    let folder = try TemporaryFolder()
    let scene = try folder.write("grid.json", Self.scene)
    let unknown = try CLI.run(["render", scene, "--device", "watch", "-o", folder.path("x.png")])
    #expect(unknown.status == 64)
    #expect(
      unknown.stderr.contains(
        "--device watch: not a device; use iphone-se, iphone-15, ipad-portrait, ipad-landscape or WIDTHxHEIGHT@SCALE"),
      "\(unknown.stderr)")
    let both = try CLI.run(["render", scene, "--device", "iphone-se", "--scale", "1", "-o", folder.path("x.png")])
    #expect(both.status == 64 && both.stderr.contains("give either --device or --bounds/--scale"))
    #expect(!FileManager.default.fileExists(atPath: folder.path("x.png")))
  }

  @Test func rendersSVGAndPDFInPoints() throws {
    let folder = try TemporaryFolder()
    let scene = try folder.write("grid.json", Self.scene)
    #expect(try CLI.run(["render", scene, "-o", folder.path("grid.svg")]).status == 0)
    #expect(try CLI.run(["render", scene, "-o", folder.path("grid.pdf")]).status == 0)
    let svg = try String(contentsOfFile: folder.path("grid.svg"), encoding: .utf8)
    #expect(svg.hasPrefix("<?xml"))
    #expect(svg.contains("width=\"320px\"") && svg.contains("height=\"240px\""))
    let pdf = try Data(contentsOf: URL(fileURLWithPath: folder.path("grid.pdf")))
    #expect(pdf.starts(with: Array("%PDF-".utf8)))
    #expect(String(decoding: pdf, as: UTF8.self).contains("/MediaBox [ 0 0 320 240 ]"))
  }

  @Test func formatFlagWinsOverTheExtension() throws {
    let folder = try TemporaryFolder()
    let scene = try folder.write("grid.json", Self.scene)
    #expect(try CLI.run(["render", scene, "--format", "svg", "-o", folder.path("grid.img")]).status == 0)
    let text = try String(contentsOfFile: folder.path("grid.img"), encoding: .utf8)
    #expect(text.contains("<svg"))
  }

  @Test func defaultOutputGoesUnderOutput() throws {
    let folder = try TemporaryFolder()
    try folder.write("grid.json", Self.scene)
    let result = try CLI.run(["render", "grid.json"], in: folder.url)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(FileManager.default.fileExists(atPath: folder.path("output/grid.png")))
  }

  @Test(arguments: ["default", "fastest", "smallest", "0", "9"])
  func everyPNGSettingWritesTheSameImage(setting: String) throws {
    let folder = try TemporaryFolder()
    let scene = try folder.write("grid.json", Self.scene)
    let result = try CLI.run(["render", scene, "--png-compression", setting, "-o", folder.path("grid.png")])
    #expect(result.status == 0, "\(result.stderr)")
    let size = try #require(pngSize(try Data(contentsOf: URL(fileURLWithPath: folder.path("grid.png")))))
    #expect(size.width == 640 && size.height == 480)
  }

  @Test func samePNGBytesEveryRun() throws {
    let folder = try TemporaryFolder()
    let scene = try folder.write("grid.json", Self.scene)
    #expect(try CLI.run(["render", scene, "-o", folder.path("a.png")]).status == 0)
    #expect(try CLI.run(["render", scene, "-o", folder.path("b.png")]).status == 0)
    let a = try Data(contentsOf: URL(fileURLWithPath: folder.path("a.png")))
    let b = try Data(contentsOf: URL(fileURLWithPath: folder.path("b.png")))
    #expect(a == b)
  }

  @Test(arguments: ["render", "layout"])
  func helpExplainsWithAnExample(command: String) throws {
    let result = try CLI.run([command, "--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("Examples:"))
    #expect(result.stdout.contains("collection-render \(command) "))
  }

  @Test func rootHelpListsCommandsAndExitCodes() throws {
    let result = try CLI.run(["--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("render") && result.stdout.contains("layout"))
    #expect(result.stdout.contains("65 invalid scene"))
  }

  @Test func everySampleRenders() throws {
    let folder = try TemporaryFolder()
    let samples = CLI.repositoryRoot.appendingPathComponent("samples")
    let scenes = try FileManager.default.subpathsOfDirectory(atPath: samples.path)
      .filter { $0.hasSuffix(".json") && !($0 as NSString).lastPathComponent.hasPrefix("dataset") }
    #expect(scenes.count >= 2)
    for scene in scenes {
      let result = try CLI.run(["render", samples.appendingPathComponent(scene).path, "-o", folder.path("sample.png")])
      #expect(result.status == 0, "\(scene): \(result.stderr)")
    }
  }
}
