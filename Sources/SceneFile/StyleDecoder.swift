import DisplayList
import Geometry

/// Decodes the scene's `style`. Every member is optional and overrides only what it names, so
/// `{"cell": {"contentView": {"scale": 1}}}` keeps every other default.
///
/// ```json
/// "style": {
///   "backgroundColor": "#FFFFFF",
///   "cell": {
///     "backgroundView": {"backgroundColor": "orange"},
///     "selectedBackgroundView": {"backgroundColor": "green"},
///     "contentView": {"backgroundColor": "white", "borderColor": "lightGray", "borderWidth": 2,
///                     "cornerRadius": 0, "scale": 0.8, "alpha": 1},
///     "highlightedContentColor": "yellow",
///     "titleLabel": {"font": {"family": "DejaVu Sans", "size": 17, "weight": "bold"},
///                    "textColor": "#000", "textAlignment": "center", "numberOfLines": 1}
///   },
///   "header": {"backgroundColor": null, "titleLabel": {"backgroundColor": "yellow"}},
///   "footer": {...},
///   "decorations": {"background": {"backgroundColor": "red"}}
/// }
/// ```
enum StyleDecoder {
  static let viewKeys = ["backgroundColor", "borderColor", "borderWidth", "cornerRadius", "alpha", "scale"]
  static let labelKeys = [
    "font", "textColor", "textAlignment", "verticalAlignment", "numberOfLines", "lineBreakMode", "insets",
    "backgroundColor",
  ]
  static let lineBreakModes: [String: Truncation] = [
    "truncatingTail": .end, "truncatingHead": .head, "truncatingMiddle": .middle, "clipping": .clip,
  ]

  static func decode(_ value: JSONValue?, at path: JSONPath, file: String) throws(SceneError) -> Style {
    var style = Style()
    guard let value else { return style }
    let reader = try ObjectReader(
      value, at: path, file: file, allowedKeys: ["backgroundColor", "cell", "header", "footer", "decorations"])
    if reader.has("backgroundColor") { style.backgroundColor = try color(reader, "backgroundColor") }
    if let cell = try reader.object(
      "cell",
      allowedKeys: ["backgroundView", "selectedBackgroundView", "contentView", "highlightedContentColor", "titleLabel"])
    {
      style.cell.backgroundView = try view(cell, "backgroundView", base: style.cell.backgroundView)
      style.cell.selectedBackgroundView = try view(cell, "selectedBackgroundView", base: style.cell.selectedBackgroundView)
      style.cell.contentView = try view(cell, "contentView", base: style.cell.contentView)
      if cell.has("highlightedContentColor") {
        style.cell.highlightedContentColor = try color(cell, "highlightedContentColor") ?? .clear
      }
      style.cell.titleLabel = try label(cell, "titleLabel", base: style.cell.titleLabel)
    }
    style.header = try supplementary(reader, "header", base: style.header)
    style.footer = try supplementary(reader, "footer", base: style.footer)
    if let decorations = reader.object["decorations"] {
      // Any kind name is allowed: layouts (users' own included) define their decoration kinds.
      guard case .object(let kinds) = decorations else {
        throw reader.error("decorations", "expected an object of decoration kinds, got \(decorations.typeDescription)")
      }
      let parent = try ObjectReader(decorations, at: path.appending("decorations"), file: file, allowedKeys: kinds.keys)
      for kind in kinds.keys {
        style.decorations[kind] = try view(parent, kind, base: style.decorations[kind] ?? ViewStyle())
      }
    }
    return style
  }

  static func supplementary(_ parent: ObjectReader, _ key: String, base: SupplementaryStyle) throws(SceneError) -> SupplementaryStyle {
    guard let reader = try parent.object(key, allowedKeys: viewKeys + ["titleLabel"]) else { return base }
    var style = base
    style.view = try viewStyle(reader, base: base.view)
    style.titleLabel = try label(reader, "titleLabel", base: base.titleLabel)
    return style
  }

