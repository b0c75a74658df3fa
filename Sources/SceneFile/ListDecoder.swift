import CollectionLayout
import OrderedJSON
import SceneModel

/// Decodes a list configuration: the layout `{"type": "list", …}` and a compositional section
/// `{"list": {…}}`, with `UICollectionLayoutListConfiguration`'s property names:
///
/// ```json
/// {"appearance": "insetGrouped", "headerMode": "supplementary", "footerMode": "none",
///  "showsSeparators": true, "headerTopPadding": 0,
///  "separators": {"topSeparatorVisibility": "automatic", "bottomSeparatorVisibility": "visible",
///                 "bottomSeparatorInsets": {"leading": 60, "trailing": 0}}}
/// ```
///
/// The minimum row height follows the scene's `preferredContentSizeCategory` trait
/// (`ContentSizeCategory.listMinimumRowHeight`).
enum ListDecoder {
  /// The keys of a list configuration object.
  static let configurationKeys = [
    "appearance", "headerMode", "footerMode", "showsSeparators", "separators", "headerTopPadding",
  ]
  /// The keys of a separator configuration (`UIListSeparatorConfiguration`).
  static let separatorKeys = [
    "topSeparatorVisibility", "bottomSeparatorVisibility", "topSeparatorInsets", "bottomSeparatorInsets",
  ]

  /// The layout `{"type": "list", …}` (`UICollectionViewCompositionalLayout.list(using:)`).
  static func decodeLayout(_ value: JSONValue, at path: JSONPath, file: String) throws(SceneError)
    -> CompositionalLayout
  {
    let reader = try ObjectReader(value, at: path, file: file, allowedKeys: ["type"] + configurationKeys)
    return CompositionalLayout.list(using: try configuration(reader))
  }

  /// A list configuration from the object `reader` reads (its keys already checked).
  static func configuration(_ reader: ObjectReader) throws(SceneError) -> ListConfiguration {
    let appearance = try reader.enumeration("appearance", as: ListAppearance.self) ?? .plain
    var list = ListConfiguration(appearance: appearance)
    if let mode = try reader.enumeration("headerMode", as: ListConfiguration.HeaderMode.self) { list.headerMode = mode }
    if let mode = try reader.enumeration("footerMode", as: ListConfiguration.FooterMode.self) { list.footerMode = mode }
    if let shows = try reader.bool("showsSeparators") { list.showsSeparators = shows }
    if let padding = try reader.length("headerTopPadding") { list.headerTopPadding = padding }
    if let separators = try reader.object("separators", allowedKeys: separatorKeys) {
      list.separatorConfiguration = try separatorConfiguration(separators)
    }
    list.minimumRowHeight = ResolvingTraits.current.preferredContentSizeCategory.listMinimumRowHeight
    return list
  }

  /// A separator configuration (`UIListSeparatorConfiguration`) from the object `reader` reads.
  static func separatorConfiguration(_ reader: ObjectReader) throws(SceneError) -> ListSeparatorConfiguration {
    typealias Visibility = ListSeparatorConfiguration.Visibility
    var separators = ListSeparatorConfiguration()
    if let visibility = try reader.enumeration("topSeparatorVisibility", as: Visibility.self) {
      separators.topSeparatorVisibility = visibility
    }
    if let visibility = try reader.enumeration("bottomSeparatorVisibility", as: Visibility.self) {
      separators.bottomSeparatorVisibility = visibility
    }
    separators.topSeparatorInsets = try insets(reader, "topSeparatorInsets")
    separators.bottomSeparatorInsets = try insets(reader, "bottomSeparatorInsets")
    return separators
  }

  /// `{"leading": …, "trailing": …}` (both optional, 0 when left out), or nil when absent.
  static func insets(_ reader: ObjectReader, _ key: String) throws(SceneError) -> ListSeparatorInsets? {
    guard let object = try reader.object(key, allowedKeys: ["leading", "trailing"]) else { return nil }
    return ListSeparatorInsets(
      leading: try object.length("leading") ?? 0, trailing: try object.length("trailing") ?? 0)
  }
}

extension ListDecoder {
  /// A section's `rowSeparators`: `[{"item": 2, "leadingInset": 60, "bottomSeparatorVisibility":
  /// "hidden"}, …]`, each row's separator preferences (the scene's stand-in for
  /// `itemSeparatorHandler` and for the text position a cell's content reports), by item.
  static func rowSeparators(_ section: ObjectReader, itemCount: Int) throws(SceneError) -> [Int: ListRowSeparator] {
    guard let elements = try section.array("rowSeparators") else { return [:] }
    var rows: [Int: ListRowSeparator] = [:]
    for element in elements {
      let reader = try ObjectReader(
        element.value, at: element.path, file: section.file, allowedKeys: ["item", "leadingInset"] + separatorKeys)
      guard let item = try reader.integer("item", in: 0...Swift.max(0, itemCount - 1)), itemCount > 0 else {
        throw reader.error(
          reader.has("item") ? "item" : nil,
          itemCount > 0 ? "missing required key \"item\"" : "the section has no items")
      }
      if rows[item] != nil { throw reader.error("item", "item \(item) is given twice") }
      var row = ListRowSeparator(leadingInset: try reader.length("leadingInset"))
      if reader.object.keys.contains(where: separatorKeys.contains) {
        row.configuration = try separatorConfiguration(reader)
      }
      rows[item] = row
    }
    return rows
  }
}
