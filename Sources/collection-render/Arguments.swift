import ArgumentParser
import Geometry
import SceneModel

/// `X,Y` on the command line, e.g. `--offset 0,240`: two finite numbers.
struct PointArgument: ArgumentValue {
  var point: Point
  /// The point as the command line wrote it, for messages about it.
  var text: String

  init(parsing text: String) throws(ArgumentValueError) {
    self.text = text
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2, let x = Double(parts[0].trimmingCharacters()), let y = Double(parts[1].trimmingCharacters())
    else { throw ArgumentValueError("expected two numbers, x,y") }
    guard x.isFinite, y.isFinite else { throw ArgumentValueError("must be finite numbers (not NaN or infinity)") }
    point = Point(x: x, y: y)
  }

  /// A point whose coordinates are each within ±`limit` (in `unit`, when it has a name).
  init(parsing text: String, within limit: Double, unit: String = "") throws(ArgumentValueError) {
    try self.init(parsing: text)
    guard abs(point.x) <= limit, abs(point.y) <= limit else {
      throw ArgumentValueError("each must be within ±\(Int(limit))\(unit.isEmpty ? "" : " " + unit)")
    }
  }

  static var defaultCompletionKind: CompletionKind { .default }
}

/// `WxH` on the command line, e.g. `--bounds 390x844`: two finite numbers.
struct SizeArgument: ArgumentValue {
  var size: Size

  init(parsing text: String) throws(ArgumentValueError) {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]) else {
      throw ArgumentValueError("expected a width and a height, WxH (e.g. 390x844)")
    }
    guard width.isFinite, height.isFinite else { throw ArgumentValueError("must be finite numbers") }
    size = Size(width: width, height: height)
  }
}

/// The options every command that shows a scene shares.
struct ViewportOptions: ParsableArguments {
  // `.unconditional`: the value may start with a minus sign (`--offset -20,0`), which the default
  // strategy would take for a flag.
  @Option(
    name: .long, parsing: .unconditional,
    help: ArgumentHelp("Content offset in points, replacing the scene's contentOffset.", valueName: "x,y"),
    transform: PointArgument.parse)
  var offset: PointArgument?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Bounds in points, replacing the scene's bounds (e.g. an orientation change).", valueName: "width x height"),
    transform: SizeArgument.parse)
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
