/// Moving one item in the data: the data source's `moveItem(at:to:)` (the Xamarin guide's `MoveItem`:
/// remove at the source index path, insert at the destination).
///
/// ```
///  move 0:1 → 0:3        before  [a b c d e]      index paths of the others shift to close
///                        after   [a c d b e]      the gap and open the new one
///  sizes, staysWithSlot  [1 2 3 4 5] unchanged    (the Xamarin guide: Numbers move, Heights do not,
///  sizes, travelsWithItem [1 3 4 2 5]              so b takes slot 3's size)
/// ```
import CollectionLayout
import Geometry

/// A move of the item at `from` to `to`, where `to` is its index path after the move.
public struct ItemMove: Hashable, Sendable, CustomStringConvertible {
  /// How per-item sizes behave when an item moves.
  public enum Sizing: String, Hashable, Sendable, CaseIterable {
    /// Sizes belong to positions: the moved item takes the size of the slot it lands in (the
    /// Xamarin guide's iOS 9 sample, whose `MoveItem` reorders `Numbers` but not `Heights`). When an item
    /// changes section, the source section loses its last slot's size and the destination
    /// section gains a last slot with the moved item's size.
    case staysWithSlot
    /// Sizes belong to items: the moved item keeps its size (nshint's Swift original, where the
    /// heights live in the moved data; what users asked for). Moving into a section without
    /// per-item sizes, it takes that section's uniform size.
    case travelsWithItem
  }

  /// The item's index path before the move.
  public var from: ElementIndexPath
  /// Its index path after the move.
  public var to: ElementIndexPath

  /// A move of the item at `from` to `to`.
  public init(from: ElementIndexPath, to: ElementIndexPath) {
    self.from = from
    self.to = to
  }

  /// Whether the move changes nothing.
  public var isIdentity: Bool { from == to }

  /// The source and destination joined by an arrow, for messages and test failures.
  public var description: String { "\(from)→\(to)" }

  /// Where the item at `indexPath` before the move is after it.
  public func destination(of indexPath: ElementIndexPath) -> ElementIndexPath {
    if indexPath == from { return to }
    var result = indexPath
    if result.section == from.section && result.item > from.item { result.item -= 1 }
    if result.section == to.section && result.item >= to.item { result.item += 1 }
    return result
  }

  /// Which item (by its index path before the move) is at `indexPath` after it: the inverse of
  /// `destination(of:)`.
  public func source(of indexPath: ElementIndexPath) -> ElementIndexPath {
    if indexPath == to { return from }
    var result = indexPath
    if result.section == to.section && result.item > to.item { result.item -= 1 }
    if result.section == from.section && result.item >= from.item { result.item += 1 }
    return result
  }

  /// `sections` with the element at `from` removed and inserted at `to` (positions outside the
  /// data are clamped into it). Every element keeps its identity.
  public func applied<Element>(to sections: [[Element]]) -> [[Element]] {
    guard sections.indices.contains(from.section), sections[from.section].indices.contains(from.item),
      sections.indices.contains(to.section)
    else { return sections }
    var result = sections
    let element = result[from.section].remove(at: from.item)
    let position = Swift.min(Swift.max(0, to.item), result[to.section].count)
    result[to.section].insert(element, at: position)
    return result
  }

  /// `content` after the move: item counts, and per-item sizes according to `sizing`.
  /// `movedItemSize` is the size the item brings into a section with per-item sizes when its
  /// own section has none (its frame size is the natural choice).
  public func applied(to content: LayoutContent, sizing: Sizing, movedItemSize: Size) -> LayoutContent {
    let sections = content.sections
    guard sections.indices.contains(from.section), from.item >= 0,
      from.item < sections[from.section].itemCount, sections.indices.contains(to.section)
    else { return content }
    var result = sections
    let ownSize = sections[from.section].itemSizes?[from.item] ?? movedItemSize
    if from.section == to.section {
      if sizing == .travelsWithItem, let sizes = sections[from.section].itemSizes {
        let move = ItemMove(
          from: ElementIndexPath(item: from.item, section: 0), to: ElementIndexPath(item: to.item, section: 0))
        result[from.section].itemSizes = move.applied(to: [sizes])[0]
      }
      return LayoutContent(sections: result)
    }
    result[from.section].itemCount -= 1
    result[to.section].itemCount += 1
    if var sizes = result[from.section].itemSizes {
      switch sizing {
      case .staysWithSlot: sizes.removeLast()
      case .travelsWithItem: sizes.remove(at: from.item)
      }
      result[from.section].itemSizes = sizes
    }
    if var sizes = result[to.section].itemSizes {
      switch sizing {
      case .staysWithSlot: sizes.append(ownSize)
      case .travelsWithItem: sizes.insert(ownSize, at: Swift.min(Swift.max(0, to.item), sizes.count))
      }
      result[to.section].itemSizes = sizes
    }
    return LayoutContent(sections: result)
  }
}
