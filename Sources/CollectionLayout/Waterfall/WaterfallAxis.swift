/// The two scroll directions of the waterfall as one: *across* is the axis columns share (the
/// width when scrolling vertically), *scroll* the axis columns grow along.
///
/// ```
///  vertical                          horizontal
///  ──across (x)──▶                   │ ┌──┐┌────┐┌─┐
///  ┌──┐ ┌──┐ ┌──┐   │                │ └──┘└────┘└─┘   across (y): rows
///  │  │ └──┘ │  │   │ scroll (y)     ▼ ┌────┐┌──┐
///  └──┘ ┌──┐ └──┘   ▼                  └────┘└──┘
///       └──┘                           ──scroll (x)──▶
/// ```
import Geometry

struct WaterfallAxis: Hashable, Sendable {
  /// True when the layout scrolls horizontally (columns are rows).
  let isHorizontal: Bool

  init(_ direction: WaterfallLayout.ScrollDirection) {
    isHorizontal = direction == .horizontal
  }

  // MARK: Sizes

  /// The extent of `size` across the columns (width when vertical).
  @inline(__always) func across(_ size: Size) -> Double { isHorizontal ? size.height : size.width }
  /// The extent of `size` along the scroll axis (height when vertical).
  @inline(__always) func scroll(_ size: Size) -> Double { isHorizontal ? size.width : size.height }

  // MARK: Insets

  /// The inset before the first column (left when vertical, top when horizontal).
  @inline(__always) func acrossLeading(_ inset: EdgeInsets) -> Double { isHorizontal ? inset.top : inset.left }
  /// The inset after the last column (right when vertical, bottom when horizontal).
  @inline(__always) func acrossTrailing(_ inset: EdgeInsets) -> Double { isHorizontal ? inset.bottom : inset.right }
  /// The inset before the content along the scroll axis (top when vertical, left when horizontal).
  @inline(__always) func scrollLeading(_ inset: EdgeInsets) -> Double { isHorizontal ? inset.left : inset.top }
  /// The inset after the content along the scroll axis (bottom when vertical, right when horizontal).
  @inline(__always) func scrollTrailing(_ inset: EdgeInsets) -> Double { isHorizontal ? inset.right : inset.bottom }

  // MARK: Rectangles

  /// The rectangle with the given origin and extents on each axis.
  @inline(__always) func rect(across: Double, scroll: Double, acrossExtent: Double, scrollExtent: Double)
    -> Rect
  {
    isHorizontal
      ? Rect(x: scroll, y: across, width: scrollExtent, height: acrossExtent)
      : Rect(x: across, y: scroll, width: acrossExtent, height: scrollExtent)
  }

  @inline(__always) func minAcross(_ rect: Rect) -> Double { isHorizontal ? rect.minY : rect.minX }
  @inline(__always) func maxAcross(_ rect: Rect) -> Double { isHorizontal ? rect.maxY : rect.maxX }
  @inline(__always) func minScroll(_ rect: Rect) -> Double { isHorizontal ? rect.minX : rect.minY }
  @inline(__always) func maxScroll(_ rect: Rect) -> Double { isHorizontal ? rect.maxX : rect.maxY }

  /// A size from its two extents.
  @inline(__always) func size(across: Double, scroll: Double) -> Size {
    isHorizontal ? Size(width: scroll, height: across) : Size(width: across, height: scroll)
  }
}

/// The pixel grid item sizes snap to.
enum WaterfallRounding {
  /// The scale sizes floor to: a scale that is not a positive finite number counts as 1, as
  /// CHT's Swift version falls back to 1 when `displayScale` is 0.
  static func sanitizedScale(_ scale: Double) -> Double {
    scale > 0 && scale.isFinite ? scale : 1
  }

  /// CHT's `CHTFloorCGFloat`: `floor(value · scale) / scale`, the largest grid value ≤ `value`.
  /// At scale 1 this is the Xamarin guide's `Math.Floor`.
  @inline(__always) static func pixelFloor(_ value: Double, scale: Double) -> Double {
    (value * scale).rounded(.down) / scale
  }

  /// `value` when it is a finite number > 0, else 0: sizes are never negative, NaN or infinite.
  @inline(__always) static func nonNegativeLength(_ value: Double) -> Double {
    value > 0 && value.isFinite ? value : 0
  }
}
