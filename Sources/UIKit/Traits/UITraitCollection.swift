/// The traits of an interface environment (UIKit's `UITraitCollection`): idiom, appearance,
/// layout direction, display scale, size classes and content size category. Immutable, as
/// UIKit's is; the renderer gives the collection view the traits of the scene it draws.
public final class UITraitCollection: NSObject, Sendable {
  /// The device idiom.
  public let userInterfaceIdiom: UIUserInterfaceIdiom
  /// Light or dark appearance.
  public let userInterfaceStyle: UIUserInterfaceStyle
  /// The layout direction.
  public let layoutDirection: UITraitEnvironmentLayoutDirection
  /// Pixels per point; 0 is unspecified.
  public let displayScale: CGFloat
  /// The horizontal size class.
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  /// The vertical size class.
  public let verticalSizeClass: UIUserInterfaceSizeClass
  /// The Dynamic Type size.
  public let preferredContentSizeCategory: UIContentSizeCategory

  init(
    idiom: UIUserInterfaceIdiom = .unspecified, style: UIUserInterfaceStyle = .unspecified,
    layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified, displayScale: CGFloat = 0,
    horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
    verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
    preferredContentSizeCategory: UIContentSizeCategory = .unspecified
  ) {
    self.userInterfaceIdiom = idiom
    self.userInterfaceStyle = style
    self.layoutDirection = layoutDirection
    self.displayScale = displayScale
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.preferredContentSizeCategory = preferredContentSizeCategory
    super.init()
  }

  /// An empty collection: every trait unspecified.
  public convenience override init() {
    self.init(idiom: .unspecified)
  }

  /// A collection with every specified trait of `traitCollections`, later ones winning.
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    var idiom = UIUserInterfaceIdiom.unspecified
    var style = UIUserInterfaceStyle.unspecified
    var direction = UITraitEnvironmentLayoutDirection.unspecified
    var scale: CGFloat = 0
    var horizontal = UIUserInterfaceSizeClass.unspecified
    var vertical = UIUserInterfaceSizeClass.unspecified
    var category = UIContentSizeCategory.unspecified
    for traits in traitCollections {
      if traits.userInterfaceIdiom != .unspecified { idiom = traits.userInterfaceIdiom }
      if traits.userInterfaceStyle != .unspecified { style = traits.userInterfaceStyle }
      if traits.layoutDirection != .unspecified { direction = traits.layoutDirection }
      if traits.displayScale != 0 { scale = traits.displayScale }
      if traits.horizontalSizeClass != .unspecified { horizontal = traits.horizontalSizeClass }
      if traits.verticalSizeClass != .unspecified { vertical = traits.verticalSizeClass }
      if traits.preferredContentSizeCategory != .unspecified { category = traits.preferredContentSizeCategory }
    }
    self.init(
      idiom: idiom, style: style, layoutDirection: direction, displayScale: scale, horizontalSizeClass: horizontal,
      verticalSizeClass: vertical, preferredContentSizeCategory: category)
  }

  /// A collection with only the idiom.
  public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) { self.init(idiom: idiom) }
  /// A collection with only the appearance.
  public convenience init(userInterfaceStyle style: UIUserInterfaceStyle) { self.init(style: style) }
  /// A collection with only the layout direction.
  public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
    self.init(layoutDirection: layoutDirection, displayScale: 0)
  }
  /// A collection with only the display scale.
  public convenience init(displayScale scale: CGFloat) {
    self.init(displayScale: scale, horizontalSizeClass: .unspecified)
  }
  /// A collection with only the horizontal size class.
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: .unspecified)
  }
  /// A collection with only the vertical size class.
  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init(horizontalSizeClass: .unspecified, verticalSizeClass: verticalSizeClass)
  }
  /// A collection with only the content size category.
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init(idiom: .unspecified, preferredContentSizeCategory: preferredContentSizeCategory)
  }

  /// Whether every trait `trait` specifies has the same value here.
  public func containsTraits(in trait: UITraitCollection?) -> Bool {
    guard let trait else { return true }
    return (trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom)
      && (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
      && (trait.layoutDirection == .unspecified || trait.layoutDirection == layoutDirection)
      && (trait.displayScale == 0 || trait.displayScale == displayScale)
      && (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
      && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
      && (trait.preferredContentSizeCategory == .unspecified
        || trait.preferredContentSizeCategory == preferredContentSizeCategory)
  }

  /// The traits in effect: those of the collection view being rendered, else an iPhone's
  /// defaults (light, left to right, scale 3, compact width, regular height, large text).
  public static var current: UITraitCollection {
    get { RenderingEnvironment.traits }
    set { RenderingEnvironment.traits = newValue }
  }

  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UITraitCollection else { return false }
    return containsTraits(in: other) && other.containsTraits(in: self)
  }

  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(userInterfaceStyle)
    hasher.combine(layoutDirection)
    hasher.combine(displayScale)
    return hasher.finalize()
  }
}

/// The device family (`UIUserInterfaceIdiom`).
public enum UIUserInterfaceIdiom: Int, Sendable {
  case unspecified = -1
  case phone = 0
  case pad = 1
  case tv = 2
  case carPlay = 3
  case mac = 5
  case vision = 6
}

/// Light or dark appearance (`UIUserInterfaceStyle`).
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified = 0
  case light = 1
  case dark = 2
}

/// A size class (`UIUserInterfaceSizeClass`).
public enum UIUserInterfaceSizeClass: Int, Sendable {
  case unspecified = 0
  case compact = 1
  case regular = 2
}

/// A Dynamic Type size (`UIContentSizeCategory`), with UIKit's raw strings.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
  /// The category's name as UIKit spells it: `UICTContentSizeCategoryL`.
  public var rawValue: String
  /// The category named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// No preference given (`unspecified`); text styles size as at `large`.
  public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
  /// The smallest size (`extraSmall`, xS).
  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  /// A small size (`small`, S).
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  /// A medium size (`medium`, M).
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  /// The default size (`large`, L): body text is 17 points.
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  /// A large size (`extraLarge`, xL).
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  /// A larger size (`extraExtraLarge`, xxL).
  public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  /// The largest size outside the accessibility sizes (`extraExtraExtraLarge`, xxxL).
  public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
  /// The first accessibility size (`accessibilityMedium`, AX1).
  public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
  /// The second accessibility size (`accessibilityLarge`, AX2).
  public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
  /// The third accessibility size (`accessibilityExtraLarge`, AX3).
  public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
  /// The fourth accessibility size (`accessibilityExtraExtraLarge`, AX4).
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  /// The largest accessibility size (`accessibilityExtraExtraExtraLarge`, AX5).
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  /// Whether the category is one of the five accessibility sizes.
  public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }
}
