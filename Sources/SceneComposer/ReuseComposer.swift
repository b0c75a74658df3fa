import CollectionLayout
import DisplayList
import Geometry
import SceneModel

/// Draws an overview's ``ReuseChange`` (the Xamarin guide's cell-reuse figure): the previous
/// viewport outlined thinly, a "queued" badge on each cell that left the visible area and a
/// "dequeued" badge on each cell that came on screen, and, beside the content, the reuse queue
/// holding the queued cells (scaled down), with an arrow into it from the cells that left and
/// one out of it to the cells that came. Nothing is drawn for a scroll that changed no cell but
/// the outline and the empty queue.
enum ReuseComposer {
  /// Room between the content's right edge and the queue, for the arrows and their labels.
  static let gap = 64.0
  static let badgeFont = FontDescription(family: Style.defaultFontFamily, size: 9, weight: .bold)
  static let titleFont = FontDescription(family: Style.defaultFontFamily, size: 11, weight: .semibold)
  static let labelFont = FontDescription(family: Style.defaultFontFamily, size: 9, weight: .semibold)

  /// The width an overview's image gains for the queue, on the pixel grid.
  static func extraWidth(_ annotation: ReuseAnnotation, scale: Double) -> Double {
    let scale = scale > 0 && scale.isFinite ? scale : 1
    return ((gap + annotation.queueWidth) * scale).rounded(.up) / scale
  }

  /// The annotation's nodes, in the image's coordinates, whose top-left corner is the content
  /// point `region.origin`; `region` is the overview's region without the queue, `scrollable`
  /// the scrollable area in content coordinates, `attributes` the elements the overview draws.
  static func compose(
    _ change: ReuseChange, annotation: ReuseAnnotation, scene: Scene, attributes: [LayoutAttributes],
    region: Rect, scrollable: Rect, margin: Double, measure: any TextMeasuring
  ) -> (below: [DisplayNode], above: [DisplayNode]) {
    let dx = -region.minX
    let dy = -region.minY
    func image(_ rect: Rect) -> Rect { rect.offsetBy(dx: dx, dy: dy) }
    // The frames as the overview draws them (queued cells may have moved with the offset).
    var drawn: [ElementID: Rect] = [:]
    for element in attributes { drawn[element.element] = element.transformedFrame }
    let queued = change.queued.map { image(drawn[$0.element] ?? $0.transformedFrame) }
    let dequeued = change.dequeued.map { image(drawn[$0.element] ?? $0.transformedFrame) }

    // Under the current viewport's outline: the previous one, thin.
    var below: [DisplayNode] = []
    let previous = image(change.previousBounds).inset(by: EdgeInsets(top: -1.5, left: -1.5, bottom: -1.5, right: -1.5))
    below.append(
      .shape(ShapeNode(rect: previous, border: Border(color: ReuseAnnotation.previousViewportColor, width: 1.5))))

    var above: [DisplayNode] = []
    for frame in queued { above += badge("queued", color: annotation.queuedColor, over: frame, measure: measure) }
    for frame in dequeued { above += badge("dequeued", color: annotation.dequeuedColor, over: frame, measure: measure) }

    // The queue: a rounded box as tall as the content, beside it.
    let contentRight = region.width - margin
    let top = image(scrollable).minY
    let box = Rect(
      x: contentRight + gap, y: top, width: annotation.queueWidth, height: max(image(scrollable).height, 80))
    above += queueBox(box, annotation: annotation)
    let queue = queuedCells(change.queued, in: box, scene: scene, annotation: annotation, measure: measure)
    above += queue.nodes
    let slots = queue.slots

    // Into the queue level with the cells that left; out of it level with the cells that came.
    let start = contentRight + 8
    let end = box.minX - 4
    func level(_ frames: [Rect]) -> Double { min(max(mean(frames.map(\.midY)), box.minY + 12), box.maxY - 12) }
    if !slots.isEmpty, !queued.isEmpty {
      let from = Point(x: start, y: level(queued))
      let to = Point(x: end, y: from.y)
      above.append(arrow(from: from, to: to, color: annotation.queuedColor))
      above.append(label("enqueue", at: from, to: to, color: annotation.queuedColor, measure: measure))
    }
    if !dequeued.isEmpty {
      let from = Point(x: end, y: level(dequeued))
      let to = Point(x: start, y: from.y)
      above.append(arrow(from: from, to: to, color: annotation.dequeuedColor))
      above.append(label("dequeue", at: from, to: to, color: annotation.dequeuedColor, measure: measure))
    }
    return (below, above)
  }

