/// A UIKit layout answered something the renderer cannot draw: which layout, which call, and
/// what it returned. The render stops and throws it; nothing is drawn or written.
public struct UIKitLayoutError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The layout's class name.
  public var layout: String
  /// The call that answered it, as UIKit spells it (`layoutAttributesForElements(in:)`).
  public var call: String
  /// What was wrong with the answer.
  public var reason: String

  /// An error about `layout`'s answer to `call`.
  public init(layout: String, call: String, reason: String) {
    self.layout = layout
    self.call = call
    self.reason = reason
  }

  /// One line: `Layout.call: reason`.
  public var description: String { "\(layout).\(call): \(reason)" }
}
