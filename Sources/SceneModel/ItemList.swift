import Geometry

/// A section's items, kept as columns rather than as an array of ``ItemData``: what most items
/// have (a title and a size) takes about 25 bytes plus the title's UTF-8, and what few items have
/// (their own style or `id`) is kept for those items only. A million-item feed takes tens of
/// megabytes instead of hundreds. List rows keep their texts in columns and share the rest of
/// their list-cell members (content configuration, background, accessories, state): a
/// 100,000-row list holds its configuration a few times, not 100,000 times.
///
/// It is used as an array of ``ItemData`` is: a random-access, mutable, range-replaceable
/// collection, written as an array literal, each element made on access.
///
/// ```swift
/// var items: ItemList = [ItemData(title: "Monkey"), ItemData(title: "Owl", size: Size(width: 80, height: 110))]
/// items.append(ItemData(title: "Wren"))
/// items[1].isSelected = true
/// let titles = items.map(\.title)
/// ```
public struct ItemList: Sendable {
  /// Per item: which optional members are present and the boolean ones (``Flags``).
  private var flags: [UInt8] = []
  /// Per item, once some item has a size (empty before: a list's rows have none): the size's
  /// width and height (0 when the item has none).
  private var widths: [Double] = []
  private var heights: [Double] = []
  /// Per item, once some title has bytes (empty before: every title empty or none): where its
  /// title's UTF-8 ends in `titleBytes` (it starts where the previous one ends).
  private var titleEnds: [Int] = []
  /// Every title's UTF-8, one after another.
  private var titleBytes: [UInt8] = []
  /// The members few items have, by item index.
  private var styles: [Int: CellStyle] = [:]
  private var ids: [Int: String] = [:]
  /// Per item, once some item has list-cell members (empty before): the index of its members
  /// without their content's texts in `listShapes` (−1: none), and those texts.
  private var listSlots: [Int32] = []
  private var listTexts: [String?] = []
  private var listSecondaryTexts: [String?] = []
  /// The distinct list-cell members without texts, and where each is in `listShapes`.
  private var listShapes: [ListMembers] = []
  private var listShapeSlots: [ListMembers: Int32] = [:]

  /// An item's list-cell members (content, background, accessories, state), kept only for
  /// items that have one of them.
  private struct ListMembers: Hashable, Sendable {
    var contentConfiguration: ListContentConfiguration?
    var backgroundConfiguration: BackgroundConfiguration?
    var accessories: [CellAccessory]
    var isDisabled: Bool
    var isEditing: Bool
    var isExpanded: Bool

    /// The item's members, or nil when it has none of them.
    init?(_ item: ItemData) {
      guard
        item.contentConfiguration != nil || item.backgroundConfiguration != nil || !item.accessories.isEmpty
          || item.isDisabled || item.isEditing || item.isExpanded
      else { return nil }
      contentConfiguration = item.contentConfiguration
      backgroundConfiguration = item.backgroundConfiguration
      accessories = item.accessories
      isDisabled = item.isDisabled
      isEditing = item.isEditing
      isExpanded = item.isExpanded
    }
  }

  /// The item at `index`'s list-cell members: its shape with its texts put back.
  private func listMembers(at index: Int) -> ListMembers? {
    guard !listSlots.isEmpty, listSlots[index] >= 0 else { return nil }
    var members = listShapes[Int(listSlots[index])]
    if members.contentConfiguration != nil {
      members.contentConfiguration?.text = listTexts[index]
      members.contentConfiguration?.secondaryText = listSecondaryTexts[index]
    }
    return members
  }

  /// Sets the list-cell members of the item at `index` (an index already in the columns).
  private mutating func setListMembers(_ members: ListMembers?, at index: Int) {
    guard var shape = members else {
      if !listSlots.isEmpty { (listSlots[index], listTexts[index], listSecondaryTexts[index]) = (-1, nil, nil) }
      return
    }
    makeListColumns(count: flags.count)
    listTexts[index] = shape.contentConfiguration?.text
    listSecondaryTexts[index] = shape.contentConfiguration?.secondaryText
    shape.contentConfiguration?.text = nil
    shape.contentConfiguration?.secondaryText = nil
    listSlots[index] = slot(of: shape)
  }

