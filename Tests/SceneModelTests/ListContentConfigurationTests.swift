import Appearance
import CollectionLayout
import Geometry
import Testing

@testable import SceneModel

/// The styles' metrics, iOS 18's adaptation to the list, the state rules, backgrounds and
/// accessories' placement (`docs/lists-and-cells.md`, "Cell content").
@Suite("List content configurations")
struct ListContentConfigurationTests {
  typealias Content = ListContentConfiguration

  /// (style, margins top/leading/bottom/trailing, text font, secondary font, image→text, vertical padding)
  static let metrics: [(ListContentStyle, [Double], ConfigurationFont, ConfigurationFont, Double, Double)] = [
    (.cell, [11, 16, 11, 8], .style(.body), .style(.caption1), 16, 3),
    (.subtitleCell, [4, 16, 4, 8], .style(.body), .style(.caption1), 16, 0),
    (.valueCell, [11, 16, 11, 8], .style(.body), .style(.body), 16, 3),
    (.sidebarCell, [11, 8, 11, 8], .style(.body), .style(.footnote), 10, 3),
    (.sidebarSubtitleCell, [11, 8, 11, 8], .style(.body), .style(.footnote), 10, 0),
    (.accompaniedSidebarCell, [11, 8, 11, 8], .style(.body), .style(.footnote), 10, 3),
    (.groupedHeader, [17, 8, 6, 8], .style(.footnote), .style(.subheadline), 16, 3),
    (.groupedFooter, [6, 8, 12, 8], .style(.footnote), .style(.subheadline), 16, 3),
    (.plainHeader, [4, 8, 4, 8], .style(.subheadline, .semibold), .style(.subheadline), 16, 3),
    (.plainFooter, [4, 8, 4, 8], .style(.subheadline, .semibold), .style(.subheadline), 16, 3),
    (.header, [4, 8, 4, 8], .style(.subheadline, .semibold), .style(.subheadline), 16, 3),
    (.footer, [4, 8, 4, 8], .style(.subheadline, .semibold), .style(.subheadline), 16, 3),
    (.prominentInsetGroupedHeader, [8, 3, 11, 3], .style(.title3, .bold), .style(.subheadline), 16, 3),
    (.extraProminentInsetGroupedHeader, [9, 3, 10, 3], .style(.title2, .bold), .style(.subheadline), 16, 3),
  ]

