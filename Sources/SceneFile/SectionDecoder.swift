import CollectionLayout
import Geometry
import OrderedJSON
import SceneModel

/// Decodes `sections`: items, headers, footers and per-section layout overrides.
enum SectionDecoder {
  static let sectionKeys = [
    "items", "itemCount", "itemTitle", "header", "footer", "sectionInset", "minimumInteritemSpacing",
    "minimumLineSpacing", "headerReferenceSize", "footerReferenceSize", "columnCount", "minimumColumnSpacing",
    "headerInset", "footerInset", "shouldHighlight", "shouldSelect", "supplementary", "orthogonalOffset",
    "rowSeparators",
  ]
  static let itemKeys = [
    "title", "size", "selected", "highlighted", "image", "style", "shouldHighlight", "shouldSelect", "id",
    "text", "secondaryText", "content", "accessories", "background", "disabled", "editing", "expanded",
  ]
  static let supplementaryKeys = ["title", "text", "secondaryText", "image", "content", "background"]

  /// What items' own styles start from, and how their images load.
  struct Context {
    var cellStyle: CellStyle
    var images: ImageResolver
    var budgets = Budgets()
    /// The scene's ``Style/listContent``: items then draw as list cells.
    var listContent: ListContentConfiguration? = nil
  }

  static func decodeSections(_ value: JSONValue, at path: JSONPath, file: String, context: Context) throws(SceneError)
    -> [SectionData]
  {
    guard case .array(let elements) = value else {
      throw SceneError(
        kind: .invalid, file: file, location: .path(path),
        reason: "expected an array of sections, got \(value.typeDescription)")
    }
    guard elements.count <= Limits.maximumSections else { throw tooManySections(at: path, file: file) }
    var sections: [SectionData] = []
    sections.reserveCapacity(elements.count)
    // The elements budget, counted before the layout allocates anything per element.
    var total = 0
    for (index, element) in elements.enumerated() {
      let section = try decodeSection(
        element, at: path.appending(index: index), file: file, index: index, context: context)
      total += section.itemCount + section.supplementaryCount
      try checkElements(total, at: path.appending(index: index), file: file, context: context)
      sections.append(section)
    }
    return sections
  }

  /// The error for a `sections` array at `path` longer than ``Limits/maximumSections``, named at
  /// the first section too many.
  static func tooManySections(at path: JSONPath, file: String) -> SceneError {
    SceneError(
      kind: .invalid, file: file, location: .path(path.appending(index: Limits.maximumSections)),
      reason: "more than \(Limits.maximumSections) sections (the most one scene may have)")
  }

  /// Checks `total`, the elements of the sections up to the one at `path`, against the elements budget.
  static func checkElements(_ total: Int, at path: JSONPath, file: String, context: Context) throws(SceneError) {
    let budget = context.budgets.elements
    if total > budget {
      throw SceneError(
        kind: .invalid, file: file, location: .path(path),
        reason: "the scene has more than \(budget) elements (items, headers and footers) by this section "
          + "(the elements budget; raise it with \"limits\": {\"elements\": …})")
    }
  }

