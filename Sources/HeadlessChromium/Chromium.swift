import Foundation

/// Where Chromium is: Debian's `chromium` package (installed by scripts/setup), or a browser of
/// the same family under another name.
public enum Chromium {
  /// The paths looked at, in order.
  public static let candidates = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]

  /// The first candidate that is an executable file; nil when there is none.
  public static var path: String? { candidates.first { FileManager.default.isExecutableFile(atPath: $0) } }
}
