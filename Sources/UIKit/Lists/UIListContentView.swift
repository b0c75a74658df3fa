/// The view a list content configuration makes (UIKit's `UIListContentView`, iOS 14): it holds
/// the configuration the renderer draws.
@MainActor
open class UIListContentView: UIView, UIContentView {
  /// The configuration shown, as a list content configuration.
  open var listContentConfiguration: UIListContentConfiguration

  /// A view showing `configuration`.
  public init(configuration: UIListContentConfiguration) {
    listContentConfiguration = configuration
    super.init(frame: .zero)
  }

  /// A view showing a `cell()` configuration (so the class can be made from its metatype).
  public required convenience init() {
    self.init(configuration: .cell())
  }

  /// Content views are not archived on Linux (no nibs or storyboards); returns `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The configuration shown; a configuration of another type is ignored, as UIKit's list
  /// content view accepts only list content configurations.
  open var configuration: any UIContentConfiguration {
    get { listContentConfiguration }
    set {
      if let list = newValue as? UIListContentConfiguration { listContentConfiguration = list }
    }
  }

  /// Whether `configuration` is a list content configuration.
  open func supports(_ configuration: any UIContentConfiguration) -> Bool {
    configuration is UIListContentConfiguration
  }
}
