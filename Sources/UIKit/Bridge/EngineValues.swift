package import CollectionLayout
package import Geometry

// Conversions between UIKit's CoreGraphics values and the engines' own, in one place.

extension Geometry.Rect {
  package init(_ rect: CGRect) {
    let r = rect.standardized
    self.init(x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height))
  }
}

extension CGRect {
  package init(_ rect: Geometry.Rect) {
    self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
  }
}

extension Geometry.Size {
  package init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }
}

extension CGSize {
  package init(_ size: Geometry.Size) { self.init(width: size.width, height: size.height) }
}

extension Geometry.Point {
  package init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
}

extension CGPoint {
  package init(_ point: Geometry.Point) { self.init(x: point.x, y: point.y) }
}

extension Geometry.EdgeInsets {
  package init(_ insets: UIEdgeInsets) {
    self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
  }
}

extension UIEdgeInsets {
  package init(_ insets: Geometry.EdgeInsets) {
    self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
  }
}

extension IndexPath {
  package init(_ path: ElementIndexPath) { self.init(item: path.item, section: path.section) }
}

extension ElementIndexPath {
  package init(_ path: IndexPath) {
    // A one-element path names a section (as update items do); items of it are 0.
    self.init(item: path.count > 1 ? path[1] : 0, section: path.count > 0 ? path[0] : 0)
  }
}

/// UIKit's header and footer kinds and the engines' names for them.
package enum ElementKindNames {
  /// The engine's kind for a UIKit kind: headers and footers map to the engines' `header` and
  /// `footer` (which the renderer styles as headers and footers); other kinds keep their name.
  package static func engineKind(_ kind: String) -> ElementKind {
    switch kind {
    case UICollectionView.elementKindSectionHeader: .header
    case UICollectionView.elementKindSectionFooter: .footer
    default: ElementKind(kind)
    }
  }

  /// The UIKit kind for an engine kind.
  package static func uiKitKind(_ kind: ElementKind) -> String {
    switch kind {
    case .header: UICollectionView.elementKindSectionHeader
    case .footer: UICollectionView.elementKindSectionFooter
    default: kind.rawValue
    }
  }
}

extension UICollectionViewLayoutAttributes {
  /// Fills these attributes from an engine's: element, frame, transform, alpha, zIndex, hidden.
  func take(_ attributes: LayoutAttributes) {
    switch attributes.element {
    case .cell(let path):
      category = .cell
      kind = nil
      indexPath = IndexPath(path)
    case .supplementary(let k, let path):
      category = .supplementaryView
      kind = ElementKindNames.uiKitKind(k)
      indexPath = IndexPath(path)
    case .decoration(let k, let path):
      category = .decorationView
      kind = ElementKindNames.uiKitKind(k)
      indexPath = IndexPath(path)
    }
    frame = CGRect(attributes.frame)
    transform = CGAffineTransform(attributes.transform)
    alpha = attributes.alpha
    zIndex = attributes.zIndex
    isHidden = attributes.isHidden
    listCell = attributes.listCell
  }

  /// Whether the element's area, after its transform about the centre, holds `point`: the
  /// engines' hit test (half-open frame, transform undone), on these attributes.
  func covers(_ point: CGPoint) -> Bool {
    engineAttributes.covers(Geometry.Point(point))
  }

  /// These attributes as the engines hold them. The 3-D transform is drawn through its 2-D
  /// part (see `docs/uikit-compatibility.md`).
  package var engineAttributes: LayoutAttributes {
    let path = ElementIndexPath(indexPath)
    let element: ElementID =
      switch category {
      case .cell: .cell(path)
      case .supplementaryView: .supplementary(ElementKindNames.engineKind(kind ?? ""), path)
      case .decorationView: .decoration(ElementKindNames.engineKind(kind ?? ""), path)
      }
    return LayoutAttributes(
      element: element, frame: Geometry.Rect(frame), transform: Geometry.AffineTransform(transform),
      alpha: Double(alpha), zIndex: zIndex, isHidden: isHidden, listCell: listCell)
  }
}

extension UICollectionViewLayout {
  /// The collection view's bounds and adjusted content inset as the engines' viewport; `nil`
  /// without a collection view. Layouts on an engine query it with this.
  var viewport: Viewport? {
    guard let collectionView else { return nil }
    return Viewport(
      contentOffset: Point(collectionView.contentOffset), size: Size(collectionView.bounds.size),
      contentInset: EdgeInsets(collectionView.adjustedContentInset))
  }

  /// An engine's attributes as an instance of the layout's `layoutAttributesClass`.
  func makeAttributes(_ attributes: LayoutAttributes) -> UICollectionViewLayoutAttributes {
    let made = Self.makeAttributes()
    made.take(attributes)
    return made
  }
}
