/// An object whose centre, bounds and rotation a dynamic behaviour can drive (UIKit's
/// `UIDynamicItem`, iOS 7): here, what `NSCollectionLayoutVisibleItem` refines. The optional
/// collision members are not declared.
@MainActor
public protocol UIDynamicItem: NSObjectProtocol {
  /// The centre, in the collection view's content coordinates.
  var center: CGPoint { get set }
  /// The untransformed bounds.
  var bounds: CGRect { get }
  /// The 2-D transform about the centre.
  var transform: CGAffineTransform { get set }
}

/// An element that is visible in a compositional section, as its
/// `visibleItemsInvalidationHandler` sees it (UIKit's `NSCollectionLayoutVisibleItem`, iOS 13):
/// a cell, a supplementary view or a decoration view. Changing its appearance changes the
/// attributes the layout returns for it.
@MainActor
public protocol NSCollectionLayoutVisibleItem: NSObjectProtocol, UIDynamicItem {
  /// The opacity, 0 to 1.
  var alpha: CGFloat { get set }
  /// The position along the z axis.
  var zIndex: Int { get set }
  /// Whether the element is hidden.
  var isHidden: Bool { get set }
  /// The centre, in the collection view's content coordinates.
  var center: CGPoint { get set }
  /// The 2-D transform about the centre.
  var transform: CGAffineTransform { get set }
  /// The 3-D transform about the centre.
  var transform3D: CATransform3D { get set }
  /// The element's name: its kind for supplementary and decoration views, else "cell".
  var name: String { get }
  /// The element's index path.
  var indexPath: IndexPath { get }
  /// The untransformed frame.
  var frame: CGRect { get }
  /// The untransformed bounds.
  var bounds: CGRect { get }
  /// Whether the element is a cell, a supplementary view or a decoration view.
  var representedElementCategory: UICollectionView.ElementCategory { get }
  /// The kind of a supplementary or decoration view; `nil` for a cell.
  var representedElementKind: String? { get }
}

/// A visible item over the attributes the layout is about to return: every change goes
/// straight to them.
@MainActor
final class VisibleLayoutItem: NSObject, NSCollectionLayoutVisibleItem {
  let attributes: UICollectionViewLayoutAttributes

  init(_ attributes: UICollectionViewLayoutAttributes) {
    self.attributes = attributes
    super.init()
  }

  var alpha: CGFloat {
    get { attributes.alpha }
    set { attributes.alpha = newValue }
  }

  var zIndex: Int {
    get { attributes.zIndex }
    set { attributes.zIndex = newValue }
  }

  var isHidden: Bool {
    get { attributes.isHidden }
    set { attributes.isHidden = newValue }
  }

  var center: CGPoint {
    get { attributes.center }
    set { attributes.center = newValue }
  }

  var transform: CGAffineTransform {
    get { attributes.transform }
    set { attributes.transform = newValue }
  }

  var transform3D: CATransform3D {
    get { attributes.transform3D }
    set { attributes.transform3D = newValue }
  }

  var name: String { attributes.representedElementKind ?? "cell" }
  var indexPath: IndexPath { attributes.indexPath }
  var frame: CGRect { attributes.frame }
  var bounds: CGRect { attributes.bounds }
  var representedElementCategory: UICollectionView.ElementCategory { attributes.representedElementCategory }
  var representedElementKind: String? { attributes.representedElementKind }
}
