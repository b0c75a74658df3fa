import CollectionRender
import ImageDiff
import OrderedJSON

/// The comparisons' parts of the `--json` reports (`compare`, `snapshot`): tolerances, image
/// comparisons and text comparisons.
extension JSONText {
  /// A tolerance: `{"pixelRule": "channel", "channel": 2, "ignoreAntiAliasing": false,
  /// "maxDifferingPixels": null, "maxDifferingRatio": null, "backdrop": "checkerboard"}` (or
  /// `"perceptual"` with `"threshold"`; the backdrop is `"checkerboard"` or `"white"`).
  public static func tolerance(_ tolerance: Tolerance) -> JSONText {
    var members: [(String, JSONText)]
    switch tolerance.pixel {
    case .channel(let steps): members = [("pixelRule", .string("channel")), ("channel", .int(steps))]
    case .perceptual(let threshold):
      members = [("pixelRule", .string("perceptual")), ("threshold", .number(threshold))]
    }
    members += [
      ("ignoreAntiAliasing", .bool(tolerance.ignoresAntiAliasing)),
      ("maxDifferingPixels", tolerance.maxDifferingPixels.map { .int($0) } ?? .null),
      ("maxDifferingRatio", tolerance.maxDifferingRatio.map { .number($0) } ?? .null),
      ("backdrop", .string(backdropName(tolerance.backdrop))),
    ]
    return .object(members)
  }

  /// `checkerboard` or `white`: the backdrop's name in reports and on the command line.
  public static func backdropName(_ backdrop: Tolerance.Backdrop) -> String {
    switch backdrop {
    case .checkerboard: "checkerboard"
    case .white: "white"
    }
  }

  /// An image comparison's numbers.
  public static func report(_ report: DiffReport) -> JSONText {
    func size(_ size: PixelSize) -> JSONText { .object([("width", .int(size.width)), ("height", .int(size.height))]) }
    let region: JSONText =
      report.differingRegion.map {
        .object([("x", .int($0.x)), ("y", .int($0.y)), ("width", .int($0.width)), ("height", .int($0.height))])
      } ?? .null
    return .object([
      ("passed", .bool(report.passed)),
      ("expectedSize", size(report.expectedSize)),
      ("actualSize", size(report.actualSize)),
      ("pixels", .int(report.pixelCount)),
      ("differingPixels", .int(report.differingPixels)),
      ("differingRatio", .number(report.differingRatio)),
      ("allowedDifferingPixels", .int(report.allowedDifferingPixels)),
      ("antiAliasedPixels", .int(report.antiAliasedPixels)),
      ("toleratedPixels", .int(report.toleratedPixels)),
      ("maxChannelDifference", .int(report.maximumChannelDifference)),
      ("maxColorDistance", .number((report.maximumColorDistance * 1e6).rounded() / 1e6)),
      ("region", region),
    ])
  }

  /// A text comparison.
  public static func text(_ comparison: TextComparison) -> JSONText {
    .object([
      ("passed", .bool(comparison.matches)),
      ("removedLines", .int(comparison.removedLines)),
      ("addedLines", .int(comparison.addedLines)),
      ("excerpt", .array(comparison.excerpt.map(JSONText.string))),
    ])
  }
}
