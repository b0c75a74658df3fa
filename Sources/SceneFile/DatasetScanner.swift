import Geometry
import OrderedJSON
import SceneModel

/// The fast path for dataset files, `{"sections": [{"items": […], …}, …]}`: reads the bytes once
/// and puts each section's items straight into an `ItemList`'s columns, with no `JSONValue` and
/// no dictionary for an item that has only a title, a size and its selection flags (a feed's
/// items). Whatever else an item or a section holds is read by the general parser and decoder,
/// member by member.
///
/// It never reports an error: at the first thing wrong (or anything it cannot be sure to read
/// exactly as the general path does) it steps aside, saying in which section, and
/// `SceneDecoder` finds the general path's error, with its exact line and column or JSON path.
/// Errors are rare and cost another pass; correct files are read once.
struct DatasetScanner {
  private let bytes: [UInt8]
  private let base: UnsafePointer<UInt8>
  private let end: Int
  private var index = 0
  private let file: String
  /// The context, held by reference: it is large (the scene's cell style and list content), and
  /// the scanner, passed `inout` to the closure of every object it reads, stays a few words.
  private let contextReference: ContextReference
  private var context: SectionDecoder.Context { contextReference.context }

  private final class ContextReference {
    let context: SectionDecoder.Context
    init(_ context: SectionDecoder.Context) { self.context = context }
  }
  private var steppedAside: Section?

  /// A section of the file: its number, where it starts, and the elements of the sections
  /// before it (towards the elements budget).
  struct Section {
    var number: Int
    var start: Int
    var elementsBefore: Int
  }

  /// What the scanner made of a dataset file.
  enum Outcome {
    case decoded([SectionData])
    /// The general path must decode the file; when the scanner stepped aside inside a section,
    /// that section, whose earlier ones were read and checked in full.
    case steppedAside(in: Section?)
  }

  /// The sections of the dataset in `bytes`, or where the scanner stepped aside.
  static func scan(_ bytes: [UInt8], file: String, context: SectionDecoder.Context) -> Outcome {
    bytes.withUnsafeBufferPointer { buffer -> Outcome in
      guard let base = buffer.baseAddress else { return .steppedAside(in: nil) }
      var scanner = DatasetScanner(bytes: bytes, base: base, end: buffer.count, file: file, context: context)
      guard let sections = scanner.dataset() else { return .steppedAside(in: scanner.steppedAside) }
      return .decoded(sections)
    }
  }

  /// The sections of the dataset in `bytes`, or nil when the general path must decode it.
  static func decode(_ bytes: [UInt8], file: String, context: SectionDecoder.Context) -> [SectionData]? {
    guard case .decoded(let sections) = scan(bytes, file: file, context: context) else { return nil }
    return sections
  }

  private init(
    bytes: [UInt8], base: UnsafePointer<UInt8>, end: Int, file: String, context: SectionDecoder.Context
  ) {
    self.bytes = bytes
    self.base = base
    self.end = end
    self.file = file
    contextReference = ContextReference(context)
  }

  // MARK: The dataset and its sections

  private mutating func dataset() -> [SectionData]? {
    // A UTF-8 byte-order mark is tolerated, as by the general parser.
    if end >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF { index = 3 }
    guard skipWhitespace(), take(UInt8(ascii: "{")) else { return nil }
    var sections: [SectionData]?
    var sawDescription = false
    var first = true
    while true {
      guard skipWhitespace() else { return nil }
      if take(UInt8(ascii: "}")) { break }
      if !first {
        guard take(UInt8(ascii: ",")), skipWhitespace() else { return nil }
        if take(UInt8(ascii: "}")) { break }  // JSONC: a trailing comma
      }
      first = false
      guard let key = plainKey() else { return nil }
      switch key {
      case "description" where !sawDescription:
        sawDescription = true
        guard case .string? = JSONParser.value(in: bytes, at: &index, depth: 1) else { return nil }
      case "sections" where sections == nil:
        guard let decoded = sectionList() else { return nil }
        sections = decoded
      default: return nil  // an unknown or repeated key: the general path says what is wrong
      }
    }
    guard skipWhitespace(), index == end else { return nil }
    return sections
  }

