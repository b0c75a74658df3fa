// Swift Testing on Linux declares a cross-import overlay for any module named UIKit
// (`Testing.swiftcrossimport/UIKit.swiftoverlay` in the toolchain), so a test file that imports
// Testing and UIKit needs a module of this name. It gives UIKit's geometry values the short
// descriptions expectations print.
public import Testing
public import UIKit

extension UIEdgeInsets: CustomTestStringConvertible {
  /// `UIEdgeInsets(top: 1.0, left: 2.0, bottom: 3.0, right: 4.0)`.
  public var testDescription: String { "UIEdgeInsets(top: \(top), left: \(left), bottom: \(bottom), right: \(right))" }
}

extension NSDirectionalEdgeInsets: CustomTestStringConvertible {
  /// `NSDirectionalEdgeInsets(top: 1.0, leading: 2.0, bottom: 3.0, trailing: 4.0)`.
  public var testDescription: String {
    "NSDirectionalEdgeInsets(top: \(top), leading: \(leading), bottom: \(bottom), trailing: \(trailing))"
  }
}
