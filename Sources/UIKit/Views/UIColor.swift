package import DisplayList
internal import SceneModel

/// A colour (UIKit's `UIColor`): fixed components, or a dynamic colour that resolves against
/// traits (light or dark), as UIKit's system colours do. The system colours take the values the
/// renderer's scene files use (`docs/traits.md`).
open class UIColor: NSObject, @unchecked Sendable {
  private let resolve: @Sendable (UITraitCollection) -> Color

  private init(resolve: @escaping @Sendable (UITraitCollection) -> Color) {
    self.resolve = resolve
    super.init()
  }

  convenience init(_ color: Color) {
    self.init { _ in color }
  }

  /// A colour from red, green, blue and alpha components, 0 to 1 (clamped when drawn).
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
  }

  /// A grey from a white level and alpha.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// A colour from hue, saturation and brightness (HSB), each 0 to 1, and alpha.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let h = (Double(hue) - Double(hue).rounded(.down)) * 6
    let s = Double(saturation)
    let v = Double(brightness)
    let sector = Int(h) % 6
    let f = h - Double(Int(h))
    let p = v * (1 - s)
    let q = v * (1 - s * f)
    let t = v * (1 - s * (1 - f))
    let (r, g, b): (Double, Double, Double) =
      switch sector {
      case 0: (v, t, p)
      case 1: (q, v, p)
      case 2: (p, v, t)
      case 3: (p, q, v)
      case 4: (t, p, v)
      default: (v, p, q)
      }
    self.init(red: r, green: g, blue: b, alpha: alpha)
  }

  /// A colour from a Core Graphics colour.
  public convenience init(cgColor: CGColor) {
    let c = cgColor.components ?? [0, 0, 0, 1]
    self.init(red: c[0], green: c.count > 2 ? c[1] : c[0], blue: c.count > 2 ? c[2] : c[0], alpha: c.last ?? 1)
  }

  /// A colour that `dynamicProvider` picks for each trait collection.
  public convenience init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
    self.init { traits in dynamicProvider(traits).resolve(traits) }
  }

  /// The colour for `traitCollection`: itself for a fixed colour.
  open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    UIColor(resolve(traitCollection))
  }

  /// The same colour with `alpha` instead of its own.
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    let resolve = self.resolve
    return UIColor { traits in
      var color = resolve(traits)
      color.alpha = Double(alpha)
      return color
    }
  }

  /// The colour for the current traits as a Core Graphics colour.
  open var cgColor: CGColor {
    let color = resolve(UITraitCollection.current)
    return CGColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
  }

  /// Gets the colour's components for the current traits; always succeeds.
  open func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let color = resolve(UITraitCollection.current)
    red?.pointee = color.red
    green?.pointee = color.green
    blue?.pointee = color.blue
    alpha?.pointee = color.alpha
    return true
  }

  /// Equal when both resolve to the same components in light and in dark appearance, as two
  /// `UIColor`s with equal components are equal in UIKit.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    return Self.appearances.allSatisfy { resolve($0) == other.resolve($0) }
  }

  open override var hash: Int {
    var hasher = Hasher()
    for traits in Self.appearances { hasher.combine(resolve(traits)) }
    return hasher.finalize()
  }

  private static let appearances = [
    UITraitCollection(userInterfaceStyle: .light), UITraitCollection(userInterfaceStyle: .dark),
  ]

  /// The colour for `traits`, as the renderer draws it.
  package func rendered(with traits: UITraitCollection) -> Color { resolve(traits) }

  private static func system(_ name: String) -> UIColor {
    guard let dynamic = DynamicColor.system[name] else { return UIColor(.black) }
    return UIColor { traits in dynamic.resolved(for: traits.userInterfaceStyle == .dark ? .dark : .light) }
  }

  private static func named(_ name: String) -> UIColor { UIColor(Color.named[name] ?? .black) }

  // UIKit's fixed colours.
  open class var black: UIColor { named("black") }
  open class var darkGray: UIColor { named("darkGray") }
  open class var lightGray: UIColor { named("lightGray") }
  open class var white: UIColor { named("white") }
  open class var gray: UIColor { named("gray") }
  open class var red: UIColor { named("red") }
  open class var green: UIColor { named("green") }
  open class var blue: UIColor { named("blue") }
  open class var cyan: UIColor { named("cyan") }
  open class var yellow: UIColor { named("yellow") }
  open class var magenta: UIColor { named("magenta") }
  open class var orange: UIColor { named("orange") }
  open class var purple: UIColor { named("purple") }
  open class var brown: UIColor { named("brown") }
  open class var clear: UIColor { named("clear") }

  // UIKit's dynamic system colours (light and dark).
  open class var systemBackground: UIColor { system("systemBackground") }
  open class var secondarySystemBackground: UIColor { system("secondarySystemBackground") }
  open class var tertiarySystemBackground: UIColor { system("tertiarySystemBackground") }
  open class var systemGroupedBackground: UIColor { system("systemGroupedBackground") }
  open class var secondarySystemGroupedBackground: UIColor { system("secondarySystemGroupedBackground") }
  open class var tertiarySystemGroupedBackground: UIColor { system("tertiarySystemGroupedBackground") }
  open class var label: UIColor { system("label") }
  open class var secondaryLabel: UIColor { system("secondaryLabel") }
  open class var tertiaryLabel: UIColor { system("tertiaryLabel") }
  open class var quaternaryLabel: UIColor { system("quaternaryLabel") }
  open class var placeholderText: UIColor { system("placeholderText") }
  open class var link: UIColor { system("link") }
  open class var separator: UIColor { system("separator") }
  open class var opaqueSeparator: UIColor { system("opaqueSeparator") }
  open class var systemFill: UIColor { system("systemFill") }
  open class var secondarySystemFill: UIColor { system("secondarySystemFill") }
  open class var tertiarySystemFill: UIColor { system("tertiarySystemFill") }
  open class var quaternarySystemFill: UIColor { system("quaternarySystemFill") }
  open class var systemBlue: UIColor { system("systemBlue") }
  open class var systemGreen: UIColor { system("systemGreen") }
  open class var systemIndigo: UIColor { system("systemIndigo") }
  open class var systemOrange: UIColor { system("systemOrange") }
  open class var systemPink: UIColor { system("systemPink") }
  open class var systemPurple: UIColor { system("systemPurple") }
  open class var systemRed: UIColor { system("systemRed") }
  open class var systemTeal: UIColor { system("systemTeal") }
  open class var systemYellow: UIColor { system("systemYellow") }
  open class var systemMint: UIColor { system("systemMint") }
  open class var systemCyan: UIColor { system("systemCyan") }
  open class var systemBrown: UIColor { system("systemBrown") }
  open class var systemGray: UIColor { system("systemGray") }
  open class var systemGray2: UIColor { system("systemGray2") }
  open class var systemGray3: UIColor { system("systemGray3") }
  open class var systemGray4: UIColor { system("systemGray4") }
  open class var systemGray5: UIColor { system("systemGray5") }
  open class var systemGray6: UIColor { system("systemGray6") }
  open class var tintColor: UIColor { system("tintColor") }
}