  private mutating func sectionList() -> [SectionData]? {
    guard skipWhitespace(), take(UInt8(ascii: "[")) else { return nil }
    var sections: [SectionData] = []
    var total = 0
    while true {
      guard skipWhitespace() else { return nil }
      if take(UInt8(ascii: "]")) { return sections }
      if !sections.isEmpty {
        guard take(UInt8(ascii: ",")), skipWhitespace() else { return nil }
        if take(UInt8(ascii: "]")) { return sections }
      }
      let limit = context.budgets.elements - total
      let start = index
      // Past the most sections a scene may have, the general path reports it.
      guard limit >= 0, sections.count < Limits.maximumSections, let section = section(sections.count, itemLimit: limit)
      else {
        steppedAside = Section(number: sections.count, start: start, elementsBefore: total)
        return nil
      }
      // The elements budget, counted as `SectionDecoder.decodeSections` counts it.
      total += section.itemCount + section.supplementaryCount
      guard total <= context.budgets.elements else {
        let before = total - section.itemCount - section.supplementaryCount
        steppedAside = Section(number: sections.count, start: start, elementsBefore: before)
        return nil
      }
      sections.append(section)
    }
  }

  /// Section `number`: its items scanned into columns, its other members read by the general
  /// parser and the section checked by `SectionDecoder`. More than `itemLimit` items is an error
  /// the general path reports.
  private mutating func section(_ number: Int, itemLimit: Int) -> SectionData? {
    guard take(UInt8(ascii: "{")) else { return nil }
    var object = JSONObject()
    var items: ItemList?
    while true {
      guard skipWhitespace() else { return nil }
      if take(UInt8(ascii: "}")) { break }
      if !object.keys.isEmpty {
        guard take(UInt8(ascii: ",")), skipWhitespace() else { return nil }
        if take(UInt8(ascii: "}")) { break }
      }
      guard let key = plainKey(), object[key] == nil else { return nil }
      if key == "items" {
        guard let list = itemList(section: number, limit: min(itemLimit, Limits.maximumItemsPerSection)) else {
          return nil
        }
        items = list
        object.set(key, .array([]))  // read above; kept for the key checks
      } else {
        guard let value = JSONParser.value(in: bytes, at: &index, depth: 3) else { return nil }
        object.set(key, value)
      }
    }
    let path = JSONPath.root.appending("sections").appending(index: number)
    do {
      return try SectionDecoder.decodeSection(
        .object(object), at: path, file: file, index: number, context: context, decodedItems: items ?? ItemList())
    } catch {
      return nil
    }
  }

  // MARK: Items

  private mutating func itemList(section: Int, limit: Int) -> ItemList? {
    guard skipWhitespace(), take(UInt8(ascii: "[")) else { return nil }
    var items = ItemList()
    var shapes = ListRowShapes()
    while true {
      guard skipWhitespace() else { return nil }
      if take(UInt8(ascii: "]")) { return items }
      if !items.isEmpty {
        guard take(UInt8(ascii: ",")), skipWhitespace() else { return nil }
        if take(UInt8(ascii: "]")) { return items }
      }
      guard items.count < limit else { return nil }
      let start = index
      if !plainItem(into: &items) && !listRow(section: section, into: &items, shapes: &shapes, start: start) {
        // Anything else an item may be: read as the general path reads it.
        index = start
        guard let value = JSONParser.value(in: bytes, at: &index, depth: 4) else { return nil }
        let path = JSONPath.root.appending("sections").appending(index: section).appending("items")
          .appending(index: items.count)
        do {
          items.append(
            try SectionDecoder.decodeItem(
              value, at: path, file: file, owner: "item \(items.count) of section \(section)", context: context))
        } catch {
          return nil
        }
      }
    }
  }

