import CollectionLayout

/// A cover-flow carousel: every item (all sections, in order) on one horizontal row, their
/// centres `centerSpacing` apart so that neighbours overlap; the item at the centre of the
/// bounds is full size and on top, the others shrink and fade with their distance from it.
/// Scrolling comes to rest with an item at the centre.
///
/// ```swift
/// let scene = Scene(
///   bounds: Size(width: 390, height: 300),
///   layout: CoverFlowLayout(itemSize: Size(width: 160, height: 220), centerSpacing: 110),
///   sections: [SectionData(itemCount: 12, itemTitleFormat: "{number}")])
/// ```
public struct CoverFlowLayout: CollectionLayout {
  /// Every item's size at the centre.
  public var itemSize: Size
  /// The distance between neighbouring items' centres: less than the width makes them overlap.
  public var centerSpacing: Double
  /// The scale of items `falloff` points or more from the centre.
  public var minimumScale: Double
  /// The opacity of items `falloff` points or more from the centre.
  public var minimumAlpha: Double
  /// The distance from the centre over which items shrink and fade; `nil` is half the bounds
  /// width.
  public var falloff: Double?

  /// A cover flow of `itemSize` items 110 points apart, shrinking to 0.7 and fading to 0.6 over
  /// half the bounds width, unless given.
  public init(
    itemSize: Size = Size(width: 160, height: 220), centerSpacing: Double = 110, minimumScale: Double = 0.7,
    minimumAlpha: Double = 0.6, falloff: Double? = nil
  ) {
    self.itemSize = itemSize
    self.centerSpacing = centerSpacing
    self.minimumScale = minimumScale
    self.minimumAlpha = minimumAlpha
    self.falloff = falloff
  }

  /// Lays the row out once for the bounds; the zoom is computed per query from the viewport.
  public func prepare(_ content: LayoutContent, in environment: LayoutEnvironment) -> any PreparedCollectionLayout {
    PreparedCoverFlowLayout(layout: self, content: content, environment: environment)
  }

  /// Items without a size of their own are `itemSize`.
  public var defaultItemSize: Size { itemSize }

  /// `cover-flow`, the name reports and frame manifests show.
  public var layoutName: String { "cover-flow" }
}
