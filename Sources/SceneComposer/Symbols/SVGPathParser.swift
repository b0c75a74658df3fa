import DisplayList
import Geometry

/// Reads SVG path data (the `d` attribute of `<path>`) into path elements: moves, lines, cubic
/// curves and closes.
///
/// The grammar is SVG 2's ("The grammar for path data",
/// https://www.w3.org/TR/SVG2/paths.html#PathDataBNF): the commands M, L, H, V, C, S, Q, T, A and
/// Z, upper case absolute and lower case relative to the current point; a command's parameters
/// may repeat without repeating the letter, and the pairs after a moveto's first are linetos
/// (SVG 2, "The moveto commands", https://www.w3.org/TR/SVG2/paths.html#PathDataMovetoCommands);
/// numbers may run together where a sign or a second decimal point starts the next one (`0.5.5`,
/// `1-2`), and an arc's flags may touch what follows (`a8 8 0 01 8 8`). Quadratic curves become
/// the equal cubic curves, arcs become cubic curves (``EllipticalArc``), and the smooth commands
/// reflect the previous curve's last control point (SVG 2, "The cubic Bézier curve commands" and
/// "The quadratic Bézier curve commands",
/// https://www.w3.org/TR/SVG2/paths.html#PathDataCubicBezierCommands).
enum SVGPathParser {
  /// The elements of `data`; throws at the first byte that does not fit the grammar.
  static func elements(_ data: String) throws(SVGPathError) -> [PathElement] {
    var reader = Reader(bytes: Array(data.utf8))
    var path = Builder()
    var command: UInt8?

    reader.skipWhitespace()
    while !reader.atEnd {
      if let letter = reader.commandLetter() {
        command = letter
      } else if command == nil || command == UInt8(ascii: "Z") || command == UInt8(ascii: "z")
        || !reader.atNumber
      {
        throw reader.failure("expected a command letter")
      }
      guard let letter = command else { break }
      if path.elements.isEmpty && letter | 0x20 != UInt8(ascii: "m") {
        throw SVGPathError(offset: 0, reason: "path data must start with a moveto")
      }
      try path.apply(letter, reader: &reader)
      if letter == UInt8(ascii: "m") {
        // Further pairs are implicit linetos, relative if the moveto was.
        command = UInt8(ascii: "l")
      } else if letter == UInt8(ascii: "M") {
        command = UInt8(ascii: "L")
      }
      reader.skipWhitespace()
      reader.skipComma()
    }
    return path.elements
  }

  /// The path read so far, and what the next command needs of it.
  private struct Builder {
    var elements: [PathElement] = []
    /// The current point: where the last command ended.
    var current = Point(x: 0, y: 0)
    /// Where the current sub-path started (a close returns there).
    var subpathStart = Point(x: 0, y: 0)
    // The second control point of the previous command, when it was a cubic (for S) or a
    // quadratic (for T) curve; any other command forgets it.
    var lastCubicControl: Point?
    var lastQuadraticControl: Point?

    /// Reads one set of parameters of the command `letter` and appends its elements.
    mutating func apply(_ letter: UInt8, reader: inout Reader) throws(SVGPathError) {
      let relative = letter >= UInt8(ascii: "a")
      let origin = relative ? current : Point(x: 0, y: 0)
      var cubicControl: Point?
      var quadraticControl: Point?
      switch letter | 0x20 {  // the lower-case letter
      case UInt8(ascii: "m"):
        current = try reader.point(from: origin)
        subpathStart = current
        elements.append(.move(current))
      case UInt8(ascii: "l"):
        current = try reader.point(from: origin)
        elements.append(.line(current))
      case UInt8(ascii: "h"):
        current = Point(x: origin.x + (try reader.number()), y: current.y)
        elements.append(.line(current))
      case UInt8(ascii: "v"):
        current = Point(x: current.x, y: origin.y + (try reader.number()))
        elements.append(.line(current))
      case UInt8(ascii: "c"), UInt8(ascii: "s"):
        cubicControl = try applyCubic(smooth: letter | 0x20 == UInt8(ascii: "s"), origin: origin, reader: &reader)
      case UInt8(ascii: "q"), UInt8(ascii: "t"):
        quadraticControl = try applyQuadratic(
          smooth: letter | 0x20 == UInt8(ascii: "t"), origin: origin, reader: &reader)
      case UInt8(ascii: "a"):
        try applyArc(origin: origin, reader: &reader)
      case UInt8(ascii: "z"):
        elements.append(.close)
        // The next sub-path starts where this one did (SVG 2, "The closepath command",
        // https://www.w3.org/TR/SVG2/paths.html#PathDataClosePathCommand).
        current = subpathStart
      default:
        throw reader.failure("expected a command letter")
      }
      lastCubicControl = cubicControl
      lastQuadraticControl = quadraticControl
    }

    /// A curve's first control point: read, or for a smooth curve the `previous` curve's last
    /// control point reflected about the current point (the current point itself when the
    /// previous command was not a curve of the same kind).
    private func firstControl(smooth: Bool, previous: Point?, origin: Point, reader: inout Reader)
      throws(SVGPathError) -> Point
    {
      guard smooth else { return try reader.point(from: origin) }
      return previous.map { SVGPathParser.reflect($0, about: current) } ?? current
    }

