/// The version of the collection-render package: what `collection-render --version` prints and
/// what the `compare` and `snapshot` JSON reports name, so a report says which release wrote it.
public enum PackageVersion {
  /// The package's semantic version, e.g. `0.1.0`.
  public static let current = "0.1.0"
}
