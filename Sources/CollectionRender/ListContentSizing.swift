import CollectionLayout
import DisplayList
import Geometry
import SceneComposer
import SceneModel

/// Self-sizing of list content: an item, header or footer with a content configuration is as
/// wide as its layout proposes and as tall as ``ListContentLayout`` fits its content
/// (`docs/lists-and-cells.md`, "Cell content"), rounded up to the pixel grid.
extension SelfSizing {
  /// The size of an item showing list content in a cell `width` wide, or nil when it shows
  /// none. `listCell` is what its list section says about it (nil outside lists).
  public static func listContentSize(
    of item: ItemData, in scene: Scene, listCell: ListCellAttributes?, width: Double, measure: some TextMeasuring,
    scale: Double
  ) -> Size? {
    guard
      let layout = listContentLayout(
        of: item, in: scene, listCell: listCell, width: width, measure: measure, scale: scale)
    else { return nil }
    return Size(width: width, height: layout.fittedHeight)
  }

  /// The size of a header or footer showing list content, or nil when it shows none.
  public static func listContentSize(
    of data: SupplementaryData, in scene: Scene, listCell: ListCellAttributes?, width: Double,
    measure: some TextMeasuring, scale: Double
  ) -> Size? {
    guard var content = scene.listContent(of: data, listCell: listCell) else { return nil }
    if let listCell { content = content.adapted(to: listCell.appearance) }
    let height = ListContentLayout.measuring(
      content, width: width, layoutMargins: listCell?.layoutMargins ?? ListContentLayout.defaultLayoutMargins,
      category: scene.traits.preferredContentSizeCategory, measure: measure, scale: scale
    ).fittedHeight
    return Size(width: width, height: height)
  }

  /// Where the separator under `item`'s row starts, from the row's leading edge: its text's
  /// leading edge (`ListContentLayout.separatorLeadingInset`), or nil when it shows no list
  /// content. A list layout insets the row's bottom separator by it.
  public static func separatorLeadingInset(
    of item: ItemData, in scene: Scene, listCell: ListCellAttributes?, width: Double, measure: some TextMeasuring,
    scale: Double
  ) -> Double? {
    listContentLayout(of: item, in: scene, listCell: listCell, width: width, measure: measure, scale: scale)?
      .separatorLeadingInset
  }

  /// `item`'s list content laid out in a cell `width` wide, or nil without list content.
  static func listContentLayout(
    of item: ItemData, in scene: Scene, listCell: ListCellAttributes?, width: Double, measure: some TextMeasuring,
    scale: Double
  ) -> ListContentLayout? {
    guard var content = scene.listContent(of: item, listCell: listCell) else { return nil }
    if let listCell { content = content.adapted(to: listCell.appearance) }
    let state = CellConfigurationState(
      isDisabled: item.isDisabled, isEditing: item.isEditing, isExpanded: item.isExpanded)
    return ListContentLayout(
      configuration: content, accessories: item.accessories, size: Size(width: width, height: 0),
      layoutMargins: listCell?.layoutMargins ?? ListContentLayout.defaultLayoutMargins, state: state,
      indentationLevel: listCell?.indentationLevel ?? 0, category: scene.traits.preferredContentSizeCategory,
      measure: measure, scale: scale)
  }
}
