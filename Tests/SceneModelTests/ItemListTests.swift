import Geometry
import SceneModel
import Testing

/// `ItemList` behaves as an array of `ItemData` does, whatever is done to it.
@Suite struct ItemListTests {
  static func item(_ n: Int) -> ItemData {
    var item = ItemData(title: n % 5 == 0 ? nil : "Item \(n)" + String(repeating: "é", count: n % 4))
    if n % 3 != 0 { item.size = Size(width: Double(n % 7) * 10, height: Double(n % 11) * 4.5) }
    item.isSelected = n % 4 == 1
    item.isHighlighted = n % 6 == 2
    if n % 7 == 3 { item.shouldHighlight = n % 2 == 0 }
    if n % 8 == 5 { item.shouldSelect = n % 3 == 0 }
    if n % 9 == 4 { item.id = "id-\(n)" }
    if n % 13 == 6 {
      var style = CellStyle()
      style.titleLabel.numberOfLines = n % 5
      item.style = style
    }
    // List rows: texts that differ, members shared or not; and list members without content.
    if n % 10 == 7 {
      var content = n % 20 == 7 ? ListContentConfiguration.valueCell() : .subtitleCell()
      content.text = "Row \(n)"
      content.secondaryText = n % 3 == 0 ? nil : "\(n) m"
      item.contentConfiguration = content
      item.accessories = n % 30 == 7 ? [] : [CellAccessory(.disclosureIndicator)]
    }
    if n % 17 == 8 { item.isExpanded = true }
    return item
  }

  @Test func holdsWhatItIsGiven() {
    let items = (0..<200).map(Self.item)
    let list = ItemList(items)
    #expect(list.count == 200)
    #expect(Array(list) == items)
    for index in items.indices { #expect(list[index] == items[index]) }
    let literal: ItemList = [ItemData(title: "Owl"), ItemData(size: Size(width: 1, height: 2))]
    #expect(literal.map(\.title) == ["Owl", nil])
    #expect(literal[1].size == Size(width: 1, height: 2))
  }

  /// A deterministic sequence of edits (set, insert, remove, replace ranges, append), applied to
  /// an `ItemList` and to an array: the two always hold the same items.
  @Test func editsMatchAnArrays() {
    var reference = (0..<50).map(Self.item)
    var list = ItemList(reference)
    var seed: UInt64 = 7
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(max(bound, 1)))
    }
    for step in 0..<400 {
      let fresh = Self.item(1_000 + step)
      switch next(6) {
      case 0 where !reference.isEmpty:
        let index = next(reference.count)
        reference[index] = fresh
        list[index] = fresh
      case 1:
        let index = next(reference.count + 1)
        reference.insert(fresh, at: index)
        list.insert(fresh, at: index)
      case 2 where !reference.isEmpty:
        let index = next(reference.count)
        #expect(list.remove(at: index) == reference.remove(at: index))
      case 3:
        let lower = next(reference.count + 1)
        let upper = lower + next(reference.count - lower + 1)
        let replacement = (0..<next(4)).map { Self.item(2_000 + step * 4 + $0) }
        reference.replaceSubrange(lower..<upper, with: replacement)
        list.replaceSubrange(lower..<upper, with: replacement)
      case 4 where !reference.isEmpty:
        // A flag or a size changed in place, the title kept.
        let index = next(reference.count)
        reference[index].isSelected.toggle()
        list[index].isSelected.toggle()
        reference[index].size = Size(width: Double(step), height: 3)
        list[index].size = Size(width: Double(step), height: 3)
      default:
        reference.append(fresh)
        list.append(fresh)
      }
      #expect(Array(list) == reference, "after step \(step)")
      if Array(list) != reference { return }
    }
    #expect(list == ItemList(reference))
    #expect(list.hashValue == ItemList(reference).hashValue)
  }

  @Test func equalityIsTheItems() {
    // The same title in two Unicode normalisation forms is the same title, as for String.
    let composed: ItemList = [ItemData(title: "caf\u{E9}")]
    let decomposed: ItemList = [ItemData(title: "cafe\u{301}")]
    #expect(composed == decomposed)
    #expect(composed.hashValue == decomposed.hashValue)
    #expect(composed != [ItemData(title: "cafe")])
    #expect(ItemList() != [ItemData()])
    #expect([ItemData(title: nil)] as ItemList != [ItemData(title: "")])
  }

  @Test func sizesForTheLayout() {
    let list: ItemList = [ItemData(title: "a"), ItemData(size: Size(width: 3, height: 4)), ItemData()]
    #expect(list.containsSizes)
    let fallback = Size(width: 9, height: 9)
    #expect(list.sizes(default: fallback) == [fallback, Size(width: 3, height: 4), fallback])
    #expect(!([ItemData(title: "a")] as ItemList).containsSizes)
  }

  @Test func selectionFlagsInBulk() {
    var list = ItemList((0..<30).map(Self.item))
    let items = (0..<30).map(Self.item)
    #expect(list.selectedIndices == items.indices.filter { items[$0].isSelected })
    #expect(list.highlightedIndices == items.indices.filter { items[$0].isHighlighted })
    list.clearSelectionAndHighlight()
    #expect(list.selectedIndices.isEmpty && list.highlightedIndices.isEmpty)
    #expect(
      Array(list)
        == items.map {
          var item = $0
          item.isSelected = false
          item.isHighlighted = false
          return item
        })
  }
}
