import SceneModel

/// Decodes a scene file's `traits` object and its `variants` list.
///
/// ```json
/// "traits": {"layoutDirection": "rightToLeft", "userInterfaceStyle": "dark",
///            "preferredContentSizeCategory": "accessibilityExtraExtraExtraLarge",
///            "horizontalSizeClass": "compact", "verticalSizeClass": "regular", "displayScale": 2},
/// "variants": [{"name": "light", "traits": {}}, {"name": "dark", "traits": {"userInterfaceStyle": "dark"}}]
/// ```
enum TraitsDecoder {
  /// The assignments of the `traits` object at `key` of `parent`, each checked (an unknown name
  /// or value is an error at its JSON path); empty when the key is absent.
  static func assignments(_ parent: ObjectReader, _ key: String) throws(SceneError) -> [TraitAssignment] {
    guard parent.has(key) else { return [] }
    let reader = try parent.object(key, allowedKeys: Traits.names)!
    var assignments: [TraitAssignment] = []
    var traits = Traits()
    for name in reader.object.keys {
      let value: String
      switch reader.object[name]! {
      case .string(let text): value = text
      case .number(let number) where name == "displayScale": value = ObjectReader.format(number)
      case let other:
        throw reader.error(
          name, "expected a string\(name == "displayScale" ? " or a number" : ""), got \(other.typeDescription)")
      }
      do {
        traits = try traits.setting(name, to: value)
      } catch {
        throw reader.error(name, error.reason)
      }
      assignments.append(TraitAssignment(name: name, value: value))
    }
    return assignments
  }

  /// The scene's `variants`: each a name and its traits, or the error that makes it unusable
  /// (no name, a duplicate name, a bad trait), so that one bad variant does not stop the others.
  static func variants(_ scene: ObjectReader) throws(SceneError) -> [Result<SceneVariant, SceneError>] {
    guard let elements = try scene.array("variants") else { return [] }
    var results: [Result<SceneVariant, SceneError>] = []
    var names: Set<String> = []
    for element in elements {
      results.append(
        Result { () throws(SceneError) -> SceneVariant in
          let reader = try ObjectReader(
            element.value, at: element.path, file: scene.file, allowedKeys: ["name", "traits"])
          guard let name = try reader.string("name") else {
            throw reader.error(nil, "missing required key \"name\" (the variant's name, used in its file name)")
          }
          try SceneVariant.checkName(name) { reason throws(SceneError) in throw reader.error("name", reason) }
          guard names.insert(name).inserted else {
            throw reader.error("name", "\"\(name)\" names an earlier variant too; variant names must be unique")
          }
          return SceneVariant(name: name, traits: try assignments(reader, "traits"))
        })
    }
    return results
  }
}
