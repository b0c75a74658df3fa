import CollectionLayout
import DisplayList
import Geometry
import Motion
import OrderedJSON
import SceneModel

/// Turns a scene file's JSON into a validated `Scene`.
///
/// Scene file (contract v1):
/// ```json
/// {
///   "bounds": {"width": 390, "height": 844},          // required, points
///   "contentOffset": {"x": 0, "y": 0},                // default 0,0
///   "contentInset": {"top": 0, "left": 0, "bottom": 0, "right": 0},
///   "safeAreaInsets": {"left": 47, "right": 47},      // default 0 (see docs/compositional-layout.md)
///   "layoutMargins": {"left": 16, "right": 16},       // from the safe area, default 0
///   "scale": 2,                                        // pixels per point, default 1
///   "layout": {"type": "flow", "itemSize": {"width": 60, "height": 60}, ...},
///   "sections": [{"items": [{"title": "1"}], "header": {"title": "Animals"}}],
///   "dataset": "data.json",                            // instead of sections
///   "style": {...},
///   "shouldHighlight": true, "shouldSelect": true,     // the delegate's rules (also per
///                                                      //  section and per item)
///   "menu": {"item": {"section": 0, "item": 3}, "actions": ["Cut", "Copy", "Paste"]},
///   "overview": true,                                  // the whole content, viewport outlined
///   "limits": {"elements": 5000000}                    // raised budgets (see ``Budgets``)
///   "traits": {"layoutDirection": "rightToLeft", "userInterfaceStyle": "dark"},
///   "variants": [{"name": "dark", "traits": {"userInterfaceStyle": "dark"}}]
///   "snapToPixels": false,                             // round frames to device pixels
///   "chrome": true                                     // status bar, navigation bar, home indicator
/// }
/// ```
/// Images (`style.cell.imageView.image`, an item's `image`) are paths relative to the file that
/// names them, decoded by the caller's ``ImageLoader``. See `docs/rendering.md`.
public enum SceneDecoder {
  static let topLevelKeys = [
    "$schema",  // the JSON Schema editors check the file with (schema/scene.schema.json); not read
    "description", "bounds", "contentOffset", "contentInset", "scale", "layout", "sections", "dataset", "style",
    "shouldHighlight", "shouldSelect", "menu", "overview", "limits", "traits", "variants",
    "safeAreaInsets", "layoutMargins", "snapToPixels", "chrome",
    "timeline",  // read by TimelineDecoder (the frames command)
    "fonts",
  ]

  /// The most font folders a scene may name.
  static let maximumFontFolders = 16

  /// Decodes the scene in `bytes`, read from `file`. `loadDataset` reads a `dataset` path
  /// (relative to the scene file) and returns its bytes and its display name; `loadImage` reads
  /// and decodes the images the scene names (without it, naming an image is an error).
  public static func decode(
    _ bytes: [UInt8], file: String,
    loadDataset: @escaping (String) throws(SceneError) -> (bytes: [UInt8], file: String),
    loadImage: ImageLoader? = nil
  ) throws(SceneError) -> Scene {
    try decodeDocument(bytes, file: file, loadDataset: loadDataset, loadImage: loadImage).scene
  }

