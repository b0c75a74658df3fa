import CollectionLayout
import DisplayList
import Geometry
import OrderedJSON
import SceneModel

/// Decodes list content: `content` (a ``ListContentConfiguration``: a style name or
/// `{"style": …, overrides}`), `background`, `accessories`, and the colours and fonts inside
/// them. Names that are not known are one error line with the allowed names and the nearest.
///
/// ```json
/// {"text": "Wi-Fi", "secondaryText": "Home", "image": "symbol:wifi",
///  "content": {"style": "valueCell", "secondaryTextProperties": {"color": "systemBlue"}},
///  "accessories": ["disclosureIndicator", {"label": "On"}, {"type": "checkmark", "tint": "systemBlue"}],
///  "background": "listGroupedCell", "disabled": false}
/// ```
enum ListContentDecoder {
  static let contentKeys = [
    "style", "text", "secondaryText", "image", "textProperties", "secondaryTextProperties", "imageProperties",
    "directionalLayoutMargins", "axesPreservingSuperviewLayoutMargins", "imageToTextPadding",
    "textToSecondaryTextVerticalPadding", "textToSecondaryTextHorizontalPadding",
    "prefersSideBySideTextAndSecondaryText",
  ]
  static let textPropertiesKeys = ["font", "color", "alignment", "numberOfLines", "lineBreakMode", "transform"]
  static let imagePropertiesKeys = ["tintColor", "maximumSize", "reservedLayoutSize", "cornerRadius"]
  static let backgroundKeys = [
    "style", "backgroundColor", "cornerRadius", "backgroundInsets", "strokeColor", "strokeWidth", "strokeOutset",
    "selectedBackgroundColor", "highlightedBackgroundColor",
  ]
  static let accessoryKeys = ["type", "text", "label", "displayed", "tint"]
  /// The prefix of an image member naming an SF Symbol: `"symbol:wifi"`.
  static let symbolPrefix = "symbol:"

  /// Member `key` of `parent`: the name of a ``ListContentStyle`` or an object of overrides on it.
  static func content(
    _ parent: ObjectReader, _ key: String, images: ImageResolver, budgets: Budgets, owner: String?
  ) throws(SceneError) -> ListContentConfiguration? {
    guard let value = parent.object[key] else { return nil }
    if case .string(let name) = value {
      return .make(try choose(name, from: ListContentStyle.allCases, what: "content style", parent, key))
    }
    let reader = try ObjectReader(value, at: parent.path.appending(key), file: parent.file, allowedKeys: contentKeys)
    var content = ListContentConfiguration.cell()
    if let name = try reader.string("style") {
      content = .make(try choose(name, from: ListContentStyle.allCases, what: "content style", reader, "style"))
    }
    try applyMembers(reader, to: &content, images: images, budgets: budgets, owner: owner)
    if let properties = try reader.object("textProperties", allowedKeys: textPropertiesKeys) {
      content.textProperties = try textProperties(properties, base: content.textProperties)
    }
    if let properties = try reader.object("secondaryTextProperties", allowedKeys: textPropertiesKeys) {
      content.secondaryTextProperties = try textProperties(properties, base: content.secondaryTextProperties)
    }
    if let properties = try reader.object("imageProperties", allowedKeys: imagePropertiesKeys) {
      content.imageProperties = try imageProperties(properties, base: content.imageProperties)
    }
    if let margins = try directionalInsets(reader, "directionalLayoutMargins") {
      content.directionalLayoutMargins = margins
    }
    if let axes = try reader.string("axesPreservingSuperviewLayoutMargins") {
      let choices: [String: ListContentConfiguration.Axes] = [
        "none": [], "horizontal": .horizontal, "vertical": .vertical, "both": .both,
      ]
      content.axesPreservingSuperviewLayoutMargins = try choose(
        axes, from: choices, what: "axes", reader, "axesPreservingSuperviewLayoutMargins")
    }
    if let padding = try reader.length("imageToTextPadding") { content.imageToTextPadding = padding }
    if let padding = try reader.length("textToSecondaryTextVerticalPadding") {
      content.textToSecondaryTextVerticalPadding = padding
    }
    if let padding = try reader.length("textToSecondaryTextHorizontalPadding") {
      content.textToSecondaryTextHorizontalPadding = padding
    }
    if let sideBySide = try reader.bool("prefersSideBySideTextAndSecondaryText") {
      content.prefersSideBySideTextAndSecondaryText = sideBySide
    }
    return content
  }