    /// A cubic curve (C, or S whose first control point reflects the previous cubic's second);
    /// returns its second control point.
    private mutating func applyCubic(smooth: Bool, origin: Point, reader: inout Reader) throws(SVGPathError)
      -> Point
    {
      let control1 = try firstControl(smooth: smooth, previous: lastCubicControl, origin: origin, reader: &reader)
      let control2 = try reader.point(from: origin)
      current = try reader.point(from: origin)
      elements.append(.curve(control1: control1, control2: control2, to: current))
      return control2
    }

    /// A quadratic curve (Q, or T whose control point reflects the previous quadratic's) as
    /// the equal cubic; returns its control point.
    private mutating func applyQuadratic(smooth: Bool, origin: Point, reader: inout Reader) throws(SVGPathError)
      -> Point
    {
      let control = try firstControl(smooth: smooth, previous: lastQuadraticControl, origin: origin, reader: &reader)
      let start = current
      current = try reader.point(from: origin)
      elements.append(SVGPathParser.cubic(from: start, control: control, to: current))
      return control
    }

    /// An elliptical arc (A) as cubic curves.
    private mutating func applyArc(origin: Point, reader: inout Reader) throws(SVGPathError) {
      let radiusX = try reader.number()
      let radiusY = try reader.number()
      let rotation = try reader.number()
      let largeArc = try reader.flag()
      let sweep = try reader.flag()
      let start = current
      current = try reader.point(from: origin)
      elements += EllipticalArc.curves(
        from: start, to: current, radiusX: radiusX, radiusY: radiusY, rotationDegrees: rotation,
        largeArc: largeArc, sweep: sweep)
    }
  }

  /// `point` turned half a turn about `center`: the smooth curves' first control point.
  private static func reflect(_ point: Point, about center: Point) -> Point {
    Point(x: 2 * center.x - point.x, y: 2 * center.y - point.y)
  }

  /// The cubic curve equal to the quadratic curve from `start` through `control` to `end`: the
  /// cubic's control points lie two thirds of the way from each end to the quadratic's.
  private static func cubic(from start: Point, control: Point, to end: Point) -> PathElement {
    .curve(
      control1: Point(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y)),
      control2: Point(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y)),
      to: end)
  }

  /// The bytes of path data and the offset read so far.
  private struct Reader {
    static let commandLetters = Set("MmLlHhVvCcSsQqTtAaZz".utf8)
    static let numberStarts = Set("+-.0123456789".utf8)

    let bytes: [UInt8]
    var offset = 0

    var atEnd: Bool { offset >= bytes.count }

    /// Whether the byte at the offset can start a number: a sign, a digit or a decimal point.
    var atNumber: Bool {
      offset < bytes.count && Self.numberStarts.contains(bytes[offset])
    }

    func failure(_ reason: String) -> SVGPathError { SVGPathError(offset: offset, reason: reason) }

    /// A coordinate pair, offset by `origin` (the current point for relative commands).
    mutating func point(from origin: Point) throws(SVGPathError) -> Point {
      let x = try number()
      let y = try number()
      return Point(x: origin.x + x, y: origin.y + y)
    }

    /// SVG's `wsp`: space, tab, line feed, form feed, carriage return.
    mutating func skipWhitespace() {
      while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0C, 0x0D].contains(bytes[offset]) { offset += 1 }
    }

    /// One optional comma and the whitespace after it (SVG's `comma_wsp`, after the whitespace).
    mutating func skipComma() {
      if offset < bytes.count, bytes[offset] == UInt8(ascii: ",") {
        offset += 1
        skipWhitespace()
      }
    }

    /// The command letter at the offset, consumed, or nil when something else is there.
    mutating func commandLetter() -> UInt8? {
      guard offset < bytes.count, Self.commandLetters.contains(bytes[offset]) else { return nil }
      defer {
        offset += 1
        skipWhitespace()
      }
      return bytes[offset]
    }

    /// A number (`sign? digits? (. digits)? exponent?`, at least one digit before the exponent) and
    /// the separator after it.
    mutating func number() throws(SVGPathError) -> Double {
      let start = offset
      func digits() -> Int {
        let first = offset
        while offset < bytes.count, bytes[offset] >= UInt8(ascii: "0"), bytes[offset] <= UInt8(ascii: "9") {
          offset += 1
        }
        return offset - first
      }
      if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") {
        offset += 1
      }
      var count = digits()
      if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
        offset += 1
        count += digits()
      }
      guard count > 0 else {
        offset = start
        throw failure("expected a number")
      }
      if offset < bytes.count, bytes[offset] | 0x20 == UInt8(ascii: "e") {
        let mantissaEnd = offset
        offset += 1
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") {
          offset += 1
        }
        if digits() == 0 { offset = mantissaEnd }
      }
      guard let value = Double(String(decoding: bytes[start..<offset], as: UTF8.self)), value.isFinite else {
        offset = start
        throw failure("expected a finite number")
      }
      skipWhitespace()
      skipComma()
      return value
    }

    /// An arc flag: one `0` or `1`, which need not be separated from what follows.
    mutating func flag() throws(SVGPathError) -> Bool {
      guard offset < bytes.count, bytes[offset] == UInt8(ascii: "0") || bytes[offset] == UInt8(ascii: "1") else {
        throw failure("expected an arc flag, 0 or 1")
      }
      let value = bytes[offset] == UInt8(ascii: "1")
      offset += 1
      skipWhitespace()
      skipComma()
      return value
    }
  }
}
