import Foundation
import Synchronization

/// Folders `UIImage(named:)` looks in besides the main bundle, in the order given (see
/// `UIImage.addResourceFolder(_:)` in the rendering library).
private let resourceFolders = Mutex<[String]>([])

/// An image (UIKit's `UIImage`): a file found by name, or an SF Symbol by name. Headless, the
/// image is kept as where it comes from; the renderer decodes files when it draws them and draws
/// symbols from its own set of vector glyphs (see `docs/lists-and-cells.md`: a name outside the
/// set draws a visible box with the name, never nothing).
open class UIImage: NSObject, @unchecked Sendable {
  /// Where the image comes from.
  package enum Source: Hashable, Sendable {
    /// A PNG or JPEG file.
    case file(path: String)
    /// An SF Symbol by name.
    case symbol(name: String)
  }

  /// Where the image comes from.
  package let source: Source
  /// The tint the image was given (`withTintColor(_:)`).
  package let tint: UIColor?
  /// How the image is drawn.
  public let renderingMode: RenderingMode
  /// The symbol configuration (size, weight, scale) of a symbol image.
  public let symbolConfiguration: SymbolConfiguration?

  package init(
    source: Source, tint: UIColor? = nil, renderingMode: RenderingMode = .automatic,
    symbolConfiguration: SymbolConfiguration? = nil
  ) {
    self.source = source
    self.tint = tint
    self.renderingMode = renderingMode
    self.symbolConfiguration = symbolConfiguration
    super.init()
  }

  /// The image file named `name` in the main bundle or a registered resource folder: the name
  /// as given, or with `.png`, `@2x.png`, `@3x.png`, `.jpg` or `.jpeg` added; nil when none is
  /// there.
  public convenience init?(named name: String) {
    let folders =
      resourceFolders.withLock { $0 } + [Bundle.main.resourcePath, Bundle.main.bundlePath].compactMap { $0 }
    guard let path = Self.find(name, in: folders) else { return nil }
    self.init(source: .file(path: path))
  }

