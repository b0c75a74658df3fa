/// A point on a rectangle's edges plus an offset (UIKit's `NSCollectionLayoutAnchor`, iOS 13):
/// where a supplementary item attaches to its item or group. Along each axis the point is at
/// the leading or top edge, the trailing or bottom edge, or the middle when the edges name
/// neither (or both). Immutable.
@MainActor
open class NSCollectionLayoutAnchor: NSObject, @preconcurrency NSCopying {
  /// What the offset is given in; `none` for an anchor made without one.
  enum OffsetKind {
    case none
    case absolute
    case fractional
  }

  private let anchorEdges: NSDirectionalRectEdge
  private let anchorOffset: CGPoint
  private let offsetKind: OffsetKind

  init(edges: NSDirectionalRectEdge, offset: CGPoint, kind: OffsetKind) {
    anchorEdges = edges
    anchorOffset = offset
    offsetKind = kind
    super.init()
  }

  /// An anchor on `edges` without offset (`layoutAnchorWithEdges:`).
  public convenience init(edges: NSDirectionalRectEdge) {
    self.init(edges: edges, offset: .zero, kind: .none)
  }

  /// An anchor on `edges` moved by `absoluteOffset` points
  /// (`layoutAnchorWithEdges:absoluteOffset:`).
  public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
    self.init(edges: edges, offset: absoluteOffset, kind: .absolute)
  }

  /// An anchor on `edges` moved by `fractionalOffset` times the attached view's width and
  /// height (`layoutAnchorWithEdges:fractionalOffset:`): (0.3, −0.3) moves a badge 30 % of its
  /// width towards the trailing edge and 30 % of its height up.
  public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
    self.init(edges: edges, offset: fractionalOffset, kind: .fractional)
  }

  /// Anchors are made from their edges, as in UIKit.
  @available(*, unavailable)
  public override init() {
    fatalError("NSCollectionLayoutAnchor is made with init(edges:)")
  }

  /// The edges the point sits on.
  open var edges: NSDirectionalRectEdge { anchorEdges }
  /// The offset: points, or fractions of the attached view's size.
  open var offset: CGPoint { anchorOffset }
  /// Whether the anchor was made with an offset in points. An anchor made without an offset is
  /// neither absolute nor fractional (UIKit does not document it; the IBP backport of the API
  /// answers so).
  open var isAbsoluteOffset: Bool { offsetKind == .absolute }
  /// Whether the anchor was made with an offset in fractions of the attached view's size.
  open var isFractionalOffset: Bool { offsetKind == .fractional }

  /// Anchors are immutable: the copy is the same object.
  open func copy(with zone: NSZone? = nil) -> Any { self }
}
