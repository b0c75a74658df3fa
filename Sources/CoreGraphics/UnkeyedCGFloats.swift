import Foundation

/// The Codable form Apple's overlays give their small geometry structs (`CGAffineTransform`,
/// `CGVector`, `UIEdgeInsets`, `UIOffset`, …): an unkeyed container of the `CGFloat` fields in
/// declaration order, a JSON array such as `[top, left, bottom, right]`.
///
/// Package access: shared by this package's CoreGraphics and UIKit modules, invisible to the
/// code that imports them (it is not Apple API).
package enum UnkeyedCGFloats {
  /// The first `count` numbers of the decoder's unkeyed container; throws when there are fewer.
  package static func decode(_ count: Int, from decoder: any Decoder) throws -> [CGFloat] {
    var container = try decoder.unkeyedContainer()
    var values: [CGFloat] = []
    for _ in 0..<count {
      values.append(try container.decode(CGFloat.self))
    }
    return values
  }

  /// Encodes `values`, in order, as an unkeyed container.
  package static func encode(_ values: CGFloat..., to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    for value in values {
      try container.encode(value)
    }
  }
}
