import DisplayList
import Geometry
import OrderedJSON
import SceneModel

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
    "backgroundColor", "frame",
  ]
  static let cellKeys = [
    "backgroundView", "selectedBackgroundView", "contentView", "highlightedContentColor", "titleLabel", "imageView",
  ]
  static let imageViewKeys = viewKeys + ["image", "size", "centerOffset", "contentMode", "clipsToBounds"]
  static let menuKeys = ["backgroundColor", "textColor", "separatorColor", "font", "cornerRadius"]
  static let lineBreakModes: [String: Truncation] = [
    "truncatingTail": .end, "truncatingHead": .head, "truncatingMiddle": .middle, "clipping": .clip,
  ]

  static func decode(_ value: JSONValue?, at path: JSONPath, file: String, images: ImageResolver) throws(SceneError)
    -> Style
  {
    var style = Style()
    guard let value else { return style }
    let reader = try ObjectReader(
      value, at: path, file: file,
      allowedKeys: [
        "backgroundColor", "cell", "header", "footer", "decorations", "supplementary", "menu", "listContent",
      ])
    if reader.has("backgroundColor") { style.backgroundColor = try color(reader, "backgroundColor") }
    if let cell = try reader.object("cell", allowedKeys: cellKeys) {
      style.cell = try self.cell(cell, base: style.cell, images: images)
    }
    style.header = try supplementary(reader, "header", base: style.header)
    style.footer = try supplementary(reader, "footer", base: style.footer)
    if let kinds = try kindMap(reader, "decorations") {
      for kind in kinds.object.keys {
        style.decorations[kind] = try view(kinds, kind, base: style.decorations[kind] ?? ViewStyle())
      }
    }
    if let kinds = try kindMap(reader, "supplementary") {
      for kind in kinds.object.keys {
        if kind == "header" || kind == "footer" {
          throw kinds.error(kind, "style \(kind)s with \"style.\(kind)\"; this map is for a layout's other kinds")
        }
        style.supplementary[kind] = try supplementary(kinds, kind, base: SupplementaryStyle(titleLabel: LabelStyle()))
      }
    }
    if let menu = try reader.object("menu", allowedKeys: menuKeys) {
      style.menu = try self.menu(menu, base: style.menu)
    }
    style.listContent = try ListContentDecoder.content(
      reader, "listContent", images: images, budgets: Budgets(), owner: nil)
    return style
  }

  /// An object whose keys are element kinds: any name is allowed, since layouts (users' own
  /// included) define their kinds.
  static func kindMap(_ reader: ObjectReader, _ key: String) throws(SceneError) -> ObjectReader? {
    guard let value = reader.object[key] else { return nil }
    guard case .object(let kinds) = value else {
      throw reader.error(key, "expected an object of element kinds, got \(value.typeDescription)")
    }
    return try ObjectReader(value, at: reader.path.appending(key), file: reader.file, allowedKeys: kinds.keys)
  }

  /// A cell style: `reader`'s members over `base` (the scene's `style.cell`, or for an item's
  /// own `style` the scene's resolved cell style).
  static func cell(
    _ reader: ObjectReader, base: CellStyle, images: ImageResolver, owner: String? = nil
  ) throws(SceneError) -> CellStyle {
    var style = base
    style.backgroundView = try view(reader, "backgroundView", base: style.backgroundView)
    style.selectedBackgroundView = try view(reader, "selectedBackgroundView", base: style.selectedBackgroundView)
    style.contentView = try view(reader, "contentView", base: style.contentView)
    if reader.has("highlightedContentColor") {
      style.highlightedContentColor = try color(reader, "highlightedContentColor") ?? .clear
    }
    style.titleLabel = try label(reader, "titleLabel", base: style.titleLabel)
    if let imageView = try reader.object("imageView", allowedKeys: imageViewKeys) {
      style.imageView = try self.imageView(imageView, base: style.imageView, images: images, owner: owner)
    }
    return style
  }

  static func imageView(
    _ reader: ObjectReader, base: ImageViewStyle, images: ImageResolver, owner: String?
  ) throws(SceneError) -> ImageViewStyle {
    var style = base
    style.view = try viewStyle(reader, base: base.view)
    if reader.has("image") { style.image = try images.image(reader, "image", owner: owner) }
    if let value = reader.object["size"] {
      switch value {
      case .string("natural"): style.size = .natural
      case .string("fill"): style.size = .fill
      case .object: style.size = .fixed(try reader.size("size")!)
      case .string(let other):
        throw reader.error("size", "\"\(other)\" is not one of: natural, fill (or give {\"width\": …, \"height\": …})")
      default:
        throw reader.error(
          "size", "expected \"natural\", \"fill\" or {\"width\": …, \"height\": …}, got \(value.typeDescription)")
      }
    }
    if let offset = try reader.point("centerOffset") { style.centerOffset = offset }
    if let name = try reader.string("contentMode") {
      guard let mode = ContentMode(rawValue: name) ?? ContentMode.aliases[name] else {
        throw reader.error(
          "contentMode",
          "\"\(name)\" is not one of: " + ContentMode.allCases.map(\.rawValue).joined(separator: ", ")
            + " (aspectFit and aspectFill are accepted too)")
      }
      style.contentMode = mode
    }
    if let clips = try reader.bool("clipsToBounds") { style.clipsToBounds = clips }
    return style
  }

  static func menu(_ reader: ObjectReader, base: MenuStyle) throws(SceneError) -> MenuStyle {
    var style = base
    for key in ["backgroundColor", "textColor", "separatorColor"] where reader.has(key) {
      let value = try color(reader, key) ?? .clear
      switch key {
      case "backgroundColor": style.backgroundColor = value
      case "textColor": style.textColor = value
      default: style.separatorColor = value
      }
    }
    if reader.has("font") { style.font = try font(reader, base: base.font) }
    if let radius = try reader.length("cornerRadius") { style.cornerRadius = radius }
    return style
  }

  static func supplementary(_ parent: ObjectReader, _ key: String, base: SupplementaryStyle) throws(SceneError)
    -> SupplementaryStyle
  {
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
    if let alignment = try reader.enumeration("textAlignment", as: TextAlignment.self) {
      style.textAlignment = alignment
    }
    if let alignment = try reader.enumeration("verticalAlignment", as: VerticalAlignment.self) {
      style.verticalAlignment = alignment
    }
    if let lines = try reader.integer("numberOfLines", in: 0...1000) { style.numberOfLines = lines }
    if let mode = try reader.choice("lineBreakMode", lineBreakModes.keys.sorted()) {
      style.truncation = lineBreakModes[mode]!
    }
    if let insets = try reader.insets("insets") { style.insets = insets }
    if reader.has("backgroundColor") { style.backgroundColor = try color(reader, "backgroundColor") }
    if let frame = try reader.rect("frame") { style.frame = frame }
    return style
  }

  static func font(_ parent: ObjectReader, base: FontDescription) throws(SceneError) -> FontDescription {
    // A bare string names the family.
    if case .string(let family)? = parent.object["font"] {
      try FontFamilies.check(family, at: "font", of: parent)
      var font = base
      font.family = family
      return font
    }
    let reader = try parent.object(
      "font", allowedKeys: ["family", "size", "weight", "italic", "textStyle", "relativeTo"])!
    var font = base
    if let family = try reader.string("family") {
      if family.trimmingSpaces().isEmpty { throw reader.error("family", "must not be empty") }
      try FontFamilies.check(family, at: "family", of: reader)
      font.family = family
    }
    let category = ResolvingTraits.current.preferredContentSizeCategory
    if let textStyle = try reader.enumeration("textStyle", as: TextStyle.self) {
      // `UIFont.preferredFont(forTextStyle:)`: size and weight from the Dynamic Type table.
      for key in ["size", "relativeTo"] where reader.has(key) {
        throw reader.error(key, "give either \"textStyle\" or \"\(key)\": a text style has its own size")
      }
      font.size = textStyle.pointSize(for: category)
      font.weight = textStyle.weight
    }
    if let size = try reader.number("size", in: 0...Limits.maximumFontSize) {
      if size == 0 { throw reader.error("size", "must be greater than 0") }
      font.size = size
    }
    if let relativeTo = try reader.enumeration("relativeTo", as: TextStyle.self) {
      // `UIFontMetrics(forTextStyle:).scaledFont(for:)` with `adjustsFontForContentSizeCategory`:
      // the size given for the default category grows as the text style grows.
      font.size = relativeTo.scaledValue(for: font.size, category: category)
      if font.size > Limits.maximumFontSize {
        throw reader.error("relativeTo", "scales the size past \(Int(Limits.maximumFontSize)) points")
      }
    }
    if let weight = try reader.choice("weight", FontWeight.allCases.map(\.name)) {
      font.weight = FontWeight.allCases.first { $0.name == weight }!
    }
    if let italic = try reader.bool("italic") { font.italic = italic }
    return font
  }

  /// A colour member: a hex string, a UIKit colour name, a dynamic system colour name
  /// (`systemBackground`, `label`, …), a dynamic colour `{"light": C, "dark": C}`, or `null` for
  /// none. Dynamic colours resolve against the scene's `userInterfaceStyle`.
  static func color(_ reader: ObjectReader, _ key: String) throws(SceneError) -> Color? {
    switch reader.object[key] {
    case .null?, nil: return nil
    case .string(let text)?:
      if let color = Color.parse(text) { return color }
      if let dynamic = DynamicColor.system[text] { return dynamic.resolved(with: ResolvingTraits.current) }
      throw reader.error(key, ColorNames.notAColor(text))
    case .object?:
      let sides = try reader.object(key, allowedKeys: ["light", "dark"])!
      var resolved: [Color] = []
      for side in ["light", "dark"] {
        guard let value = sides.object[side] else {
          throw sides.error(nil, "a dynamic colour needs both \"light\" and \"dark\"; \"\(side)\" is missing")
        }
        guard case .string = value else {
          throw sides.error(side, "expected a colour string, got \(value.typeDescription)")
        }
        resolved.append(try color(sides, side)!)
      }
      return DynamicColor(light: resolved[0], dark: resolved[1]).resolved(with: ResolvingTraits.current)
    case let other?:
      throw reader.error(key, "expected a colour string or {\"light\": …, \"dark\": …}, got \(other.typeDescription)")
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
