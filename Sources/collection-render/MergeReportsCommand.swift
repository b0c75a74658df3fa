import ArgumentParser
import Foundation
import Snapshots

/// `collection-render merge-reports`: the HTML reports of a suite's shards as one report.
struct MergeReportsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "merge-reports",
    abstract: "Merge the HTML reports of a snapshot suite's shards into one report, as Playwright's merge-reports.",
    discussion: """
      Each shard of a suite split with `snapshot --shard K/N` writes its own --report (with its \
      images and data in <file name>-files/ beside it); this command reads them and writes one \
      report of every snapshot, the same page a single run of the whole suite writes. Give the \
      shards' report files, or folders that each hold one report. Self-contained reports \
      (--report-self-contained) carry no data and cannot be merged. The merged report is written \
      as --report writes one: its images beside it, or inside it with --self-contained.

      Exit status: 0 merged; 64 bad command line; 65 a report has no data beside it or its data \
      is not a report's; 66 a report or one of its images is missing; 73 the merged report \
      cannot be written.

      Examples:
        collection-render merge-reports shard-*/ -o report/report.html
        collection-render merge-reports shard-*/report.html -o report.html \\
          --self-contained
      """)

  @Argument(help: "The shards' reports: HTML files, or folders holding one each.")
  var reports: [String]

  @Option(name: .shortAndLong, help: ArgumentHelp("The merged report (HTML).", valueName: "file"))
  var output: String

  @Flag(name: .long, help: "Write the merged report as one file with its images inside.")
  var selfContained = false

  func run() throws {
    try reportingComparisonErrors {
      var shards: [HTMLReport] = []
      for path in reports { shards.append(try HTMLReport.read(from: path)) }
      let merged = HTMLReport.merged(shards)
      try merged.write(to: output, images: selfContained ? .embedded : .files)
      let failed = merged.entries.filter { !$0.passed }.count
      print("\(output): \(merged.entries.count) entries from \(shards.count) reports, \(failed) failed")
    }
  }
}
