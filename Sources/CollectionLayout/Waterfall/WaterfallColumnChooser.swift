/// Shortest-first column choice (CHT's `shortestColumnIndexInSection:`): the column with the
/// least height so far, ties to the lowest index.
///
/// ```
///  heights:  [ 120, 95, 95, 140 ]   → slot 1 (95; slot 2 ties but comes later)
///
///  few columns (≤ 16): a linear scan, as CHT (strict <, from slot 0)
///  many columns:       a binary min-heap keyed by (height, slot), the same choice in O(log n)
/// ```
///
/// Both give the same choice: the scan keeps the first minimum, and the heap orders equal
/// heights by slot. Only the root changes per item (the chosen column grows), so each step is
/// one sift-down.
struct WaterfallShortestColumnChooser {
  /// Above this many slots the heap beats the scan.
  static let linearScanLimit = 16

  private let usesHeap: Bool
  /// Linear mode: height by slot. Heap mode: the heap's heights, parallel to `heapSlots`.
  private var heights: [Double]
  private var heapSlots: [Int32]
  /// Linear mode: the slot the last `shortest()` chose.
  private var chosen = 0

  /// `slotCount` slots all at `height`. Equal heights ordered by slot already form a valid heap.
  init(slotCount: Int, height: Double) {
    heights = [Double](repeating: height, count: slotCount)
    usesHeap = slotCount > Self.linearScanLimit
    heapSlots = usesHeap ? (0..<slotCount).map { Int32(truncatingIfNeeded: $0) } : []
  }

  /// The shortest slot (ties: the lowest) and its height.
  @inline(__always) mutating func shortest() -> (slot: Int, height: Double) {
    if usesHeap { return (Int(heapSlots[0]), heights[0]) }
    var best = 0
    var bestHeight = heights[0]
    var slot = 1
    while slot < heights.count {
      if heights[slot] < bestHeight {
        bestHeight = heights[slot]
        best = slot
      }
      slot += 1
    }
    chosen = best
    return (best, bestHeight)
  }

  /// Sets the height of the slot the last `shortest()` returned.
  @inline(__always) mutating func setHeightOfShortest(_ height: Double) {
    if usesHeap {
      heights[0] = height
      siftDown()
    } else {
      heights[chosen] = height
    }
  }

  /// Every slot's height, by slot.
  var heightsBySlot: [Double] {
    guard usesHeap else { return heights }
    var bySlot = heights
    for index in heights.indices { bySlot[Int(heapSlots[index])] = heights[index] }
    return bySlot
  }

  @inline(__always) private func precedes(_ a: Int, _ b: Int) -> Bool {
    heights[a] < heights[b] || (heights[a] == heights[b] && heapSlots[a] < heapSlots[b])
  }

  private mutating func siftDown() {
    let count = heights.count
    var parent = 0
    while true {
      let left = 2 * parent + 1
      guard left < count else { return }
      var child = left
      if left + 1 < count && precedes(left + 1, left) { child = left + 1 }
      guard precedes(child, parent) else { return }
      heights.swapAt(parent, child)
      heapSlots.swapAt(parent, child)
      parent = child
    }
  }
}
