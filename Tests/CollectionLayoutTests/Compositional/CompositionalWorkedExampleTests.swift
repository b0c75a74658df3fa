import CollectionLayout
import Geometry
import Testing

/// Worked examples of the rules in docs/compositional-layout.md, most of them Apple's sample
/// layouts, each derived by hand beside its assertions.
@Suite("Compositional layout — worked examples")
struct CompositionalWorkedExampleTests {
  /// E1, Apple's "Inset Items Grid". W×H 375×667, scale 2.
  @Test func e1FractionalGridWithItemInsets() {
    var item = CLItem(layoutSize: layoutSize(.fractionalWidth(0.2), .fractionalHeight(1)))
    item.contentInsets = EdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    let group = CLGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .fractionalWidth(0.2)), subitems: [item])
    let layout = CompositionalLayout(section: CLSection(group: group))
    let p = prepareCompositional(layout, items: [7], scale: 2)
    // Group: 375 wide, height 0.2·375 = 75. Item box 0.2·375 = 75 × 75 (height 1.0 of the group).
    // Fit: R = 375 − 5·75 = 0 ≥ −0.25, the sixth gives −75 ⇒ 5 per row. Cell = box inset by 5:
    // box k = (75·col, 75·row, 75, 75) ⇒ cell (75·col + 5, 75·row + 5, 65, 65).
    #expect(
      p.cellFrames(7) == [
        xywh(5, 5, 65, 65), xywh(80, 5, 65, 65), xywh(155, 5, 65, 65), xywh(230, 5, 65, 65), xywh(305, 5, 65, 65),
        xywh(5, 80, 65, 65), xywh(80, 80, 65, 65),
      ])
    // Two rows of 75: content height 150; width = the bounds' 375.
    #expect(p.contentSize == Size(width: 375, height: 150))
  }

  /// E2 at scale 2: a count group with inter-item spacing and section insets.
  @Test func e2CountGroupWithSpacingAndInsets() {
    let p = prepareCompositional(Self.e2Layout, items: [5], scale: 2)
    // Group width = 375 − 10 − 10 = 355 (section leading/trailing). count 2 forces width 1/2.
    // Pass 1: 177.5 each. Spacing 10 > 0, two accepted, fractional ⇒ pass 2 with container
    // 355 − 10·(2 − 1) = 345 ⇒ ⌊0.5·345·2⌋/2 = 172.5. x = 10, 10 + 172.5 + 10 = 192.5.
    // Rows at y = 10 + (44 + 10)·r.
    #expect(
      p.cellFrames(5) == [
        xywh(10, 10, 172.5, 44), xywh(192.5, 10, 172.5, 44), xywh(10, 64, 172.5, 44), xywh(192.5, 64, 172.5, 44),
        xywh(10, 118, 172.5, 44),
      ])
    // 10 + 3·44 + 2·10 + 10 = 172.
    #expect(p.contentSize.height == 172)
  }

  /// E2 at scale 1: the second pass floors to whole points.
  @Test func e2AtScaleOneFloorsTheWidth() {
    let p = prepareCompositional(Self.e2Layout, items: [5], scale: 1)
    // ⌊0.5·345⌋ = 172; item 1 at 10 + 172 + 10 = 192.
    #expect(p.cellFrame(0) == xywh(10, 10, 172, 44))
    #expect(p.cellFrame(1) == xywh(192, 10, 172, 44))
  }

  static var e2Layout: CompositionalLayout {
    let item = CLItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
    var group = CLGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(44)), subitem: item, count: 2)
    group.interItemSpacing = .fixed(10)
    var section = CLSection(group: group)
    section.contentInsets = EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    section.interGroupSpacing = 10
    return CompositionalLayout(section: section)
  }

  /// E3: subitem cycling with the pixel floor. W 320, scale 1.
  @Test func e3SubitemCyclingAndPixelFloor() {
    let item = CLItem(layoutSize: layoutSize(.fractionalWidth(1.0 / 3), .fractionalHeight(1)))
    let group = CLGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(100)), subitems: [item])
    let p = prepareCompositional(CompositionalLayout(section: CLSection(group: group)), items: [4], width: 320)
    // 320/3 = 106.67 ⇒ 106. R: 214, 108, 2, then −104 ⇒ 3 per row; the last 2 points stay empty.
    #expect(
      p.cellFrames(4) == [xywh(0, 0, 106, 100), xywh(106, 0, 106, 100), xywh(212, 0, 106, 100), xywh(0, 100, 106, 100)])
  }

  /// E4: nested groups (the sample's orthogonal group, here not orthogonal). 375×600, scale 2.
  @Test func e4NestedGroups() {
    var leading = CLItem(layoutSize: layoutSize(.fractionalWidth(0.7), .fractionalHeight(1)))
    leading.contentInsets = EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    var trailing = CLItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(0.3)))
    trailing.contentInsets = EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    let trailingGroup = CLGroup.vertical(
      layoutSize: layoutSize(.fractionalWidth(0.3), .fractionalHeight(1)), subitem: trailing, count: 2)
    let container = CLGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(0.4)), subitems: [leading, trailingGroup])
    let p = prepareCompositional(
      CompositionalLayout(section: CLSection(group: container)), items: [6], height: 600, scale: 2)
    // Container 375 × 0.4·600 = 240. leading box 262.5 × 240 (R 112.5); trailingGroup
    // 112.5 × 240 (R 0); the cycle's next leading fails ⇒ 3 items per group. count 2 forces the
    // trailing items' height to 1/2: boxes 112.5 × 120. Cells are the boxes inset by 10.
    #expect(
      p.cellFrames(6) == [
        xywh(10, 10, 242.5, 220), xywh(272.5, 10, 92.5, 100), xywh(272.5, 130, 92.5, 100),
        xywh(10, 250, 242.5, 220), xywh(272.5, 250, 92.5, 100), xywh(272.5, 370, 92.5, 100),
      ])
  }

  /// E5: absolute and fractional subitems with spacing; the second pass leaves a gap. W 300.
  @Test func e5MixedAbsoluteAndFractionalSecondPass() {
    let a = CLItem(layoutSize: layoutSize(.absolute(100), .fractionalHeight(1)))
    let b = CLItem(layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalHeight(1)))
    var group = CLGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)), subitems: [a, b])
    group.interItemSpacing = .fixed(10)
    let p = prepareCompositional(CompositionalLayout(section: CLSection(group: group)), items: [3], width: 300)
    // Pass 1: a 100 (R 200); b 150 with no spacing charged (it depends on the width; R 50);
    // a again: 50 − 10 − 100 = −60, stop (n = 2). Pass 2: container 300 − 10 = 290 ⇒ b 145;
    // R: 200, 200 − 10 − 145 = 45, then 45 − 10 − 100 = −65, stop. b at 100 + 10 = 110; 45 pt
    // stay empty on the right. Item 2 starts the second row.
    #expect(p.cellFrames(3) == [xywh(0, 0, 100, 50), xywh(110, 0, 145, 50), xywh(0, 50, 100, 50)])
  }

  /// E6: an orthogonal `.groupPaging` section. Vertical, 375×667, scale 2.
  @Test func e6OrthogonalGroupPagingFrames() {
    let p = prepareCompositional(Self.e6Layout(.groupPaging), items: [4], scale: 2)
    // Group width 0.8·375 = 300 (an orthogonal root group ignores the section's leading and
    // trailing insets). Groups repeat across at 16 + k·(300 + 10).
    #expect(
      p.cellFrames(4) == [
        xywh(16, 0, 300, 200), xywh(326, 0, 300, 200), xywh(636, 0, 300, 200), xywh(946, 0, 300, 200),
      ])
    // Section height 200; the strip's content 16 + 4·300 + 3·10 + 16 = 1262, max offset 887.
    #expect(p.contentSize == Size(width: 375, height: 200))
    let info = p.orthogonalScrollInfo(forSection: 0)
    #expect(info?.contentLength == 1262)
    #expect(info?.maximumOffset == 887)
    #expect(info?.frame == xywh(0, 0, 375, 200))
  }

  /// E6 targets: each group's resting offset, proposed exactly (at rest).
  @Test(arguments: [
    // groupPaging: k·310, the last clamped to 887.
    (CompositionalLayout.OrthogonalScrollingBehavior.groupPaging, [0.0, 310, 620, 887]),
    // paging by the strip's width 375, clamped.
    (.paging, [0, 375, 750, 887]),
    // leading boundary: the same resting offsets as groupPaging.
    (.continuousGroupLeadingBoundary, [0, 310, 620, 887]),
    // centred: 16 + 310k − round((375 − 300)/2) = 16 + 310k − 37.5, not clamped.
    (.groupPagingCentered, [-21.5, 288.5, 598.5, 908.5]),
  ])
  func e6OrthogonalTargets(behavior: CompositionalLayout.OrthogonalScrollingBehavior, targets: [Double]) {
    let p = prepareCompositional(Self.e6Layout(behavior), items: [4], scale: 2)
    let unclamped: [Double] =
      switch behavior {
      case .paging: [0, 375, 750, 1125]
      case .groupPagingCentered: targets
      default: [0, 310, 620, 930]
      }
    for (proposal, expected) in zip(unclamped, targets) {
      #expect(p.targetOrthogonalOffset(forSection: 0, proposedOffset: proposal, velocity: 0) == expected)
    }
  }

  static func e6Layout(_ behavior: CompositionalLayout.OrthogonalScrollingBehavior) -> CompositionalLayout {
    let item = CLItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
    let group = CLGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(0.8), .absolute(200)), subitems: [item])
    var section = CLSection(group: group)
    section.interGroupSpacing = 10
    section.contentInsets = EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    section.orthogonalScrollingBehavior = behavior
    return CompositionalLayout(section: section)
  }

  /// E7: pinned headers. 375×667, scale 1, no content inset.
  @Test func e7PinnedHeaders() {
    let item = CLItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
    let group = CLGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(100)), subitems: [item])
    var header = CLBoundary(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(40)), elementKind: .header, alignment: .top)
    header.pinToVisibleBounds = true
    var section = CLSection(group: group)
    section.contentInsets = EdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0)
    section.boundarySupplementaryItems = [header]
    let p = prepareCompositional(CompositionalLayout(section: section), items: [6, 6])
    // Section 0: header (0, 0, 375, 40) extends it; items at 40 + 10 + 100k; frame [0, 660].
    // Section 1 starts at 660: header (0, 660), items at 710 + 100k; content height 1320.
    #expect(p.cellFrame(0) == xywh(0, 50, 375, 100))
    #expect(p.cellFrame(0, section: 1) == xywh(0, 710, 375, 100))
    #expect(p.contentSize.height == 1320)
    // Pinned y by contentOffset.y: header y' = min(max(y, visible top), section end − 40),
    // unpinned when the section is out of view.
    let cases: [(offset: Double, first: Double, second: Double)] = [
      (0, 0, 660), (300, 300, 660), (640, 620, 660), (700, 0, 700),
    ]
    for (offset, first, second) in cases {
      let viewport = p.viewport(y: offset)
      #expect(p.supplementary(.header, section: 0, viewport: viewport)?.frame == xywh(0, first, 375, 40))
      #expect(p.supplementary(.header, section: 1, viewport: viewport)?.frame == xywh(0, second, 375, 40))
    }
    // Headers above cells z 0: a pinned header in view takes 10⁹ + its zIndex 1
    // (docs/compositional-layout.md, "Pinning").
    #expect(p.supplementary(.header)?.zIndex == 1 + PreparedCompositionalLayout.pinnedZIndexBoost)
    #expect(p.layoutAttributesForItem(at: ElementIndexPath(item: 0, section: 0), viewport: p.viewport())?.zIndex == 0)
  }

  /// E8: a background decoration with a header. W 375, scale 1.
  @Test func e8BackgroundDecorationWithHeader() {
    let item = CLItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
    let group = CLGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(44)), subitems: [item])
    var background = CLDecoration.background(elementKind: "background")
    background.contentInsets = EdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    var section = CLSection(group: group)
    section.interGroupSpacing = 5
    section.contentInsets = EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    section.boundarySupplementaryItems = [
      CLBoundary(layoutSize: layoutSize(.fractionalWidth(1), .absolute(30)), elementKind: .header, alignment: .top)
    ]
    section.decorationItems = [background]
    let p = prepareCompositional(CompositionalLayout(section: section), items: [3])
    // The header follows the insets: x 10, width 375 − 20 = 355, above the host rect at y 0.
    #expect(p.supplementary(.header)?.frame == xywh(10, 0, 355, 30))
    // Cells from 30 + 10 = 40, step 44 + 5.
    #expect(p.cellFrames(3) == [xywh(10, 40, 355, 44), xywh(10, 89, 355, 44), xywh(10, 138, 355, 44)])
    // Section height 30 + 10 + 3·44 + 2·5 + 10 = 192; the background is (0, 0, 375, 192) inset
    // by 5 = (5, 5, 365, 182), z 0; cells z 1 (above it), header z max(1, 1) = 1.
    #expect(p.contentSize.height == 192)
    let decoration = p.decoration("background")
    #expect(decoration?.frame == xywh(5, 5, 365, 182))
    #expect(decoration?.zIndex == 0)
    #expect(p.layoutAttributesForItem(at: ElementIndexPath(item: 0, section: 0), viewport: p.viewport())?.zIndex == 1)
    #expect(p.supplementary(.header)?.zIndex == 1)
  }

  /// E9: a self-sizing list with measured heights 60, 30, 80. W 375, scale 1.
  @Test func e9SelfSizingList() {
    let item = CLItem(layoutSize: layoutSize(.fractionalWidth(1), .estimated(44)))
    let group = CLGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .estimated(44)), subitems: [item])
    var section = CLSection(group: group)
    section.interGroupSpacing = 8
    let measured = [Size(width: 375, height: 60), Size(width: 375, height: 30), Size(width: 375, height: 80)]
    let p = prepareCompositional(CompositionalLayout(section: section), items: [3], measured: [0: measured])
    // One item per group (width 375 fills the row); each group takes its item's measured
    // height: y 0, 60 + 8 = 68, 68 + 30 + 8 = 106; content 106 + 80 = 186.
    #expect(p.cellFrames(3) == [xywh(0, 0, 375, 60), xywh(0, 68, 375, 30), xywh(0, 106, 375, 80)])
    #expect(p.contentSize.height == 186)
  }
}
