import DisplayList
import Geometry
import SceneFile

/// Draws a plain view (`UIView` with a layer) of a given size, and labels inside views.
enum ViewComposer {
  /// A view filling `size` at the local origin, with `style`'s scale (about the centre) and alpha
  /// applied to it and to `contents`, which are drawn in the view's own coordinates.
  static func view(
    _ style: ViewStyle, size: Size, backgroundColor: Color? = nil, contents: [DisplayNode] = []
  ) -> [DisplayNode] {
    let fill = backgroundColor ?? style.backgroundColor
    var nodes: [DisplayNode] = []
    let border = style.borderWidth > 0 ? style.borderColor.map { Border(color: $0, width: style.borderWidth) } : nil
    if fill != nil || border != nil {
      nodes.append(.shape(ShapeNode(
        rect: Rect(origin: .zero, size: size), cornerRadius: style.cornerRadius, fill: fill, border: border)))
    }
    nodes.append(contentsOf: contents)
    if nodes.isEmpty || style.alpha == 0 || style.scale == 0 { return [] }
    if style.scale == 1 && style.alpha == 1 { return nodes }
    // `transform = scale(s, s)` on a UIView scales about its centre, border included.
    let transform = AffineTransform.translation(-size.width / 2, -size.height / 2)
      .concatenating(.scale(style.scale, style.scale))
      .concatenating(.translation(size.width / 2, size.height / 2))
    return [.group(DisplayGroup(transform: transform, opacity: style.alpha, children: nodes))]
  }

  /// A label showing `text` inside a host view of `size`, inset by the style's insets.
  static func label(_ text: String?, style: LabelStyle, in size: Size) -> [DisplayNode] {
    let frame = Rect(origin: .zero, size: size).inset(by: style.insets)
    var nodes: [DisplayNode] = []
    if let background = style.backgroundColor, background.alpha > 0 {
      nodes.append(.shape(ShapeNode(rect: Rect(origin: .zero, size: size), fill: background)))
    }
    if let text, !text.isEmpty, frame.width > 0, frame.height > 0, style.textColor.alpha > 0 {
      nodes.append(.text(TextNode(
        text: text, frame: frame, font: style.font, color: style.textColor, alignment: style.textAlignment,
        verticalAlignment: style.verticalAlignment, maximumLines: style.numberOfLines, truncation: style.truncation)))
    }
    return nodes
  }
}
