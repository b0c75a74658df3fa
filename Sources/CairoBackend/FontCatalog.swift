internal import CPangoCairo
import DisplayList
import Synchronization

/// The font families installed on this machine, and the check that every family a display list
/// names is one of them.
///
/// fontconfig never fails to find a font: it quietly substitutes the closest it has. A scene that
/// names "Helvetica Neue" would render in DejaVu Sans here and in Helvetica elsewhere, and its
/// snapshots would differ between machines for a reason no message gives. So an unknown family is
/// an error naming it and the families that are installed. Generic names (`sans-serif`, `serif`,
/// `monospace`, `system-ui`, …) are fontconfig's own aliases and always accepted; in a list
/// (`"DejaVu Sans, Noto Sans CJK SC"`) every name must be known.
public enum FontCatalog {
  /// fontconfig's generic family names, matched case-insensitively.
  public static let genericFamilies: Set<String> = [
    "sans", "sans-serif", "serif", "monospace", "mono", "system-ui", "cursive", "fantasy", "emoji", "math",
  ]

  /// The installed families, sorted: what Pango's font map lists (fontconfig's families).
  public static var installedFamilies: [String] { catalog.withLock { $0.installed } }

  /// Checks every family `list` names; throws ``RenderError/unknownFontFamily(_:installed:)`` for
  /// the first one that is not installed.
  public static func check(_ list: DisplayList) throws(RenderError) {
    var families = Set<String>()
    collectFamilies(list.nodes, into: &families)
    for family in families.sorted() {
      for name in family.split(separator: ",") {
        let trimmed = String(name).trimmingCharacters(in: " \t")
        guard !trimmed.isEmpty else { continue }
        guard isKnown(trimmed) else { throw .unknownFontFamily(trimmed, installed: installedFamilies) }
      }
    }
  }

  /// The family list `font` is drawn in: its ``FontDescription/family`` when every name of it
  /// is installed (or generic), else its ``FontDescription/fallbackFamily`` when it has one.
  public static func installedFamily(of font: FontDescription) -> String {
    guard let fallback = font.fallbackFamily else { return font.family }
    let names = font.family.split(separator: ",").map { String($0).trimmingCharacters(in: " \t") }
    return names.allSatisfy { $0.isEmpty || isKnown($0) } ? font.family : fallback
  }

  /// Whether `family` (one name) is installed or generic.
  public static func isKnown(_ family: String) -> Bool {
    let key = family.lowercased()
    if genericFamilies.contains(key) { return true }
    return catalog.withLock { $0.lowercased.contains(key) }
  }

  private static func collectFamilies(_ nodes: [DisplayNode], into families: inout Set<String>) {
    for node in nodes {
      switch node {
      case .group(let group): collectFamilies(group.children, into: &families)
      case .text(let text): families.insert(installedFamily(of: text.font))
      case .shape, .image, .path: break
      }
    }
  }

  /// Adds `families`, registered from a user's font folder (``FontFolders``), to the installed.
  static func add(_ families: [String]) {
    catalog.withLock { catalog in
      let all = Set(catalog.installed).union(families).sorted()
      catalog = Catalog(installed: all, lowercased: Set(all.map { $0.lowercased() }))
    }
  }

  private struct Catalog: Sendable {
    var installed: [String]
    var lowercased: Set<String>
  }

  /// Listed once per process: fontconfig's configuration changes only when a user's font folder
  /// is registered, which adds its families here.
  private static let catalog = Mutex<Catalog>(listFamilies())

  private static func listFamilies() -> Catalog {
    var families: UnsafeMutablePointer<OpaquePointer?>?
    var count: Int32 = 0
    pango_font_map_list_families(pango_cairo_font_map_get_default(), &families, &count)
    var names = Set<String>()
    for index in 0..<Int(count) {
      if let family = families?[index], let name = pango_font_family_get_name(family) {
        names.insert(String(cString: name))
      }
    }
    g_free(families)
    let sorted = names.sorted()
    return Catalog(installed: sorted, lowercased: Set(sorted.map { $0.lowercased() }))
  }
}

extension String {
  /// The string without leading and trailing characters from `set` (no Foundation here).
  fileprivate func trimmingCharacters(in set: String) -> String {
    let characters = Set(set)
    var slice = Substring(self)
    while let first = slice.first, characters.contains(first) { slice = slice.dropFirst() }
    while let last = slice.last, characters.contains(last) { slice = slice.dropLast() }
    return String(slice)
  }
}
