/// A font face text was drawn in, as fontconfig names the file it loaded: `Inter Semi Bold 4.0
/// (Inter-SemiBold.otf)`.
///
/// What decides a label's glyphs and metrics is the face, not the family a scene asks for: the
/// same "system" font is Inter on one machine and DejaVu Sans on another, and two versions of one
/// face wrap text differently. A snapshot names its faces so that a mismatch caused by the
/// fonts says so (see docs/snapshot-testing.md).
public struct FontFace: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The family, as the font file names it first (`Inter`).
  public var family: String
  /// The style within the family (`Semi Bold`, `Regular`).
  public var style: String
  /// The version in the font's `head` table, to three decimals (`4.000`); empty when the file has none.
  public var version: String
  /// The file's name without its folder (`Inter-SemiBold.otf`): folders differ between machines
  /// that have the same font.
  public var file: String

  /// A face of `family` in `style`, at `version`, from `file`.
  public init(family: String, style: String, version: String, file: String) {
    self.family = family
    self.style = style
    self.version = version
    self.file = file
  }

  /// `Inter Semi Bold 4.000 (Inter-SemiBold.otf)`.
  public var description: String {
    [family, style, version].filter { !$0.isEmpty }.joined(separator: " ") + " (\(file))"
  }

  /// Ordered by family, style, version and file, so lists of faces read the same on every run.
  public static func < (lhs: FontFace, rhs: FontFace) -> Bool {
    (lhs.family, lhs.style, lhs.version, lhs.file) < (rhs.family, rhs.style, rhs.version, rhs.file)
  }
}
