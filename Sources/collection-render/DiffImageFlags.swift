import ArgumentParser
import ImageDiff
import Snapshots

/// The diff image flags `compare` and `snapshot` share: the layout and pixelmatch's output
/// options (`alpha`, `aaColor`, `diffColor`, `diffColorAlt`, `diffMask`).
struct DiffImageFlags: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "three: expected | differences | actual (the default); single: one panel, pixelmatch's own output.",
      valueName: "single|three"))
  var diffLayout: LayoutChoice?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Opacity of the faded expected image behind the marks, 0 (white) to 1 (pixelmatch's alpha; default 0.1 in "
        + "one panel, 0.3 in three).",
      valueName: "0-1"))
  var alpha: Double?

  @Option(
    name: .long,
    help: ArgumentHelp("Colour of differing pixels (pixelmatch's diffColor; default red).", valueName: "R,G,B"))
  var diffColor: ColorArgument?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Colour of differing pixels where the actual image is darker (pixelmatch's diffColorAlt; default: the "
        + "--diff-color).",
      valueName: "R,G,B"))
  var diffColorAlt: ColorArgument?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Colour of ignored anti-aliasing pixels (pixelmatch's aaColor; default yellow).", valueName: "R,G,B"))
  var aaColor: ColorArgument?

  @Flag(
    name: .long,
    help: "Paint only the counted differences, over transparency (pixelmatch's diffMask).")
  var diffMask = false

  enum LayoutChoice: String, ExpressibleByArgument, CaseIterable {
    case single, three
  }

  /// `R,G,B` with each channel 0–255, or `#RRGGBB`.
  struct ColorArgument: ExpressibleByArgument {
    var color: RGBA

    init?(argument: String) {
      var channels: [UInt8] = []
      if argument.hasPrefix("#") {
        let hex = argument.dropFirst()
        guard hex.count == 6, let value = UInt32(hex, radix: 16) else { return nil }
        channels = [UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
      } else {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 3 else { return nil }
        for part in parts {
          guard let channel = UInt8(part.trimmingCharacters()) else { return nil }
          channels.append(channel)
        }
      }
      color = RGBA(channels[0], channels[1], channels[2])
    }

    static var defaultCompletionKind: CompletionKind { .default }
  }

  /// The style the flags describe: the layout's own defaults, then each flag given.
  func style() throws -> DiffImageStyle {
    var style = DiffImageStyle(layout: diffLayout == .single ? .singlePanel : .threePanels)
    if let alpha { style.options.originalOpacity = alpha }
    if let diffColor { style.options.differenceColor = diffColor.color }
    if let diffColorAlt { style.options.darkerDifferenceColor = diffColorAlt.color }
    if let aaColor { style.options.antiAliasingColor = aaColor.color }
    if diffMask { style.options.differencesOnly = true }
    if let alpha, !(alpha >= 0 && alpha <= 1) { throw ValidationError("--alpha must be 0 to 1, got \(alpha)") }
    if let problem = style.problem { throw ValidationError(problem) }
    return style
  }
}
