/// How ``JSONWriter`` lays out a value's text: which objects and arrays print one member a line,
/// the separators on a line, and how strings are escaped. Any layout reads back as the same
/// value; there are several because each output's text is a contract down to the byte:
///
/// - ``indented`` (the `--json` reports): every object and array one member a line, but small
///   objects of scalars on one line, `{"width": 120, "height": 80}`;
/// - ``compact`` (the preview's answers): everything on one line, `{"x":1,"y":2}`;
/// - the `layout` command's JSON: compact, its elements one a line;
/// - the frames manifest: one key a line at the top, one line per segment and per frame.
///
/// Lines are indented two spaces a level; a container printed on one line keeps its children
/// on that line.
public struct JSONLayout: Hashable, Sendable {
  /// How strings are escaped beyond what JSON requires (`"`, `\`, control characters).
  public struct Escapes: OptionSet, Hashable, Sendable {
    /// The option set's bits.
    public let rawValue: Int

    /// The escapes with these bits.
    public init(rawValue: Int) {
      self.rawValue = rawValue
    }

    /// Tab and carriage return as `\t` and `\r`; without it they are `\u0009` and `\u000d`, as
    /// every other control character but the line feed (`\n` either way).
    public static let tabAndReturnLetters = Escapes(rawValue: 1 << 0)
    /// `<`, U+2028 and U+2029 as `\u003c`, `\u2028` and `\u2029`, so that the text can stand
    /// inside an HTML `<script>` element.
    public static let htmlScript = Escapes(rawValue: 1 << 1)
  }

  /// `, ` and `: ` between members on a line (`{"x": 1, "y": 2}`); otherwise `,` and `:`.
  public var spaced: Bool
  /// How many levels print their objects one member a line: 0 none, 1 the root, 2 the root and
  /// the objects in it, and so on (`Int.max`: all).
  public var objectLineLevels: Int
  /// How many levels print their arrays one element a line, counted as ``objectLineLevels``
  /// (the root is level 0).
  public var arrayLineLevels: Int
  /// Where objects print one member a line, a non-empty object of scalars whose one-line text
  /// has at most this many characters prints on one line (0: never).
  public var oneLineObjectWidth: Int
  /// How strings are escaped.
  public var escapes: Escapes

  /// A layout with these separators, line levels, one-line objects and escapes.
  public init(
    spaced: Bool, objectLineLevels: Int, arrayLineLevels: Int, oneLineObjectWidth: Int = 0, escapes: Escapes = []
  ) {
    self.spaced = spaced
    self.objectLineLevels = objectLineLevels
    self.arrayLineLevels = arrayLineLevels
    self.oneLineObjectWidth = oneLineObjectWidth
    self.escapes = escapes
  }

  /// One member a line everywhere, but objects of scalars that fit in 80 characters on one line;
  /// tabs and returns escaped as letters: the `--json` reports.
  public static let indented = JSONLayout(
    spaced: true, objectLineLevels: .max, arrayLineLevels: .max, oneLineObjectWidth: 80,
    escapes: .tabAndReturnLetters)

  /// Everything on one line, no spaces.
  public static let compact = JSONLayout(spaced: false, objectLineLevels: 0, arrayLineLevels: 0)

  /// Whether an object (`isObject`) or an array at `level` (the root is 0) prints one member a line.
  func onLines(isObject: Bool, level: Int) -> Bool {
    level < (isObject ? objectLineLevels : arrayLineLevels)
  }
}
