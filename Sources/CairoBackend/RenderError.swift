import DisplayList

/// Why rendering or PNG coding failed.
///
/// Every failure of the C libraries arrives here as a value: Cairo's sticky status codes,
/// libpng's error messages (caught in C, see `png_codec.h`), and the size checks made before
/// anything is allocated.
public enum RenderError: Error, CustomStringConvertible, Equatable, Sendable {
  /// A Cairo object entered an error state. `operation` says what was being done;
  /// `status` is `cairo_status_to_string`'s text.
  case cairo(operation: String, status: String)
  /// libpng (or the codec around it) refused to encode or decode.
  case png(String)
  /// The image would exceed ``PixelBudget``; nothing was allocated.
  case tooLarge(width: Int, height: Int)
  /// The size or scale is not a positive finite number, or rounds to zero pixels.
  case invalidSize(width: Double, height: Double, scale: Double)
  /// An image file could not be decoded: not PNG or JPEG, corrupt, truncated or too large.
  case image(String)
  /// The image would draw more elements than the scene's `visibleElements` budget allows;
  /// nothing was composed.
  case tooManyElements(count: Int, budget: Int)
  /// The labels the image would draw have more characters together than the scene's
  /// `textCharacters` budget allows (`characters`: counted up to the first label past it);
  /// nothing was composed.
  case tooMuchText(characters: Int, budget: Int)
  /// A text's font family is not installed (fontconfig would silently substitute another);
  /// `installed` lists the families that are. See ``FontCatalog``.
  case unknownFontFamily(String, installed: [String])

  /// A one-line explanation, suitable for an error message.
  public var description: String {
    switch self {
    case .cairo(let operation, let status):
      "Cairo failed to \(operation): \(status)"
    case .png(let message):
      "PNG error: \(message)"
    case .tooLarge(let width, let height):
      PixelBudget.Problem.tooLarge(width: width, height: height).description
    case .invalidSize(let width, let height, let scale):
      "cannot render a \(width)×\(height)-point image at scale \(scale): "
        + "size and scale must be finite and positive, and give at least one pixel"
    case .image(let message):
      message
    case .tooManyElements(let count, let budget):
      "the image would draw \(count) elements, more than the visibleElements budget of \(budget) (raise it with "
        + "\"limits\": {\"visibleElements\": …})"
    case .tooMuchText(_, let budget):
      "the labels the image would draw have more than \(budget) characters together (the textCharacters budget; "
        + "raise it with \"limits\": {\"textCharacters\": …})"
    case .unknownFontFamily(let family, let installed):
      "font family \"\(family)\" is not installed; installed families: \(installed.joined(separator: ", "))"
        + " (or a generic name: sans-serif, serif, monospace)"
    }
  }
}
