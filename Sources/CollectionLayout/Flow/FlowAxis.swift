/// The axis abstraction shared by both scroll directions. UIKit's `_UIFlowLayoutSection` and
/// `_UIFlowLayoutRow` do the same with a `horizontal` flag that swaps widths and heights.
///
/// ```
///  vertical                     horizontal
///  ──along (x)──▶               │ ┌┐ ┌┐
///  ┌┐ ┌┐ ┌┐ ┌┐   │              │ └┘ └┘   along (y)
///  └┘ └┘ └┘ └┘   │ scroll (y)   ▼ ┌┐ ┌┐
///  ┌┐ ┌┐         ▼                └┘ └┘
///                                ──scroll (x)──▶
/// ```
///
/// *along* is the direction items fill a line in (the non-scrolling axis, whose length is the
/// reference `dimension`); *scroll* is the direction lines stack in.
import Geometry

struct FlowAxis: Hashable, Sendable {
  /// True when the layout scrolls horizontally (lines are columns).
  let isHorizontal: Bool

  init(_ direction: FlowLayout.ScrollDirection) {
    isHorizontal = direction == .horizontal
  }

  // MARK: Sizes

  /// The extent of `size` along a line (width when vertical).
  @inline(__always) func along(_ size: Size) -> Double {
    isHorizontal ? size.height : size.width
  }

  /// The extent of `size` along the scroll axis (height when vertical).
  @inline(__always) func scroll(_ size: Size) -> Double {
    isHorizontal ? size.width : size.height
  }

  // MARK: Insets

  /// The inset where a line starts (left when vertical, top when horizontal).
  func alongLeading(_ inset: EdgeInsets) -> Double { isHorizontal ? inset.top : inset.left }
  /// The inset where a line ends (right when vertical, bottom when horizontal).
  func alongTrailing(_ inset: EdgeInsets) -> Double { isHorizontal ? inset.bottom : inset.right }
  /// The inset before the first line (top when vertical, left when horizontal).
  func scrollLeading(_ inset: EdgeInsets) -> Double { isHorizontal ? inset.left : inset.top }
  /// The inset after the last line (bottom when vertical, right when horizontal).
  func scrollTrailing(_ inset: EdgeInsets) -> Double { isHorizontal ? inset.right : inset.bottom }

  // MARK: Rectangles

  /// The rectangle with the given origin and extents on each axis.
  @inline(__always) func rect(along: Double, scroll: Double, alongExtent: Double, scrollExtent: Double)
    -> Rect
  {
    isHorizontal
      ? Rect(x: scroll, y: along, width: scrollExtent, height: alongExtent)
      : Rect(x: along, y: scroll, width: alongExtent, height: scrollExtent)
  }

  /// A rectangle of the physical `size` at the given origin.
  @inline(__always) func rect(along: Double, scroll: Double, size: Size) -> Rect {
    isHorizontal
      ? Rect(x: scroll, y: along, width: size.width, height: size.height)
      : Rect(x: along, y: scroll, width: size.width, height: size.height)
  }

  @inline(__always) func minAlong(_ rect: Rect) -> Double { isHorizontal ? rect.minY : rect.minX }
  @inline(__always) func maxAlong(_ rect: Rect) -> Double { isHorizontal ? rect.maxY : rect.maxX }
  @inline(__always) func minScroll(_ rect: Rect) -> Double { isHorizontal ? rect.minX : rect.minY }
  @inline(__always) func maxScroll(_ rect: Rect) -> Double { isHorizontal ? rect.maxX : rect.maxY }

  /// The component of a point or size pair on the scroll axis.
  @inline(__always) func scroll(x: Double, y: Double) -> Double { isHorizontal ? x : y }

  // MARK: Reference dimension

  /// `dimension`: the bounds' extent along a line minus the content inset on
  /// both sides, clamped at 0. Evaluated as UIKit's `_dimensionFromCollectionView` does:
  /// `width − left − right`, left to right.
  func dimension(boundsSize: Size, contentInset: EdgeInsets) -> Double {
    let value =
      isHorizontal
      ? boundsSize.height - contentInset.top - contentInset.bottom
      : boundsSize.width - contentInset.left - contentInset.right
    // `value > 0` is false for NaN as well: a NaN dimension lays nothing out.
    return value > 0 ? value : 0
  }

  // MARK: Per-item absolute positions

  /// The absolute scroll-axis coordinate of a per-item cell before rounding.
  ///
  /// Why two orders: UIKit's `_frameForItem:inSection:usingData:` computes
  /// `x = (itemX + sectionX) + rowX` and `y = itemY + (sectionY + rowY)`. Vertically the scroll
  /// coordinate is y, so it is `inLine + (sectionStart + lineOffset)`; horizontally it is x, so
  /// `(inLine + sectionStart) + lineOffset`. Fractional sizes can differ in the last bit, which
  /// can move a rounded origin by a pixel.
  @inline(__always) func perItemScroll(sectionStart: Double, lineOffset: Double, inLine: Double)
    -> Double
  {
    isHorizontal
      ? (inLine + sectionStart) + lineOffset
      : inLine + (sectionStart + lineOffset)
  }
}
