/// How far two images may differ and still match: a rule that decides whether one pixel
/// differs, and a budget of differing pixels for the whole image.
///
/// ```swift
/// Tolerance.exact                                    // every pixel equal
/// Tolerance.channel(2)                               // ±2 per channel, no pixel beyond
/// Tolerance.channel(0, maxDifferingPixels: 20)       // up to 20 pixels may differ
/// Tolerance.perceptual(threshold: 0.1, maxDifferingRatio: 0.001)
/// ```
///
/// The two axes are the ones every snapshot tool converged on (swift-snapshot-testing's
/// `perceptualPrecision` and `precision`, Playwright's `threshold` and `maxDiffPixels`):
/// the per-pixel rule absorbs rounding noise, the budget absorbs a few stray pixels.
public struct Tolerance: Sendable, Hashable, Codable, CustomStringConvertible {
  /// When one pixel counts as different.
  public enum PixelRule: Sendable, Hashable, Codable {
    /// Some channel differs by more than this many steps (0–255). Colours are compared
    /// weighted by alpha (premultiplied), so colour hidden under transparency never counts.
    case channel(Int)
    /// The perceived colour distance (pixelmatch's YIQ metric, 0 = same … 1 = black against
    /// white is 0.97) is above `threshold`: pixelmatch's `threshold`, counted exactly as
    /// pixelmatch 7.2 counts. Translucent pixels are compared over the tolerance's ``backdrop``.
    case perceptual(threshold: Double)
  }

  /// When one pixel counts as different.
  public var pixel: PixelRule
  /// Whether a differing pixel that looks like anti-aliasing (an edge pixel between a darker and
  /// a brighter neighbour, in either image) is left out of the count, as pixelmatch does by
  /// default (the opposite of pixelmatch's `includeAA`). Such pixels show in yellow in the diff
  /// image and are counted separately.
  public var ignoresAntiAliasing: Bool
  /// At most this many pixels may differ; `nil` sets no limit on this axis.
  public var maxDifferingPixels: Int?
  /// At most this fraction (0…1) of the pixels may differ; `nil` sets no limit on this axis.
  public var maxDifferingRatio: Double?
  /// What translucent pixels are blended over before their colours are compared, for the
  /// perceptual rule, the colour distance in reports and anti-aliasing detection.
  public var backdrop: Backdrop

  /// A tolerance. With neither `maxDifferingPixels` nor `maxDifferingRatio`, no pixel may differ;
  /// with both, both limits hold.
  public init(
    pixel: PixelRule = .channel(0), ignoresAntiAliasing: Bool = false, maxDifferingPixels: Int? = nil,
    maxDifferingRatio: Double? = nil, backdrop: Backdrop = .checkerboard
  ) {
    self.pixel = pixel
    self.ignoresAntiAliasing = ignoresAntiAliasing
    self.maxDifferingPixels = maxDifferingPixels
    self.maxDifferingRatio = maxDifferingRatio
    self.backdrop = backdrop
  }

  /// Every pixel must be equal (colours under full transparency aside).
  public static let exact = Tolerance()

  /// Pixels within `steps` (0–255) on every channel are equal.
  public static func channel(
    _ steps: Int, maxDifferingPixels: Int? = nil, maxDifferingRatio: Double? = nil
  ) -> Tolerance {
    Tolerance(pixel: .channel(steps), maxDifferingPixels: maxDifferingPixels, maxDifferingRatio: maxDifferingRatio)
  }

  /// Pixels closer than `threshold` (0–1; pixelmatch's and Playwright's default is 0.1, 0.2)
  /// in perceived colour are equal, and anti-aliasing pixels are ignored unless told otherwise.
  ///
  /// `pixelmatch(img1, img2, output, w, h, {threshold, includeAA, checkerboard})` counts what
  /// `.perceptual(threshold: threshold, ignoresAntiAliasing: !includeAA, backdrop: checkerboard
  /// ? .checkerboard : .white)` reports as ``DiffReport/differingPixels``.
  public static func perceptual(
    threshold: Double = 0.1, ignoresAntiAliasing: Bool = true, maxDifferingPixels: Int? = nil,
    maxDifferingRatio: Double? = nil, backdrop: Backdrop = .checkerboard
  ) -> Tolerance {
    Tolerance(
      pixel: .perceptual(threshold: threshold), ignoresAntiAliasing: ignoresAntiAliasing,
      maxDifferingPixels: maxDifferingPixels, maxDifferingRatio: maxDifferingRatio, backdrop: backdrop)
  }