  /// Reads an item that is a title (`"Owl"`) or an object of `title`, `size`, `selected` and
  /// `highlighted` (each at most once), and appends it; false (having appended nothing) for any
  /// other item, which the general path reads.
  private mutating func plainItem(into items: inout ItemList) -> Bool {
    if peek(UInt8(ascii: "\"")) {
      guard let title = plainString() else { return false }
      return append(title: title, size: nil, selected: false, highlighted: false, to: &items)
    }
    var title: Range<Int>?
    var size: Size?
    var selected: Bool?
    var highlighted: Bool?
    let scanned = plainObject { scanner, key in
      if scanner.key(key, is: "title") {
        guard title == nil, let text = scanner.plainString() else { return false }
        title = text
      } else if scanner.key(key, is: "size") {
        guard size == nil, let value = scanner.plainSize() else { return false }
        size = value
      } else if scanner.key(key, is: "selected") {
        guard selected == nil, let flag = scanner.plainBool() else { return false }
        selected = flag
      } else if scanner.key(key, is: "highlighted") {
        guard highlighted == nil, let flag = scanner.plainBool() else { return false }
        highlighted = flag
      } else {
        return false
      }
      return true
    }
    guard scanned else { return false }
    return append(title: title, size: size, selected: selected ?? false, highlighted: highlighted ?? false, to: &items)
  }

  // MARK: List rows

  /// The members of a list row the fast path reads, as byte ranges: `title`, `text` and
  /// `secondaryText` (plain strings), `image` (a plain string) and `accessories` (plain strings).
  private struct ListRow {
    var title: Range<Int>?
    var text: Range<Int>?
    var secondaryText: Range<Int>?
    var image: Range<Int>?
    var accessories: [Range<Int>]?
  }

  /// What rows of one section that differ only in their texts have in common: the bytes of
  /// their image and accessory names, as the file spells them.
  private struct ListRowShape: Hashable {
    var image: [UInt8]?
    var accessories: [[UInt8]]
  }

  /// The row of each shape whose members later rows share. Rows come in runs of one shape, so
  /// a row is compared with the last shape's bytes in the file before any array is made or
  /// hashed.
  private struct ListRowShapes {
    private var sources: [ListRowShape: Int] = [:]
    private var last: (shape: ListRowShape, source: Int)?

    /// The source of the last shape when `row`'s image and accessories are its bytes.
    func lastSource(_ row: ListRow, in base: UnsafePointer<UInt8>) -> Int? {
      guard let last, (row.image == nil) == (last.shape.image == nil),
        (row.accessories?.count ?? 0) == last.shape.accessories.count
      else { return nil }
      func same(_ range: Range<Int>, _ bytes: [UInt8]) -> Bool {
        range.count == bytes.count
          && UnsafeBufferPointer(start: base + range.lowerBound, count: range.count).elementsEqual(bytes)
      }
      if let image = row.image, let lastImage = last.shape.image, !same(image, lastImage) { return nil }
      for (range, bytes) in zip(row.accessories ?? [], last.shape.accessories) where !same(range, bytes) {
        return nil
      }
      return last.source
    }

    /// The source of `shape`, which becomes the last shape; nil for a shape not seen yet.
    mutating func source(of shape: ListRowShape) -> Int? {
      guard let source = sources[shape] else { return nil }
      last = (shape, source)
      return source
    }

    mutating func add(_ shape: ListRowShape, source: Int) {
      sources[shape] = source
      last = (shape, source)
    }
  }