  /// The reuse queue's box, rounded, with its title.
  private static func queueBox(_ box: Rect, annotation: ReuseAnnotation) -> [DisplayNode] {
    var above: [DisplayNode] = []
    above.append(
      .shape(
        ShapeNode(
          rect: box, cornerRadius: 10, fill: Color(red8: 0xFF, green8: 0xFF, blue8: 0xFF),
          border: Border(color: annotation.queuedColor, width: 1.5))))
    above.append(
      .text(
        TextNode(
          text: "Reuse queue", frame: Rect(x: box.minX + 4, y: box.minY + 6, width: box.width - 8, height: 16),
          font: titleFont, color: annotation.queuedColor, alignment: .center, maximumLines: 1)))
    return above
  }

  /// The queued cells drawn in the queue's `box`, scaled to its width, top to bottom, and
  /// "+n more" when it is full; with the slots they take.
  private static func queuedCells(
    _ cells: [LayoutAttributes], in box: Rect, scene: Scene, annotation: ReuseAnnotation, measure: any TextMeasuring
  ) -> (nodes: [DisplayNode], slots: [Rect]) {
    var above: [DisplayNode] = []
    // The queued cells themselves, scaled to the box, top to bottom; "+n more" when full.
    let padding = 10.0
    var y = box.minY + 30
    var slots: [Rect] = []
    for (index, cell) in cells.enumerated() {
      let scale = min(1, (box.width - 2 * padding) / max(cell.size.width, 1))
      let size = Size(width: cell.size.width * scale, height: cell.size.height * scale)
      guard y + size.height <= box.maxY - padding else {
        let rest = cells.count - index
        above.append(
          .text(
            TextNode(
              text: "+\(rest) more", frame: Rect(x: box.minX + 4, y: y, width: box.width - 8, height: 14),
              font: labelFont, color: annotation.queuedColor, alignment: .center, maximumLines: 1)))
        break
      }
      let slot = Rect(x: box.midX - size.width / 2, y: y, width: size.width, height: size.height)
      var local = cell
      local.transform = .identity
      let nodes = SceneComposer.elements(
        scene, attributes: [local], origin: cell.frame.origin, measure: measure
      ) { _ in 1 }
      above.append(
        .group(
          DisplayGroup(
            transform: AffineTransform.scale(scale, scale).concatenating(.translation(slot.minX, slot.minY)),
            children: nodes)))
      slots.append(slot)
      y += size.height + 8
    }
    return (above, slots)
  }

  private static func mean(_ values: [Double]) -> Double {
    values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
  }

  /// A pill with `text` centred on the top edge of `frame`.
  private static func badge(_ text: String, color: Color, over frame: Rect, measure: any TextMeasuring) -> [DisplayNode]
  {
    let width = measure.measure(text, font: badgeFont).width + 10
    let pill = Rect(x: frame.midX - width / 2, y: frame.minY - 7, width: width, height: 14)
    return [
      .shape(ShapeNode(rect: pill, cornerRadius: 7, fill: color)),
      .text(
        TextNode(
          text: text, frame: pill, font: badgeFont, color: .white, alignment: .center, maximumLines: 1,
          truncation: .clip)),
    ]
  }

  /// `text` centred above the middle of the arrow from `from` to `to`.
  private static func label(_ text: String, at from: Point, to: Point, color: Color, measure: any TextMeasuring)
    -> DisplayNode
  {
    let size = measure.measure(text, font: labelFont)
    let middle = Point(x: (from.x + to.x) / 2, y: (from.y + to.y) / 2)
    return .text(
      TextNode(
        text: text,
        frame: Rect(
          x: middle.x - size.width / 2, y: middle.y - size.height - 5, width: size.width, height: size.height),
        font: labelFont, color: color, alignment: .center, maximumLines: 1, truncation: .clip))
  }

  /// A filled arrow from `from` to `to`: a 2-point shaft and an 8-point head.
  static func arrow(from: Point, to: Point, color: Color) -> DisplayNode {
    let dx = to.x - from.x
    let dy = to.y - from.y
    let length = max((dx * dx + dy * dy).squareRoot(), 1e-9)
    let ux = dx / length
    let uy = dy / length
    let nx = -uy
    let ny = ux
    let head = min(8, length)
    let shaft = 1.0
    let wing = 4.5
    let base = Point(x: to.x - ux * head, y: to.y - uy * head)
    func point(_ p: Point, _ along: Double) -> Point { Point(x: p.x + nx * along, y: p.y + ny * along) }
    return .path(
      PathNode(
        elements: [
          .move(point(from, shaft)), .line(point(base, shaft)), .line(point(base, wing)), .line(to),
          .line(point(base, -wing)), .line(point(base, -shaft)), .line(point(from, -shaft)), .close,
        ], fill: color))
  }
}
