/// How a list section looks and behaves (`UICollectionLayoutListConfiguration`): its appearance,
/// where its header and footer come from, its separators, and the two facts of the device the
/// metrics depend on (the minimum row height for the Dynamic Type size, and whether the screen
/// wants wide margins). See `docs/lists-and-cells.md` for every metric it implies.
///
/// ```swift
/// var list = ListConfiguration(appearance: .insetGrouped)
/// list.headerMode = .supplementary
/// let layout = CompositionalLayout.list(using: list)
/// ```
public struct ListConfiguration: Hashable, Sendable {
  /// Where a section's header comes from (`UICollectionLayoutListConfiguration.HeaderMode`).
  public enum HeaderMode: String, Hashable, Sendable, CaseIterable {
    /// No header.
    case none
    /// A boundary supplementary view of kind ``ElementKind/header``.
    case supplementary
    /// Item 0 of each section is styled as the header: no minimum height, no separator below
    /// it, no rounded corners.
    case firstItemInSection
  }

  /// Where a section's footer comes from (`UICollectionLayoutListConfiguration.FooterMode`).
  public enum FooterMode: String, Hashable, Sendable, CaseIterable {
    /// No footer.
    case none
    /// A boundary supplementary view of kind ``ElementKind/footer``.
    case supplementary
  }

  /// The list's look (`appearance`).
  public var appearance: ListAppearance
  /// Where headers come from (`headerMode`); `.none`.
  public var headerMode: HeaderMode
  /// Where footers come from (`footerMode`); `.none`.
  public var footerMode: FooterMode
  /// Whether rows show separators at all (`showsSeparators`); true (a sidebar hides them by its
  /// own rule unless the separator configuration asks for them).
  public var showsSeparators: Bool
  /// The separators every row starts from (`separatorConfiguration`); a row's
  /// ``ListRowSeparator/configuration`` replaces it for that row (`itemSeparatorHandler`).
  public var separatorConfiguration: ListSeparatorConfiguration
  /// The space above each section header (`headerTopPadding`); nil is the appearance's default
  /// (22 above a plain list's headers, 0 elsewhere).
  public var headerTopPadding: Double?
  /// The least height of a row (not of a header or footer, nor of an item styled as the header):
  /// twice the body text style's leading at the content size category, 44 at `large`
  /// (see `ListConfiguration.minimumRowHeight(bodyLeading:)`). Whoever builds the configuration
  /// resolves it from the Dynamic Type size.
  public var minimumRowHeight: Double
  /// Whether the screen wants wide layout margins (20 points instead of 16; the large iPhones
  /// and iPads); nil decides by the collection view's width: 414 points or more.
  public var usesWideMargins: Bool?

  /// A configuration with UIKit's defaults for `appearance`
  /// (`UICollectionLayoutListConfiguration(appearance:)`).
  public init(appearance: ListAppearance) {
    self.appearance = appearance
    headerMode = .none
    footerMode = .none
    showsSeparators = true
    separatorConfiguration = ListSeparatorConfiguration()
    headerTopPadding = nil
    minimumRowHeight = Self.defaultMinimumRowHeight
    usesWideMargins = nil
  }

  /// The minimum row height at the `large` content size category: twice the body leading, 22.
  public static let defaultMinimumRowHeight = 44.0

  /// The minimum row height for a body text style whose leading is `bodyLeading` (UIKit's list
  /// rows are at least two body lines tall; the leading is capped at the largest
  /// non-accessibility size by the caller).
  public static func minimumRowHeight(bodyLeading: Double) -> Double { 2 * bodyLeading }
}