  /// Reads a list row — an object of `title`, `text`, `secondaryText`, `image` (a symbol) and
  /// `accessories` (names) that is list content — and appends it; false (having appended
  /// nothing, the scanner anywhere) for anything else, which the general path reads. The first
  /// row of each shape is decoded by the general path; the rows after it that differ only in
  /// their texts share its members (`ItemList.appendListItem`), so a long list is read once and
  /// its configuration kept once.
  private mutating func listRow(
    section: Int, into items: inout ItemList, shapes: inout ListRowShapes, start: Int
  ) -> Bool {
    index = start
    var row = ListRow()
    let scanned = plainObject { scanner, key in
      if scanner.key(key, is: "title") {
        guard row.title == nil, let text = scanner.plainString() else { return false }
        row.title = text
      } else if scanner.key(key, is: "text") {
        guard row.text == nil, let text = scanner.plainString() else { return false }
        row.text = text
      } else if scanner.key(key, is: "secondaryText") {
        guard row.secondaryText == nil, let text = scanner.plainString() else { return false }
        row.secondaryText = text
      } else if scanner.key(key, is: "image") {
        guard row.image == nil, let text = scanner.plainString() else { return false }
        row.image = text
      } else if scanner.key(key, is: "accessories") {
        guard row.accessories == nil, let names = scanner.plainStrings() else { return false }
        row.accessories = names
      } else {
        return false
      }
      return true
    }
    // List content as `SectionDecoder.listContent` decides it; an image is a symbol's name.
    guard scanned, row.text != nil || row.secondaryText != nil || (row.image != nil && context.listContent != nil),
      case (let title?, let text?, let secondaryText?) = (label(row.title), label(row.text), label(row.secondaryText))
    else { return false }
    if let source = shapes.lastSource(row, in: base) {
      appendListItem(title: title, text: text, secondaryText: secondaryText, sharingWith: source, to: &items)
      return true
    }
    func spelled(_ range: Range<Int>) -> [UInt8] {
      Array(UnsafeBufferPointer(start: base + range.lowerBound, count: range.count))
    }
    let shape = ListRowShape(image: row.image.map(spelled), accessories: (row.accessories ?? []).map(spelled))
    if let source = shapes.source(of: shape) {
      appendListItem(title: title, text: text, secondaryText: secondaryText, sharingWith: source, to: &items)
      return true
    }
    // The first row of its shape: its image a symbol and its accessories names, as the fast path
    // reads them, then decoded by the general path.
    if let range = row.image {
      guard let name = plainText(range), name.hasPrefix(ListContentDecoder.symbolPrefix),
        name.count > ListContentDecoder.symbolPrefix.count
      else { return false }
    }
    for range in row.accessories ?? [] {
      guard let name = plainText(range), name != "label", CellAccessory.Kind.named[name] != nil else { return false }
    }
    let end = index
    index = start
    let path = JSONPath.root.appending("sections").appending(index: section).appending("items")
      .appending(index: items.count)
    guard let value = JSONParser.value(in: bytes, at: &index, depth: 4), index == end,
      let item = try? SectionDecoder.decodeItem(
        value, at: path, file: file, owner: "item \(items.count) of section \(section)", context: context),
      item.contentConfiguration != nil
    else { return false }
    shapes.add(shape, source: items.count)
    items.append(item)
    return true
  }

  /// Appends a row with these texts sharing the list members of the row at `source`: the texts
  /// `SectionDecoder.listContent` gives, the row's, else the scene's list content's, and for the
  /// text, else the title.
  private func appendListItem(
    title: String?, text: String?, secondaryText: String?, sharingWith source: Int, to items: inout ItemList
  ) {
    let scene = context.listContent
    items.appendListItem(
      title: title, text: text ?? scene?.text ?? title, secondaryText: secondaryText ?? scene?.secondaryText,
      sharingListMembersWith: source)
  }

  /// The string at `range` when it is a label the general path accepts (valid UTF-8, within the
  /// label budgets): `.some(nil)` for no range, nil when it is not a label.
  private func label(_ range: Range<Int>?) -> String?? {
    guard let range else { return .some(nil) }
    let bytes = UnsafeBufferPointer(start: base + range.lowerBound, count: range.count)
    if isShortASCII(bytes) { return .some(String(decoding: bytes, as: UTF8.self)) }
    guard let text = plainText(range), context.budgets.labelProblem(text) == nil else { return nil }
    return .some(text)
  }

