/// Step 3: header and footer frames, natural or pinned to the visible bounds. Mirrors
/// `-[UICollectionViewFlowLayout _frameForHeaderInSection:usingData:]` and
/// `_frameForFooterInSection:usingData:` (docs/flow-layout.md, "Pinned headers and footers").
///
/// ```
///  V = bounds inset by the content inset          S = the section's frame
///
///  ┌ V.min ─────────────┐      header: y = min(max(S.min, V.min), S.max − (fH + hH))
///  │▓▓ pinned header ▓▓▓│      footer: y = max(min(natural, V.max − fH), S.min + hH)
///  │   items …          │
///  │▓▓ pinned footer ▓▓▓│      Headers never move above their natural place, so at a
///  └ V.max ─────────────┘      negative (bounce) offset they scroll with the content.
/// ```
import Geometry

/// The scroll-axis extent of a viewport's visible region, the bounds inset by the content inset.
struct FlowVisibleRange {
  let min: Double
  let max: Double

  /// Computed as UIKit does: origin + leading inset, extent − (leading + trailing inset), so
  /// the maximum is `(offset + leading) + (size − (leading + trailing))` — the same rectangle as
  /// `Viewport.insetBounds`, in UIKit's floating-point order.
  init(viewport: Viewport, axis: ScrollAxis) {
    let inset = viewport.contentInset
    let leading = axis.mainLeading(inset)
    min = axis.main(viewport.contentOffset) + leading
    max = min + (axis.main(viewport.size) - (leading + axis.mainTrailing(inset)))
  }
}

extension PreparedFlowLayout {
  /// The header frame of `section` as shown at `viewport`, or `nil` if it has no header.
  /// O(1).
  func headerFrame(section index: Int, viewport: Viewport) -> Rect? {
    let section = sections[index]
    let headerExtent = section.metrics.headerExtent
    guard headerExtent > 0 else { return nil }
    // Natural place: the top of the section, never offset by the section insets (docs/flow-layout.md,
    // "Headers and footers").
    var scroll = section.start + 0
    if pinsHeaders {
      // docs/flow-layout.md, "Pinned headers and footers", in UIKit's order: first stick to the visible top,
      // then stop where the footer starts: if fH + (y + hH) > S.max then y = S.max − (fH + hH). Example J.
      let visible = FlowVisibleRange(viewport: viewport, axis: axis)
      if visible.min > scroll { scroll = visible.min }
      let footerExtent = section.metrics.footerExtent
      if footerExtent + (scroll + headerExtent) > section.end {
        scroll = section.end - (footerExtent + headerExtent)
      }
    }
    return supplementaryFrame(scroll: scroll, extent: headerExtent)
  }

  /// The footer frame of `section` as shown at `viewport`, or `nil` if it has no footer.
  /// O(1).
  func footerFrame(section index: Int, viewport: Viewport) -> Rect? {
    let section = sections[index]
    let footerExtent = section.metrics.footerExtent
    guard footerExtent > 0 else { return nil }
    var scroll = section.start + section.footerOffset
    if pinsFooters {
      // docs/flow-layout.md, "Pinned headers and footers", in UIKit's order: stick to the visible
      // bottom (if V.max < y + fH then y = V.max − fH), then never rise above the header's end: if
      // y − hH < S.min then y = hH + S.min.
      let visible = FlowVisibleRange(viewport: viewport, axis: axis)
      if !(visible.max >= scroll + footerExtent) { scroll = visible.max - footerExtent }
      let headerExtent = section.metrics.headerExtent
      if scroll - headerExtent < section.start { scroll = headerExtent + section.start }
    }
    return supplementaryFrame(scroll: scroll, extent: footerExtent)
  }

  /// A header or footer frame: it spans the whole `dimension` along the line, from 0, whatever the section
  /// insets (docs/flow-layout.md, "Headers and footers"); its origin is rounded like an item's, its size
  /// never (docs/flow-layout.md, "Rounding").
  @inline(__always) private func supplementaryFrame(scroll: Double, extent: Double) -> Rect {
    axis.rect(
      main: roundToPixel(scroll, scale: scale), cross: roundToPixel(0, scale: scale),
      mainExtent: extent, crossExtent: dimension)
  }
}
