/// When a snapshot run writes references instead of (or besides) comparing with them — the four
/// modes of swift-snapshot-testing.
///
/// | mode | missing reference | reference differs | reference matches |
/// |---|---|---|---|
/// | `missing` | recorded | fails | passes |
/// | `failed` | recorded | re-recorded | passes |
/// | `all` | recorded | re-recorded | passes, file untouched when pixels/text are identical |
/// | `never` | fails | fails | passes |
///
/// Whatever the mode, a run that wrote a reference *fails* and says what it wrote, so every new
/// or changed reference is looked at before it is committed — it never passes silently.
public enum RecordMode: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  case missing, all, failed, never

  /// The environment variable that selects the mode when no flag or argument does.
  public static let environmentVariable = "RECORD"

  /// `missing`, `all`, `failed` or `never`; also `1`/`true`/`yes` (= `failed`: record what is
  /// missing and re-record what differs) and `0`/`false`/`no` (= `never`). Case-insensitive.
  public init?(text: String) {
    switch text.lowercased() {
    case "missing": self = .missing
    case "all": self = .all
    case "failed", "1", "true", "yes": self = .failed
    case "never", "0", "false", "no": self = .never
    default: return nil
    }
  }

  /// The mode's name: `missing`, `all`, `failed` or `never`.
  public var description: String { rawValue }

  /// Whether this mode may write a reference that does not exist yet.
  public var recordsMissing: Bool { self != .never }

  /// The mode in force and where it came from.
  public struct Resolution: Sendable, Hashable, CustomStringConvertible {
    /// Where a record mode came from, from the strongest to the weakest.
    public enum Source: String, Sendable, Hashable {
      /// A flag or an argument in the code.
      case explicit
      /// A scoped configuration (a test trait or `withSnapshotConfiguration`).
      case scoped
      /// The `RECORD` environment variable.
      case environment
      /// The default because `CI` is set.
      case continuousIntegration = "ci"
      /// The default on a developer machine.
      case `default`
    }

    /// The mode in force.
    public var mode: RecordMode
    /// Where it came from.
    public var source: Source

    /// The mode `mode`, from `source`.
    public init(mode: RecordMode, source: Source) {
      self.mode = mode
      self.source = source
    }

    /// `never (CI is set)`, `missing (default)`, `all (RECORD=all)`.
    public var description: String {
      switch source {
      case .explicit: "\(mode)"
      case .scoped: "\(mode) (scoped configuration)"
      case .environment: "\(mode) (\(RecordMode.environmentVariable) environment variable)"
      case .continuousIntegration: "\(mode) (default because CI is set)"
      case .default: "\(mode) (default)"
      }
    }
  }

  /// A `RECORD` value that is not a mode: never silently replaced by a default.
  public struct InvalidValue: Error, Hashable, Sendable, CustomStringConvertible {
    /// The value as given.
    public var value: String
    /// An error about the value `value`.
    public init(value: String) { self.value = value }
    /// One line naming the variable, the value and the modes it accepts.
    public var description: String {
      "\(RecordMode.environmentVariable)=\(value) is not a record mode; use missing, all, failed or never"
    }
  }

  /// The mode in force: `explicit` (a flag or argument), else `scoped`, else the `RECORD`
  /// environment variable, else `never` when `CI` is set (so a CI retry can never pass by
  /// recording) and `missing` otherwise.
  public static func resolve(
    explicit: RecordMode? = nil, scoped: RecordMode? = nil, environment: [String: String]
  ) throws(InvalidValue) -> Resolution {
    if let explicit { return Resolution(mode: explicit, source: .explicit) }
    if let scoped { return Resolution(mode: scoped, source: .scoped) }
    if let value = environment[environmentVariable], !value.isEmpty {
      guard let mode = RecordMode(text: value) else { throw InvalidValue(value: value) }
      return Resolution(mode: mode, source: .environment)
    }
    if isContinuousIntegration(environment) { return Resolution(mode: .never, source: .continuousIntegration) }
    return Resolution(mode: .missing, source: .default)
  }

  /// Whether `CI` is set to anything but an empty string, `0` or `false` (GitHub Actions,
  /// GitLab, Buildkite, CircleCI, Travis and Jenkins' plugins all set `CI=true`).
  public static func isContinuousIntegration(_ environment: [String: String]) -> Bool {
    guard let value = environment["CI"] else { return false }
    return !["", "0", "false", "no"].contains(value.lowercased())
  }
}
