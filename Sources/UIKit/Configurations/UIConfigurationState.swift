/// A view's state that configurations resolve against (UIKit's `UIConfigurationState`, iOS 14).
public protocol UIConfigurationState {
  /// A state with `traitCollection` and nothing else set.
  init(traitCollection: UITraitCollection)
  /// The traits the view has.
  var traitCollection: UITraitCollection { get set }
  /// An app's own state by key.
  subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// The key of an app's own configuration state (`UIConfigurationStateCustomKey`).
public struct UIConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
}
