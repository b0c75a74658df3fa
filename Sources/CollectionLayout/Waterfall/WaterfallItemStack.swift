/// Step 2b: a section with per-item reference sizes, placed item by item as CHT does, stored
/// compactly (two `Double`s per item, plus two `Int32`s for shortest-first) and searchable per
/// column.
///
/// ```
///  items, index order:   minScroll [y₀ y₁ y₂ …]   extent [h₀ h₁ h₂ …]   slot [0 1 1 0 …]
///
///  by slot (column):     slot 0 → items 0, 3, 4, 7 …   minScroll increasing down a column,
///                        slot 1 → items 1, 2, 5, …     so each column is binary-searchable
///
///  rect ─▶ columns across the rect (binary search on the column origins)
///        └▶ per column: first item with maxScroll > rect.min (binary search), then items
///           while minScroll < rect.max; every candidate tested exactly; indices sorted
/// ```
///
/// Why per column: items of different columns are not sorted by their scroll origin (a tall
/// item in one column overlaps many items of the others), but inside a column each item starts
/// one spacing below the previous one's end. So a query costs O(columns·log n + visible) and
/// finds tall items anywhere. A section where that order does not hold (a negative spacing)
/// is detected while placing and searched linearly instead — correct, only slower.
import Geometry

struct WaterfallItemStack: Sendable {
  /// Which items each slot holds.
  enum Membership: Sendable {
    /// Item i is in slot `i % columns` (left-to-right and right-to-left).
    case roundRobin(columns: Int)
    /// Shortest-first: each item's slot, and the items of slot s (in index order) at
    /// `slotItems[slotStart[s] ..< slotStart[s + 1]]`.
    case explicit(slotOfItem: [Int32], slotStart: [Int], slotItems: [Int32])
  }

  let itemCount: Int
  /// The number of slots that can hold items: `min(columns, items)`.
  let slotCount: Int
  /// Each item's origin along the scroll axis.
  let minScroll: [Double]
  /// Each item's extent along the scroll axis.
  let extents: [Double]
  let membership: Membership
  /// Whether, in every slot, items' scroll origins and ends never decrease (true unless a
  /// spacing is negative); binary search needs it.
  let slotsAreSorted: Bool
  /// The longest column's height (CHT's `columnHeights[longest]`).
  let longestColumn: Double
  /// The least and greatest scroll coordinates any item covers.
  let scrollBounds: (min: Double, max: Double)?

  /// Places `sizes` (reference sizes, one per item, fewer than 2³¹) in the columns of a section
  /// whose items start at `firstRow`. O(n) for round-robin, O(n·columns) for shortest-first with
  /// up to 16 columns and O(n·log columns) with more.
  init(
    sizes: [Size], firstRow: Double, columns: WaterfallColumns, metrics: WaterfallSectionMetrics,
    direction: WaterfallLayout.ItemRenderDirection, axis: ScrollAxis, scale: Double
  ) {
    let count = sizes.count
    itemCount = count
    let slots = Swift.min(columns.count, count)
    slotCount = slots
    let spacing = metrics.interitemSpacing
    let itemAcross = columns.itemAcross

    var minScroll = [Double]()
    var extents = [Double]()
    minScroll.reserveCapacity(count)
    extents.reserveCapacity(count)
    // Per slot, the last origin and end placed, to check the order a binary search needs.
    var lastMin = [Double](repeating: -.infinity, count: slots)
    var lastMax = [Double](repeating: -.infinity, count: slots)
    var sorted = true
    var low = Double.infinity
    var high = -Double.infinity
    var heights: [Double]

    if direction == .shortestFirst {
      var slotOfItem = [Int32]()
      slotOfItem.reserveCapacity(count)
      var chooser = WaterfallShortestColumnChooser(slotCount: slots, height: firstRow)
      sizes.withUnsafeBufferPointer { buffer in
        for index in 0..<count {
          let (slot, y) = chooser.shortest()
          let h = WaterfallItemExtent.extent(
            reference: buffer[index], itemAcross: itemAcross, axis: axis, scale: scale)
          let end = y + h
          minScroll.append(y)
          extents.append(h)
          slotOfItem.append(Int32(truncatingIfNeeded: slot))
          if y < lastMin[slot] || end < lastMax[slot] { sorted = false }
          lastMin[slot] = y
          lastMax[slot] = end
          if y < low { low = y }
          if end > high { high = end }
          // CHT: columnHeights[column] = CGRectGetMaxY(frame) + minimumInteritemSpacing.
          chooser.setHeightOfShortest(end + spacing)
        }
      }
      heights = chooser.heightsBySlot
      membership = Self.membership(slotOfItem: slotOfItem, slots: slots)
    } else {
      // The Xamarin guide's port returned `ColumnCount` (out of range) left to right and
      // `(ColumnCount − 1) − item / ColumnCount` right to left (docs/waterfall-layout.md, "The
      // Xamarin port's mistakes", 1 and 2). CHT's formulas: i % n and (n − 1) − i % n; the
      // mirroring is in `WaterfallColumns.column(slot:)`.
      heights = [Double](repeating: firstRow, count: slots)
      let columnCount = columns.count
      sizes.withUnsafeBufferPointer { buffer in
        for index in 0..<count {
          let slot = index % columnCount
          let y = heights[slot]
          let h = WaterfallItemExtent.extent(
            reference: buffer[index], itemAcross: itemAcross, axis: axis, scale: scale)
          let end = y + h
          minScroll.append(y)
          extents.append(h)
          if y < lastMin[slot] || end < lastMax[slot] { sorted = false }
          lastMin[slot] = y
          lastMax[slot] = end
          if y < low { low = y }
          if end > high { high = end }
          heights[slot] = end + spacing
        }
      }
      membership = .roundRobin(columns: columnCount)
    }

    self.minScroll = minScroll
    self.extents = extents
    slotsAreSorted = sorted
    scrollBounds = count > 0 ? (low, high) : nil
    longestColumn = Self.longestColumn(heights: heights, columns: columns.count, firstRow: firstRow)
  }

