/// The system styles a ``ListContentConfiguration`` is made from, named as UIKit's factories
/// (`UIListContentConfiguration.cell()`, `.valueCell()`, `.groupedHeader()`, …).
public enum ListContentStyle: String, Hashable, Sendable, CaseIterable {
  case cell, subtitleCell, valueCell
  case sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell, accompaniedSidebarSubtitleCell
  case header, footer, groupedHeader, groupedFooter, prominentInsetGroupedHeader, extraProminentInsetGroupedHeader
  case plainHeader, plainFooter, sidebarHeader

  /// Whether the style is one of the sidebar's (wider symbol slot, deeper indentation).
  public var isSidebar: Bool {
    switch self {
    case .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell, .sidebarHeader:
      true
    default: false
    }
  }

  /// Whether the style is a header's or a footer's (no minimum height).
  public var isHeaderOrFooter: Bool {
    switch self {
    case .header, .footer, .groupedHeader, .groupedFooter, .prominentInsetGroupedHeader,
      .extraProminentInsetGroupedHeader, .plainHeader, .plainFooter, .sidebarHeader:
      true
    default: false
    }
  }
}