  /// Decodes the scene file in `bytes` once: its scene, its timeline, and the files it was read
  /// from (`file`, then every dataset and image in the order they were read, as resolved by
  /// `loadDataset` and named to `loadImage`).
  ///
  /// `traits` are applied over the file's own `traits` (the command line's `--traits`, then a
  /// variant's); dynamic colours and text-style fonts resolve against the result. With
  /// `fontFamilies`, a font family that is not among them is an error at its JSON path.
  public static func decodeDocument(
    _ bytes: [UInt8], file: String, budgetCeiling: Budgets? = nil,
    loadDataset: @escaping (String) throws(SceneError) -> (bytes: [UInt8], file: String),
    loadImage: ImageLoader? = nil, traits overrides: [TraitAssignment] = [], fontFamilies: FontFamilies? = nil
  ) throws(SceneError) -> SceneDocument {
    let read = FilesRead(file)
    let loadDataset = { (path: String) throws(SceneError) -> (bytes: [UInt8], file: String) in
      let dataset = try loadDataset(path)
      read.add(dataset.file)
      return dataset
    }
    let root = try parse(bytes, file: file)
    let reader = try ObjectReader(root, at: .root, file: file, allowedKeys: topLevelKeys)
    _ = try reader.string("$schema")
    let description = try reader.string("description")
    let budgets = try decodeBudgets(reader, ceiling: budgetCeiling)
    let images =
      loadImage.map { load in
        ImageResolver(imagePixels: budgets.imagePixels) {
          (path: String, namingFile: String) throws(ImageLoadFailure) -> RasterImage in
          let image = try load(path, namingFile)
          read.add(SceneLoader.resolve(path, relativeTo: namingFile))
          return image
        }
      } ?? .unavailable

    let fileTraits = try TraitsDecoder.assignments(reader, "traits")
    // Each assignment was checked as it was read.
    var traits = (try? Traits().setting(fileTraits)) ?? Traits()
    if let given = traits.displayScale, let scale = try reader.number("scale", in: 0...Limits.maximumScale),
      scale != given
    {
      throw reader.error(
        "traits", "displayScale \(ObjectReader.format(given)) contradicts scale \(ObjectReader.format(scale)); give one"
      )
    }
    do {
      traits = try traits.setting(overrides)
    } catch {
      throw SceneError(kind: .invalid, file: file, location: nil, reason: "trait \(error)")
    }
    let variants = try TraitsDecoder.variants(reader)
    // Before anything is checked against the installed families: the folders add to them.
    let fontFolders = try decodeFontFolders(reader, file: file)
    if let register = fontFamilies?.registerFolder {
      for folder in fontFolders { try register(folder) }
    }
    let decoded = ResolvingTraits.$current.withValue(traits) {
      FontFamilies.$checking.withValue(fontFamilies) {
        Result { () throws(SceneError) -> SceneDocument in
          try decodeContents(
            reader, file: file, traits: traits, budgets: budgets, images: images, loadDataset: loadDataset, read: read)
        }
      }
    }
    var document = try decoded.get()
    document.variants = variants
    document.description = description
    document.fontFolders = fontFolders
    return document
  }

  /// The scene's `fonts` — one folder or a list of them, relative to the scene file — resolved.
  static func decodeFontFolders(_ reader: ObjectReader, file: String) throws(SceneError) -> [String] {
    let given: [(value: JSONValue, path: JSONPath)]
    switch reader.object["fonts"] {
    case nil: return []
    case .string(let folder)?: given = [(.string(folder), reader.path.appending("fonts"))]
    case .array?: given = try reader.array("fonts") ?? []
    default:
      throw reader.error(
        "fonts", "must be a folder of font files, or a list of them (paths relative to the scene file)")
    }
    guard given.count <= maximumFontFolders else {
      throw reader.error("fonts", "names \(given.count) folders, more than the \(maximumFontFolders) a scene may name")
    }
    return try given.map { element throws(SceneError) in
      guard case .string(let folder) = element.value, !folder.trimmingSpaces().isEmpty else {
        throw SceneError(
          kind: .invalid, file: file, location: .path(element.path),
          reason: "must name a folder (a path relative to the scene file)")
      }
      return SceneLoader.resolve(folder, relativeTo: file)
    }
  }

