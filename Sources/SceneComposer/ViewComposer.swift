import DisplayList
import Geometry
import SceneModel

/// Draws a plain view (`UIView` with a layer) of a given size, and labels inside views.
enum ViewComposer {
  /// A view filling `size` at the local origin, with `style`'s scale (about the centre) and alpha
  /// applied to it and to `contents`, which are drawn in the view's own coordinates.
  ///
  /// The border is composited above the contents, as `CALayer` does, when the contents hold
  /// more than text (an image view, a label's background); fill and border are one shape
  /// otherwise.
  static func view(
    _ style: ViewStyle, size: Size, backgroundColor: Color? = nil, contents: [DisplayNode] = []
  ) -> [DisplayNode] {
    let fill = backgroundColor ?? style.backgroundColor
    var nodes: [DisplayNode] = []
    let border = style.borderWidth > 0 ? style.borderColor.map { Border(color: $0, width: style.borderWidth) } : nil
    let bounds = Rect(origin: .zero, size: size)
    let borderAbove = border != nil && contents.contains { if case .text = $0 { false } else { true } }
    if fill != nil || (border != nil && !borderAbove) {
      nodes.append(
        .shape(
          ShapeNode(
            rect: bounds, cornerRadius: style.cornerRadius, fill: fill, border: borderAbove ? nil : border)))
    }
    nodes.append(contentsOf: contents)
    if borderAbove {
      nodes.append(.shape(ShapeNode(rect: bounds, cornerRadius: style.cornerRadius, border: border)))
    }
    if nodes.isEmpty || style.alpha == 0 || style.scale == 0 { return [] }
    if style.scale == 1 && style.alpha == 1 { return nodes }
    // `transform = scale(s, s)` on a UIView scales about its centre, border included.
    let transform = AffineTransform.translation(-size.width / 2, -size.height / 2)
      .concatenating(.scale(style.scale, style.scale))
      .concatenating(.translation(size.width / 2, size.height / 2))
    return [.group(DisplayGroup(transform: transform, opacity: style.alpha, children: nodes))]
  }

  /// A label showing `text` inside a host view of `size`: it fills the host (or its own
  /// `frame`), its background behind the text, the text inset by the style's insets.
  static func label(_ text: String?, style: LabelStyle, in size: Size) -> [DisplayNode] {
    let labelFrame = style.frame ?? Rect(origin: .zero, size: size)
    let frame = labelFrame.inset(by: style.insets)
    var nodes: [DisplayNode] = []
    if let background = style.backgroundColor, background.alpha > 0, labelFrame.width > 0, labelFrame.height > 0 {
      nodes.append(.shape(ShapeNode(rect: labelFrame, fill: background)))
    }
    if let text, !text.isEmpty, frame.width > 0, frame.height > 0, style.textColor.alpha > 0 {
      nodes.append(
        .text(
          TextNode(
            text: text, frame: frame, font: style.font, color: style.textColor, alignment: style.textAlignment,
            verticalAlignment: style.verticalAlignment, maximumLines: style.numberOfLines, truncation: style.truncation)
        ))
    }
    return nodes
  }
}
