import CollectionLayout

/// A layout of your own in a few lines: every item (all sections, in order) in one column of
/// full-width rows, `rowHeight` tall and `spacing` apart — a table view's plain list.
///
/// ```swift
/// let scene = Scene(
///   bounds: Size(width: 200, height: 120), layout: StackLayout(rowHeight: 28, spacing: 2),
///   sections: [SectionData(itemCount: 4, itemTitleFormat: "Row {number}")])
/// ```
public struct StackLayout: CollectionLayout {
  /// Every row's height in points.
  public var rowHeight: Double
  /// The gap between two rows.
  public var spacing: Double

  /// A stack of 44-point rows 1 point apart, unless given.
  public init(rowHeight: Double = 44, spacing: Double = 1) {
    self.rowHeight = rowHeight
    self.spacing = spacing
  }

  /// Lists the rows once for the bounds; each query then computes only the rows it reaches.
  public func prepare(_ content: LayoutContent, in environment: LayoutEnvironment) -> any PreparedCollectionLayout {
    PreparedStackLayout(layout: self, content: content, environment: environment)
  }

  /// `stack`, the name reports and frame manifests show.
  public var layoutName: String { "stack" }
}
