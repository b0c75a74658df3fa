import ArgumentParser
import CollectionRender
import SceneFile
import SceneModel

/// `collection-render layout`: prints the layout's attributes as JSON.
struct LayoutCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layout",
    abstract: "Print the layout attributes of the visible elements (or all with --all) as JSON.",
    discussion: """
      Output: {"contentSize":{"width","height"},"viewport":{...},"elements":[{"category", \
      "kind","section","item","frame":{"x","y","width","height"},"zIndex","alpha","hidden", \
      "transform":{"a","b","c","d","tx","ty"}}]}. Frames are in content coordinates; pinned \
      headers and footers are placed for the content offset. Cells come first, then \
      supplementary views, then decoration views.

      Examples:
        collection-render layout samples/flow-grid/scene.json
        collection-render layout samples/flow-sections/scene.json --offset 0,1200 \\
          --bounds 390x844
        collection-render layout samples/waterfall/scene.json --all > layout.json
      """)

  @Argument(help: "The scene file (JSON).")
  var scene: String

  @OptionGroup var viewport: ViewportOptions

  @OptionGroup var limits: SceneLimitsOptions
  @OptionGroup var traitOptions: TraitOptions
  @OptionGroup var fontFolders: FontFolderOptions

  @Flag(name: .long, help: "List every element, not only those intersecting the visible bounds.")
  var all = false

  func run() throws {
    try reportingErrors(file: scene) {
      try fontFolders.register()
      let overrides = SceneOverrides(bounds: viewport.bounds?.size, contentOffset: viewport.offset?.point)
      // The layout never looks at pixels: images are checked, not decoded.
      let resolved = try overrides.apply(
        to: try SceneLoader.load(
          path: scene, images: .headersOnly, budgetCeiling: limits.budgetCeiling,
          traits: try traitOptions.assignments()))
      let pipeline = Pipeline(scene: resolved)
      let shown = pipeline.viewport()
      let elements =
        all ? pipeline.prepared.allLayoutAttributes(viewport: shown) : pipeline.visibleAttributes(at: shown)
      if !all { try pipeline.checkElementCount(elements) }
      print(
        LayoutJSON.encode(contentSize: pipeline.prepared.contentSize, viewport: shown, elements: elements),
        terminator: "")
    }
  }
}
