/// How long one side of a compositional-layout element is (`NSCollectionLayoutDimension`).
///
/// A dimension is resolved against a *container*: the effective size (content size less
/// insets) of whatever holds the element — the section for a root group, the parent group for
/// a subitem, the cell frame for a badge.
///
/// ```
///  .absolute(44)           44 points, never rounded
///  .fractionalWidth(0.5)   ⌊0.5 · container width · scale⌋ / scale   (pixel floor)
///  .fractionalHeight(1)    ⌊1 · container height · scale⌋ / scale
///  .estimated(44)          the measured size if the content gives one, else 44
/// ```
///
/// Either fractional kind may size either axis: a height of `.fractionalWidth(0.2)` makes
/// squares with a width of `.fractionalWidth(0.2)`.
public enum LayoutDimension: Hashable, Sendable {
  /// A fixed length in points.
  case absolute(Double)
  /// A fraction of the container's effective width.
  case fractionalWidth(Double)
  /// A fraction of the container's effective height.
  case fractionalHeight(Double)
  /// A starting length that measurement replaces (self-sizing).
  case estimated(Double)

  /// The number the dimension was created with (`dimension`).
  public var dimension: Double {
    switch self {
    case .absolute(let value), .fractionalWidth(let value), .fractionalHeight(let value),
      .estimated(let value):
      value
    }
  }

  /// Whether this is `.absolute` (`isAbsolute`).
  public var isAbsolute: Bool {
    if case .absolute = self { return true }
    return false
  }

  /// Whether this is `.fractionalWidth` (`isFractionalWidth`).
  public var isFractionalWidth: Bool {
    if case .fractionalWidth = self { return true }
    return false
  }

  /// Whether this is `.fractionalHeight` (`isFractionalHeight`).
  public var isFractionalHeight: Bool {
    if case .fractionalHeight = self { return true }
    return false
  }

  /// Whether this is `.estimated` (`isEstimated`).
  public var isEstimated: Bool {
    if case .estimated = self { return true }
    return false
  }
}

/// A width and a height dimension (`NSCollectionLayoutSize`).
public struct LayoutSize: Hashable, Sendable {
  /// The width.
  public var widthDimension: LayoutDimension
  /// The height.
  public var heightDimension: LayoutDimension

  /// A size from its two dimensions (`NSCollectionLayoutSize(widthDimension:heightDimension:)`).
  public init(widthDimension: LayoutDimension, heightDimension: LayoutDimension) {
    self.widthDimension = widthDimension
    self.heightDimension = heightDimension
  }
}