  @Test("Each factory's margins, fonts and paddings", arguments: metrics.indices)
  func factoryMetrics(index: Int) {
    let (style, margins, font, secondaryFont, imagePadding, verticalPadding) = Self.metrics[index]
    let content = Content.make(style)
    #expect(content.style == style)
    #expect(
      content.directionalLayoutMargins
        == EdgeInsets(
          top: margins[0], leading: margins[1], bottom: margins[2],
          trailing: margins[3]))
    #expect(content.textProperties.font == font)
    #expect(content.secondaryTextProperties.font == secondaryFont)
    #expect(content.imageToTextPadding == imagePadding)
    #expect(content.textToSecondaryTextVerticalPadding == verticalPadding)
    #expect(content.textToSecondaryTextHorizontalPadding == 8)
    #expect(content.enforcesMinimumHeight == !style.isHeaderOrFooter)
  }

  @Test func valueCellIsSideBySideInSecondaryLabelColour() {
    let value = Content.valueCell()
    #expect(value.prefersSideBySideTextAndSecondaryText)
    #expect(value.secondaryTextProperties.color == .secondaryLabel)
    #expect(!Content.cell().prefersSideBySideTextAndSecondaryText)
  }

  @Test func groupedHeaderIsUppercasedAndProminentHeadersKeepTheirOwnMargins() {
    #expect(Content.groupedHeader().textProperties.transform == .uppercase)
    #expect(Content.groupedHeader().textProperties.displayed("Settings") == "SETTINGS")
    #expect(Content.groupedFooter().textProperties.transform == .none)
    #expect(Content.prominentInsetGroupedHeader().axesPreservingSuperviewLayoutMargins == [])
    #expect(Content.cell().axesPreservingSuperviewLayoutMargins == .horizontal)
  }

  @Test func textStylesResolveAtTheContentSizeCategoryInTheSystemFont() {
    let body = ConfigurationFont.style(.body).resolved(for: .large)
    #expect(body.size == 17 && body.weight == .regular)
    #expect(body.family == Style.systemFontFamily && body.fallbackFamily == Style.defaultFontFamily)
    #expect(ConfigurationFont.style(.body).resolved(for: .accessibilityLarge).size == 33)
    let header = ConfigurationFont.style(.subheadline, .semibold).resolved(for: .large)
    #expect(header.size == 15 && header.weight == .semibold)
    let fixed = FontDescription(family: "DejaVu Sans", size: 12)
    #expect(ConfigurationFont.fixed(fixed).resolved(for: .accessibilityLarge) == fixed)
  }

  @Test func cellHeaderAndFooterAdaptToTheListAppearance() {
    var header = Content.header()
    header.text = "Settings"
    let grouped = header.adapted(to: .insetGrouped)
    #expect(grouped.directionalLayoutMargins == Content.groupedHeader().directionalLayoutMargins)
    #expect(grouped.textProperties.transform == .uppercase)
    #expect(grouped.text == "Settings" && grouped.style == .groupedHeader)
    #expect(header.adapted(to: .plain).textProperties == Content.plainHeader().textProperties)
    #expect(header.adapted(to: .sidebar).textProperties.font == .style(.title3, .bold))
    #expect(Content.footer().adapted(to: .grouped).directionalLayoutMargins.bottom == 12)
    var cell = Content.cell()
    cell.image = .symbol("star.fill")
    let sidebar = cell.adapted(to: .sidebarPlain)
    #expect(sidebar.imageToTextPadding == 10 && sidebar.directionalLayoutMargins.leading == 8)
    #expect(sidebar.image == .symbol("star.fill") && sidebar.style == .sidebarCell)
    #expect(cell.adapted(to: .insetGrouped) == cell)
    // Other styles never adapt.
    #expect(Content.groupedHeader().adapted(to: .plain) == Content.groupedHeader())
  }

  @Test func propertiesSetAwayFromTheDefaultSurviveAdaptation() {
    var header = Content.header()
    header.textProperties.color = .fixed(.uiRed)
    let grouped = header.adapted(to: .grouped)
    #expect(grouped.textProperties.color == .fixed(.uiRed))
    #expect(grouped.directionalLayoutMargins.top == 17)
  }

  @Test func disabledTextAndSymbolTurnTertiaryUnlessCustomised() {
    var value = Content.valueCell()
    value.text = "Wi-Fi"
    let disabled = value.updated(for: CellConfigurationState(isDisabled: true))
    #expect(disabled.textProperties.color == .tertiaryLabel)
    #expect(disabled.secondaryTextProperties.color == .quaternaryLabel)
    #expect(disabled.imageProperties.tintColor == .tertiaryLabel)
    var custom = Content.cell()
    custom.textProperties.color = .fixed(.uiRed)
    #expect(custom.updated(for: CellConfigurationState(isDisabled: true)).textProperties.color == .fixed(.uiRed))
    #expect(Content.cell().updated(for: CellConfigurationState(isSelected: true)) == Content.cell())
    let sidebar = Content.sidebarCell().updated(for: CellConfigurationState(isSelected: true))
    #expect(sidebar.textProperties.color == .white)
    #expect(sidebar.secondaryTextProperties.color.resolved(with: Traits()).alpha == 0.8)
  }

  @Test func listBackgroundsAndTheirStates() {
    let traits = Traits()
    let dark = Traits(userInterfaceStyle: .dark)
    #expect(BackgroundConfiguration.listPlainCell().backgroundColor?.resolved(with: traits) == .white)
    #expect(
      BackgroundConfiguration.listGroupedCell().backgroundColor?.resolved(with: dark)
        == Color(red8: 0x1C, green8: 0x1C, blue8: 0x1E))
    #expect(BackgroundConfiguration.listDefault(for: .plain, role: .row).style == .listPlainCell)
    #expect(BackgroundConfiguration.listDefault(for: .insetGrouped, role: .row).style == .listGroupedCell)
    #expect(BackgroundConfiguration.listDefault(for: .sidebar, role: .headerItem).style == .listSidebarCell)
    #expect(BackgroundConfiguration.listDefault(for: .grouped, role: .header).style == .listGroupedHeaderFooter)
    #expect(BackgroundConfiguration.listDefault(for: .plain, role: .footer).style == .listPlainHeaderFooter)
    let grouped = BackgroundConfiguration.listGroupedCell()
    #expect(grouped.updated(for: CellConfigurationState(isSelected: true)).backgroundColor == .systemGray4)
    #expect(grouped.updated(for: CellConfigurationState(isHighlighted: true)).backgroundColor == .systemGray4)
    #expect(grouped.updated(for: CellConfigurationState()) == grouped)
    let sidebar = BackgroundConfiguration.listSidebarCell()
    #expect(sidebar.cornerRadius == 10)
    #expect(
      sidebar.updated(for: CellConfigurationState(isSelected: true, isHighlighted: true)).backgroundColor == .tint)
    #expect(sidebar.updated(for: CellConfigurationState(isHighlighted: true)).backgroundColor == .secondarySystemFill)
    for style in BackgroundConfiguration.Style.allCases { #expect(BackgroundConfiguration.make(style).style == style) }
  }

  @Test func accessoriesPlacementWidthAndDisplayedState() {
    let trailing: [CellAccessory.Kind] = [
      .label("On"), .checkmark, .detail, .disclosureIndicator, .outlineDisclosure, .reorder,
    ]
    let ranks = trailing.map { CellAccessory($0).placement }
    #expect(ranks.allSatisfy { !$0.isLeading })
    #expect(ranks == ranks.sorted(), "label innermost … reorder outermost")
    let leading: [CellAccessory.Kind] = [.delete, .insert, .multiselect]
    #expect(leading.map { CellAccessory($0).placement.isLeading } == [true, true, true])
    #expect(!CellAccessory(.disclosureIndicator).isStandardWidth && CellAccessory(.checkmark).isStandardWidth)
    #expect(CellAccessory(.delete).displayed == .whenEditing && CellAccessory(.checkmark).displayed == .always)
    #expect(!CellAccessory(.reorder).isShown(editing: false) && CellAccessory(.reorder).isShown(editing: true))
    #expect(!CellAccessory(.checkmark, displayed: .whenNotEditing).isShown(editing: true))
    #expect(CellAccessory(.disclosureIndicator).resolvedTint == .tertiaryLabel)
    #expect(CellAccessory(.checkmark, tintColor: .systemRed).resolvedTint == .systemRed)
  }

  @Test func metricsFollowDynamicType() {
    #expect(ListMetrics.minimumRowHeight(.large) == 44)
    #expect(ListMetrics.minimumRowHeight(.extraSmall) == 38)
    #expect(ListMetrics.minimumRowHeight(.extraExtraExtraLarge) == 58)
    #expect(ListMetrics.minimumRowHeight(.accessibilityExtraExtraExtraLarge) == 58)
    #expect(ListMetrics.symbolSlotWidth(.large, sidebar: false) == 24)
    #expect(ListMetrics.symbolSlotWidth(.large, sidebar: true) == 28)
    #expect(ListMetrics.symbolSize(.large) == 20)
    #expect(ListMetrics.bodyLeading(.large) == 22)
  }

  @Test func itemListKeepsListMembersOnlyForItemsThatHaveThem() {
    var content = Content.valueCell()
    content.text = "Wi-Fi"
    let rich = ItemData(
      title: "t", contentConfiguration: content, backgroundConfiguration: .listGroupedCell(),
      accessories: [CellAccessory(.checkmark)], isDisabled: true, isEditing: true, isExpanded: true)
    var list: ItemList = [ItemData(title: "a"), rich, ItemData(title: "b")]
    #expect(Array(list) == [ItemData(title: "a"), rich, ItemData(title: "b")])
    list.remove(at: 0)
    #expect(list[0] == rich)
    list[0].accessories = []
    #expect(list[0].accessories.isEmpty && list[0].isDisabled)
  }
}
