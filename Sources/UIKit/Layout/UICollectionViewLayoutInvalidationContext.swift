/// What an invalidation invalidates (UIKit's `UICollectionViewLayoutInvalidationContext`): the
/// collection view makes one for `reloadData()` (everything, counts), for updates (counts) and
/// for bounds changes (the layout's `invalidationContext(forBoundsChange:)`); a layout
/// subclasses it to carry its own flags (`invalidationContextClass`).
@MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
  /// Whether everything must be recomputed (set for `reloadData()` and `invalidateLayout()`).
  open internal(set) var invalidateEverything: Bool = false
  /// Whether the section and item counts must be read again (set for `reloadData()` and updates).
  open internal(set) var invalidateDataSourceCounts: Bool = false
  /// A change to add to the content offset.
  open var contentOffsetAdjustment: CGPoint = .zero
  /// A change to add to the content size.
  open var contentSizeAdjustment: CGSize = .zero

  private var items: [IndexPath] = []
  private var supplementaries: [String: [IndexPath]] = [:]
  private var decorations: [String: [IndexPath]] = [:]

  /// An empty context. `required` so that a layout's `invalidationContextClass` can be made.
  public required override init() {
    super.init()
  }

  /// Marks the cells at `indexPaths` invalid.
  open func invalidateItems(at indexPaths: [IndexPath]) { items += indexPaths }

  /// Marks supplementary views of `elementKind` at `indexPaths` invalid.
  open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
    supplementaries[elementKind, default: []] += indexPaths
  }

  /// Marks decoration views of `elementKind` at `indexPaths` invalid.
  open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
    decorations[elementKind, default: []] += indexPaths
  }

  /// The cells marked invalid, or `nil`.
  open var invalidatedItemIndexPaths: [IndexPath]? { items.isEmpty ? nil : items }
  /// The supplementary views marked invalid by kind, or `nil`.
  open var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]? {
    supplementaries.isEmpty ? nil : supplementaries
  }
  /// The decoration views marked invalid by kind, or `nil`.
  open var invalidatedDecorationIndexPaths: [String: [IndexPath]]? { decorations.isEmpty ? nil : decorations }
}
