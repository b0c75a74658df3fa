/// A cell's configurations (iOS 14): what its content and background show, resolved for its
/// state — the way most cells are built since iOS 14. The renderer draws a cell whose
/// `contentConfiguration` is a `UIListContentConfiguration` from the configuration (text,
/// secondary text, image, accessories, background), exactly as the same cell written in a
/// scene file; other cells are read from their views.
extension UICollectionViewCell {
  /// What the cell's content view shows; setting it replaces the content view's look.
  public var contentConfiguration: (any UIContentConfiguration)? {
    get { configurations.content }
    set {
      configurations.content = newValue
      setNeedsUpdateConfiguration()
    }
  }

  /// What the cell draws behind its content; nil for the views' own backgrounds.
  public var backgroundConfiguration: UIBackgroundConfiguration? {
    get { configurations.background }
    set {
      configurations.background = newValue
      setNeedsUpdateConfiguration()
    }
  }

  /// Whether the content configuration is resolved for each new state (true).
  public var automaticallyUpdatesContentConfiguration: Bool {
    get { configurations.updatesContent }
    set { configurations.updatesContent = newValue }
  }

  /// Whether the background configuration is resolved for each new state (true).
  public var automaticallyUpdatesBackgroundConfiguration: Bool {
    get { configurations.updatesBackground }
    set { configurations.updatesBackground = newValue }
  }

  /// Runs after `updateConfiguration(using:)` for each new state (iOS 15); setting it asks for
  /// an update.
  public var configurationUpdateHandler: ConfigurationUpdateHandler? {
    get { configurations.updateHandler }
    set {
      configurations.updateHandler = newValue
      setNeedsUpdateConfiguration()
    }
  }

  /// Code that configures the cell for a state.
  public typealias ConfigurationUpdateHandler =
    @MainActor (_ cell: UICollectionViewCell, _ state: UICellConfigurationState) -> Void

  /// Asks for the configuration to be updated before the cell is drawn again.
  public func setNeedsUpdateConfiguration() {
    configurations.needsUpdate = true
  }

  /// The update the collection view runs before the cell is read: `updateConfiguration(using:)`,
  /// then the handler, then the configurations resolved for the state. Runs when the cell asked
  /// for an update or its state changed since the last one.
  package func updateConfigurationIfNeeded() {
    let state = configurationState
    guard configurations.needsUpdate || configurations.lastState != state else { return }
    configurations.needsUpdate = false
    configurations.lastState = state
    updateConfiguration(using: state)
    configurationUpdateHandler?(self, state)
    if configurations.updatesContent, let content = configurations.content {
      configurations.content = content.updated(for: state)
    }
    if configurations.updatesBackground, let background = configurations.background {
      configurations.background = background.updated(for: state)
    }
    configurations.needsUpdate = false
  }
}

/// A cell's configurations and the bookkeeping of their updates.
@MainActor
package struct CellConfigurations {
  var content: (any UIContentConfiguration)?
  var background: UIBackgroundConfiguration?
  var updatesContent = true
  var updatesBackground = true
  var updateHandler: UICollectionViewCell.ConfigurationUpdateHandler?
  var needsUpdate = true
  var lastState: UICellConfigurationState?
  var isEditing = false
}
