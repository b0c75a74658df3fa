import ArgumentParser
import ImageDiff

/// The tolerance flags `compare` and `snapshot` share.
struct ToleranceOptions: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp("A pixel differs when a channel (R, G, B or A) differs by more than this.", valueName: "0-255"))
  var channelTolerance: Int?

  @Flag(
    name: .long, help: "Perceptual mode: compare perceived colour (pixelmatch's YIQ distance) and ignore anti-aliasing."
  )
  var perceptual = false

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Perceptual mode's colour-distance threshold, 0 (exact) to 1; default 0.1. Implies --perceptual.",
      valueName: "0-1"))
  var perceptualThreshold: Double?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Pixels that look like anti-aliasing: ignore (perceptual default) or count (channel default).",
      valueName: "ignore|count"))
  var antiAliasing: AntiAliasingChoice?

  @Option(name: .long, help: ArgumentHelp("At most this many pixels may differ (default 0).", valueName: "count"))
  var maxPixels: Int?

  @Option(
    name: .long,
    help: ArgumentHelp("At most this fraction of the pixels may differ: 0.001 or 0.1%.", valueName: "ratio"))
  var maxRatio: RatioArgument?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "What translucent pixels are blended over before colours are compared: checkerboard (pixelmatch 7's default) "
        + "or white (pixelmatch's checkerboard: false).",
      valueName: "checkerboard|white"))
  var backdrop: BackdropChoice?

  enum AntiAliasingChoice: String, ExpressibleByArgument, CaseIterable {
    case ignore, count
  }

  enum BackdropChoice: String, ExpressibleByArgument, CaseIterable {
    case checkerboard, white

    var backdrop: Tolerance.Backdrop {
      switch self {
      case .checkerboard: .checkerboard
      case .white: .white
      }
    }
  }

  struct RatioArgument: ExpressibleByArgument {
    var value: Double
    init?(argument: String) {
      let percent = argument.hasSuffix("%")
      guard let number = Double(percent ? String(argument.dropLast()) : argument), number.isFinite else { return nil }
      value = percent ? number / 100 : number
    }
  }

  /// The tolerance the flags describe, starting from `base` for what they leave out.
  func tolerance(base: Tolerance) throws -> Tolerance {
    if channelTolerance != nil && (perceptual || perceptualThreshold != nil) {
      throw ValidationError("--channel-tolerance and --perceptual are two different pixel rules; give one")
    }
    var tolerance = base
    if let channelTolerance {
      tolerance.pixel = .channel(channelTolerance)
      tolerance.ignoresAntiAliasing = false
    }
    if perceptual || perceptualThreshold != nil {
      tolerance.pixel = .perceptual(threshold: perceptualThreshold ?? 0.1)
      tolerance.ignoresAntiAliasing = true
    }
    if let antiAliasing { tolerance.ignoresAntiAliasing = antiAliasing == .ignore }
    if let maxPixels { tolerance.maxDifferingPixels = maxPixels }
    if let maxRatio { tolerance.maxDifferingRatio = maxRatio.value }
    if let backdrop { tolerance.backdrop = backdrop.backdrop }
    if let problem = tolerance.problem { throw ValidationError(problem) }
    return tolerance
  }
}
