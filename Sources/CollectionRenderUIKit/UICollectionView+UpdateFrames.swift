import CollectionLayout
import CollectionRender
import Geometry
import Motion
import SceneModel
import UIKit

/// Update animations of a collection view built in Swift: the frames of what the app's
/// `apply(_:animatingDifferences:)` or `performBatchUpdates(_:completion:)` does, drawn through
/// the pipeline's update animation (`ItemUpdateAnimation`, docs/interactions.md, "Inserts and
/// deletes") with the app's layout and cells.
///
/// ```swift
/// let batch = try collectionView.updateFrames {
///   dataSource.apply(newSnapshot, animatingDifferences: true)
/// }
/// let summary = try FrameBatchRunner(batch: batch, png: .frames, pattern: .standard)
///   .run(.init(jobs: 2, frames: 0..<batch.frames.count, directory: "frames"))
/// ```
///
/// UIKit's order is kept: the layout's answers for the data before are recorded, the updates
/// run (the layout is prepared for the new data and given `prepare(forCollectionViewUpdates:)`),
/// the layout is asked where remaining items go and where inserted and deleted ones appear from
/// and disappear to (`initialLayoutAttributesForAppearingItem(at:)`,
/// `finalLayoutAttributesForDisappearingItem(at:)`), and only then gets
/// `finalizeCollectionViewUpdates()`.
extension UICollectionView {
  /// The frames of the batch updates `updates` makes (a diffable data source's `apply`, or
  /// `performBatchUpdates` with inserts, deletes, moves and reloads), over `length` along
  /// `curve` at `fps` frames a second: frame 0 shows the data before, the last frame the data
  /// after. The updates stay made, and the collection view is left at the offset the animation
  /// ends at (the old one, moved into the new scrollable range).
  ///
  /// The timing defaults to the update segment's, 0.3 s ease-in-out: UIKit publishes no
  /// duration for batch updates, and PSTCollectionView's reimplementation uses that
  /// (docs/interactions.md, "Layout transitions and bounds changes").
  ///
  /// Updates made without animation (`apply(_:animatingDifferences: false)`,
  /// `UIView.performWithoutAnimation(_:)`) and reloads land at once: the batch is then one
  /// frame, the data after. Throws when the updates do not add up to the data source's new
  /// counts (where UIKit raises an exception), or when the layout answers something that cannot
  /// be drawn.
  public func updateFrames(
    length: SegmentLength = TransitionSegment.defaultLength, curve: TimingCurve = .easeInOut,
    fps: Double = Timeline.defaultFPS, pixelAligned: Bool = true, _ updates: () -> Void
  ) throws -> FrameBatch {
    try onItsScreen { () throws -> FrameBatch in
      let before = try sceneBeforeUpdate()
      beginRecordingUpdates()
      defer { endRecordingUpdates() }
      updates()
      let animates = updateRecording?.isAnimated ?? false
      return try plannedUpdate(
        from: before, length: animates ? length : .seconds(0), curve: curve, fps: fps, pixelAligned: pixelAligned)
    }
  }

  /// The scene before the update, its layout's answers recorded, and its items' identities.
  private func sceneBeforeUpdate() throws(UIKitLayoutError) -> (scene: Scene, identities: BatchUpdateIdentities) {
    let bridge = CollectionViewBridge(self)
    let live = liveScene(bridge)
    let pipeline = Pipeline(scene: live)
    let viewport = pipeline.viewport()
    // The layout cannot be asked about the old data once the updates ran: its answers are kept
    // for the bounds and a bounds' size around them, so that items coming on screen move in
    // from where they were (items from farther away fade in, UIKit's default for an element
    // without a start).
    var region = viewport
    region.contentOffset = Point(
      x: viewport.contentOffset.x - viewport.size.width, y: viewport.contentOffset.y - viewport.size.height)
    region.size = Size(width: viewport.size.width * 3, height: viewport.size.height * 3)
    let attributes = pipeline.prepared.layoutAttributesForElements(in: region.bounds, viewport: viewport)
    if let failure = bridge.failure { throw failure }
    try checkMisuse()
    let identities = BatchUpdateIdentities(counts: live.sections.map(\.itemCount))
    var scene = live
    scene.layout = RecordedLayout(
      name: bridge.layoutName, contentSize: pipeline.prepared.contentSize, viewport: region, attributes: attributes)
    // The recording is in the displayed coordinates (see `renderedScene()`).
    scene.contentOffset = viewport.contentOffset
    scene.sections = Self.sections(scene.sections, identities)
    return (scene, identities)
  }

