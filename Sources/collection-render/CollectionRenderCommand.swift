import ArgumentParser
import CollectionRender
import CommandLineSupport
import Foundation

/// `collection-render`: UIKit-style collection-view layouts, rendered headlessly.
@main
struct CollectionRenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "collection-render",
    abstract: "Lay out and render UIKit-style collection views from a scene file, headlessly.",
    discussion: """
      A scene file (JSON) holds the collection view's bounds, content offset and inset, a layout \
      (flow, compositional, list, line, circle or waterfall, with UIKit's property names), the data \
      (sections, items, headers, footers) and the styles. See README.md for the format.

      Examples:
        collection-render render samples/flow-grid/scene.json -o output/grid.png
        collection-render layout samples/circle/scene.json --all
        collection-render render samples/circle/scene.json -o output/circle.pdf
        collection-render serve samples --port 0

      Shell completions: collection-render --generate-completion-script bash (or zsh, fish) \
      prints a script for your shell; see docs/command-line.md.

      Exit codes: 0 success; 64 bad command line; 65 invalid scene or dataset; 66 a scene or \
      dataset file is missing or unreadable; 70 rendering failed; 73 an output file cannot be \
      written. compare and snapshot exit 0 when everything matches and 1 when something \
      differs (or was recorded), and use the codes above for errors.
      """,
    version: PackageVersion.current,
    subcommands: [
      RenderCommand.self, LayoutCommand.self, FramesCommand.self, VerifyCommand.self, CompareCommand.self,
      SnapshotCommand.self, MergeReportsCommand.self, ServeCommand.self,
    ])

  /// Parses the command line and runs the command. Every error is one line on standard error in
  /// the form of all the others (`collection-render: error: …`, exit 64 for the command line
  /// itself, with a hint to `--help`), instead of the argument parser's several lines.
  static func main() {
    var command: any ParsableCommand
    do {
      command = try parseAsRoot()
    } catch {
      exitForCommandLine(error)
    }
    do {
      try command.run()
    } catch let exit as ExitCode {
      self.exit(withError: exit)
    } catch {
      exitForCommandLine(error)
    }
  }

  /// Exits for `error`: help and the like as the argument parser prints them, a mistake in the
  /// command line as one line with exit 64, anything else through ``ExitStatus/report(_:file:)``.
  static func exitForCommandLine(_ error: any Error) -> Never {
    switch exitCode(for: error) {
    case .success: exit(withError: error)  // --help prints as it is
    case .validationFailure:
      ErrorLine.print(commandLineMessage(for: error) + " (see \(helpCommand()))")
      Foundation.exit(ExitStatus.usage)
    default: exit(withError: ExitStatus.report(error))
    }
  }

  /// The argument parser's message for a command-line error, first line only, without its
  /// "Error: " prefix.
  static func commandLineMessage(for error: any Error) -> String {
    ErrorLine.commandLineMessage(message(for: error))
  }

  /// `collection-render --help`, or `collection-render render --help` when the command line
  /// names a subcommand.
  static func helpCommand() -> String {
    let names = configuration.subcommands.compactMap { $0.configuration.commandName }
    let arguments = CommandLine.arguments.dropFirst()
    if let subcommand = arguments.first(where: { names.contains($0) }) {
      return "collection-render \(subcommand) --help"
    }
    return "collection-render --help"
  }
}
