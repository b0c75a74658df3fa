package import CollectionLayout

/// Where and how one element shows: a cell, a supplementary view or a decoration view
/// (UIKit's `UICollectionViewLayoutAttributes`).
///
/// Geometry is kept as UIKit keeps it: `center` and `size` are the untransformed geometry,
/// `frame` and `bounds` are views of them (setting `frame` sets both), and `transform` and
/// `transform3D` are one property seen two ways. Subclass it to carry values of your own to the
/// cell: override `copy(with:)` and `isEqual(_:)`, return the subclass from the layout's
/// `layoutAttributesClass`, and read the values in the cell's `apply(_:)`, which the renderer
/// calls before it reads the cell's look.
@MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
  /// The centre of the element, in the collection view's content coordinates.
  open var center: CGPoint = .zero
  /// The untransformed size of the element.
  open var size: CGSize = .zero
  /// The 3-D transform applied about the centre; identity by default.
  open var transform3D: CATransform3D = CATransform3DIdentity
  /// The element's opacity, 0 to 1; 1 by default.
  open var alpha: CGFloat = 1
  /// The element's position along the z axis: higher draws above; 0 by default.
  open var zIndex: Int = 0
  /// Whether the element is hidden; false by default.
  open var isHidden: Bool = false
  /// The element's index path.
  open var indexPath: IndexPath = IndexPath(item: 0, section: 0)

  var category: UICollectionView.ElementCategory = .cell
  var kind: String?
  /// What a list section tells the element (corners, margins, role); nil outside list
  /// sections. UIKit's list attributes carry the same to their cells privately.
  package var listCell: ListCellAttributes?

  /// Attributes of a cell at the origin with a zero size. Subclasses instantiate through this
  /// initializer (`layoutAttributesClass`, `copy()`), so it is `required`.
  public required override init() {
    super.init()
  }

  /// Attributes for the cell at `indexPath`.
  public convenience init(forCellWith indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
  }

  /// Attributes for the supplementary view of `elementKind` at `indexPath`.
  public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
    category = .supplementaryView
    kind = elementKind
  }

  /// Attributes for the decoration view of `decorationViewKind` at `indexPath`.
  public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
    category = .decorationView
    kind = decorationViewKind
  }

  /// The untransformed frame: `size` around `center`. Setting it sets both.
  open var frame: CGRect {
    get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
    set {
      center = CGPoint(x: newValue.midX, y: newValue.midY)
      size = newValue.size
    }
  }

  /// The bounds: `size` at the origin. Setting it changes `size` only.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: size) }
    set { size = newValue.size }
  }

  /// The 2-D part of `transform3D`; setting it replaces `transform3D` with its 3-D form.
  open var transform: CGAffineTransform {
    get { CATransform3DGetAffineTransform(transform3D) }
    set { transform3D = CATransform3DMakeAffineTransform(newValue) }
  }

  /// Whether these attributes describe a cell, a supplementary view or a decoration view.
  open var representedElementCategory: UICollectionView.ElementCategory { category }

  /// The kind of a supplementary or decoration view; `nil` for a cell.
  open var representedElementKind: String? { kind }

  /// A copy of the same class with every property of this class copied. Subclasses with
  /// properties of their own override it, call `super` and copy theirs.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = Self.init()
    copy.center = center
    copy.size = size
    copy.transform3D = transform3D
    copy.alpha = alpha
    copy.zIndex = zIndex
    copy.isHidden = isHidden
    copy.indexPath = indexPath
    copy.category = category
    copy.kind = kind
    copy.listCell = listCell
    return copy
  }

  /// Equal when of the same class with equal properties. Subclasses with properties of their
  /// own override it, call `super` and compare theirs.
  ///
  /// As in UIKit, `NSObject`'s equality is not isolated to the main actor; the properties are,
  /// so this reads them on the main actor, where attributes live.
  nonisolated open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UICollectionViewLayoutAttributes, type(of: other) == type(of: self) else {
      return false
    }
    return MainActor.assumeIsolated { hasEqualProperties(other) }
  }

  private func hasEqualProperties(_ other: UICollectionViewLayoutAttributes) -> Bool {
    center == other.center && size == other.size && CATransform3DEqualToTransform(transform3D, other.transform3D)
      && alpha == other.alpha && zIndex == other.zIndex && isHidden == other.isHidden && indexPath == other.indexPath
      && category == other.category && kind == other.kind && listCell == other.listCell
  }

  /// A hash of the element's identity (category, kind, index path), consistent with `isEqual(_:)`.
  nonisolated open override var hash: Int {
    MainActor.assumeIsolated {
      var hasher = Hasher()
      hasher.combine(indexPath)
      hasher.combine(category)
      hasher.combine(kind)
      return hasher.finalize()
    }
  }

  /// The class, the element, its frame, alpha and zIndex, as UIKit's debugger description gives them.
  nonisolated open override var description: String {
    MainActor.assumeIsolated { describe() }
  }

  private func describe() -> String {
    let what =
      switch category {
      case .cell: "cell"
      case .supplementaryView: "supplementary \(kind ?? "")"
      case .decorationView: "decoration \(kind ?? "")"
      }
    return
      "<\(type(of: self)) \(what) [\(indexPath.section), \(indexPath.item)] "
      + "frame = (\(frame.minX) \(frame.minY); \(frame.width) \(frame.height))"
      + "; alpha = \(alpha); zIndex = \(zIndex)\(isHidden ? "; hidden" : "")>"
  }
}
