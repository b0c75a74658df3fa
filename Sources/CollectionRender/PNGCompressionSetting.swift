import CairoBackend

/// The PNG compression setting shared by single renders and frame batches: `default`, `fastest`,
/// `smallest`, or a zlib level 0–9 (libpng, no filter).
///
/// One setting, one default, whatever the command: `default` is ISA-L's igzip over rows filtered
/// for flat UI images (`PNGOptions.frames`: about 60 times faster than libpng's defaults at 1.5
/// times their size, with a second try for busy rows such as photos; see docs/benchmarks.md).
/// `fastest` is igzip without that second try; `smallest` is libpng at level 9 with adaptive
/// filters; a level 0–9 is libpng at that zlib level without filtering.
public enum PNGCompressionSetting {
  /// The names accepted besides a level.
  public static let names = ["default", "fastest", "smallest"]

  /// What `default` (or no setting) means.
  public static let defaultOptions = PNGOptions.frames

  /// The options for `text` (nil means `default`) and the setting's name, or why it cannot be used.
  public static func parse(_ text: String?) throws(InvalidOption) -> (options: PNGOptions, name: String) {
    try parse(text, default: defaultOptions)
  }

  /// The options for `text`, with `default` (or nil) meaning `defaultOptions`, and the setting's
  /// name, or why it cannot be used.
  public static func parse(_ text: String?, default defaultOptions: PNGOptions) throws(InvalidOption) -> (
    options: PNGOptions, name: String
  ) {
    switch text ?? "default" {
    case "default": return (defaultOptions, "default")
    case "fastest": return (.framesFastest, "fastest")
    case "smallest": return (.smallest, "smallest")
    case let level:
      guard let value = Int(level), (0...9).contains(value) else {
        throw InvalidOption(.pngCompression, level, "expected default, fastest, smallest or a zlib level 0-9")
      }
      return (PNGOptions(compressionLevel: value, filter: .none), level)
    }
  }
}
