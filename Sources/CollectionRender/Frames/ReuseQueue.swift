import CollectionLayout

/// The collection view's reuse queue, simulated from frame to frame: elements leaving the screen
/// are enqueued under their reuse identifier (cells; each supplementary and decoration kind),
/// elements coming on screen dequeue one, or create one when the queue is empty.
struct ReuseQueue {
  private var visible: Set<ElementID> = []
  private var previous: [ElementID] = []
  private var visibleCells = 0
  private var queued: [String: Int] = [:]

  struct Counts {
    var visibleCells = 0
    var created = 0
    var reused = 0
  }

  /// Shows `attributes` (one frame's visible elements); returns the cell counts.
  mutating func show(_ attributes: [LayoutAttributes]) -> Counts {
    let elements = attributes.map(\.element)
    // Most frames of a scroll show the same elements as the one before: nothing to enqueue.
    if elements == previous {
      return Counts(visibleCells: visibleCells, created: 0, reused: 0)
    }
    previous = elements
    let now = Set(elements)
    var counts = Counts()
    for element in visible where !now.contains(element) {
      queued[Self.identifier(element), default: 0] += 1
    }
    for element in now {
      let isCell = element.category == .cell
      if isCell { counts.visibleCells += 1 }
      guard !visible.contains(element) else { continue }
      let identifier = Self.identifier(element)
      if let available = queued[identifier], available > 0 {
        queued[identifier] = available - 1
        if isCell { counts.reused += 1 }
      } else if isCell {
        counts.created += 1
      }
    }
    visible = now
    visibleCells = counts.visibleCells
    return counts
  }

  static func identifier(_ element: ElementID) -> String {
    switch element.category {
    case .cell: "cell"
    case .supplementary: "supplementary:" + (element.kind?.rawValue ?? "")
    case .decoration: "decoration:" + (element.kind?.rawValue ?? "")
    }
  }
}