  /// How many of `pixelCount` pixels may differ: the smaller of the two limits, 0 with none.
  public func allowedDifferingPixels(of pixelCount: Int) -> Int {
    guard maxDifferingPixels != nil || maxDifferingRatio != nil else { return 0 }
    var allowed = Int.max
    if let maxDifferingPixels { allowed = min(allowed, maxDifferingPixels) }
    if let maxDifferingRatio {
      // The small epsilon keeps 0.001 × 1000 at 1 whatever the binary rounding of 0.001.
      allowed = min(allowed, Int((maxDifferingRatio * Double(pixelCount) + 1e-9).rounded(.down)))
    }
    return max(0, allowed)
  }

  /// What is wrong with this tolerance, or `nil` when every value is in range.
  public var problem: String? {
    switch pixel {
    case .channel(let steps) where !(0...255).contains(steps):
      return "the channel tolerance must be 0 to 255, got \(steps)"
    case .perceptual(let threshold) where !(threshold >= 0 && threshold <= 1):
      return "the perceptual threshold must be 0 to 1, got \(threshold)"
    default: break
    }
    if let maxDifferingPixels, maxDifferingPixels < 0 {
      return "the maximum number of differing pixels must not be negative, got \(maxDifferingPixels)"
    }
    if let maxDifferingRatio, !(maxDifferingRatio >= 0 && maxDifferingRatio <= 1) {
      return "the maximum ratio of differing pixels must be 0 to 1, got \(maxDifferingRatio)"
    }
    return nil
  }

  /// One line saying what this tolerance allows, for reports:
  /// `±2 per channel; no pixel may differ`,
  /// `perceptual distance ≤ 0.1, anti-aliasing ignored; up to 20 pixels or 0.1 % may differ`.
  public var description: String {
    var rule: String
    switch pixel {
    case .channel(0): rule = "exact pixels"
    case .channel(let steps): rule = "±\(steps) per channel"
    case .perceptual(let threshold): rule = "perceptual distance ≤ \(formatted(threshold))"
    }
    if ignoresAntiAliasing { rule += ", anti-aliasing ignored" }
    if backdrop == .white { rule += ", translucency over white" }
    var budget: [String] = []
    if let maxDifferingPixels { budget.append("\(maxDifferingPixels) pixel\(maxDifferingPixels == 1 ? "" : "s")") }
    if let maxDifferingRatio { budget.append(percent(maxDifferingRatio)) }
    if budget.isEmpty { return rule + "; no pixel may differ" }
    return rule + "; up to " + budget.joined(separator: " and ") + " may differ"
  }
}

/// `0.1`, `0.25`: a short decimal for reports.
func formatted(_ value: Double) -> String {
  if value == value.rounded() && abs(value) < 1e12 { return String(Int(value)) }
  var text = String(format3(value))
  while text.hasSuffix("0") { text.removeLast() }
  if text.hasSuffix(".") { text.removeLast() }
  return text
}

/// A ratio as a percentage with up to four decimals: `0.0417 %`, `12.5 %`, `0 %`.
public func percent(_ ratio: Double) -> String {
  let value = ratio * 100
  if value == 0 { return "0 %" }
  var text = format(value, decimals: value >= 1 ? 2 : 4)
  if text.contains(".") {
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
  }
  if text == "0" { return "< 0.0001 %" }
  return text + " %"
}

private func format3(_ value: Double) -> String { format(value, decimals: 3) }

/// Fixed-point text without Foundation: `format(3.14159, decimals: 2)` is `3.14`.
func format(_ value: Double, decimals: Int) -> String {
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let scaled = (abs(value) * scale).rounded()
  let whole = Int(scaled / scale)
  var fraction = String(Int(scaled) - whole * Int(scale))
  while fraction.count < decimals { fraction = "0" + fraction }
  let sign = value < 0 && scaled != 0 ? "-" : ""
  return decimals == 0 ? sign + String(whole) : sign + String(whole) + "." + fraction
}
