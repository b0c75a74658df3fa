import CollectionLayout
import Geometry
import Motion
import Testing

@Suite("Reordering: the drag over time")
struct ReorderDragTests {
  /// Binary-exact timing: animations 0.25 s, touch events every 0.125 s, linear.
  static let timing = ReorderTiming(animationDuration: 0.25, touchEventRate: 8)

  /// Item 1 dragged from its centre (95, 35) at t = 0 to (225, 45) at t = 1, in the 8-item grid:
  /// the touch is at (95 + 130t, 35 + 10t). Events at t = k/8 see x = 111.25 (slot 1), 127.5
  /// (the gap [120, 130)), 143.75 (slot 2: target 0:2 at 0.375), 160, 176.25, 192.5 (slot 3:
  /// target 0:3 at 0.75), 208.75, 225.
  static func drag(_ ending: ReorderDrag.Ending, options: ReorderOptions = ReorderOptions()) -> ReorderDrag {
    ReorderDrag(
      layout: Grid.layout, content: Grid.content(8), environment: Grid.environment(), viewport: Grid.viewport(),
      touches: [TouchSample(time: 0, location: point(95, 35)), TouchSample(time: 1, location: point(225, 45))],
      ending: ending, options: options, timing: timing)
  }

  @Test func targetChangesAlongThePath() {
    let drag = Self.drag(.end)
    #expect(drag.source == path(1))
    #expect(
      drag.targetChanges == [
        .init(time: 0.375, target: path(2)), .init(time: 0.75, target: path(3)),
      ])
    #expect(drag.result == ItemMove(from: path(1), to: path(3)))
    #expect(drag.result?.applied(to: [Array("abcdefgh")]) == [Array("acdbefgh")])
    #expect(drag.restTime == 1.25)
    #expect(drag.duration == 1.25)
    #expect(drag.frame(atProgress: 0.4) == drag.frame(at: 0.5))
    #expect(drag.frame(atProgress: 1) == drag.frame(at: 1.25))
  }

  @Test func othersAnimateOutOfTheWayAndTheItemFollowsTheTouch() {
    let drag = Self.drag(.end)
    // Before the long press: the grid as it is.
    #expect(drag.frame(at: -1).attributes == Grid.prepared(8).visibleAttributes(at: Grid.viewport()))
    // t = 0.5: c (old 2) left slot 2 (130, 10) for slot 1 (70, 10) at 0.375; half-way through
    // its 0.25-s animation: (100, 10). The moving b is centred on the touch (160, 40), on top.
    let half = drag.frame(at: 0.5)
    #expect(half.frame(of: cell(2)) == rect(100, 10, 50, 50))
    #expect(
      half.attributes(for: cell(1)) == LayoutAttributes(element: cell(1), frame: rect(135, 15, 50, 50), zIndex: Int.max)
    )
    #expect(half.frame(of: cell(3)) == Grid.frame(3))
    // t = 0.875: d (old 3) has been moving from slot 3 (190, 10) to slot 2 (130, 10) since
    // 0.75: (160, 10); c arrived at 0.625.
    let later = drag.frame(at: 0.875)
    #expect(later.frame(of: cell(3)) == rect(160, 10, 50, 50))
    #expect(later.frame(of: cell(2)) == Grid.frame(1))
    // The release at t = 1 (touch (225, 45): frame (200, 20)) settles b into slot 3 (190, 10)
    // over 0.25 s: (195, 15) at 1.125, still on top; exactly the slot at 1.25.
    #expect(drag.frame(at: 1).frame(of: cell(1)) == rect(200, 20, 50, 50))
    #expect(
      drag.frame(at: 1.125).attributes(for: cell(1))
        == LayoutAttributes(element: cell(1), frame: rect(195, 15, 50, 50), zIndex: Int.max))
    // At rest the frame is the moved data's layout, cells named by their old index paths:
    // a c d b in slots 0–3.
    let rest = drag.frame(at: 1.25)
    for (old, slot) in [(0, 0), (2, 1), (3, 2), (1, 3), (4, 4), (7, 7)] {
      #expect(rest.attributes(for: cell(old)) == LayoutAttributes(element: cell(old), frame: Grid.frame(slot)))
    }
    #expect(drag.frame(at: 9) == rest)
  }

  @Test func cancelAnimatesEverythingBack() {
    let drag = Self.drag(.cancel)
    #expect(drag.result == nil)
    #expect(drag.movement.phase == .cancelled)
    #expect(drag.movement.resultingContent == Grid.content(8))
    // At the release (t = 1) c is in slot 1 and d in slot 2 (its animation ended at exactly 1);
    // they return over 0.25 s: half-way at 1.125, c at (100, 10), d at (160, 10); b goes from
    // the touch (200, 20) back to slot 1 (70, 10): (135, 15), on top.
    let back = drag.frame(at: 1.125)
    #expect(back.frame(of: cell(2)) == rect(100, 10, 50, 50))
    #expect(back.frame(of: cell(3)) == rect(160, 10, 50, 50))
    #expect(back.attributes(for: cell(1))?.frame == rect(135, 15, 50, 50))
    #expect(back.attributes(for: cell(1))?.zIndex == Int.max)
    // At rest: the original layout exactly.
    #expect(drag.frame(at: 1.25).attributes == Grid.prepared(8).visibleAttributes(at: Grid.viewport()))
  }

  @Test func aDropOverAGapChangesNothing() {
    // From item 1's centre to the gap x ∈ [120, 130) and release: the touch never reaches
    // another cell, so the target stays 0:1; the data does not move and the item settles back.
    let drag = ReorderDrag(
      layout: Grid.layout, content: Grid.content(8), environment: Grid.environment(), viewport: Grid.viewport(),
      touches: [TouchSample(time: 0, location: point(95, 35)), TouchSample(time: 0.5, location: point(125, 35))],
      timing: Self.timing)
    #expect(drag.targetChanges.isEmpty)
    #expect(drag.result == nil)
    #expect(drag.movement.resultingContent == Grid.content(8))
    #expect(drag.frame(at: 0.75).attributes == Grid.prepared(8).visibleAttributes(at: Grid.viewport()))
  }

  @Test func aLongPressOverAGapOrOnAFixedItemIsANoOp() {
    let gap = ReorderDrag(
      layout: Grid.layout, content: Grid.content(8), environment: Grid.environment(), viewport: Grid.viewport(),
      touches: [TouchSample(time: 0, location: point(65, 35)), TouchSample(time: 1, location: point(215, 35))])
    #expect(gap.source == nil && gap.result == nil && gap.targetChanges.isEmpty)
    let still = Grid.prepared(8).visibleAttributes(at: Grid.viewport())
    for time in [0.0, 0.5, 1, 2] { #expect(gap.frame(at: time).attributes == still) }
    let fixed = Self.drag(.end, options: ReorderOptions(canMoveItem: .except([path(1)])))
    #expect(fixed.source == nil && fixed.result == nil)
    #expect(fixed.frame(at: 0.5).attributes == still)
  }

  @Test func theLiftScalesInAndTheDropScalesOut() {
    // liftScale 1.25 eases in over 0.25 s: 1.125 at t = 0.125; fully lifted from 0.25. After
    // the release the settle interpolates the scale back to 1: 1.125 at 1.125.
    let drag = Self.drag(.end, options: ReorderOptions(liftScale: 1.25))
    #expect(drag.frame(at: 0).attributes(for: cell(1))?.transform == .identity)
    #expect(drag.frame(at: 0.125).attributes(for: cell(1))?.transform == .scale(1.125, 1.125))
    #expect(drag.frame(at: 0.5).attributes(for: cell(1))?.transform == .scale(1.25, 1.25))
    #expect(drag.frame(at: 1.125).attributes(for: cell(1))?.transform == .scale(1.125, 1.125))
    #expect(drag.frame(at: 1.25).attributes(for: cell(1))?.transform == .identity)
  }

  @Test func waterfallDropTakesTheSlotSizeOrKeepsItsOwn() {
    // The 4-item waterfall of InteractiveMovementTests: drag item 0 from (50, 25) to slot 3
    // (50, 130) and drop. With the Xamarin guide's slots it rests at (0, 100, 100, 60); keeping its size,
    // at (0, 110, 100, 50).
    func drag(_ sizing: ItemMove.Sizing) -> ReorderDrag {
      let content = LayoutContent(sections: [
        LayoutContent.Section(itemCount: 4, itemSizes: [50.0, 100, 30, 60].map { Size(width: 100, height: $0) })
      ])
      return ReorderDrag(
        layout: WaterfallLayout(), content: content,
        environment: LayoutEnvironment(boundsSize: Size(width: 210, height: 400)),
        viewport: Viewport(contentOffset: .zero, size: Size(width: 210, height: 400)),
        touches: [TouchSample(time: 0, location: point(50, 25)), TouchSample(time: 1, location: point(50, 130))],
        options: ReorderOptions(sizing: sizing), timing: Self.timing)
    }
    let slots = drag(.staysWithSlot)
    #expect(slots.result == ItemMove(from: path(0), to: path(3)))
    #expect(slots.frame(at: 2).attributes(for: cell(0))?.frame == rect(0, 100, 100, 60))
    #expect(slots.frame(at: 2).attributes(for: cell(1))?.frame == rect(0, 0, 100, 50))
    let own = drag(.travelsWithItem)
    #expect(own.frame(at: 2).attributes(for: cell(0))?.frame == rect(0, 110, 100, 50))
    #expect(own.frame(at: 2).attributes(for: cell(1))?.frame == rect(0, 0, 100, 100))
    #expect(
      own.movement.resultingContent.sections[0].itemSizes
        == [100.0, 30, 60, 50].map { Size(width: 100, height: $0) })
  }

  @Test func theCircleLayoutReordersToo() {
    // The 4-item circle of the transition tests (250 × 400, 50 × 50 items): slots 0–3 at
    // (200, 175), (100, 275), (0, 175), (100, 75). Item 0 dragged from its centre (225, 200)
    // to slot 1's (125, 300): the touch (225 − 100t, 200 + 100t) first lies inside slot 1
    // (x < 150, y ≥ 275) after t = 0.75, so the event at 0.875 makes 0:1 the target.
    let drag = ReorderDrag(
      layout: CircleLayout(itemSize: Size(width: 50, height: 50)), content: Grid.content(4),
      environment: LayoutEnvironment(boundsSize: Size(width: 250, height: 400)),
      viewport: Viewport(contentOffset: .zero, size: Size(width: 250, height: 400)),
      touches: [TouchSample(time: 0, location: point(225, 200)), TouchSample(time: 1, location: point(125, 300))],
      timing: Self.timing)
    #expect(drag.targetChanges == [.init(time: 0.875, target: path(1))])
    let rest = drag.frame(at: 2)
    #expect(rest.frame(of: cell(1)) == rect(200, 175, 50, 50))
    #expect(rest.frame(of: cell(0)) == rect(100, 275, 50, 50))
    #expect(rest.attributes(for: .decoration(CircleLayout.decorationKind, path(0)))?.frame == rect(0, 0, 250, 400))
  }
}