  /// Decodes one section; `decodedItems` are its items when the dataset scanner has already
  /// read them (its `items` member is then not read again).
  static func decodeSection(
    _ value: JSONValue, at path: JSONPath, file: String, index: Int, context: Context, decodedItems: ItemList? = nil
  ) throws(SceneError) -> SectionData {
    let reader = try ObjectReader(value, at: path, file: file, allowedKeys: sectionKeys)
    var items = ItemList()
    if let decodedItems {
      if decodedItems.count > context.budgets.elements {
        throw reader.error(
          "items",
          "more than \(context.budgets.elements) items (the elements budget; raise it with "
            + "\"limits\": {\"elements\": …})")
      }
      items = decodedItems
    } else if let elements = try reader.array("items") {
      if elements.count > context.budgets.elements {
        throw reader.error(
          "items",
          "more than \(context.budgets.elements) items (the elements budget; raise it with "
            + "\"limits\": {\"elements\": …})")
      }
      items.reserveCapacity(elements.count)
      for (item, element) in elements.enumerated() {
        items.append(
          try decodeItem(
            element.value, at: element.path, file: file, owner: "item \(item) of section \(index)", context: context))
      }
    }
    let count = try reader.integer("itemCount", in: 0...Limits.maximumItemsPerSection)
    if let count, count > context.budgets.elements {
      throw reader.error(
        "itemCount",
        "\(count) items is more than the elements budget of \(context.budgets.elements) (raise it with "
          + "\"limits\": {\"elements\": …})")
    }
    if let count, count < items.count {
      throw reader.error("itemCount", "is \(count) but \"items\" lists \(items.count) items")
    }
    if count == nil, items.count > Limits.maximumItemsPerSection {
      throw reader.error("items", "more than \(Limits.maximumItemsPerSection) items in one section")
    }
    let metrics = SectionMetrics(
      sectionInset: try reader.insets("sectionInset"),
      minimumInteritemSpacing: try reader.length("minimumInteritemSpacing"),
      minimumLineSpacing: try reader.length("minimumLineSpacing"),
      headerReferenceSize: try reader.size("headerReferenceSize"),
      footerReferenceSize: try reader.size("footerReferenceSize"),
      columnCount: try reader.integer("columnCount", in: 1...LayoutDecoder.maximumColumnCount),
      minimumColumnSpacing: try reader.length("minimumColumnSpacing"),
      headerInset: try reader.insets("headerInset"),
      footerInset: try reader.insets("footerInset"))
    var supplementary: [String: SupplementaryData] = [:]
    if let kinds = try StyleDecoder.kindMap(reader, "supplementary") {
      for kind in kinds.object.keys {
        if kind == "header" || kind == "footer" {
          throw kinds.error(kind, "give the section's \(kind) as \"\(kind)\"; this map is for a layout's other kinds")
        }
        supplementary[kind] = try decodeSupplementary(kinds, kind, context)
      }
    }
    var section = SectionData(
      itemCount: count, itemList: items, itemTitleFormat: try reader.label("itemTitle", context.budgets),
      header: try decodeSupplementary(reader, "header", context),
      footer: try decodeSupplementary(reader, "footer", context),
      supplementary: supplementary, metrics: metrics,
      shouldHighlight: try reader.bool("shouldHighlight"), shouldSelect: try reader.bool("shouldSelect"),
      orthogonalOffset: try reader.number("orthogonalOffset", in: -Limits.maximumCoordinate...Limits.maximumCoordinate)
        ?? 0)
    section.rowSeparators = try ListDecoder.rowSeparators(reader, itemCount: section.itemCount)
    return section
  }

  static func decodeItem(
    _ value: JSONValue, at path: JSONPath, file: String, owner: String, context: Context
  ) throws(SceneError) -> ItemData {
    // A bare string or number is shorthand for an item with that title.
    switch value {
    case .string(let title):
      try ObjectReader.checkLabel(title, context.budgets, at: path, file: file)
      return ItemData(title: title)
    case .number(let number) where number.isFinite: return ItemData(title: ObjectReader.format(number))
    default: break
    }
    let reader = try ObjectReader(value, at: path, file: file, allowedKeys: itemKeys)
    // The item's own look: `style` over the scene's cell style, then `image` (shorthand for
    // `style.imageView.image`) — or, for list content, the content configuration's image.
    var style: CellStyle?
    if let own = try reader.object("style", allowedKeys: StyleDecoder.cellKeys) {
      style = try StyleDecoder.cell(own, base: context.cellStyle, images: context.images, owner: owner)
    }
    let title = try reader.label("title", context.budgets)
    let content = try listContent(reader, title: title, context: context, owner: owner)
    if content == nil, case .string(let name)? = reader.object["image"], name.hasPrefix(ListContentDecoder.symbolPrefix)
    {
      throw reader.error(
        "image", "a symbol image is list content: give the item \"text\" or \"content\" (or the scene \"listContent\")")
    }
    if content == nil, reader.has("image") {
      if case .object(let own)? = reader.object["style"], case .object(let imageView)? = own["imageView"],
        imageView["image"] != nil
      {
        throw reader.error("image", "give the image either as \"image\" or as \"style.imageView.image\", not both")
      }
      var withImage = style ?? context.cellStyle
      withImage.imageView.image = try context.images.image(reader, "image", owner: owner)
      style = withImage
    }
    return ItemData(
      title: title, size: try reader.size("size"),
      isSelected: try reader.bool("selected") ?? false, isHighlighted: try reader.bool("highlighted") ?? false,
      style: style, shouldHighlight: try reader.bool("shouldHighlight"), shouldSelect: try reader.bool("shouldSelect"),
      id: try itemID(reader), contentConfiguration: content,
      backgroundConfiguration: try ListContentDecoder.background(reader, "background"),
      accessories: try ListContentDecoder.accessories(reader, "accessories", budgets: context.budgets),
      isDisabled: try reader.bool("disabled") ?? false, isEditing: try reader.bool("editing") ?? false,
      isExpanded: try reader.bool("expanded") ?? false)
  }

