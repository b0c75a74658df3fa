/// A gap of exactly or at least a length (UIKit's `NSCollectionLayoutSpacing`, iOS 13): between
/// a group's subitems (`interItemSpacing`) or around an item (`NSCollectionLayoutEdgeSpacing`).
/// Flexible gaps share the room left over. Immutable.
@MainActor
open class NSCollectionLayoutSpacing: NSObject, @preconcurrency NSCopying {
  let length: CGFloat
  let flexible: Bool

  init(length: CGFloat, flexible: Bool) {
    self.length = length
    self.flexible = flexible
    super.init()
  }

  /// A spacing equal to `other`: the initializer the `Self`-returning factories use (not UIKit
  /// API).
  @_spi(CompositionalStorage) public required init(copying other: NSCollectionLayoutSpacing) {
    length = other.length
    flexible = other.flexible
    super.init()
  }

  /// Spacings are made by the class methods, as in UIKit.
  @available(*, unavailable)
  public override init() {
    fatalError("NSCollectionLayoutSpacing is made by its class methods")
  }

  /// At least `flexibleSpacing` points (`flexibleSpacing:`).
  open class func flexible(_ flexibleSpacing: CGFloat) -> Self {
    Self.init(copying: NSCollectionLayoutSpacing(length: flexibleSpacing, flexible: true))
  }

  /// Exactly `fixedSpacing` points (`fixedSpacing:`).
  open class func fixed(_ fixedSpacing: CGFloat) -> Self {
    Self.init(copying: NSCollectionLayoutSpacing(length: fixedSpacing, flexible: false))
  }

  /// The length, or the least length of a flexible spacing.
  open var spacing: CGFloat { length }
  /// Whether the spacing is at least `spacing` (`isFlexibleSpacing`).
  open var isFlexible: Bool { flexible }
  /// Whether the spacing is exactly `spacing` (`isFixedSpacing`).
  open var isFixed: Bool { !flexible }

  /// Spacings are immutable: the copy is the same object.
  open func copy(with zone: NSZone? = nil) -> Any { self }

  /// The kind and the length, for debugging.
  nonisolated open override var description: String {
    "<\(type(of: self)) \(flexible ? "flexible" : "fixed")(\(length))>"
  }
}

/// Space outside an item's box on each of its edges, which places it in its group (UIKit's
/// `NSCollectionLayoutEdgeSpacing`, iOS 13); `nil` edges add nothing. Immutable.
@MainActor
open class NSCollectionLayoutEdgeSpacing: NSObject, @preconcurrency NSCopying {
  private let leadingSpacing: NSCollectionLayoutSpacing?
  private let topSpacing: NSCollectionLayoutSpacing?
  private let trailingSpacing: NSCollectionLayoutSpacing?
  private let bottomSpacing: NSCollectionLayoutSpacing?

  /// Edge spacing from its four edges (`spacingForLeading:top:trailing:bottom:`).
  public init(
    leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
    bottom: NSCollectionLayoutSpacing?
  ) {
    leadingSpacing = leading
    topSpacing = top
    trailingSpacing = trailing
    bottomSpacing = bottom
    super.init()
  }

  /// Edge spacings are made from their edges, as in UIKit.
  @available(*, unavailable)
  public override init() {
    fatalError("NSCollectionLayoutEdgeSpacing is made with init(leading:top:trailing:bottom:)")
  }

  /// Space before the leading edge.
  open var leading: NSCollectionLayoutSpacing? { leadingSpacing }
  /// Space above the top edge.
  open var top: NSCollectionLayoutSpacing? { topSpacing }
  /// Space after the trailing edge.
  open var trailing: NSCollectionLayoutSpacing? { trailingSpacing }
  /// Space below the bottom edge.
  open var bottom: NSCollectionLayoutSpacing? { bottomSpacing }

  /// Edge spacings are immutable: the copy is the same object.
  open func copy(with zone: NSZone? = nil) -> Any { self }
}
