package import SceneModel

extension UIContentSizeCategory {
  /// The scene model's category for this one; `unspecified` (and any unknown name) is `large`,
  /// the category UIKit reports when the user has not chosen one.
  package var model: ContentSizeCategory {
    let names: [UIContentSizeCategory: ContentSizeCategory] = [
      .extraSmall: .extraSmall, .small: .small, .medium: .medium, .large: .large, .extraLarge: .extraLarge,
      .extraExtraLarge: .extraExtraLarge, .extraExtraExtraLarge: .extraExtraExtraLarge,
      .accessibilityMedium: .accessibilityMedium, .accessibilityLarge: .accessibilityLarge,
      .accessibilityExtraLarge: .accessibilityExtraLarge, .accessibilityExtraExtraLarge: .accessibilityExtraExtraLarge,
      .accessibilityExtraExtraExtraLarge: .accessibilityExtraExtraExtraLarge,
    ]
    return names[self] ?? .large
  }
}
