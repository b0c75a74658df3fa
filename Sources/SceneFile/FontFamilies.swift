/// The font families a scene file may name: with them, a family the machine lacks is an error at
/// the JSON path that names it, with the nearest known name, when the file is read (once, however
/// many variants are drawn), rather than when a picture is drawn.
///
/// fontconfig never fails to find a font; it substitutes one, so an unknown family would render
/// in another font on this machine only. `CollectionRender` gives the installed families
/// (``SceneLoader/loadDocument(path:loadImage:budgetCeiling:traits:confinedTo:fontFamilies:)``);
/// without them the decoder checks nothing and the renderer's own check still refuses the family.
public struct FontFamilies: Sendable {
  /// The names suggested for a misspelt family: the installed families and the generic ones.
  public var names: [String]
  /// Whether one family name (no commas) can be drawn.
  public var isKnown: @Sendable (String) -> Bool
  /// Registers a folder of the user's font files (a scene's `fonts`, resolved against the scene
  /// file), whose families then count as known; nil when the caller cannot (the folders are
  /// then only listed in ``SceneDocument/fontFolders``).
  public var registerFolder: (@Sendable (String) throws(SceneError) -> Void)?

  /// Families to check against: `names` for suggestions, `isKnown` to say whether one can be
  /// drawn, `registerFolder` to add a scene's font folders first.
  public init(
    names: [String], isKnown: @escaping @Sendable (String) -> Bool,
    registerFolder: (@Sendable (String) throws(SceneError) -> Void)? = nil
  ) {
    self.names = names
    self.isKnown = isKnown
    self.registerFolder = registerFolder
  }

  /// The families the file being decoded is checked against; a task-local for the reason
  /// ``ResolvingTraits`` is one (fonts sit at the bottom of every style decoder).
  @TaskLocal static var checking: FontFamilies?

  /// Checks every name of the family list `family` (`"Inter, DejaVu Sans"`), given at `key` of
  /// `reader`, against ``checking``.
  static func check(_ family: String, at key: String, of reader: ObjectReader) throws(SceneError) {
    guard let known = checking else { return }
    for name in family.split(separator: ",") {
      let trimmed = String(String(name).trimmingSpaces())
      guard !trimmed.isEmpty, !known.isKnown(trimmed) else { continue }
      var reason = "font family \"\(trimmed)\" is not installed"
      if let suggestion = ObjectReader.closest(to: trimmed, in: known.names) {
        reason += " (did you mean \"\(suggestion)\"?)"
      }
      throw reader.error(key, reason + "; installed families: " + known.names.joined(separator: ", "))
    }
  }
}
