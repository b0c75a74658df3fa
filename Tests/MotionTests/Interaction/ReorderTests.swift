import CollectionLayout
import Geometry
import Motion
import Testing

@Suite("Reordering: moving an item in the data")
struct ItemMoveTests {
  @Test func moveItemRemovesThenInserts() {
    // The Xamarin guide's MoveItem: Numbers.RemoveAt(from); Numbers.Insert(to, item).
    let data = [["a", "b", "c", "d", "e"]]
    #expect(ItemMove(from: path(1), to: path(3)).applied(to: data) == [["a", "c", "d", "b", "e"]])
    #expect(ItemMove(from: path(3), to: path(0)).applied(to: data) == [["d", "a", "b", "c", "e"]])
    #expect(ItemMove(from: path(2), to: path(2)).applied(to: data) == data)
    #expect(ItemMove(from: path(0), to: path(1, 1)).applied(to: [["a", "b"], ["c"]]) == [["b"], ["c", "a"]])
    // Outside the data: nothing happens (no trap).
    #expect(ItemMove(from: path(9), to: path(0)).applied(to: data) == data)
  }

  @Test func destinationAndSourceAreInverse() {
    // For every move in sections of 3 and 2 items, destination maps the old index paths onto
    // the new ones one to one, source undoes it, and both agree with moving the data.
    let data = [["a", "b", "c"], ["d", "e"]]
    let oldPaths = [path(0), path(1), path(2), path(0, 1), path(1, 1)]
    for from in oldPaths {
      let remaining = from.section == 0 ? [3 - 1, 2] : [3, 2 - 1]
      for section in 0..<2 {
        for item in 0...remaining[section] {
          let move = ItemMove(from: from, to: path(item, section))
          let moved = move.applied(to: data)
          for old in oldPaths {
            let new = move.destination(of: old)
            #expect(moved[new.section][new.item] == data[old.section][old.item], "\(move) \(old)")
            #expect(move.source(of: new) == old, "\(move) \(old)")
          }
        }
      }
    }
  }

  @Test func sizesStayWithSlotsOrTravelWithTheItem() {
    // Heights 10…50 in one section; move 0:1 → 0:3. The Xamarin guide keeps Heights: unchanged. The
    // option moves b's 20 with it: [10 30 40 20 50].
    let sizes = [10.0, 20, 30, 40, 50].map { Size(width: 100, height: $0) }
    let content = LayoutContent(sections: [LayoutContent.Section(itemCount: 5, itemSizes: sizes)])
    let move = ItemMove(from: path(1), to: path(3))
    #expect(move.applied(to: content, sizing: .staysWithSlot, movedItemSize: .zero) == content)
    #expect(
      move.applied(to: content, sizing: .travelsWithItem, movedItemSize: .zero).sections[0].itemSizes
        == [10.0, 30, 40, 20, 50].map { Size(width: 100, height: $0) })
  }

  @Test func sizesAcrossSections() {
    // [1 2 3][7 8] (heights), move 0:1 → 1:0. Slots: section 0 loses its last slot (3), section
    // 1 gains a last one with the item's 2: [1 2][7 8 2]. Travelling: [1 3][2 7 8].
    func h(_ heights: [Double]) -> [Size] { heights.map { Size(width: 100, height: $0) } }
    let content = LayoutContent(sections: [
      LayoutContent.Section(itemCount: 3, itemSizes: h([1, 2, 3])),
      LayoutContent.Section(itemCount: 2, itemSizes: h([7, 8])),
    ])
    let move = ItemMove(from: path(1), to: path(0, 1))
    let slots = move.applied(to: content, sizing: .staysWithSlot, movedItemSize: .zero)
    #expect(slots.sections.map(\.itemCount) == [2, 3])
    #expect(slots.sections.map(\.itemSizes) == [h([1, 2]), h([7, 8, 2])])
    let travel = move.applied(to: content, sizing: .travelsWithItem, movedItemSize: .zero)
    #expect(travel.sections.map(\.itemSizes) == [h([1, 3]), h([2, 7, 8])])
    // Into a section without per-item sizes: it takes the uniform size. From one: it brings
    // `movedItemSize`.
    let mixed = LayoutContent(sections: [
      LayoutContent.Section(itemCount: 3, itemSizes: h([1, 2, 3])), LayoutContent.Section(itemCount: 2),
    ])
    let intoUniform = move.applied(to: mixed, sizing: .travelsWithItem, movedItemSize: .zero)
    #expect(intoUniform.sections.map(\.itemCount) == [2, 3])
    #expect(intoUniform.sections[1].itemSizes == nil)
    let fromUniform = ItemMove(from: path(0, 1), to: path(1)).applied(
      to: mixed, sizing: .travelsWithItem, movedItemSize: Size(width: 5, height: 5))
    #expect(fromUniform.sections[0].itemSizes == h([1]) + [Size(width: 5, height: 5)] + h([2, 3]))
    #expect(fromUniform.sections.map(\.itemCount) == [4, 1])
  }
}