  /// `text`, `secondaryText` and `image` of `reader` (an item, a header, or a `content` object)
  /// onto `content`.
  static func applyMembers(
    _ reader: ObjectReader, to content: inout ListContentConfiguration, images: ImageResolver, budgets: Budgets,
    owner: String?
  ) throws(SceneError) {
    if let text = try reader.label("text", budgets) { content.text = text }
    if let text = try reader.label("secondaryText", budgets) { content.secondaryText = text }
    if let image = try image(reader, "image", images: images, owner: owner) { content.image = image }
  }

  /// An image member: `"symbol:NAME"` for an SF Symbol, else an image file as everywhere.
  static func image(_ reader: ObjectReader, _ key: String, images: ImageResolver, owner: String?)
    throws(SceneError) -> ListContentImage?
  {
    if case .string(let text)? = reader.object[key], text.hasPrefix(symbolPrefix) {
      let name = String(text.dropFirst(symbolPrefix.count))
      if name.isEmpty { throw reader.error(key, "\"symbol:\" needs a symbol name, such as \"symbol:wifi\"") }
      return .symbol(name)
    }
    return try images.image(reader, key, owner: owner).map(ListContentImage.image)
  }

  static func textProperties(_ reader: ObjectReader, base: ListTextProperties) throws(SceneError)
    -> ListTextProperties
  {
    var properties = base
    if reader.has("font") { properties.font = try font(reader, "font") }
    if let color = try color(reader, "color") { properties.color = color }
    if let name = try reader.string("alignment") {
      let choices: [String: TextAlignment] = ["natural": .natural, "center": .center, "justified": .justified]
      properties.alignment = try choose(name, from: choices, what: "alignment", reader, "alignment")
    }
    if let lines = try reader.integer("numberOfLines", in: 0...1000) { properties.numberOfLines = lines }
    if let name = try reader.string("lineBreakMode") {
      properties.lineBreakMode = try choose(
        name, from: StyleDecoder.lineBreakModes, what: "line break mode", reader, "lineBreakMode")
    }
    if let name = try reader.string("transform") {
      properties.transform = try choose(
        name, from: ListTextProperties.Transform.allCases, what: "transform", reader, "transform")
    }
    return properties
  }

  static func imageProperties(_ reader: ObjectReader, base: ListImageProperties) throws(SceneError)
    -> ListImageProperties
  {
    var properties = base
    if reader.has("tintColor") { properties.tintColor = try color(reader, "tintColor") }
    if let size = try reader.size("maximumSize") { properties.maximumSize = size }
    if case .string(let text)? = reader.object["reservedLayoutSize"] {
      guard text == "standard" else {
        throw reader.error(
          "reservedLayoutSize", "expected \"standard\" or {\"width\": …, \"height\": …}, got \"\(text)\"")
      }
      properties.reservedLayoutSize = Size(
        width: ListImageProperties.standardDimension, height: ListImageProperties.standardDimension)
    } else if let size = try reader.size("reservedLayoutSize") {
      properties.reservedLayoutSize = size
    }
    if let radius = try reader.length("cornerRadius") { properties.cornerRadius = radius }
    return properties
  }

  /// Member `key`: a background style's name, or `{"style": …, overrides}`; nil when absent.
  static func background(_ parent: ObjectReader, _ key: String) throws(SceneError) -> BackgroundConfiguration? {
    guard let value = parent.object[key] else { return nil }
    if case .string(let name) = value {
      return .make(try choose(name, from: BackgroundConfiguration.Style.allCases, what: "background", parent, key))
    }
    let reader = try ObjectReader(
      value, at: parent.path.appending(key), file: parent.file, allowedKeys: backgroundKeys)
    var background = BackgroundConfiguration.clear()
    if let name = try reader.string("style") {
      background = .make(
        try choose(name, from: BackgroundConfiguration.Style.allCases, what: "background", reader, "style"))
    }
    if reader.has("backgroundColor") { background.backgroundColor = try color(reader, "backgroundColor") }
    if let radius = try reader.length("cornerRadius") { background.cornerRadius = radius }
    if let insets = try directionalInsets(reader, "backgroundInsets") { background.backgroundInsets = insets }
    if reader.has("strokeColor") { background.strokeColor = try color(reader, "strokeColor") }
    if let width = try reader.length("strokeWidth") { background.strokeWidth = width }
    if let outset = try reader.number("strokeOutset", in: -Limits.maximumLength...Limits.maximumLength) {
      background.strokeOutset = outset
    }
    if reader.has("selectedBackgroundColor") {
      background.selectedBackgroundColor = try color(reader, "selectedBackgroundColor")
    }
    if reader.has("highlightedBackgroundColor") {
      background.highlightedBackgroundColor = try color(reader, "highlightedBackgroundColor")
    }
    return background
  }

