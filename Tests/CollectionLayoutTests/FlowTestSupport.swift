import CollectionLayout
import Geometry
import Testing

/// Prepares `layout` for `sections` in a collection view of the given bounds.
func prepareFlow(
  _ layout: FlowLayout, _ sections: [LayoutContent.Section], width: Double = 320,
  height: Double = 480, contentInset: EdgeInsets = .zero, scale: Double = 2
) -> PreparedFlowLayout {
  layout.prepareFlow(
    LayoutContent(sections: sections),
    in: LayoutEnvironment(
      boundsSize: Size(width: width, height: height), contentInset: contentInset, scale: scale))
}

/// A section of `count` items of the layout's `itemSize`.
func uniform(_ count: Int, metrics: SectionMetrics = SectionMetrics()) -> LayoutContent.Section {
  LayoutContent.Section(itemCount: count, metrics: metrics)
}

/// A section whose delegate returns `sizes`.
func sized(_ sizes: [Size], metrics: SectionMetrics = SectionMetrics()) -> LayoutContent.Section {
  LayoutContent.Section(itemCount: sizes.count, itemSizes: sizes, metrics: metrics)
}

/// Sizes with the given widths and one common height.
func widths(_ widths: [Double], height: Double) -> [Size] {
  widths.map { Size(width: $0, height: height) }
}

func size(_ width: Double, _ height: Double) -> Size { Size(width: width, height: height) }

extension PreparedFlowLayout {
  /// The resting viewport: offset = −(content inset), the environment's size and inset.
  var restingViewport: Viewport {
    viewport(offsetX: -environment.contentInset.left, offsetY: -environment.contentInset.top)
  }

  /// A viewport of the environment's size and inset at the given content offset.
  func viewport(offsetX: Double = 0, offsetY: Double = 0) -> Viewport {
    Viewport(
      contentOffset: Point(x: offsetX, y: offsetY), size: environment.boundsSize,
      contentInset: environment.contentInset)
  }

  /// The frame of a cell (fails the test and returns .zero when missing).
  func cell(_ item: Int, _ section: Int = 0) -> Rect {
    let attributes = layoutAttributesForItem(
      at: ElementIndexPath(item: item, section: section), viewport: restingViewport)
    #expect(attributes != nil, "cell \(section):\(item) missing")
    return attributes?.frame ?? .zero
  }

  /// The origins of the first `count` cells of `section`.
  func origins(_ count: Int, section: Int = 0) -> [Point] {
    (0..<count).map { cell($0, section).origin }
  }

  func header(_ section: Int = 0, viewport: Viewport? = nil) -> Rect? {
    layoutAttributesForSupplementaryView(
      ofKind: .header, at: ElementIndexPath(item: 0, section: section),
      viewport: viewport ?? restingViewport)?.frame
  }

  func footer(_ section: Int = 0, viewport: Viewport? = nil) -> Rect? {
    layoutAttributesForSupplementaryView(
      ofKind: .footer, at: ElementIndexPath(item: 0, section: section),
      viewport: viewport ?? restingViewport)?.frame
  }

  /// The brute-force answer to a rect query: every element, filtered.
  func bruteForce(in rect: Rect, viewport: Viewport) -> [LayoutAttributes] {
    allLayoutAttributes(viewport: viewport).filter { $0.frame.intersects(rect) }
  }
}

func point(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

/// A small deterministic generator (SplitMix64) so that "random" tests are reproducible.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
