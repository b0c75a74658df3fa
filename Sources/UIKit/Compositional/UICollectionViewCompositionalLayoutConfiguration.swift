/// Layout-wide settings of a compositional layout (UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`, iOS 13). The layout keeps its own copy:
/// change a configuration, then assign it to the layout's `configuration`.
@MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject, @preconcurrency NSCopying {
  /// The scroll direction; vertical by default.
  open var scrollDirection: UICollectionView.ScrollDirection = .vertical
  /// The space between consecutive sections; 0 by default.
  open var interSectionSpacing: CGFloat = 0
  /// Headers, footers and other views on the edges of the whole content; their index path is
  /// (0, 0).
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// What sections' content is inset from when they say `.automatic`; the safe area by default
  /// (iOS 14).
  open var contentInsetsReference: UIContentInsetsReference = .safeArea

  /// The default configuration.
  public override init() {
    super.init()
  }

  /// A copy with the same values (the boundary items shared).
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = UICollectionViewCompositionalLayoutConfiguration()
    copy.scrollDirection = scrollDirection
    copy.interSectionSpacing = interSectionSpacing
    copy.boundarySupplementaryItems = boundarySupplementaryItems
    copy.contentInsetsReference = contentInsetsReference
    return copy
  }
}
