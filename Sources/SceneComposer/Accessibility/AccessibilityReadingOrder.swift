import Geometry

/// The order VoiceOver reads a screen in: top to bottom, and along a row in the reading direction
/// (left to right, or right to left for a right-to-left layout). Elements whose tops are within
/// 8 points of the top of a row's first element read as that row — the threshold VoiceOver
/// applies, as measured by cashapp/AccessibilitySnapshot (its demo "Adjusting the accessibility
/// frame vertically by > 8.0 alters the sort order", `ElementFrameComparisonController`). Rows
/// are formed greedily from the top, so the order is well defined; ties keep the elements' order
/// in the view (index-path order).
public enum AccessibilityReadingOrder {
  /// How far below a row's first top another top may be and still read in that row, in points.
  public static let rowTolerance = 8.0

  /// `elements` in reading order.
  public static func sorted(_ elements: [AccessibilityElement], rightToLeft: Bool = false) -> [AccessibilityElement] {
    let byTop = elements.enumerated().sorted {
      ($0.element.frame.minY, $0.offset) < ($1.element.frame.minY, $1.offset)
    }
    var rows: [[(offset: Int, element: AccessibilityElement)]] = []
    for entry in byTop {
      if let first = rows.last?.first, entry.element.frame.minY - first.element.frame.minY <= rowTolerance {
        rows[rows.count - 1].append(entry)
      } else {
        rows.append([entry])
      }
    }
    return rows.flatMap { row in
      row.sorted { a, b in
        let leadA = rightToLeft ? -a.element.frame.maxX : a.element.frame.minX
        let leadB = rightToLeft ? -b.element.frame.maxX : b.element.frame.minX
        return (leadA, a.offset) < (leadB, b.offset)
      }.map(\.element)
    }
  }
}
