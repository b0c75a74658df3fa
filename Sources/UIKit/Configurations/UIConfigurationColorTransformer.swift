import Synchronization

/// Numbers that tell transformers apart: two transformers are equal when they are copies of one
/// made by the same `init` (closures cannot be compared).
private let transformerCounter = Atomic<Int>(0)

/// A change a configuration applies to one of its colours before drawing it (UIKit's
/// `UIConfigurationColorTransformer`, iOS 14).
public struct UIConfigurationColorTransformer: Hashable {
  /// The change.
  public let transform: (UIColor) -> UIColor
  private let identity: Int

  /// A transformer applying `transform`.
  public init(_ transform: @escaping (UIColor) -> UIColor) {
    self.transform = transform
    identity = transformerCounter.add(1, ordering: .relaxed).newValue
  }

  /// `input` changed.
  public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

  // The three shared transformers hold closures that capture nothing mutable, so sharing them
  // across threads is safe; the closure type is Apple's (not `@Sendable`), hence `unsafe`.

  /// Greys of the colour's luminance (Rec. 709 weights), alpha kept.
  nonisolated(unsafe) public static let grayscale = UIConfigurationColorTransformer { color in
    UIColor(dynamicProvider: { traits in
      let resolved = color.resolvedColor(with: traits)
      var red: CGFloat = 0
      var green: CGFloat = 0
      var blue: CGFloat = 0
      var alpha: CGFloat = 0
      _ = resolved.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
      let luminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue
      return UIColor(white: luminance, alpha: alpha)
    })
  }

  /// The tint colour in place of the colour (the view's tint: system blue here).
  nonisolated(unsafe) public static let preferredTint = UIConfigurationColorTransformer { _ in .tintColor }

  /// The tint colour with the colour's alpha.
  nonisolated(unsafe) public static let monochromeTint = UIConfigurationColorTransformer { color in
    UIColor(dynamicProvider: { traits in
      var red: CGFloat = 0
      var green: CGFloat = 0
      var blue: CGFloat = 0
      var alpha: CGFloat = 0
      _ = color.resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
      return UIColor.tintColor.resolvedColor(with: traits).withAlphaComponent(alpha)
    })
  }

  /// Whether both are the same transformer: made by the same call (each predefined one is shared).
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity == rhs.identity }

  /// Hashes the transformer's identity, as `==` compares it.
  public func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}