  /// The image file named `name` in `bundle` (the main bundle when nil); the traits are not
  /// used (asset catalogs are not read).
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
    let bundle = bundle ?? .main
    let folders = [bundle.resourcePath, bundle.bundlePath].compactMap { $0 }
    guard let path = Self.find(name, in: folders) else { return nil }
    self.init(source: .file(path: path))
  }

  /// The image in the file at `path`; nil when there is no file there.
  public convenience init?(contentsOfFile path: String) {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    self.init(source: .file(path: path))
  }

  /// The SF Symbol named `name`. Unlike UIKit, every name gives an image: a name outside the
  /// renderer's glyph set draws as a visible box with the name.
  public convenience init?(systemName name: String) {
    guard !name.isEmpty else { return nil }
    self.init(source: .symbol(name: name))
  }

  /// The SF Symbol named `name` in `configuration`.
  public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
    guard !name.isEmpty else { return nil }
    self.init(source: .symbol(name: name), symbolConfiguration: configuration as? SymbolConfiguration)
  }

  /// The same image drawn in `color` (as a template).
  open func withTintColor(_ color: UIColor) -> UIImage {
    UIImage(source: source, tint: color, renderingMode: .alwaysTemplate, symbolConfiguration: symbolConfiguration)
  }

  /// The same image drawn in `color` with `renderingMode`.
  open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
    UIImage(source: source, tint: color, renderingMode: renderingMode, symbolConfiguration: symbolConfiguration)
  }

  /// The same image drawn with `renderingMode`.
  open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    UIImage(source: source, tint: tint, renderingMode: renderingMode, symbolConfiguration: symbolConfiguration)
  }

  /// The same image with a symbol configuration.
  open func withConfiguration(_ configuration: Configuration) -> UIImage {
    UIImage(
      source: source, tint: tint, renderingMode: renderingMode,
      symbolConfiguration: configuration as? SymbolConfiguration ?? symbolConfiguration)
  }

  /// The same symbol image with `configuration` applied over its own.
  open func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
    guard case .symbol = source else { return nil }
    return UIImage(source: source, tint: tint, renderingMode: renderingMode, symbolConfiguration: configuration)
  }

  /// Whether the image is an SF Symbol.
  open var isSymbolImage: Bool {
    if case .symbol = source { return true }
    return false
  }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIImage else { return false }
    return source == other.source && tint == other.tint && renderingMode == other.renderingMode
      && symbolConfiguration == other.symbolConfiguration
  }

  open override var hash: Int { source.hashValue }

  /// Adds a folder `UIImage(named:)` looks in (after the folders added before it, before the
  /// main bundle).
  package static func addResourceFolder(_ path: String) {
    resourceFolders.withLock { if !$0.contains(path) { $0.append(path) } }
  }

  /// Forgets the folders added with `addResourceFolder(_:)`.
  package static func removeResourceFolders() {
    resourceFolders.withLock { $0.removeAll() }
  }

  private static func find(_ name: String, in folders: [String]) -> String? {
    guard !name.isEmpty, !name.contains("\0") else { return nil }
    let candidates = [name, name + ".png", name + "@2x.png", name + "@3x.png", name + ".jpg", name + ".jpeg"]
    for folder in folders {
      for candidate in candidates {
        let path = (folder as NSString).appendingPathComponent(candidate)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
          return path
        }
      }
    }
    return nil
  }

  /// How an image is drawn (`UIImage.RenderingMode`).
  public enum RenderingMode: Int, Sendable {
    /// As the context decides: symbols as templates, files as they are.
    case automatic = 0
    /// The file's own colours.
    case alwaysOriginal = 1
    /// The shape filled with the tint colour.
    case alwaysTemplate = 2
  }

  /// An image configuration (`UIImage.Configuration`).
  open class Configuration: NSObject, @unchecked Sendable {}

  /// How a symbol image is sized (`UIImage.SymbolConfiguration`): a point size or a text style,
  /// a weight and a scale.
  open class SymbolConfiguration: Configuration, @unchecked Sendable {
    /// The point size; nil to follow the text style or the context.
    public let pointSize: CGFloat?
    /// The text style the symbol's size follows.
    public let textStyle: UIFont.TextStyle?
    /// The weight.
    public let weight: SymbolWeight
    /// The scale relative to the text.
    public let scale: SymbolScale

    package init(pointSize: CGFloat?, textStyle: UIFont.TextStyle?, weight: SymbolWeight, scale: SymbolScale) {
      self.pointSize = pointSize
      self.textStyle = textStyle
      self.weight = weight
      self.scale = scale
    }

    /// A configuration of `pointSize`.
    public convenience init(pointSize: CGFloat) {
      self.init(pointSize: pointSize, textStyle: nil, weight: .unspecified, scale: .default)
    }
    /// A configuration of `pointSize` and `weight`.
    public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
      self.init(pointSize: pointSize, textStyle: nil, weight: weight, scale: .default)
    }
    /// A configuration of `pointSize`, `weight` and `scale`.
    public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
      self.init(pointSize: pointSize, textStyle: nil, weight: weight, scale: scale)
    }
    /// A configuration following `textStyle`.
    public convenience init(textStyle: UIFont.TextStyle) {
      self.init(pointSize: nil, textStyle: textStyle, weight: .unspecified, scale: .default)
    }
    /// A configuration following `textStyle` at `scale`.
    public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
      self.init(pointSize: nil, textStyle: textStyle, weight: .unspecified, scale: scale)
    }
    /// A configuration of `weight`.
    public convenience init(weight: SymbolWeight) {
      self.init(pointSize: nil, textStyle: nil, weight: weight, scale: .default)
    }
    /// A configuration of `scale`.
    public convenience init(scale: SymbolScale) {
      self.init(pointSize: nil, textStyle: nil, weight: .unspecified, scale: scale)
    }
    /// A configuration sized like `font`.
    public convenience init(font: UIFont) {
      self.init(pointSize: font.pointSize, textStyle: nil, weight: .unspecified, scale: .default)
    }

    open override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? SymbolConfiguration else { return false }
      return pointSize == other.pointSize && textStyle == other.textStyle && weight == other.weight
        && scale == other.scale
    }

    open override var hash: Int { pointSize.hashValue ^ weight.hashValue }
  }

  /// A symbol's weight (`UIImage.SymbolWeight`).
  public enum SymbolWeight: Int, Sendable {
    case unspecified = 0
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
  }

  /// A symbol's scale relative to text (`UIImage.SymbolScale`).
  public enum SymbolScale: Int, Sendable {
    case `default` = -1
    case unspecified = 0
    case small, medium, large
  }
}
