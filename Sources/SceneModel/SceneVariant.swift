/// One named variant of a scene (`"variants": [{"name": "dark", "traits": {…}}]`): the scene
/// again with some traits changed. `render` and `snapshot` produce one image per variant, named
/// `<scene>.<variant>.png` as swift-snapshot-testing names its reference files.
public struct SceneVariant: Hashable, Sendable {
  /// The name that goes into the file name: letters, digits, `-` and `_`.
  public var name: String
  /// The traits the variant changes, applied over the scene's own.
  public var traits: [TraitAssignment]

  /// A variant named `name` that changes `traits`.
  public init(name: String, traits: [TraitAssignment]) {
    self.name = name
    self.traits = traits
  }

  /// Checks that `name` can be part of a file name, calling `fail` with the reason when not.
  public static func checkName<Failure: Error>(_ name: String, fail: (String) throws(Failure) -> Void)
    throws(Failure)
  {
    if name.isEmpty {
      try fail("must not be empty")
    } else if name.count > 64 {
      try fail("must be at most 64 characters")
    } else if !name.unicodeScalars.allSatisfy({
      $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
    }) {
      try fail("\"\(name)\" may hold only letters, digits, - and _ (it becomes part of a file name)")
    }
  }
}
