import DisplayList
import Geometry

extension DisplayNode {
  /// The node drawn `dy` points lower: what the band encoder compares between frames, a node
  /// in content coordinates (its viewport position plus the scroll offset).
  func moved(down dy: Double) -> DisplayNode {
    guard dy != 0 else { return self }
    switch self {
    case .group(var group):
      // The group's transform maps its children into our space: moving it moves them all.
      group.transform.ty += dy
      return .group(group)
    case .shape(var shape):
      shape.rect.origin.y += dy
      return .shape(shape)
    case .text(var text):
      text.frame.origin.y += dy
      return .text(text)
    case .image(var image):
      image.rect.origin.y += dy
      return .image(image)
    case .path(var path):
      path.elements = path.elements.map { element in
        switch element {
        case .move(let point): .move(Point(x: point.x, y: point.y + dy))
        case .line(let point): .line(Point(x: point.x, y: point.y + dy))
        case .arc(let center, let radius, let start, let end):
          .arc(center: Point(x: center.x, y: center.y + dy), radius: radius, startAngle: start, endAngle: end)
        case .curve(let control1, let control2, let end):
          .curve(
            control1: Point(x: control1.x, y: control1.y + dy), control2: Point(x: control2.x, y: control2.y + dy),
            to: Point(x: end.x, y: end.y + dy))
        case .close: .close
        }
      }
      return .path(path)
    }
  }
}
