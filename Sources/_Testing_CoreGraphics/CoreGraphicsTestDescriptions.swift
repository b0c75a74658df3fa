// Swift Testing on Linux declares a cross-import overlay for any module named CoreGraphics
// (`Testing.swiftcrossimport/CoreGraphics.swiftoverlay` in the toolchain), so a test file that
// imports Testing and CoreGraphics (or UIKit, which re-exports it) needs a module of this name.
// It gives the geometry types the short descriptions expectations print, as on Apple platforms
// (Linux Foundation's descriptions spell out every nested type).
public import CoreGraphics
public import Testing

extension CGAffineTransform: CustomTestStringConvertible {
  /// `CGAffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 0.0, ty: 0.0)`.
  public var testDescription: String { "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))" }
}

extension CGVector: CustomTestStringConvertible {
  /// `CGVector(dx: 1.0, dy: 2.0)`.
  public var testDescription: String { "CGVector(dx: \(dx), dy: \(dy))" }
}
