import CollectionLayout
import Geometry

/// Decodes `sections`: items, headers, footers and per-section layout overrides.
enum SectionDecoder {
  static let sectionKeys = [
    "items", "itemCount", "itemTitle", "header", "footer", "sectionInset", "minimumInteritemSpacing",
    "minimumLineSpacing", "headerReferenceSize", "footerReferenceSize", "columnCount", "minimumColumnSpacing",
    "headerInset", "footerInset",
  ]
  static let itemKeys = ["title", "size", "selected", "highlighted"]

  static func decodeSections(_ value: JSONValue, at path: JSONPath, file: String) throws(SceneError) -> [SectionData] {
    guard case .array(let elements) = value else {
      throw SceneError(kind: .invalid, file: file, location: path.description, reason: "expected an array of sections, got \(value.typeDescription)")
    }
    var sections: [SectionData] = []
    sections.reserveCapacity(elements.count)
    var total = 0
    for (index, element) in elements.enumerated() {
      let section = try decodeSection(element, at: path.appending(index: index), file: file)
      total += section.itemCount
      if total > Limits.maximumItems {
        throw SceneError(kind: .invalid, file: file, location: path.appending(index: index).description,
                         reason: "more than \(Limits.maximumItems) items in all")
      }
      sections.append(section)
    }
    return sections
  }

  static func decodeSection(_ value: JSONValue, at path: JSONPath, file: String) throws(SceneError) -> SectionData {
    let reader = try ObjectReader(value, at: path, file: file, allowedKeys: sectionKeys)
    var items: [ItemData] = []
    if let elements = try reader.array("items") {
      items.reserveCapacity(elements.count)
      for element in elements { items.append(try decodeItem(element.value, at: element.path, file: file)) }
    }
    let count = try reader.integer("itemCount", in: 0...Limits.maximumItemsPerSection)
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
      columnCount: try reader.integer("columnCount", in: 1...LayoutSpecDecoder.maximumColumnCount),
      minimumColumnSpacing: try reader.length("minimumColumnSpacing"),
      headerInset: try reader.insets("headerInset"),
      footerInset: try reader.insets("footerInset"))
    return SectionData(
      itemCount: count, items: items, itemTitleFormat: try reader.string("itemTitle"),
      header: try decodeSupplementary(reader, "header"), footer: try decodeSupplementary(reader, "footer"),
      metrics: metrics)
  }

  static func decodeItem(_ value: JSONValue, at path: JSONPath, file: String) throws(SceneError) -> ItemData {
    // A bare string or number is shorthand for an item with that title.
    switch value {
    case .string(let title): return ItemData(title: title)
    case .number(let number) where number.isFinite: return ItemData(title: ObjectReader.format(number))
    default: break
    }
    let reader = try ObjectReader(value, at: path, file: file, allowedKeys: itemKeys)
    return ItemData(
      title: try reader.string("title"), size: try reader.size("size"),
      isSelected: try reader.bool("selected") ?? false, isHighlighted: try reader.bool("highlighted") ?? false)
  }

  static func decodeSupplementary(_ section: ObjectReader, _ key: String) throws(SceneError) -> SupplementaryData? {
    guard let value = section.object[key] else { return nil }
    if case .string(let title) = value { return SupplementaryData(title: title) }
    let reader = try ObjectReader(value, at: section.path.appending(key), file: section.file, allowedKeys: ["title"])
    return SupplementaryData(title: try reader.string("title"))
  }
}
