import Geometry

/// A section's items, kept as columns rather than as an array of ``ItemData``: what most items
/// have (a title and a size) takes about 25 bytes plus the title's UTF-8, and what few items have
/// (their own style, `id` or list-cell members) is kept for those items only. A million-item feed takes tens of
/// megabytes instead of hundreds.
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
  /// Per item: the size's width and height (0 when the item has none).
  private var widths: [Double] = []
  private var heights: [Double] = []
  /// Per item: where its title's UTF-8 ends in `titleBytes` (it starts where the previous one ends).
  private var titleEnds: [Int] = []
  /// Every title's UTF-8, one after another.
  private var titleBytes: [UInt8] = []
  /// The members few items have, by item index.
  private var styles: [Int: CellStyle] = [:]
  private var ids: [Int: String] = [:]
  private var listMembers: [Int: ListMembers] = [:]

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
    widths.append(size?.width ?? 0)
    heights.append(size?.height ?? 0)
    titleEnds.append(titleBytes.count)
  }

  /// Whether some item has its own size.
  public var containsSizes: Bool { flags.contains { $0 & Flags.hasSize != 0 } }

  /// Every item's size, `defaultSize` for an item without its own.
  public func sizes(default defaultSize: Size) -> [Size] {
    var sizes: [Size] = []
    sizes.reserveCapacity(count)
    for index in flags.indices {
      sizes.append(
        flags[index] & Flags.hasSize != 0 ? Size(width: widths[index], height: heights[index]) : defaultSize)
    }
    return sizes
  }

  /// The size of the item at `index` (`self[index].size`), read without making the item.
  public func size(at index: Int) -> Size? {
    flags[index] & Flags.hasSize != 0 ? Size(width: widths[index], height: heights[index]) : nil
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

  private func titleStart(_ index: Int) -> Int { index == 0 ? 0 : titleEnds[index - 1] }

  private func title(at index: Int) -> String? {
    guard flags[index] & Flags.hasTitle != 0 else { return nil }
    return String(decoding: titleBytes[titleStart(index)..<titleEnds[index]], as: UTF8.self)
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
      let list = listMembers.isEmpty ? nil : listMembers[position]
      return ItemData(
        title: title(at: position),
        size: flag & Flags.hasSize != 0 ? Size(width: widths[position], height: heights[position]) : nil,
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
      widths[position] = newValue.size?.width ?? 0
      heights[position] = newValue.size?.height ?? 0
      styles[position] = newValue.style
      ids[position] = newValue.id
      listMembers[position] = ListMembers(newValue)
      // Setting a flag or a size leaves the title as it is: only a changed title moves bytes.
      let start = titleStart(position)
      let end = titleEnds[position]
      let old = titleBytes[start..<end]
      let new = newValue.title?.utf8
      guard !(new.map { old.elementsEqual($0) } ?? old.isEmpty) else { return }
      let replacement = Array(new ?? "".utf8)
      titleBytes.replaceSubrange(start..<end, with: replacement)
      let delta = replacement.count - (end - start)
      for index in position..<titleEnds.count { titleEnds[index] += delta }
    }
  }

  /// Reserves room for `n` items in every per-item column.
  public mutating func reserveCapacity(_ n: Int) {
    flags.reserveCapacity(n)
    widths.reserveCapacity(n)
    heights.reserveCapacity(n)
    titleEnds.reserveCapacity(n)
  }

  /// Adds `item` at the end, in amortised constant time.
  public mutating func append(_ item: ItemData) {
    let index = flags.count
    flags.append(Self.flags(of: item))
    widths.append(item.size?.width ?? 0)
    heights.append(item.size?.height ?? 0)
    if let title = item.title { titleBytes.append(contentsOf: title.utf8) }
    titleEnds.append(titleBytes.count)
    if let style = item.style { styles[index] = style }
    if let id = item.id { ids[index] = id }
    if let list = ListMembers(item) { listMembers[index] = list }
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
    flags.replaceSubrange(subrange, with: incoming.flags)
    widths.replaceSubrange(subrange, with: incoming.widths)
    heights.replaceSubrange(subrange, with: incoming.heights)
    let byteStart = titleStart(subrange.lowerBound)
    let byteEnd = subrange.isEmpty ? byteStart : titleEnds[subrange.upperBound - 1]
    titleBytes.replaceSubrange(byteStart..<byteEnd, with: incoming.titleBytes)
    let byteDelta = incoming.titleBytes.count - (byteEnd - byteStart)
    titleEnds.replaceSubrange(subrange, with: incoming.titleEnds.map { $0 + byteStart })
    for index in (subrange.lowerBound + incoming.count)..<titleEnds.count { titleEnds[index] += byteDelta }
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
    listMembers = moved(listMembers, incoming.listMembers)
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
      lhs.titleBytes == rhs.titleBytes, lhs.styles == rhs.styles, lhs.ids == rhs.ids,
      lhs.listMembers == rhs.listMembers
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
