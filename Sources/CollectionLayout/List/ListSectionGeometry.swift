import Geometry

/// What a prepared list section adds to its compositional geometry: each row's
/// ``ListCellAttributes`` and separators, its headers' and footers' attributes, and the floor
/// under measured row heights. The rules are in `docs/lists-and-cells.md` ("List layout").
///
/// ```
///  role        rows: .row (item 0 is .headerItem with firstItemInSection)
///  corners     insetGrouped: first row top, last row bottom, a single row all; sidebar: all
///  separators  bottom: interior rows at the text's leading edge; the last row per appearance
///              (plain: as interior, grouped: full width, insetGrouped and sidebar: none)
///              top: grouped's first row, full width; none elsewhere unless configured
/// ```
struct ListSectionGeometry: Hashable, Sendable {
  /// Cells of a list section (UIKit's list section puts them above the swipe views).
  static let cellZIndex = 10
  /// Separators, above the cells.
  static let separatorZIndex = 100
  /// Headers and footers, above the separators.
  static let boundaryZIndex = 200
  /// The rounded corners of inset-grouped sections and sidebar cells (as `UITableView`'s
  /// `.insetGrouped` since iOS 13; github.com/TimOliver/TOInsetGroupedTableView).
  static let cornerRadius = 10.0

  var configuration: ListConfiguration
  var metrics: ListSectionMetrics
  /// The rows' separator preferences from the content, or nil.
  var rows: [ListRowSeparator]?
  var itemCount: Int
  /// Pixels per point: a separator is one pixel thick.
  var scale: Double

  /// The first item that is a row (1 when item 0 is styled as the header).
  var firstRow: Int { configuration.headerMode == .firstItemInSection ? 1 : 0 }

  /// Whether `item` is styled as the section's header.
  func isHeaderItem(_ item: Int) -> Bool { configuration.headerMode == .firstItemInSection && item == 0 }

  /// The list facts of cell `item`.
  func cellAttributes(item: Int) -> ListCellAttributes {
    let appearance = configuration.appearance
    if isHeaderItem(item) {
      return ListCellAttributes(appearance: appearance, role: .headerItem, layoutMargins: metrics.cellLayoutMargins)
    }
    var corners: RectCorners = []
    switch appearance {
    case .insetGrouped:
      if item == firstRow { corners.formUnion(.top) }
      if item == itemCount - 1 { corners.formUnion(.bottom) }
    case .sidebar, .sidebarPlain:
      corners = .all
    case .plain, .grouped:
      break
    }
    return ListCellAttributes(
      appearance: appearance, role: .row, layoutMargins: metrics.cellLayoutMargins,
      cornerRadius: corners.isEmpty ? 0 : Self.cornerRadius, maskedCorners: corners)
  }

  /// The list facts of the section's header or footer (`kind`), or nil for another kind.
  func boundaryAttributes(kind: ElementKind) -> ListCellAttributes? {
    let role: ListCellAttributes.Role
    switch kind {
    case .header: role = .header
    case .footer: role = .footer
    default: return nil
    }
    return ListCellAttributes(
      appearance: configuration.appearance, role: role, layoutMargins: metrics.cellLayoutMargins)
  }

  /// The frame of row `item`'s separator of `kind` (``ElementKind/listTopSeparator`` or
  /// ``ElementKind/listBottomSeparator``) for the cell at `cellFrame`, or nil when the row
  /// shows none there.
  func separatorFrame(_ kind: ElementKind, item: Int, cellFrame: Rect) -> Rect? {
    guard configuration.showsSeparators, item >= 0, item < itemCount, !isHeaderItem(item) else { return nil }
    let isTop = kind == .listTopSeparator
    guard isTop || kind == .listBottomSeparator else { return nil }
    let row = rows.flatMap { $0.indices.contains(item) ? $0[item] : nil }
    let separators = row?.configuration ?? configuration.separatorConfiguration
    let appearance = configuration.appearance
    let isLast = item == itemCount - 1
    // Where the appearance draws a separator on its own, and whether it spans the full width
    // (a grouped section's boundary).
    let automatic: Bool
    let boundary: Bool
    if isTop {
      boundary = appearance == .grouped && item == firstRow
      automatic = boundary
    } else {
      switch appearance {
      case .plain, .sidebarPlain:
        automatic = true
        boundary = false
      case .grouped:
        automatic = true
        boundary = isLast
      case .insetGrouped:
        automatic = !isLast
        boundary = false
      case .sidebar:
        automatic = false
        boundary = false
      }
    }
    let visibility = isTop ? separators.topSeparatorVisibility : separators.bottomSeparatorVisibility
    switch visibility {
    case .automatic: guard automatic else { return nil }
    case .visible: break
    case .hidden: return nil
    }
    let insets: ListSeparatorInsets
    if let explicit = isTop ? separators.topSeparatorInsets : separators.bottomSeparatorInsets {
      insets = explicit
    } else if boundary {
      insets = ListSeparatorInsets(leading: 0, trailing: 0)
    } else {
      insets = ListSeparatorInsets(leading: row?.leadingInset ?? metrics.cellLayoutMargins.left, trailing: 0)
    }
    let thickness = 1 / scale
    let leading = insets.leading.isFinite ? insets.leading : 0
    let trailing = insets.trailing.isFinite ? insets.trailing : 0
    let width = Swift.max(0, cellFrame.width - leading - trailing)
    let y = isTop ? cellFrame.minY : cellFrame.maxY - thickness
    return CompositionalPixels.round(
      Rect(x: cellFrame.minX + Swift.min(leading, cellFrame.width), y: y, width: width, height: thickness),
      scale: scale)
  }

  /// `data` with every row's measured height raised to the minimum row height (an item styled
  /// as the header has no minimum): UIKit's list content view never sizes a row below it.
  func flooringRowHeights(_ data: LayoutContent.Section) -> LayoutContent.Section {
    guard var sizes = data.itemSizes else { return data }
    let minimum = configuration.minimumRowHeight
    for item in sizes.indices where !isHeaderItem(item) && !(sizes[item].height >= minimum) {
      sizes[item].height = minimum
    }
    var floored = data
    floored.itemSizes = sizes
    return floored
  }
}

extension CompositionalSectionGeometry {
  /// Stretches the list background of the layout's first section upwards and of its last
  /// section downwards by `length` (the bounds' extent), so that a list shorter than its
  /// collection view, or bounced past its ends, shows the list colour there: UIKit stretches
  /// the first and last list backgrounds far beyond the content (docs/lists-and-cells.md).
  mutating func stretchListBackground(before: Bool, after: Bool, by length: Double, axis: ScrollAxis) {
    guard before || after, length > 0 else { return }
    for index in decorations.indices where decorations[index].kind == .listBackground {
      let frame = decorations[index].frame
      let low = axis.minMain(frame) - (before ? length : 0)
      let high = axis.maxMain(frame) + (after ? length : 0)
      decorations[index].frame = axis.rect(
        main: low, cross: axis.minCross(frame), mainExtent: high - low, crossExtent: axis.cross(frame.size))
      searchMin = Swift.min(searchMin, low)
      searchMax = Swift.max(searchMax, high)
    }
  }
}
