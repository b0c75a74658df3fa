import Geometry

/// A system accessory of a list cell (`UICellAccessory`): its kind, when it shows, its tint.
/// Where it goes and how wide it is follow UIKit's rules (``placement``, ``isStandardWidth``;
/// `docs/lists-and-cells.md`, "Accessories").
public struct CellAccessory: Hashable, Sendable {
  /// The accessory's kind.
  public enum Kind: Hashable, Sendable {
    /// `disclosureIndicator`: a chevron pointing forward.
    case disclosureIndicator
    /// `checkmark`.
    case checkmark
    /// `detail`: an info button (a circled "i").
    case detail
    /// `delete`: a red circle with a minus, while editing.
    case delete
    /// `insert`: a green circle with a plus, while editing.
    case insert
    /// `reorder`: three grabber lines, while editing.
    case reorder
    /// `multiselect`: an empty circle, or a filled one with a check when selected, while editing.
    case multiselect
    /// `outlineDisclosure`: a chevron pointing forward, down when the row is expanded.
    case outlineDisclosure
    /// `label(text:)`: a text in body, secondary label colour.
    case label(String)

    /// The kind's name in scene files.
    public var name: String {
      switch self {
      case .disclosureIndicator: "disclosureIndicator"
      case .checkmark: "checkmark"
      case .detail: "detail"
      case .delete: "delete"
      case .insert: "insert"
      case .reorder: "reorder"
      case .multiselect: "multiselect"
      case .outlineDisclosure: "outlineDisclosure"
      case .label: "label"
      }
    }

    /// The kinds without a value, by name, as scene files spell them.
    public static let named: [String: Kind] = Dictionary(
      uniqueKeysWithValues: [
        .disclosureIndicator, .checkmark, .detail, .delete, .insert, .reorder, .multiselect, .outlineDisclosure,
      ].map { ($0.name, $0) })
  }

  /// When an accessory shows (`UICellAccessory.DisplayedState`).
  public enum DisplayedState: String, Hashable, Sendable, CaseIterable {
    case always, whenEditing, whenNotEditing
  }

  /// The cell edge an accessory sits at, and its rank from the content outward.
  public struct Placement: Hashable, Sendable, Comparable {
    /// Leading (delete, insert, multiselect) or trailing (the others).
    public var isLeading: Bool
    /// UIKit's order: a lower rank sits nearer the content.
    public var rank: Int

    /// Orders placements by rank, nearest the content first.
    public static func < (lhs: Placement, rhs: Placement) -> Bool { lhs.rank < rhs.rank }
  }

  /// What the accessory is (disclosure indicator, checkmark, delete, …).
  public var kind: Kind
  /// `displayed`.
  public var displayed: DisplayedState
  /// `tintColor`; nil is the kind's own (see ``defaultTint``).
  public var tintColor: ConfigurationColor?

  /// An accessory of `kind`, shown as UIKit shows it by default (editing controls while
  /// editing, the others always).
  public init(_ kind: Kind, displayed: DisplayedState? = nil, tintColor: ConfigurationColor? = nil) {
    self.kind = kind
    self.displayed = displayed ?? Self.defaultDisplayedState(of: kind)
    self.tintColor = tintColor
  }

  /// Shown while editing for `delete`, `insert`, `reorder`, `multiselect`; always otherwise.
  public static func defaultDisplayedState(of kind: Kind) -> DisplayedState {
    switch kind {
    case .delete, .insert, .reorder, .multiselect: .whenEditing
    default: .always
    }
  }

  /// Whether it shows when the cell is (or is not) editing.
  public func isShown(editing: Bool) -> Bool {
    switch displayed {
    case .always: true
    case .whenEditing: editing
    case .whenNotEditing: !editing
    }
  }

  /// Where it goes: leading delete 101, insert 102, multiselect 103; trailing label 201,
  /// checkmark 202, detail 203, disclosure indicator 205, outline disclosure 206, reorder 208.
  public var placement: Placement {
    switch kind {
    case .delete: Placement(isLeading: true, rank: 101)
    case .insert: Placement(isLeading: true, rank: 102)
    case .multiselect: Placement(isLeading: true, rank: 103)
    case .label: Placement(isLeading: false, rank: 201)
    case .checkmark: Placement(isLeading: false, rank: 202)
    case .detail: Placement(isLeading: false, rank: 203)
    case .disclosureIndicator: Placement(isLeading: false, rank: 205)
    case .outlineDisclosure: Placement(isLeading: false, rank: 206)
    case .reorder: Placement(isLeading: false, rank: 208)
    }
  }

  /// Whether it takes the standard symbol slot's width (checkmark, detail, delete, insert,
  /// reorder, multiselect) rather than its glyph's own (chevrons, label).
  public var isStandardWidth: Bool {
    switch kind {
    case .disclosureIndicator, .outlineDisclosure, .label: false
    default: true
    }
  }

  /// The tint when none is set: tertiary label for the chevron and the grabber, secondary
  /// label for a label, red for delete, green for insert, the view's tint otherwise.
  public var defaultTint: ConfigurationColor {
    switch kind {
    case .disclosureIndicator, .reorder: .tertiaryLabel
    case .label: .secondaryLabel
    case .delete: .systemRed
    case .insert: .systemGreen
    case .checkmark, .detail, .multiselect, .outlineDisclosure: .tint
    }
  }

  /// The tint it draws in.
  public var resolvedTint: ConfigurationColor { tintColor ?? defaultTint }

  /// Space between two trailing accessories.
  public static let trailingSpacing = 8.0
  /// Space between two leading accessories, and between the last of them and the content.
  public static let leadingSpacing = 16.0
}
