import CollectionLayout
import Geometry
import Motion
import Testing

@Suite("Inserts and deletes: the diff")
struct ItemDiffTests {
  @Test func matchesDeletionsInsertionsAndMoves() {
    // [a b c][d] → [c a][d e]: b deleted, e inserted; a, c, d remain. In old order the matches
    // land at new positions a 1, c 0, d 2 (flattened): the longest run keeping its order is
    // (c, d) or (a, d); patience sorting keeps (c, d), so a is the one move.
    let diff = ItemDiff(from: [["a", "b", "c"], ["d"]], to: [["c", "a"], ["d", "e"]])
    #expect(
      diff.matches == [
        .init(from: path(0), to: path(1)), .init(from: path(2), to: path(0)), .init(from: path(0, 1), to: path(0, 1)),
      ])
    #expect(diff.deletions == [path(1)])
    #expect(diff.insertions == [path(1, 1)])
    #expect(diff.moves == [.init(from: path(0), to: path(1))])
    #expect(diff.newIndexPath(forOld: path(2)) == path(0))
    #expect(diff.newIndexPath(forOld: path(1)) == nil)
    #expect(diff.oldIndexPath(forNew: path(1, 1)) == nil)
    #expect(diff.oldSectionCounts == [3, 1] && diff.newSectionCounts == [2, 2])
  }

  @Test func duplicatesPairUpByOccurrence() {
    // [x x y] → [x y x x]: the first x stays first, the second x goes to 2, y to 1, and the
    // third x of the new data is inserted. Positions of the matches in old order: 0, 2, 1;
    // keeping (x₀, y), the second x is the move.
    let diff = ItemDiff(from: [["x", "x", "y"]], to: [["x", "y", "x", "x"]])
    #expect(
      diff.matches == [
        .init(from: path(0), to: path(0)), .init(from: path(1), to: path(2)), .init(from: path(2), to: path(1)),
      ])
    #expect(diff.insertions == [path(3)])
    #expect(diff.deletions.isEmpty)
    #expect(diff.moves == [.init(from: path(1), to: path(2))])
    // Fewer duplicates after: the later occurrences are the deleted ones.
    let fewer = ItemDiff(from: [["x", "x", "x"]], to: [["x"]])
    #expect(fewer.deletions == [path(1), path(2)])
    #expect(fewer.matches == [.init(from: path(0), to: path(0))])
  }

  @Test func emptyAndMissingSections() {
    // An item moving from section 1 to section 0 is a move even though its flattened order
    // does not change; no insertion, no deletion.
    let across = ItemDiff(from: [[], ["a"]], to: [["a"], []])
    #expect(across.matches == [.init(from: path(0, 1), to: path(0, 0))])
    #expect(across.moves == across.matches)
    #expect(across.insertions.isEmpty && across.deletions.isEmpty)
    // A section only the new data has: all insertions; only the old: all deletions.
    #expect(ItemDiff(from: [[] as [String]], to: [[], ["b", "c"]]).insertions == [path(0, 1), path(1, 1)])
    #expect(ItemDiff(from: [["a"], ["b"]], to: [["a"]]).deletions == [path(0, 1)])
    // Nothing changes.
    let same = ItemDiff(from: [["a", "b"], []], to: [["a", "b"], []])
    #expect(same.isEmpty && same.matches.count == 2)
    #expect(ItemDiff(from: [[Int]](), to: []).isEmpty)
  }

  @Test func aLongReversalMovesAllButOne() {
    // [0 … 9] reversed: no two matches keep their order, so 9 of the 10 are moves.
    let diff = ItemDiff(from: [Array(0..<10)], to: [Array((0..<10).reversed())])
    #expect(diff.moves.count == 9)
    #expect(diff.matches.count == 10)
  }
}

@Suite("Inserts and deletes: the animation")
struct ItemUpdateAnimationTests {
  static let bounds = Size(width: 250, height: 400)
  static let viewport = Viewport(contentOffset: .zero, size: bounds)

