import CollectionLayout
import Geometry
import Motion
import Testing

/// A flow layout whose headers slide in from 100 points to the left when they appear and out to
/// the right when they disappear: the supplementary counterparts of the item hooks.
struct SlidingHeaders: PreparedCollectionLayout {
  let base: any PreparedCollectionLayout

  var environment: LayoutEnvironment { base.environment }
  var contentSize: Size { base.contentSize }

  func layoutAttributesForElements(in rect: Rect, viewport: Viewport) -> [LayoutAttributes] {
    base.layoutAttributesForElements(in: rect, viewport: viewport)
  }
  func layoutAttributesForItem(at indexPath: ElementIndexPath, viewport: Viewport) -> LayoutAttributes? {
    base.layoutAttributesForItem(at: indexPath, viewport: viewport)
  }
  func layoutAttributesForSupplementaryView(
    ofKind kind: ElementKind, at indexPath: ElementIndexPath, viewport: Viewport
  )
    -> LayoutAttributes?
  {
    base.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath, viewport: viewport)
  }

  func initialLayoutAttributesForAppearingSupplementaryElement(
    ofKind kind: ElementKind, at indexPath: ElementIndexPath, viewport: Viewport
  ) -> LayoutAttributes? {
    var start = layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath, viewport: viewport)
    start?.frame.origin.x -= 100
    return start
  }

  func finalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind kind: ElementKind, at indexPath: ElementIndexPath, from attributes: LayoutAttributes, viewport: Viewport
  ) -> LayoutAttributes? {
    var end = attributes
    end.frame.origin.x += 100
    return end
  }
}

@Suite("Updates: supplementary views appearing and disappearing")
struct SupplementaryAppearanceTests {
  func prepared(sections: Int) -> SlidingHeaders {
    let layout = FlowLayout(itemSize: Size(width: 50, height: 50), headerReferenceSize: Size(width: 0, height: 20))
    return SlidingHeaders(
      base: layout.prepare(
        LayoutContent(sections: (0..<sections).map { _ in .init(itemCount: 2) }),
        in: LayoutEnvironment(boundsSize: Size(width: 200, height: 400))))
  }

  @Test func anAppearingHeaderStartsWhereTheLayoutSays() throws {
    let viewport = Viewport(contentOffset: .zero, size: Size(width: 200, height: 400))
    let animation = ItemUpdateAnimation(
      before: prepared(sections: 1), beforeViewport: viewport, after: prepared(sections: 2),
      diff: ItemDiff(from: [["a", "b"]], to: [["a", "b"], ["c", "d"]]))
    let header = ElementID.supplementary(.header, ElementIndexPath(item: 0, section: 1))
    let tween = try #require(animation.tweens.first { $0.element == header })
    #expect(tween.from.frame.minX == tween.to.frame.minX - 100)
    #expect(tween.from.alpha == 1)
  }

  @Test func aDisappearingHeaderEndsWhereTheLayoutSays() throws {
    let viewport = Viewport(contentOffset: .zero, size: Size(width: 200, height: 400))
    let animation = ItemUpdateAnimation(
      before: prepared(sections: 2), beforeViewport: viewport, after: prepared(sections: 1),
      diff: ItemDiff(from: [["a", "b"], ["c", "d"]], to: [["a", "b"]]))
    let header = ElementID.supplementary(.header, ElementIndexPath(item: 0, section: 1))
    let tween = try #require(animation.tweens.first { $0.element == header })
    #expect(tween.to.frame.minX == tween.from.frame.minX + 100)
  }
}
