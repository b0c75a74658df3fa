/// A header's or footer's data.
public struct SupplementaryData: Hashable, Sendable {
  public var title: String?

  public init(title: String? = nil) {
    self.title = title
  }
}

/// What one supplementary view shows when its layout attributes say it (an
/// `AttributesPayload`): its style and its title, instead of the scene's style for its kind and
/// the section's data.
public struct SupplementaryContent: Hashable, Sendable {
  /// The view's look.
  public var style: SupplementaryStyle
  /// The title, or nil for none.
  public var title: String?

  public init(style: SupplementaryStyle, title: String? = nil) {
    self.style = style
    self.title = title
  }
}
