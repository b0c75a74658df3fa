import CairoBackend
import CollectionLayout
import Geometry
import SceneComposer
import SceneModel
import UIKit

/// Self-sizing of a UIKit list's rows: the measurer the renderer gives a collection view, so
/// that its list layout measures each row's configured cell with the same rule and the same
/// Pango metrics as drawing (``ListContentLayout``) — what Auto Layout does for UIKit's list
/// cells — and starts each separator at the row's text.
@MainActor
enum ListRowMeasurement {
  /// Gives `view` the measurer (it holds the view weakly).
  static func install(on view: UICollectionView) {
    view.listRowMeasurer = { [weak view] indexPath, width, listCell in
      guard let view, let cell = view.configuredCell(at: indexPath) else { return nil }
      return measure(cell, width: width, listCell: listCell, in: view)
    }
    view.listSupplementaryMeasurer = { [weak view] kind, indexPath, width, listCell in
      guard let view, let dataSource = view.dataSource,
        let cell = dataSource.collectionView(view, viewForSupplementaryElementOfKind: kind, at: indexPath)
          as? UICollectionViewCell
      else { return nil }
      return measure(cell, width: width, listCell: listCell, in: view)
    }
  }

  /// The height `cell`'s list content needs at `width` and where its text starts; nil for a
  /// cell without list content (it keeps its estimate).
  static func measure(
    _ cell: UICollectionViewCell, width: Double, listCell: ListCellAttributes?, in view: UICollectionView
  )
    -> ListRowMeasure?
  {
    guard let item = try? ConfiguredCellLook.item(cell, isEditing: view.isEditing),
      var content = item.contentConfiguration
    else { return nil }
    if let listCell { content = content.adapted(to: listCell.appearance) }
    let traits = view.traitCollection
    let state = CellConfigurationState(
      isSelected: item.isSelected, isHighlighted: item.isHighlighted, isDisabled: item.isDisabled,
      isEditing: item.isEditing, isExpanded: item.isExpanded)
    let layout = ListContentLayout(
      configuration: content.updated(for: state), accessories: item.accessories, size: Size(width: width, height: 0),
      layoutMargins: listCell?.layoutMargins ?? ListContentLayout.defaultLayoutMargins, state: state,
      indentationLevel: listCell?.indentationLevel ?? 0, category: traits.preferredContentSizeCategory.model,
      direction: view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
      measure: PangoTextMeasure(), scale: traits.displayScale > 0 ? Double(traits.displayScale) : 1)
    return ListRowMeasure(height: layout.fittedHeight, separatorLeadingInset: layout.separatorLeadingInset)
  }
}
