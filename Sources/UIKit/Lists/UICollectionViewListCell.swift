/// A cell of a list (UIKit's `UICollectionViewListCell`, iOS 14): a content configuration, a
/// background configuration and accessories, indented in an outline. The renderer draws it from
/// its configurations with the list's metrics (see `docs/lists-and-cells.md`).
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
  /// The accessories; each goes to its own place (leading or trailing, in UIKit's order).
  open var accessories: [UICellAccessory] = [] {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// The depth in an outline, set from the section snapshot when there is one; 0 by default.
  open var indentationLevel: Int {
    get { ownIndentationLevel ?? outlinePosition?.level ?? 0 }
    set { ownIndentationLevel = newValue }
  }

  /// The indent per level (10 points; 20 in a sidebar), as UIKit's default.
  open var indentationWidth: CGFloat = 10

  /// Whether leading accessories move with the indent; true.
  open var indentsAccessories = true

  private var ownIndentationLevel: Int?

  /// A `cell()` configuration: the renderer adapts it to the list's appearance, as UIKit does
  /// since iOS 18 (a sidebar cell in a sidebar).
  open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

  /// The list's default cell background, adapted to the list's appearance when drawn.
  open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .listPlainCell() }

  /// Self-sizing, as Auto Layout sizes a list cell: the width the layout proposes is kept and
  /// the height is the one the cell's list content needs there (measured by the renderer's text
  /// metrics while it lays the collection view out). Outside a render, or without list
  /// content, the proposed attributes come back unchanged.
  open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes
  {
    guard let view = owningCollectionView, let measure = view.listRowMeasurer,
      let measured = measure(
        layoutAttributes.indexPath, Double(layoutAttributes.frame.width), layoutAttributes.listCell),
      let fitted = layoutAttributes.copy() as? UICollectionViewLayoutAttributes
    else { return layoutAttributes }
    fitted.size = CGSize(width: layoutAttributes.frame.width, height: CGFloat(measured.height))
    return fitted
  }
}