  /// The scene and timeline of the file whose top level `reader` reads, with `traits` resolved.
  private static func decodeContents(
    _ reader: ObjectReader, file: String, traits: Traits, budgets: Budgets, images: ImageResolver,
    loadDataset: @escaping (String) throws(SceneError) -> (bytes: [UInt8], file: String), read: FilesRead
  ) throws(SceneError) -> SceneDocument {
    guard let bounds = try reader.size("bounds", positive: true, maximum: Limits.maximumBoundsDimension) else {
      throw reader.error(nil, "missing required key \"bounds\" ({\"width\": …, \"height\": …} in points)")
    }
    // `displayScale` is UITraitCollection's name for the scene's `scale`.
    let fileScale = try reader.number("scale", in: 0...Limits.maximumScale)
    let scale = traits.displayScale ?? fileScale ?? 1
    if scale == 0 { throw reader.error("scale", "must be greater than 0") }
    try checkPixelCount(bounds: bounds, scale: scale, reader: reader)

    let layout = try LayoutDecoder.decode(reader.object["layout"], at: JSONPath.root.appending("layout"), file: file)
    // The style first: items' own styles start from its cell style.
    let style = ListStyleDefaults.applying(
      to: try StyleDecoder.decode(
        reader.object["style"], at: JSONPath.root.appending("style"), file: file, images: images),
      layout: layout, given: reader.object["style"], traits: traits)
    let context = SectionDecoder.Context(
      cellStyle: style.cell, images: images, budgets: budgets, listContent: style.listContent)

    let sections: [SectionData]
    switch (reader.has("sections"), try reader.string("dataset")) {
    case (true, .some):
      throw reader.error("dataset", "give either \"sections\" or \"dataset\", not both")
    case (true, nil):
      sections = try SectionDecoder.decodeSections(
        reader.object["sections"]!, at: JSONPath.root.appending("sections"), file: file, context: context)
    case (false, .some(let path)):
      if path.trimmingSpaces().isEmpty {
        throw reader.error("dataset", "must name a dataset file (a path relative to the scene file), got \"\"")
      }
      let dataset = try loadDataset(path)
      sections = try decodeDataset(dataset.bytes, file: dataset.file, context: context)
    case (false, nil):
      throw reader.error(nil, "missing \"sections\" (or a \"dataset\" file holding them)")
    }

    if let compositional = layout as? CompositionalLayout {
      try checkCompositional(
        compositional, reader: reader, sectionCount: sections.count,
        environment: LayoutEnvironment(
          boundsSize: bounds, contentInset: try reader.insets("contentInset") ?? .zero, scale: scale))
    }

    var scene = Scene(
      bounds: bounds,
      contentOffset: try reader.point("contentOffset") ?? .zero,
      contentInset: try reader.insets("contentInset") ?? .zero,
      scale: scale,
      layout: layout,
      sections: sections,
      style: style,
      shouldHighlight: try reader.bool("shouldHighlight") ?? true,
      shouldSelect: try reader.bool("shouldSelect") ?? true,
      menu: try decodeMenu(reader, sections: sections, budgets: budgets),
      overview: try decodeOverview(reader), budgets: budgets,
      traits: traits)
    scene.safeAreaInsets = try reader.insets("safeAreaInsets") ?? .zero
    scene.layoutMargins = try reader.insets("layoutMargins") ?? .zero
    scene.snapsToPixels = try reader.bool("snapToPixels") ?? false
    if let chrome = try ChromeDecoder.decode(reader) { scene.addChrome(chrome) }
    let timeline = try TimelineDecoder.decode(
      in: reader.object, file: file, cellStyle: style.cell, images: images, budgets: budgets,
      listContent: style.listContent, loadDataset: loadDataset)
    return SceneDocument(scene: scene, timeline: timeline, inputFiles: read.files)
  }

  /// Decodes a dataset file, `{"sections": [...]}`; items' own styles start from `cellStyle`.
  public static func decodeDataset(
    _ bytes: [UInt8], file: String, cellStyle: CellStyle = CellStyle(), loadImage: ImageLoader? = nil
  ) throws(SceneError) -> [SectionData] {
    let images = loadImage.map { ImageResolver(load: $0) } ?? .unavailable
    return try decodeDataset(bytes, file: file, context: SectionDecoder.Context(cellStyle: cellStyle, images: images))
  }

  static func decodeDataset(_ bytes: [UInt8], file: String, context: SectionDecoder.Context) throws(SceneError)
    -> [SectionData]
  {
    // A feed of a million items is read once, straight into columns; anything the scanner is not
    // sure of (every error included) is decoded by the general path, whose errors are exact.
    let counted = context.images.tally.counted
    let section: DatasetScanner.Section?
    switch DatasetScanner.scan(bytes, file: file, context: context) {
    case .decoded(let sections): return sections
    case .steppedAside(let inSection): section = inSection
    }
    // The images the scanner loaded before it stepped aside are loaded again: counted once.
    context.images.tally.counted = counted
    try findError(bytes, file: file, context: context, from: section)
    return try decodeDatasetGenerally(bytes, file: file, context: context)
  }

