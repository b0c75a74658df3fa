import ArgumentParser

/// `collection-render`: UIKit-style collection-view layouts, rendered headlessly.
@main
struct CollectionRenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "collection-render",
    abstract: "Lay out and render UIKit-style collection views from a scene file, headlessly.",
    discussion: """
      A scene file (JSON) holds the collection view's bounds, content offset and inset, a layout \
      (UICollectionViewFlowLayout's properties), the data (sections, items, headers, footers) and \
      the styles. See README.md for the format.

      Exit codes: 0 success; 64 bad command line; 65 invalid scene or dataset; 66 a scene or \
      dataset file is missing or unreadable; 70 rendering failed; 73 an output file cannot be \
      written.
      """,
    subcommands: [RenderCommand.self, LayoutCommand.self, FramesCommand.self])
}
