/// How an animation's progress follows time: Core Animation's named curves and cubic Béziers
/// (`CAMediaTimingFunction`, CSS `cubic-bezier()`).
///
/// A curve maps the fraction of the duration elapsed, 0…1, to the fraction of the distance
/// covered. The curve runs from (0, 0) to (1, 1) through the control points (x1, y1) and
/// (x2, y2); x1 and x2 lie in 0…1 so that time only moves forward, y1 and y2 may leave 0…1 for
/// an overshoot.
public enum TimingCurve: Hashable, Sendable {
  /// Constant speed.
  case linear
  /// `kCAMediaTimingFunctionEaseIn`: (0.42, 0) (1, 1).
  case easeIn
  /// `kCAMediaTimingFunctionEaseOut`: (0, 0) (0.58, 1).
  case easeOut
  /// `kCAMediaTimingFunctionEaseInEaseOut` (UIView animations' default): (0.42, 0) (0.58, 1).
  case easeInOut
  /// A cubic Bézier from (0, 0) to (1, 1) with these control points.
  case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)

  /// The names a timing curve may be given by (scene files and options).
  public static let names = ["linear", "ease-in", "ease-out", "ease-in-out"]

  /// The curve called `name` (`linear`, `ease-in`, `ease-out`, `ease-in-out`).
  public init?(name: String) {
    switch name {
    case "linear": self = .linear
    case "ease-in": self = .easeIn
    case "ease-out": self = .easeOut
    case "ease-in-out": self = .easeInOut
    default: return nil
    }
  }

  /// Reads a name (``names``) or CSS's `cubic-bezier(x1, y1, x2, y2)`; throws a one-line reason.
  public static func parse(_ text: String) throws(CurveSyntaxError) -> TimingCurve {
    let trimmed = text.filter { $0 != " " }
    if let named = TimingCurve(name: trimmed) { return named }
    let prefix = "cubic-bezier("
    guard trimmed.hasPrefix(prefix), trimmed.hasSuffix(")") else {
      throw CurveSyntaxError(
        reason: "unknown curve \"\(text)\"; one of: \(names.joined(separator: ", ")), or cubic-bezier(x1, y1, x2, y2)")
    }
    let numbers = trimmed.dropFirst(prefix.count).dropLast().split(separator: ",", omittingEmptySubsequences: false)
      .map { Double($0) }
    guard numbers.count == 4, let x1 = numbers[0], let y1 = numbers[1], let x2 = numbers[2], let y2 = numbers[3] else {
      throw CurveSyntaxError(reason: "cubic-bezier needs four numbers: cubic-bezier(x1, y1, x2, y2), got \"\(text)\"")
    }
    if let problem = problem(x1: x1, y1: y1, x2: x2, y2: y2) { throw CurveSyntaxError(reason: "\(text): \(problem)") }
    return .cubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
  }

  /// The name for the manifest: one of ``names``, or `cubic-bezier(x1, y1, x2, y2)`.
  public var name: String {
    switch self {
    case .linear: "linear"
    case .easeIn: "ease-in"
    case .easeOut: "ease-out"
    case .easeInOut: "ease-in-out"
    case .cubicBezier(let x1, let y1, let x2, let y2):
      "cubic-bezier(\(Self.format(x1)), \(Self.format(y1)), \(Self.format(x2)), \(Self.format(y2)))"
    }
  }

  /// The control points (x1, y1, x2, y2).
  public var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double) {
    switch self {
    case .linear: (0, 0, 1, 1)
    case .easeIn: (0.42, 0, 1, 1)
    case .easeOut: (0, 0, 0.58, 1)
    case .easeInOut: (0.42, 0, 0.58, 1)
    case .cubicBezier(let x1, let y1, let x2, let y2): (x1, y1, x2, y2)
    }
  }

  /// Why control points cannot make a curve, or `nil` when they can: every value finite, x1 and
  /// x2 in 0…1, y1 and y2 within ±10.
  public static func problem(x1: Double, y1: Double, x2: Double, y2: Double) -> String? {
    guard [x1, y1, x2, y2].allSatisfy(\.isFinite) else { return "control points must be finite numbers" }
    guard (0...1).contains(x1), (0...1).contains(x2) else {
      return "x1 and x2 must be in 0…1 (time cannot run backwards)"
    }
    guard abs(y1) <= 10, abs(y2) <= 10 else { return "y1 and y2 must be within ±10" }
    return nil
  }

  /// The fraction of the distance covered when `fraction` of the time has passed (clamped to
  /// 0…1). Exact at 0 and 1; `linear` returns `fraction` itself.
  public func progress(_ fraction: Double) -> Double {
    let t = Swift.min(Swift.max(fraction, 0), 1)
    if t == 0 { return 0 }
    if t == 1 { return 1 }
    if case .linear = self { return t }
    let (x1, y1, x2, y2) = controlPoints
    let bezier = UnitBezier(x1: x1, y1: y1, x2: x2, y2: y2)
    return bezier.y(atParameter: bezier.parameter(forX: t))
  }

  private static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
  }
}

/// A cubic Bézier from (0, 0) to (1, 1), in polynomial form, as WebKit's `UnitBezier` solves it.
struct UnitBezier {
  let ax, bx, cx, ay, by, cy: Double

  init(x1: Double, y1: Double, x2: Double, y2: Double) {
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
  }

  func x(atParameter s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
  func y(atParameter s: Double) -> Double { ((ay * s + by) * s + cy) * s }
  func dx(atParameter s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

  /// The parameter whose x is `x` (x in 0…1; x(s) is monotonic for x1, x2 in 0…1): Newton's
  /// method from s = x, then bisection if it has not converged. Deterministic.
  func parameter(forX x: Double) -> Double {
    let epsilon = 1e-12
    var s = x
    for _ in 0..<8 {
      let error = self.x(atParameter: s) - x
      if abs(error) < epsilon { return s }
      let slope = dx(atParameter: s)
      if abs(slope) < 1e-9 { break }
      s -= error / slope
    }
    var low = 0.0
    var high = 1.0
    s = x
    for _ in 0..<80 {
      let value = self.x(atParameter: s)
      if abs(value - x) < epsilon { return s }
      if value < x { low = s } else { high = s }
      s = (low + high) / 2
    }
    return s
  }
}

/// Why a curve's text cannot be read.
public struct CurveSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong with the text, as one line.
  public var reason: String
  /// The error's message: the reason, unchanged.
  public var description: String { reason }
}
