import DisplayList
import Geometry

/// How everything looks: the collection view's background, the cells' three views and title, and
/// the headers and footers. Defaults reproduce the seed article's `AnimalCell` and `Header`.
public struct Style: Hashable, Sendable {
  /// The collection view's `backgroundColor`; `nil` is transparent.
  public var backgroundColor: Color?
  public var cell: CellStyle
  public var header: SupplementaryStyle
  public var footer: SupplementaryStyle
  /// Decoration views' styles by element kind (a layout's decoration kinds, such as the circle
  /// layout's `background`). A kind without a style is not drawn.
  public var decorations: [String: ViewStyle]

  public init(
    backgroundColor: Color? = .white, cell: CellStyle = CellStyle(),
    header: SupplementaryStyle = .defaultHeader, footer: SupplementaryStyle = .defaultFooter,
    decorations: [String: ViewStyle] = Style.defaultDecorations
  ) {
    self.backgroundColor = backgroundColor
    self.cell = cell
    self.header = header
    self.footer = footer
    self.decorations = decorations
  }

  /// The seed's `MyDecorationView`: a red view behind the circle layout's items.
  public static let defaultDecorations: [String: ViewStyle] = [
    "background": ViewStyle(backgroundColor: .uiRed)
  ]
}

/// The look of a plain view: a `UIView` with a layer background, border and corner radius.
public struct ViewStyle: Hashable, Sendable {
  public var backgroundColor: Color?
  public var borderColor: Color?
  /// `layer.borderWidth`, drawn inside the view's bounds.
  public var borderWidth: Double
  /// `layer.cornerRadius`.
  public var cornerRadius: Double
  /// `alpha`.
  public var alpha: Double
  /// A uniform scale about the view's centre (`transform = scale(s, s)`); it scales the border too.
  public var scale: Double

  public init(
    backgroundColor: Color? = nil, borderColor: Color? = nil, borderWidth: Double = 0,
    cornerRadius: Double = 0, alpha: Double = 1, scale: Double = 1
  ) {
    self.backgroundColor = backgroundColor
    self.borderColor = borderColor
    self.borderWidth = borderWidth
    self.cornerRadius = cornerRadius
    self.alpha = alpha
    self.scale = scale
  }

  /// Whether the view draws nothing.
  public var isInvisible: Bool {
    alpha == 0 || ((backgroundColor?.alpha ?? 0) == 0 && (borderWidth == 0 || (borderColor?.alpha ?? 0) == 0))
  }
}

/// The look of a `UILabel`.
public struct LabelStyle: Hashable, Sendable {
  public var font: FontDescription
  public var textColor: Color
  public var textAlignment: TextAlignment
  public var verticalAlignment: VerticalAlignment
  /// `numberOfLines`; 0 is unlimited.
  public var numberOfLines: Int
  public var truncation: Truncation
  /// Space between the host view's edges and the label.
  public var insets: EdgeInsets
  /// The label's own background, behind its text (the seed's yellow header label).
  public var backgroundColor: Color?

  public init(
    font: FontDescription = FontDescription(family: Style.defaultFontFamily, size: 17),
    textColor: Color = .black, textAlignment: TextAlignment = .center,
    verticalAlignment: VerticalAlignment = .center, numberOfLines: Int = 1,
    truncation: Truncation = .end, insets: EdgeInsets = .zero, backgroundColor: Color? = nil
  ) {
    self.font = font
    self.textColor = textColor
    self.textAlignment = textAlignment
    self.verticalAlignment = verticalAlignment
    self.numberOfLines = numberOfLines
    self.truncation = truncation
    self.insets = insets
    self.backgroundColor = backgroundColor
  }
}

/// A cell's three views (`backgroundView`, `selectedBackgroundView`, `contentView`) and its title.
public struct CellStyle: Hashable, Sendable {
  /// Fills the whole cell, beneath everything.
  public var backgroundView: ViewStyle
  /// Shown only while the cell is selected, between the background and the content.
  public var selectedBackgroundView: ViewStyle
  /// The top-most view; holds the title.
  public var contentView: ViewStyle
  /// The content view's background while the item is highlighted (the seed's `ItemHighlighted`).
  public var highlightedContentColor: Color
  /// The item's title, laid out in the content view.
  public var titleLabel: LabelStyle

  /// The seed's `AnimalCell`: orange background, green selected background, white content view
  /// at 0.8 scale with a 2-pt light-grey border; yellow when highlighted.
  public init(
    backgroundView: ViewStyle = ViewStyle(backgroundColor: .uiOrange),
    selectedBackgroundView: ViewStyle = ViewStyle(backgroundColor: .uiGreen),
    contentView: ViewStyle = ViewStyle(
      backgroundColor: .white, borderColor: .uiLightGray, borderWidth: 2, scale: 0.8),
    highlightedContentColor: Color = .uiYellow,
    titleLabel: LabelStyle = LabelStyle()
  ) {
    self.backgroundView = backgroundView
    self.selectedBackgroundView = selectedBackgroundView
    self.contentView = contentView
    self.highlightedContentColor = highlightedContentColor
    self.titleLabel = titleLabel
  }
}

/// A header's or footer's view and its title label.
public struct SupplementaryStyle: Hashable, Sendable {
  public var view: ViewStyle
  public var titleLabel: LabelStyle

  public init(view: ViewStyle = ViewStyle(), titleLabel: LabelStyle) {
    self.view = view
    self.titleLabel = titleLabel
  }

  /// The seed's `Header`: a transparent view with a yellow label, 17-pt text, left-aligned.
  public static let defaultHeader = SupplementaryStyle(
    titleLabel: LabelStyle(
      textAlignment: .natural, insets: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16),
      backgroundColor: .uiYellow))

  /// A plain footer: light-grey 13-pt text, left-aligned.
  public static let defaultFooter = SupplementaryStyle(
    titleLabel: LabelStyle(
      font: FontDescription(family: Style.defaultFontFamily, size: 13),
      textColor: Color(red8: 0x6D, green8: 0x6D, blue8: 0x72), textAlignment: .natural,
      insets: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)))
}

extension Style {
  /// The font family used when a scene names none: DejaVu Sans for Latin, Greek and Cyrillic,
  /// Noto Sans CJK for Chinese, Japanese and Korean (both pinned by the set-up script).
  public static let defaultFontFamily = "DejaVu Sans, Noto Sans CJK SC"
}