  /// Throws the error the general path would report for a dataset where the scanner stepped
  /// aside (inside `section`, when it names one), without holding the whole file as a tree: a
  /// syntax error anywhere (the general parser reads the whole file first), then one at the top
  /// level, then the section's own (every earlier section was read and checked in full).
  /// Returns when it finds none there (the scanner stepped aside for something it does not
  /// read, not for an error).
  static func findError(
    _ bytes: [UInt8], file: String, context: SectionDecoder.Context, from section: DatasetScanner.Section?
  ) throws(SceneError) {
    let shallow: (root: JSONValue, repeatsAKey: Bool)
    do {
      shallow = try JSONParser.shallowRoot(bytes)
    } catch {
      throw syntaxError(error, file: file)
    }
    // With "sections" given twice the last one counts, and the section may be in the other.
    guard !shallow.repeatsAKey else { return }
    let reader = try ObjectReader(shallow.root, at: .root, file: file, allowedKeys: ["description", "sections"])
    _ = try reader.string("description")
    guard case .array = try reader.required("sections") else {
      _ = try SectionDecoder.decodeSections(
        try reader.required("sections"), at: JSONPath.root.appending("sections"), file: file, context: context)
      return
    }
    guard let section else { return }
    // The scanner stops at the most sections a scene may have; reading them all as a tree
    // to find that out would cost gigabytes.
    if section.number >= Limits.maximumSections {
      throw SectionDecoder.tooManySections(at: JSONPath.root.appending("sections"), file: file)
    }
    var index = section.start
    guard let value = JSONParser.value(in: bytes, at: &index, depth: 2) else { return }
    let path = JSONPath.root.appending("sections").appending(index: section.number)
    let decoded = try SectionDecoder.decodeSection(value, at: path, file: file, index: section.number, context: context)
    try SectionDecoder.checkElements(
      section.elementsBefore + decoded.itemCount + decoded.supplementaryCount, at: path, file: file, context: context)
  }

  /// The general path: the whole file parsed into a `JSONValue` tree, then decoded.
  static func decodeDatasetGenerally(_ bytes: [UInt8], file: String, context: SectionDecoder.Context)
    throws(SceneError) -> [SectionData]
  {
    let root = try parse(bytes, file: file)
    let reader = try ObjectReader(root, at: .root, file: file, allowedKeys: ["description", "sections"])
    _ = try reader.string("description")
    return try SectionDecoder.decodeSections(
      try reader.required("sections"), at: JSONPath.root.appending("sections"), file: file, context: context)
  }

  /// `"menu": {"item": {"section": 0, "item": 3}, "actions": ["Cut", "Copy", "Paste"],
  /// "arrowDirection": "default"}`: the item must exist.
  static func decodeMenu(_ scene: ObjectReader, sections: [SectionData], budgets: Budgets) throws(SceneError)
    -> EditMenu?
  {
    guard let reader = try scene.object("menu", allowedKeys: ["item", "actions", "arrowDirection"]) else { return nil }
    guard reader.has("item") else {
      throw reader.error(
        nil, "missing required key \"item\" ({\"section\": …, \"item\": …}: the item the menu points at)")
    }
    let target = try reader.object("item", allowedKeys: ["section", "item"])!
    let section = try target.integer(try target.requiredKey("section"), in: 0...Int(Int32.max))!
    let item = try target.integer(try target.requiredKey("item"), in: 0...Int(Int32.max))!
    guard section < sections.count else {
      throw target.error(
        "section", "the scene has \(sections.count) section\(sections.count == 1 ? "" : "s"), got section \(section)")
    }
    let count = sections[section].itemCount
    guard item < count else {
      throw target.error("item", "section \(section) has \(count) item\(count == 1 ? "" : "s"), got item \(item)")
    }
    var menu = EditMenu(indexPath: ElementIndexPath(item: item, section: section))
    if let elements = try reader.array("actions") {
      if elements.isEmpty { throw reader.error("actions", "must list at least one action") }
      menu.actions = []
      for element in elements {
        guard case .string(let title) = element.value, !title.trimmingSpaces().isEmpty else {
          throw SceneError(
            kind: .invalid, file: reader.file, location: .path(element.path),
            reason: "expected a non-empty action title, got \(element.value.typeDescription)")
        }
        try ObjectReader.checkLabel(title, budgets, at: element.path, file: reader.file)
        menu.actions.append(title)
      }
    }
    if let direction = try reader.enumeration("arrowDirection", as: EditMenu.ArrowDirection.self) {
      menu.arrowDirection = direction
    }
    return menu
  }