  /// The item's list content: when it gives `text`, `secondaryText` or `content`, or the scene
  /// gives `listContent` and the item an `image`: its `content` (else the scene's, else
  /// `cell()`) with its `text` (else its title), `secondaryText` and `image`. nil otherwise
  /// (the scene's `listContent`, if any, then applies when drawn).
  static func listContent(_ reader: ObjectReader, title: String?, context: Context, owner: String)
    throws(SceneError) -> ListContentConfiguration?
  {
    let own = ["text", "secondaryText", "content"].contains(where: reader.has)
    guard own || (context.listContent != nil && reader.has("image")) else { return nil }
    var content =
      try ListContentDecoder.content(
        reader, "content", images: context.images, budgets: context.budgets, owner: owner)
      ?? context.listContent ?? .cell()
    try ListContentDecoder.applyMembers(
      reader, to: &content, images: context.images, budgets: context.budgets, owner: owner)
    if content.text == nil { content.text = title }
    return content
  }

  /// `"id"`: a non-empty string or a finite number (kept as its text).
  static func itemID(_ reader: ObjectReader) throws(SceneError) -> String? {
    switch reader.object["id"] {
    case nil: return nil
    case .string(let text)?:
      if text.isEmpty { throw reader.error("id", "must not be empty") }
      return text
    case .number(let number)? where number.isFinite: return ObjectReader.format(number)
    case let value?: throw reader.error("id", "expected a string or a number, got \(value.typeDescription)")
    }
  }

  static func decodeSupplementary(_ section: ObjectReader, _ key: String, _ context: Context) throws(SceneError)
    -> SupplementaryData?
  {
    guard let value = section.object[key] else { return nil }
    if case .string(let title) = value {
      try ObjectReader.checkLabel(title, context.budgets, at: section.path.appending(key), file: section.file)
      return SupplementaryData(title: title)
    }
    let reader = try ObjectReader(
      value, at: section.path.appending(key), file: section.file, allowedKeys: supplementaryKeys)
    let title = try reader.label("title", context.budgets)
    var content: ListContentConfiguration?
    if ["text", "secondaryText", "image", "content"].contains(where: reader.has) {
      let owner = "the \(key) of \(section.path)"
      var configuration =
        try ListContentDecoder.content(
          reader, "content", images: context.images, budgets: context.budgets, owner: owner)
        ?? (key == "footer" ? .footer() : .header())
      try ListContentDecoder.applyMembers(
        reader, to: &configuration, images: context.images, budgets: context.budgets, owner: owner)
      if configuration.text == nil { configuration.text = title }
      content = configuration
    }
    return SupplementaryData(
      title: title, contentConfiguration: content,
      backgroundConfiguration: try ListContentDecoder.background(reader, "background"))
  }
}

extension SectionData {
  /// The most supplementary views the section can have (a header, a footer and one of each
  /// other kind), counted towards the elements budget whether or not the layout shows them.
  var supplementaryCount: Int { 2 + supplementary.count }
}