@Suite("Reordering: the interactive movement")
struct InteractiveMovementTests {
  static func movement(_ counts: Int..., options: ReorderOptions = ReorderOptions()) -> InteractiveMovement {
    InteractiveMovement(
      layout: Grid.layout, content: LayoutContent(sections: counts.map { LayoutContent.Section(itemCount: $0) }),
      environment: Grid.environment(), viewport: Grid.viewport(), options: options)
  }

  @Test func beginNeedsAMovableItemUnderTheTouch() {
    var movement = Self.movement(8)
    do {
      let answer = movement.begin(at: point(65, 35))
      #expect(!answer)
    }  // the gap between items 0 and 1
    #expect(movement.phase == .idle && movement.source == nil)
    do {
      let answer = movement.begin(at: point(95, 35))
      #expect(answer)
    }  // item 1's centre
    #expect(movement.phase == .moving && movement.source == path(1) && movement.target == path(1))
    do {
      let answer = movement.begin(at: point(35, 35))
      #expect(!answer)
    }  // already moving
    var refusing = Self.movement(8, options: ReorderOptions(canMoveItem: .except([path(1)])))
    do {
      let answer = refusing.begin(at: point(95, 35))
      #expect(!answer)
    }
    #expect(refusing.phase == .idle)
  }

  @Test func theTargetIsTheCellUnderTheTouchAndAGapKeepsIt() {
    var movement = Self.movement(8)
    movement.begin(at: point(95, 35))
    // Over item 2 (x ∈ [130, 180)): the target becomes 0:2; the placeholder puts c (old 2) in
    // slot 1 (70, 10) and leaves slot 2 for the moving item.
    do {
      let answer = movement.updateTargetPosition(point(160, 30))
      #expect(answer)
    }
    #expect(movement.target == path(2))
    #expect(movement.placeholderAttributes(for: cell(2))?.frame == Grid.frame(1))
    #expect(movement.placeholderAttributes(for: cell(1))?.frame == Grid.frame(2))
    // Over the gap x ∈ [180, 190), over the slot it already targets, outside everything:
    // nothing changes.
    do {
      let answer = movement.updateTargetPosition(point(185, 30))
      #expect(!answer)
    }
    do {
      let answer = movement.updateTargetPosition(point(140, 30))
      #expect(!answer)
    }
    do {
      let answer = movement.updateTargetPosition(point(500, 500))
      #expect(!answer)
    }
    #expect(movement.target == path(2))
    // The moving item follows the touch on top of everything (UIKit: center = position,
    // zIndex = NSIntegerMax), at its slot's size.
    #expect(
      movement.movingItemAttributes()
        == LayoutAttributes(element: cell(1), frame: rect(475, 475, 50, 50), zIndex: Int.max))
    // Dropped (over the gap after visiting slot 2): the data moves 1 → 2.
    let move = movement.end()
    #expect(move == ItemMove(from: path(1), to: path(2)))
    #expect(move?.applied(to: [Array("abcdefgh")]) == [Array("acbdefgh")])
    #expect(movement.phase == .ended)
    #expect(movement.movingItemAttributes() == nil)
  }

  @Test func aNonMovableItemsSlotIsNeverTheTarget() {
    var movement = Self.movement(8, options: ReorderOptions(canMoveItem: .except([path(2)])))
    movement.begin(at: point(95, 35))
    do {
      let answer = movement.updateTargetPosition(point(160, 30))
      #expect(!answer)
    }  // slot 2 shows item 2: refused
    #expect(movement.target == path(1))
    // Slot 3 shows item 3, movable: the target; item 2 shifts to slot 1 regardless, as in UIKit
    // (canMoveItem only guards the item itself).
    do {
      let answer = movement.updateTargetPosition(point(215, 30))
      #expect(answer)
    }
    #expect(movement.target == path(3))
    #expect(movement.placeholderAttributes(for: cell(2))?.frame == Grid.frame(1))
    // Now slot 2 shows item 3 (movable): it can become the target.
    do {
      let answer = movement.updateTargetPosition(point(160, 30))
      #expect(answer)
    }
    #expect(movement.target == path(2))
  }

  @Test func cancelLeavesTheDataAsItWas() {
    var movement = Self.movement(8)
    movement.begin(at: point(95, 35))
    movement.updateTargetPosition(point(215, 90))  // item 7's slot
    #expect(movement.target == path(7))
    movement.cancel()
    #expect(movement.phase == .cancelled)
    #expect(movement.target == path(1))
    #expect(movement.move?.isIdentity == true)
    #expect(movement.resultingContent == Grid.content(8))
    #expect(movement.attributes() == Grid.prepared(8).visibleAttributes(at: Grid.viewport()))
  }

  @Test func grabOffsetAndLift() {
    // Grabbed at (80, 20), 15 pt up-left of item 1's centre (95, 35): with .grabOffset the
    // centre stays 15 pt down-right of the touch; liftScale 1.1 scales it about that centre.
    var movement = Self.movement(8, options: ReorderOptions(anchor: .grabOffset, liftScale: 1.1))
    movement.begin(at: point(80, 20))
    #expect(movement.grabOffset == point(15, 15))
    movement.updateTargetPosition(point(200, 100))
    let moving = movement.movingItemAttributes()
    #expect(moving?.center == point(215, 115))
    #expect(moving?.transform == .scale(1.1, 1.1))
    #expect(moving?.zIndex == Int.max)
  }

  @Test func movingAcrossSections() {
    // Sections of 3 and 3 (no headers): section 0's row at y = 10, section 1 starts at
    // 10 + 50 + 10 = 70, its row at 70 + 10 = 80. Drag 0:0 over 1:1 (70, 80): the placeholder
    // has 2 and 4 items: b, c at (10, 10), (70, 10); d, (a), e, f at x = 10, 70, 130, 190, y = 80.
    var movement = Self.movement(3, 3)
    movement.begin(at: point(35, 35))
    do {
      let answer = movement.updateTargetPosition(point(95, 105))
      #expect(answer)
    }
    #expect(movement.target == path(1, 1))
    #expect(movement.placeholderContent.sections.map(\.itemCount) == [2, 4])
    #expect(movement.placeholderAttributes(for: cell(1, 0))?.frame == rect(10, 10, 50, 50))
    #expect(movement.placeholderAttributes(for: cell(0, 1))?.frame == rect(10, 80, 50, 50))
    #expect(movement.placeholderAttributes(for: cell(1, 1))?.frame == rect(130, 80, 50, 50))
    let move = movement.end()
    #expect(move?.applied(to: [["a", "b", "c"], ["d", "e", "f"]]) == [["b", "c"], ["d", "a", "e", "f"]])
    #expect(movement.resultingContent.sections.map(\.itemCount) == [2, 4])
    // Not allowed across sections: the same touch changes nothing.
    var within = Self.movement(3, 3, options: ReorderOptions(allowsMovingAcrossSections: false))
    within.begin(at: point(35, 35))
    do {
      let answer = within.updateTargetPosition(point(95, 105))
      #expect(!answer)
    }
  }

  /// The waterfall of the Xamarin guide's iOS 9 sample in 210 wide: 2 columns 100 wide (⌊(210 − 10)/2⌋),
  /// spacing 10, reference sizes 100 wide so heights are as given, shortest column first:
  ///   item 0 (h 50) → column 0 at (0, 0);   item 1 (h 100) → column 1 at (110, 0);
  ///   item 2 (h 30) → column 0 at (0, 60); item 3 (h 60) → column 0 at (0, 100).
  static func waterfall(_ sizing: ItemMove.Sizing) -> InteractiveMovement {
    let heights: [Double] = [50, 100, 30, 60]
    let content = LayoutContent(sections: [
      LayoutContent.Section(itemCount: 4, itemSizes: heights.map { Size(width: 100, height: $0) })
    ])
    return InteractiveMovement(
      layout: WaterfallLayout(), content: content,
      environment: LayoutEnvironment(boundsSize: Size(width: 210, height: 400)),
      viewport: Viewport(contentOffset: .zero, size: Size(width: 210, height: 400)),
      options: ReorderOptions(sizing: sizing))
  }

  @Test func waterfallSlotsKeepTheirSizesAsInTheSeed() {
    var movement = Self.waterfall(.staysWithSlot)
    #expect(
      movement.originalLayout.layoutAttributesForItem(at: path(3), viewport: movement.viewport)?.frame
        == rect(0, 100, 100, 60))
    movement.begin(at: point(50, 25))  // item 0
    do {
      let answer = movement.updateTargetPosition(point(50, 130))
      #expect(answer)
    }  // slot 3
    #expect(movement.target == path(3))
    // The layout is untouched (same sizes per slot); the items shift by one slot and take each
    // slot's size: 1 → (0, 0, 100, 50), 2 → (110, 0, 100, 100), 3 → (0, 60, 100, 30), and
    // item 0 lands in slot 3 at 100 × 60, not its own 100 × 50.
    #expect(movement.placeholderContent == movement.content)
    #expect(movement.placeholderAttributes(for: cell(1))?.frame == rect(0, 0, 100, 50))
    #expect(movement.placeholderAttributes(for: cell(2))?.frame == rect(110, 0, 100, 100))
    #expect(movement.placeholderAttributes(for: cell(3))?.frame == rect(0, 60, 100, 30))
    #expect(movement.placeholderAttributes(for: cell(0))?.frame == rect(0, 100, 100, 60))
    let move = movement.end()
    #expect(move?.applied(to: [[0, 1, 2, 3]]) == [[1, 2, 3, 0]])
    #expect(movement.resultingContent == movement.content)
  }

  @Test func waterfallItemsCanKeepTheirOwnSize() {
    // Sizes travel: slots 0–3 hold heights 100, 30, 60, 50. Shortest first: 100 → column 0
    // (0, 0), then column 0 is at 110; 30 → column 1 (110, 0), at 40; 60 → column 1 (110, 40),
    // at 110; 50 → the tie 110/110 goes left: (0, 110). Item 0 keeps its 100 × 50.
    var movement = Self.waterfall(.travelsWithItem)
    movement.begin(at: point(50, 25))
    do {
      let answer = movement.updateTargetPosition(point(50, 130))
      #expect(answer)
    }
    #expect(movement.target == path(3))
    #expect(movement.placeholderAttributes(for: cell(1))?.frame == rect(0, 0, 100, 100))
    #expect(movement.placeholderAttributes(for: cell(2))?.frame == rect(110, 0, 100, 30))
    #expect(movement.placeholderAttributes(for: cell(3))?.frame == rect(110, 40, 100, 60))
    #expect(movement.placeholderAttributes(for: cell(0))?.frame == rect(0, 110, 100, 50))
    // (50, 130) is still in slot 3 of the new placeholder: no oscillation here.
    do {
      let answer = movement.updateTargetPosition(point(50, 131))
      #expect(!answer)
    }
    movement.end()
    #expect(
      movement.resultingContent.sections[0].itemSizes
        == [100.0, 30, 60, 50].map { Size(width: 100, height: $0) })
  }
}
