import Geometry

/// The system styles' metrics, classic UIKit (iOS 15–18), in one place: every number here is
/// written out in `docs/lists-and-cells.md`, "Cell content", with where it comes from.
extension ListContentConfiguration {
  /// `UIListContentConfiguration.cell()`: body text in label colour, caption 1 secondary text
  /// under it, margins 11/16/11/8 (top, leading, bottom, trailing), the image 16 before the
  /// text, 3 between the texts, at least 44 tall at the default text size.
  public static func cell() -> ListContentConfiguration {
    ListContentConfiguration(
      style: .cell, textProperties: ListTextProperties(font: .style(.body)),
      secondaryTextProperties: ListTextProperties(font: .style(.caption1)),
      directionalLayoutMargins: EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 8), imageToTextPadding: 16,
      textToSecondaryTextVerticalPadding: 3, enforcesMinimumHeight: true)
  }

  /// `subtitleCell()`: as ``cell()`` with the secondary text directly under the text and 4-pt
  /// top and bottom margins.
  public static func subtitleCell() -> ListContentConfiguration {
    var content = cell()
    content.style = .subtitleCell
    content.directionalLayoutMargins = EdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 8)
    content.textToSecondaryTextVerticalPadding = 0
    return content
  }

  /// `valueCell()`: the secondary text in body, secondary label colour, on the trailing side of
  /// the text, 8 apart, when both fit on one line (else under it).
  public static func valueCell() -> ListContentConfiguration {
    var content = cell()
    content.style = .valueCell
    content.secondaryTextProperties = ListTextProperties(font: .style(.body), color: .secondaryLabel)
    content.prefersSideBySideTextAndSecondaryText = true
    return content
  }

  /// `sidebarCell()`: body text on one line, footnote secondary text in secondary label colour,
  /// margins 11/8/11/8, the image 10 before the text in a 28-pt symbol slot.
  public static func sidebarCell() -> ListContentConfiguration {
    ListContentConfiguration(
      style: .sidebarCell, textProperties: ListTextProperties(font: .style(.body), numberOfLines: 1),
      secondaryTextProperties: ListTextProperties(font: .style(.footnote), color: .secondaryLabel),
      directionalLayoutMargins: EdgeInsets(top: 11, leading: 8, bottom: 11, trailing: 8), imageToTextPadding: 10,
      textToSecondaryTextVerticalPadding: 3, enforcesMinimumHeight: true)
  }

  /// `sidebarSubtitleCell()`: as ``sidebarCell()``, the secondary text directly under the text.
  public static func sidebarSubtitleCell() -> ListContentConfiguration {
    var content = sidebarCell()
    content.style = .sidebarSubtitleCell
    content.textToSecondaryTextVerticalPadding = 0
    return content
  }

  /// `accompaniedSidebarCell()`: a sidebar beside its content (a split view); the sidebar
  /// cell's metrics.
  public static func accompaniedSidebarCell() -> ListContentConfiguration {
    var content = sidebarCell()
    content.style = .accompaniedSidebarCell
    return content
  }

  /// `accompaniedSidebarSubtitleCell()`: the sidebar subtitle cell's metrics.
  public static func accompaniedSidebarSubtitleCell() -> ListContentConfiguration {
    var content = sidebarSubtitleCell()
    content.style = .accompaniedSidebarSubtitleCell
    return content
  }

  /// `header()`: a plain list's header until it is in a list; ``adapted(to:)`` makes it the
  /// header of the list's appearance.
  public static func header() -> ListContentConfiguration {
    var content = plainHeader()
    content.style = .header
    return content
  }

  /// `footer()`: a plain list's footer until it is in a list (see ``adapted(to:)``).
  public static func footer() -> ListContentConfiguration {
    var content = plainFooter()
    content.style = .footer
    return content
  }

  /// `plainHeader()`: emphasized subheadline (15 pt semibold) in secondary label colour,
  /// margins 4/8/4/8, no minimum height.
  public static func plainHeader() -> ListContentConfiguration {
    headerOrFooter(
      .plainHeader, font: .style(.subheadline, .semibold), color: .secondaryLabel,
      margins: EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
  }

  /// `plainFooter()`: the plain header's metrics.
  public static func plainFooter() -> ListContentConfiguration {
    var content = plainHeader()
    content.style = .plainFooter
    return content
  }

  /// `groupedHeader()`: footnote, secondary label colour, uppercased, margins 17/8/6/8.
  public static func groupedHeader() -> ListContentConfiguration {
    var content = headerOrFooter(
      .groupedHeader, font: .style(.footnote), color: .secondaryLabel,
      margins: EdgeInsets(top: 17, leading: 8, bottom: 6, trailing: 8))
    content.textProperties.transform = .uppercase
    return content
  }

  /// `groupedFooter()`: footnote, secondary label colour, margins 6/8/12/8.
  public static func groupedFooter() -> ListContentConfiguration {
    headerOrFooter(
      .groupedFooter, font: .style(.footnote), color: .secondaryLabel,
      margins: EdgeInsets(top: 6, leading: 8, bottom: 12, trailing: 8))
  }

  /// `prominentInsetGroupedHeader()`: emphasized title 3 (20 pt bold) in label colour,
  /// margins 8/3/11/3 that do not take the cell's layout margins.
  public static func prominentInsetGroupedHeader() -> ListContentConfiguration {
    var content = headerOrFooter(
      .prominentInsetGroupedHeader, font: .style(.title3, .bold), color: .label,
      margins: EdgeInsets(top: 8, leading: 3, bottom: 11, trailing: 3))
    content.axesPreservingSuperviewLayoutMargins = []
    return content
  }

  /// `extraProminentInsetGroupedHeader()`: emphasized title 2 (22 pt bold) in label colour,
  /// margins 9/3/10/3 that do not take the cell's layout margins.
  public static func extraProminentInsetGroupedHeader() -> ListContentConfiguration {
    var content = headerOrFooter(
      .extraProminentInsetGroupedHeader, font: .style(.title2, .bold), color: .label,
      margins: EdgeInsets(top: 9, leading: 3, bottom: 10, trailing: 3))
    content.axesPreservingSuperviewLayoutMargins = []
    return content
  }

  /// `sidebarHeader()`: emphasized title 3 in label colour, margins 11/8/11/8.
  public static func sidebarHeader() -> ListContentConfiguration {
    headerOrFooter(
      .sidebarHeader, font: .style(.title3, .bold), color: .label,
      margins: EdgeInsets(top: 11, leading: 8, bottom: 11, trailing: 8))
  }

  /// A header or footer style: subheadline secondary text in secondary label colour, no
  /// minimum height.
  private static func headerOrFooter(
    _ style: ListContentStyle, font: ConfigurationFont, color: ConfigurationColor, margins: EdgeInsets
  ) -> ListContentConfiguration {
    ListContentConfiguration(
      style: style, textProperties: ListTextProperties(font: font, color: color),
      secondaryTextProperties: ListTextProperties(font: .style(.subheadline), color: .secondaryLabel),
      directionalLayoutMargins: margins, imageToTextPadding: 16, textToSecondaryTextVerticalPadding: 3,
      enforcesMinimumHeight: false)
  }
}
