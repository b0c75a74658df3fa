import CairoBackend

/// The PNG compression setting shared by single renders and frame batches: `default`, `fastest`,
/// `smallest`, or a zlib level 0–9 (libpng, no filter).
///
/// `default` differs by command: `render` uses libpng at level 6 without filtering, which suits
/// any image, photos included; frame batches use ISA-L's igzip over rows filtered for flat UI
/// frames (about 60 times faster than libpng's defaults at 1.5 times their size; see
/// docs/benchmarks.md). `fastest` is igzip without the second look at busy rows; `smallest` is
/// libpng at level 9 with adaptive filters.
public enum PNGCompressionSetting {
  /// The names accepted besides a level.
  public static let names = ["default", "fastest", "smallest"]

  /// The options for `text` (nil means `default`) and the setting's name, or why it cannot be used.
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
