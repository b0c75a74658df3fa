import CollectionLayout
import DisplayList
import Geometry
import SceneModel

/// The edit menu (`UIMenuController` of iOS 7–9) over an item: a dark translucent rounded
/// callout with an arrow at the item, one white title per action between hairlines, drawn above
/// everything, in viewport coordinates.
///
/// Placement, as UIKit does it: centred over the item with the arrow's tip on its top edge; below
/// the item (arrow up) when there is no room above or when asked; kept inside the viewport; the
/// arrow follows the item when the callout is pushed in from an edge. The callout is on the pixel
/// grid, so its edges and hairlines are crisp.
enum MenuComposer {
  /// Height of the callout body, in points.
  static let height = 36.0
  /// Space either side of each title.
  static let padding = 12.0
  /// The arrow's height and half its base.
  static let arrowHeight = 8.0
  static let arrowHalfWidth = 9.0
  /// The closest the callout comes to the viewport's edges.
  static let margin = 6.0

  /// The menu's nodes, or none when the item is not on screen (UIKit hides the menu when its
  /// item scrolls away).
  static func compose(
    _ menu: EditMenu, style: MenuStyle, attributes: [LayoutAttributes], viewport: Viewport, scale: Double,
    measure: any TextMeasuring
  ) -> [DisplayNode] {
    guard
      let target = attributes.first(where: { $0.element == .cell(menu.indexPath) && !$0.isHidden && $0.alpha > 0 })
    else { return [] }
    let item = target.transformedFrame.offsetBy(dx: -viewport.contentOffset.x, dy: -viewport.contentOffset.y)
    let visible = Rect(origin: .zero, size: viewport.size).inset(by: viewport.contentInset)
    guard item.intersects(visible) else { return [] }

    func pixel(_ value: Double) -> Double { (value * scale).rounded(.up) / scale }
    let hairline = 1 / scale
    let widths = menu.actions.map { pixel(measure.measure($0, font: style.font).width) + 2 * padding }
    let width = widths.reduce(0, +) + hairline * Double(widths.count - 1)
    let radius = min(style.cornerRadius, height / 2)

    // Vertical: above (arrow down) unless asked otherwise or there is no room.
    let roomAbove = item.minY - arrowHeight - height >= visible.minY + margin
    let pointsDown: Bool
    switch menu.arrowDirection {
    case .down: pointsDown = true
    case .up: pointsDown = false
    case .default: pointsDown = roomAbove || item.maxY + arrowHeight + height > visible.maxY - margin
    }
    let tipY = pointsDown ? max(item.minY, visible.minY) : min(item.maxY, visible.maxY)
    let top = roundToPixel(pointsDown ? tipY - arrowHeight - height : tipY + arrowHeight, scale: scale)

    // Horizontal: centred on the item, kept inside the viewport.
    var left = item.midX - width / 2
    left = min(left, viewport.size.width - margin - width)
    left = max(left, margin)
    left = roundToPixel(left, scale: scale)
    let bubble = Rect(x: left, y: top, width: width, height: height)
    let arrowX = min(max(item.midX, bubble.minX + radius + arrowHalfWidth), bubble.maxX - radius - arrowHalfWidth)

    var nodes: [DisplayNode] = [
      .path(
        PathNode(
          elements: outline(bubble, radius: radius, arrowX: arrowX, pointsDown: pointsDown), fill: style.backgroundColor
        ))
    ]
    var x = bubble.minX
    for (index, title) in menu.actions.enumerated() {
      if index > 0 {
        nodes.append(
          .shape(
            ShapeNode(rect: Rect(x: x, y: bubble.minY, width: hairline, height: height), fill: style.separatorColor)))
        x += hairline
      }
      nodes.append(
        .text(
          TextNode(
            text: title, frame: Rect(x: x, y: bubble.minY, width: widths[index], height: height), font: style.font,
            color: style.textColor, alignment: .center, verticalAlignment: .center, maximumLines: 1, truncation: .clip))
      )
      x += widths[index]
    }
    return [.group(DisplayGroup(children: nodes))]
  }

  /// The callout's outline, clockwise: a rounded rectangle with the arrow on its bottom edge
  /// (pointing down) or its top edge (pointing up), as one path so a translucent fill never
  /// doubles where they meet.
  static func outline(_ rect: Rect, radius r: Double, arrowX: Double, pointsDown: Bool) -> [PathElement] {
    let quarter = Double.pi / 2
    var path: [PathElement] = [.move(Point(x: rect.minX + r, y: rect.minY))]
    if !pointsDown {
      path += [
        .line(Point(x: arrowX - arrowHalfWidth, y: rect.minY)), .line(Point(x: arrowX, y: rect.minY - arrowHeight)),
        .line(Point(x: arrowX + arrowHalfWidth, y: rect.minY)),
      ]
    }
    path += [
      .arc(center: Point(x: rect.maxX - r, y: rect.minY + r), radius: r, startAngle: -quarter, endAngle: 0),
      .arc(center: Point(x: rect.maxX - r, y: rect.maxY - r), radius: r, startAngle: 0, endAngle: quarter),
    ]
    if pointsDown {
      path += [
        .line(Point(x: arrowX + arrowHalfWidth, y: rect.maxY)), .line(Point(x: arrowX, y: rect.maxY + arrowHeight)),
        .line(Point(x: arrowX - arrowHalfWidth, y: rect.maxY)),
      ]
    }
    path += [
      .arc(center: Point(x: rect.minX + r, y: rect.maxY - r), radius: r, startAngle: quarter, endAngle: 2 * quarter),
      .arc(
        center: Point(x: rect.minX + r, y: rect.minY + r), radius: r, startAngle: 2 * quarter, endAngle: 3 * quarter),
      .close,
    ]
    return path
  }
}
