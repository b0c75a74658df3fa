import Appearance
import Geometry

/// How everything looks: the collection view's background, the cells' three views and title, and
/// the headers and footers. Defaults reproduce the Xamarin guide's `AnimalCell` and `Header`.
public struct Style: Hashable, Sendable {
  /// The collection view's `backgroundColor`; `nil` is transparent.
  public var backgroundColor: Color?
  /// The look of the cells.
  public var cell: CellStyle
  /// The look of section headers.
  public var header: SupplementaryStyle
  /// The look of section footers.
  public var footer: SupplementaryStyle
  /// Decoration views' styles by element kind (a layout's decoration kinds, such as the circle
  /// layout's `background`). A kind without a style is not drawn.
  public var decorations: [String: ViewStyle]
  /// Styles of supplementary views of kinds other than header and footer (a layout's own
  /// kinds), by kind. A kind without a style is not drawn.
  public var supplementary: [String: SupplementaryStyle]
  /// The edit menu's look.
  public var menu: MenuStyle
  /// The content configuration of items that give none: their title becomes its text (a list
  /// of plain strings then draws as list cells). nil keeps the cell style's title and image.
  public var listContent: ListContentConfiguration?

  /// A style with a white background and the default cell, header, footer and decoration looks,
  /// unless given.
  public init(
    backgroundColor: Color? = .white, cell: CellStyle = CellStyle(),
    header: SupplementaryStyle = .defaultHeader, footer: SupplementaryStyle = .defaultFooter,
    decorations: [String: ViewStyle] = Style.defaultDecorations,
    supplementary: [String: SupplementaryStyle] = [:], menu: MenuStyle = MenuStyle(),
    listContent: ListContentConfiguration? = nil
  ) {
    self.listContent = listContent
    self.backgroundColor = backgroundColor
    self.cell = cell
    self.header = header
    self.footer = footer
    self.decorations = decorations
    self.supplementary = supplementary
    self.menu = menu
  }

  /// The style of supplementary views of `kind`, or nil when the scene gives none.
  public func supplementaryStyle(ofKind kind: String) -> SupplementaryStyle? {
    switch kind {
    case "header": header
    case "footer": footer
    default: supplementary[kind]
    }
  }

  /// The Xamarin guide's `MyDecorationView`: a red view behind the circle layout's items.
  public static let defaultDecorations: [String: ViewStyle] = [
    "background": ViewStyle(backgroundColor: .uiRed)
  ]
}

/// The look of a plain view: a `UIView` with a layer background, border and corner radius.
public struct ViewStyle: Hashable, Sendable {
  /// `backgroundColor`; nil is transparent.
  public var backgroundColor: Color?
  /// `layer.borderColor`; nil draws no border.
  public var borderColor: Color?
  /// `layer.borderWidth`, drawn inside the view's bounds.
  public var borderWidth: Double
  /// `layer.cornerRadius`.
  public var cornerRadius: Double
  /// `alpha`.
  public var alpha: Double
  /// A uniform scale about the view's centre (`transform = scale(s, s)`); it scales the border too.
  public var scale: Double

  /// A view style; by default transparent, no border, square corners, opaque and at full size.
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
  /// `font`: family and size in points.
  public var font: FontDescription
  /// `textColor`: the colour the text is drawn in.
  public var textColor: Color
  /// `textAlignment`: horizontal alignment within the label.
  public var textAlignment: TextAlignment
  /// Where the text sits vertically in the label (UILabel centres it).
  public var verticalAlignment: VerticalAlignment
  /// `numberOfLines`; 0 is unlimited.
  public var numberOfLines: Int
  /// `lineBreakMode`: where text that does not fit is cut and the ellipsis goes.
  public var truncation: Truncation
  /// Space between the host view's edges and the label.
  public var insets: EdgeInsets
  /// The label's own background, behind its text (the Xamarin guide's yellow header label).
  public var backgroundColor: Color?
  /// The label's frame in its host view; nil fills the host (the text then sits inside
  /// `insets`). The Xamarin guide's header label is `(0, 0, 300, 50)`.
  public var frame: Rect?

  /// A label style; by default black 17-point text, centred both ways on one line, truncated at
  /// the end, filling its host view.
  public init(
    font: FontDescription = FontDescription(family: Style.defaultFontFamily, size: 17),
    textColor: Color = .black, textAlignment: TextAlignment = .center,
    verticalAlignment: VerticalAlignment = .center, numberOfLines: Int = 1,
    truncation: Truncation = .end, insets: EdgeInsets = .zero, backgroundColor: Color? = nil,
    frame: Rect? = nil
  ) {
    self.frame = frame
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
  /// The content view's background while the item is highlighted (the Xamarin guide's `ItemHighlighted`).
  public var highlightedContentColor: Color
  /// The item's title, laid out in the content view, above the image.
  public var titleLabel: LabelStyle
  /// The image view inside the content view (the Xamarin guide's `AnimalCell.imageView`).
  public var imageView: ImageViewStyle

  /// The Xamarin guide's `AnimalCell`: orange background, green selected background, white content view
  /// at 0.8 scale with a 2-pt light-grey border; yellow when highlighted.
  public init(
    backgroundView: ViewStyle = ViewStyle(backgroundColor: .uiOrange),
    selectedBackgroundView: ViewStyle = ViewStyle(backgroundColor: .uiGreen),
    contentView: ViewStyle = ViewStyle(
      backgroundColor: .white, borderColor: .uiLightGray, borderWidth: 2, scale: 0.8),
    highlightedContentColor: Color = .uiYellow,
    titleLabel: LabelStyle = LabelStyle(),
    imageView: ImageViewStyle = ImageViewStyle()
  ) {
    self.imageView = imageView
    self.backgroundView = backgroundView
    self.selectedBackgroundView = selectedBackgroundView
    self.contentView = contentView
    self.highlightedContentColor = highlightedContentColor
    self.titleLabel = titleLabel
  }
}

/// A header's or footer's view and its title label.
public struct SupplementaryStyle: Hashable, Sendable {
  /// The view's background, border and corners.
  public var view: ViewStyle
  /// The look of the title.
  public var titleLabel: LabelStyle

