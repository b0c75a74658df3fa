import CairoBackend

/// What drew a snapshot's image besides the scene: the font faces its text resolved to and the
/// rasterizer's versions. Written into the reference PNG when it is recorded (and into the
/// actual image of a failure) as text chunks, and compared when a check fails, so a mismatch
/// that comes from another machine's fonts says so instead of leaving a diff image to puzzle
/// over (see docs/snapshot-testing.md, "Fonts in the snapshot").
public struct SnapshotMetadata: Hashable, Sendable {
  /// The PNG keyword of the font list.
  public static let fontsKeyword = "Fonts"
  /// The PNG keyword of the renderer's versions (PNG's predefined "Software").
  public static let rendererKeyword = "Software"

  /// The faces the text was drawn in (``FontFace``'s description, one each, sorted).
  public var fonts: [String]
  /// `cairo 1.16.0, pango 1.50.12`.
  public var renderer: String

  /// Metadata naming `fonts` and `renderer`.
  public init(fonts: [String], renderer: String = RendererInfo.versions) {
    self.fonts = fonts
    self.renderer = renderer
  }

  /// The metadata of an image drawn now with `faces`.
  public init(faces: [FontFace]) {
    self.init(fonts: faces.map(\.description))
  }

  /// The metadata written in `png`, or nil when it has none (a reference recorded before
  /// metadata was written, or by another tool).
  public init?(png: [UInt8]) {
    let entries = PNGTextChunks.read(png)
    guard let renderer = entries.first(where: { $0.keyword == Self.rendererKeyword })?.text,
      let fonts = entries.first(where: { $0.keyword == Self.fontsKeyword })?.text
    else { return nil }
    self.init(fonts: fonts.split(separator: "\n").map(String.init), renderer: renderer)
  }

  /// `png` with this metadata in it.
  public func written(into png: [UInt8]) -> [UInt8] {
    PNGTextChunks.inserting(
      [(Self.rendererKeyword, renderer), (Self.fontsKeyword, fonts.joined(separator: "\n"))], into: png)
  }

  /// The lines a failed check adds about a reference drawn with `reference`'s fonts or
  /// renderer when they are not these: nothing when they are the same.
  public func differences(fromReference reference: SnapshotMetadata) -> [String] {
    var lines: [String] = []
    if reference.fonts != fonts {
      let missing = reference.fonts.filter { !fonts.contains($0) }
      let added = fonts.filter { !reference.fonts.contains($0) }
      lines.append("the reference was drawn with other fonts, which can explain the difference:")
      if !missing.isEmpty { lines.append("  only the reference: " + missing.joined(separator: ", ")) }
      if !added.isEmpty { lines.append("  only this run:      " + added.joined(separator: ", ")) }
      lines.append("  (install the reference's fonts, or register their folder: --fonts, \"fonts\" or fonts:)")
    }
    if reference.renderer != renderer {
      lines.append("the reference was rendered with \(reference.renderer)")
    }
    return lines
  }
}
