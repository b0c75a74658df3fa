package import SceneModel

/// A system accessory of a list cell (UIKit's `UICellAccessory`, iOS 14): a disclosure
/// indicator, a checkmark, an editing control, a label… Where it goes, how wide it is, its glyph
/// and tint follow the scene model's ``CellAccessory`` rules (see `docs/lists-and-cells.md`).
public struct UICellAccessory: Hashable {
  /// The accessory in the scene model's terms.
  package var model: CellAccessory

  package init(_ kind: CellAccessory.Kind, displayed: DisplayedState, isHidden: Bool, tintColor: UIColor?) {
    model = CellAccessory(kind, displayed: displayed.model, tintColor: tintColor?.configurationColor)
    self.isHidden = isHidden
  }

  /// Whether the accessory takes its room without drawing.
  package var isHidden: Bool

  /// What a tap on an accessory runs (no taps reach accessories headless).
  public typealias ActionHandler = () -> Void

  /// A chevron pointing forward.
  public static func disclosureIndicator(
    displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()
  ) -> Self {
    Self(.disclosureIndicator, displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor)
  }

  /// A checkmark.
  public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions())
    -> Self
  {
    Self(.checkmark, displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor)
  }

  /// An info button.
  public static func detail(
    displayed: DisplayedState = .always, options: DetailOptions = DetailOptions(), actionHandler: ActionHandler? = nil
  ) -> Self {
    Self(.detail, displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor)
  }

  /// A delete control (a red circle with a minus), while editing.
  public static func delete(
    displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
    actionHandler: ActionHandler? = nil
  ) -> Self {
    Self(.delete, displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor)
  }

  /// An insert control (a green circle with a plus), while editing.
  public static func insert(
    displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(),
    actionHandler: ActionHandler? = nil
  ) -> Self {
    Self(.insert, displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor)
  }

  /// A reorder grabber, while editing.
  public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions())
    -> Self
  {
    Self(.reorder, displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor)
  }

  /// A selection circle, while editing.
  public static func multiselect(
    displayed: DisplayedState = .whenEditing, options: MultiselectOptions = MultiselectOptions()
  ) -> Self {
    Self(.multiselect, displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor)
  }

  /// An outline chevron that turns down when the row is expanded.
  public static func outlineDisclosure(
    displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
    actionHandler: ActionHandler? = nil
  ) -> Self {
    Self(.outlineDisclosure, displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor)
  }

  /// A text.
  public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions())
    -> Self
  {
    Self(.label(text), displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor)
  }

  /// What kind of accessory this is.
  public var accessoryType: AccessoryType {
    if let customView { return .customView(customView) }
    switch model.kind {
    case .disclosureIndicator: return .disclosureIndicator
    case .outlineDisclosure: return .outlineDisclosure
    case .checkmark: return .checkmark
    case .delete: return .delete
    case .insert: return .insert
    case .reorder: return .reorder
    case .multiselect: return .multiselect
    case .label: return .label
    case .detail: return .detail
    }
  }

  /// The view of a custom accessory (not drawn by the renderer: its look is not read).
  package var customView: UIView?

  /// An accessory showing the app's own view. The renderer keeps its place but does not draw
  /// the view (see `docs/lists-and-cells.md`).
  public static func customView(configuration: CustomViewConfiguration) -> Self {
    var accessory = Self(
      .label(""), displayed: .always, isHidden: true, tintColor: configuration.tintColor)
    accessory.customView = configuration.customView
    return accessory
  }

  /// The kinds of accessory (`UICellAccessory.AccessoryType`).
  public enum AccessoryType: Hashable {
    case disclosureIndicator, outlineDisclosure, checkmark, delete, insert, reorder, multiselect, label
    case customView(UIView)
    case detail
  }

  /// Where a custom accessory goes (`UICellAccessory.Placement`).
  public enum Placement {
    /// Its index among the accessories on its side, given them.
    public typealias Position = (_ accessories: [UICellAccessory]) -> Int
    case leading(displayed: DisplayedState = .always, at: Position = { $0.count })
    case trailing(displayed: DisplayedState = .always, at: Position = { _ in 0 })

    /// Just before `accessory`.
    public static func position(before accessory: UICellAccessory) -> Position {
      { accessories in accessories.firstIndex { $0.model == accessory.model } ?? 0 }
    }

    /// Just after `accessory`.
    public static func position(after accessory: UICellAccessory) -> Position {
      { accessories in (accessories.firstIndex { $0.model == accessory.model } ?? accessories.count - 1) + 1 }
    }
  }

  /// A custom accessory's view and place (`UICellAccessory.CustomViewConfiguration`).
  public struct CustomViewConfiguration {
    /// The app's view (`customView`); the renderer keeps its place but does not draw it.
    public let customView: UIView
    /// Which side the view goes on, when it shows, and where among the other accessories.
    public let placement: Placement
    /// Whether the view is hidden while keeping its place (`isHidden`); false by default. The
    /// renderer never draws the view, so only its place counts.
    public var isHidden: Bool
    /// The width laid out for the view (`reservedLayoutWidth`): `.standard` by default; kept, not read.
    public var reservedLayoutWidth: LayoutDimension
    /// The view's tint (`tintColor`); nil inherits the cell's.
    public var tintColor: UIColor?
    /// Whether the view keeps its size as Dynamic Type changes (`maintainsFixedSize`); false by
    /// default; kept, not read.
    public var maintainsFixedSize: Bool
    /// A configuration for `customView` at `placement`; a nil option takes UIKit's default.
    public init(
      customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
      tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil
    ) {
      self.customView = customView
      self.placement = placement
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.maintainsFixedSize = maintainsFixedSize ?? false
    }
  }

  /// When an accessory shows (`UICellAccessory.DisplayedState`).
  public enum DisplayedState: Hashable, Sendable {
    case always, whenEditing, whenNotEditing

    var model: CellAccessory.DisplayedState {
      switch self {
      case .always: .always
      case .whenEditing: .whenEditing
      case .whenNotEditing: .whenNotEditing
      }
    }
  }

  /// How wide an accessory is laid out (`UICellAccessory.LayoutDimension`).
  public enum LayoutDimension: Hashable, Sendable {
    case actual, standard
    case custom(CGFloat)
  }

  /// The disclosure indicator's options.
  public struct DisclosureIndicatorOptions: Hashable {
    /// Whether the disclosure indicator is hidden while keeping its place (`isHidden`); false by default.
    public var isHidden: Bool
    /// The width laid out for the disclosure indicator (`reservedLayoutWidth`): `.standard` by default. Kept for
    /// source compatibility; the renderer lays the accessory out at its own width.
    public var reservedLayoutWidth: LayoutDimension
    /// The disclosure indicator's colour (`tintColor`); nil is the kind's own (see `CellAccessory.defaultTint`).
    public var tintColor: UIColor?
    /// Options for the disclosure indicator; a nil option takes UIKit's default (shown, standard width, the
    /// kind's tint).
    public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
    }
  }

  /// The checkmark's options.
  public struct CheckmarkOptions: Hashable {
    /// Whether the checkmark is hidden while keeping its place (`isHidden`); false by default.
    public var isHidden: Bool
    /// The width laid out for the checkmark (`reservedLayoutWidth`): `.standard` by default. Kept for
    /// source compatibility; the renderer lays the accessory out at its own width.
    public var reservedLayoutWidth: LayoutDimension
    /// The checkmark's colour (`tintColor`); nil is the kind's own (see `CellAccessory.defaultTint`).
    public var tintColor: UIColor?
    /// Options for the checkmark; a nil option takes UIKit's default (shown, standard width, the
    /// kind's tint).
    public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
    }
  }

  /// The detail button's options.
  public struct DetailOptions: Hashable {
    /// Whether the detail button is hidden while keeping its place (`isHidden`); false by default.
    public var isHidden: Bool
    /// The width laid out for the detail button (`reservedLayoutWidth`): `.standard` by default. Kept for
    /// source compatibility; the renderer lays the accessory out at its own width.
    public var reservedLayoutWidth: LayoutDimension
    /// The detail button's colour (`tintColor`); nil is the kind's own (see `CellAccessory.defaultTint`).
    public var tintColor: UIColor?
    /// Options for the detail button; a nil option takes UIKit's default (shown, standard width, the
    /// kind's tint).
    public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
    }
  }

  /// The delete control's options.
  public struct DeleteOptions: Hashable {
    /// Whether the delete control is hidden while keeping its place (`isHidden`); false by default.
    public var isHidden: Bool
    /// The width laid out for the delete control (`reservedLayoutWidth`): `.standard` by default. Kept for
    /// source compatibility; the renderer lays the accessory out at its own width.
    public var reservedLayoutWidth: LayoutDimension
    /// The delete control's colour (`tintColor`); nil is the kind's own (see `CellAccessory.defaultTint`).
    public var tintColor: UIColor?
    /// The circle behind the minus sign (`backgroundColor`); nil is UIKit's default. Kept, not read.
    public var backgroundColor: UIColor?
    /// Options for the delete control; a nil option takes UIKit's default.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
      backgroundColor: UIColor? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }

  /// The insert control's options.
  public struct InsertOptions: Hashable {
    /// Whether the insert control is hidden while keeping its place (`isHidden`); false by default.
    public var isHidden: Bool
    /// The width laid out for the insert control (`reservedLayoutWidth`): `.standard` by default. Kept for
    /// source compatibility; the renderer lays the accessory out at its own width.
    public var reservedLayoutWidth: LayoutDimension
    /// The insert control's colour (`tintColor`); nil is the kind's own (see `CellAccessory.defaultTint`).
    public var tintColor: UIColor?
    /// The circle behind the plus sign (`backgroundColor`); nil is UIKit's default. Kept, not read.
    public var backgroundColor: UIColor?
    /// Options for the insert control; a nil option takes UIKit's default.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
      backgroundColor: UIColor? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }

  /// The reorder grabber's options.
  public struct ReorderOptions: Hashable {
    /// Whether the reorder grabber is hidden while keeping its place (`isHidden`); false by default.
    public var isHidden: Bool
    /// The width laid out for the reorder grabber (`reservedLayoutWidth`): `.standard` by default. Kept for
    /// source compatibility; the renderer lays the accessory out at its own width.
    public var reservedLayoutWidth: LayoutDimension
    /// The reorder grabber's colour (`tintColor`); nil is the kind's own (see `CellAccessory.defaultTint`).
    public var tintColor: UIColor?
    /// Whether a vertical line separates the grabber from the content (`showsVerticalSeparator`);
    /// true by default. Kept, not read.
    public var showsVerticalSeparator: Bool
    /// Options for the reorder grabber; a nil option takes UIKit's default.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
      showsVerticalSeparator: Bool? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.showsVerticalSeparator = showsVerticalSeparator ?? true
    }
  }

  /// The selection circle's options.
  public struct MultiselectOptions: Hashable {
    /// Whether the selection circle is hidden while keeping its place (`isHidden`); false by default.
    public var isHidden: Bool
    /// The width laid out for the selection circle (`reservedLayoutWidth`): `.standard` by default. Kept for
    /// source compatibility; the renderer lays the accessory out at its own width.
    public var reservedLayoutWidth: LayoutDimension
    /// The selection circle's colour (`tintColor`); nil is the kind's own (see `CellAccessory.defaultTint`).
    public var tintColor: UIColor?
    /// The circle's fill when selected (`backgroundColor`); nil is UIKit's default. Kept, not read.
    public var backgroundColor: UIColor?
    /// Options for the selection circle; a nil option takes UIKit's default.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
      backgroundColor: UIColor? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }

  /// The outline chevron's options.
  public struct OutlineDisclosureOptions: Hashable {
    /// How an outline chevron behaves (`UICellAccessory.OutlineDisclosureOptions.Style`).
    public enum Style: Hashable, Sendable {
      /// `header` for a cell whose header mode makes it the section header, else `cell`.
      case automatic
      /// The whole cell toggles the expansion and is not selectable.
      case header
      /// Only the chevron toggles the expansion.
      case cell
    }

    /// Whether the whole cell or only the chevron toggles the expansion; `.automatic` by default.
    /// Kept, not read: the renderer draws one state, not the toggle.
    public var style: Style
    /// Whether the outline chevron is hidden while keeping its place (`isHidden`); false by default.
    public var isHidden: Bool
    /// The width laid out for the outline chevron (`reservedLayoutWidth`): `.standard` by default. Kept for
    /// source compatibility; the renderer lays the accessory out at its own width.
    public var reservedLayoutWidth: LayoutDimension
    /// The outline chevron's colour (`tintColor`); nil is the kind's own (see `CellAccessory.defaultTint`).
    public var tintColor: UIColor?
    /// Options for the outline chevron; a nil option takes UIKit's default.
    public init(
      style: Style? = nil, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil
    ) {
      self.style = style ?? .automatic
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
    }
  }

  /// The label's options.
  public struct LabelOptions: Hashable {
    /// Whether the label is hidden while keeping its place (`isHidden`); false by default.
    public var isHidden: Bool
    /// The width laid out for the label (`reservedLayoutWidth`): `.standard` by default. Kept for
    /// source compatibility; the renderer lays the accessory out at its own width.
    public var reservedLayoutWidth: LayoutDimension
    /// The label's colour (`tintColor`); nil is the kind's own (see `CellAccessory.defaultTint`).
    public var tintColor: UIColor?
    /// The label's font (`font`); the body text style by default. Kept, not read.
    public var font: UIFont
    /// Whether the font follows the Dynamic Type size (`adjustsFontForContentSizeCategory`); true
    /// by default. Kept, not read.
    public var adjustsFontForContentSizeCategory: Bool
    /// Options for the label; a nil option takes UIKit's default.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
      font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.font = font ?? .preferredFont(forTextStyle: .body)
      self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory ?? true
    }
  }
}
