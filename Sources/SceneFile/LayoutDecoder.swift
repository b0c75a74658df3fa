import CollectionLayout
import Geometry
import OrderedJSON
import SceneModel

/// Decodes the scene's `layout` object into one of the built-in layouts. Property names are
/// UIKit's.
enum LayoutDecoder {
  /// The layout names a scene file may use in `layout.type`.
  static let typeNames = ["flow", "line", "circle", "waterfall", "compositional", "list"]

  static let flowKeys = [
    "type", "scrollDirection", "itemSize", "minimumInteritemSpacing", "minimumLineSpacing", "sectionInset",
    "headerReferenceSize", "footerReferenceSize", "sectionHeadersPinToVisibleBounds",
    "sectionFootersPinToVisibleBounds", "sectionInsetReference", "estimatedItemSize", "selfSizingWidth",
  ]

  static func decode(_ value: JSONValue?, at path: JSONPath, file: String) throws(SceneError) -> any CollectionLayout {
    guard let value else { return FlowLayout() }
    guard case .object(let object) = value else {
      throw SceneError(
        kind: .invalid, file: file, location: .path(path),
        reason: "expected an object, got \(value.typeDescription)")
    }
    guard case .string(let type)? = object["type"] else {
      throw SceneError(
        kind: .invalid, file: file, location: .path(path.appending("type")),
        reason: "missing or not a string; one of: " + typeNames.joined(separator: ", "))
    }
    switch type {
    case "flow":
      return try decodeFlow(value, at: path, file: file)
    case "line":
      return try decodeLine(value, at: path, file: file)
    case "circle":
      return try decodeCircle(value, at: path, file: file)
    case "waterfall":
      return try decodeWaterfall(value, at: path, file: file)
    case "compositional":
      return try CompositionalDecoder.decode(value, at: path, file: file)
    case "list":
      return try ListDecoder.decodeLayout(value, at: path, file: file)
    default:
      throw SceneError(
        kind: .invalid, file: file, location: .path(path.appending("type")),
        reason: "unknown layout type \"\(type)\"; one of: " + typeNames.joined(separator: ", "))
    }
  }

  static func decodeFlow(_ value: JSONValue, at path: JSONPath, file: String) throws(SceneError) -> FlowLayout {
    let reader = try ObjectReader(value, at: path, file: file, allowedKeys: flowKeys)
    var flow = FlowLayout()
    if let direction = try reader.enumeration("scrollDirection", as: FlowLayout.ScrollDirection.self) {
      flow.scrollDirection = direction
    }
    if let size = try reader.size("itemSize") { flow.itemSize = size }
    if let spacing = try reader.length("minimumInteritemSpacing") { flow.minimumInteritemSpacing = spacing }
    if let spacing = try reader.length("minimumLineSpacing") { flow.minimumLineSpacing = spacing }
    if let inset = try reader.insets("sectionInset") { flow.sectionInset = inset }
    if let size = try reader.size("headerReferenceSize") { flow.headerReferenceSize = size }
    if let size = try reader.size("footerReferenceSize") { flow.footerReferenceSize = size }
    if let pin = try reader.bool("sectionHeadersPinToVisibleBounds") { flow.sectionHeadersPinToVisibleBounds = pin }
    if let pin = try reader.bool("sectionFootersPinToVisibleBounds") { flow.sectionFootersPinToVisibleBounds = pin }
    if let reference = try reader.enumeration("sectionInsetReference", as: FlowLayout.SectionInsetReference.self) {
      flow.sectionInsetReference = reference
    }
    if let value = reader.object["estimatedItemSize"] {
      // A size, or UIKit's constant by name; {"width": 0, "height": 0} is UIKit's `.zero`: off.
      if case .string(let name) = value {
        guard name == "automaticSize" else {
          throw reader.error(
            "estimatedItemSize", "expected {\"width\", \"height\"} or \"automaticSize\", got \"\(name)\"")
        }
        flow.estimatedItemSize = .automatic
      } else if let size = try reader.size("estimatedItemSize") {
        flow.estimatedItemSize = size == .zero ? .none : .estimated(size)
        if size != .zero && (size.width <= 0 || size.height <= 0) {
          throw reader.error("estimatedItemSize", "must be greater than 0 in both dimensions (or both 0: off)")
        }
      }
    }
    if let width = try reader.enumeration("selfSizingWidth", as: FlowLayout.SelfSizingWidth.self) {
      flow.selfSizingWidth = width
    }
    return flow
  }

