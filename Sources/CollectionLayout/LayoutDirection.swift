/// The direction a user interface reads in (`UIUserInterfaceLayoutDirection`, the
/// `layoutDirection` trait): left to right for English, right to left for Arabic, Hebrew,
/// Persian and Urdu.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
  case leftToRight
  case rightToLeft

  /// The other direction.
  public var opposite: LayoutDirection { self == .leftToRight ? .rightToLeft : .leftToRight }
}
