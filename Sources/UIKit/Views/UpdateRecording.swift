/// What a collection view's data went through while the renderer recorded an update's frames
/// (`UICollectionView.beginRecordingUpdates()`): its batch updates in order, each with the
/// changes its layout was given in `prepare(forCollectionViewUpdates:)` and whether it was made
/// with animations on, and whether the data was reloaded instead.
package struct UpdateRecording {
  /// One batch update: its changes, the counts it leads to, and whether it animates.
  package struct Batch {
    /// The changes, as the layout received them.
    package let items: [UICollectionViewUpdateItem]
    /// The number of items per section after it, as the data source gave them (an inserted or
    /// reloaded section brings its items without an update item for each).
    package let counts: [Int]
    /// Whether animations were on (``UIView/areAnimationsEnabled``) when it was committed.
    package let isAnimated: Bool
  }

  /// The batch updates, in the order they were committed.
  package var batches: [Batch] = []
  /// Whether the data was reloaded (`reloadData()`, a diffable data source's first snapshot):
  /// UIKit does not animate a reload.
  package var reloaded = false
  /// Whether the last batch update's `finalizeCollectionViewUpdates()` is held back: UIKit asks
  /// the layout for appearing and disappearing attributes between `prepare(forCollectionViewUpdates:)`
  /// and `finalizeCollectionViewUpdates()`, so the renderer asks them there too.
  var awaitsFinalization = false

  /// Whether the changes animate: at least one batch update was made with animations on, and
  /// the data was not reloaded. (UIKit would animate each batch on its own; the recording
  /// animates them together, from the data before the first to the data after the last.)
  package var isAnimated: Bool { !reloaded && batches.contains(where: \.isAnimated) }
}
