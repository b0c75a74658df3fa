/// Where something sits against a rectangle, taking the layout direction into account
/// (`UIGeometry.h`, iOS 16.5 SDK; iOS 13): compositional layouts place boundary supplementary
/// items with it.
public enum NSRectAlignment: Int, Sendable {
  /// No alignment.
  case none = 0
  /// Centred on the top edge.
  case top = 1
  /// At the top-leading corner.
  case topLeading = 2
  /// Centred on the leading edge.
  case leading = 3
  /// At the bottom-leading corner.
  case bottomLeading = 4
  /// Centred on the bottom edge.
  case bottom = 5
  /// At the bottom-trailing corner.
  case bottomTrailing = 6
  /// Centred on the trailing edge.
  case trailing = 7
  /// At the top-trailing corner.
  case topTrailing = 8
}
