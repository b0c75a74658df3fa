import CollectionLayout
import Geometry
import OrderedJSON
import SceneModel

/// Decodes `"layout": {"type": "compositional", …}`: every key is the name of the
/// `UICollectionViewCompositionalLayout` API it stands for, nested as the Swift code nests it
/// (`configuration`, `section` or `sections`, `group` → `horizontal` / `vertical` / `custom`,
/// `subitems`, `layoutSize` → `widthDimension` → `fractionalWidth`, …). Keys left out take
/// UIKit's defaults.
///
/// Numbers are checked here, with their JSON path; the layout's own `validate()` then checks
/// the rest (nesting, counts, element kinds), its paths translated back to the file's.
struct CompositionalDecoder {
  static let layoutKeys = ["type", "configuration", "section", "sections"]
  static let configurationKeys = [
    "scrollDirection", "interSectionSpacing", "contentInsetsReference", "boundarySupplementaryItems",
  ]
  static let sectionKeys = [
    "group", "interGroupSpacing", "contentInsets", "contentInsetsReference", "orthogonalScrollingBehavior",
    "supplementariesFollowContentInsets", "boundarySupplementaryItems", "decorationItems",
  ]
  static let groupKinds = ["horizontal", "vertical", "custom"]
  static let groupKeys = [
    "layoutSize", "subitems", "subitem", "repeatingSubitem", "count", "interItemSpacing", "contentInsets",
    "edgeSpacing", "supplementaryItems",
  ]
  static let customGroupKeys = ["layoutSize", "itemFrames", "contentInsets", "edgeSpacing", "supplementaryItems"]
  static let itemKeys = ["layoutSize", "contentInsets", "edgeSpacing", "supplementaryItems"]
  static let supplementaryKeys = ["elementKind", "layoutSize", "zIndex", "containerAnchor", "itemAnchor"]
  static let anchorKeys = ["edges", "absoluteOffset", "fractionalOffset"]
  static let boundaryKeys = [
    "elementKind", "layoutSize", "alignment", "absoluteOffset", "extendsBoundary", "pinToVisibleBounds", "zIndex",
    "contentInsets",
  ]
  static let decorationKeys = ["elementKind", "contentInsets", "zIndex"]
  static let dimensionKinds = ["absolute", "fractionalWidth", "fractionalHeight", "estimated"]
  static let insetKeys = ["top", "leading", "bottom", "trailing"]
  static let edgeNames = ["top", "leading", "bottom", "trailing"]

  typealias Layout = CompositionalLayout
  typealias Limits = CompositionalLayout.Limits

  let file: String
  /// Where each part of the model came from: the model's path (as `validate()` spells it) →
  /// the JSON path of the object that defines it.
  private var origins: [String: JSONPath] = [:]

  init(file: String) { self.file = file }

  /// Decodes and validates the layout object at `path`.
  static func decode(_ value: JSONValue, at path: JSONPath, file: String) throws(SceneError) -> CompositionalLayout {
    var decoder = CompositionalDecoder(file: file)
    let layout = try decoder.layout(value, at: path)
    do {
      try layout.validate()
    } catch {
      throw decoder.sceneError(error)
    }
    return layout
  }

  /// Checks, once the bounds are known, that every group's first subitem fits in it (UIKit
  /// rejects such a layout), reporting the group's JSON path.
  static func validate(
    _ layout: CompositionalLayout, _ value: JSONValue, at path: JSONPath, file: String,
    in environment: LayoutEnvironment
  ) throws(SceneError) {
    var decoder = CompositionalDecoder(file: file)
    _ = try decoder.layout(value, at: path)
    do {
      try layout.validate(in: environment)
    } catch {
      throw decoder.sceneError(error)
    }
  }

  // MARK: Layout, configuration, sections

