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

  /// The traits among `overrides` that one of `variants` sets too, each once, in the order of
  /// `overrides`, with the names of the variants setting it. A variant's traits apply over the
  /// overrides, so such an override changes the variants that do not set the trait and not those
  /// that do: the variants' names (`light`, `dark`) would no longer say what their images show.
  public static func overlaps(of overrides: [TraitAssignment], with variants: [SceneVariant]) -> [(
    trait: String, variants: [String]
  )] {
    var result: [(trait: String, variants: [String])] = []
    for name in overrides.map(\.name) where !result.contains(where: { $0.trait == name }) {
      let setting = variants.filter { $0.traits.contains { $0.name == name } }.map(\.name)
      if !setting.isEmpty { result.append((name, setting)) }
    }
    return result
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
