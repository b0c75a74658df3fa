import CollectionLayout
import Geometry

/// Decodes the scene's `layout` object. Property names are UIKit's.
enum LayoutSpecDecoder {
  static let flowKeys = [
    "type", "scrollDirection", "itemSize", "minimumInteritemSpacing", "minimumLineSpacing", "sectionInset",
    "headerReferenceSize", "footerReferenceSize", "sectionHeadersPinToVisibleBounds",
    "sectionFootersPinToVisibleBounds",
  ]

  static func decode(_ value: JSONValue?, at path: JSONPath, file: String) throws(SceneError) -> LayoutSpec {
    guard let value else { return .flow(FlowLayout()) }
    guard case .object(let object) = value else {
      throw SceneError(kind: .invalid, file: file, location: path.description, reason: "expected an object, got \(value.typeDescription)")
    }
    guard case .string(let type)? = object["type"] else {
      throw SceneError(kind: .invalid, file: file, location: path.appending("type").description,
                       reason: "missing or not a string; one of: " + LayoutSpec.typeNames.joined(separator: ", "))
    }
    switch type {
    case "flow":
      return .flow(try decodeFlow(value, at: path, file: file))
    default:
      throw SceneError(kind: .invalid, file: file, location: path.appending("type").description,
                       reason: "unknown layout type \"\(type)\"; one of: " + LayoutSpec.typeNames.joined(separator: ", "))
    }
  }

  static func decodeFlow(_ value: JSONValue, at path: JSONPath, file: String) throws(SceneError) -> FlowLayout {
    let reader = try ObjectReader(value, at: path, file: file, allowedKeys: flowKeys)
    var flow = FlowLayout()
    if let direction = try reader.choice("scrollDirection", FlowLayout.ScrollDirection.allCases.map(\.rawValue)) {
      flow.scrollDirection = FlowLayout.ScrollDirection(rawValue: direction)!
    }
    if let size = try reader.size("itemSize") { flow.itemSize = size }
    if let spacing = try reader.length("minimumInteritemSpacing") { flow.minimumInteritemSpacing = spacing }
    if let spacing = try reader.length("minimumLineSpacing") { flow.minimumLineSpacing = spacing }
    if let inset = try reader.insets("sectionInset") { flow.sectionInset = inset }
    if let size = try reader.size("headerReferenceSize") { flow.headerReferenceSize = size }
    if let size = try reader.size("footerReferenceSize") { flow.footerReferenceSize = size }
    if let pin = try reader.bool("sectionHeadersPinToVisibleBounds") { flow.sectionHeadersPinToVisibleBounds = pin }
    if let pin = try reader.bool("sectionFootersPinToVisibleBounds") { flow.sectionFootersPinToVisibleBounds = pin }
    return flow
  }
}
