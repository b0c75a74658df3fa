/// Step 1 of preparing a section: resolve its metrics (layout properties replaced by the
/// section's overrides) and choose the layout path. Mirrors UIKit's
/// `-[UICollectionViewFlowLayout _getSizingInfosWithExistingSizingDictionary:]`.
///
/// ```
///  FlowLayout property ──┐
///                        ├─▶ resolved value (override wins when non-nil)
///  SectionMetrics field ─┘
///
///  item sizes ──▶ all equal? ──yes──▶ uniform (grid) path, closed form
///                            └─no───▶ per-item path, line breaking
/// ```
import Geometry

/// One section's metrics after overrides, expressed on the flow axes.
struct FlowSectionMetrics: Sendable {
  /// Spacing between neighbouring items of one line.
  var spacingInLine: Double
  /// Spacing between consecutive lines.
  var spacingBetweenLines: Double
  var alongLeading: Double
  var alongTrailing: Double
  var scrollLeading: Double
  var scrollTrailing: Double
  /// The header's extent along the scroll axis; 0 when the section has no header.
  var headerExtent: Double
  /// The footer's extent along the scroll axis; 0 when the section has no footer.
  var footerExtent: Double

  /// Resolves `overrides` over `layout` for one section laid out on `path`.
  ///
  /// Why the spacings depend on the path: UIKit stores interitem in the section's
  /// "horizontal interstice" and line spacing in its "vertical interstice" whatever the scroll
  /// direction. The grid path reads them as "interitem inside a line, line
  /// spacing between lines" in both directions, but the per-item path of a *horizontal* layout
  /// uses the vertical interstice (line spacing) inside a column and the horizontal one
  /// (interitem) between columns (docs/flow-layout.md, "Horizontal scrolling", example K).
  init(layout: FlowLayout, overrides: SectionMetrics, axis: ScrollAxis, usesGrid: Bool) {
    let inset = overrides.sectionInset ?? layout.sectionInset
    let interitem = overrides.minimumInteritemSpacing ?? layout.minimumInteritemSpacing
    let line = overrides.minimumLineSpacing ?? layout.minimumLineSpacing
    if axis.isHorizontal && !usesGrid {
      spacingInLine = line
      spacingBetweenLines = interitem
    } else {
      spacingInLine = interitem
      spacingBetweenLines = line
    }
    alongLeading = axis.crossLeading(inset)
    alongTrailing = axis.crossTrailing(inset)
    scrollLeading = axis.mainLeading(inset)
    scrollTrailing = axis.mainTrailing(inset)
    // Only the scroll-axis component of a reference size counts, and a header exists only when it is > 0
    // (docs/flow-layout.md, "Two paths: the uniform grid and per-item lines"). `> 0` also turns NaN or
    // negative values into "no header".
    let header = axis.main(overrides.headerReferenceSize ?? layout.headerReferenceSize)
    let footer = axis.main(overrides.footerReferenceSize ?? layout.footerReferenceSize)
    headerExtent = header > 0 ? header : 0
    footerExtent = footer > 0 ? footer : 0
  }
}

enum FlowPathChoice {
  /// The single size every item takes on the uniform (grid) path, or `nil` when
  /// the section needs the per-item path.
  ///
  /// Why the zero-size rule: UIKit's equality scan starts from a "not set yet" size of (0, 0) and
  /// adopts the first size it meets while its candidate is still (0, 0). Leading zero-size items
  /// are therefore ignored, and the section takes the grid path with the first non-zero size —
  /// which then applies to those leading items too (docs/flow-layout.md, "Two paths: the uniform
  /// grid and per-item lines"). An all-zero section is uniform with size zero. A (0, 0) item
  /// *after* a non-zero one breaks uniformity.
  /// O(n) over the sizes, no storage.
  /// `sizes` are the delegate's per-item sizes, `nil` when the layout's `itemSize` applies.
  static func uniformSize(of sizes: [Size]?, layoutItemSize: Size) -> Size? {
    guard let sizes else { return layoutItemSize }
    return sizes.withUnsafeBufferPointer { buffer -> Size? in
      var candidate = Size.zero
      for size in buffer {
        if candidate.width == 0 && candidate.height == 0 {
          candidate = size
        } else if size.width != candidate.width || size.height != candidate.height {
          return nil
        }
      }
      return candidate
    }
  }
}