  mutating func layout(_ value: JSONValue, at path: JSONPath) throws(SceneError) -> CompositionalLayout {
    let reader = try ObjectReader(value, at: path, file: file, allowedKeys: Self.layoutKeys)
    var configuration = Layout.Configuration()
    if let object = try reader.object("configuration", allowedKeys: Self.configurationKeys) {
      origins["configuration"] = object.path
      if let direction = try object.enumeration("scrollDirection", as: Layout.ScrollDirection.self) {
        configuration.scrollDirection = direction
      }
      if let spacing = try object.length("interSectionSpacing") { configuration.interSectionSpacing = spacing }
      if let reference = try object.enumeration("contentInsetsReference", as: Layout.ContentInsetsReference.self) {
        configuration.contentInsetsReference = reference
      }
      configuration.boundarySupplementaryItems = try boundaryItems(
        object, "boundarySupplementaryItems", model: "configuration.boundarySupplementaryItems")
    }
    switch (reader.has("section"), reader.has("sections")) {
    case (true, true):
      throw reader.error("sections", "give either \"section\" (one for every section) or \"sections\", not both")
    case (false, false):
      throw reader.error(
        nil, "missing \"section\" (one definition for every section) or \"sections\" (one per data section)")
    case (true, false):
      let section = try self.section(try reader.required("section"), at: path.appending("section"), model: "section")
      try checkListDirection([section], configuration, reader)
      return CompositionalLayout(section: section, configuration: configuration)
    case (false, true):
      var sections: [Layout.Section?] = []
      for element in try reader.array("sections")! {
        let index = sections.count
        if case .null = element.value {
          sections.append(nil)
        } else {
          sections.append(try section(element.value, at: element.path, model: "sections[\(index)]"))
        }
      }
      try checkListDirection(sections, configuration, reader)
      return CompositionalLayout(sections: sections, configuration: configuration)
    }
  }

  /// List sections are laid out for vertical scrolling only, as UIKit's are.
  func checkListDirection(_ sections: [Layout.Section?], _ configuration: Layout.Configuration, _ reader: ObjectReader)
    throws(SceneError)
  {
    guard configuration.scrollDirection == .horizontal, sections.contains(where: { $0?.list != nil }) else { return }
    let location = reader.path.appending("configuration").appending("scrollDirection")
    throw SceneError(
      kind: .invalid, file: file, location: .path(location),
      reason: "list sections scroll vertically; remove \"horizontal\" or the \"list\" sections")
  }

  mutating func section(_ value: JSONValue, at path: JSONPath, model: String) throws(SceneError) -> Layout.Section {
    if case .object(let object) = value, object["list"] != nil {
      // A list section (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`): the list
      // builds its own group, insets and boundary views.
      let reader = try ObjectReader(value, at: path, file: file, allowedKeys: ["list"])
      origins[model] = path
      let list = try ObjectReader(
        try reader.required("list"), at: path.appending("list"), file: file, allowedKeys: ListDecoder.configurationKeys)
      return .list(using: try ListDecoder.configuration(list))
    }
    let reader = try ObjectReader(value, at: path, file: file, allowedKeys: Self.sectionKeys)
    origins[model] = path
    var section = Layout.Section(
      group: try group(try reader.required("group"), at: path.appending("group"), model: "\(model).group", depth: 1))
    if let spacing = try reader.length("interGroupSpacing") { section.interGroupSpacing = spacing }
    if let insets = try insets(reader, "contentInsets") { section.contentInsets = insets }
    if let reference = try reader.enumeration("contentInsetsReference", as: Layout.ContentInsetsReference.self) {
      section.contentInsetsReference = reference
    }
    if let behavior = try reader.enumeration(
      "orthogonalScrollingBehavior", as: Layout.OrthogonalScrollingBehavior.self)
    {
      section.orthogonalScrollingBehavior = behavior
    }
    if let follow = try reader.bool("supplementariesFollowContentInsets") {
      section.supplementariesFollowContentInsets = follow
    }
    section.boundarySupplementaryItems = try boundaryItems(
      reader, "boundarySupplementaryItems", model: "\(model).boundarySupplementaryItems")
    if let elements = try reader.array("decorationItems") {
      guard elements.count <= Limits.maximumDecorationItems else {
        throw reader.error("decorationItems", "more than \(Limits.maximumDecorationItems) items")
      }
      for element in elements {
        let item = try ObjectReader(element.value, at: element.path, file: file, allowedKeys: Self.decorationKeys)
        origins["\(model).decorationItems[\(section.decorationItems.count)]"] = element.path
        var decoration = Layout.DecorationItem.background(elementKind: try elementKind(item))
        if let insets = try insets(item, "contentInsets") { decoration.contentInsets = insets }
        if let z = try zIndex(item) { decoration.zIndex = z }
        section.decorationItems.append(decoration)
      }
    }
    return section
  }

  // MARK: Groups and items

