import CollectionLayout
import Geometry

/// Turns a scene file's JSON into a validated `Scene`.
///
/// Scene file (contract v1):
/// ```json
/// {
///   "bounds": {"width": 390, "height": 844},          // required, points
///   "contentOffset": {"x": 0, "y": 0},                // default 0,0
///   "contentInset": {"top": 0, "left": 0, "bottom": 0, "right": 0},
///   "scale": 2,                                        // pixels per point, default 1
///   "layout": {"type": "flow", "itemSize": {"width": 60, "height": 60}, ...},
///   "sections": [{"items": [{"title": "1"}], "header": {"title": "Animals"}}],
///   "dataset": "data.json",                            // instead of sections
///   "style": {...}
/// }
/// ```
public enum SceneDecoder {
  static let topLevelKeys = [
    "description", "bounds", "contentOffset", "contentInset", "scale", "layout", "sections", "dataset", "style",
    "timeline",  // read by TimelineDecoder (the frames command)
  ]

  /// Decodes the scene in `bytes`, read from `file`. `loadDataset` reads a `dataset` path
  /// (relative to the scene file) and returns its bytes and its display name.
  public static func decode(
    _ bytes: [UInt8], file: String,
    loadDataset: (String) throws(SceneError) -> (bytes: [UInt8], file: String)
  ) throws(SceneError) -> Scene {
    let root = try parse(bytes, file: file)
    let reader = try ObjectReader(root, at: .root, file: file, allowedKeys: topLevelKeys)
    _ = try reader.string("description")

    guard let bounds = try reader.size("bounds", positive: true, maximum: Limits.maximumBoundsDimension) else {
      throw reader.error(nil, "missing required key \"bounds\" ({\"width\": …, \"height\": …} in points)")
    }
    let scale = try reader.number("scale", in: 0...Limits.maximumScale) ?? 1
    if scale == 0 { throw reader.error("scale", "must be greater than 0") }
    try checkPixelCount(bounds: bounds, scale: scale, reader: reader)

    let layout = try LayoutSpecDecoder.decode(reader.object["layout"], at: JSONPath.root.appending("layout"), file: file)

    let sections: [SectionData]
    switch (reader.has("sections"), try reader.string("dataset")) {
    case (true, .some):
      throw reader.error("dataset", "give either \"sections\" or \"dataset\", not both")
    case (true, nil):
      sections = try SectionDecoder.decodeSections(reader.object["sections"]!, at: JSONPath.root.appending("sections"), file: file)
    case (false, .some(let path)):
      let dataset = try loadDataset(path)
      sections = try decodeDataset(dataset.bytes, file: dataset.file)
    case (false, nil):
      throw reader.error(nil, "missing \"sections\" (or a \"dataset\" file holding them)")
    }

    return Scene(
      bounds: bounds,
      contentOffset: try reader.point("contentOffset") ?? .zero,
      contentInset: try reader.insets("contentInset") ?? .zero,
      scale: scale,
      layout: layout,
      sections: sections,
      style: try StyleDecoder.decode(reader.object["style"], at: JSONPath.root.appending("style"), file: file))
  }

  /// Decodes a dataset file, `{"sections": [...]}`.
  public static func decodeDataset(_ bytes: [UInt8], file: String) throws(SceneError) -> [SectionData] {
    let root = try parse(bytes, file: file)
    let reader = try ObjectReader(root, at: .root, file: file, allowedKeys: ["description", "sections"])
    _ = try reader.string("description")
    return try SectionDecoder.decodeSections(try reader.required("sections"), at: JSONPath.root.appending("sections"), file: file)
  }

  static func parse(_ bytes: [UInt8], file: String) throws(SceneError) -> JSONValue {
    do {
      return try JSONParser.parse(bytes)
    } catch {
      throw SceneError(kind: .syntax, file: file, location: "line \(error.line), column \(error.column)",
                       reason: "not valid JSON: \(error.message)")
    }
  }

  /// Rejects bounds whose image would be absurdly large, before anything allocates it.
  static func checkPixelCount(bounds: Size, scale: Double, reader: ObjectReader) throws(SceneError) {
    let width = (bounds.width * scale).rounded()
    let height = (bounds.height * scale).rounded()
    if width > Double(Limits.maximumPixelDimension) || height > Double(Limits.maximumPixelDimension) {
      throw reader.error("bounds", "\(ObjectReader.format(width))×\(ObjectReader.format(height)) pixels at scale \(ObjectReader.format(scale)) exceeds the \(Limits.maximumPixelDimension)-pixel side limit")
    }
    if width * height > Double(Limits.maximumPixelCount) {
      throw reader.error("bounds", "\(ObjectReader.format(width))×\(ObjectReader.format(height)) pixels at scale \(ObjectReader.format(scale)) exceeds the limit of \(Limits.maximumPixelCount / 1_000_000) megapixels")
    }
    if width < 1 || height < 1 {
      throw reader.error("bounds", "is less than one pixel at scale \(ObjectReader.format(scale))")
    }
  }
}