  /// Where `shape` is in `listShapes`, added if new. Rows usually come in runs of one shape, so
  /// the last shape is compared before any hashing.
  private mutating func slot(of shape: ListMembers) -> Int32 {
    if let last = listShapes.last, last == shape { return Int32(listShapes.count - 1) }
    if let slot = listShapeSlots[shape] { return slot }
    listShapes.append(shape)
    let slot = Int32(listShapes.count - 1)
    listShapeSlots[shape] = slot
    return slot
  }

  /// Makes the list columns, without members, for the first `count` items, unless they exist.
  private mutating func makeListColumns(count: Int) {
    guard listSlots.isEmpty else { return }
    listSlots = Array(repeating: -1, count: count)
    listTexts = Array(repeating: nil, count: count)
    listSecondaryTexts = Array(repeating: nil, count: count)
  }

  /// Appends the per-item list columns of one more item, without list-cell members, when the
  /// columns exist.
  private mutating func appendNoListMembers() {
    guard !listSlots.isEmpty else { return }
    listSlots.append(-1)
    listTexts.append(nil)
    listSecondaryTexts.append(nil)
  }

  /// A list row with `title`, whose list-cell members are those of the item at `source` with
  /// its content's `text` and `secondaryText` replaced: what a dataset decoder appends for rows
  /// that differ from an earlier one only in their texts (checked as labels by the caller).
  ///
  /// - Precondition: the item at `source` has a content configuration.
  package mutating func appendListItem(
    title: String?, text: String?, secondaryText: String?, sharingListMembersWith source: Int
  ) {
    precondition(!listSlots.isEmpty && listSlots[source] >= 0, "no list members to share")
    flags.append(title == nil ? 0 : Flags.hasTitle)
    appendSize(nil)
    if let title { titleBytes.append(contentsOf: title.utf8) }
    appendTitleEnd()
    listSlots.append(listSlots[source])
    listTexts.append(text)
    listSecondaryTexts.append(secondaryText)
  }

  /// The bits of `flags`.
  private enum Flags {
    static let hasTitle: UInt8 = 1 << 0
    static let hasSize: UInt8 = 1 << 1
    static let isSelected: UInt8 = 1 << 2
    static let isHighlighted: UInt8 = 1 << 3
    static let hasShouldHighlight: UInt8 = 1 << 4
    static let shouldHighlight: UInt8 = 1 << 5
    static let hasShouldSelect: UInt8 = 1 << 6
    static let shouldSelect: UInt8 = 1 << 7
  }

  /// No items.
  public init() {}

  /// The items of `items`, in order.
  public init(_ items: some Sequence<ItemData>) {
    self.init()
    append(contentsOf: items)
  }

  /// Items with a title (given as its UTF-8, already validated) and a size only: the columns a
  /// dataset decoder fills without making an ``ItemData`` for each item.
  package mutating func appendValidatedUTF8Title(
    _ title: UnsafeBufferPointer<UInt8>?, size: Size?, isSelected: Bool = false, isHighlighted: Bool = false
  ) {
    var flag: UInt8 = 0
    if let title {
      flag |= Flags.hasTitle
      titleBytes.append(contentsOf: title)
    }
    if isSelected { flag |= Flags.isSelected }
    if isHighlighted { flag |= Flags.isHighlighted }
    if size != nil { flag |= Flags.hasSize }
    flags.append(flag)
    appendSize(size)
    appendTitleEnd()
    appendNoListMembers()
  }

  /// Whether some item has its own size.
  public var containsSizes: Bool { flags.contains { $0 & Flags.hasSize != 0 } }

  /// Every item's size, `defaultSize` for an item without its own.
  public func sizes(default defaultSize: Size) -> [Size] {
    var sizes: [Size] = []
    sizes.reserveCapacity(count)
    for index in flags.indices {
      sizes.append(
        flags[index] & Flags.hasSize != 0 ? storedSize(index) : defaultSize)
    }
    return sizes
  }