  /// A group: `{"horizontal": {…}}`, `{"vertical": {…}}` or `{"custom": {…}}`.
  mutating func group(_ value: JSONValue, at path: JSONPath, model: String, depth: Int) throws(SceneError)
    -> Layout.Group
  {
    let wrapper = try ObjectReader(value, at: path, file: file, allowedKeys: Self.groupKinds)
    let kinds = Self.groupKinds.filter(wrapper.has)
    guard kinds.count == 1 else {
      throw wrapper.error(
        kinds.count > 1 ? kinds[1] : nil,
        "a group is exactly one of {\"horizontal\": …}, {\"vertical\": …}, "
          + "{\"custom\": …}")
    }
    let kind = kinds[0]
    let bodyPath = path.appending(kind)
    origins[model] = bodyPath
    guard depth <= Limits.maximumGroupNesting else {
      throw SceneError(
        kind: .invalid, file: file, location: .path(bodyPath),
        reason: "groups nest deeper than \(Limits.maximumGroupNesting) levels")
    }
    if kind == "custom" {
      return try customGroup(wrapper.object[kind]!, at: bodyPath, model: model)
    }
    let horizontal = kind == "horizontal"
    let body = try ObjectReader(wrapper.object[kind]!, at: bodyPath, file: file, allowedKeys: Self.groupKeys)
    let layoutSize = try self.layoutSize(body)
    let forms = ["subitems", "subitem", "repeatingSubitem"].filter(body.has)
    guard forms.count == 1 else {
      throw body.error(
        forms.count > 1 ? forms[1] : nil,
        "a group has exactly one of \"subitems\" (a list), \"subitem\" with \"count\", "
          + "\"repeatingSubitem\" with \"count\"")
    }
    var group: Layout.Group
    let arrangement: Layout.Group.Arrangement = horizontal ? .horizontal : .vertical
    switch forms[0] {
    case "subitems":
      if body.has("count") {
        throw body.error("count", "\"count\" goes with \"subitem\" or \"repeatingSubitem\", not \"subitems\"")
      }
      let elements = try body.array("subitems")!
      if elements.isEmpty { throw body.error("subitems", "a group needs at least one subitem") }
      guard elements.count <= Limits.maximumSubitemsPerGroup else {
        throw body.error("subitems", "more than \(Limits.maximumSubitemsPerGroup) subitems")
      }
      var subitems: [Layout.Subitem] = []
      for element in elements {
        subitems.append(
          try subitem(element.value, at: element.path, model: "\(model).subitems[\(subitems.count)]", depth: depth))
      }
      group = Layout.Group(layoutSize: layoutSize, arrangement: arrangement, subitems: subitems)
    default:
      let key = forms[0]
      guard let count = try body.integer(try body.requiredKey("count"), in: 1...Limits.maximumCount) else {
        throw body.error("count", "missing")
      }
      let single = try subitem(
        body.object[key]!, at: bodyPath.appending(key), model: "\(model).subitems[0]", depth: depth)
      group = Layout.Group(
        layoutSize: layoutSize, arrangement: arrangement,
        repetition: key == "subitem" ? .count(count) : .repeating(count), subitems: [single])
    }
    if let spacing = try spacing(body, "interItemSpacing") { group.interItemSpacing = spacing }
    try itemProperties(body, model: model, contentInsets: &group.contentInsets, edgeSpacing: &group.edgeSpacing)
    group.supplementaryItems = try supplementaryItems(body, model: "\(model).supplementaryItems")
    return group
  }

  /// The body of `{"custom": {…}}`: a size and the custom item provider's `itemFrames`, with
  /// the group's insets, edge spacing and supplementary items.
  mutating func customGroup(_ value: JSONValue, at bodyPath: JSONPath, model: String) throws(SceneError)
    -> Layout.Group
  {
    let body = try ObjectReader(value, at: bodyPath, file: file, allowedKeys: Self.customGroupKeys)
    let layoutSize = try self.layoutSize(body)
    guard let frames = try body.array("itemFrames") else {
      throw body.error(nil, "missing required key \"itemFrames\" (the custom item provider's frames)")
    }
    if frames.isEmpty { throw body.error("itemFrames", "a custom group needs at least one item frame") }
    guard frames.count <= Limits.maximumCustomItems else {
      throw body.error("itemFrames", "more than \(Limits.maximumCustomItems) item frames")
    }
    var items: [Layout.CustomItem] = []
    for element in frames {
      items.append(try customItem(element.value, at: element.path))
    }
    var group = Layout.Group.custom(layoutSize: layoutSize, items: items)
    try itemProperties(body, model: model, contentInsets: &group.contentInsets, edgeSpacing: &group.edgeSpacing)
    group.supplementaryItems = try supplementaryItems(body, model: "\(model).supplementaryItems")
    return group
  }

