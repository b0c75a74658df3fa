import ArgumentParser
import CairoBackend
import CollectionRender
import CommandLineSupport
import Foundation
import Geometry
import SceneFile
import SceneModel
import Snapshots

/// `collection-render render`: draws what a scene shows to PNG, SVG or PDF.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render what a scene shows to a PNG, SVG or PDF file.",
    discussion: """
      The format comes from the output file's extension (.png, .svg, .pdf) or --format. PNG \
      images are bounds × scale pixels; SVG and PDF pages are in points. Files are written \
      atomically: a failed run leaves no partial file.

      Examples:
        collection-render render samples/flow-grid/scene.json -o output/grid.png
        collection-render render samples/flow-grid/scene.json --offset 0,240 \\
          --scale 3 -o output/scrolled@3x.png
        collection-render render samples/flow-grid/scene.json --bounds 667x375 \\
          -o output/landscape.pdf
        collection-render render samples/flow-grid/scene.json --device iphone-15 \\
          -o output/grid-iphone-15.png
        collection-render render samples/flow-grid/scene.json --offset 0,600 \\
          --overview -o output/reuse.png
        collection-render render samples/line-zoom/portrait.json --offset -120,0
        collection-render render samples/traits/dark-list.json \\
          --traits layoutDirection=rightToLeft -o output/list-rtl.png
        collection-render render samples/flow-grid/scene.json --variant light \\
          --variant dark:userInterfaceStyle=dark -o output/grid.png

      Devices (--device, the presets snapshot knows): iphone-se (375×667 @2x), iphone-15 \
      (393×852 @3x), ipad-portrait (768×1024 @2x), ipad-landscape (1024×768 @2x), or \
      WIDTHxHEIGHT@SCALE; a device replaces the scene's bounds and scale.

      Variants (the scene's "variants", or --variant) write one file each, \
      <output>.<variant>.<ext>; a variant that fails writes nothing, the others are still \
      written, and the exit status is the failure's.
      """)

  @Argument(help: "The scene file (JSON).")
  var scene: String

  @Option(
    name: [.short, .customLong("output")],
    help: ArgumentHelp("The output file; default output/<scene name>.<format>.", valueName: "file"))
  var output: String?

  @Option(name: .long, help: ArgumentHelp("png, svg or pdf; default from the output's extension, else png."))
  var format: OutputFormat?

  @OptionGroup var viewport: ViewportOptions

  @OptionGroup var limits: SceneLimitsOptions
  @OptionGroup var traitOptions: TraitOptions
  @OptionGroup var fontFolders: FontFolderOptions

  @OptionGroup var variantOptions: VariantOptions

  @OptionGroup var documentation: DocumentationImageOptions

  @Option(
    name: .long,
    help: ArgumentHelp("Pixels per point for PNG output (1, 2, 3, …), replacing the scene's scale.", valueName: "scale")
  )
  var scale: Double?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "A device to render on, replacing the scene's bounds and scale: iphone-se, iphone-15, ipad-portrait, "
        + "ipad-landscape, or WxH@S (not with --bounds or --scale).", valueName: "device"))
  var device: String?

  @OptionGroup var png: PNGCompressionOption

  @Flag(
    name: .long,
    help: ArgumentHelp(
      "Draw the whole content with the viewport outlined and the elements outside it dimmed (the scene's "
        + "\"overview\" settings, else defaults).")
  )
  var overview = false

  @Flag(
    name: .long,
    help: ArgumentHelp(
      "Outline and number the elements VoiceOver reads, in reading order, and write the order as text to "
        + "<output>.accessibility.txt.")
  )
  var accessibility = false

  func validate() throws {
    _ = try onDevice()
    if device != nil && (viewport.bounds != nil || scale != nil) { throw DeviceArguments.conflict }
  }

  /// The device `--device` names, if any.
  func onDevice() throws(ValidationError) -> Device? {
    guard let device else { return nil }
    return try DeviceArguments.devices([device], allowsAll: false).first
  }

  func run() throws {
    try reportingErrors(file: scene) {
      try fontFolders.register()
      let traits = try traitOptions.assignments()
      let commandLineVariants = try variantOptions.commandLineVariants()
      let (path, format) = try outputPathAndFormat()
      let png = try PNGCompressionSetting.parse(self.png.pngCompression).options
      let document = try SceneLoader.loadDocument(path: scene, budgetCeiling: limits.budgetCeiling, traits: traits)
      try checkTraitsLeaveVariantsTrue(
        traits, variants: document.usableVariants(replacingVariantsWith: commandLineVariants))
      let runs = document.runs(replacingVariantsWith: commandLineVariants)
      guard runs != [nil] else {
        try render(document.scene, to: path, format: format, png: png)
        return
      }
      // Each variant on its own: a failed one is reported and writes nothing; the others go on.
      var failure: ExitCode?
      for case let variant? in runs {
        do {
          let variant = try variant.get()
          let loaded = try SceneLoader.load(
            path: scene, budgetCeiling: limits.budgetCeiling, traits: traits + variant.traits)
          try render(loaded, to: SceneVariant.path(path, variant: variant.name), format: format, png: png)
        } catch {
          let code = ExitStatus.report(error)
          if failure == nil { failure = code }
        }
      }
      if let failure { throw failure }
    }
  }

  /// Renders `loaded` with the command's overrides to `path`.
  func render(_ loaded: Scene, to path: String, format: OutputFormat, png: PNGOptions) throws {
    let overrides = SceneOverrides(
      bounds: viewport.bounds?.size, contentOffset: viewport.offset?.point, scale: scale,
      snapsToPixels: documentation.snapOverride, chrome: documentation.chromeOverride)
    var resolved = try SceneSnapshot.scene(try overrides.apply(to: loaded), on: try onDevice())
    if overview, resolved.overview == nil { resolved.overview = Overview() }
    resolved.showsAccessibilityOverlay = accessibility
    let pipeline = Pipeline(scene: resolved)
    let bytes = try pipeline.render(at: pipeline.viewport(), as: format, png: png)
    try AtomicFile.write(bytes, to: path)
    if accessibility {
      let order = AccessibilityComposer.text(pipeline.accessibilityElements(at: pipeline.viewport()))
      let textPath = ((path as NSString).deletingPathExtension as NSString).appendingPathExtension("accessibility.txt")!
      try AtomicFile.write(Array(order.utf8), to: textPath)
      print("\(textPath): reading order, \(order.split(separator: "\n").count) elements")
    }
    let size = pipeline.imageSize(at: pipeline.viewport())
    print("\(path): \(describe(bytes: bytes.count, format: format, size: size, scale: resolved.scale))")
  }

  /// The output path and format from `-o` and `--format`.
  func outputPathAndFormat() throws(UsageError) -> (String, OutputFormat) {
    if let output {
      let ext = (output as NSString).pathExtension
      if let format {
        return (output, format)
      }
      guard let inferred = OutputFormat(pathExtension: ext) else {
        throw UsageError(
          "-o \(output): cannot tell the format from the extension \"\(ext)\"; use .png, .svg or .pdf, or --format")
      }
      return (output, inferred)
    }
    let format = format ?? .png
    let stem = ((scene as NSString).lastPathComponent as NSString).deletingPathExtension
    return ("output/\(stem).\(format.rawValue)", format)
  }

  func describe(bytes: Int, format: OutputFormat, size points: Size, scale: Double) -> String {
    let size: String
    switch format {
    case .png: size = "\(Int((points.width * scale).rounded()))×\(Int((points.height * scale).rounded())) px"
    case .svg, .pdf: size = "\(LayoutJSON.number(points.width))×\(LayoutJSON.number(points.height)) pt"
    }
    return "\(format.rawValue.uppercased()) \(size), \(bytes) bytes"
  }
}

extension OutputFormat: ExpressibleByArgument {}
