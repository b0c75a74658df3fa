/// The exit codes (a contract), from BSD's sysexits.h, shared by `collection-render` and
/// `collection-render-serve`.
public enum ExitStatus {
  public static let usage: Int32 = 64
  public static let invalidInput: Int32 = 65
  public static let missingInput: Int32 = 66
  /// A program the command needs is missing or cannot be run (`serve` without
  /// `collection-render-serve` beside `collection-render`).
  public static let unavailable: Int32 = 69
  public static let renderFailure: Int32 = 70
  public static let cannotWrite: Int32 = 73
  /// Stopped by SIGINT (Ctrl-C) or SIGTERM, as a shell reports a process killed by SIGINT.
  public static let interrupted: Int32 = 130
}
