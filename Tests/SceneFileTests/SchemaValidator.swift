import Foundation

@testable import SceneFile

/// A JSON Schema (draft 2020-12) validator for the subset the scene schema uses: `type`,
/// `properties`, `required`, `additionalProperties`, `items`, `enum`, `const`, `minimum`,
/// `maximum`, `exclusiveMinimum`, `minLength`, `minItems`, `pattern`, `oneOf`, `allOf`,
/// `if`/`then`/`else` and local `$ref`s (`#/$defs/name`). A keyword outside the subset is an
/// error, so the schema cannot use one that this validator would silently ignore.
struct SchemaValidator {
  let root: JSONValue

  static let knownKeywords: Set<String> = [
    "$schema", "$defs", "$ref", "title", "description", "type", "properties", "required", "additionalProperties",
    "items", "enum", "const", "minimum", "maximum", "exclusiveMinimum", "minLength", "minItems", "oneOf", "allOf",
    "if", "then", "else", "pattern",
    // Annotations of editors built on the JSON language server (Visual Studio Code's): the file
    // may hold comments and trailing commas. They constrain nothing.
    "allowComments", "allowTrailingCommas",
  ]

  /// The problems of `instance` against the root schema, each "path: reason"; empty when valid.
  func validate(_ instance: JSONValue) -> [String] {
    var problems: [String] = []
    check(instance, against: root, at: "$", into: &problems)
    return problems
  }

  /// The schema at a local reference.
  func resolve(_ reference: String) -> JSONValue? {
    guard reference.hasPrefix("#/$defs/"), case .object(let rootObject) = root,
      case .object(let defs)? = rootObject["$defs"]
    else { return nil }
    return defs[String(reference.dropFirst("#/$defs/".count))]
  }

  func check(_ instance: JSONValue, against schema: JSONValue, at path: String, into problems: inout [String]) {
    guard case .object(let keywords) = schema else {
      if schema == .bool(false) { problems.append("\(path): not allowed") }
      return
    }
    for keyword in keywords.keys where !Self.knownKeywords.contains(keyword) {
      problems.append("\(path): the schema uses \(keyword), which this validator does not know")
    }
    if case .string(let reference)? = keywords["$ref"] {
      guard let target = resolve(reference) else {
        problems.append("\(path): unresolved $ref \(reference)")
        return
      }
      check(instance, against: target, at: path, into: &problems)
    }
    if let types = keywords["type"] {
      let names: [String] =
        switch types {
        case .string(let name): [name]
        case .array(let list): list.compactMap { if case .string(let name) = $0 { name } else { nil } }
        default: []
        }
      if !names.contains(where: { Self.matches(instance, type: $0) }) {
        problems.append("\(path): expected \(names.joined(separator: " or ")), got \(instance.typeDescription)")
        return
      }
    }
    if case .array(let choices)? = keywords["enum"], !choices.contains(instance) {
      problems.append("\(path): not one of the allowed values")
    }
    if let constant = keywords["const"], constant != instance { problems.append("\(path): must be \(constant)") }
    if case .number(let value) = instance {
      if case .number(let minimum)? = keywords["minimum"], value < minimum {
        problems.append("\(path): less than \(minimum)")
      }
      if case .number(let maximum)? = keywords["maximum"], value > maximum {
        problems.append("\(path): more than \(maximum)")
      }
      if case .number(let minimum)? = keywords["exclusiveMinimum"], value <= minimum {
        problems.append("\(path): not more than \(minimum)")
      }
    }
    if case .string(let text) = instance, case .number(let minimum)? = keywords["minLength"],
      Double(text.count) < minimum
    {
      problems.append("\(path): shorter than \(Int(minimum))")
    }
    if case .string(let text) = instance, case .string(let pattern)? = keywords["pattern"] {
      // ECMA-262 patterns; the schema's (anchors, classes, counted repeats) mean the same in ICU.
      let matched = (try? NSRegularExpression(pattern: pattern))?.firstMatch(
        in: text, range: NSRange(text.startIndex..., in: text))
      if matched == nil { problems.append("\(path): does not match the pattern \(pattern)") }
    }
    if case .array(let elements) = instance {
      if case .number(let minimum)? = keywords["minItems"], Double(elements.count) < minimum {
        problems.append("\(path): fewer than \(Int(minimum)) items")
      }
      if let items = keywords["items"] {
        for (index, element) in elements.enumerated() {
          check(element, against: items, at: "\(path)[\(index)]", into: &problems)
        }
      }
    }
    if case .object(let members) = instance {
      if case .array(let required)? = keywords["required"] {
        for case .string(let key) in required where members[key] == nil {
          problems.append("\(path): missing required key \"\(key)\"")
        }
      }
      var properties = JSONObject()
      if case .object(let declared)? = keywords["properties"] { properties = declared }
      for key in members.keys {
        if let property = properties[key] {
          check(members[key]!, against: property, at: "\(path).\(key)", into: &problems)
        } else if let additional = keywords["additionalProperties"] {
          if additional == .bool(false) {
            problems.append("\(path).\(key): unknown key \"\(key)\"")
          } else {
            check(members[key]!, against: additional, at: "\(path).\(key)", into: &problems)
          }
        }
      }
    }
    if case .array(let parts)? = keywords["allOf"] {
      for part in parts { check(instance, against: part, at: path, into: &problems) }
    }
    if let condition = keywords["if"] {
      // `if` only chooses: its own failures are never reported.
      var inner: [String] = []
      check(instance, against: condition, at: path, into: &inner)
      if let branch = inner.isEmpty ? keywords["then"] : keywords["else"] {
        check(instance, against: branch, at: path, into: &problems)
      }
    }
    if case .array(let alternatives)? = keywords["oneOf"] {
      let passing = alternatives.filter { alternative in
        var inner: [String] = []
        check(instance, against: alternative, at: path, into: &inner)
        return inner.isEmpty
      }
      if passing.count != 1 {
        problems.append("\(path): matches \(passing.count) of the oneOf alternatives, not exactly one")
      }
    }
  }

  static func matches(_ value: JSONValue, type: String) -> Bool {
    switch (type, value) {
    case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string), ("array", .array),
      ("object", .object):
      true
    case ("integer", .number(let number)): number.rounded() == number
    default: false
    }
  }
}
