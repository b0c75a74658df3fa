package import SceneModel

/// What a cell, header or footer draws behind its content (UIKit's `UIBackgroundConfiguration`,
/// iOS 14): a fill, rounded corners, insets and a stroke. The list styles' defaults are the
/// scene model's ``BackgroundConfiguration`` styles (see `docs/lists-and-cells.md`).
public struct UIBackgroundConfiguration: Hashable {
  /// The configuration in the scene model's terms (transformers not applied).
  package var base: BackgroundConfiguration
  /// The state the configuration was last resolved for.
  package var state: CellConfigurationState?
  /// Whether it is iOS 18's `listCell()`, `listHeader()` or `listFooter()`: the list's own
  /// background for the element, whatever the appearance.
  package var adaptsToList = false

  package init(model: BackgroundConfiguration) {
    base = model
  }

  /// The configuration in the scene model's terms, transformers applied; nil for an unchanged
  /// adaptive configuration (the list's own background then applies).
  package var model: BackgroundConfiguration? {
    if adaptsToList, self == Self.listCell() || self == Self.listHeader() || self == Self.listFooter() { return nil }
    var model = base
    if let backgroundColorTransformer, let color = backgroundColor {
      model.backgroundColor = backgroundColorTransformer(color).configurationColor
    }
    if let strokeColorTransformer, let color = strokeColor {
      model.strokeColor = strokeColorTransformer(color).configurationColor
    }
    return model
  }

  /// The list's cell background, as the list it is in draws it (iOS 18).
  public static func listCell() -> Self {
    var configuration = Self(model: .listGroupedCell())
    configuration.adaptsToList = true
    return configuration
  }
  /// The list's header background (iOS 18).
  public static func listHeader() -> Self {
    var configuration = Self(model: .listGroupedHeaderFooter())
    configuration.adaptsToList = true
    return configuration
  }
  /// The list's footer background (iOS 18).
  public static func listFooter() -> Self {
    var configuration = Self(model: .listGroupedHeaderFooter())
    configuration.adaptsToList = true
    return configuration
  }
  /// A sidebar's header background.
  public static func listSidebarHeader() -> Self { Self(model: .clear()) }

  /// A plain list's cell background.
  public static func listPlainCell() -> Self { Self(model: .listPlainCell()) }
  /// A grouped list's cell background.
  public static func listGroupedCell() -> Self { Self(model: .listGroupedCell()) }
  /// A sidebar's cell background.
  public static func listSidebarCell() -> Self { Self(model: .listSidebarCell()) }
  /// A sidebar's cell background beside a content view.
  public static func listAccompaniedSidebarCell() -> Self { Self(model: .listAccompaniedSidebarCell()) }
  /// A plain list's header or footer background.
  public static func listPlainHeaderFooter() -> Self { Self(model: .listPlainHeaderFooter()) }
  /// A grouped list's header or footer background.
  public static func listGroupedHeaderFooter() -> Self { Self(model: .listGroupedHeaderFooter()) }
  /// No background.
  public static func clear() -> Self { Self(model: .clear()) }

  /// A view drawn as the background (not drawn by the renderer: its look is not read).
  public var customView: UIView?
  /// The fill; nil for none.
  public var backgroundColor: UIColor? {
    get { base.backgroundColor.map(UIColor.init) }
    set { base.backgroundColor = newValue?.configurationColor }
  }
  /// The corner radius.
  public var cornerRadius: CGFloat {
    get { CGFloat(base.cornerRadius) }
    set { base.cornerRadius = Double(newValue) }
  }
  /// The insets of the background from the view's edges.
  public var backgroundInsets: NSDirectionalEdgeInsets {
    get { NSDirectionalEdgeInsets(base.backgroundInsets) }
    set { base.backgroundInsets = newValue.model }
  }
  /// The edges whose insets add the layout margins (none by default).
  public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
  /// The stroke colour; nil for none.
  public var strokeColor: UIColor? {
    get { base.strokeColor.map(UIColor.init) }
    set { base.strokeColor = newValue?.configurationColor }
  }
  /// The stroke's width.
  public var strokeWidth: CGFloat {
    get { CGFloat(base.strokeWidth) }
    set { base.strokeWidth = Double(newValue) }
  }
  /// How far the stroke lies outside the background's edge.
  public var strokeOutset: CGFloat {
    get { CGFloat(base.strokeOutset) }
    set { base.strokeOutset = Double(newValue) }
  }

  /// A change applied to the fill when drawn.
  public var backgroundColorTransformer: UIConfigurationColorTransformer?
  /// A change applied to the stroke colour when drawn.
  public var strokeColorTransformer: UIConfigurationColorTransformer?
  /// An image drawn as the background (iOS 15; not drawn by the renderer).
  public var image: UIImage?

  /// The fill as drawn for `tintColor` (the view's), after the transformer.
  public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
    let color = backgroundColor ?? .clear
    return backgroundColorTransformer?(color) ?? color
  }

  /// Whether both configurations are equal: the same values, transformers and image, and the
  /// same custom view instance.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.base == rhs.base && lhs.state == rhs.state && lhs.adaptsToList == rhs.adaptsToList
      && lhs.backgroundColorTransformer == rhs.backgroundColorTransformer
      && lhs.strokeColorTransformer == rhs.strokeColorTransformer && lhs.image == rhs.image
      && lhs.customView.map(ObjectIdentifier.init) == rhs.customView.map(ObjectIdentifier.init)
  }

  /// Hashes the values and whether the configuration adapts to its list; equal configurations hash
  /// alike.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(base)
    hasher.combine(adaptsToList)
  }

  /// The stroke as drawn for `tintColor`, after the transformer.
  public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
    let color = strokeColor ?? tintColor
    return strokeColorTransformer?(color) ?? color
  }

  /// The configuration resolved for `state` (the selected and highlighted fills of the list
  /// styles).
  public func updated(for state: any UIConfigurationState) -> Self {
    var resolved = self
    resolved.state = CellConfigurationState(state)
    return resolved
  }
}