  /// The size of the item at `index` (`self[index].size`), read without making the item.
  public func size(at index: Int) -> Size? {
    flags[index] & Flags.hasSize != 0 ? storedSize(index) : nil
  }

  /// The positions of the selected items (`isSelected`), read from the flags without making
  /// the items.
  public var selectedIndices: [Int] { flags.indices.filter { flags[$0] & Flags.isSelected != 0 } }

  /// The positions of the highlighted items (`isHighlighted`).
  public var highlightedIndices: [Int] { flags.indices.filter { flags[$0] & Flags.isHighlighted != 0 } }

  /// Sets every item's `isSelected` and `isHighlighted` to false.
  public mutating func clearSelectionAndHighlight() {
    let cleared = ~(Flags.isSelected | Flags.isHighlighted)
    for index in flags.indices { flags[index] &= cleared }
  }

  private func titleStart(_ index: Int) -> Int { index == 0 ? 0 : titleEnd(index - 1) }

  private func titleEnd(_ index: Int) -> Int { titleEnds.isEmpty ? 0 : titleEnds[index] }

  /// Records where the title of the item just appended to `flags` ends: the end column is made
  /// at the first title with bytes.
  private mutating func appendTitleEnd() {
    if titleEnds.isEmpty {
      guard !titleBytes.isEmpty else { return }
      titleEnds = Array(repeating: 0, count: flags.count - 1)
    }
    titleEnds.append(titleBytes.count)
  }

  /// Makes the title end column, all 0, for the first `count` items, unless it exists.
  private mutating func makeTitleEnds(count: Int) {
    guard titleEnds.isEmpty else { return }
    titleEnds = Array(repeating: 0, count: count)
  }

  /// The size of the item at `index`, which has one (so the size columns exist).
  private func storedSize(_ index: Int) -> Size { Size(width: widths[index], height: heights[index]) }

  /// Makes the size columns, all zero, for the first `count` items, unless they exist.
  private mutating func makeSizeColumns(count: Int) {
    guard widths.isEmpty else { return }
    widths = Array(repeating: 0, count: count)
    heights = Array(repeating: 0, count: count)
  }

  /// The size columns of the item just appended to `flags`: made at the first size.
  private mutating func appendSize(_ size: Size?) {
    if widths.isEmpty {
      guard let size else { return }
      makeSizeColumns(count: flags.count - 1)
      widths.append(size.width)
      heights.append(size.height)
      return
    }
    widths.append(size?.width ?? 0)
    heights.append(size?.height ?? 0)
  }

  private func title(at index: Int) -> String? {
    guard flags[index] & Flags.hasTitle != 0 else { return nil }
    return String(decoding: titleBytes[titleStart(index)..<titleEnd(index)], as: UTF8.self)
  }

  private static func flags(of item: ItemData) -> UInt8 {
    var flag: UInt8 = 0
    if item.title != nil { flag |= Flags.hasTitle }
    if item.size != nil { flag |= Flags.hasSize }
    if item.isSelected { flag |= Flags.isSelected }
    if item.isHighlighted { flag |= Flags.isHighlighted }
    if let answer = item.shouldHighlight { flag |= Flags.hasShouldHighlight | (answer ? Flags.shouldHighlight : 0) }
    if let answer = item.shouldSelect { flag |= Flags.hasShouldSelect | (answer ? Flags.shouldSelect : 0) }
    return flag
  }
}