  static func view(_ parent: ObjectReader, _ key: String, base: ViewStyle) throws(SceneError) -> ViewStyle {
    guard parent.has(key) else { return base }
    // `null` removes the view altogether.
    if case .null? = parent.object[key] { return ViewStyle() }
    return try viewStyle(try parent.object(key, allowedKeys: viewKeys)!, base: base)
  }

  static func viewStyle(_ reader: ObjectReader, base: ViewStyle) throws(SceneError) -> ViewStyle {
    var style = base
    if reader.has("backgroundColor") { style.backgroundColor = try color(reader, "backgroundColor") }
    if reader.has("borderColor") { style.borderColor = try color(reader, "borderColor") }
    if let width = try reader.length("borderWidth") { style.borderWidth = width }
    if let radius = try reader.length("cornerRadius") { style.cornerRadius = radius }
    if let alpha = try reader.number("alpha", in: 0...1) { style.alpha = alpha }
    if let scale = try reader.number("scale", in: 0...100) { style.scale = scale }
    return style
  }

  static func label(_ parent: ObjectReader, _ key: String, base: LabelStyle) throws(SceneError) -> LabelStyle {
    guard let reader = try parent.object(key, allowedKeys: labelKeys) else { return base }
    var style = base
    if reader.has("font") { style.font = try font(reader, base: base.font) }
    if reader.has("textColor") { style.textColor = try color(reader, "textColor") ?? .clear }
    if let alignment = try reader.choice("textAlignment", TextAlignment.allCases.map(\.rawValue)) {
      style.textAlignment = TextAlignment(rawValue: alignment)!
    }
    if let alignment = try reader.choice("verticalAlignment", VerticalAlignment.allCases.map(\.rawValue)) {
      style.verticalAlignment = VerticalAlignment(rawValue: alignment)!
    }
    if let lines = try reader.integer("numberOfLines", in: 0...1000) { style.numberOfLines = lines }
    if let mode = try reader.choice("lineBreakMode", lineBreakModes.keys.sorted()) { style.truncation = lineBreakModes[mode]! }
    if let insets = try reader.insets("insets") { style.insets = insets }
    if reader.has("backgroundColor") { style.backgroundColor = try color(reader, "backgroundColor") }
    return style
  }

  static func font(_ parent: ObjectReader, base: FontDescription) throws(SceneError) -> FontDescription {
    // A bare string names the family.
    if case .string(let family)? = parent.object["font"] {
      var font = base
      font.family = family
      return font
    }
    let reader = try parent.object("font", allowedKeys: ["family", "size", "weight", "italic"])!
    var font = base
    if let family = try reader.string("family") {
      if family.trimmingSpaces().isEmpty { throw reader.error("family", "must not be empty") }
      font.family = family
    }
    if let size = try reader.number("size", in: 0...Limits.maximumFontSize) {
      if size == 0 { throw reader.error("size", "must be greater than 0") }
      font.size = size
    }
    if let weight = try reader.choice("weight", FontWeight.allCases.map(\.name)) {
      font.weight = FontWeight.allCases.first { $0.name == weight }!
    }
    if let italic = try reader.bool("italic") { font.italic = italic }
    return font
  }

  /// A colour member: a hex string, a UIKit colour name, or `null` for none.
  static func color(_ reader: ObjectReader, _ key: String) throws(SceneError) -> Color? {
    switch reader.object[key] {
    case .null?, nil: return nil
    case .string(let text)?:
      guard let color = Color.parse(text) else {
        throw reader.error(key, "\"\(text)\" is not a colour (use #RGB, #RRGGBB, #RRGGBBAA or a UIKit name such as orange, lightGray)")
      }
      return color
    case let other?:
      throw reader.error(key, "expected a colour string, got \(other.typeDescription)")
    }
  }
}

extension String {
  func trimmingSpaces() -> Substring {
    var text = Substring(self)
    while text.first?.isWhitespace == true { text = text.dropFirst() }
    while text.last?.isWhitespace == true { text = text.dropLast() }
    return text
  }
}
