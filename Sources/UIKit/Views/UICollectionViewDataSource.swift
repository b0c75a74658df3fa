/// Gives a collection view its counts and views (UIKit's `UICollectionViewDataSource`).
///
/// UIKit's optional members are requirements with default implementations here (Swift on Linux
/// has no optional protocol requirements): implement the ones you need, exactly as on iOS.
@MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
  /// The number of items in `section`.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
  /// The cell for `indexPath`, obtained from `dequeueReusableCell(withReuseIdentifier:for:)`.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
  /// The number of sections; 1 by default.
  func numberOfSections(in collectionView: UICollectionView) -> Int
  /// The supplementary view of `kind` at `indexPath`; by default a plain reusable view.
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
  /// One section, as UIKit assumes when the data source does not say.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// A plain `UICollectionReusableView` with nothing in it (UIKit would raise an exception when a
  /// layout asks for a supplementary view and the data source has no such method).
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    UICollectionReusableView()
  }
}

/// The collection view's delegate (UIKit's `UICollectionViewDelegate`): the selection and
/// highlight rules the renderer's taps follow. Every member has a default, as UIKit's optional
/// members behave when not implemented.
@MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  /// Whether the item may highlight when touched; true by default.
  func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
  /// Whether the item may be selected; true by default.
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
  /// The item was selected.
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  /// The item was deselected.
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
  /// The cell is about to be shown.
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
  /// True: every item may highlight, as when UIKit's delegate does not implement it.
  public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
    true
  }
  /// True: every item may be selected, as when UIKit's delegate does not implement it.
  public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    true
  }
  /// Does nothing.
  public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
  /// Does nothing.
  public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {}
}
