/// Spacing between the elements of a group and around them: `NSCollectionLayoutSpacing` and
/// `NSCollectionLayoutEdgeSpacing`.
///
/// ```
///  group width G ─────────────────────────────────────────────────────┐
///  │ lead₀ ┌ item 0 ┐ trail₀ · spacing · lead₁ ┌ item 1 ┐ trail₁       │
///  every flexible gap (edge or spacing) gets the same extra share:
///  share = (G − Σ sizes − Σ fixed and minimum values) / number of flexible gaps
/// ```
extension CompositionalLayout {
  /// A gap that is either exactly a length or at least a length (`NSCollectionLayoutSpacing`).
  public enum Spacing: Hashable, Sendable {
    /// Exactly this many points (`.fixed(_:)`).
    case fixed(Double)
    /// At least this many points; flexible gaps share the room that is left
    /// (`.flexible(_:)`). The share may be negative when the group is overfull.
    case flexible(Double)

    /// The length, or the minimum for a flexible spacing (`spacing`).
    public var spacing: Double {
      switch self {
      case .fixed(let value), .flexible(let value): value
      }
    }

    /// Whether this is `.fixed` (`isFixedSpacing`).
    public var isFixedSpacing: Bool {
      if case .fixed = self { return true }
      return false
    }

    /// Whether this is `.flexible` (`isFlexibleSpacing`).
    public var isFlexibleSpacing: Bool {
      if case .flexible = self { return true }
      return false
    }
  }

  /// Space outside an item's box on each edge, which positions it in its group
  /// (`NSCollectionLayoutEdgeSpacing`). `nil` edges add nothing.
  ///
  /// Flexible leading and trailing edges centre an item across a row; the root group's edges
  /// position it in the section (fixed top and bottom edges are added around every repetition).
  public struct EdgeSpacing: Hashable, Sendable {
    /// Space before the leading (left) edge.
    public var leading: Spacing?
    /// Space above the top edge.
    public var top: Spacing?
    /// Space after the trailing (right) edge.
    public var trailing: Spacing?
    /// Space below the bottom edge.
    public var bottom: Spacing?

    /// Edge spacing from its four edges
    /// (`NSCollectionLayoutEdgeSpacing(leading:top:trailing:bottom:)`).
    public init(leading: Spacing?, top: Spacing?, trailing: Spacing?, bottom: Spacing?) {
      self.leading = leading
      self.top = top
      self.trailing = trailing
      self.bottom = bottom
    }
  }
}
