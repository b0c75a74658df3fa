/// An sRGB colour with straight (not premultiplied) alpha, each component in 0...1.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  /// The red component, 0...1.
  public var red: Double
  /// The green component, 0...1.
  public var green: Double
  /// The blue component, 0...1.
  public var blue: Double
  /// The opacity, 0 (transparent) ... 1 (opaque); the components are not multiplied by it.
  public var alpha: Double

  /// A colour of these components, each 0...1; opaque unless `alpha` is given.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A colour from 8-bit components, as `UIColor(red: r/255, …)`.
  public init(red8: Int, green8: Int, blue8: Int, alpha: Double = 1) {
    self.init(red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255, alpha: alpha)
  }

  /// Opaque black, `#000000`.
  public static let black = Color(red: 0, green: 0, blue: 0)
  /// Opaque white, `#FFFFFF`.
  public static let white = Color(red: 1, green: 1, blue: 1)
  /// Fully transparent black: draws nothing.
  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

  /// `#RRGGBB` or `#RRGGBBAA`.
  public var description: String {
    func hex(_ v: Double) -> String {
      let byte = Int((min(max(v, 0), 1) * 255).rounded())
      let digits = String(byte, radix: 16, uppercase: true)
      return digits.count == 1 ? "0" + digits : digits
    }
    return "#" + hex(red) + hex(green) + hex(blue) + (alpha < 1 ? hex(alpha) : "")
  }
}
