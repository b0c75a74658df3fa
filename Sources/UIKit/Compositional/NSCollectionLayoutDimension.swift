/// How long one side of a compositional-layout element is (UIKit's `NSCollectionLayoutDimension`,
/// iOS 13): a fraction of the container's width or height, points, or an estimate. Immutable.
///
/// Factories that return `Self` build through `init(copying:)`, the required initializer a
/// subclass inherits; it is not part of UIKit's API (`@_spi`), so client code never sees it.
@MainActor
open class NSCollectionLayoutDimension: NSObject, @preconcurrency NSCopying {
  /// What the number means, as the engine reads it.
  enum Semantic: Sendable {
    case fractionalWidth
    case fractionalHeight
    case absolute
    case estimated
  }

  let semantic: Semantic
  let value: CGFloat

  init(semantic: Semantic, value: CGFloat) {
    self.semantic = semantic
    self.value = value
    super.init()
  }

  /// A dimension equal to `other`: the initializer the `Self`-returning factories use.
  @_spi(CompositionalStorage) public required init(copying other: NSCollectionLayoutDimension) {
    semantic = other.semantic
    value = other.value
    super.init()
  }

  /// Dimensions are made by the class methods, as in UIKit.
  @available(*, unavailable)
  public override init() {
    fatalError("NSCollectionLayoutDimension is made by its class methods")
  }

  /// A fraction of the container's effective width (`fractionalWidthDimension:`).
  open class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
    Self.init(copying: NSCollectionLayoutDimension(semantic: .fractionalWidth, value: fractionalWidth))
  }

  /// A fraction of the container's effective height (`fractionalHeightDimension:`).
  open class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
    Self.init(copying: NSCollectionLayoutDimension(semantic: .fractionalHeight, value: fractionalHeight))
  }

  /// A length in points (`absoluteDimension:`).
  open class func absolute(_ absoluteDimension: CGFloat) -> Self {
    Self.init(copying: NSCollectionLayoutDimension(semantic: .absolute, value: absoluteDimension))
  }

  /// A starting length that the rendered content replaces (`estimatedDimension:`). Headless,
  /// the estimate stands unless the renderer measures the cell (see
  /// `docs/uikit-compatibility.md`).
  open class func estimated(_ estimatedDimension: CGFloat) -> Self {
    Self.init(copying: NSCollectionLayoutDimension(semantic: .estimated, value: estimatedDimension))
  }

  /// Whether this is a fraction of the container's width.
  open var isFractionalWidth: Bool { semantic == .fractionalWidth }
  /// Whether this is a fraction of the container's height.
  open var isFractionalHeight: Bool { semantic == .fractionalHeight }
  /// Whether this is a length in points.
  open var isAbsolute: Bool { semantic == .absolute }
  /// Whether this is an estimate.
  open var isEstimated: Bool { semantic == .estimated }
  /// The number the dimension was made with: a fraction, or points.
  open var dimension: CGFloat { value }

  /// Dimensions are immutable: the copy is the same object.
  open func copy(with zone: NSZone? = nil) -> Any { self }

  /// The kind and the number, for debugging.
  nonisolated open override var description: String {
    "<\(type(of: self)) \(semantic)(\(value))>"
  }
}

/// A width and a height dimension (UIKit's `NSCollectionLayoutSize`, iOS 13). Immutable.
@MainActor
open class NSCollectionLayoutSize: NSObject, @preconcurrency NSCopying {
  private let width: NSCollectionLayoutDimension
  private let height: NSCollectionLayoutDimension

  init(width: NSCollectionLayoutDimension, height: NSCollectionLayoutDimension) {
    self.width = width
    self.height = height
    super.init()
  }

  /// A size from its two dimensions (`sizeWithWidthDimension:heightDimension:`).
  public convenience init(
    widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension
  ) {
    self.init(width: width, height: height)
  }

  /// Sizes are made from their dimensions, as in UIKit.
  @available(*, unavailable)
  public override init() {
    fatalError("NSCollectionLayoutSize is made with init(widthDimension:heightDimension:)")
  }

  /// The width.
  open var widthDimension: NSCollectionLayoutDimension { width }
  /// The height.
  open var heightDimension: NSCollectionLayoutDimension { height }

  /// Sizes are immutable: the copy is the same object.
  open func copy(with zone: NSZone? = nil) -> Any { self }

  /// Both dimensions, for debugging.
  nonisolated open override var description: String {
    "<\(type(of: self)) width: \(width), height: \(height)>"
  }
}
