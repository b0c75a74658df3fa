/// A colour as Core Graphics holds it (`CGColor`): device RGB components with alpha. UIKit
/// hands it out as `UIColor.cgColor` and layers take it (`CALayer.borderColor`).
public final class CGColor: @unchecked Sendable {
  /// The red, green, blue and alpha components, 0 to 1.
  public let components: [CGFloat]?

  /// A colour from red, green, blue and alpha components, each 0 to 1 (clamped).
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = [red, green, blue, alpha].map { Swift.min(Swift.max($0, 0), 1) }
  }

  /// A grey from a white level and alpha, each 0 to 1.
  public convenience init(gray: CGFloat, alpha: CGFloat) {
    self.init(red: gray, green: gray, blue: gray, alpha: alpha)
  }

  /// The alpha component.
  public var alpha: CGFloat { components?.last ?? 1 }

  /// The number of components (red, green, blue, alpha).
  public var numberOfComponents: Int { components?.count ?? 0 }

  /// Black, white and clear.
  public static let black = CGColor(gray: 0, alpha: 1)
  /// Opaque white: gray 1, alpha 1 (Core Graphics' `CGColor.white`).
  public static let white = CGColor(gray: 1, alpha: 1)
  /// Fully transparent: gray 0, alpha 0 (Core Graphics' `CGColor.clear`).
  public static let clear = CGColor(gray: 0, alpha: 0)
}
