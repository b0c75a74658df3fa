import CollectionLayout
import Geometry
import Testing

/// Rules that need more than frames at rest: orthogonal snapping with velocity, pinning with a
/// content inset, invalidation, lookups outside the data, and inputs that must not trap.
@Suite("Compositional layout — behaviour")
struct CompositionalBehaviourTests {
  /// E6's strip: groups 300 wide every 310, leading inset 16, max offset 887.
  func strip(_ behavior: CompositionalLayout.OrthogonalScrollingBehavior) -> PreparedCompositionalLayout {
    prepareCompositional(CompositionalWorkedExampleTests.e6Layout(behavior), items: [4], scale: 2)
  }

  @Test func groupPagingFollowsTheVelocity() {
    let p = strip(.groupPaging)
    // Forward: the first target at or past the proposal: 10 → 310, 320 → 620.
    #expect(p.targetOrthogonalOffset(forSection: 0, proposedOffset: 10, velocity: 500) == 310)
    #expect(p.targetOrthogonalOffset(forSection: 0, proposedOffset: 320, velocity: 500) == 620)
    // Within 0.5 % of a step (1.55) short of a target still rests there: 308.5 → 310, 311 → 310.
    #expect(p.targetOrthogonalOffset(forSection: 0, proposedOffset: 311, velocity: 500) == 310)
    // Backward: the last target at or before it: 300 → 0, 610 → 310, 621 → 620; 619 is within
    // 0.5 % of a step (1.55) before 620, so it still rests there.
    #expect(p.targetOrthogonalOffset(forSection: 0, proposedOffset: 300, velocity: -500) == 0)
    #expect(p.targetOrthogonalOffset(forSection: 0, proposedOffset: 610, velocity: -500) == 310)
    #expect(p.targetOrthogonalOffset(forSection: 0, proposedOffset: 621, velocity: -500) == 620)
    #expect(p.targetOrthogonalOffset(forSection: 0, proposedOffset: 619, velocity: -500) == 620)
    // At rest the nearest: 150 → 0, 160 → 310 (155 is half-way: the later).
    #expect(p.targetOrthogonalOffset(forSection: 0, proposedOffset: 150, velocity: 0) == 0)
    #expect(p.targetOrthogonalOffset(forSection: 0, proposedOffset: 155, velocity: 0) == 310)
    // Past either end: clamped to 0 … 887.
    #expect(p.targetOrthogonalOffset(forSection: 0, proposedOffset: -80, velocity: -500) == 0)
    #expect(p.targetOrthogonalOffset(forSection: 0, proposedOffset: 2000, velocity: 500) == 887)
  }

  @Test func pagingPagesByTheStripWidth() {
    let p = strip(.paging)
    #expect(p.targetOrthogonalOffset(forSection: 0, proposedOffset: 20, velocity: 1) == 375)
    #expect(p.targetOrthogonalOffset(forSection: 0, proposedOffset: 700, velocity: -1) == 375)
    #expect(p.targetOrthogonalOffset(forSection: 0, proposedOffset: 800, velocity: 1) == 887)
  }

  @Test func centredPagingCentresEveryGroupIncludingTheEnds() {
    let p = strip(.groupPagingCentered)
    // Targets −21.5, 288.5, 598.5, 908.5: not clamped, so the first and last groups centre.
    #expect(p.targetOrthogonalOffset(forSection: 0, proposedOffset: 0, velocity: 0) == -21.5)
    #expect(p.targetOrthogonalOffset(forSection: 0, proposedOffset: 890, velocity: 1) == 908.5)
    #expect(p.targetOrthogonalOffset(forSection: 0, proposedOffset: 300, velocity: -1) == 288.5)
  }

