import Geometry

extension FlowLayout {
  /// Self-sizing cells (`UICollectionViewFlowLayout.estimatedItemSize`): off, an estimate, or
  /// `automaticSize`.
  ///
  /// With an estimate the flow's cells take the size their content needs, as Auto Layout
  /// gives it to `preferredLayoutAttributesFitting` (the renderer measures them; see
  /// `SelfSizing` in CollectionRender), and the flow lays out those sizes: lines as tall as
  /// their tallest cell, the others centred in the line, as with the delegate's per-item sizes.
  /// The layout itself only uses the estimate for cells that measure nothing.
  public enum EstimatedItemSize: Hashable, Sendable {
    /// Self-sizing is off (`.zero`, UIKit's default): every cell is `itemSize` or the
    /// delegate's size.
    case none
    /// Cells start at this estimate and take their measured size.
    case estimated(Size)
    /// `UICollectionViewFlowLayout.automaticSize`: the layout estimates by itself (UIKit from
    /// the sizes measured so far, 50 × 50 to begin with); the measured sizes are the same.
    case automatic

    /// The size a cell that measures nothing keeps; `nil` when self-sizing is off.
    public var estimate: Size? {
      switch self {
      case .none: nil
      case .estimated(let size): size
      case .automatic: Size(width: 50, height: 50)
      }
    }
  }
}

extension FlowLayout {
  /// How a self-sizing cell's extent along a line is found: what the cell's own configuration
  /// does in UIKit (a width constraint, or a `preferredLayoutAttributesFitting` that keeps the
  /// proposed width and fits the height).
  public enum SelfSizingWidth: String, CaseIterable, Hashable, Sendable {
    /// The content's own extent (a label's one-line width plus its insets), not capped: a cell
    /// wider than the line is laid out as it answered, as UIKit does (it logs a warning).
    case fitted
    /// Pinned to the section's line (the collection view's width less the content and section
    /// insets), the other extent fitted to it: the list-like cell most apps self-size.
    case line
    /// Pinned to the estimate's extent along the line (the size the layout proposes), the
    /// other extent fitted to it.
    case estimate
  }
}

extension FlowLayout {
  /// How long a line of section `section` may be: the bounds' extent along a line less the
  /// content inset and the section's inset (measured from its `sectionInsetReference`) on both
  /// sides, at least 0. A `.line` self-sizing cell is pinned to this length (UIKit's warning
  /// for longer items: "the item width must be less than the width of the UICollectionView
  /// minus the section insets left and right values, minus the content insets left and right
  /// values"; a longer `.fitted` cell is laid out all the same).
  public func availableLineLength(
    forSection section: Int, content: LayoutContent, environment: LayoutEnvironment
  ) -> Double {
    let insetted = insettingSections(content, from: environment)
    let inset =
      insetted.sections.indices.contains(section)
      ? insetted.sections[section].metrics.sectionInset ?? sectionInset : sectionInset
    let bounds = environment.boundsSize
    let content = environment.contentInset
    let axis = ScrollAxis(scrollDirection)
    let length =
      axis.cross(bounds) - axis.crossLeading(content) - axis.crossTrailing(content) - axis.crossLeading(inset)
      - axis.crossTrailing(inset)
    return length.isFinite ? Swift.max(0, length) : 0
  }
}
