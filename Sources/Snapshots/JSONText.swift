import CollectionRender
import ImageDiff

/// A JSON value with keys in a fixed order, printed with two-space indentation, for the
/// `--json` reports (a contract: keys keep their order, numbers print as the shortest decimal
/// that reads back as the same value).
public indirect enum JSONText: Sendable {
  case object([(String, JSONText)])
  case array([JSONText])
  case string(String)
  case number(Double)
  case bool(Bool)
  case null

  static func int(_ value: Int) -> JSONText { .number(Double(value)) }
  static func optional(_ value: String?) -> JSONText { value.map(JSONText.string) ?? .null }

  /// The text, ending with a newline.
  public func rendered() -> String {
    var out = ""
    write(to: &out, indent: "")
    return out + "\n"
  }

  /// Whether this is a string, number, boolean or null.
  private var isScalar: Bool {
    switch self {
    case .object, .array: false
    default: true
    }
  }

  /// Small objects of scalars on one line: `{"width": 120, "height": 80}`.
  private var inline: String? {
    guard case .object(let members) = self, !members.isEmpty, members.allSatisfy(\.1.isScalar) else { return nil }
    var text = "{"
    for (index, (key, value)) in members.enumerated() {
      text += (index == 0 ? "" : ", ") + Self.quoted(key) + ": "
      value.write(to: &text, indent: "")
    }
    text += "}"
    return text.count <= 80 ? text : nil
  }

  private func write(to out: inout String, indent: String) {
    if let inline {
      out += inline
      return
    }
    switch self {
    case .object(let members):
      guard !members.isEmpty else {
        out += "{}"
        return
      }
      out += "{\n"
      for (index, (key, value)) in members.enumerated() {
        out += indent + "  " + Self.quoted(key) + ": "
        value.write(to: &out, indent: indent + "  ")
        out += index == members.count - 1 ? "\n" : ",\n"
      }
      out += indent + "}"
    case .array(let elements):
      guard !elements.isEmpty else {
        out += "[]"
        return
      }
      out += "[\n"
      for (index, element) in elements.enumerated() {
        out += indent + "  "
        element.write(to: &out, indent: indent + "  ")
        out += index == elements.count - 1 ? "\n" : ",\n"
      }
      out += indent + "]"
    case .string(let text): out += Self.quoted(text)
    case .number(let value): out += value.isFinite ? LayoutJSON.number(value) : "null"
    case .bool(let value): out += value ? "true" : "false"
    case .null: out += "null"
    }
  }

  static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}

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
