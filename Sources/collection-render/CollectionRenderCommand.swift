import ArgumentParser
import CollectionRender

/// `collection-render`: UIKit-style collection-view layouts, rendered headlessly.
@main
struct CollectionRenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "collection-render",
    abstract: "Lay out and render UIKit-style collection views from a scene file, headlessly.",
    discussion: """
      A scene file (JSON) holds the collection view's bounds, content offset and inset, a layout \
      (flow, line, circle or waterfall, with UIKit's property names), the data (sections, items, headers, footers) and \
      the styles. See README.md for the format.

      Examples:
        collection-render render samples/flow-grid/scene.json -o output/grid.png
        collection-render layout samples/circle/scene.json --all
        collection-render render samples/circle/scene.json -o output/circle.pdf

      Shell completions: collection-render --generate-completion-script bash (or zsh, fish) \
      prints a script for your shell; see docs/command-line.md.

      Exit codes: 0 success; 64 bad command line; 65 invalid scene or dataset; 66 a scene or \
      dataset file is missing or unreadable; 70 rendering failed; 73 an output file cannot be \
      written. compare and snapshot exit 0 when everything matches and 1 when something \
      differs (or was recorded), and use the codes above for errors.
      """,
    version: PackageVersion.current,
    subcommands: [
      RenderCommand.self, LayoutCommand.self, FramesCommand.self, CompareCommand.self, SnapshotCommand.self,
    ])
}
