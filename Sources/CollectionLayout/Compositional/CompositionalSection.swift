/// A section of a compositional layout (`NSCollectionLayoutSection`): its root group repeated
/// for all its items, with insets, spacing, boundary views and backgrounds.
///
/// Vertical scrolling (horizontal is the transpose):
///
/// ```
///  ┌ x = 0 ─────────────────────────────────────── x = W ┐  ┐
///  │ ┌ header (extends the section) ───────────────────┐ │  │
///  │ └─────────────────────────────────────────────────┘ │  │
///  │   contentInsets.top                                 │  │ the section's frame: also
///  │ ← leading → ┌ group 0 ┐ ← trailing →                │  │ the pin rect and the
///  │               interGroupSpacing                     │  │ background's frame
///  │             ┌ group 1 ┐   …  group k at             │  │
///  │   contentInsets.bottom   top + k·(h + spacing)      │  │
///  │ ┌ footer ─────────────────────────────────────────┐ │  │
///  └─────────────────────────────────────────────────────┘  ┘
/// ```
///
/// With orthogonal scrolling the groups repeat across instead (left to right), in a strip
/// that scrolls on its own.
import Geometry

extension CompositionalLayout {
  /// How a section's groups scroll across the layout's scroll axis
  /// (`UICollectionLayoutSectionOrthogonalScrollingBehavior`).
  public enum OrthogonalScrollingBehavior: String, Hashable, Sendable, CaseIterable {
    /// The section does not scroll on its own; groups repeat along the layout's axis.
    case none
    /// Groups repeat across and scroll freely.
    case continuous
    /// Scrolling comes to rest with a group's leading edge at the section's leading inset.
    case continuousGroupLeadingBoundary
    /// Scrolling pages by the width of the strip (the layout's width).
    case paging
    /// Scrolling pages group by group.
    case groupPaging
    /// Scrolling pages group by group with the group centred.
    case groupPagingCentered
  }

  /// What insets a section's content is inset from besides its own (`UIContentInsetsReference`).
  ///
  /// The insets come from the `LayoutEnvironment`'s `safeAreaInsets` and `layoutMargins` (zero
  /// unless the scene gives them); see `insettingSections(from:)` for each reference's meaning.
  public enum ContentInsetsReference: String, Hashable, Sendable, CaseIterable {
    /// The layout's own reference (`.automatic`).
    case automatic
    /// No extra insets (`.none`).
    case none
    /// The safe area (`.safeArea`).
    case safeArea
    /// The layout margins (`.layoutMargins`).
    case layoutMargins
    /// The readable content guide (`.readableContent`).
    case readableContent
  }

  /// One section's definition (`NSCollectionLayoutSection`).
  public struct Section: Hashable, Sendable {
    /// The group repeated for the section's items (`group`).
    public var group: Group
    /// The spacing between consecutive groups (`interGroupSpacing`); 0.
    public var interGroupSpacing: Double
    /// Insets around the groups (`contentInsets`); zero.
    public var contentInsets: EdgeInsets
    /// What the insets are measured from (`contentInsetsReference`); `.automatic`, no extra
    /// insets when headless.
    public var contentInsetsReference: ContentInsetsReference
    /// Whether boundary views are inset by the section's insets across the scroll axis
    /// (`supplementariesFollowContentInsets`); true.
    public var supplementariesFollowContentInsets: Bool
    /// How the groups scroll across the layout (`orthogonalScrollingBehavior`); `.none`.
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
    /// Headers, footers and other boundary views (`boundarySupplementaryItems`).
    public var boundarySupplementaryItems: [BoundarySupplementaryItem]
    /// Backgrounds (`decorationItems`).
    public var decorationItems: [DecorationItem]
    /// The list configuration of a list section (`.list(using:)`), whose separators, cell
    /// attributes and metrics the layout adds; nil for other sections.
    public var list: ListConfiguration?
    /// A list section's metrics, resolved for its position when the layout is prepared.
    var listMetrics: ListSectionMetrics?

    /// A section repeating `group` (`NSCollectionLayoutSection(group:)`).
    public init(group: Group) {
      self.group = group
      self.interGroupSpacing = 0
      self.contentInsets = .zero
      self.contentInsetsReference = .automatic
      self.supplementariesFollowContentInsets = true
      self.orthogonalScrollingBehavior = .none
      self.boundarySupplementaryItems = []
      self.decorationItems = []
      self.list = nil
      self.listMetrics = nil
    }
  }
}
