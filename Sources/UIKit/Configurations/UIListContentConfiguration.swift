internal import Geometry
package import SceneModel

/// The content of a list cell, header or footer (UIKit's `UIListContentConfiguration`, iOS 14):
/// an image, a primary and a secondary text, their properties, and the margins and paddings
/// between them.
///
/// The configuration is the scene model's ``ListContentConfiguration`` seen through UIKit's
/// property names: each style's defaults (`cell()`, `subtitleCell()`, `groupedHeader()`, …) are
/// the model's, so a configuration made here draws exactly as the same one written in a scene
/// file (see `docs/lists-and-cells.md`).
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  /// The scalar values and the style, in the scene model's terms (the text and image properties
  /// are kept below, with what UIKit adds to them).
  package var base: ListContentConfiguration
  /// The state the configuration was last resolved for.
  package var state: CellConfigurationState?

  package init(model: ListContentConfiguration) {
    base = model
    textProperties = TextProperties(model: model.textProperties)
    secondaryTextProperties = TextProperties(model: model.secondaryTextProperties)
    imageProperties = ImageProperties(model: model.imageProperties)
  }

  /// The configuration in the scene model's terms, colour transformers applied (the image as
  /// set by the bridge, which decodes files).
  package var model: ListContentConfiguration {
    var model = base
    model.text = text ?? attributedText?.string
    model.secondaryText = secondaryText ?? secondaryAttributedText?.string
    model.textProperties = textProperties.resolvedModel
    model.secondaryTextProperties = secondaryTextProperties.resolvedModel
    model.imageProperties = imageProperties.resolvedModel
    return model
  }

  /// The image; nil for none.
  public var image: UIImage?
  /// The primary text.
  public var text: String? {
    get { base.text }
    set { base.text = newValue }
  }
  /// The primary text with attributes; drawn as its string in the text properties' look.
  public var attributedText: NSAttributedString?
  /// The secondary text.
  public var secondaryText: String? {
    get { base.secondaryText }
    set { base.secondaryText = newValue }
  }
  /// The secondary text with attributes; drawn as its string.
  public var secondaryAttributedText: NSAttributedString?
  /// How the image is drawn.
  public var imageProperties: ImageProperties
  /// How the primary text is drawn.
  public var textProperties: TextProperties
  /// How the secondary text is drawn.
  public var secondaryTextProperties: TextProperties
  /// The axes along which the content keeps at least the cell's layout margins (horizontal by
  /// default).
  public var axesPreservingSuperviewLayoutMargins: UIAxis {
    get {
      var axes: UIAxis = []
      if base.axesPreservingSuperviewLayoutMargins.contains(.horizontal) { axes.insert(.horizontal) }
      if base.axesPreservingSuperviewLayoutMargins.contains(.vertical) { axes.insert(.vertical) }
      return axes
    }
    set {
      var axes: ListContentConfiguration.Axes = []
      if newValue.contains(.horizontal) { axes.insert(.horizontal) }
      if newValue.contains(.vertical) { axes.insert(.vertical) }
      base.axesPreservingSuperviewLayoutMargins = axes
    }
  }
  /// The margins around the content.
  public var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get { NSDirectionalEdgeInsets(base.directionalLayoutMargins) }
    set { base.directionalLayoutMargins = newValue.model }
  }
  /// Whether the two texts sit side by side when they fit (`valueCell()`: true).
  public var prefersSideBySideTextAndSecondaryText: Bool {
    get { base.prefersSideBySideTextAndSecondaryText }
    set { base.prefersSideBySideTextAndSecondaryText = newValue }
  }
  /// The space between the image and the texts.
  public var imageToTextPadding: CGFloat {
    get { CGFloat(base.imageToTextPadding) }
    set { base.imageToTextPadding = Double(newValue) }
  }
  /// The space between the two texts side by side.
  public var textToSecondaryTextHorizontalPadding: CGFloat {
    get { CGFloat(base.textToSecondaryTextHorizontalPadding) }
    set { base.textToSecondaryTextHorizontalPadding = Double(newValue) }
  }
  /// The space between the two texts stacked.
  public var textToSecondaryTextVerticalPadding: CGFloat {
    get { CGFloat(base.textToSecondaryTextVerticalPadding) }
    set { base.textToSecondaryTextVerticalPadding = Double(newValue) }
  }
  /// The content's opacity (iOS 18): its texts and image drawn at this alpha.
  public var alpha: CGFloat = 1

  /// A list cell: body text, caption secondary text.
  public static func cell() -> Self { Self(model: .cell()) }
  /// A list cell with the secondary text under the text.
  public static func subtitleCell() -> Self { Self(model: .subtitleCell()) }
  /// A list cell with the secondary text trailing, side by side.
  public static func valueCell() -> Self { Self(model: .valueCell()) }
  /// A plain list's header (iOS 18 prefers `header()`, which adapts to the list).
  public static func plainHeader() -> Self { Self(model: .plainHeader()) }
  /// A plain list's footer.
  public static func plainFooter() -> Self { Self(model: .plainFooter()) }
  /// A grouped list's header (uppercased footnote text).
  public static func groupedHeader() -> Self { Self(model: .groupedHeader()) }
  /// A grouped list's footer.
  public static func groupedFooter() -> Self { Self(model: .groupedFooter()) }
  /// A prominent inset-grouped header (iOS 15).
  public static func prominentInsetGroupedHeader() -> Self { Self(model: .prominentInsetGroupedHeader()) }
  /// An extra-prominent inset-grouped header (iOS 15).
  public static func extraProminentInsetGroupedHeader() -> Self { Self(model: .extraProminentInsetGroupedHeader()) }
  /// A sidebar cell.
  public static func sidebarCell() -> Self { Self(model: .sidebarCell()) }
  /// A sidebar cell with a subtitle.
  public static func sidebarSubtitleCell() -> Self { Self(model: .sidebarSubtitleCell()) }
  /// A sidebar cell beside a content view.
  public static func accompaniedSidebarCell() -> Self { Self(model: .accompaniedSidebarCell()) }
  /// A sidebar cell with a subtitle beside a content view.
  public static func accompaniedSidebarSubtitleCell() -> Self { Self(model: .accompaniedSidebarSubtitleCell()) }
  /// A sidebar header.
  public static func sidebarHeader() -> Self { Self(model: .sidebarHeader()) }
  /// A header that takes the look of the list it is in (iOS 18).
  public static func header() -> Self { Self(model: .header()) }
  /// A footer that takes the look of the list it is in (iOS 18).
  public static func footer() -> Self { Self(model: .footer()) }

  /// A `UIListContentView` showing this configuration (`makeContentView()`).
  @MainActor public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }

  /// The configuration resolved for `state`: the renderer draws it in that state's colours
  /// (disabled text dims, as UIKit's styles do).
  public func updated(for state: any UIConfigurationState) -> Self {
    var resolved = self
    resolved.state = CellConfigurationState(state)
    return resolved
  }

  /// How a configuration's text is drawn (`UIListContentConfiguration.TextProperties`).
  public struct TextProperties: Hashable {
    package var model: ListTextProperties

    package init(model: ListTextProperties) { self.model = model }

    /// The model with the colour transformer applied.
    package var resolvedModel: ListTextProperties {
      guard let colorTransformer else { return model }
      var resolved = model
      resolved.color = colorTransformer(color).configurationColor
      return resolved
    }

    /// The font (a text style's font follows the content size category).
    public var font: UIFont {
      get { UIFont(model.font) }
      set { model.font = newValue.configurationFont }
    }
    /// The colour.
    public var color: UIColor {
      get { UIColor(model.color) }
      set { model.color = newValue.configurationColor }
    }
    /// A change applied to the colour when drawn.
    public var colorTransformer: UIConfigurationColorTransformer?
    /// The alignment.
    public var alignment: TextAlignment {
      get {
        switch model.alignment {
        case .center: .center
        case .justified: .justified
        default: .natural
        }
      }
      set {
        switch newValue {
        case .natural: model.alignment = .natural
        case .center: model.alignment = .center
        case .justified: model.alignment = .justified
        }
      }
    }
    /// How the last line shortens text that does not fit.
    public var lineBreakMode: NSLineBreakMode {
      get { NSLineBreakMode(model.lineBreakMode) }
      set { model.lineBreakMode = newValue.truncation }
    }
    /// The most lines; 0 for any number.
    public var numberOfLines: Int {
      get { model.numberOfLines }
      set { model.numberOfLines = max(0, newValue) }
    }
    /// Whether the font shrinks so the text fits its width (not applied by the renderer).
    public var adjustsFontSizeToFitWidth = false
    /// The smallest scale the font shrinks to (not applied by the renderer).
    public var minimumScaleFactor: CGFloat = 0
    /// Whether letters tighten before truncating (not applied by the renderer).
    public var allowsDefaultTighteningForTruncation = true
    /// Whether the font follows the content size category: text styles always do here.
    public var adjustsFontForContentSizeCategory = true
    /// Whether a truncated text shows in full on a long press (no effect headless).
    public var showsExpansionTextWhenTruncated = false
    /// A change of letter case applied when drawing (grouped headers: uppercase).
    public var transform: TextTransform {
      get {
        switch model.transform {
        case .none: .none
        case .uppercase: .uppercase
        case .lowercase: .lowercase
        case .capitalized: .capitalized
        }
      }
      set {
        switch newValue {
        case .none: model.transform = .none
        case .uppercase: model.transform = .uppercase
        case .lowercase: model.transform = .lowercase
        case .capitalized: model.transform = .capitalized
        }
      }
    }

    /// The colour as drawn, after the transformer.
    public func resolvedColor() -> UIColor { colorTransformer?(color) ?? color }

    /// How text lines align (`UIListContentConfiguration.TextProperties.TextAlignment`).
    public enum TextAlignment: Hashable, Sendable {
      case natural, center, justified
    }

    /// A change of letter case (`UIListContentConfiguration.TextProperties.TextTransform`).
    public enum TextTransform: Hashable, Sendable {
      case none, uppercase, lowercase, capitalized
    }
  }

  /// How a configuration's image is drawn (`UIListContentConfiguration.ImageProperties`).
  public struct ImageProperties: Hashable {
    package var model: ListImageProperties

    package init(model: ListImageProperties) { self.model = model }

    /// The model with the tint transformer applied.
    package var resolvedModel: ListImageProperties {
      guard let tintColorTransformer, let tintColor else { return model }
      var resolved = model
      resolved.tintColor = tintColorTransformer(tintColor).configurationColor
      return resolved
    }

    /// The reserved layout dimension that stands for the standard symbol slot.
    public static let standardDimension = CGFloat(ListImageProperties.standardDimension)

    /// The size a symbol image is drawn at (kept; symbols are drawn at the style's size).
    public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    /// The tint; nil inherits the view's tint.
    public var tintColor: UIColor? {
      get { model.tintColor.map(UIColor.init) }
      set { model.tintColor = newValue?.configurationColor }
    }
    /// A change applied to the tint when drawn.
    public var tintColorTransformer: UIConfigurationColorTransformer?
    /// The corner radius.
    public var cornerRadius: CGFloat {
      get { CGFloat(model.cornerRadius) }
      set { model.cornerRadius = Double(newValue) }
    }
    /// The largest size; zero in a dimension for no limit.
    public var maximumSize: CGSize {
      get { CGSize(width: model.maximumSize.width, height: model.maximumSize.height) }
      set { model.maximumSize = Size(width: Double(newValue.width), height: Double(newValue.height)) }
    }
    /// The space the image takes; `standardDimension` in a dimension for the standard symbol slot.
    public var reservedLayoutSize: CGSize {
      get { CGSize(width: model.reservedLayoutSize.width, height: model.reservedLayoutSize.height) }
      set { model.reservedLayoutSize = Size(width: Double(newValue.width), height: Double(newValue.height)) }
    }
    /// Whether the image stays as it is under Smart Invert (no effect headless).
    public var accessibilityIgnoresInvertColors = false
    /// The colour of a stroke around the image (not drawn by the renderer).
    public var strokeColor: UIColor?
    /// A change applied to the stroke colour.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The stroke's width (not drawn by the renderer).
    public var strokeWidth: CGFloat = 0

    /// The tint as drawn for `tintColor` (the view's), after the transformer.
    public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
      let tint = self.tintColor ?? tintColor
      return tintColorTransformer?(tint) ?? tint
    }

    /// The stroke colour as drawn for `tintColor`.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
      let stroke = strokeColor ?? tintColor
      return strokeColorTransformer?(stroke) ?? stroke
    }
  }
}
