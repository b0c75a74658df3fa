import CollectionLayout
import DisplayList
import Geometry
import SceneModel

/// The edit menu (`UIMenuController` of iOS 7–9) over an item: a dark translucent rounded
/// callout with an arrow at the item, one white title per action between hairlines, drawn above
/// everything, in viewport coordinates.
///
/// Placement, as UIMenuController does it: centred over the target item with the arrow's tip on
/// its top edge; below the item (arrow up) when there is no room above or when asked; kept inside
/// the viewport's safe area (its bounds less the content inset) with a small margin; the arrow
/// follows the item's centre when the callout is pushed in from an edge, stopping short of the
/// rounded corners. A menu wider than the safe area is paged as UIKit pages it: the first page
/// shows the actions that fit and a "▸" button that would show the rest. The callout is on the
/// pixel grid, so its edges and hairlines are crisp.
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
  /// The title of the button that turns to the next page of a menu too wide for the viewport.
  static let nextPageTitle = "▸"

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
    guard item.overlaps(visible) else { return [] }

    func pixel(_ value: Double) -> Double { (value * scale).rounded(.up) / scale }
    let hairline = 1 / scale
    let available = visible.width - 2 * margin
    let (titles, widths) = firstPage(
      menu.actions.map { ($0, pixel(measure.measure($0, font: style.font).width) + 2 * padding) },
      nextPageWidth: pixel(measure.measure(nextPageTitle, font: style.font).width) + padding, hairline: hairline,
      available: available)
    let width = widths.reduce(0, +) + hairline * Double(widths.count - 1)
    let radius = min(style.cornerRadius, height / 2)

    // Vertical: above (arrow down) unless asked otherwise or there is no room; then below (arrow
    // up). An item taller than the room leaves neither: the callout hangs from the top of its
    // visible part, arrow up, over the item.
    let roomAbove = item.minY - arrowHeight - height >= visible.minY + margin
    let roomBelow = item.maxY + arrowHeight + height <= visible.maxY - margin
    let pointsDown: Bool
    switch menu.arrowDirection {
    case .down: pointsDown = true
    case .up: pointsDown = false
    case .default: pointsDown = roomAbove
    }
    var tipY = pointsDown ? max(item.minY, visible.minY) : min(item.maxY, visible.maxY)
    if menu.arrowDirection == .default && !roomAbove && !roomBelow { tipY = max(item.minY, visible.minY) }
    let top = roundToPixel(pointsDown ? tipY - arrowHeight - height : tipY + arrowHeight, scale: scale)

    // Horizontal: centred on the item, kept inside the safe area.
    var left = item.midX - width / 2
    left = min(left, visible.maxX - margin - width)
    left = max(left, visible.minX + margin)
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
    for (index, title) in titles.enumerated() {
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

  /// The titles on the menu's first page and their widths: every action when they fit in
  /// `available` points; otherwise as many as fit beside a next-page button (at least one),
  /// followed by that button.
  static func firstPage(
    _ actions: [(title: String, width: Double)], nextPageWidth: Double, hairline: Double, available: Double
  ) -> (titles: [String], widths: [Double]) {
    let total = actions.map(\.width).reduce(0, +) + hairline * Double(max(actions.count - 1, 0))
    guard total > available, actions.count > 1 else { return (actions.map(\.title), actions.map(\.width)) }
    var titles: [String] = []
    var widths: [Double] = []
    var used = nextPageWidth
    for action in actions {
      let needed = action.width + hairline
      guard titles.isEmpty || used + needed <= available else { break }
      titles.append(action.title)
      widths.append(action.width)
      used += needed
    }
    return (titles + [nextPageTitle], widths + [nextPageWidth])
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
