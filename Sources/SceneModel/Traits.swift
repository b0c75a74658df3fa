import CollectionLayout

/// The environment a scene is shown in, with UIKit's `UITraitCollection` names: layout direction,
/// light or dark appearance, the Dynamic Type size, size classes and display scale.
///
/// The default is what every scene had before traits existed (left to right, light, `large`),
/// so a scene that gives no traits renders byte for byte as before.
///
/// ```swift
/// var traits = Traits()
/// traits.layoutDirection = .rightToLeft
/// traits.userInterfaceStyle = .dark
/// let scene = Scene(bounds: Size(width: 390, height: 844), sections: sections, traits: traits)
/// ```
public struct Traits: Hashable, Sendable {
  /// `layoutDirection`: mirrors layouts that opt in, and flips labels' natural alignment and
  /// leading/trailing insets.
  public var layoutDirection: LayoutDirection
  /// `userInterfaceStyle`: which side of every dynamic colour shows.
  public var userInterfaceStyle: UserInterfaceStyle
  /// `preferredContentSizeCategory`: sizes fonts given by text style or `relativeTo` one.
  public var preferredContentSizeCategory: ContentSizeCategory
  /// `horizontalSizeClass`; nil is unspecified. Layouts read it in their environment.
  public var horizontalSizeClass: UserInterfaceSizeClass?
  /// `verticalSizeClass`; nil is unspecified.
  public var verticalSizeClass: UserInterfaceSizeClass?
  /// `displayScale`: pixels per point; nil keeps the scene's `scale`.
  public var displayScale: Double?

  /// Traits; by default left to right, light, the large (default) text size, no size classes and
  /// the scene's scale.
  public init(
    layoutDirection: LayoutDirection = .leftToRight, userInterfaceStyle: UserInterfaceStyle = .light,
    preferredContentSizeCategory: ContentSizeCategory = .large, horizontalSizeClass: UserInterfaceSizeClass? = nil,
    verticalSizeClass: UserInterfaceSizeClass? = nil, displayScale: Double? = nil
  ) {
    self.layoutDirection = layoutDirection
    self.userInterfaceStyle = userInterfaceStyle
    self.preferredContentSizeCategory = preferredContentSizeCategory
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.displayScale = displayScale
  }

  /// The trait names a scene file's `traits` object and `--traits` accept.
  public static let names = [
    "layoutDirection", "userInterfaceStyle", "preferredContentSizeCategory", "horizontalSizeClass",
    "verticalSizeClass", "displayScale",
  ]

  /// These traits with `value` (as a scene file or the command line spells it) given for the
  /// trait `name`; the error says what is wrong in one line.
  public func setting(_ name: String, to value: String) throws(TraitError) -> Traits {
    var traits = self
    func choice<Choice: RawRepresentable & CaseIterable>(_: Choice.Type) throws(TraitError) -> Choice
    where Choice.RawValue == String {
      guard let choice = Choice(rawValue: value) else {
        throw TraitError(
          name: name,
          reason: "\"\(value)\" is not one of: " + Choice.allCases.map(\.rawValue).joined(separator: ", "))
      }
      return choice
    }
    switch name {
    case "layoutDirection": traits.layoutDirection = try choice(LayoutDirection.self)
    case "userInterfaceStyle": traits.userInterfaceStyle = try choice(UserInterfaceStyle.self)
    case "preferredContentSizeCategory": traits.preferredContentSizeCategory = try choice(ContentSizeCategory.self)
    case "horizontalSizeClass": traits.horizontalSizeClass = try choice(UserInterfaceSizeClass.self)
    case "verticalSizeClass": traits.verticalSizeClass = try choice(UserInterfaceSizeClass.self)
    case "displayScale":
      guard let scale = Double(value), scale.isFinite, scale > 0, scale <= Limits.maximumScale else {
        throw TraitError(
          name: name, reason: "\"\(value)\" is not a scale greater than 0 and at most \(Int(Limits.maximumScale))")
      }
      traits.displayScale = scale
    default:
      throw TraitError(name: name, reason: "unknown trait; allowed: " + Traits.names.joined(separator: ", "))
    }
    return traits
  }

  /// Every trait as a `name=value` assignment (size classes and display scale only when
  /// given): applied over any traits, they give these.
  public var assignments: [TraitAssignment] {
    var list = [
      TraitAssignment(name: "layoutDirection", value: layoutDirection.rawValue),
      TraitAssignment(name: "userInterfaceStyle", value: userInterfaceStyle.rawValue),
      TraitAssignment(name: "preferredContentSizeCategory", value: preferredContentSizeCategory.rawValue),
    ]
    if let horizontalSizeClass {
      list.append(TraitAssignment(name: "horizontalSizeClass", value: horizontalSizeClass.rawValue))
    }
    if let verticalSizeClass {
      list.append(TraitAssignment(name: "verticalSizeClass", value: verticalSizeClass.rawValue))
    }
    if let displayScale { list.append(TraitAssignment(name: "displayScale", value: "\(displayScale)")) }
    return list
  }

  /// These traits with every `name=value` assignment applied in order.
  public func setting(_ assignments: [TraitAssignment]) throws(TraitError) -> Traits {
    var traits = self
    for assignment in assignments { traits = try traits.setting(assignment.name, to: assignment.value) }
    return traits
  }
}

/// One trait given a value, as text: `userInterfaceStyle=dark`.
public struct TraitAssignment: Hashable, Sendable {
  /// The trait's name as in scene files: `userInterfaceStyle`.
  public var name: String
  /// The value as text: `dark`.
  public var value: String

  /// The assignment `name=value`.
  public init(name: String, value: String) {
    self.name = name
    self.value = value
  }

  /// Parses `name=value,name=value` (the command line's `--traits`); nil when an entry has no
  /// `=` or an empty side.
  public static func parseList(_ text: String) -> [TraitAssignment]? {
    var assignments: [TraitAssignment] = []
    for entry in text.split(separator: ",", omittingEmptySubsequences: false) {
      let parts = entry.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard parts.count == 2 else { return nil }
      let name = parts[0].filter { $0 != " " }
      let value = parts[1].filter { $0 != " " }
      guard !name.isEmpty, !value.isEmpty else { return nil }
      assignments.append(TraitAssignment(name: String(name), value: String(value)))
    }
    return assignments
  }
}

/// A trait name or value that does not exist.
public struct TraitError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The trait's name as given.
  public var name: String
  /// Why the name or its value is not accepted.
  public var reason: String

  /// An error about the trait `name`.
  public init(name: String, reason: String) {
    self.name = name
    self.reason = reason
  }

  /// The name and the reason, as one line.
  public var description: String { "\(name): \(reason)" }
}

/// Light or dark appearance (`UIUserInterfaceStyle`).
public enum UserInterfaceStyle: String, Hashable, Sendable, CaseIterable {
  case light
  case dark
}

/// The user's preferred text size (`UIContentSizeCategory`): seven standard sizes, `large` the
/// default, and five accessibility sizes.
public enum ContentSizeCategory: String, Hashable, Sendable, CaseIterable {
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
  case accessibilityExtraExtraExtraLarge

  /// Whether this is one of the five accessibility sizes (`isAccessibilityCategory`).
  public var isAccessibilityCategory: Bool { rawValue.hasPrefix("accessibility") }
}
