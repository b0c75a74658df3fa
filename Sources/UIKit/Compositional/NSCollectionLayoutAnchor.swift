/// A point on a rectangle's edges plus an offset (UIKit's `NSCollectionLayoutAnchor`, iOS 13):
/// where a supplementary item attaches to its item or group. Along each axis the point is at
/// the leading or top edge, the trailing or bottom edge, or the middle when the edges name
/// neither (or both). Immutable.
@MainActor
open class NSCollectionLayoutAnchor: NSObject, @preconcurrency NSCopying {
  private let anchorEdges: NSDirectionalRectEdge
  private let anchorOffset: CGPoint
  private let fractional: Bool

  init(edges: NSDirectionalRectEdge, offset: CGPoint, fractional: Bool) {
    anchorEdges = edges
    anchorOffset = offset
    self.fractional = fractional
    super.init()
  }

  /// An anchor on `edges` without offset (`layoutAnchorWithEdges:`).
  public convenience init(edges: NSDirectionalRectEdge) {
    self.init(edges: edges, offset: .zero, fractional: false)
  }

  /// An anchor on `edges` moved by `absoluteOffset` points
  /// (`layoutAnchorWithEdges:absoluteOffset:`).
  public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
    self.init(edges: edges, offset: absoluteOffset, fractional: false)
  }

  /// An anchor on `edges` moved by `fractionalOffset` times the attached view's width and
  /// height (`layoutAnchorWithEdges:fractionalOffset:`): (0.3, −0.3) moves a badge 30 % of its
  /// width towards the trailing edge and 30 % of its height up.
  public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
    self.init(edges: edges, offset: fractionalOffset, fractional: true)
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
  /// Whether `offset` is in points (also for an anchor made without an offset).
  open var isAbsoluteOffset: Bool { !fractional }
  /// Whether `offset` is in fractions of the attached view's size.
  open var isFractionalOffset: Bool { fractional }

  /// Anchors are immutable: the copy is the same object.
  open func copy(with zone: NSZone? = nil) -> Any { self }
}
