/// A value of the layout's own that travels with an element's attributes to drawing (what a
/// `UICollectionViewLayoutAttributes` subclass carries to its cell's `apply(_:)`).
///
/// The renderer draws from payloads of the scene model's types — an `ItemData` for a cell (its
/// title, state and style instead of the scene's item), a `SupplementaryContent` for a
/// supplementary view, a `ViewStyle` for a decoration view — and ignores any other; a layout
/// may carry values of its own types for its own use. Payloads take part in the attributes'
/// equality, so an element whose payload changes is drawn anew.
public struct AttributesPayload: Hashable, @unchecked Sendable {
  // `AnyHashable` is not `Sendable`, but the initializer admits only `Sendable` values.
  private let base: AnyHashable

  /// A payload holding `value`.
  public init<Value: Hashable & Sendable>(_ value: Value) {
    base = AnyHashable(value)
  }

  /// The value when it is a `Value`.
  public func value<Value>(as type: Value.Type) -> Value? {
    base.base as? Value
  }
}
