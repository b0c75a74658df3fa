extension UIView {
  /// Whether changes animate: false inside ``performWithoutAnimation(_:)`` and after
  /// `setAnimationsEnabled(false)` (UIKit's `areAnimationsEnabled`). Headless views never
  /// animate on their own; the renderer reads it when it records an update's frames (a batch
  /// update made without animation lands at once).
  public static var areAnimationsEnabled: Bool { animationsEnabled }

  /// Turns animations on or off (UIKit's `setAnimationsEnabled(_:)`).
  public static func setAnimationsEnabled(_ enabled: Bool) {
    animationsEnabled = enabled
  }

  /// Runs `actionsWithoutAnimation` with animations off, then restores the previous setting
  /// (UIKit's `performWithoutAnimation(_:)`; a diffable data source's
  /// `apply(_:animatingDifferences: false)` runs its batch update inside it).
  public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    let saved = animationsEnabled
    animationsEnabled = false
    defer { animationsEnabled = saved }
    actionsWithoutAnimation()
  }

  private static var animationsEnabled = true
}
