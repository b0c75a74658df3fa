/// What a view shows, as a value (UIKit's `UIContentConfiguration`, iOS 14): a cell's content
/// view is made from its `contentConfiguration`, and the configuration is resolved for each
/// state.
public protocol UIContentConfiguration {
  /// A view that shows this configuration.
  @MainActor func makeContentView() -> any UIView & UIContentView
  /// The configuration resolved for `state` (selected text colours, …).
  func updated(for state: any UIConfigurationState) -> Self
}

/// A view made from a content configuration (UIKit's `UIContentView`, iOS 14).
@MainActor
public protocol UIContentView: NSObjectProtocol {
  /// The configuration the view shows.
  var configuration: any UIContentConfiguration { get set }
  /// Whether the view can show `configuration` (iOS 16); by default, whether it is of the
  /// current configuration's type.
  func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
  /// Whether `configuration` is of the same type as the view's current configuration.
  public func supports(_ configuration: any UIContentConfiguration) -> Bool {
    type(of: configuration) == type(of: self.configuration)
  }
}
