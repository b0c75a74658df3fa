import SnapshotTesting
import Snapshots

extension Diffing where Value == String {
  /// The `layout` command's JSON, compared line by line with numbers closer than 1e-6 points
  /// equal (so the last-digit differences between two C libraries' `sin` never fail a circle
  /// layout); a mismatch's message and `difference.patch` attachment are swift-snapshot-testing's
  /// own line diff.
  public static var layoutJSON: Self {
    let lines = Diffing<String>.lines
    return .diff(
      toData: lines.toData, fromData: lines.fromData,
      diffV2: { reference, actual in
        let comparison = TextComparison(
          expected: reference, actual: actual, numericTolerance: SnapshotCheck.textNumericTolerance)
        return comparison.matches ? nil : lines.diffV2(reference, actual)
      })
  }
}