extension ItemList: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
  /// The index of the first item: always 0.
  public var startIndex: Int { 0 }
  /// The index after the last item: the number of items.
  public var endIndex: Int { flags.count }

  /// The item at `position`, rebuilt from the columns (get) or written into them (set).
  public subscript(position: Int) -> ItemData {
    get {
      let flag = flags[position]
      let list = listMembers(at: position)
      return ItemData(
        title: title(at: position),
        size: flag & Flags.hasSize != 0 ? storedSize(position) : nil,
        isSelected: flag & Flags.isSelected != 0, isHighlighted: flag & Flags.isHighlighted != 0,
        style: styles.isEmpty ? nil : styles[position],
        shouldHighlight: flag & Flags.hasShouldHighlight != 0 ? flag & Flags.shouldHighlight != 0 : nil,
        shouldSelect: flag & Flags.hasShouldSelect != 0 ? flag & Flags.shouldSelect != 0 : nil,
        id: ids.isEmpty ? nil : ids[position], contentConfiguration: list?.contentConfiguration,
        backgroundConfiguration: list?.backgroundConfiguration, accessories: list?.accessories ?? [],
        isDisabled: list?.isDisabled ?? false, isEditing: list?.isEditing ?? false,
        isExpanded: list?.isExpanded ?? false)
    }
    set {
      precondition(indices.contains(position), "ItemList index out of range")
      flags[position] = Self.flags(of: newValue)
      if newValue.size != nil { makeSizeColumns(count: flags.count) }
      if !widths.isEmpty {
        widths[position] = newValue.size?.width ?? 0
        heights[position] = newValue.size?.height ?? 0
      }
      styles[position] = newValue.style
      ids[position] = newValue.id
      setListMembers(ListMembers(newValue), at: position)
      // Setting a flag or a size leaves the title as it is: only a changed title moves bytes.
      let start = titleStart(position)
      let end = titleEnd(position)
      let old = titleBytes[start..<end]
      let new = newValue.title?.utf8
      guard !(new.map { old.elementsEqual($0) } ?? old.isEmpty) else { return }
      let replacement = Array(new ?? "".utf8)
      makeTitleEnds(count: flags.count)
      titleBytes.replaceSubrange(start..<end, with: replacement)
      let delta = replacement.count - (end - start)
      for index in position..<titleEnds.count { titleEnds[index] += delta }
    }
  }

  /// Reserves room for `n` items in every per-item column made so far (the others are made,
  /// at their first use, for the items there are then).
  public mutating func reserveCapacity(_ n: Int) {
    flags.reserveCapacity(n)
    if !titleEnds.isEmpty { titleEnds.reserveCapacity(n) }
    if !widths.isEmpty {
      widths.reserveCapacity(n)
      heights.reserveCapacity(n)
    }
    if !listSlots.isEmpty {
      listSlots.reserveCapacity(n)
      listTexts.reserveCapacity(n)
      listSecondaryTexts.reserveCapacity(n)
    }
  }

  /// Adds `item` at the end, in amortised constant time.
  public mutating func append(_ item: ItemData) {
    let index = flags.count
    flags.append(Self.flags(of: item))
    appendSize(item.size)
    if let title = item.title { titleBytes.append(contentsOf: title.utf8) }
    appendTitleEnd()
    if let style = item.style { styles[index] = style }
    if let id = item.id { ids[index] = id }
    appendNoListMembers()
    if let list = ListMembers(item) { setListMembers(list, at: index) }
  }

  /// Adds `items` at the end, one by one.
  public mutating func append(contentsOf items: some Sequence<ItemData>) {
    for item in items { append(item) }
  }

  /// Replaces the items in `subrange` with `newElements`; appending at the end is amortised
  /// constant time per item.
  public mutating func replaceSubrange(_ subrange: Range<Int>, with newElements: some Collection<ItemData>) {
    precondition(subrange.lowerBound >= 0 && subrange.upperBound <= count, "ItemList range out of bounds")
    if subrange.lowerBound == count {
      append(contentsOf: newElements)
      return
    }
    let incoming = ItemList(newElements)
    let countDelta = incoming.count - subrange.count
    // Columns made on first use are made, for the items before the replacement, when either
    // side has them.
    if !incoming.titleBytes.isEmpty { makeTitleEnds(count: count) }
    if !widths.isEmpty || !incoming.widths.isEmpty {
      makeSizeColumns(count: count)
      let zeros = [Double](repeating: 0, count: incoming.widths.isEmpty ? incoming.count : 0)
      widths.replaceSubrange(subrange, with: incoming.widths.isEmpty ? zeros : incoming.widths)
      heights.replaceSubrange(subrange, with: incoming.heights.isEmpty ? zeros : incoming.heights)
    }
    flags.replaceSubrange(subrange, with: incoming.flags)
    let byteStart = titleStart(subrange.lowerBound)
    let byteEnd = subrange.isEmpty ? byteStart : titleEnd(subrange.upperBound - 1)
    titleBytes.replaceSubrange(byteStart..<byteEnd, with: incoming.titleBytes)
    let byteDelta = incoming.titleBytes.count - (byteEnd - byteStart)
    if !titleEnds.isEmpty {
      let ends = incoming.titleEnds.isEmpty ? Array(repeating: 0, count: incoming.count) : incoming.titleEnds
      titleEnds.replaceSubrange(subrange, with: ends.map { $0 + byteStart })
      for index in (subrange.lowerBound + incoming.count)..<titleEnds.count { titleEnds[index] += byteDelta }
    }
    func moved<Value>(_ members: [Int: Value], _ added: [Int: Value]) -> [Int: Value] {
      var result: [Int: Value] = [:]
      for (index, value) in members where index < subrange.lowerBound || index >= subrange.upperBound {
        result[index < subrange.lowerBound ? index : index + countDelta] = value
      }
      for (index, value) in added { result[index + subrange.lowerBound] = value }
      return result
    }
    styles = moved(styles, incoming.styles)
    ids = moved(ids, incoming.ids)
    replaceListMembers(subrange, with: incoming)
  }
}