  /// A style with `view` (plain by default) and `titleLabel`.
  public init(view: ViewStyle = ViewStyle(), titleLabel: LabelStyle) {
    self.view = view
    self.titleLabel = titleLabel
  }

  /// The Xamarin guide's `Header`: a transparent view with a yellow label, 17-pt text, left-aligned.
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

/// An image a scene names, decoded when the scene was loaded.
public struct SceneImage: Hashable, Sendable {
  /// The path as the scene file gives it.
  public var path: String
  /// The decoded pixels, shared by every element that shows the image.
  public var bitmap: RasterImage
  /// Pixels per point, from an `@2x`/`@3x` suffix as UIKit's `UIImage(named:)` reads it.
  public var scale: Double

  /// An image at `path` decoded to `bitmap`, at `scale` pixels per point (1 by default).
  public init(path: String, bitmap: RasterImage, scale: Double = 1) {
    self.path = path
    self.bitmap = bitmap
    self.scale = scale
  }

  /// The image's natural size in points (`UIImage.size`).
  public var size: Size { Size(width: Double(bitmap.width) / scale, height: Double(bitmap.height) / scale) }

  /// The scale a file name declares: 2 for `monkey@2x.png`, 3 for `icon@3x.jpg`, else 1.
  public static func scale(ofFileNamed path: String) -> Double {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let stem = name.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: ".")
    for factor in [2, 3] where stem.hasSuffix("@\(factor)x") { return Double(factor) }
    return 1
  }
}

/// How an image fills its image view (`UIView.ContentMode`).
public enum ContentMode: String, Hashable, Sendable, CaseIterable {
  /// Stretched to the view's size (UIImageView's default).
  case scaleToFill
  /// Scaled to fit inside the view, aspect kept, centred (letterboxed).
  case scaleAspectFit
  /// Scaled to cover the view, aspect kept, centred (cropped when clipped).
  case scaleAspectFill
  /// Natural size, centred; and natural size against an edge or a corner:
  case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight

  /// Shorter spellings a scene file may use.
  public static let aliases: [String: ContentMode] = ["aspectFit": .scaleAspectFit, "aspectFill": .scaleAspectFill]
}

/// How big an image view is.
public enum ImageViewSize: Hashable, Sendable {
  /// The image's natural size (`UIImageView(image:)`), the Xamarin guide's choice.
  case natural
  /// The content view's bounds.
  case fill
  /// A fixed size in points.
  case fixed(Size)
}

/// The image view inside a cell's content view: the Xamarin guide's `AnimalCell` puts a
/// `UIImageView(image:)` at the content view's centre and scales it 0.7.
public struct ImageViewStyle: Hashable, Sendable {
  /// The image every cell shows unless an item names its own; nil shows no image.
  public var image: SceneImage?
  /// The image view's layer: background, border, corner radius, alpha, and its scale about its
  /// centre (the Xamarin guide's 0.7).
  public var view: ViewStyle
  /// How big the image view is: the image's own size, or a given one.
  public var size: ImageViewSize
  /// The image view's centre relative to the content view's centre, in points.
  public var centerOffset: Point
  /// `contentMode`: how the image fills the image view.
  public var contentMode: ContentMode
  /// Crop the image to the view's bounds (and corner radius). UIKit's default is false; here it
  /// is true, since an image spilling out of its view is never what a figure wants.
  public var clipsToBounds: Bool

  /// An image view style; by default no image, at 0.7 of the content view's size, scaled to fill
  /// and clipped.
  public init(
    image: SceneImage? = nil, view: ViewStyle = ViewStyle(scale: 0.7), size: ImageViewSize = .natural,
    centerOffset: Point = .zero, contentMode: ContentMode = .scaleToFill, clipsToBounds: Bool = true
  ) {
    self.image = image
    self.view = view
    self.size = size
    self.centerOffset = centerOffset
    self.contentMode = contentMode
    self.clipsToBounds = clipsToBounds
  }
}

/// The edit menu's look: `UIMenuController` of iOS 7–9, a dark translucent rounded callout with
/// white 14-point titles between hairlines, and an arrow at the item.
public struct MenuStyle: Hashable, Sendable {
  /// The menu's background.
  public var backgroundColor: Color
  /// The titles' colour.
  public var textColor: Color
  /// The hairlines between items.
  public var separatorColor: Color
  /// The titles' font.
  public var font: FontDescription
  /// The menu's corner radius, in points.
  public var cornerRadius: Double

  /// A menu style; by default translucent black with white 14-point titles and 8-point corners.
  public init(
    backgroundColor: Color = Color(red: 0, green: 0, blue: 0, alpha: 0.82), textColor: Color = .white,
    separatorColor: Color = Color(red: 1, green: 1, blue: 1, alpha: 0.35),
    font: FontDescription = FontDescription(family: Style.defaultFontFamily, size: 14), cornerRadius: Double = 8
  ) {
    self.backgroundColor = backgroundColor
    self.textColor = textColor
    self.separatorColor = separatorColor
    self.font = font
    self.cornerRadius = cornerRadius
  }
}
