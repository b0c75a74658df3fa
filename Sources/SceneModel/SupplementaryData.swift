/// A header's or footer's data.
public struct SupplementaryData: Hashable, Sendable {
  /// The text the view's title label shows; nil for none.
  public var title: String?
  /// What the view shows as a list header or footer (`contentConfiguration`); nil: in a list
  /// section `header()` or `footer()` with the title as text, else the kind's label style.
  public var contentConfiguration: ListContentConfiguration?
  /// Its background (`backgroundConfiguration`); nil: the list's default header/footer
  /// background in a list section, none elsewhere.
  public var backgroundConfiguration: BackgroundConfiguration?

  /// A header's or footer's data; nil fields take the scene's or the list's defaults.
  public init(
    title: String? = nil, contentConfiguration: ListContentConfiguration? = nil,
    backgroundConfiguration: BackgroundConfiguration? = nil
  ) {
    self.title = title
    self.contentConfiguration = contentConfiguration
    self.backgroundConfiguration = backgroundConfiguration
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
  /// What it shows as a list header or footer; nil: ``style`` with ``title``.
  public var contentConfiguration: ListContentConfiguration?
  /// Its list background; nil: none (or the list's default in a list section).
  public var backgroundConfiguration: BackgroundConfiguration?

  /// What a view shows in `style`, with these title and list configurations.
  public init(
    style: SupplementaryStyle, title: String? = nil, contentConfiguration: ListContentConfiguration? = nil,
    backgroundConfiguration: BackgroundConfiguration? = nil
  ) {
    self.style = style
    self.title = title
    self.contentConfiguration = contentConfiguration
    self.backgroundConfiguration = backgroundConfiguration
  }
}
