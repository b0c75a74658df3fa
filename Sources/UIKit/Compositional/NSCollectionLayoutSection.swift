/// Called on every layout query with the section's visible items (cells, supplementary and
/// decoration views in the visible bounds), the content offset and the layout's environment;
/// the changes it makes to the items' `alpha`, `transform`, `zIndex`, `isHidden` and `center`
/// reach the attributes the layout returns.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler = (
  [any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment
) -> Void

/// One section's description (UIKit's `NSCollectionLayoutSection`, iOS 13): its root group,
/// repeated for all its items, with insets, spacing, boundary views and backgrounds.
///
/// `NSCopying`: a copy has the same values (the group and the arrays' objects shared).
@MainActor
open class NSCollectionLayoutSection: NSObject, @preconcurrency NSCopying {
  /// Insets around the section's groups; zero by default.
  open var contentInsets: NSDirectionalEdgeInsets = .zero
  /// The space between repetitions of the group; 0 by default.
  open var interGroupSpacing: CGFloat = 0
  /// What `contentInsets` are measured from; `.automatic` (the configuration's reference) by
  /// default (iOS 14).
  open var contentInsetsReference: UIContentInsetsReference = .automatic
  /// What the boundary supplementary items' insets are measured from; `.automatic` by default
  /// (iOS 16). Recorded only: the layout measures them as the section's content
  /// (`docs/uikit-compatibility.md`).
  open var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic
  /// How the groups scroll across the layout; `.none` by default.
  open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
  /// Headers, footers and other views on the section's edges.
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// Called on every layout query with the section's visible items; `nil` by default.
  open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
  /// Backgrounds.
  open var decorationItems: [NSCollectionLayoutDecorationItem] = []

  /// Whether boundary views are inset by the section's `contentInsets` across the scroll
  /// axis; true by default (deprecated in iOS 16).
  @available(*, deprecated, renamed: "supplementaryContentInsetsReference")
  open var supplementariesFollowContentInsets: Bool {
    get { followsContentInsets }
    set { followsContentInsets = newValue }
  }

  var followsContentInsets = true
  /// The list configuration of a section made by `list(using:layoutEnvironment:)`; the layout
  /// builds such a section from it.
  package var listConfiguration: UICollectionLayoutListConfiguration?
  private let rootGroup: NSCollectionLayoutGroup

  /// A section repeating `group` until its items are used up (`sectionWithGroup:`).
  public init(group: NSCollectionLayoutGroup) {
    rootGroup = group
    super.init()
  }

  /// Sections are made with a group, as in UIKit.
  @available(*, unavailable)
  public override init() {
    fatalError("NSCollectionLayoutSection is made with init(group:)")
  }

  /// The group the section repeats (not declared by UIKit; the adapter reads it).
  var group: NSCollectionLayoutGroup { rootGroup }

  /// A copy with the same values.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSCollectionLayoutSection(group: rootGroup)
    copy.contentInsets = contentInsets
    copy.interGroupSpacing = interGroupSpacing
    copy.contentInsetsReference = contentInsetsReference
    copy.supplementaryContentInsetsReference = supplementaryContentInsetsReference
    copy.orthogonalScrollingBehavior = orthogonalScrollingBehavior
    copy.boundarySupplementaryItems = boundarySupplementaryItems
    copy.visibleItemsInvalidationHandler = visibleItemsInvalidationHandler
    copy.decorationItems = decorationItems
    copy.followsContentInsets = followsContentInsets
    copy.listConfiguration = listConfiguration
    return copy
  }
}
