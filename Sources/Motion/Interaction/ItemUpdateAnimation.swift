/// Inserts, deletes and moves animated (UIKit's `performBatchUpdates` and, for the circle layout,
/// Apple's CircleLayout sample: docs/interactions.md, "Inserts and deletes").
///
/// ```
///  remaining item:  before-layout attributes ─────────────▶ after-layout attributes
///  inserted item:   after.initialLayoutAttributesForAppearingItem ──▶ after-layout attributes
///                   (nil ⇒ its final attributes at alpha 0: a fade in)
///  deleted item:    before-layout attributes ──▶ after.finalLayoutAttributesForDisappearingItem
///                   (nil ⇒ its attributes at alpha 0: a fade out where it was)
///  a row's separators: with their row, as its cell
///  headers, footers, other decorations: by identity, interpolated or faded like a layout transition
/// ```
import CollectionLayout
import Geometry

/// An update of the data animated between the layout prepared for the old data and the layout
/// prepared for the new data.
public struct ItemUpdateAnimation: Sendable {
  /// An item a frame draws: one of the new data, or one of the old data that is deleted.
  public enum FrameItem: Hashable, Sendable {
    /// The item at this index path of the data before the update.
    case before(ElementIndexPath)
    /// The item at this index path of the data after the update.
    case after(ElementIndexPath)
  }

  /// The items that change.
  public let diff: ItemDiff
  /// The viewport before the update.
  public let beforeViewport: Viewport
  /// The viewport after: the old offset, clamped to the new content and passed through the new
  /// layout's target offset (UIKit keeps the offset and asks the layout during updates), unless
  /// given.
  public let afterViewport: Viewport
  /// What a frame's cell index paths name: `frameItems[s][i]` is the item drawn as cell (s, i).
  /// Section s lists the new data's items of section s (so every cell that is not deleted keeps
  /// its new index path), then the deleted items of old section s, in old order. Sections only
  /// the old data has come last, holding just their deleted items. Headers and footers of
  /// section s are the new data's, or the old data's for a section only it has.
  public let frameItems: [[FrameItem]]
  /// One tween per element in play, in layout order, named by frame index paths.
  public let tweens: [ElementTween]
  /// The timing curve applied to the progress.
  public var easing: Easing

  /// The update from `before` (the layout prepared for the old data, shown at `beforeViewport`)
  /// to `after` (prepared for the new data) described by `diff`.
  ///
  /// The elements in play are those visible before (at `beforeViewport`) or after (at
  /// `afterViewport`). Only inserted and deleted items ask the layout for appearing and
  /// disappearing attributes (UIKit asks for every visible item; layouts such as Apple's circle
  /// record the updated index paths in `prepareForCollectionViewUpdates` to answer only for
  /// those, and this model does that bookkeeping for them). The disappearing query goes to the
  /// new layout with the item's old index path and its old attributes, as UIKit's does.
  public init(
    before: any PreparedCollectionLayout, beforeViewport: Viewport, after: any PreparedCollectionLayout,
    afterViewport: Viewport? = nil, diff: ItemDiff, easing: Easing = .linear
  ) {
    let end = afterViewport ?? ScrollGeometry.settled(beforeViewport, in: after)
    self.diff = diff
    self.beforeViewport = beforeViewport
    self.afterViewport = end
    self.easing = easing

    // Frame items: the new data, then each old section's deletions appended.
    let sectionCount = Swift.max(diff.oldSectionCounts.count, diff.newSectionCounts.count)
    var items: [[FrameItem]] = (0..<sectionCount).map { section in
      let count = section < diff.newSectionCounts.count ? diff.newSectionCounts[section] : 0
      return (0..<count).map { .after(ElementIndexPath(item: $0, section: section)) }
    }
    var deletedFramePath: [ElementIndexPath: ElementIndexPath] = [:]
    for path in diff.deletions {
      deletedFramePath[path] = ElementIndexPath(item: items[path.section].count, section: path.section)
      items[path.section].append(.before(path))
    }
    frameItems = items

    var tweens: [ElementID: ElementTween] = [:]
    for attributes in before.visibleAttributes(at: beforeViewport) {
      let element = attributes.element
      switch element {
      case .cell(let old):
        if let new = diff.newIndexPath(forOld: old) {
          let frameElement = ElementID.cell(new)
          guard tweens[frameElement] == nil,
            let finish = after.layoutAttributesForItem(at: new, viewport: end)
          else { continue }
          tweens[frameElement] = ElementTween(from: attributes, to: finish).named(frameElement)
        } else if let framePath = deletedFramePath[old] {
          let finish = after.finalLayoutAttributesForDisappearingItem(
            at: old, from: attributes, viewport: end)
          let tween = finish.map { ElementTween(from: attributes, to: $0) } ?? .fadeOut(attributes)
          tweens[.cell(framePath)] = tween.named(.cell(framePath))
        }
      case .decoration(let kind, let old) where Self.kindsThatFollowTheirItem.contains(kind):
        let new = diff.newIndexPath(forOld: old)
        guard let framePath = new ?? deletedFramePath[old], tweens[.decoration(kind, framePath)] == nil else {
          continue
        }
        let finish = new.flatMap { after.layoutAttributesForDecorationView(ofKind: kind, at: $0, viewport: end) }
        let tween = finish.map { ElementTween(from: attributes, to: $0) } ?? .fadeOut(attributes)
        tweens[.decoration(kind, framePath)] = tween.named(.decoration(kind, framePath))
      case .supplementary, .decoration:
        tweens[element] = Self.tween(element, before: before, beforeViewport, after: after, end)
      }
    }
    for attributes in after.visibleAttributes(at: end) where tweens[attributes.element] == nil {
      let element = attributes.element
      switch element {
      case .cell(let new):
        if let old = diff.oldIndexPath(forNew: new) {
          let start = before.layoutAttributesForItem(at: old, viewport: beforeViewport)
          let tween = start.map { ElementTween(from: $0, to: attributes) } ?? .fadeIn(attributes)
          tweens[element] = tween.named(element)
        } else {
          let start = after.initialLayoutAttributesForAppearingItem(at: new, viewport: end)
          let tween = start.map { ElementTween(from: $0, to: attributes) } ?? .fadeIn(attributes)
          tweens[element] = tween.named(element)
        }
      case .decoration(let kind, let new) where Self.kindsThatFollowTheirItem.contains(kind):
        let start = diff.oldIndexPath(forNew: new).flatMap {
          before.layoutAttributesForDecorationView(ofKind: kind, at: $0, viewport: beforeViewport)
        }
        tweens[element] = (start.map { ElementTween(from: $0, to: attributes) } ?? .fadeIn(attributes)).named(element)
      case .supplementary, .decoration:
        tweens[element] = Self.tween(element, before: before, beforeViewport, after: after, end)
      }
    }
    self.tweens = tweens.keys.sorted(by: ElementID.layoutOrder).compactMap { tweens[$0] }
  }

