import DisplayList
import Geometry

/// Display lists built in code for the rendering tests, and the few words of sample text they
/// use (copied from `/work/shared/seeds/`, the Xamarin "Collection Views" article in five
/// languages, so tests never read files outside the package).
enum Scenes {
  static let orange = Color(red8: 0xFF, green8: 0x95, blue8: 0x00)
  static let green = Color(red8: 0x34, green8: 0xC7, blue8: 0x59)
  static let lightGrey = Color(red8: 0xD3, green8: 0xD3, blue8: 0xD3)
  static let blue = Color(red8: 0x00, green8: 0x7A, blue8: 0xFF)
  static let red = Color(red8: 0xFF, green8: 0x3B, blue8: 0x30)

  static let english = "Collection Views in Xamarin.iOS"
  static let spanish = "Vistas de colección en Xamarin.iOS"
  /// Short phrases that fit one 148-point line at 12 points.
  static let englishShort = "Collection Views"
  static let spanishShort = "Vistas de colección"
  static let italianShort = "di più elementi"
  static let chineseShort = "Xamarin 中的集合视图"
  static let koreanShort = "iOS에서 컬렉션 뷰"
  static let englishParagraph =
    "Collection Views allow content to be displayed using arbitrary layouts. They allow easily "
    + "creating grid-like layouts out of the box, while also supporting custom layouts."
  /// "Hello, world" in Hebrew and Arabic (not in the Xamarin guide; right-to-left samples).
  static let hebrew = "שלום עולם"
  static let arabic = "مرحبا بالعالم"

  static func font(_ size: Double, _ weight: FontWeight = .regular) -> FontDescription {
    FontDescription(family: "DejaVu Sans", size: size, weight: weight)
  }

  /// `transform` applied about `point` (UIKit applies layer transforms about the centre).
  static func transform(_ transform: AffineTransform, about point: Point) -> AffineTransform {
    AffineTransform.translation(-point.x, -point.y)
      .concatenating(transform)
      .concatenating(.translation(point.x, point.y))
  }

  /// One collection-view cell as UIKit stacks it: `backgroundView` (orange),
  /// `selectedBackgroundView` (green, only when selected), and the `contentView` (white, scaled
  /// to 80 % about the centre, with a 2-point light-grey border and the item number centred).
  static func cell(_ frame: Rect, number: Int, selected: Bool, fontSize: Double = 17) -> DisplayNode {
    var layers: [DisplayNode] = [.shape(ShapeNode(rect: frame, fill: orange))]
    if selected { layers.append(.shape(ShapeNode(rect: frame, fill: green))) }
    let content = DisplayGroup(
      transform: transform(.scale(0.8, 0.8), about: frame.center),
      children: [
        .shape(ShapeNode(rect: frame, fill: .white, border: Border(color: lightGrey, width: 2))),
        .text(
          TextNode(
            text: String(number), frame: frame, font: font(fontSize), color: .black,
            alignment: .center, verticalAlignment: .center)),
      ])
    layers.append(.group(content))
    return .group(DisplayGroup(children: layers))
  }

  /// Two cells, the second selected: 80×60 points.
  static let cellLayers = DisplayList(
    size: Size(width: 80, height: 60), background: .white,
    nodes: [
      cell(Rect(x: 4, y: 10, width: 34, height: 40), number: 7, selected: false),
      cell(Rect(x: 42, y: 10, width: 34, height: 40), number: 42, selected: true),
    ])

  /// Plain, rounded and capsule rectangles with thin, thick and wider-than-radius borders;
  /// a translucent fill; a border-only shape. 80×60 points.
  static let roundedCorners = DisplayList(
    size: Size(width: 80, height: 60), background: Color(red8: 0xF2, green8: 0xF2, blue8: 0xF7),
    nodes: [
      .shape(
        ShapeNode(
          rect: Rect(x: 4, y: 4, width: 22, height: 22), fill: orange, border: Border(color: .black, width: 1))),
      .shape(
        ShapeNode(
          rect: Rect(x: 30, y: 4, width: 22, height: 22), cornerRadius: 6, fill: blue,
          border: Border(color: lightGrey, width: 3))),
      .shape(
        ShapeNode(
          rect: Rect(x: 56, y: 4, width: 20, height: 22), cornerRadius: 3, fill: .white,
          border: Border(color: red, width: 6))),
      .shape(
        ShapeNode(
          rect: Rect(x: 4, y: 32, width: 40, height: 22), cornerRadius: 100, fill: green,
          border: Border(color: .black, width: 2))),
      .shape(
        ShapeNode(
          rect: Rect(x: 34, y: 36, width: 24, height: 18), cornerRadius: 4,
          fill: Color(red: 1, green: 0, blue: 0, alpha: 0.5))),
      .shape(
        ShapeNode(
          rect: Rect(x: 62, y: 32, width: 14, height: 22), cornerRadius: 7, border: Border(color: blue, width: 1.5))),
    ])

