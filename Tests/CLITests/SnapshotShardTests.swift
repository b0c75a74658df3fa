import Foundation
import Testing

/// A snapshot suite split across machines: `--shard K/N` (or `auto` from a CI's parallel-job
/// variables) checks a part, each part writes its report, and `merge-reports` makes them the
/// report one run writes; `--filter` checks one snapshot, as the report's accept command does.
@Suite(.serialized) struct SnapshotShardTests {
  static let arguments = ["--layout", "--image", "--reference", "refs/", "--artifacts", "art"]

  /// Every file under `folder`, relative, with its bytes.
  static func tree(_ folder: String) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = try #require(FileManager.default.enumerator(atPath: folder))
    for case let path as String in enumerator {
      var isDirectory: ObjCBool = false
      let full = folder + "/" + path
      if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
        files[path] = try Data(contentsOf: URL(fileURLWithPath: full))
      }
    }
    return files
  }

  @Test func theMergedReportOfTwoShardsIsTheReportOfOneRun() throws {
    let folder = try TemporaryFolder()
    let scenes = try HTMLReportTests.changedSuite(in: folder)
    var names: [[String]] = []
    for shard in ["1/2", "2/2"] {
      let result = try CLI.run(
        ["snapshot"] + scenes + Self.arguments + [
          "--shard", shard, "--report", "shard-\(shard.prefix(1))/report.html", "--json",
        ],
        in: folder.url)
      #expect(result.status == 1, "\(result.stderr)")
      let snapshots = try #require(try jsonObject(result.stdout)["snapshots"] as? [[String: Any]])
      names.append(snapshots.map { "\($0["reference"] ?? "")" })
    }
    // Disjoint parts that cover the suite.
    #expect(names[0].count == 2 && names[1].count == 2)
    #expect(Set(names[0] + names[1]) == ["refs/grid.png", "refs/grid.json", "refs/other.png", "refs/other.json"])
    let whole = try CLI.run(
      ["snapshot"] + scenes + Self.arguments + ["--report", "single/report.html"], in: folder.url)
    #expect(whole.status == 1)
    let merge = try CLI.run(
      ["merge-reports", "shard-1", "shard-2/report.html", "-o", "merged/report.html"], in: folder.url)
    #expect(merge.status == 0, "\(merge.stderr)")
    #expect(merge.stdout.contains("4 entries from 2 reports, 3 failed"))
    let single = try Self.tree(folder.path("single"))
    let merged = try Self.tree(folder.path("merged"))
    #expect(single.keys.sorted() == merged.keys.sorted())
    #expect(single.count == 1 + 1 + 3 + 3 + 0)  // the page, report.json, grid's and other's three images
    for (path, bytes) in single { #expect(merged[path] == bytes, "\(path) differs") }
  }

  @Test func shardAutoReadsTheCIsParallelJobVariables() throws {
    let folder = try TemporaryFolder()
    let scenes = try HTMLReportTests.changedSuite(in: folder)
    func references(_ shard: String, _ environment: [String: String]) throws -> [String] {
      let result = try CLI.run(
        ["snapshot"] + scenes + Self.arguments + ["--shard", shard, "--json"], in: folder.url, environment: environment)
      let snapshots = try jsonObject(result.stdout)["snapshots"] as? [[String: Any]] ?? []
      return snapshots.map { "\($0["reference"] ?? "")" }
    }
    let second = try references("2/2", [:])
    #expect(second.count == 2)
    #expect(try references("auto", ["CI_NODE_INDEX": "2", "CI_NODE_TOTAL": "2"]) == second)  // GitLab, from 1
    #expect(try references("auto", ["CIRCLE_NODE_INDEX": "1", "CIRCLE_NODE_TOTAL": "2"]) == second)  // from 0
    #expect(
      try references("auto", ["BUILDKITE_PARALLEL_JOB": "1", "BUILDKITE_PARALLEL_JOB_COUNT": "2"]) == second)
    // No variables, or a bad value: one line, exit 64.
    let none = try CLI.run(["snapshot"] + scenes + Self.arguments + ["--shard", "auto"], in: folder.url)
    #expect(none.status == 64 && none.stderr.contains("CI_NODE_INDEX"), "\(none.stderr)")
    let bad = try CLI.run(["snapshot"] + scenes + Self.arguments + ["--shard", "3/2"], in: folder.url)
    #expect(bad.status == 64, "\(bad.stderr)")
  }

  @Test func theAcceptCommandRecordsThatSnapshotAlone() throws {
    let folder = try TemporaryFolder()
    let scenes = try HTMLReportTests.changedSuite(in: folder)
    let run = try CLI.run(["snapshot"] + scenes + Self.arguments + ["--report", "report.html"], in: folder.url)
    #expect(run.status == 1)
    let data = try Data(contentsOf: URL(fileURLWithPath: folder.path("report-files/report.json")))
    let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let entries = try #require((report["report"] as? [String: Any])?["entries"] as? [[String: Any]])
    let command = try #require(
      entries.first { $0["name"] as? String == "other" && $0["expectedPath"] as? String == "refs/other.png" }?[
        "acceptCommand"] as? String)
    let words = command.split(separator: " ").map(String.init)
    #expect(words.prefix(2) == ["collection-render", "snapshot"])
    let before = try Data(contentsOf: URL(fileURLWithPath: folder.path("refs/grid.png")))
    let accept = try CLI.run(Array(words.dropFirst()), in: folder.url)
    #expect(accept.status == 1, "\(accept.stdout)")  // re-recorded: nothing verified
    #expect(accept.stdout.contains("2 snapshots: 0 match, 0 differ, 2 recorded"), "\(accept.stdout)")
    // Now other's snapshots pass and grid's still fails.
    let again = try CLI.run(["snapshot"] + scenes + Self.arguments + ["--json"], in: folder.url)
    let results = try #require(try jsonObject(again.stdout)["snapshots"] as? [[String: Any]])
    let failing = results.filter { $0["result"] as? String != "match" }.map { "\($0["reference"] ?? "")" }
    #expect(failing == ["refs/grid.png"])
    #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path("refs/grid.png"))) == before)
    // A filter that names no snapshot is a mistake on the command line.
    let none = try CLI.run(["snapshot"] + scenes + Self.arguments + ["--filter", "nothing"], in: folder.url)
    #expect(none.status == 64, "\(none.stderr)")
  }

  @Test func aSelfContainedOrMissingReportCannotBeMerged() throws {
    let folder = try TemporaryFolder()
    let png = folder.path("a.png")
    #expect(try CLI.run(["render", HTMLReportTests.grid, "-o", png]).status == 0)
    #expect(
      try CLI.run(["compare", png, png, "--report", folder.path("one.html"), "--report-self-contained"]).status == 0)
    let selfContained = try CLI.run(["merge-reports", folder.path("one.html"), "-o", folder.path("m.html")])
    #expect(selfContained.status == 65 && selfContained.stderr.contains("self-contained"), "\(selfContained.stderr)")
    let missing = try CLI.run(["merge-reports", folder.path("nothing.html"), "-o", folder.path("m.html")])
    #expect(missing.status == 66, "\(missing.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.path("m.html")))
  }
}
