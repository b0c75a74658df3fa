/// The largest raster image anything in the pipeline makes: one rule, used wherever a size in
/// pixels is checked (a scene's bounds at its scale, an overview, a frame after a bounds change,
/// the renderer itself), so that every message and the documentation give the same numbers.
public enum PixelBudget {
  /// The longest side in pixels: Cairo's image surfaces stop at 32,767.
  public static let maximumDimension = 32_767
  /// The most pixels in one image: 100 megapixels, 400 MB of 32-bit pixels.
  public static let maximumPixels = 100_000_000

  /// Why an image of `width` × `height` pixels (before rounding) cannot be made.
  public enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
    /// Over the budget; the sizes are rounded and capped so that they print.
    case tooLarge(width: Int, height: Int)
    /// Less than one pixel on a side.
    case empty

    /// The problem as one line, with the limits it breaks.
    public var description: String {
      switch self {
      case .tooLarge(let width, let height):
        "\(width)×\(height) pixels is too large (at most \(PixelBudget.maximumDimension) pixels a side and "
          + "\(PixelBudget.maximumPixels / 1_000_000) megapixels)"
      case .empty: "the image would be less than one pixel"
      }
    }
  }

  /// The problem with an image of `width` × `height` points at `scale` pixels a point, or `nil`
  /// when it can be made. Non-finite sizes count as too large.
  public static func problem(width: Double, height: Double, scale: Double) -> Problem? {
    let pixelWidth = (width * scale).rounded()
    let pixelHeight = (height * scale).rounded()
    guard pixelWidth.isFinite, pixelHeight.isFinite, pixelWidth <= Double(maximumDimension),
      pixelHeight <= Double(maximumDimension), pixelWidth * pixelHeight <= Double(maximumPixels)
    else {
      func capped(_ value: Double) -> Int { value.isFinite ? Int(Swift.min(Swift.max(value, 0), 1e15)) : Int(1e15) }
      return .tooLarge(width: capped(pixelWidth), height: capped(pixelHeight))
    }
    if pixelWidth < 1 || pixelHeight < 1 { return .empty }
    return nil
  }
}
