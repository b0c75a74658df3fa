import Synchronization

/// What UIKit's process-wide singletons (`UIScreen.main`, `UIApplication.shared`,
/// `UITraitCollection.current`) answer: the screen of the collection view being rendered. The
/// renderer sets it before it runs a layout, so a layout that reads `UIScreen.main.scale` or
/// `UIApplication.shared.userInterfaceLayoutDirection` gets the scene's values.
package enum RenderingEnvironment {
  struct State: Sendable {
    /// The screen's traits: an iPhone's defaults until a render sets them.
    var traits = UITraitCollection(
      idiom: .phone, style: .light, layoutDirection: .leftToRight, displayScale: 3, horizontalSizeClass: .compact,
      verticalSizeClass: .regular, preferredContentSizeCategory: .large)
    /// The screen's size in points.
    var screenBounds = CGRect(x: 0, y: 0, width: 390, height: 844)
  }

  private static let state = Mutex(State())

  /// The traits of the screen.
  static var traits: UITraitCollection {
    get { state.withLock { $0.traits } }
    set { state.withLock { $0.traits = newValue } }
  }

  /// The bounds of the screen.
  package static var screenBounds: CGRect {
    get { state.withLock { $0.screenBounds } }
    set { state.withLock { $0.screenBounds = newValue } }
  }
}