  /// Decorations at an item's index path that belong to the item: a list row's separators,
  /// which UIKit's list cell draws itself (docs/lists-and-cells.md, "Separators"), so they move,
  /// appear and disappear with their row rather than staying with an index path.
  private static let kindsThatFollowTheirItem: Set<ElementKind> = [.listTopSeparator, .listBottomSeparator]

  /// A header, footer or decoration by identity: interpolated when both layouts have it; a
  /// supplementary view that appears or disappears moves from the after-layout's initial or to
  /// its final attributes when it gives them, else fades.
  private static func tween(
    _ element: ElementID, before: any PreparedCollectionLayout, _ beforeViewport: Viewport,
    after: any PreparedCollectionLayout, _ afterViewport: Viewport
  ) -> ElementTween? {
    let start = before.layoutAttributes(for: element, viewport: beforeViewport)
    let finish = after.layoutAttributes(for: element, viewport: afterViewport)
    switch (start, finish) {
    case (let start?, let finish?): return ElementTween(from: start, to: finish).named(element)
    case (let start?, nil):
      if case .supplementary(let kind, let path) = element,
        let end = after.finalLayoutAttributesForDisappearingSupplementaryElement(
          ofKind: kind, at: path, from: start, viewport: afterViewport)
      {
        return ElementTween(from: start, to: end).named(element)
      }
      return ElementTween.fadeOut(start).named(element)
    case (nil, let finish?):
      if case .supplementary(let kind, let path) = element,
        let begin = after.initialLayoutAttributesForAppearingSupplementaryElement(
          ofKind: kind, at: path, viewport: afterViewport)
      {
        return ElementTween(from: begin, to: finish).named(element)
      }
      return ElementTween.fadeIn(finish).named(element)
    case (nil, nil): return nil
    }
  }

  /// The update of `content` to `newContent`, both laid out by `layout` in `environment`.
  public static func update(
    layout: any CollectionLayout, environment: LayoutEnvironment, from content: LayoutContent,
    viewport: Viewport, to newContent: LayoutContent, diff: ItemDiff, easing: Easing = .linear
  ) -> ItemUpdateAnimation {
    ItemUpdateAnimation(
      before: layout.prepareForDisplay(content, in: environment), beforeViewport: viewport,
      after: layout.prepareForDisplay(newContent, in: environment), diff: diff, easing: easing)
  }

  /// What to draw at `progress` ∈ [0, 1] (eased by `easing`); cell index paths name
  /// `frameItems`.
  public func frame(at progress: Double) -> InteractionFrame {
    let t = easing(progress)
    return InteractionFrame(
      viewport: Viewport.interpolate(beforeViewport, afterViewport, progress: t),
      attributes: tweens.map { $0.attributes(at: t) })
  }
}
