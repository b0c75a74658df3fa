import CollectionLayout
import Geometry

/// What a list cell, header or footer draws behind its content (`UIBackgroundConfiguration`):
/// a fill, rounded corners, insets and a stroke, and the fills of its selected and highlighted
/// states. Make one with a list style (``listGroupedCell()``, …) and set what differs.
public struct BackgroundConfiguration: Hashable, Sendable {
  /// The list styles, named as UIKit's factories.
  public enum Style: String, Hashable, Sendable, CaseIterable {
    case listPlainCell, listGroupedCell, listSidebarCell, listAccompaniedSidebarCell
    case listPlainHeaderFooter, listGroupedHeaderFooter, clear
  }

  /// The style the configuration was made from: it decides the state fills.
  public var style: Style
  /// `backgroundColor`; nil draws no fill.
  public var backgroundColor: ConfigurationColor?
  /// `cornerRadius` of the fill and the stroke.
  public var cornerRadius: Double
  /// `backgroundInsets`, directional (`left` leading, `right` trailing).
  public var backgroundInsets: EdgeInsets
  /// `strokeColor`; nil draws no stroke.
  public var strokeColor: ConfigurationColor?
  /// `strokeWidth`.
  public var strokeWidth: Double
  /// `strokeOutset`: how far the stroke's outer edge lies outside the background's edge.
  public var strokeOutset: Double
  /// The fill while selected; nil keeps ``backgroundColor``.
  public var selectedBackgroundColor: ConfigurationColor?
  /// The fill while highlighted; nil keeps ``backgroundColor``.
  public var highlightedBackgroundColor: ConfigurationColor?

  /// A background of `style` (clear by default) with these colours, corner radius, insets and
  /// stroke; nothing is drawn beyond what is given.
  public init(
    style: Style = .clear, backgroundColor: ConfigurationColor? = nil, cornerRadius: Double = 0,
    backgroundInsets: EdgeInsets = .zero, strokeColor: ConfigurationColor? = nil, strokeWidth: Double = 0,
    strokeOutset: Double = 0, selectedBackgroundColor: ConfigurationColor? = nil,
    highlightedBackgroundColor: ConfigurationColor? = nil
  ) {
    self.style = style
    self.backgroundColor = backgroundColor
    self.cornerRadius = cornerRadius
    self.backgroundInsets = backgroundInsets
    self.strokeColor = strokeColor
    self.strokeWidth = strokeWidth
    self.strokeOutset = strokeOutset
    self.selectedBackgroundColor = selectedBackgroundColor
    self.highlightedBackgroundColor = highlightedBackgroundColor
  }

  /// `listPlainCell()`: system background; grey (system gray 4) when selected or highlighted.
  public static func listPlainCell() -> BackgroundConfiguration {
    BackgroundConfiguration(
      style: .listPlainCell, backgroundColor: .systemBackground, selectedBackgroundColor: .systemGray4,
      highlightedBackgroundColor: .systemGray4)
  }

  /// `listGroupedCell()`: secondary system grouped background; grey when selected or highlighted.
  public static func listGroupedCell() -> BackgroundConfiguration {
    BackgroundConfiguration(
      style: .listGroupedCell, backgroundColor: .secondarySystemGroupedBackground,
      selectedBackgroundColor: .systemGray4, highlightedBackgroundColor: .systemGray4)
  }

  /// `listSidebarCell()`: clear, a 10-pt rounded tint fill when selected, secondary system fill
  /// when highlighted.
  public static func listSidebarCell() -> BackgroundConfiguration {
    BackgroundConfiguration(
      style: .listSidebarCell, backgroundColor: .clear, cornerRadius: 10, selectedBackgroundColor: .tint,
      highlightedBackgroundColor: .secondarySystemFill)
  }

  /// `listAccompaniedSidebarCell()`: the sidebar cell's background.
  public static func listAccompaniedSidebarCell() -> BackgroundConfiguration {
    var background = listSidebarCell()
    background.style = .listAccompaniedSidebarCell
    return background
  }

  /// `listPlainHeaderFooter()`: no fill (iOS 15's "chromeless" plain headers).
  public static func listPlainHeaderFooter() -> BackgroundConfiguration {
    BackgroundConfiguration(style: .listPlainHeaderFooter, backgroundColor: .clear)
  }

  /// `listGroupedHeaderFooter()`: no fill.
  public static func listGroupedHeaderFooter() -> BackgroundConfiguration {
    BackgroundConfiguration(style: .listGroupedHeaderFooter, backgroundColor: .clear)
  }

  /// `clear()`: nothing at all.
  public static func clear() -> BackgroundConfiguration {
    BackgroundConfiguration(style: .clear, backgroundColor: .clear)
  }

  /// A fresh configuration of `style`.
  public static func make(_ style: Style) -> BackgroundConfiguration {
    switch style {
    case .listPlainCell: listPlainCell()
    case .listGroupedCell: listGroupedCell()
    case .listSidebarCell: listSidebarCell()
    case .listAccompaniedSidebarCell: listAccompaniedSidebarCell()
    case .listPlainHeaderFooter: listPlainHeaderFooter()
    case .listGroupedHeaderFooter: listGroupedHeaderFooter()
    case .clear: clear()
    }
  }

  /// The default background of a list element (`defaultBackgroundConfiguration()` of a
  /// `UICollectionViewListCell` or a list header): a plain list's cells system background, a
  /// grouped or inset-grouped list's secondary system grouped background, a sidebar's clear
  /// with a rounded selection; headers and footers no fill.
  public static func listDefault(for appearance: ListAppearance, role: ListCellAttributes.Role)
    -> BackgroundConfiguration
  {
    switch (role, appearance) {
    case (.header, .grouped), (.header, .insetGrouped), (.footer, .grouped), (.footer, .insetGrouped):
      listGroupedHeaderFooter()
    case (.header, _), (.footer, _): listPlainHeaderFooter()
    case (_, .plain): listPlainCell()
    case (_, .grouped), (_, .insetGrouped): listGroupedCell()
    case (_, .sidebar), (_, .sidebarPlain): listSidebarCell()
    }
  }

  /// The background drawn in `state` (`updated(for:)`): selected beats highlighted; each shows
  /// its state fill when the style has one.
  public func updated(for state: CellConfigurationState) -> BackgroundConfiguration {
    var updated = self
    if state.isSelected, let selected = selectedBackgroundColor {
      updated.backgroundColor = selected
    } else if state.isHighlighted, let highlighted = highlightedBackgroundColor {
      updated.backgroundColor = highlighted
    }
    return updated
  }
}