  /// The items of each slot, from each item's slot: a counting sort, each slot's list in index
  /// order.
  static func membership(slotOfItem: [Int32], slots: Int) -> Membership {
    var slotStart = [Int](repeating: 0, count: slots + 1)
    for slot in slotOfItem { slotStart[Int(slot) + 1] += 1 }
    if slots > 0 {
      for slot in 0..<slots { slotStart[slot + 1] += slotStart[slot] }
    }
    var next = slotStart
    var slotItems = [Int32](repeating: 0, count: slotOfItem.count)
    for index in 0..<slotOfItem.count {
      let slot = Int(slotOfItem[index])
      slotItems[next[slot]] = Int32(truncatingIfNeeded: index)
      next[slot] += 1
    }
    return .explicit(slotOfItem: slotOfItem, slotStart: slotStart, slotItems: slotItems)
  }

  /// The longest column's height (CHT's longestColumnIndexInSection: strict >, ties to the
  /// leftmost; only the value counts here), from the slots' `heights`: columns beyond the slots
  /// never received an item and are still at `firstRow`.
  static func longestColumn(heights: [Double], columns: Int, firstRow: Double) -> Double {
    var longest = heights.first ?? firstRow
    for height in heights where height > longest { longest = height }
    if columns > heights.count && firstRow > longest { longest = firstRow }
    return longest
  }

  @inline(__always) func slot(ofItem item: Int) -> Int {
    switch membership {
    case .roundRobin(let columns): item % columns
    case .explicit(let slotOfItem, _, _): Int(slotOfItem[item])
    }
  }

  /// The frame of `item` (0 ≤ item < itemCount).
  @inline(__always) func frame(item: Int, columns: WaterfallColumns, axis: ScrollAxis) -> Rect {
    axis.rect(
      main: minScroll[item], cross: columns.origin(slot: slot(ofItem: item)),
      mainExtent: extents[item], crossExtent: columns.itemAcross)
  }

  /// Appends the index of every item whose frame overlaps `rect` (`Rect.overlaps`), in index order.
  /// Why not `WaterfallUniformItems.appendItems`: items with their own extents need a search per column, then a sort.
  func appendItems(
    in rect: Rect, columns: WaterfallColumns, axis: ScrollAxis, into indices: inout [Int]
  ) {
    guard itemCount > 0, let window = WaterfallQueryWindow(rect, columns: columns, axis: axis, slotCount: slotCount)
    else { return }
    let firstNew = indices.count
    for slot in window.slots {
      switch membership {
      case .roundRobin(let stride):
        // Slot s holds items s, s + n, s + 2n, …: (count − 1 − s) / n + 1 of them.
        let count = slot < itemCount ? (itemCount - 1 - slot) / stride + 1 : 0
        appendSlot(count: count, item: { slot + $0 * stride })
      case .explicit(_, let slotStart, let slotItems):
        let base = slotStart[slot]
        appendSlot(count: slotStart[slot + 1] - base, item: { Int(slotItems[base + $0]) })
      }
    }

    func appendSlot(count: Int, item: (Int) -> Int) {
      var k = 0
      if slotsAreSorted {
        k = partitionPoint(0..<count) {
          let i = item($0)
          return minScroll[i] + extents[i] > window.low
        }
      }
      while k < count {
        let i = item(k)
        if slotsAreSorted && !(minScroll[i] < window.high) { break }
        if frame(item: i, columns: columns, axis: axis).overlaps(rect) { indices.append(i) }
        k += 1
      }
    }

    // Each slot's hits are in index order; several slots interleave. When every item was hit
    // the result is simply 0..<n, already in order; otherwise sort the (visible) new part.
    let hits = indices.count - firstNew
    guard window.slots.count > 1 && hits > 1 else { return }
    if hits == itemCount {
      for offset in 0..<hits { indices[firstNew + offset] = offset }
    } else {
      indices[firstNew...].sort()
    }
  }
}

/// An item's scroll extent from its reference size.
enum WaterfallItemExtent {
  /// CHT / the Xamarin guide: `pixelFloor(reference.height · itemWidth / reference.width)` in that order,
  /// when both reference dimensions are > 0; otherwise 0 (the Xamarin guide's rule, which also covers a
  /// reference width of 0: no division by zero). Never negative, NaN or infinite.
  @inline(__always) static func extent(reference: Size, itemAcross: Double, axis: ScrollAxis, scale: Double)
    -> Double
  {
    let across = axis.cross(reference)
    let scroll = axis.main(reference)
    guard across > 0 && scroll > 0 else { return 0 }
    return PixelGrid.nonNegativeLength(
      PixelGrid.floor(scroll * itemAcross / across, scale: scale))
  }
}
