import CollectionLayout
import Geometry

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
  /// The JSON text for a layout of `contentSize` seen through `viewport`, with `elements` in the
  /// order given.
  public static func encode(contentSize: Size, viewport: Viewport, elements: [LayoutAttributes]) -> String {
    var out = "{\"contentSize\":{\"width\":\(number(contentSize.width)),\"height\":\(number(contentSize.height))},"
    let bounds = viewport.bounds
    out += "\"viewport\":\(rect(bounds)),"
    out += "\"elements\":["
    for (index, attributes) in elements.enumerated() {
      if index > 0 { out += "," }
      out += "\n  "
      out += element(attributes)
    }
    out += elements.isEmpty ? "]}\n" : "\n]}\n"
    return out
  }

  static func element(_ attributes: LayoutAttributes) -> String {
    let element = attributes.element
    let kind = element.kind.map { "\"\(escape($0.rawValue))\"" } ?? "null"
    let frame = attributes.frame
    let t = attributes.transform
    return "{\"category\":\"\(element.category.rawValue)\",\"kind\":\(kind),"
      + "\"section\":\(element.indexPath.section),\"item\":\(element.indexPath.item),"
      + "\"frame\":\(rect(frame)),"
      + "\"zIndex\":\(attributes.zIndex),\"alpha\":\(number(attributes.alpha)),\"hidden\":\(attributes.isHidden),"
      + "\"transform\":{\"a\":\(number(t.a)),\"b\":\(number(t.b)),\"c\":\(number(t.c)),\"d\":\(number(t.d)),"
      + "\"tx\":\(number(t.tx)),\"ty\":\(number(t.ty))}"
      + (attributes.listCell.map { ",\"listCell\":" + listCell($0) } ?? "") + "}"
  }

  /// A list element's `listCell` facts: `{"role":"row","appearance":"insetGrouped",
  /// "layoutMargins":{"left":20,"right":20},"cornerRadius":10,"maskedCorners":["topLeft","topRight"],
  /// "indentationLevel":0}`; corners in the order top left, top right, bottom left, bottom right.
  static func listCell(_ facts: ListCellAttributes) -> String {
    let names: [(RectCorners, String)] = [
      (.topLeft, "topLeft"), (.topRight, "topRight"), (.bottomLeft, "bottomLeft"), (.bottomRight, "bottomRight"),
    ]
    let corners = names.filter { facts.maskedCorners.contains($0.0) }.map { "\"\($0.1)\"" }
    return "{\"role\":\"\(facts.role.rawValue)\",\"appearance\":\"\(facts.appearance.rawValue)\","
      + "\"layoutMargins\":{\"left\":\(number(facts.layoutMargins.left)),"
      + "\"right\":\(number(facts.layoutMargins.right))},"
      + "\"cornerRadius\":\(number(facts.cornerRadius)),\"maskedCorners\":[\(corners.joined(separator: ","))],"
      + "\"indentationLevel\":\(facts.indentationLevel)}"
  }

  /// `{"x":…,"y":…,"width":…,"height":…}`.
  static func rect(_ rect: Rect) -> String {
    "{\"x\":\(number(rect.minX)),\"y\":\(number(rect.minY)),\"width\":\(number(rect.width)),"
      + "\"height\":\(number(rect.height))}"
  }

  /// JSON text for a finite Double: the shortest text that reads back as the same value, with
  /// no fraction for whole numbers; -0 prints as 0.
  public static func number(_ value: Double) -> String {
    if value == 0 { return "0" }
    // Whole numbers up to 2^53 are exact integers: print them without a fraction.
    if value == value.rounded(), abs(value) <= 9_007_199_254_740_992 { return String(Int64(value)) }
    return "\(value)"
  }

  /// `text` as a JSON string literal, quotes included. With `insideHTMLScript`, `<`, U+2028 and
  /// U+2029 are escaped too, so the literal can stand inside an HTML `<script>` element.
  public static func stringLiteral(_ text: String, insideHTMLScript: Bool = false) -> String {
    "\"" + escape(text, insideHTMLScript: insideHTMLScript) + "\""
  }

  static func escape(_ text: String, insideHTMLScript: Bool = false) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "<" where insideHTMLScript: out += "\\u003c"
      case _ where scalar.value < 0x20 || (insideHTMLScript && (scalar.value == 0x2028 || scalar.value == 0x2029)):
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
