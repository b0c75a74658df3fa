/// A set of layout axes (`UIGeometry.h`, iOS 16.5 SDK; iOS 13.4).
///
/// Swift's import of the C option set: no member for `UIAxisNeither` (write `[]`).
public struct UIAxis: OptionSet, Sendable {
  /// The bits of the set: horizontal 1, vertical 2.
  public let rawValue: UInt

  /// The set with the given bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The horizontal axis.
  public static let horizontal = UIAxis(rawValue: 1 << 0)
  /// The vertical axis.
  public static let vertical = UIAxis(rawValue: 1 << 1)
  /// Both axes.
  public static let both: UIAxis = [.horizontal, .vertical]
}
