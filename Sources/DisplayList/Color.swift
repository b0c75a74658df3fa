/// An sRGB colour with straight (not premultiplied) alpha, each component in 0...1.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

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

  public static let black = Color(red: 0, green: 0, blue: 0)
  public static let white = Color(red: 1, green: 1, blue: 1)
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