  static let lineKeys = [
    "type", "scrollDirection", "itemSize", "minimumInteritemSpacing", "minimumLineSpacing", "sectionInset",
    "headerReferenceSize", "footerReferenceSize", "activeDistance", "zoomFactor",
  ]

  static func decodeLine(_ value: JSONValue, at path: JSONPath, file: String) throws(SceneError) -> LineLayout {
    let reader = try ObjectReader(value, at: path, file: file, allowedKeys: lineKeys)
    var line = LineLayout()
    if let direction = try reader.enumeration("scrollDirection", as: LineLayout.ScrollDirection.self) {
      line.scrollDirection = direction
    }
    if let size = try reader.size("itemSize") { line.itemSize = size }
    if let spacing = try reader.length("minimumInteritemSpacing") { line.minimumInteritemSpacing = spacing }
    if let spacing = try reader.length("minimumLineSpacing") { line.minimumLineSpacing = spacing }
    if let inset = try reader.insets("sectionInset") { line.sectionInset = inset }
    if let size = try reader.size("headerReferenceSize") { line.headerReferenceSize = size }
    if let size = try reader.size("footerReferenceSize") { line.footerReferenceSize = size }
    if let distance = try reader.length("activeDistance") {
      // The zoom divides by it (distance / activeDistance).
      if distance == 0 { throw reader.error("activeDistance", "must be greater than 0") }
      line.activeDistance = distance
    }
    if let zoom = try reader.number("zoomFactor", in: 0...10) { line.zoomFactor = zoom }
    return line
  }

  static func decodeCircle(_ value: JSONValue, at path: JSONPath, file: String) throws(SceneError) -> CircleLayout {
    let reader = try ObjectReader(
      value, at: path, file: file, allowedKeys: ["type", "itemSize", "radius", "startAngle"])
    var circle = CircleLayout()
    if let size = try reader.size("itemSize") { circle.itemSize = size }
    if let radius = try reader.length("radius") { circle.radius = radius }
    // Degrees in the file (clockwise from 3 o'clock), radians in the layout.
    if let degrees = try reader.number("startAngle", in: -36_000...36_000) { circle.startAngle = degrees * .pi / 180 }
    return circle
  }

  static let waterfallKeys = [
    "type", "scrollDirection", "columnCount", "minimumColumnSpacing", "minimumInteritemSpacing", "headerHeight",
    "footerHeight", "headerInset", "footerInset", "sectionInset", "itemRenderDirection", "minimumContentHeight",
    "sectionHeadersPinToVisibleBounds", "itemSize",
  ]

  /// The most columns a waterfall may have.
  static let maximumColumnCount = 1_000

  static func decodeWaterfall(_ value: JSONValue, at path: JSONPath, file: String) throws(SceneError) -> WaterfallLayout
  {
    let reader = try ObjectReader(value, at: path, file: file, allowedKeys: waterfallKeys)
    var waterfall = WaterfallLayout()
    if let direction = try reader.enumeration("scrollDirection", as: WaterfallLayout.ScrollDirection.self) {
      waterfall.scrollDirection = direction
    }
    if let count = try reader.integer("columnCount", in: 1...maximumColumnCount) { waterfall.columnCount = count }
    if let spacing = try reader.length("minimumColumnSpacing") { waterfall.minimumColumnSpacing = spacing }
    if let spacing = try reader.length("minimumInteritemSpacing") { waterfall.minimumInteritemSpacing = spacing }
    if let height = try reader.length("headerHeight") { waterfall.headerHeight = height }
    if let height = try reader.length("footerHeight") { waterfall.footerHeight = height }
    if let inset = try reader.insets("headerInset") { waterfall.headerInset = inset }
    if let inset = try reader.insets("footerInset") { waterfall.footerInset = inset }
    if let inset = try reader.insets("sectionInset") { waterfall.sectionInset = inset }
    if let direction = try reader.enumeration("itemRenderDirection", as: WaterfallLayout.ItemRenderDirection.self) {
      waterfall.itemRenderDirection = direction
    }
    if let height = try reader.length("minimumContentHeight") { waterfall.minimumContentHeight = height }
    if let pin = try reader.bool("sectionHeadersPinToVisibleBounds") {
      waterfall.sectionHeadersPinToVisibleBounds = pin
    }
    if let size = try reader.size("itemSize") { waterfall.itemSize = size }
    return waterfall
  }
}
