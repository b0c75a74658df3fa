/// The compositional layout (`UICollectionViewCompositionalLayout`): items sized relative to
/// their containers, combined into groups, repeated in sections.
///
/// ```
///  CompositionalLayout(section:)            the same section for every data section, or
///  CompositionalLayout(sections: [s₀, s₁])  one per data section (a section provider's answers)
///    Section(group:)                       repeats its root group for all its items
///      Group.horizontal / .vertical / .custom   nests groups and items
///        Item(layoutSize:)                 one cell per repetition
/// ```
///
/// ```swift
/// let item = CompositionalLayout.Item(
///   layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
/// let group = CompositionalLayout.Group.horizontal(
///   layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)),
///   subitems: [item])
/// let layout = CompositionalLayout(section: CompositionalLayout.Section(group: group))
/// ```
import Geometry

/// A compositional layout: a configuration and the sections' definitions.
///
/// Preparing never traps on a layout that passes `validate()`. Every group is solved once per
/// section definition and repeated, so `prepare` costs O(sections + definitions' size) for
/// fixed-size items and O(items) when estimated sizes are measured.
///
/// Estimated dimensions: an item's `.estimated` axis takes the item's preferred size from
/// `LayoutContent.Section.itemSizes` (what a renderer measured, e.g. its text) when the content
/// gives one, else the estimate; its other axis keeps its resolved size, and `itemSizes` are
/// ignored for items with no estimated axis. A section whose group tree has an estimated
/// dimension and whose content has sizes is solved repetition by repetition (the next group
/// moves by what the previous one measured); otherwise every estimate stands as given.
/// Supplementary views always take their estimates: the content has no sizes for them.
public struct CompositionalLayout: CollectionLayout, Hashable {
  /// The axis the layout scrolls along (`UICollectionView.ScrollDirection`), the one type all
  /// layouts share: vertical stacks sections top to bottom; horizontal left to right, every rule
  /// the transpose of the vertical one.
  public typealias ScrollDirection = FlowLayout.ScrollDirection

  /// Layout-wide settings (`UICollectionViewCompositionalLayoutConfiguration`).
  public struct Configuration: Hashable, Sendable {
    /// The scroll direction (`scrollDirection`); vertical.
    public var scrollDirection: ScrollDirection
    /// The spacing between consecutive sections (`interSectionSpacing`); 0.
    public var interSectionSpacing: Double
    /// Boundary views of the whole content, such as a global header
    /// (`boundarySupplementaryItems`). Their index path is (0, 0).
    public var boundarySupplementaryItems: [BoundarySupplementaryItem]
    /// What the layout's container is inset from (`contentInsetsReference`); no insets when
    /// headless.
    public var contentInsetsReference: ContentInsetsReference

    /// The default configuration (`UICollectionViewCompositionalLayoutConfiguration()`).
    public init() {
      scrollDirection = .vertical
      interSectionSpacing = 0
      boundarySupplementaryItems = []
      contentInsetsReference = .automatic
    }
  }

  /// Where the sections' definitions come from.
  public enum SectionProvider: Hashable, Sendable {
    /// One definition for every data section (`init(section:)`).
    case uniform(Section)
    /// One definition per data section (the answers of `init(sectionProvider:)`); `nil`, or no
    /// entry for a data section, makes it a placeholder: no elements, no extent, no spacing.
    case perSection([Section?])
  }

  /// The sections' definitions.
  public var sectionProvider: SectionProvider
  /// The layout-wide settings.
  public var configuration: Configuration

  /// A layout with one section definition for all data sections
  /// (`UICollectionViewCompositionalLayout(section:configuration:)`).
  public init(section: Section, configuration: Configuration = Configuration()) {
    self.sectionProvider = .uniform(section)
    self.configuration = configuration
  }

  /// A layout with one definition per data section, as a section provider would return them
  /// (`UICollectionViewCompositionalLayout(sectionProvider:configuration:)`).
  public init(sections: [Section?], configuration: Configuration = Configuration()) {
    self.sectionProvider = .perSection(sections)
    self.configuration = configuration
  }

  /// The definition of data section `index`, or `nil` for a placeholder.
  public func section(at index: Int) -> Section? {
    switch sectionProvider {
    case .uniform(let section): section
    case .perSection(let sections): sections.indices.contains(index) ? sections[index] : nil
    }
  }

  /// Computes the offset-independent geometry; see `PreparedCompositionalLayout`.
  public func prepare(_ content: LayoutContent, in environment: LayoutEnvironment)
    -> any PreparedCollectionLayout
  {
    prepareCompositional(content, in: environment)
  }

  /// The same as `prepare(_:in:)`, with the concrete type.
  ///
  /// Right to left (`environment.layoutDirection`), the layout handles direction itself, as
  /// UIKit's compositional layout does: leading is the right edge, so the geometry is solved
  /// left to right in the mirror image of the environment (left and right insets swapped) and
  /// every frame is mirrored in the content (x′ = contentWidth − x − width). Leading insets and
  /// boundary views land on the right, groups fill from the right, horizontal scrolling and
  /// orthogonal sections start at the right end; orthogonal offsets still count from the
  /// section's leading edge.
  public func prepareCompositional(_ content: LayoutContent, in environment: LayoutEnvironment)
    -> PreparedCompositionalLayout
  {
    let count = content.sections.count
    guard environment.layoutDirection == .rightToLeft else {
      let layout = resolvingListSections(sectionCount: count, in: environment).insettingSections(from: environment)
      return PreparedCompositionalLayout(layout: layout, content: content, environment: environment)
    }
    let developed = environment.mirroredForLeftToRight
    var prepared = PreparedCompositionalLayout(
      layout: resolvingListSections(sectionCount: count, in: developed).insettingSections(from: developed),
      content: content, environment: developed)
    prepared.environment = environment
    prepared.isRightToLeft = true
    return prepared
  }
}
