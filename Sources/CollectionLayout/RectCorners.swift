/// A set of a rectangle's corners (`CACornerMask`, `UIRectCorner`), named by their visual
/// position in the displayed content: a right-to-left layout's attributes are already mirrored
/// (see ``HorizontallyMirroredLayout``), so a drawer uses them as they are.
public struct RectCorners: OptionSet, Hashable, Sendable {
  /// The corners as bits: 1 top left, 2 top right, 4 bottom left, 8 bottom right.
  public let rawValue: Int
  /// The corners whose bits `rawValue` sets.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The top-left corner (`layerMinXMinYCorner`).
  public static let topLeft = RectCorners(rawValue: 1 << 0)
  /// The top-right corner (`layerMaxXMinYCorner`).
  public static let topRight = RectCorners(rawValue: 1 << 1)
  /// The bottom-left corner (`layerMinXMaxYCorner`).
  public static let bottomLeft = RectCorners(rawValue: 1 << 2)
  /// The bottom-right corner (`layerMaxXMaxYCorner`).
  public static let bottomRight = RectCorners(rawValue: 1 << 3)
  /// The two top corners.
  public static let top: RectCorners = [.topLeft, .topRight]
  /// The two bottom corners.
  public static let bottom: RectCorners = [.bottomLeft, .bottomRight]
  /// All four corners.
  public static let all: RectCorners = [.top, .bottom]

  /// The same corners seen in a vertical mirror: left and right swapped.
  public var mirroredHorizontally: RectCorners {
    var mirrored: RectCorners = []
    if contains(.topLeft) { mirrored.insert(.topRight) }
    if contains(.topRight) { mirrored.insert(.topLeft) }
    if contains(.bottomLeft) { mirrored.insert(.bottomRight) }
    if contains(.bottomRight) { mirrored.insert(.bottomLeft) }
    return mirrored
  }
}
