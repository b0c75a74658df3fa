/// An axis-aligned rectangle: an origin (top-left) and a size, as `CGRect` with a non-negative size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The top-left corner.
  public var origin: Point
  /// The width and height.
  public var size: Size

  /// The rectangle with its top-left corner at `origin`, of `size`.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// The rectangle with its top-left corner at (`x`, `y`), `width` wide and `height` high.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// A rectangle that contains every finite rectangle a layout can produce (queries of every element).
  public static let everything = Rect(x: -1e15, y: -1e15, width: 2e15, height: 2e15)

  /// The left edge's x.
  public var minX: Double { origin.x }
  /// The top edge's y.
  public var minY: Double { origin.y }
  /// The right edge's x: `minX + width`.
  public var maxX: Double { origin.x + size.width }
  /// The bottom edge's y: `minY + height`.
  public var maxY: Double { origin.y + size.height }
  /// The x of the centre.
  public var midX: Double { origin.x + size.width / 2 }
  /// The y of the centre.
  public var midY: Double { origin.y + size.height / 2 }
  /// `size.width`.
  public var width: Double { size.width }
  /// `size.height`.
  public var height: Double { size.height }

  /// The centre point.
  public var center: Point { Point(x: midX, y: midY) }

  /// Whether the two rectangles have a point in common, edges included: CoreGraphics'
  /// `CGRectIntersectsRect` (`CGRect.intersects(_:)`), which treats rectangles as closed.
  ///
  /// Rectangles that only touch along an edge or at a corner intersect, and so does a zero-size
  /// rectangle inside the other or on its edge: `CGRect(x: 0, y: 0, width: 100, height: 100)
  /// .intersects(CGRect(x: 100, y: 0, width: 50, height: 50))` is true (their intersection is
  /// the zero-width `(100, 0, 0, 50)`, not the null rectangle) in swift-corelibs-foundation, as
  /// in Apple's CoreGraphics. A NaN coordinate intersects nothing. `overlaps(_:)` is the test
  /// that leaves touching rectangles out.
  public func intersects(_ other: Rect) -> Bool {
    minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
  }

  /// Whether the two rectangles overlap with a positive area: on both axes each one starts
  /// strictly before the other ends, so rectangles that only touch along an edge or at a corner
  /// do not overlap (they do intersect, see `intersects(_:)`).
  ///
  /// A zero-width or zero-height rectangle has no area; by this rule it overlaps a rectangle
  /// whose interior (edges excluded) it lies in, and never one whose edge it only touches.
  /// A NaN coordinate overlaps nothing.
  public func overlaps(_ other: Rect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }

  /// Whether `point` lies inside (minimum edges inclusive, maximum edges exclusive).
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// The smallest rectangle that contains both.
  public func union(_ other: Rect) -> Rect {
    let x0 = Swift.min(minX, other.minX)
    let y0 = Swift.min(minY, other.minY)
    let x1 = Swift.max(maxX, other.maxX)
    let y1 = Swift.max(maxY, other.maxY)
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// The part both rectangles cover; an empty rectangle at the nearer corner when they do not
  /// overlap (CoreGraphics' `intersection(_:)` returns the null rectangle there).
  public func intersection(_ other: Rect) -> Rect {
    let x0 = Swift.max(minX, other.minX)
    let y0 = Swift.max(minY, other.minY)
    let x1 = Swift.max(x0, Swift.min(maxX, other.maxX))
    let y1 = Swift.max(y0, Swift.min(maxY, other.maxY))
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// This rectangle moved by (`dx`, `dy`).
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: minX + dx, y: minY + dy, width: width, height: height)
  }

  /// This rectangle shrunk by `insets` on each edge (UIKit's `inset(by:)`).
  public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: minX + insets.left, y: minY + insets.top,
      width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
  }

  /// `(x, y, width, height)`, for messages and test failures.
  public var description: String { "(\(minX), \(minY), \(width), \(height))" }
}