  @Test func continuousOnlyClampsAndNormalSectionsKeepTheProposal() {
    let p = strip(.continuous)
    #expect(p.targetOrthogonalOffset(forSection: 0, proposedOffset: 123.4, velocity: 9) == 123.4)
    #expect(p.targetOrthogonalOffset(forSection: 0, proposedOffset: 900, velocity: 9) == 887)
    let normal = prepareCompositional(CompositionalWorkedExampleTests.e2Layout, items: [3])
    #expect(normal.targetOrthogonalOffset(forSection: 0, proposedOffset: 42, velocity: 1) == 42)
    #expect(normal.orthogonalScrollInfo(forSection: 0) == nil)
    // The main axis never snaps.
    let proposed = Point(x: 0, y: 123.25)
    #expect(
      p.targetContentOffset(
        forProposedContentOffset: proposed, withScrollingVelocity: Point(x: 0, y: 3), viewport: p.viewport())
        == proposed)
  }

  @Test func orthogonalOffsetsMoveCellsOnlyInTheirSection() {
    var strip = CompositionalWorkedExampleTests.e6Layout(.continuous).section(at: 0)!
    strip.boundarySupplementaryItems = [
      CLBoundary(layoutSize: layoutSize(.fractionalWidth(1), .absolute(20)), elementKind: .header, alignment: .top)
    ]
    let list = CLSection(
      group: .horizontal(
        layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)),
        subitems: [
          CLItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
        ]))
    let base = prepareCompositional(CompositionalLayout(sections: [strip, list]), items: [4, 2], scale: 2)
    let p = base.withOrthogonalOffsets([0: 100.5, 1: 70, 7: 3])
    #expect(p.cellFrame(1) == xywh(225.5, 20, 300, 200))
    // The header and the normal section do not move; entries for other sections are ignored.
    #expect(p.supplementary(.header)?.frame == base.supplementary(.header)?.frame)
    #expect(p.cellFrame(0, section: 1) == base.cellFrame(0, section: 1))
    // Non-finite offsets count as 0.
    #expect(base.withOrthogonalOffsets([0: .nan]).cellFrame(1) == base.cellFrame(1))
  }

  @Test func pinnedHeaderStaysBelowTheContentInset() {
    var header = CLBoundary(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(40)), elementKind: .header, alignment: .top)
    header.pinToVisibleBounds = true
    var section = CLSection(
      group: .horizontal(
        layoutSize: layoutSize(.fractionalWidth(1), .absolute(100)),
        subitems: [
          CLItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
        ]))
    section.boundarySupplementaryItems = [header]
    let p = prepareCompositional(
      CompositionalLayout(section: section), items: [6], contentInset: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    )
    // Visible top = offset + 20; at offset 100 the header sits at 120, at −20 (rest) at 0.
    #expect(p.supplementary(.header, viewport: p.viewport(y: 100))?.frame.minY == 120)
    #expect(p.supplementary(.header, viewport: p.viewport(y: -20))?.frame.minY == 0)
    // Near the section's end it is pushed up: end 640 − 40 = 600.
    #expect(p.supplementary(.header, viewport: p.viewport(y: 590))?.frame.minY == 600)
    // A fractional offset pins to the pixel grid.
    #expect(p.supplementary(.header, viewport: p.viewport(y: 100.3))?.frame.minY == 120)
    // Scrolling invalidates only because something pins.
    let old = Rect(x: 0, y: 0, width: 375, height: 667)
    #expect(p.shouldInvalidateLayout(forBoundsChange: old.offsetBy(dx: 0, dy: 5), from: old))
    let unpinned = prepareCompositional(CompositionalWorkedExampleTests.e2Layout, items: [3])
    #expect(!unpinned.shouldInvalidateLayout(forBoundsChange: old.offsetBy(dx: 0, dy: 5), from: old))
    #expect(unpinned.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 0, width: 320, height: 667), from: old))
  }

  @Test func lookupsOutsideTheDataReturnNil() {
    let p = prepareCompositional(CompositionalWorkedExampleTests.e2Layout, items: [3])
    #expect(p.cellFrame(3) == nil)
    #expect(p.cellFrame(-1) == nil)
    #expect(p.cellFrame(0, section: 1) == nil)
    #expect(p.supplementary(.header) == nil)
    #expect(p.decoration("background") == nil)
    let empty = prepareCompositional(CompositionalWorkedExampleTests.e2Layout, items: [])
    #expect(empty.contentSize == Size(width: 375, height: 0))
    #expect(empty.layoutAttributesForElements(in: .everything, viewport: empty.viewport()).isEmpty)
  }

  @Test func sectionListOfOneDefinitionMatchesTheUniformLayout() {
    let uniform = CompositionalWorkedExampleTests.e2Layout
    let section = uniform.section(at: 0)!
    let list = CompositionalLayout(sections: [section, section, section])
    let a = prepareCompositional(uniform, items: [5, 2, 7], scale: 2)
    let b = prepareCompositional(list, items: [5, 2, 7], scale: 2)
    #expect(
      a.layoutAttributesForElements(in: .everything, viewport: a.viewport())
        == b.layoutAttributesForElements(in: .everything, viewport: b.viewport()))
  }

  @Test func estimatedAxisIgnoresInsetsAndUsesTheMeasurement() {
    var item = CLItem(layoutSize: layoutSize(.fractionalWidth(1), .estimated(44)))
    item.contentInsets = EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    let group = CLGroup.vertical(layoutSize: layoutSize(.fractionalWidth(1), .estimated(44)), subitems: [item])
    let layout = CompositionalLayout(section: CLSection(group: group))
    let measured = prepareCompositional(layout, items: [2], width: 300, measured: [0: [size(300, 70), size(300, 25)]])
    // Insets apply along the width only (8 each side); the height is the measured one.
    #expect(measured.cellFrames(2) == [xywh(8, 0, 284, 70), xywh(8, 70, 284, 25)])
    // Without measurements the estimate is used.
    let estimated = prepareCompositional(layout, items: [2], width: 300)
    #expect(estimated.cellFrames(2) == [xywh(8, 0, 284, 44), xywh(8, 44, 284, 44)])
  }

  @Test func aSubitemThatCannotFitOverflowsInsteadOfVanishing() {
    let group = CLGroup.horizontal(
      layoutSize: layoutSize(.absolute(100), .absolute(40)),
      subitems: [CLItem(layoutSize: layoutSize(.absolute(150), .fractionalHeight(1)))])
    let layout = CompositionalLayout(section: CLSection(group: group))
    let p = prepareCompositional(layout, items: [2], width: 300)
    #expect(p.cellFrames(2) == [xywh(0, 0, 150, 40), xywh(0, 40, 150, 40)])
    #expect(throws: CompositionalLayout.ValidationError.self) { try layout.validate() }
  }

  @Test func zeroWidthItemsStopAtTheSubitemLimit() {
    // Items of width 0 always fit; the fitting loop stops at the limit instead of spinning.
    let group = CLGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(10)),
      subitems: [CLItem(layoutSize: layoutSize(.absolute(0), .absolute(10)))])
    let p = prepareCompositional(CompositionalLayout(section: CLSection(group: group)), items: [2500])
    let perGroup = CompositionalLayout.Limits.maximumSubitemsPerGroup
    #expect(p.cellFrame(perGroup - 1) == xywh(0, 0, 0, 10))
    #expect(p.cellFrame(perGroup) == xywh(0, 10, 0, 10))
    #expect(p.contentSize.height == 30)
  }

  @Test func unvalidatedHostileInputDoesNotTrap() {
    // Nesting far past the limit, counts of 0 and beyond the limit, empty groups, NaN and
    // infinite numbers: prepare and the queries must still return.
    var deep = CLGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)),
      subitems: [CLItem(layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalHeight(1)))])
    for _ in 0..<30 {
      deep = .vertical(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)), subitem: deep, count: 50)
    }
    let hostile: [CLGroup] = [
      deep,
      .horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(40)), subitems: []),
      .horizontal(
        layoutSize: layoutSize(.fractionalWidth(1), .absolute(40)),
        subitem: CLItem(layoutSize: layoutSize(.absolute(10), .absolute(10))), count: 0),
      .horizontal(
        layoutSize: layoutSize(.fractionalWidth(1), .absolute(40)),
        repeatingSubitem: CLItem(layoutSize: layoutSize(.absolute(10), .absolute(10))), count: Int.max),
      .custom(layoutSize: layoutSize(.fractionalWidth(1), .absolute(40)), items: []),
      .horizontal(
        layoutSize: layoutSize(.fractionalWidth(.nan), .absolute(.infinity)),
        subitems: [CLItem(layoutSize: layoutSize(.fractionalWidth(-.infinity), .estimated(.nan)))]),
    ]
    for (index, group) in hostile.enumerated() {
      var section = CLSection(group: group)
      section.interGroupSpacing = index == 5 ? .nan : 0
      section.orthogonalScrollingBehavior = index % 2 == 0 ? .none : .groupPaging
      let layout = CompositionalLayout(section: section)
      #expect(throws: CompositionalLayout.ValidationError.self) { try layout.validate() }
      let p = prepareCompositional(layout, items: [50, 3], measured: [1: [size(.nan, -1), size(1, 1), size(2, 2)]])
      _ = p.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 375, height: 667), viewport: p.viewport())
      _ = p.layoutAttributesForElements(in: .everything, viewport: p.viewport(y: .nan))
      _ = p.cellFrame(49)
      _ = p.targetOrthogonalOffset(forSection: 0, proposedOffset: 10, velocity: 1)
      _ = p.targetOrthogonalOffset(forSection: 0, proposedOffset: .infinity, velocity: .nan)
    }
  }

  @Test func degenerateEnvironmentsDoNotTrap() {
    let layout = CompositionalWorkedExampleTests.e6Layout(.groupPagingCentered)
    for (width, height, scale) in [(0.0, 0.0, 0.0), (-5, .nan, -2), (.infinity, 100, .infinity), (1e6, 1e6, 3)] {
      let p = prepareCompositional(layout, items: [1000], width: width, height: height, scale: scale)
      _ = p.layoutAttributesForElements(in: .everything, viewport: p.viewport())
      _ = p.targetOrthogonalOffset(forSection: 0, proposedOffset: 50, velocity: 1)
    }
  }
}
