/// The two axes of a scrolling layout as one, so that each layout is written once for both scroll
/// directions. UIKit's `_UIFlowLayoutSection` and `_UIFlowLayoutRow` do the same with a
/// `horizontal` flag that swaps widths and heights.
///
/// ```
///  vertical                       horizontal
///  ── cross (x) ──▶               │ ┌┐ ┌┐ ┌┐
///  ┌┐ ┌┐ ┌┐ ┌┐   │                │ └┘ └┘ └┘   cross (y)
///  └┘ └┘ └┘ └┘   │ main (y)       ▼ ┌┐ ┌┐
///  ┌┐ ┌┐         ▼                  └┘ └┘
///                                   ── main (x) ──▶
/// ```
///
/// *main* is the axis the collection view scrolls along (y when vertical); *cross* is the other
/// one, whose length the bounds fix. The layouts keep their own words for what lies on each
/// axis: main is the flow's and the waterfall's *scroll* axis, along which flow lines,
/// waterfall columns and compositional sections grow; cross is the axis a flow line fills
/// *along*, the waterfall's columns share (*across*), and an orthogonal compositional section
/// scrolls along.
import Geometry

struct ScrollAxis: Hashable, Sendable {
  /// True when the layout scrolls horizontally (main is x, cross is y).
  let isHorizontal: Bool

  /// The axis of a layout that scrolls in `direction`; every layout's `ScrollDirection` is
  /// `FlowLayout.ScrollDirection`.
  init(_ direction: FlowLayout.ScrollDirection) {
    isHorizontal = direction == .horizontal
  }

  // MARK: Sizes and points

  /// The extent of `size` along main (its height when vertical).
  @inline(__always) func main(_ size: Size) -> Double { isHorizontal ? size.width : size.height }
  /// The extent of `size` along cross (its width when vertical).
  @inline(__always) func cross(_ size: Size) -> Double { isHorizontal ? size.height : size.width }
  /// The coordinate of `point` on main (y when vertical).
  @inline(__always) func main(_ point: Point) -> Double { isHorizontal ? point.x : point.y }
  /// The coordinate of `point` on cross (x when vertical).
  @inline(__always) func cross(_ point: Point) -> Double { isHorizontal ? point.y : point.x }

  // MARK: Rectangle edges

  // `Rect`'s minX is its origin's x and its maxX is `origin.x + size.width`, so these are the
  // same values as minX … maxY, in the same order.

  /// The least coordinate of `rect` on main (minY when vertical).
  @inline(__always) func minMain(_ rect: Rect) -> Double { main(rect.origin) }
  /// The greatest coordinate of `rect` on main (maxY when vertical).
  @inline(__always) func maxMain(_ rect: Rect) -> Double { main(rect.origin) + main(rect.size) }
  /// The least coordinate of `rect` on cross (minX when vertical).
  @inline(__always) func minCross(_ rect: Rect) -> Double { cross(rect.origin) }
  /// The greatest coordinate of `rect` on cross (maxX when vertical).
  @inline(__always) func maxCross(_ rect: Rect) -> Double { cross(rect.origin) + cross(rect.size) }

  // MARK: Insets

  /// The inset before the content along main (top when vertical, left when horizontal).
  @inline(__always) func mainLeading(_ insets: EdgeInsets) -> Double { isHorizontal ? insets.left : insets.top }
  /// The inset after the content along main (bottom when vertical, right when horizontal).
  @inline(__always) func mainTrailing(_ insets: EdgeInsets) -> Double { isHorizontal ? insets.right : insets.bottom }
  /// The inset before the content along cross (left when vertical, top when horizontal).
  @inline(__always) func crossLeading(_ insets: EdgeInsets) -> Double { isHorizontal ? insets.top : insets.left }
  /// The inset after the content along cross (right when vertical, bottom when horizontal).
  @inline(__always) func crossTrailing(_ insets: EdgeInsets) -> Double { isHorizontal ? insets.bottom : insets.right }

  // MARK: Building values

  /// The point with the given coordinates.
  @inline(__always) func point(main: Double, cross: Double) -> Point {
    isHorizontal ? Point(x: main, y: cross) : Point(x: cross, y: main)
  }

  /// The size with the given extents.
  @inline(__always) func size(main: Double, cross: Double) -> Size {
    isHorizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
  }

  /// The rectangle with the given origin and extents.
  @inline(__always) func rect(main: Double, cross: Double, mainExtent: Double, crossExtent: Double) -> Rect {
    isHorizontal
      ? Rect(x: main, y: cross, width: mainExtent, height: crossExtent)
      : Rect(x: cross, y: main, width: crossExtent, height: mainExtent)
  }

  /// A rectangle of the physical `size` (not swapped) at the given origin.
  @inline(__always) func rect(main: Double, cross: Double, size: Size) -> Rect {
    isHorizontal
      ? Rect(x: main, y: cross, width: size.width, height: size.height)
      : Rect(x: cross, y: main, width: size.width, height: size.height)
  }

  /// `rect` moved by `main` and `cross`.
  @inline(__always) func offset(_ rect: Rect, main: Double, cross: Double) -> Rect {
    isHorizontal ? rect.offsetBy(dx: main, dy: cross) : rect.offsetBy(dx: cross, dy: main)
  }
}
