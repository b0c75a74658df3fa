/// Directional names for `EdgeInsets`, as `NSDirectionalEdgeInsets` spells them, so that
/// compositional layouts transcribe line by line.
///
/// Layouts here are left-to-right: *leading* is the left edge and *trailing* the right one.
import Geometry

extension EdgeInsets {
  /// Insets from directional edges (`NSDirectionalEdgeInsets(top:leading:bottom:trailing:)`);
  /// left-to-right, so leading is stored as `left` and trailing as `right`.
  public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
    self.init(top: top, left: leading, bottom: bottom, right: trailing)
  }

  /// The leading inset: `left` in a left-to-right layout.
  public var leading: Double {
    get { left }
    set { left = newValue }
  }

  /// The trailing inset: `right` in a left-to-right layout.
  public var trailing: Double {
    get { right }
    set { right = newValue }
  }
}