  /// Whether `bytes` are ASCII and no more than every label budget allows: such a label needs no
  /// check (nor UTF-8 validation) beyond that.
  private func isShortASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let budgets = context.budgets
    return bytes.count <= budgets.characterScalars && bytes.count <= budgets.labelCharacters
      && bytes.allSatisfy { $0 < 0x80 }
  }

  /// The plain string at `range` (no escapes: `plainString`), or nil when it is not UTF-8.
  private func plainText(_ range: Range<Int>) -> String? {
    let bytes = UnsafeBufferPointer(start: base + range.lowerBound, count: range.count)
    // ASCII is UTF-8 as it is (and skips the generic validation's cost).
    if bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
    return String(validating: bytes, as: UTF8.self)
  }

  /// `[…]` of plain strings (trailing comma allowed, JSONC), as byte ranges; nil for anything else.
  private mutating func plainStrings() -> [Range<Int>]? {
    guard take(UInt8(ascii: "[")) else { return nil }
    var ranges: [Range<Int>] = []
    while true {
      guard skipWhitespace() else { return nil }
      if take(UInt8(ascii: "]")) { return ranges }
      if !ranges.isEmpty {
        guard take(UInt8(ascii: ",")), skipWhitespace() else { return nil }
        if take(UInt8(ascii: "]")) { return ranges }
      }
      guard ranges.count < 16, let range = plainString() else { return nil }
      ranges.append(range)
    }
  }

  /// Appends an item whose title is the bytes at `title`, after the checks the general path
  /// makes: valid UTF-8, and within the label budgets.
  private func append(title: Range<Int>?, size: Size?, selected: Bool, highlighted: Bool, to items: inout ItemList)
    -> Bool
  {
    guard let title else {
      items.appendValidatedUTF8Title(nil, size: size, isSelected: selected, isHighlighted: highlighted)
      return true
    }
    let text = UnsafeBufferPointer(start: base + title.lowerBound, count: title.count)
    if !isShortASCII(text) {
      guard let string = String(validating: text, as: UTF8.self), context.budgets.labelProblem(string) == nil else {
        return false
      }
    }
    items.appendValidatedUTF8Title(text, size: size, isSelected: selected, isHighlighted: highlighted)
    return true
  }

  /// Scans a `{...}` object whose keys are plain strings, trailing comma allowed (JSONC): for each
  /// member, `member` gets the key's range with the scanner on the value and scans the value.
  /// False as soon as the object or a member is not what the fast path reads.
  private mutating func plainObject(_ member: (inout DatasetScanner, Range<Int>) -> Bool) -> Bool {
    guard take(UInt8(ascii: "{")) else { return false }
    var first = true
    while true {
      guard skipWhitespace() else { return false }
      if take(UInt8(ascii: "}")) { return true }
      if !first {
        guard take(UInt8(ascii: ",")), skipWhitespace() else { return false }
        if take(UInt8(ascii: "}")) { return true }
      }
      first = false
      guard let key = plainKeyRange(), skipWhitespace(), member(&self, key) else { return false }
    }
  }

  /// `{"width": w, "height": h}` (either order) of plain non-negative numbers within
  /// `Limits.maximumLength`; nil for anything else.
  private mutating func plainSize() -> Size? {
    var width: Double?
    var height: Double?
    let scanned = plainObject { scanner, key in
      if scanner.key(key, is: "width") {
        guard width == nil, let length = scanner.plainLength() else { return false }
        width = length
      } else if scanner.key(key, is: "height") {
        guard height == nil, let length = scanner.plainLength() else { return false }
        height = length
      } else {
        return false
      }
      return true
    }
    guard scanned, let width, let height else { return nil }
    return Size(width: width, height: height)
  }

  /// A non-negative number within `Limits.maximumLength`: whole numbers of up to 15 digits
  /// are read here, others (a fraction, an exponent) by the general parser.
  private mutating func plainLength() -> Double? {
    var value = 0
    var digits = 0
    var position = index
    while position < end, base[position] &- UInt8(ascii: "0") < 10, digits <= 15 {
      value = value * 10 + Int(base[position] &- UInt8(ascii: "0"))
      digits += 1
      position += 1
    }
    guard digits > 0, !(digits > 1 && base[index] == UInt8(ascii: "0")) else { return nil }
    let number: Double
    if position < end,
      base[position] == UInt8(ascii: ".") || base[position] | 0x20 == UInt8(ascii: "e")
        || base[position] &- UInt8(ascii: "0") < 10
    {
      guard case .number(let parsed)? = JSONParser.value(in: bytes, at: &index, depth: 6) else { return nil }
      number = parsed
    } else {
      number = Double(value)
      index = position
    }
    guard number.isFinite, number >= 0, number <= Limits.maximumLength else { return nil }
    return number
  }

  private mutating func plainBool() -> Bool? {
    if matches("true") { return true }
    if matches("false") { return false }
    return nil
  }

  private mutating func matches(_ word: StaticString) -> Bool {
    let count = word.utf8CodeUnitCount
    guard end - index >= count else { return false }
    for offset in 0..<count where base[index + offset] != word.utf8Start[offset] { return false }
    // The general parser reads `truex` as `true` then fails on `x`; so does the caller here.
    index += count
    return true
  }

  // MARK: Strings, keys, white space

  /// A string without escapes or control characters: the range of its bytes (not yet checked
  /// as UTF-8); nil for any other string, which the general parser reads.
  private mutating func plainString() -> Range<Int>? {
    guard take(UInt8(ascii: "\"")) else { return nil }
    let start = index
    var position = index
    while position < end {
      let byte = base[position]
      if byte == UInt8(ascii: "\"") {
        index = position + 1
        return start..<position
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
      position += 1
    }
    return nil
  }

  /// A key of ASCII characters without escapes, and the colon after it.
  private mutating func plainKey() -> String? {
    guard let range = plainKeyRange() else { return nil }
    return String(decoding: UnsafeBufferPointer(start: base + range.lowerBound, count: range.count), as: UTF8.self)
  }

  /// The bytes of a key of ASCII characters without escapes, and the colon after it: read
  /// without making a String, as most keys are only compared with a few known ones.
  private mutating func plainKeyRange() -> Range<Int>? {
    guard let range = plainString(), range.count <= 64 else { return nil }
    for position in range where base[position] >= 0x80 { return nil }
    guard skipWhitespace(), take(UInt8(ascii: ":")) else { return nil }
    return range
  }

  /// Whether the key whose bytes are at `range` is `word`.
  private func key(_ range: Range<Int>, is word: StaticString) -> Bool {
    guard range.count == word.utf8CodeUnitCount else { return false }
    for offset in 0..<range.count where base[range.lowerBound + offset] != word.utf8Start[offset] { return false }
    return true
  }

  private func peek(_ byte: UInt8) -> Bool { index < end && base[index] == byte }

  private mutating func take(_ byte: UInt8) -> Bool {
    guard index < end, base[index] == byte else { return false }
    index += 1
    return true
  }

  /// Skips white space and comments; false for an unterminated comment or a lone `/`.
  private mutating func skipWhitespace() -> Bool {
    while index < end {
      switch base[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      case UInt8(ascii: "/"):
        guard index + 1 < end else { return false }
        if base[index + 1] == UInt8(ascii: "/") {
          while index < end, base[index] != 0x0A { index += 1 }
        } else if base[index + 1] == UInt8(ascii: "*") {
          index += 2
          while index + 1 < end, !(base[index] == UInt8(ascii: "*") && base[index + 1] == UInt8(ascii: "/")) {
            index += 1
          }
          guard index + 1 < end else { return false }
          index += 2
        } else {
          return false
        }
      default: return true
      }
    }
    return true
  }
}
