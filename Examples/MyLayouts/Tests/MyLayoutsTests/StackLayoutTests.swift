import CollectionRender
import CollectionRenderTesting
import MyLayouts
import Testing

/// The package the README's Package.swift describes, at work: a layout of its own, checked by
/// its geometry and by snapshots through collection-render's products.
@Suite struct StackLayoutTests {
  /// A plain list: white rows with left-aligned titles on a grouped-grey background.
  static let scene = Scene(
    bounds: Size(width: 160, height: 100), layout: StackLayout(rowHeight: 28, spacing: 2),
    sections: [
      SectionData(items: ["Inbox", "Drafts"].map { ItemData(title: $0) }),
      SectionData(items: ["Travel", "Family", "Receipts"].map { ItemData(title: $0) }),
    ],
    style: Style(
      backgroundColor: Color(red8: 242, green8: 242, blue8: 247),
      cell: CellStyle(
        backgroundView: ViewStyle(backgroundColor: .white), contentView: ViewStyle(),
        titleLabel: LabelStyle(
          font: FontDescription(family: "DejaVu Sans", size: 13), textAlignment: .left,
          insets: EdgeInsets(top: 0, left: 12, bottom: 0, right: 12)))))

  @Test func rowsRunAcrossSections() throws {
    let prepared = Self.scene.layout.prepare(Self.scene.layoutContent, in: Self.scene.layoutEnvironment)
    #expect(prepared.contentSize == Size(width: 160, height: 5 * 30 - 2))
    let third = try #require(
      prepared.layoutAttributesForItem(at: ElementIndexPath(item: 0, section: 1), viewport: Self.scene.viewport))
    #expect(third.frame == Rect(x: 0, y: 60, width: 160, height: 28))
    // The bounds show rows 0 to 3 (the fourth only in part).
    let visible = prepared.layoutAttributesForElements(in: Self.scene.viewport.bounds, viewport: Self.scene.viewport)
    #expect(visible.count == 4)
  }

  @Test func stack() {
    assertSnapshot(of: .scene(Self.scene), as: .layout())
    assertSnapshot(of: .scene(Self.scene), as: .image())
  }
}
