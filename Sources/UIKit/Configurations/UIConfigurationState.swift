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
  /// The key's name.
  public var rawValue: String
  /// The key named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The key named `rawValue` (`UIConfigurationStateCustomKey("com.example.isArchived")`).
  public init(_ rawValue: String) { self.rawValue = rawValue }
}