  @Test func flowRemainingItemsMoveInsertedFadeInDeletedFadeOut() {
    // [a b c d e] → [a c d e f]: b deleted, f inserted. Frames by index k: Grid.frame(k).
    let diff = ItemDiff(from: [["a", "b", "c", "d", "e"]], to: [["a", "c", "d", "e", "f"]])
    let update = ItemUpdateAnimation.update(
      layout: Grid.layout, environment: Grid.environment(), from: Grid.content(5), viewport: Self.viewport,
      to: Grid.content(5), diff: diff)
    // Frame items: the new data, then b (old 0:1) appended as cell 0:5.
    #expect(
      update.frameItems == [
        [
          .after(path(0)), .after(path(1)), .after(path(2)), .after(path(3)), .after(path(4)), .before(path(1)),
        ]
      ])
    let mid = update.frame(at: 0.5)
    // c: frame 2 (130, 10) → frame 1 (70, 10): (100, 10) half-way. e: frame 4 (10, 70) →
    // frame 3 (190, 10): (100, 40). a stays.
    #expect(mid.frame(of: cell(1)) == rect(100, 10, 50, 50))
    #expect(mid.frame(of: cell(3)) == rect(100, 40, 50, 50))
    #expect(mid.frame(of: cell(0)) == Grid.frame(0))
    // b fades out where it was; f fades in where it ends (no appearing attributes: UIKit's
    // default fade).
    #expect(mid.attributes(for: cell(5)) == LayoutAttributes(element: cell(5), frame: Grid.frame(1), alpha: 0.5))
    #expect(mid.attributes(for: cell(4)) == LayoutAttributes(element: cell(4), frame: Grid.frame(4), alpha: 0.5))
    #expect(update.frame(at: 0).attributes(for: cell(4))?.alpha == 0)
    #expect(update.frame(at: 1).attributes(for: cell(5))?.alpha == 0)
    // At 1, every cell but the deleted one is exactly the new layout's.
    let after = Grid.layout.prepare(Grid.content(5), in: Grid.environment())
    for k in 0..<5 {
      #expect(
        update.frame(at: 1).attributes(for: cell(k))
          == after.layoutAttributesForItem(at: path(k), viewport: Self.viewport))
    }
  }

  @Test func circleInsertsFlyOutOfTheCentreAndDeletesShrinkIntoIt() {
    // [a b c d] → [n a c d]: b (old 1) deleted, n (new 0) inserted. The circle in 250 × 400:
    // centre (125, 200), radius 100, 50 × 50 items; 4 slots before and after, frames
    // (200, 175), (100, 275), (0, 175), (100, 75) for slots 0–3.
    let circle = CircleLayout(itemSize: Size(width: 50, height: 50))
    let environment = LayoutEnvironment(boundsSize: Self.bounds)
    let diff = ItemDiff(from: [["a", "b", "c", "d"]], to: [["n", "a", "c", "d"]])
    let update = ItemUpdateAnimation.update(
      layout: circle, environment: environment, from: Grid.content(4), viewport: Self.viewport,
      to: Grid.content(4), diff: diff)
    let mid = update.frame(at: 0.5)
    // n appears at the centre (frame (100, 175)) at alpha 0 and flies to slot 0 (200, 175):
    // half-way (150, 175) at alpha 0.5, unscaled.
    #expect(
      mid.attributes(for: cell(0)) == LayoutAttributes(element: cell(0), frame: rect(150, 175, 50, 50), alpha: 0.5))
    #expect(
      update.frame(at: 0).attributes(for: cell(0))
        == LayoutAttributes(element: cell(0), frame: rect(100, 175, 50, 50), alpha: 0))
    // a moves from slot 0 to slot 1: (200, 175) → (100, 275), half-way (150, 225).
    #expect(mid.frame(of: cell(1)) == rect(150, 225, 50, 50))
    // b (drawn as frame cell 0:4) shrinks from slot 1 (100, 275) into the centre (100, 175),
    // scale 1 → 0.1 and alpha 1 → 0: half-way (100, 225), scale 0.55, alpha 0.5.
    #expect(update.frameItems[0][4] == .before(path(1)))
    let b = mid.attributes(for: cell(4))
    #expect(b?.frame == rect(100, 225, 50, 50))
    #expect(b?.alpha == 0.5)
    #expect(abs((b?.transform.a ?? 0) - 0.55) < 1e-15 && abs((b?.transform.d ?? 0) - 0.55) < 1e-15)
    let bEnd = update.frame(at: 1).attributes(for: cell(4))
    #expect(bEnd?.frame == rect(100, 175, 50, 50) && bEnd?.transform == .scale(0.1, 0.1) && bEnd?.alpha == 0)
    // The decoration is in both layouts: unchanged throughout.
    let background = ElementID.decoration(CircleLayout.decorationKind, path(0))
    #expect(
      mid.attributes(for: background) == LayoutAttributes(element: background, frame: rect(0, 0, 250, 400), zIndex: -1))
  }

  @Test func aNewSectionsHeaderAndItemsFadeIn() {
    // [[a]] → [[a][b]] with 40-pt headers: section 1 starts at 40 + 10 + 50 + 10 = 110; its
    // header is (0, 110, 250, 40), b is at (10, 160).
    var layout = Grid.layout
    layout.headerReferenceSize = Size(width: 0, height: 40)
    let update = ItemUpdateAnimation.update(
      layout: layout, environment: Grid.environment(), from: Grid.content(1), viewport: Self.viewport,
      to: Grid.content(1, 1), diff: ItemDiff(from: [["a"]], to: [["a"], ["b"]]))
    #expect(update.frameItems == [[.after(path(0))], [.after(path(0, 1))]])
    let mid = update.frame(at: 0.5)
    #expect(
      mid.attributes(for: .supplementary(.header, path(0, 1)))
        == LayoutAttributes(
          element: .supplementary(.header, path(0, 1)), frame: rect(0, 110, 250, 40), alpha: 0.5, zIndex: 10))
    #expect(
      mid.attributes(for: cell(0, 1)) == LayoutAttributes(element: cell(0, 1), frame: rect(10, 160, 50, 50), alpha: 0.5)
    )
    #expect(mid.attributes(for: .supplementary(.header, path(0, 0)))?.alpha == 1)
  }

  @Test func theOffsetIsKeptOrClampedWhenTheContentShrinks() {
    // 100 items (content 1510 tall) scrolled to the end, y = 1110; 8 remain (content 130 tall,
    // shorter than the bounds): the offset clamps to 0.
    let old = (0..<100).map { "\($0)" }
    let new = Array(old.prefix(8))
    let update = ItemUpdateAnimation.update(
      layout: Grid.layout, environment: Grid.environment(), from: Grid.content(100), viewport: Grid.viewport(y: 1110),
      to: Grid.content(8), diff: ItemDiff(from: [old], to: [new]))
    #expect(update.afterViewport.contentOffset == .zero)
    #expect(update.frame(at: 0.5).viewport.contentOffset == point(0, 555))
    // Item 95 was visible (row 23, y = 1390) and is deleted: it fades out in place, as cell 0:8
    // + its rank among deletions (95 − 8 = 87).
    #expect(update.frameItems[0][8 + 87] == .before(path(95)))
    #expect(update.frame(at: 0.5).attributes(for: cell(8 + 87))?.frame == rect(190, 1390, 50, 50))
    // Item 0, off screen before, is in play because it is visible after; it does not move.
    #expect(update.frame(at: 0.5).attributes(for: cell(0))?.frame == Grid.frame(0))
  }

  /// A list row's separators go with their row, as UIKit's list cell draws them: a row that
  /// moves down one row takes its bottom separator along, and a deleted row's separator fades
  /// out where it was, named by the row's frame item.
  @Test func aListRowsSeparatorsGoWithTheRow() throws {
    // Plain list rows 44 tall at @1x: [a b c] → [x a c]: x inserted, b deleted, a moves down.
    let layout = CompositionalLayout.list(using: ListConfiguration(appearance: .plain))
    let environment = LayoutEnvironment(boundsSize: Size(width: 250, height: 400))
    let viewport = Viewport(contentOffset: .zero, size: Size(width: 250, height: 400))
    let content = LayoutContent(sections: [LayoutContent.Section(itemCount: 3)])
    let update = ItemUpdateAnimation.update(
      layout: layout, environment: environment, from: content, viewport: viewport, to: content,
      diff: ItemDiff(from: [["a", "b", "c"]], to: [["x", "a", "c"]]))
    let mid = update.frame(at: 0.5)
    let moved = try #require(mid.attributes(for: cell(1)))
    let separator = try #require(mid.attributes(for: .decoration(.listBottomSeparator, path(1))))
    #expect(moved.frame.minY == 22 && separator.frame.maxY == moved.frame.maxY && separator.alpha == 1)
    // b (old row 1) is frame item 3; its separator fades out at its old row's bottom.
    let deleted = try #require(mid.attributes(for: .decoration(.listBottomSeparator, path(3))))
    #expect(deleted.frame.maxY == 88 && deleted.alpha == 0.5)
    // x's separator fades in with it.
    #expect(mid.attributes(for: .decoration(.listBottomSeparator, path(0)))?.alpha == 0.5)
  }
}