  /// `"limits": {"elements", "visibleElements", "labelCharacters", "textCharacters",
  /// "characterScalars", "frames", "imagePixels"}`: budgets raised (or lowered) from the defaults
  /// of ``Budgets``, raised no higher than `ceiling` (the caller's; nil for none).
  static func decodeBudgets(_ scene: ObjectReader, ceiling: Budgets? = nil) throws(SceneError) -> Budgets {
    var budgets = Budgets()
    guard
      let reader = try scene.object(
        "limits",
        allowedKeys: [
          "elements", "visibleElements", "labelCharacters", "textCharacters", "characterScalars", "frames",
          "imagePixels",
        ])
    else { return budgets }
    if let value = try reader.integer("elements", in: 0...Budgets.maximumElements) { budgets.elements = value }
    if let value = try reader.integer("visibleElements", in: 0...Budgets.maximumElements) {
      budgets.visibleElements = value
    }
    if let value = try reader.integer("labelCharacters", in: 0...Budgets.maximumLabelCharacters) {
      budgets.labelCharacters = value
    }
    if let value = try reader.integer("textCharacters", in: 0...Budgets.maximumTextCharacters) {
      budgets.textCharacters = value
    }
    if let value = try reader.integer("characterScalars", in: 1...Budgets.maximumCharacterScalars) {
      budgets.characterScalars = value
    }
    if let value = try reader.integer("frames", in: 1...min(Budgets.maximumFrames, Timeline.maximumFrames)) {
      budgets.frames = value
    }
    if let value = try reader.integer("imagePixels", in: 0...Budgets.maximumImagePixels) { budgets.imagePixels = value }
    if let ceiling { try checkCeiling(budgets, ceiling, reader) }
    return budgets
  }

  /// Refuses a `limits` value above `ceiling`: a scene may lower any budget, and raise one only
  /// as far as its caller allows (the command line allows it with `--allow-scene-limits`).
  static func checkCeiling(_ budgets: Budgets, _ ceiling: Budgets, _ reader: ObjectReader) throws(SceneError) {
    let pairs: [(String, Int, Int)] = [
      ("elements", budgets.elements, ceiling.elements),
      ("visibleElements", budgets.visibleElements, ceiling.visibleElements),
      ("labelCharacters", budgets.labelCharacters, ceiling.labelCharacters),
      ("textCharacters", budgets.textCharacters, ceiling.textCharacters),
      ("characterScalars", budgets.characterScalars, ceiling.characterScalars),
      ("frames", budgets.frames, ceiling.frames),
      ("imagePixels", budgets.imagePixels, ceiling.imagePixels),
    ]
    for (key, value, allowed) in pairs where value > allowed {
      throw reader.error(
        key,
        "\(value) is above the \(key) budget of \(allowed) this run allows; a scene raises its budgets only when "
          + "the command line allows it (--allow-scene-limits)")
    }
  }