  /// An element of `subitems`: a group when it is wrapped in `horizontal`, `vertical` or
  /// `custom`, else an item.
  mutating func subitem(_ value: JSONValue, at path: JSONPath, model: String, depth: Int) throws(SceneError)
    -> Layout.Subitem
  {
    if case .object(let object) = value, Self.groupKinds.contains(where: { object[$0] != nil }) {
      return .group(try group(value, at: path, model: model, depth: depth + 1))
    }
    return .item(try item(value, at: path, model: model))
  }

  mutating func item(_ value: JSONValue, at path: JSONPath, model: String) throws(SceneError) -> Layout.Item {
    let reader = try ObjectReader(value, at: path, file: file, allowedKeys: Self.itemKeys)
    origins[model] = path
    var item = Layout.Item(layoutSize: try layoutSize(reader))
    try itemProperties(reader, model: model, contentInsets: &item.contentInsets, edgeSpacing: &item.edgeSpacing)
    item.supplementaryItems = try supplementaryItems(reader, model: "\(model).supplementaryItems")
    return item
  }

  /// `{"x", "y", "width", "height"}`, or `{"frame": RECT, "zIndex": n}`.
  func customItem(_ value: JSONValue, at path: JSONPath) throws(SceneError) -> Layout.CustomItem {
    if case .object(let object) = value, object["frame"] != nil {
      let reader = try ObjectReader(value, at: path, file: file, allowedKeys: ["frame", "zIndex"])
      return Layout.CustomItem(
        frame: try rect(reader.object["frame"]!, at: path.appending("frame")), zIndex: try zIndex(reader) ?? 0)
    }
    return Layout.CustomItem(frame: try rect(value, at: path))
  }

  func rect(_ value: JSONValue, at path: JSONPath) throws(SceneError) -> Rect {
    let reader = try ObjectReader(value, at: path, file: file, allowedKeys: ["x", "y", "width", "height"])
    let range = -Limits.maximumLength...Limits.maximumLength
    return Rect(
      x: try reader.number("x", in: range) ?? 0, y: try reader.number("y", in: range) ?? 0,
      width: try reader.number(try reader.requiredKey("width"), in: 0...Limits.maximumLength)!,
      height: try reader.number(try reader.requiredKey("height"), in: 0...Limits.maximumLength)!)
  }

  /// `contentInsets` and `edgeSpacing`, shared by items and groups.
  func itemProperties(
    _ reader: ObjectReader, model: String, contentInsets: inout EdgeInsets, edgeSpacing: inout Layout.EdgeSpacing?
  ) throws(SceneError) {
    if let insets = try insets(reader, "contentInsets") { contentInsets = insets }
    if let edges = try reader.object("edgeSpacing", allowedKeys: Self.edgeNames) {
      edgeSpacing = Layout.EdgeSpacing(
        leading: try spacing(edges, "leading"), top: try spacing(edges, "top"),
        trailing: try spacing(edges, "trailing"), bottom: try spacing(edges, "bottom"))
    }
  }

  // MARK: Supplementary and boundary items

  mutating func supplementaryItems(_ reader: ObjectReader, model: String) throws(SceneError)
    -> [Layout.SupplementaryItem]
  {
    guard let elements = try reader.array("supplementaryItems") else { return [] }
    guard elements.count <= Limits.maximumSupplementaryItems else {
      throw reader.error("supplementaryItems", "more than \(Limits.maximumSupplementaryItems) items")
    }
    var items: [Layout.SupplementaryItem] = []
    for element in elements {
      let item = try ObjectReader(element.value, at: element.path, file: file, allowedKeys: Self.supplementaryKeys)
      origins["\(model)[\(items.count)]"] = element.path
      guard item.has("containerAnchor") else {
        throw item.error(nil, "missing required key \"containerAnchor\" ({\"edges\": [\"top\", \"trailing\"]})")
      }
      var supplementary = Layout.SupplementaryItem(
        layoutSize: try layoutSize(item), elementKind: try elementKind(item),
        containerAnchor: try anchor(item, "containerAnchor")!, itemAnchor: try anchor(item, "itemAnchor"))
      if let z = try zIndex(item) { supplementary.zIndex = z }
      items.append(supplementary)
    }
    return items
  }