  /// Member `key`: an array of accessories, each a kind's name, `{"label": TEXT}`, or
  /// `{"type": …, "text": …, "displayed": …, "tint": …}`.
  static func accessories(_ parent: ObjectReader, _ key: String, budgets: Budgets) throws(SceneError)
    -> [CellAccessory]
  {
    guard let elements = try parent.array(key) else { return [] }
    let kinds = CellAccessory.Kind.named.keys.sorted() + ["label"]
    var accessories: [CellAccessory] = []
    for element in elements {
      if case .string(let name) = element.value {
        if name == "label" {
          throw SceneError(
            kind: .invalid, file: parent.file, location: .path(element.path),
            reason: "a label accessory needs its text: {\"label\": \"On\"}")
        }
        let kind = try choose(
          name, from: CellAccessory.Kind.named, what: "accessory", names: kinds, file: parent.file, at: element.path)
        accessories.append(CellAccessory(kind))
        continue
      }
      let reader = try ObjectReader(element.value, at: element.path, file: parent.file, allowedKeys: accessoryKeys)
      let kind: CellAccessory.Kind
      if let text = try reader.label("label", budgets) {
        if reader.has("type") || reader.has("text") {
          throw reader.error(
            "label", "give a label accessory as {\"label\": TEXT} or {\"type\": \"label\", \"text\": TEXT}")
        }
        kind = .label(text)
      } else {
        let name = try reader.string(try reader.requiredKey("type"))!
        if name == "label" {
          guard let text = try reader.label("text", budgets) else {
            throw reader.error(nil, "a label accessory needs \"text\"")
          }
          kind = .label(text)
        } else {
          if reader.has("text") { throw reader.error("text", "only a label accessory has \"text\"") }
          kind = try choose(name, from: CellAccessory.Kind.named, what: "accessory", names: kinds, reader, "type")
        }
      }
      var displayed: CellAccessory.DisplayedState?
      if let name = try reader.string("displayed") {
        displayed = try choose(
          name, from: CellAccessory.DisplayedState.allCases, what: "displayed state", reader, "displayed")
      }
      accessories.append(CellAccessory(kind, displayed: displayed, tintColor: try color(reader, "tint")))
    }
    return accessories
  }

  /// A configuration font: a text style's name (`"footnote"`), `{"textStyle": …, "weight": …}`,
  /// or a fixed `{"family": …, "size": …, "weight": …}`.
  static func font(_ reader: ObjectReader, _ key: String) throws(SceneError) -> ConfigurationFont {
    let value = reader.object[key]!
    if case .string(let name) = value {
      return .textStyle(try choose(name, from: TextStyle.allCases, what: "text style", reader, key))
    }
    let font = try reader.object(key, allowedKeys: ["textStyle", "weight", "family", "size", "italic"])!
    var weight: FontWeight?
    if let name = try font.string("weight") {
      let choices = Dictionary(uniqueKeysWithValues: FontWeight.allCases.map { ($0.name, $0) })
      weight = try choose(name, from: choices, what: "weight", font, "weight")
    }
    if let name = try font.string("textStyle") {
      for other in ["family", "size", "italic"] where font.has(other) {
        throw font.error(other, "give either \"textStyle\" or \"\(other)\": a text style has its own font")
      }
      return .textStyle(
        try choose(name, from: TextStyle.allCases, what: "text style", font, "textStyle"), weight: weight)
    }
    guard let size = try font.number(try font.requiredKey("size"), in: 0...Limits.maximumFontSize), size > 0 else {
      throw font.error("size", "must be greater than 0")
    }
    var description = Style.systemFont(size: size, weight: weight ?? .regular)
    if let family = try font.string("family") {
      if family.trimmingSpaces().isEmpty { throw font.error("family", "must not be empty") }
      try FontFamilies.check(family, at: "family", of: font)
      description.family = family
      description.fallbackFamily = nil
    }
    if let italic = try font.bool("italic") { description.italic = italic }
    return .fixed(description)
  }