  /// `"overview": true` (defaults) or `{"margin", "marginColor", "offscreenAlpha",
  /// "viewportColor", "viewportWidth", "reuse"}`; `false` is the normal view. `"reuse"` is
  /// `{"from": {"x", "y"}, "queuedColor", "dequeuedColor", "queueWidth"}`.
  static func decodeOverview(_ scene: ObjectReader) throws(SceneError) -> Overview? {
    switch scene.object["overview"] {
    case nil, .bool(false)?: return nil
    case .bool(true)?: return Overview()
    default: break
    }
    let reader = try scene.object(
      "overview",
      allowedKeys: ["margin", "marginColor", "offscreenAlpha", "viewportColor", "viewportWidth", "reuse"])!
    var overview = Overview()
    if let margin = try reader.number("margin", in: 0...10_000) { overview.margin = margin }
    if reader.has("marginColor") { overview.marginColor = try StyleDecoder.color(reader, "marginColor") }
    if let alpha = try reader.number("offscreenAlpha", in: 0...1) { overview.offscreenAlpha = alpha }
    if reader.has("viewportColor") {
      overview.viewportColor = try StyleDecoder.color(reader, "viewportColor") ?? .clear
    }
    if let width = try reader.number("viewportWidth", in: 0...1_000) { overview.viewportWidth = width }
    if let reuse = try reader.object("reuse", allowedKeys: ["from", "queuedColor", "dequeuedColor", "queueWidth"]) {
      guard let from = try reuse.point("from") else {
        throw reuse.error(nil, "missing required key \"from\" (the content offset before the scroll, {\"x\", \"y\"})")
      }
      var annotation = ReuseAnnotation(from: from)
      if reuse.has("queuedColor") { annotation.queuedColor = try StyleDecoder.color(reuse, "queuedColor") ?? .clear }
      if reuse.has("dequeuedColor") {
        annotation.dequeuedColor = try StyleDecoder.color(reuse, "dequeuedColor") ?? .clear
      }
      if let width = try reuse.number("queueWidth", in: 16...1_000) { annotation.queueWidth = width }
      overview.reuse = annotation
    }
    return overview
  }

  /// A compositional layout's `sections` list must match the data section for section, and
  /// every group's first subitem must fit in it at the scene's bounds.
  static func checkCompositional(
    _ layout: CompositionalLayout, reader: ObjectReader, sectionCount: Int, environment: LayoutEnvironment
  ) throws(SceneError) {
    let path = JSONPath.root.appending("layout")
    if case .perSection(let definitions) = layout.sectionProvider, definitions.count != sectionCount {
      throw SceneError(
        kind: .invalid, file: reader.file, location: .path(path.appending("sections")),
        reason: "lists \(definitions.count) section definition\(definitions.count == 1 ? "" : "s") but the scene has "
          + "\(sectionCount) section\(sectionCount == 1 ? "" : "s"); give one per section (null for an empty one)")
    }
    // A `list` layout builds its own groups, which always fit: nothing to check against the bounds.
    guard case .object(let object)? = reader.object["layout"], object["type"] == .string("compositional") else {
      return
    }
    try CompositionalDecoder.validate(
      layout, reader.object["layout"]!, at: path, file: reader.file, in: environment)
  }

  static func parse(_ bytes: [UInt8], file: String) throws(SceneError) -> JSONValue {
    do {
      return try JSONParser.parse(bytes)
    } catch {
      throw syntaxError(error, file: file)
    }
  }

  static func syntaxError(_ error: JSONParser.SyntaxError, file: String) -> SceneError {
    SceneError(
      kind: .syntax, file: file, location: .position(line: error.line, column: error.column),
      reason: error.isLimit ? "too large to read: \(error.message)" : "not valid JSON: \(error.message)")
  }

  /// Rejects bounds whose image would be absurdly large (``PixelBudget``), before anything
  /// allocates it.
  static func checkPixelCount(bounds: Size, scale: Double, reader: ObjectReader) throws(SceneError) {
    let scaleText = ObjectReader.format(scale)
    switch PixelBudget.problem(width: bounds.width, height: bounds.height, scale: scale) {
    case nil: return
    case .empty: throw reader.error("bounds", "is less than one pixel at scale \(scaleText)")
    case .tooLarge(let width, let height):
      throw reader.error(
        "bounds",
        "\(width)×\(height) pixels at scale \(scaleText) is too large (at most \(PixelBudget.maximumDimension) pixels "
          + "a side and \(PixelBudget.maximumPixels / 1_000_000) megapixels)")
    }
  }

}
