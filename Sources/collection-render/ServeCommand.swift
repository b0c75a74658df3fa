import ArgumentParser
import CommandLineSupport

/// `collection-render serve`: a live preview of a scene, or of the scenes of a folder, in the
/// browser. A thin shell: it checks the command line, then becomes `collection-render-serve`, the
/// program that holds the server (`PreviewServer`).
struct ServeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Preview a scene (or a folder of scenes) live in the browser.",
    discussion: """
      Prints the page's address and serves until interrupted (Ctrl-C). Saving the scene, its \
      dataset or its images redraws the page. The page scrolls the content (scrubbers, the \
      wheel, a drag that flings on release), taps what is clicked, sets the traits (light or \
      dark, left to right or right to left, the Dynamic Type size) and shows the scene's \
      variants side by side, changes the bounds (device presets, a free size, rotation), the \
      scale and the zoom, plays the scene's timeline or a fling in real time, shows the layout \
      attributes of the element under the pointer, and shows errors with their file and place. \
      Only the scene files under PATH are served; see docs/preview.md.

      Examples:
        collection-render serve samples/flow-grid/scene.json
        collection-render serve samples --port 8080
        collection-render serve samples/frames --host 127.0.0.1 --port 0
      """)

  @OptionGroup var arguments: ServeArguments

  /// Checks the arguments here, so that mistakes are reported as every other command reports
  /// them, then becomes `collection-render-serve` (see `ServerExecutable`), which serves.
  func run() throws {
    let settings = try arguments.validatedOrReported()
    do throws(ServerExecutable.Unavailable) {
      try ServerExecutable.replaceProcess(with: settings)
    } catch {
      ErrorLine.print(error.description)
      throw ExitCode(ExitStatus.unavailable)
    }
  }
}
