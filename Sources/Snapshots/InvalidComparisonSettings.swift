import ImageDiff

/// A tolerance or a diff style out of range, given to ``SnapshotCheck`` or ``PathComparison``:
/// `the opacity of the original image must be 0 to 1, got 1.5`.
public struct InvalidComparisonSettings: Error, Hashable, Sendable, CustomStringConvertible {
  /// Why the settings cannot be used.
  public var reason: String

  /// An error saying `reason`.
  public init(reason: String) { self.reason = reason }

  /// The reason, as one line.
  public var description: String { reason }

  /// Throws when `tolerance` or `diffStyle` has a problem.
  static func check(_ tolerance: Tolerance, _ diffStyle: DiffImageStyle) throws(InvalidComparisonSettings) {
    if let problem = tolerance.problem ?? diffStyle.problem { throw InvalidComparisonSettings(reason: problem) }
  }
}
