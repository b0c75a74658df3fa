import ArgumentParser
import Geometry
import SceneModel

/// `X,Y` on the command line, e.g. `--offset 0,240`.
struct PointArgument: ExpressibleByArgument {
  var point: Point

  init?(argument: String) {
    let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2, let x = Double(parts[0].trimmingCharacters()),
      let y = Double(parts[1].trimmingCharacters()),
      x.isFinite, y.isFinite
    else { return nil }
    point = Point(x: x, y: y)
  }

  static var defaultCompletionKind: CompletionKind { .default }
}

/// `WxH` on the command line, e.g. `--bounds 390x844`.
struct SizeArgument: ExpressibleByArgument {
  var size: Size

  init?(argument: String) {
    let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]), width.isFinite, height.isFinite
    else { return nil }
    size = Size(width: width, height: height)
  }
}

/// The options every command that shows a scene shares.
struct ViewportOptions: ParsableArguments {
  // `.unconditional`: the value may start with a minus sign (`--offset -20,0`), which the default
  // strategy would take for a flag.
  @Option(
    name: .long, parsing: .unconditional,
    help: ArgumentHelp("Content offset in points, replacing the scene's contentOffset.", valueName: "x,y"))
  var offset: PointArgument?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Bounds in points, replacing the scene's bounds (e.g. an orientation change).", valueName: "width x height"))
  var bounds: SizeArgument?
}

/// Whether a scene's `"limits"` may raise its budgets: off by default, so that a scene written by
/// anyone cannot take more time or memory than the defaults allow; a trusted scene that needs
/// more is run with `--allow-scene-limits`.
struct SceneLimitsOptions: ParsableArguments {
  @Flag(
    name: .long,
    help: ArgumentHelp(
      "Let the scene's \"limits\" raise its budgets (elements, labels, images, frames) above the defaults; "
        + "without it a scene can only lower them."))
  var allowSceneLimits = false

  /// The most a scene's `limits` may raise each budget to: the defaults, or no ceiling.
  var budgetCeiling: Budgets? { allowSceneLimits ? nil : Budgets() }
}

extension Substring {
  func trimmingCharacters() -> Substring {
    var text = self
    while text.first == " " { text = text.dropFirst() }
    while text.last == " " { text = text.dropLast() }
    return text
  }
}
