import Geometry

/// A screen to snapshot a scene on: bounds in points and a scale. Replaces the scene's bounds
/// and scale; everything else (offset, inset, layout, data) stays the scene's.
///
/// ```swift
/// Device.iPhoneSE                 // 375×667 points @2x
/// Device(argument: "iphone-15")   // a preset by name
/// Device(argument: "320x480@2")   // any size
/// ```
public struct Device: Sendable, Hashable, CustomStringConvertible {
  /// The name used in reference file names: `flow-grid.iphone-se.png`.
  public var name: String
  /// Bounds in points.
  public var bounds: Size
  /// Pixels per point.
  public var scale: Double

  /// A device named `name` with bounds of `width` × `height` points at `scale` pixels per point.
  public init(name: String, width: Double, height: Double, scale: Double) {
    self.name = name
    self.bounds = Size(width: width, height: height)
    self.scale = scale
  }

  /// An iPhone SE: 375 × 667 points @2x.
  public static let iPhoneSE = Device(name: "iphone-se", width: 375, height: 667, scale: 2)
  /// An iPhone 15: 393 × 852 points @3x.
  public static let iPhone15 = Device(name: "iphone-15", width: 393, height: 852, scale: 3)
  /// A 9.7-inch-class iPad in portrait: 768 × 1024 points @2x.
  public static let iPadPortrait = Device(name: "ipad-portrait", width: 768, height: 1024, scale: 2)
  /// A 9.7-inch-class iPad in landscape: 1024 × 768 points @2x.
  public static let iPadLandscape = Device(name: "ipad-landscape", width: 1024, height: 768, scale: 2)

  /// Every preset, in the order above.
  public static let presets: [Device] = [.iPhoneSE, .iPhone15, .iPadPortrait, .iPadLandscape]

  /// A preset's name (`iphone-se`, `iphone-15`, `ipad-portrait`, `ipad-landscape`) or
  /// `WIDTHxHEIGHT@SCALE` in points (`320x480@2`; `@SCALE` defaults to 1), named as written.
  public init?(argument: String) {
    let text = argument.lowercased()
    if let preset = Self.presets.first(where: { $0.name == text }) {
      self = preset
      return
    }
    let parts = text.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count <= 2 else { return nil }
    let size = parts[0].split(separator: "x", omittingEmptySubsequences: false)
    guard size.count == 2, let width = Double(size[0]), let height = Double(size[1]),
      width.isFinite, height.isFinite, width > 0, height > 0
    else { return nil }
    var scale = 1.0
    if parts.count == 2 {
      guard let value = Double(parts[1]), value.isFinite, value > 0 else { return nil }
      scale = value
    }
    self.init(name: text, width: width, height: height, scale: scale)
  }

  /// `iphone-se (375×667 pt @2x)`.
  public var description: String {
    func number(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }
    return "\(name) (\(number(bounds.width))×\(number(bounds.height)) pt @\(number(scale))x)"
  }
}