  /// A translucent group of two overlapping squares (the overlap must not show through), a
  /// group scaled 1.5× about its centre, and a clipped group. 80×60 points.
  static let groupOpacityAndScale = DisplayList(
    size: Size(width: 80, height: 60), background: .white,
    nodes: [
      .group(
        DisplayGroup(
          opacity: 0.5,
          children: [
            .shape(ShapeNode(rect: Rect(x: 4, y: 4, width: 20, height: 20), fill: red)),
            .shape(ShapeNode(rect: Rect(x: 14, y: 14, width: 20, height: 20), fill: blue)),
          ])),
      .group(
        DisplayGroup(
          transform: transform(.scale(1.5, 1.5), about: Point(x: 56, y: 16)),
          children: [
            .shape(
              ShapeNode(
                rect: Rect(x: 48, y: 8, width: 16, height: 16), cornerRadius: 3, fill: orange,
                border: Border(color: .black, width: 1)))
          ])),
      .group(
        DisplayGroup(
          transform: .translation(10, 36), clip: Rect(x: 0, y: 0, width: 30, height: 18),
          children: [
            .shape(ShapeNode(rect: Rect(x: -10, y: -10, width: 40, height: 40), cornerRadius: 20, fill: green))
          ])),
      .group(
        DisplayGroup(
          transform: transform(.rotation(.pi / 8), about: Point(x: 62, y: 45)), opacity: 0.8,
          children: [
            .shape(
              ShapeNode(
                rect: Rect(x: 52, y: 38, width: 20, height: 14), fill: blue, border: Border(color: .black, width: 1)))
          ])),
    ])

  /// One line in each of English, Spanish, Italian, Chinese and Korean. 160×110 points.
  static let multilingualText: DisplayList = {
    let lines = [englishShort, spanishShort, italianShort, chineseShort, koreanShort]
    let nodes = lines.enumerated().map { index, line in
      DisplayNode.text(
        TextNode(
          text: line, frame: Rect(x: 6, y: 4 + Double(index) * 21, width: 148, height: 20),
          font: font(12), color: .black, alignment: .left))
    }
    return DisplayList(size: Size(width: 160, height: 110), background: .white, nodes: nodes)
  }()

  /// A paragraph wrapped to three lines with an end ellipsis; one limited by its frame's height
  /// (`maximumLines` 0), with an ellipsis; the same clipped, the two whole lines that fit and
  /// nothing of the third; head and middle truncation on one line; a clipped line. 160×120 points.
  static let wrappingAndTruncation: DisplayList = {
    func label(_ frame: Rect, lines: Int, _ truncation: Truncation, _ text: String = englishParagraph) -> DisplayNode {
      .text(
        TextNode(
          text: text, frame: frame, font: font(10), color: .black, alignment: .natural,
          verticalAlignment: .top, maximumLines: lines, truncation: truncation))
    }
    let guides = [
      Rect(x: 4, y: 4, width: 152, height: 40), Rect(x: 4, y: 48, width: 74, height: 34),
      Rect(x: 82, y: 48, width: 74, height: 34),
    ].map { DisplayNode.shape(ShapeNode(rect: $0, fill: Color(red8: 0xEE, green8: 0xF4, blue8: 0xFF))) }
    return DisplayList(
      size: Size(width: 160, height: 120), background: .white,
      nodes: guides + [
        label(Rect(x: 4, y: 4, width: 152, height: 40), lines: 3, .end),
        label(Rect(x: 4, y: 48, width: 74, height: 34), lines: 0, .end),
        label(Rect(x: 82, y: 48, width: 74, height: 34), lines: 0, .clip),
        label(Rect(x: 4, y: 84, width: 152, height: 12), lines: 1, .head, english + " — " + spanish),
        label(Rect(x: 4, y: 96, width: 152, height: 12), lines: 1, .middle, english + " — " + spanish),
        label(Rect(x: 4, y: 108, width: 152, height: 12), lines: 1, .clip, english + " — " + spanish),
      ])
  }()

  /// Hebrew and Arabic with natural alignment (right), explicit left and centre, and English
  /// natural (left) for contrast, each over a tinted frame. 160×100 points.
  static let rightToLeftText: DisplayList = {
    let rows: [(String, TextAlignment)] = [
      (hebrew, .natural), (arabic, .natural), (arabic, .left), (hebrew, .center), (english, .natural),
    ]
    var nodes: [DisplayNode] = []
    for (index, (text, alignment)) in rows.enumerated() {
      let frame = Rect(x: 6, y: 4 + Double(index) * 19, width: 148, height: 17)
      nodes.append(.shape(ShapeNode(rect: frame, fill: Color(red8: 0xEE, green8: 0xF4, blue8: 0xFF))))
      nodes.append(.text(TextNode(text: text, frame: frame, font: font(12), color: .black, alignment: alignment)))
    }
    return DisplayList(size: Size(width: 160, height: 100), background: .white, nodes: nodes)
  }()
}