  /// The update from `before` to the data the collection view shows now, shown by its live
  /// layout, planned as the timeline's update segment.
  private func plannedUpdate(
    from before: (scene: Scene, identities: BatchUpdateIdentities), length: SegmentLength, curve: TimingCurve,
    fps: Double, pixelAligned: Bool
  ) throws -> FrameBatch {
    try checkMisuse()
    let bridge = CollectionViewBridge(self)
    let after = liveScene(bridge)
    let segment = UpdateSegment(
      sections: Self.sections(after.sections, try identitiesAfterUpdates(before.identities, bridge: bridge)),
      layout: after.layout, length: length, curve: curve)
    let batch = try FrameBatch(
      scene: before.scene, timeline: Timeline(fps: fps, segments: [Segment(.update(segment))]),
      pixelAligned: pixelAligned)
    if let failure = bridge.failure { throw failure }
    if let end = batch.frames.last?.state.state.contentOffset {
      contentOffset = CGPoint(x: end.x, y: end.y)
    }
    return batch
  }

  /// The identities of the items now shown, from `before` through the recorded batch updates;
  /// throws when they do not give the data source's counts.
  private func identitiesAfterUpdates(_ before: BatchUpdateIdentities, bridge: CollectionViewBridge)
    throws(UIKitLayoutError) -> BatchUpdateIdentities
  {
    let counts = (0..<numberOfSections).map { numberOfItems(inSection: $0) }
    var identities = before
    guard updateRecording?.reloaded != true else {
      identities.reload(counts: counts)
      return identities
    }
    let call = "performBatchUpdates(_:completion:)"
    do throws(BatchUpdateIdentities.Invalid) {
      for batch in updateRecording?.batches ?? [] {
        try identities.apply(batch.items.compactMap(Self.change), counts: batch.counts)
      }
    } catch {
      throw UIKitLayoutError(layout: bridge.layoutName, call: call, reason: "invalid update: \(error.reason)")
    }
    guard identities.counts == counts else {
      throw UIKitLayoutError(
        layout: bridge.layoutName, call: call,
        reason:
          "invalid update: the data source has \(counts) items per section, the data before (\(before.counts)) "
          + "with the inserts, deletes and moves makes \(identities.counts)")
    }
    return identities
  }

  private func checkMisuse() throws(UIKitLayoutError) {
    if let misuse {
      throw UIKitLayoutError(layout: String(describing: type(of: self)), call: misuse.call, reason: misuse.reason)
    }
  }

  /// `item` as the identities read it; nil for an update item that changes nothing.
  private static func change(_ item: UICollectionViewUpdateItem) -> BatchUpdateIdentities.Change? {
    let action: BatchUpdateIdentities.Change.Action
    switch item.updateAction {
    case .insert: action = .insert
    case .delete: action = .delete
    case .reload: action = .reload
    case .move: action = .move
    case .none: return nil
    }
    return BatchUpdateIdentities.Change(
      action: action, before: item.indexPathBeforeUpdate.map { Array($0) },
      after: item.indexPathAfterUpdate.map { Array($0) })
  }

  /// `sections` with their items listed, each with its number as its `id`: the update segment
  /// matches items by id (what the cells show comes from the cells themselves).
  private static func sections(_ sections: [SectionData], _ identities: BatchUpdateIdentities) -> [SectionData] {
    sections.enumerated().map { index, section in
      var section = section
      let numbers = index < identities.sections.count ? identities.sections[index] : []
      section.items = ItemList(numbers.map { ItemData(id: String($0)) })
      section.itemCount = numbers.count
      return section
    }
  }
}