  /// `{"edges": ["top", "trailing"], "absoluteOffset": {"x", "y"}}` or with
  /// `"fractionalOffset"` (`NSCollectionLayoutAnchor`).
  func anchor(_ reader: ObjectReader, _ key: String) throws(SceneError) -> Layout.Anchor? {
    guard let anchor = try reader.object(key, allowedKeys: Self.anchorKeys) else { return nil }
    var edges: Layout.DirectionalRectEdge = []
    for element in try anchor.array("edges") ?? [] {
      guard case .string(let name) = element.value, Self.edgeNames.contains(name) else {
        var got = element.value.typeDescription
        if case .string(let text) = element.value { got = "\"\(text)\"" }
        throw SceneError(
          kind: .invalid, file: file, location: .path(element.path),
          reason: "expected one of: " + Self.edgeNames.joined(separator: ", ") + ", got " + got)
      }
      switch name {
      case "top": edges.insert(.top)
      case "leading": edges.insert(.leading)
      case "bottom": edges.insert(.bottom)
      default: edges.insert(.trailing)
      }
    }
    if anchor.has("absoluteOffset") && anchor.has("fractionalOffset") {
      throw anchor.error("fractionalOffset", "give either \"absoluteOffset\" or \"fractionalOffset\", not both")
    }
    if anchor.has("fractionalOffset") {
      return Layout.Anchor(
        edges: edges, fractionalOffset: try offset(anchor, "fractionalOffset", limit: Limits.maximumFraction)!)
    }
    return Layout.Anchor(
      edges: edges, absoluteOffset: try offset(anchor, "absoluteOffset", limit: Limits.maximumLength) ?? .zero)
  }

  func offset(_ reader: ObjectReader, _ key: String, limit: Double) throws(SceneError) -> Point? {
    guard let point = try reader.object(key, allowedKeys: ["x", "y"]) else { return nil }
    return Point(x: try point.number("x", in: -limit...limit) ?? 0, y: try point.number("y", in: -limit...limit) ?? 0)
  }

  mutating func boundaryItems(_ reader: ObjectReader, _ key: String, model: String) throws(SceneError)
    -> [Layout.BoundarySupplementaryItem]
  {
    guard let elements = try reader.array(key) else { return [] }
    guard elements.count <= Limits.maximumSupplementaryItems else {
      throw reader.error(key, "more than \(Limits.maximumSupplementaryItems) items")
    }
    var items: [Layout.BoundarySupplementaryItem] = []
    for element in elements {
      let item = try ObjectReader(element.value, at: element.path, file: file, allowedKeys: Self.boundaryKeys)
      origins["\(model)[\(items.count)]"] = element.path
      guard item.has("alignment") else {
        throw item.error(
          nil,
          "missing required key \"alignment\"; one of: "
            + Layout.BoundaryAlignment.allCases.map(\.rawValue).joined(separator: ", "))
      }
      var boundary = Layout.BoundarySupplementaryItem(
        layoutSize: try layoutSize(item), elementKind: try elementKind(item),
        alignment: try item.enumeration("alignment", as: Layout.BoundaryAlignment.self)!,
        absoluteOffset: try offset(item, "absoluteOffset", limit: Limits.maximumLength) ?? .zero)
      if let extends = try item.bool("extendsBoundary") { boundary.extendsBoundary = extends }
      if let pin = try item.bool("pinToVisibleBounds") { boundary.pinToVisibleBounds = pin }
      if let z = try zIndex(item) { boundary.zIndex = z }
      if let insets = try insets(item, "contentInsets") { boundary.contentInsets = insets }
      items.append(boundary)
    }
    return items
  }

  // MARK: Values

  /// `{"widthDimension": DIMENSION, "heightDimension": DIMENSION}` under `layoutSize`.
  func layoutSize(_ reader: ObjectReader) throws(SceneError) -> LayoutSize {
    guard let size = try reader.object("layoutSize", allowedKeys: ["widthDimension", "heightDimension"]) else {
      throw reader.error(
        nil, "missing required key \"layoutSize\" ({\"widthDimension\": …, \"heightDimension\": …})")
    }
    return LayoutSize(
      widthDimension: try dimension(size, try size.requiredKey("widthDimension")),
      heightDimension: try dimension(size, try size.requiredKey("heightDimension")))
  }

