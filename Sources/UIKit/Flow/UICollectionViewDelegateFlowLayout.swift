/// Per-item sizes and per-section metrics for a flow layout, from the collection view's
/// delegate (UIKit's `UICollectionViewDelegateFlowLayout`).
///
/// UIKit's members are optional; here each has a default implementation that returns the flow
/// layout's property — and tells the layout that the delegate did not answer, so the layout
/// behaves as UIKit's does when `respondsToSelector:` is false. One difference Swift imposes: a
/// method implemented only in a subclass of a class that adopted the protocol is not called
/// (the conformance binds to the default); implement it in the adopting class.
@MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
  /// The size of the item at `indexPath`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize
  /// The inset of section `section`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets
  /// The minimum line spacing of section `section`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat
  /// The minimum interitem spacing of section `section`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat
  /// The header size of section `section`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize
  /// The footer size of section `section`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
  /// The flow layout's `itemSize` (zero for another layout), marked as not answered.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    DelegateAnswer.notImplemented((collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero)
  }

  /// The flow layout's `sectionInset` (zero for another layout), marked as not answered.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    DelegateAnswer.notImplemented((collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero)
  }

  /// The flow layout's `minimumLineSpacing` (10 for another layout), marked as not answered.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    DelegateAnswer.notImplemented((collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 10)
  }

  /// The flow layout's `minimumInteritemSpacing` (10 for another layout), marked as not answered.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    DelegateAnswer.notImplemented((collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 10)
  }

  /// The flow layout's `headerReferenceSize` (zero for another layout), marked as not answered.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    DelegateAnswer.notImplemented((collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero)
  }

  /// The flow layout's `footerReferenceSize` (zero for another layout), marked as not answered.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    DelegateAnswer.notImplemented((collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero)
  }
}

/// Tells a delegate's own answer from a protocol default's (the stand-in for UIKit's
/// `respondsToSelector:`): the defaults call `notImplemented(_:)`.
@MainActor
enum DelegateAnswer {
  private static var defaultAnswered = false

  /// An answer and whether the delegate implemented the method that gave it.
  struct Answer<Value> {
    var value: Value
    var implemented: Bool
    /// The value when the delegate implemented the method.
    var ifImplemented: Value? { implemented ? value : nil }
  }

  /// Asks `question` and records whether a protocol default answered it.
  static func asking<Value>(_ question: () -> Value) -> Answer<Value> {
    let outer = defaultAnswered
    defaultAnswered = false
    let value = question()
    let implemented = !defaultAnswered
    defaultAnswered = outer
    return Answer(value: value, implemented: implemented)
  }

  /// What a protocol default returns: `value`, marked as no answer of the delegate's.
  static func notImplemented<Value>(_ value: Value) -> Value {
    defaultAnswered = true
    return value
  }
}
