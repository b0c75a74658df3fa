/// The layout direction as a trait-collection value (`UIInterface.h`, iOS 16.5 SDK; iOS 10),
/// which can also be unspecified; the defined cases share `UIUserInterfaceLayoutDirection`'s
/// raw values.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
  /// The trait collection does not say.
  case unspecified = -1
  /// Leading is left, trailing is right.
  case leftToRight = 0
  /// Leading is right, trailing is left.
  case rightToLeft = 1
}