  /// `{"absolute": v}`, `{"fractionalWidth": f}`, `{"fractionalHeight": f}` or
  /// `{"estimated": v}` (`NSCollectionLayoutDimension`).
  func dimension(_ reader: ObjectReader, _ key: String) throws(SceneError) -> LayoutDimension {
    let value = try reader.object(key, allowedKeys: Self.dimensionKinds)!
    let kinds = Self.dimensionKinds.filter(value.has)
    guard kinds.count == 1 else {
      throw value.error(
        kinds.count > 1 ? kinds[1] : nil,
        "a dimension is exactly one of: " + Self.dimensionKinds.map { "{\"\($0)\": …}" }.joined(separator: ", "))
    }
    let kind = kinds[0]
    let fractional = kind.hasPrefix("fractional")
    let number = try value.number(kind, in: 0...(fractional ? Limits.maximumFraction : Limits.maximumLength))!
    if fractional && number == 0 { throw value.error(kind, "must be greater than 0") }
    if kind == "estimated" && number == 0 { throw value.error(kind, "must be greater than 0") }
    switch kind {
    case "absolute": return .absolute(number)
    case "fractionalWidth": return .fractionalWidth(number)
    case "fractionalHeight": return .fractionalHeight(number)
    default: return .estimated(number)
    }
  }

  /// `{"fixed": v}` or `{"flexible": v}` (`NSCollectionLayoutSpacing`).
  func spacing(_ reader: ObjectReader, _ key: String) throws(SceneError) -> Layout.Spacing? {
    guard let value = try reader.object(key, allowedKeys: ["fixed", "flexible"]) else { return nil }
    if value.has("fixed") == value.has("flexible") {
      throw value.error(nil, "a spacing is exactly one of {\"fixed\": v}, {\"flexible\": v}")
    }
    if let fixed = try value.number("fixed", in: 0...Limits.maximumLength) { return .fixed(fixed) }
    return .flexible(try value.number("flexible", in: 0...Limits.maximumLength)!)
  }

  /// `{"top", "leading", "bottom", "trailing"}` (`NSDirectionalEdgeInsets`), absent edges 0.
  func insets(_ reader: ObjectReader, _ key: String) throws(SceneError) -> EdgeInsets? {
    guard let insets = try reader.object(key, allowedKeys: Self.insetKeys) else { return nil }
    let range = 0...Limits.maximumLength
    return EdgeInsets(
      top: try insets.number("top", in: range) ?? 0, leading: try insets.number("leading", in: range) ?? 0,
      bottom: try insets.number("bottom", in: range) ?? 0, trailing: try insets.number("trailing", in: range) ?? 0)
  }

  func elementKind(_ reader: ObjectReader) throws(SceneError) -> ElementKind {
    guard let kind = try reader.string(try reader.requiredKey("elementKind")), !kind.isEmpty else {
      throw reader.error("elementKind", "must not be empty")
    }
    return ElementKind(kind)
  }

  func zIndex(_ reader: ObjectReader) throws(SceneError) -> Int? {
    try reader.integer("zIndex", in: -1_000_000...1_000_000)
  }

  // MARK: Errors

  /// `error` at the JSON path of the part of the file it names.
  func sceneError(_ error: CompositionalLayout.ValidationError) -> SceneError {
    var prefix = error.path
    var rest: [String] = []
    while !prefix.isEmpty, origins[prefix] == nil {
      guard let cut = prefix.lastIndex(where: { $0 == "." || $0 == "[" }) else {
        prefix = ""
        break
      }
      rest.insert(String(prefix[cut...]), at: 0)
      prefix = String(prefix[..<cut])
    }
    var path = origins[prefix] ?? layoutPath
    for component in rest {
      if component.hasPrefix("["), let index = Int(component.dropFirst().dropLast()) {
        path = path.appending(index: index)
      } else {
        path = path.appending(String(component.dropFirst()))
      }
    }
    return SceneError(kind: .invalid, file: file, location: .path(path), reason: error.reason)
  }

  private var layoutPath: JSONPath { JSONPath.root.appending("layout") }
}