  /// A configuration colour: a dynamic system colour's name (kept dynamic, resolved when drawn),
  /// `{"light": …, "dark": …}`, a hex string or a UIKit colour name; nil when absent or null.
  static func color(_ reader: ObjectReader, _ key: String) throws(SceneError) -> ConfigurationColor? {
    switch reader.object[key] {
    case nil, .null?: return nil
    case .string(let text)?:
      if let dynamic = DynamicColor.system[text] { return .dynamic(dynamic) }
      if let fixed = Color.parse(text) { return .fixed(fixed) }
      throw reader.error(key, ColorNames.notAColor(text))
    case .object?:
      let sides = try reader.object(key, allowedKeys: ["light", "dark"])!
      var resolved: [Color] = []
      for side in ["light", "dark"] {
        guard sides.has(side) else {
          throw sides.error(nil, "a dynamic colour needs both \"light\" and \"dark\"; \"\(side)\" is missing")
        }
        guard let color = try color(sides, side) else { throw sides.error(side, "must not be null") }
        resolved.append(color.resolved(with: Traits(userInterfaceStyle: side == "light" ? .light : .dark)))
      }
      return .dynamic(DynamicColor(light: resolved[0], dark: resolved[1]))
    case let other?:
      throw reader.error(key, "expected a colour string or {\"light\": …, \"dark\": …}, got \(other.typeDescription)")
    }
  }

  /// `{"top", "leading", "bottom", "trailing"}` lengths (absent edges 0), or one number for all.
  static func directionalInsets(_ reader: ObjectReader, _ key: String) throws(SceneError) -> EdgeInsets? {
    guard let value = reader.object[key] else { return nil }
    if case .number = value {
      return EdgeInsets(
        all: try ObjectReader.number(
          value, in: 0...Limits.maximumLength, at: reader.path.appending(key),
          file: reader.file))
    }
    let insets = try reader.object(key, allowedKeys: ["top", "leading", "bottom", "trailing"])!
    return EdgeInsets(
      top: try insets.length("top") ?? 0, leading: try insets.length("leading") ?? 0,
      bottom: try insets.length("bottom") ?? 0, trailing: try insets.length("trailing") ?? 0)
  }

  /// The case of `Choice` named `name`, or an error at `key` listing the names with the nearest.
  static func choose<Choice: RawRepresentable & CaseIterable>(
    _ name: String, from _: [Choice], what: String, _ reader: ObjectReader, _ key: String?
  ) throws(SceneError) -> Choice where Choice.RawValue == String {
    let names = Choice.allCases.map(\.rawValue)
    let table = Dictionary(uniqueKeysWithValues: Choice.allCases.map { ($0.rawValue, $0) })
    return try choose(name, from: table, what: what, names: names, reader, key)
  }

  /// The value named `name` in `table`, or an error at `key` listing `names` (the table's keys,
  /// sorted, by default) with the nearest.
  static func choose<Value>(
    _ name: String, from table: [String: Value], what: String, names: [String]? = nil, _ reader: ObjectReader,
    _ key: String?
  ) throws(SceneError) -> Value {
    try choose(
      name, from: table, what: what, names: names, file: reader.file,
      at: key.map { reader.path.appending($0) } ?? reader.path)
  }

  /// The value named `name` in `table`, or an error at `path` of `file`.
  static func choose<Value>(
    _ name: String, from table: [String: Value], what: String, names: [String]? = nil, file: String,
    at path: JSONPath
  ) throws(SceneError) -> Value {
    if let value = table[name] { return value }
    let allowed = names ?? table.keys.sorted()
    var reason = "unknown \(what) \"\(name)\""
    if let suggestion = ObjectReader.closest(to: name, in: allowed) { reason += " (did you mean \"\(suggestion)\"?)" }
    reason += "; allowed: " + allowed.joined(separator: ", ")
    throw SceneError(kind: .invalid, file: file, location: .path(path), reason: reason)
  }
}
