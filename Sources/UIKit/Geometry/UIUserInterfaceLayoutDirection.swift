/// The direction of a user interface's layout (`UIInterface.h`, iOS 16.5 SDK; iOS 5): what
/// `effectiveUserInterfaceLayoutDirection` answers, so what "leading" means.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  /// Leading is left, trailing is right.
  case leftToRight = 0
  /// Leading is right, trailing is left.
  case rightToLeft = 1
}
