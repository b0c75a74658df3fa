/// The circle layout: every item on one circle around the centre of the bounds, over a
/// decoration view that fills the bounds. Apple's WWDC 2012 `CircleLayout` sample, as the Xamarin guide
/// article's Xamarin port uses it, with Apple's insert / delete
/// animation (docs/interactions.md, "Inserts and deletes").
///
/// ```
///  (0, 0) ┌──────────────────────────────────────┐  decoration "background": the whole
///         │                 ┌─┐ 15               │  bounds, zIndex −1
///         │          ┌─┐         ┌─┐             │
///         │                                      │  item k of n, centred at
///         │      ┌─┐     centre = bounds/2   ┌─┐ │    centre + r·(cos θ, sin θ),
///         │ 10                    ·──── r ──▶┌─┐ │ 0  θ = startAngle + 2π·k/n
///         │      └─┘                         └─┘ │  (y points down: k grows clockwise)
///         │          ┌─┐         ┌─┐             │
///         │                 ┌─┐ 5                │  r = radius ?? min(w, h) / 2.5
///         └──────────────────────────────────────┘  (w, h) = contentSize = bounds size
/// ```
import Geometry

/// A circle layout (Apple's `CircleLayout` sample, `UICollectionViewLayout` subclass).
///
/// Decisions (the Xamarin guide leaves them open):
/// - **Sections**: the circle holds the items of *all* sections, in index order (section 0's
///   items first), so `n` is the total item count. The Xamarin guide reads section 0 only; with one
///   section, as in the Xamarin guide, the two agree, and no item is ever left without a place.
/// - **Item sizes**: `itemSize` (70 × 70, the Xamarin guide's `ItemSize`), or the content's per-item
///   size when it gives one; every item is centred on its point of the circle.
/// - **Rounding**: frames are not rounded to the pixel grid. UIKit never rounds a custom
///   layout's frames, and neither does the Xamarin guide. Angles that are whole quarter turns (to
///   within 10⁻¹² of a quarter) use exact cosines and sines, so items at 3, 6, 9 and 12 o'clock
///   sit exactly on the centre lines instead of 10⁻¹⁴ pt beside them.
/// - **Content inset** is ignored: the geometry is in content coordinates and the content is
///   exactly the bounds, as in the Xamarin guide (which the collection view's inset then shifts).
/// - **Invalidation**: nothing depends on the scroll offset, so only a change of size
///   invalidates (the Xamarin guide returns true for every bounds change, needlessly).
/// - Edge cases never trap: no items (only the decoration), one item (at `startAngle`), a zero
///   or negative radius (a negative one mirrors the circle through its centre), zero-size
///   items or bounds.
public struct CircleLayout: CollectionLayout {
  /// The kind of the decoration view behind the items (the Xamarin guide's `MyDecorationView`, a red
  /// background); its one index path is (section 0, item 0).
  public static let decorationKind: ElementKind = "background"

  /// The size of every item without a size of its own; 70 × 70.
  public var itemSize: Size
  /// The circle's radius; `nil` (the default) means `min(width, height) / 2.5` of the bounds.
  public var radius: Double?
  /// The angle of item 0 in radians, clockwise on screen from 3 o'clock; 0. (−π/2 puts item 0
  /// at 12 o'clock.)
  public var startAngle: Double

  /// A circle layout; the defaults are the Xamarin guide's.
  public init(itemSize: Size = Size(width: 70, height: 70), radius: Double? = nil, startAngle: Double = 0) {
    self.itemSize = itemSize
    self.radius = radius
    self.startAngle = startAngle
  }

  /// Computes the geometry for `content` in `environment`; see `PreparedCircleLayout`.
  public func prepare(_ content: LayoutContent, in environment: LayoutEnvironment)
    -> any PreparedCollectionLayout
  {
    PreparedCircleLayout(layout: self, content: content, environment: environment)
  }

  /// The same as `prepare(_:in:)`, with the concrete type.
  public func prepareCircle(_ content: LayoutContent, in environment: LayoutEnvironment)
    -> PreparedCircleLayout
  {
    PreparedCircleLayout(layout: self, content: content, environment: environment)
  }
}

extension CircleLayout {
  /// Items without a size of their own take `itemSize`.
  public var defaultItemSize: Size { itemSize }

  /// `circle`, the name a scene file gives this layout.
  public var layoutName: String { "circle" }
}