extension ItemList {
  /// The list columns of `subrange` replaced by `incoming`'s (whose shapes join this list's).
  private mutating func replaceListMembers(_ subrange: Range<Int>, with incoming: ItemList) {
    guard !listSlots.isEmpty || !incoming.listSlots.isEmpty else { return }
    // Count before the replacement: the other columns have already been replaced.
    let oldCount = flags.count - incoming.count + subrange.count
    makeListColumns(count: oldCount)
    var slots: [Int32] = []
    slots.reserveCapacity(incoming.count)
    for index in 0..<incoming.count {
      let slot = incoming.listSlots.isEmpty ? -1 : incoming.listSlots[index]
      slots.append(slot < 0 ? -1 : self.slot(of: incoming.listShapes[Int(slot)]))
    }
    listSlots.replaceSubrange(subrange, with: slots)
    let none = [String?](repeating: nil, count: incoming.count)
    listTexts.replaceSubrange(subrange, with: incoming.listSlots.isEmpty ? none : incoming.listTexts)
    listSecondaryTexts.replaceSubrange(subrange, with: incoming.listSlots.isEmpty ? none : incoming.listSecondaryTexts)
  }
}

extension ItemList: ExpressibleByArrayLiteral {
  /// A list of the items of the literal, in order.
  public init(arrayLiteral elements: ItemData...) {
    self.init(elements)
  }
}

extension ItemList: Hashable {
  /// Whether both lists hold equal items in the same order (quick when their columns are equal).
  public static func == (lhs: ItemList, rhs: ItemList) -> Bool {
    guard lhs.count == rhs.count else { return false }
    // The same columns are the same items; different ones may still be (a title in another
    // Unicode normalisation form equals it as a String), so they are compared item by item.
    if lhs.flags == rhs.flags, lhs.widths == rhs.widths, lhs.heights == rhs.heights, lhs.titleEnds == rhs.titleEnds,
      lhs.titleBytes == rhs.titleBytes, lhs.styles == rhs.styles, lhs.ids == rhs.ids, lhs.listSlots == rhs.listSlots,
      lhs.listShapes == rhs.listShapes, lhs.listTexts == rhs.listTexts,
      lhs.listSecondaryTexts == rhs.listSecondaryTexts
    {
      return true
    }
    return lhs.elementsEqual(rhs)
  }

  /// Hashes the count and every item, as `==` compares them.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for item in self { hasher.combine(item) }
  }
}

extension ItemList: CustomStringConvertible {
  /// The items as an array's description.
  public var description: String { Array(self).description }
}
