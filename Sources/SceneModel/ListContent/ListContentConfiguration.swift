import CollectionLayout
import Geometry

/// What a list cell, header or footer shows and how (`UIListContentConfiguration`): a text, a
/// secondary text and an image, their properties, the margins around them and the paddings
/// between them. Make one with a style's factory (``cell()``, ``valueCell()``,
/// ``groupedHeader()``, …: their metrics are in `ListContentConfiguration+Styles.swift`), then
/// set what differs. Every property maps one to one onto UIKit's property of the same name.
///
/// ```swift
/// var content = ListContentConfiguration.valueCell()
/// content.text = "Wi-Fi"
/// content.secondaryText = "Home"
/// content.image = .symbol("wifi")
/// ```
public struct ListContentConfiguration: Hashable, Sendable {
  /// The axes along which the content keeps at least the cell's layout margins
  /// (`axesPreservingSuperviewLayoutMargins`).
  public struct Axes: OptionSet, Hashable, Sendable {
    /// The axes as bits: 1 horizontal, 2 vertical.
    public let rawValue: Int
    /// The axes whose bits `rawValue` sets.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The leading and trailing margins.
    public static let horizontal = Axes(rawValue: 1 << 0)
    /// The top and bottom margins.
    public static let vertical = Axes(rawValue: 1 << 1)
    /// Both axes: every margin.
    public static let both: Axes = [.horizontal, .vertical]
  }

  /// The style the configuration was made from; ``adapted(to:)`` re-resolves `cell`, `header`
  /// and `footer` for the list they are in (the result has the resolved style).
  public var style: ListContentStyle
  /// `text`.
  public var text: String?
  /// `secondaryText`.
  public var secondaryText: String?
  /// `image`.
  public var image: ListContentImage?
  /// `textProperties`.
  public var textProperties: ListTextProperties
  /// `secondaryTextProperties`.
  public var secondaryTextProperties: ListTextProperties
  /// `imageProperties`.
  public var imageProperties: ListImageProperties
  /// `directionalLayoutMargins`: `left` is the leading edge, `right` the trailing one.
  public var directionalLayoutMargins: EdgeInsets
  /// `axesPreservingSuperviewLayoutMargins`: along these axes a margin is at least the cell's
  /// layout margin.
  public var axesPreservingSuperviewLayoutMargins: Axes
  /// `imageToTextPadding`.
  public var imageToTextPadding: Double
  /// `textToSecondaryTextVerticalPadding`.
  public var textToSecondaryTextVerticalPadding: Double
  /// `textToSecondaryTextHorizontalPadding`: between side-by-side texts.
  public var textToSecondaryTextHorizontalPadding: Double
  /// `prefersSideBySideTextAndSecondaryText`: the value cell's layout, when both texts fit.
  public var prefersSideBySideTextAndSecondaryText: Bool
  /// Whether the row is at least ``ListMetrics/minimumRowHeight(_:)`` tall (cells are, headers
  /// and footers are not; UIKit's content view decides it from the style).
  public var enforcesMinimumHeight: Bool

  /// A configuration with every property given; the styles' defaults come from
  /// `cell()`, `header()` and the other style constructors.
  public init(
    style: ListContentStyle, text: String? = nil, secondaryText: String? = nil, image: ListContentImage? = nil,
    textProperties: ListTextProperties, secondaryTextProperties: ListTextProperties,
    imageProperties: ListImageProperties = ListImageProperties(), directionalLayoutMargins: EdgeInsets,
    axesPreservingSuperviewLayoutMargins: Axes = .horizontal, imageToTextPadding: Double,
    textToSecondaryTextVerticalPadding: Double, textToSecondaryTextHorizontalPadding: Double = 8,
    prefersSideBySideTextAndSecondaryText: Bool = false, enforcesMinimumHeight: Bool
  ) {
    self.style = style
    self.text = text
    self.secondaryText = secondaryText
    self.image = image
    self.textProperties = textProperties
    self.secondaryTextProperties = secondaryTextProperties
    self.imageProperties = imageProperties
    self.directionalLayoutMargins = directionalLayoutMargins
    self.axesPreservingSuperviewLayoutMargins = axesPreservingSuperviewLayoutMargins
    self.imageToTextPadding = imageToTextPadding
    self.textToSecondaryTextVerticalPadding = textToSecondaryTextVerticalPadding
    self.textToSecondaryTextHorizontalPadding = textToSecondaryTextHorizontalPadding
    self.prefersSideBySideTextAndSecondaryText = prefersSideBySideTextAndSecondaryText
    self.enforcesMinimumHeight = enforcesMinimumHeight
  }

