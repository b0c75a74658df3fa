import CoreGraphics
import Foundation

// UIKit's string forms of geometry values (`UIGeometry.h`, iOS 16.5 SDK). Since Swift 4.2 the
// functions are imported as `NSCoder.string(for:)` (`UIKit.apinotes`); their C names compile only
// in the Swift 4 language mode and name the replacement otherwise, as below.
//
// The format is UIKit's: braces, ", " between numbers, each number as C's `%.17g` (shortest for
// whole numbers, 17 significant digits otherwise): `{{0, 20}, {320, 548}}`, and a point rotated by
// −90° printed as `{196, -95.999999999999986}` in a published iOS log, which `%.17g` reproduces and
// Swift's own shortest form (`-95.99999999999999`) does not.
extension NSCoder {
  /// A point as `{x, y}`, e.g. `{1, 2}` (`NSStringFromCGPoint`).
  public class func string(for point: CGPoint) -> String {
    "{\(uiKitNumber(point.x)), \(uiKitNumber(point.y))}"
  }

  /// A size as `{width, height}`, e.g. `{3, 4}` (`NSStringFromCGSize`).
  public class func string(for size: CGSize) -> String {
    "{\(uiKitNumber(size.width)), \(uiKitNumber(size.height))}"
  }

  /// A rectangle as `{{x, y}, {width, height}}`, e.g. `{{1, 2}, {3, 4}}`, the stored origin and
  /// size as they are (not standardized) (`NSStringFromCGRect`).
  public class func string(for rect: CGRect) -> String {
    "{\(string(for: rect.origin)), \(string(for: rect.size))}"
  }

  /// Edge insets as `{top, left, bottom, right}`, e.g. `{64, 0, 0, 0}` (`NSStringFromUIEdgeInsets`).
  public class func string(for insets: UIEdgeInsets) -> String {
    let values = [insets.top, insets.left, insets.bottom, insets.right]
    return "{" + values.map(uiKitNumber).joined(separator: ", ") + "}"
  }
}

/// A number as UIKit's geometry strings print it: C's `%.17g`.
private func uiKitNumber(_ value: CGFloat) -> String {
  String(format: "%.17g", Double(value))
}

/// `{x, y}`: the C name of `NSCoder.string(for:)` for a point, usable in the Swift 4 language mode.
@available(swift, obsoleted: 4.2, renamed: "NSCoder.string(for:)")
public func NSStringFromCGPoint(_ point: CGPoint) -> String {
  NSCoder.string(for: point)
}

/// `{width, height}`: the C name of `NSCoder.string(for:)` for a size, usable in the Swift 4
/// language mode.
@available(swift, obsoleted: 4.2, renamed: "NSCoder.string(for:)")
public func NSStringFromCGSize(_ size: CGSize) -> String {
  NSCoder.string(for: size)
}

/// `{{x, y}, {width, height}}`: the C name of `NSCoder.string(for:)` for a rectangle, usable in the
/// Swift 4 language mode.
@available(swift, obsoleted: 4.2, renamed: "NSCoder.string(for:)")
public func NSStringFromCGRect(_ rect: CGRect) -> String {
  NSCoder.string(for: rect)
}

/// `{top, left, bottom, right}`: the C name of `NSCoder.string(for:)` for edge insets, usable in
/// the Swift 4 language mode.
@available(swift, obsoleted: 4.2, renamed: "NSCoder.string(for:)")
public func NSStringFromUIEdgeInsets(_ insets: UIEdgeInsets) -> String {
  NSCoder.string(for: insets)
}
