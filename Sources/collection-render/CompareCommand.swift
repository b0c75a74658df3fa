import ArgumentParser
import CollectionRender
import CommandLineSupport
import Foundation
import ImageDiff
import Snapshots

/// `collection-render compare`: two PNGs, or two folders of them, by pixels.
struct CompareCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "compare",
    abstract: "Compare two PNG files, or two folders of them matched by relative path, pixel by pixel.",
    discussion: """
      Pixels are compared after decoding (never the bytes: zlib versions change those), colours \
      weighted by alpha. Exact by default; --channel-tolerance, --perceptual, --max-pixels and \
      --max-ratio loosen it. The numbers are printed whether or not the images match. In \
      folders, .json and .txt files are compared as text, other files are listed as not \
      compared, hidden files are skipped.

      When images differ, a diff image shows expected | differences | actual: red pixels differ, \
      yellow ones are ignored anti-aliasing, blue ones differ within the tolerance, magenta ones \
      exist in only one image; a rectangle marks the region of the differences. With \
      --diff-layout single it is one panel, pixel for pixel what pixelmatch writes (its alpha, \
      aaColor, diffColor, diffColorAlt and diffMask are --alpha, --aa-color, --diff-color, \
      --diff-color-alt and --diff-mask).

      Exit status: 0 every pair matches; 1 some differ (or differ in size, or a file is in one \
      folder only); 64 bad command line; 65 a file is not a valid PNG or not UTF-8 text; 66 a \
      file is missing or unreadable; 73 the diff image or the report cannot be written.

      --report writes an HTML page listing every pair, the most different first, with filters \
      and search; each opens onto its numbers, its files and, for images that are not identical, \
      the diff, actual and expected images (side by side, under a slider) at natural size with a \
      zoom, the changed region outlined and shown close up. The images go in <file name>-files/ \
      beside the page; --report-self-contained puts them inside the one file, which opens offline. \
      With --report, diff images are written only where --diff says: nothing goes to output/compare.

      Examples:
        collection-render compare output/grid.png output/scroll/frame_00000.png
        collection-render compare output/scroll/ output/back/ --perceptual --json
        collection-render compare output/scroll/ output/back/ --report report.html
        collection-render compare output/grid.png output/scroll/frame_00001.png \\
          --channel-tolerance 2 --max-ratio 0.1% --diff output/diff.png
        collection-render compare output/grid.png output/scroll/frame_00001.png \\
          --perceptual --diff-layout single --diff-color-alt 0,160,255 \\
          --diff output/diff.png
      """)

  @Argument(help: "The expected PNG (the reference), or a folder of them.")
  var expected: String

  @Argument(help: "The actual PNG, or a folder of them.")
  var actual: String

  @OptionGroup(title: "Tolerance") var tolerance: ToleranceOptions

  @OptionGroup(title: "Diff image") var diffImage: DiffImageFlags

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Where the diff image goes (a folder when comparing folders); default output/compare/<name>.diff.png, "
        + "none with --report.",
      valueName: "path"))
  var diff: String?

  @Flag(
    name: .long, help: "Also write the diff image when the images match within the tolerance but are not identical.")
  var diffAlways = false

  @Flag(name: .long, help: "Print the report as JSON on standard output.")
  var json = false

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Also write an HTML report: every pair with its numbers, filters and search; expected, actual and diff images "
        + "under tabs; most different first. Its images go in <file name>-files/ beside it.",
      valueName: "file"))
  var report: String?

  @Flag(name: .long, help: "Write the HTML report as one file with its images inside.")
  var reportSelfContained = false

  func validate() throws {
    _ = try tolerance.tolerance(base: .exact)
    _ = try diffImage.style()
    if reportSelfContained && report == nil { throw ValidationError("--report-self-contained goes with --report FILE") }
  }

  func run() throws {
    let tolerance = try self.tolerance.tolerance(base: .exact)
    try reportingComparisonErrors {
      let comparison = try PathComparison.run(
        expected: expected, actual: actual,
        options: PathComparison.Options(
          tolerance: tolerance, diff: diff, diffWhenPassing: diffAlways, diffStyle: try diffImage.style(),
          // The report draws the differences itself: diff images only where --diff asks for them.
          writesDiffImages: report == nil || diff != nil))
      if let report {
        try HTMLReport(comparison: comparison).write(to: report, images: reportSelfContained ? .embedded : .files)
      }
      if json {
        print(JSONText.comparison(comparison).rendered(), terminator: "")
      } else {
        for entry in comparison.entries { print(entry.line) }
        if comparison.mode == .folder { print(comparison.summary) }
      }
      if let problem = comparison.firstProblem {
        throw ExitCode(problem.kind == .invalid ? ExitStatus.invalidInput : ExitStatus.missingInput)
      }
      if !comparison.matched { throw ExitCode(1) }
    }
  }
}

/// Like `reportingErrors`, and also maps a missing, unreadable or invalid input file to 66 or 65.
func reportingComparisonErrors(_ body: () throws -> Void) throws {
  try reportingErrors {
    do {
      try body()
    } catch let error as InputFileError {
      ErrorLine.print("\(error)")
      throw ExitCode(error.kind == .invalid ? ExitStatus.invalidInput : ExitStatus.missingInput)
    }
  }
}
