import ArgumentParser
import Foundation
import SceneModel

/// `--traits layoutDirection=rightToLeft,userInterfaceStyle=dark`: traits replacing the scene's
/// own (render, layout, frames, snapshot).
struct TraitOptions: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "Traits replacing the scene's own: layoutDirection, userInterfaceStyle, preferredContentSizeCategory, "
        + "horizontalSizeClass, verticalSizeClass, displayScale (e.g. userInterfaceStyle=dark).",
      valueName: "name=value,…"))
  var traits: String?

  /// The assignments, each checked; an unknown name or value is a usage error naming the flag
  /// (exit 64, as every bad flag value).
  func assignments() throws -> [TraitAssignment] {
    guard let traits else { return [] }
    return try TraitOptions.parse(traits, flag: "--traits")
  }

  /// Parses and checks `name=value,…` given to `flag`.
  static func parse(_ text: String, flag: String) throws -> [TraitAssignment] {
    guard let assignments = TraitAssignment.parseList(text) else {
      throw UsageError("\(flag) \(text): expected name=value pairs separated by commas")
    }
    do {
      _ = try Traits().setting(assignments)
    } catch {
      throw InvalidTraitOption(flag: flag, error: error)
    }
    return assignments
  }
}

/// `--variant dark:userInterfaceStyle=dark` (repeatable): named variants replacing the scene's
/// `variants` (render, snapshot).
struct VariantOptions: ParsableArguments {
  @Option(
    name: .customLong("variant"), parsing: .singleValue,
    help: ArgumentHelp(
      "A named variant, replacing the scene's variants (repeatable): one output per variant, named "
        + "<name>.<variant>.<ext> (e.g. dark:userInterfaceStyle=dark, rtl:layoutDirection=rightToLeft).",
      valueName: "name:name=value,…"))
  var variants: [String] = []

  /// The variants given on the command line, or nil to use the scene's.
  func commandLineVariants() throws -> [SceneVariant]? {
    guard !variants.isEmpty else { return nil }
    var names: Set<String> = []
    return try variants.map { text in
      let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
      let name = String(parts[0])
      try SceneVariant.checkName(name) { reason in throw UsageError("--variant \(text): the name \(reason)") }
      guard names.insert(name).inserted else { throw UsageError("--variant \(text): \"\(name)\" is given twice") }
      let traits =
        parts.count == 2 && !parts[1].isEmpty ? try TraitOptions.parse(String(parts[1]), flag: "--variant \(name)") : []
      return SceneVariant(name: name, traits: traits)
    }
  }
}

/// Refuses `--traits` that set a trait the variants set themselves (exit 64): the override would
/// change the variants that leave the trait alone and not the others, so a variant named `light`
/// would be drawn dark under its own name (docs/traits.md, "Variants").
func checkTraitsLeaveVariantsTrue(_ traits: [TraitAssignment], variants: [SceneVariant]) throws(UsageError) {
  guard let overlap = SceneVariant.overlaps(of: traits, with: variants).first,
    let given = traits.first(where: { $0.name == overlap.trait })
  else { return }
  let names = overlap.variants.map { "\"\($0)\"" }.joined(separator: ", ")
  throw UsageError(
    "--traits \(given.name)=\(given.value): the variants set \(overlap.trait) themselves (\(names)), so their images "
      + "would not show what their names say; give \(overlap.trait) in each variant instead "
      + "(--variant NAME:\(overlap.trait)=…)")
}

/// A trait given on the command line that does not exist; exits 65 like a scene file's.
struct InvalidTraitOption: Error, CustomStringConvertible {
  var flag: String
  var error: TraitError

  var description: String { "\(flag): \(error)" }
}
