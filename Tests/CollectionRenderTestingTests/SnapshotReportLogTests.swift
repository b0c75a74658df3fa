import Foundation
import Testing

@testable import CollectionRenderTesting

/// `SNAPSHOT_REPORT`: the Swift API's snapshots in the HTML report the CLI writes.
@Suite struct SnapshotReportLogTests {
  let folder = NSTemporaryDirectory() + "collection-render-report-log-" + UUID().uuidString

  @Test func everyCheckRewritesTheReportWithTheCopyThatAcceptsAChange() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let blue = Bitmap(width: 6, height: 4, filledWith: RGBA(0, 122, 255))
    var dotted = blue
    dotted[5, 3] = .white
    let references = folder + "/references"
    let log = SnapshotReportLog(path: folder + "/report/report.html")
    try withSnapshotConfiguration(artifacts: folder + "/artifacts") {
      try log.add(
        try verifySnapshot(of: blue, as: .image(), named: "same", record: .missing, snapshotDirectory: references))
      try log.add(
        try verifySnapshot(of: blue, as: .image(), named: "dot", record: .missing, snapshotDirectory: references))
      try log.add(
        try verifySnapshot(of: blue, as: .image(), named: "same", record: .never, snapshotDirectory: references))
      try log.add(
        try verifySnapshot(of: dotted, as: .image(), named: "dot", record: .never, snapshotDirectory: references))
    }
    let html = try String(contentsOfFile: folder + "/report/report.html", encoding: .utf8)
    // Two snapshots, each at its latest outcome.
    #expect(html.contains("snapshot: 2 snapshots"))
    #expect(html.contains(">SnapshotReportLogTests/dot</h2>") && html.contains(">SnapshotReportLogTests/same</h2>"))
    #expect(html.contains("1 failed"))
    let copy = "cp &#39;\(folder)/artifacts/SnapshotReportLogTests/dot.actual.png&#39; &#39;\(references)/dot.png&#39;"
    #expect(html.contains(copy))
    #expect(FileManager.default.fileExists(atPath: folder + "/report/report-files/report.json"))
    // Without a path nothing is written.
    try SnapshotReportLog(path: "").add(
      try verifySnapshot(of: blue, as: .image(), named: "same", record: .never, snapshotDirectory: references))
  }
}
