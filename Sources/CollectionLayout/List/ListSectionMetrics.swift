import Geometry

/// The numbers of one list section in one environment: its content insets, the padding above
/// its header, its cells' layout margins and its headers' and footers' estimates. Pure: the
/// same configuration, position and environment give the same metrics. Every rule and value is
/// written out in `docs/lists-and-cells.md` ("List layout"), with its sources.
struct ListSectionMetrics: Hashable, Sendable {
  /// The section's `contentInsets`: top and bottom spacing, leading and trailing inset.
  var contentInsets: EdgeInsets
  /// Space inside the section above a supplementary header.
  var paddingAboveHeader: Double
  /// The cells' leading (`left`) and trailing (`right`) layout margins; top and bottom are 0.
  var cellLayoutMargins: EdgeInsets
  /// The estimated height of a header or footer before it is measured.
  var boundaryEstimate: Double

  /// UIKit's table margin on a screen without wide margins (iOS 15 and later).
  static let standardMargin = 16.0
  /// The margin on a screen that wants wide margins, wider than 320 points.
  static let wideMargin = 20.0
  /// The width from which a screen is taken to want wide margins when the configuration does
  /// not say (the Plus/Max iPhones are 414 points or wider).
  static let wideMarginWidth = 414.0
  /// The grouped styles' default header and footer height, ceiled to the pixel grid where it
  /// spaces sections.
  static let groupedBoundaryHeight = 17.5
  /// The plain style's default header and footer height at the `large` size.
  static let plainBoundaryHeight = 28.0
  /// Above the first section of a grouped list when it has no header.
  static let firstSectionTopSpacing = 35.0
  /// Below the last section of a grouped list when it has no footer.
  static let lastSectionBottomSpacing = 20.0
  /// Above each header of a plain list (iOS 15's `sectionHeaderTopPadding` default).
  static let plainHeaderTopPadding = 22.0
  /// Below a sidebar section without a footer.
  static let sidebarBottomSpacing = 10.0
  /// Above and below a plain sidebar section with a header or footer.
  static let sidebarPlainBoundarySpacing = 8.0
  /// A sidebar cell's leading and trailing layout margins.
  static let sidebarCellMargin = 8.0

  /// The metrics of section `index` of `count` data sections, laid out by `configuration` in
  /// `environment` (left to right; a right-to-left layout passes its mirror image).
  init(_ configuration: ListConfiguration, section index: Int, of count: Int, in environment: LayoutEnvironment) {
    let appearance = configuration.appearance
    let width = environment.boundsSize.width.isFinite ? Swift.max(0, environment.boundsSize.width) : 0
    let scale = PixelGrid.sanitizedScale(environment.scale)
    let wide = configuration.usesWideMargins ?? (width >= Self.wideMarginWidth)
    func systemMargin(forWidth width: Double) -> Double {
      wide && width > 320 ? Self.wideMargin : Self.standardMargin
    }
    let safe = environment.safeAreaInsets
    let margins = environment.layoutMargins
    let m = systemMargin(forWidth: width)

    // Horizontal: inset sections take the layout margins (at least the system margin) from the
    // safe area; full-width sections give them to their cells instead.
    var insets = EdgeInsets.zero
    var cellMargins = EdgeInsets.zero
    switch appearance {
    case .plain, .grouped:
      cellMargins.left = safe.left + Swift.max(margins.left, m)
      cellMargins.right = safe.right + Swift.max(margins.right, m)
    case .insetGrouped, .sidebar, .sidebarPlain:
      insets.left = safe.left + Swift.max(margins.left, m)
      insets.right = safe.right + Swift.max(margins.right, m)
      if appearance == .insetGrouped {
        let inner = systemMargin(forWidth: width - insets.left - insets.right)
        cellMargins.left = inner
        cellMargins.right = inner
      } else {
        cellMargins.left = Self.sidebarCellMargin
        cellMargins.right = Self.sidebarCellMargin
      }
    }

    // Vertical.
    let ceiled = (Self.groupedBoundaryHeight * scale).rounded(.up) / scale
    let hasSupplementaryHeader = configuration.headerMode == .supplementary
    let hasHeaderItem = configuration.headerMode == .firstItemInSection
    let hasHeader = hasSupplementaryHeader || hasHeaderItem
    let hasFooter = configuration.footerMode == .supplementary
    let isFirst = index == 0
    let isLast = index == count - 1
    let defaultPadding: Double
    switch appearance {
    case .plain: defaultPadding = Self.plainHeaderTopPadding
    case .grouped, .insetGrouped, .sidebar, .sidebarPlain: defaultPadding = 0
    }
    let padding = configuration.headerTopPadding ?? defaultPadding
    var paddingAboveHeader = 0.0
    switch appearance {
    case .plain:
      insets.top = hasHeaderItem ? padding : 0
      paddingAboveHeader = hasSupplementaryHeader ? padding : 0
    case .grouped, .insetGrouped:
      let slot = hasHeader ? 0 : (isFirst ? Self.firstSectionTopSpacing : ceiled)
      insets.top = (hasHeaderItem ? padding : 0) + slot
      paddingAboveHeader = hasSupplementaryHeader ? padding : 0
      insets.bottom = hasFooter ? 0 : (isLast ? Self.lastSectionBottomSpacing : ceiled)
    case .sidebar:
      insets.top = hasHeaderItem ? padding : 0
      paddingAboveHeader = hasSupplementaryHeader ? padding : 0
      insets.bottom = hasFooter ? 0 : Self.sidebarBottomSpacing
    case .sidebarPlain:
      insets.top = hasHeaderItem ? padding : 0
      paddingAboveHeader = hasSupplementaryHeader ? padding : 0
      if hasHeader || hasFooter {
        insets.top += Self.sidebarPlainBoundarySpacing
        insets.bottom += Self.sidebarPlainBoundarySpacing
      }
    }
    contentInsets = insets
    self.paddingAboveHeader = paddingAboveHeader
    cellLayoutMargins = cellMargins
    switch appearance {
    case .plain, .sidebarPlain: boundaryEstimate = Self.plainBoundaryHeight
    case .grouped, .insetGrouped, .sidebar: boundaryEstimate = ceiled
    }
  }
}
