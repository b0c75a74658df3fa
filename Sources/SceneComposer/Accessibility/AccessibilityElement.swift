import Geometry

/// One element VoiceOver stops at: what it reads (label, value, traits) and where it is on the
/// screen. Cells and headers built from content configurations read their texts; see
/// `docs/lists-and-cells.md`, "Accessibility snapshots", for the rules.
public struct AccessibilityElement: Hashable, Sendable {
  /// What the element is called (a cell's text, a header's title).
  public var label: String
  /// Its current value (a cell's secondary text and accessory label); empty for none.
  public var value: String
  /// What kind of element it is and its state.
  public var traits: AccessibilityTraits
  /// Where it is, in the image's coordinates (points from the top-left of the bounds).
  public var frame: Rect

  /// An element called `label` at `frame`; no value and no traits unless given.
  public init(label: String, value: String = "", traits: AccessibilityTraits = [], frame: Rect) {
    self.label = label
    self.value = value
    self.traits = traits
    self.frame = frame
  }

  /// The line VoiceOver's reading gives: label, value and traits, comma-separated, as spoken
  /// (`Wi-Fi, Home, button`).
  public var spoken: String {
    ([label, value] + traits.spokenNames).filter { !$0.isEmpty }.joined(separator: ", ")
  }
}

/// What an accessibility element is and its state (`UIAccessibilityTraits`): the ones
/// collection-view content has.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The traits as bits.
  public let rawValue: Int
  /// The traits whose bits `rawValue` sets.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Acts when activated (a cell with a disclosure, detail or outline accessory).
  public static let button = AccessibilityTraits(rawValue: 1 << 0)
  /// Heads a section (a header, or an item styled as the header).
  public static let header = AccessibilityTraits(rawValue: 1 << 1)
  /// Selected.
  public static let selected = AccessibilityTraits(rawValue: 1 << 2)
  /// Disabled ("dimmed").
  public static let notEnabled = AccessibilityTraits(rawValue: 1 << 3)
  /// An image with no text.
  public static let image = AccessibilityTraits(rawValue: 1 << 4)

  /// The words VoiceOver speaks for the traits, in its order: selected first, then the kind,
  /// then dimmed.
  public var spokenNames: [String] {
    var names: [String] = []
    if contains(.selected) { names.append("selected") }
    if contains(.button) { names.append("button") }
    if contains(.header) { names.append("heading") }
    if contains(.image) { names.append("image") }
    if contains(.notEnabled) { names.append("dimmed") }
    return names
  }
}
