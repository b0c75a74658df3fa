import CollectionLayout
import Geometry
import OrderedJSON

/// The `layout` command's output (a contract): the content size and each element's attributes.
///
/// ```json
/// {"contentSize":{"width":320,"height":228},
///  "viewport":{"x":0,"y":0,"width":320,"height":480},
///  "elements":[{"category":"cell","kind":null,"section":0,"item":0,
///               "frame":{"x":16,"y":16,"width":60,"height":60},
///               "zIndex":0,"alpha":1,"hidden":false,
///               "transform":{"a":1,"b":0,"c":0,"d":1,"tx":0,"ty":0}}]}
/// ```
/// An element of a list section adds `"listCell"` after `transform` (see `listCell(_:)`).
/// Keys keep this order; numbers print as the shortest text that reads back as the same Double
/// (integers without a fraction), so the output is stable and diffable.
public enum LayoutJSON {
  /// The text's layout: on one line without spaces, but the elements one a line.
  public static let layout = JSONLayout(spaced: false, objectLineLevels: 0, arrayLineLevels: 2)

  /// The JSON text for a layout of `contentSize` seen through `viewport`, with `elements` in the
  /// order given.
  public static func encode(contentSize: Size, viewport: Viewport, elements: [LayoutAttributes]) -> String {
    // Written a member at a time: the elements are never one value.
    var writer = JSONWriter(layout: layout)
    writer.beginObject()
    writer.write(
      .object([("width", .number(contentSize.width)), ("height", .number(contentSize.height))]), key: "contentSize")
    writer.write(rect(viewport.bounds), key: "viewport")
    writer.beginArray("elements")
    for attributes in elements { writer.write(element(attributes)) }
    writer.end()
    writer.end()
    return writer.document
  }

  /// One element's attributes.
  static func element(_ attributes: LayoutAttributes) -> JSONText {
    let element = attributes.element
    let t = attributes.transform
    var members: [(String, JSONText)] = [
      ("category", .string(element.category.rawValue)), ("kind", .optional(element.kind?.rawValue)),
      ("section", .int(element.indexPath.section)), ("item", .int(element.indexPath.item)),
      ("frame", rect(attributes.frame)), ("zIndex", .int(attributes.zIndex)), ("alpha", .number(attributes.alpha)),
      ("hidden", .bool(attributes.isHidden)),
      (
        "transform",
        .object([
          ("a", .number(t.a)), ("b", .number(t.b)), ("c", .number(t.c)), ("d", .number(t.d)), ("tx", .number(t.tx)),
          ("ty", .number(t.ty)),
        ])
      ),
    ]
    if let facts = attributes.listCell { members.append(("listCell", listCell(facts))) }
    return .object(members)
  }

  /// A list element's `listCell` facts: `{"role":"row","appearance":"insetGrouped",
  /// "layoutMargins":{"left":20,"right":20},"cornerRadius":10,"maskedCorners":["topLeft","topRight"],
  /// "indentationLevel":0}`; corners in the order top left, top right, bottom left, bottom right.
  static func listCell(_ facts: ListCellAttributes) -> JSONText {
    let names: [(RectCorners, String)] = [
      (.topLeft, "topLeft"), (.topRight, "topRight"), (.bottomLeft, "bottomLeft"), (.bottomRight, "bottomRight"),
    ]
    let corners = names.filter { facts.maskedCorners.contains($0.0) }.map { JSONText.string($0.1) }
    return .object([
      ("role", .string(facts.role.rawValue)), ("appearance", .string(facts.appearance.rawValue)),
      (
        "layoutMargins",
        .object([("left", .number(facts.layoutMargins.left)), ("right", .number(facts.layoutMargins.right))])
      ),
      ("cornerRadius", .number(facts.cornerRadius)), ("maskedCorners", .array(corners)),
      ("indentationLevel", .int(facts.indentationLevel)),
    ])
  }

  /// `{"x":…,"y":…,"width":…,"height":…}`.
  static func rect(_ rect: Rect) -> JSONText {
    .object([
      ("x", .number(rect.minX)), ("y", .number(rect.minY)), ("width", .number(rect.width)),
      ("height", .number(rect.height)),
    ])
  }

  /// JSON text for a finite Double, as `JSONWriter.number(_:)` writes it: the shortest text
  /// that reads back as the same value, with no fraction for whole numbers; -0 prints as 0.
  public static func number(_ value: Double) -> String { JSONWriter.number(value) }

  /// `text` as a JSON string literal, quotes included, as `JSONWriter.stringLiteral(_:escapes:)`
  /// writes it. With `insideHTMLScript`, `<`, U+2028 and U+2029 are escaped too, so the literal
  /// can stand inside an HTML `<script>` element.
  public static func stringLiteral(_ text: String, insideHTMLScript: Bool = false) -> String {
    JSONWriter.stringLiteral(text, escapes: insideHTMLScript ? .htmlScript : [])
  }
}
