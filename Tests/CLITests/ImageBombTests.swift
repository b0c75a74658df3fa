import Foundation
import Testing

/// Images that cost a decoder far more than their size are refused or drawn within seconds and
/// bounded memory, through the built binary under the 4 GiB address-space limit: a progressive
/// JPEG of thousands of scans, and a PNG whose compressed data goes on for gigabytes after its
/// last row. (The PNG whose chunk claims more bytes than the file holds is in the bad-input
/// corpus.)
@Suite struct ImageBombTests {
  /// Seconds a run may take: the bombs took minutes before they were bounded.
  static let timeLimit = 10.0

  /// A scene drawing `image` in one cell, written beside it.
  static func scene(drawing image: String, in folder: TemporaryFolder) throws -> String {
    try folder.write(
      "scene.json",
      #"{"bounds": {"width": 100, "height": 100}, "sections": [{"items": [{"image": "\#(image)"}]}]}"#)
  }

  @Test func aJPEGOfThousandsOfScansIsRefusedAtTheScanLimit() throws {
    let folder = try TemporaryFolder()
    let logs = try TemporaryFolder()
    try Data(ImageBombs.progressiveScans(side: 4096, scans: 4000)).write(
      to: URL(fileURLWithPath: folder.path("bomb.jpg")))
    let scene = try Self.scene(drawing: "bomb.jpg", in: folder)
    let output = folder.path("out.png")
    let result = try BadInputCorpusTests.runLimited(["render", scene, "-o", output], logs: logs)
    #expect(result.seconds < Self.timeLimit, "\(result.seconds) s")
    #expect(result.status == 65, "\(result.stderr)")
    #expect(result.stderr.hasPrefix("collection-render: error: \(scene): $.sections[0].items[0].image: "))
    #expect(
      result.stderr.hasSuffix(
        "/bomb.jpg: refused: a progressive JPEG of more than 100 scans (encoders write about 10)\n"),
      "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test func aJPEGOfAsManyScansAsTheLimitRenders() throws {
    let folder = try TemporaryFolder()
    let logs = try TemporaryFolder()
    for (scans, status) in [(100, Int32(0)), (101, Int32(65))] {
      let name = "scans-\(scans).jpg"
      try Data(ImageBombs.progressiveScans(side: 512, scans: scans)).write(to: URL(fileURLWithPath: folder.path(name)))
      let scene = try Self.scene(drawing: name, in: folder)
      let result = try BadInputCorpusTests.runLimited(["render", scene, "-o", folder.path("out.png")], logs: logs)
      #expect(result.status == status, "\(scans) scans: \(result.stderr)")
    }
  }

  @Test func compressedDataAfterTheLastRowOfAPNGIsNeverInflated() throws {
    let folder = try TemporaryFolder()
    let logs = try TemporaryFolder()
    // 33 MB that inflate to 34 GB of zeros after the image's 40,100 bytes of rows.
    let bomb = ImageBombs.trailingDeflate(trailingBytes: 33_000_000)
    try Data(bomb).write(to: URL(fileURLWithPath: folder.path("bomb.png")))
    let scene = try Self.scene(drawing: "bomb.png", in: folder)
    let output = folder.path("out.png")
    let result = try BadInputCorpusTests.runLimited(["render", scene, "-o", output], logs: logs)
    #expect(result.seconds < Self.timeLimit, "\(result.seconds) s")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(pngSize(try Data(contentsOf: URL(fileURLWithPath: output))).map { [$0.width, $0.height] } == [100, 100])
  }

  @Test func theTrailingDeflateBombIsAValidPNG() throws {
    // pngcheck inflates the whole stream: a small bomb shows the generator writes what it says
    // (a bomb the decoder refused as corrupt would prove nothing).
    let folder = try TemporaryFolder()
    let path = folder.path("small.png")
    try Data(ImageBombs.trailingDeflate(trailingBytes: 1000)).write(to: URL(fileURLWithPath: path))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["pngcheck", path]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(output)")
  }
}