  /// A fresh configuration of `style` (its factory).
  public static func make(_ style: ListContentStyle) -> ListContentConfiguration {
    switch style {
    case .cell: cell()
    case .subtitleCell: subtitleCell()
    case .valueCell: valueCell()
    case .sidebarCell: sidebarCell()
    case .sidebarSubtitleCell: sidebarSubtitleCell()
    case .accompaniedSidebarCell: accompaniedSidebarCell()
    case .accompaniedSidebarSubtitleCell: accompaniedSidebarSubtitleCell()
    case .header: header()
    case .footer: footer()
    case .groupedHeader: groupedHeader()
    case .groupedFooter: groupedFooter()
    case .prominentInsetGroupedHeader: prominentInsetGroupedHeader()
    case .extraProminentInsetGroupedHeader: extraProminentInsetGroupedHeader()
    case .plainHeader: plainHeader()
    case .plainFooter: plainFooter()
    case .sidebarHeader: sidebarHeader()
    }
  }

  /// The configuration as it shows in a list of `appearance` (iOS 18: `cell()`, `subtitleCell()`,
  /// `valueCell()`, `header()` and `footer()` follow the list they are in): a `cell()` in a
  /// sidebar takes the sidebar cell's metrics, a `header()` in a grouped list the grouped
  /// header's (uppercase), in a plain list the plain header's, in a sidebar the sidebar
  /// header's. The result is of the resolved style; texts, image and every property set away
  /// from the style's default are kept. Other styles are returned as they are.
  public func adapted(to appearance: ListAppearance) -> ListContentConfiguration {
    let sidebar = appearance == .sidebar || appearance == .sidebarPlain
    let grouped = appearance == .grouped || appearance == .insetGrouped
    let target: ListContentStyle
    switch style {
    case .cell, .valueCell: target = sidebar ? .sidebarCell : style
    case .subtitleCell: target = sidebar ? .sidebarSubtitleCell : style
    case .header: target = sidebar ? .sidebarHeader : grouped ? .groupedHeader : .plainHeader
    case .footer: target = grouped || sidebar ? .groupedFooter : .plainFooter
    default: return self
    }
    let base = Self.make(style)
    var adapted = Self.make(target)
    adapted.text = text
    adapted.secondaryText = secondaryText
    adapted.image = image
    // What this configuration changed from its style's defaults stays changed. Written out
    // member by member: self-sizing adapts every row of a list, and key paths through a generic
    // helper cost several times the comparisons.
    if textProperties != base.textProperties { adapted.textProperties = textProperties }
    if secondaryTextProperties != base.secondaryTextProperties {
      adapted.secondaryTextProperties = secondaryTextProperties
    }
    if imageProperties != base.imageProperties { adapted.imageProperties = imageProperties }
    if directionalLayoutMargins != base.directionalLayoutMargins {
      adapted.directionalLayoutMargins = directionalLayoutMargins
    }
    if axesPreservingSuperviewLayoutMargins != base.axesPreservingSuperviewLayoutMargins {
      adapted.axesPreservingSuperviewLayoutMargins = axesPreservingSuperviewLayoutMargins
    }
    if imageToTextPadding != base.imageToTextPadding { adapted.imageToTextPadding = imageToTextPadding }
    if textToSecondaryTextVerticalPadding != base.textToSecondaryTextVerticalPadding {
      adapted.textToSecondaryTextVerticalPadding = textToSecondaryTextVerticalPadding
    }
    if textToSecondaryTextHorizontalPadding != base.textToSecondaryTextHorizontalPadding {
      adapted.textToSecondaryTextHorizontalPadding = textToSecondaryTextHorizontalPadding
    }
    if prefersSideBySideTextAndSecondaryText != base.prefersSideBySideTextAndSecondaryText {
      adapted.prefersSideBySideTextAndSecondaryText = prefersSideBySideTextAndSecondaryText
    }
    if enforcesMinimumHeight != base.enforcesMinimumHeight { adapted.enforcesMinimumHeight = enforcesMinimumHeight }
    return adapted
  }

  /// The configuration drawn in `state` (`updated(for:)`): disabled, texts still in their
  /// style's colours turn tertiary label (a value cell's secondary text quaternary label) and
  /// an untinted symbol tertiary label; a selected sidebar row's texts and symbol turn white
  /// (the secondary text at 80 %) on its tinted selection.
  public func updated(for state: CellConfigurationState) -> ListContentConfiguration {
    let base = Self.make(style)
    var updated = self
    if state.isDisabled {
      if textProperties.color == base.textProperties.color { updated.textProperties.color = .tertiaryLabel }
      if secondaryTextProperties.color == base.secondaryTextProperties.color {
        updated.secondaryTextProperties.color = style == .valueCell ? .quaternaryLabel : .tertiaryLabel
      }
      if imageProperties.tintColor == nil { updated.imageProperties.tintColor = .tertiaryLabel }
    } else if state.isSelected, style.isSidebar, !style.isHeaderOrFooter {
      updated.textProperties.color = .white
      updated.secondaryTextProperties.color = ConfigurationColor.white.multiplyingAlpha(by: 0.8)
      updated.imageProperties.tintColor = .white
    }
    return updated
  }
}
