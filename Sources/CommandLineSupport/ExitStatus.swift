/// The exit codes (a contract), from BSD's sysexits.h, shared by `collection-render` and
/// `collection-render-serve`.
public enum ExitStatus {
  /// `EX_USAGE`: a bad flag, flag value or argument.
  public static let usage: Int32 = 64
  /// `EX_DATAERR`: an input file that cannot be used (a scene, dataset or image with a bad value,
  /// or not valid JSON or PNG, or one naming a font this machine lacks).
  public static let invalidInput: Int32 = 65
  /// `EX_NOINPUT`: an input file that does not exist or cannot be read.
  public static let missingInput: Int32 = 66
  /// A program the command needs is missing or cannot be run (`serve` without
  /// `collection-render-serve` beside `collection-render`).
  public static let unavailable: Int32 = 69
  /// `EX_SOFTWARE`: any other failure once the input was accepted (rendering, encoding, a video).
  public static let renderFailure: Int32 = 70
  /// `EX_CANTCREAT`: an output file cannot be written.
  public static let cannotWrite: Int32 = 73
  /// Stopped by SIGINT (Ctrl-C) or SIGTERM, as a shell reports a process killed by SIGINT.
  public static let interrupted: Int32 = 130
}
