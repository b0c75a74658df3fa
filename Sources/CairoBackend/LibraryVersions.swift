internal import CCairo
internal import CPangoCairo

/// The versions of the C libraries this backend draws with, as they report themselves at run
/// time (the libraries loaded, not the headers built against).
///
/// Cairo and pixman do not promise identical pixels across versions, so image references are
/// bound to them; callers name them in reports and failure messages.
public enum LibraryVersions {
  /// Cairo's version, e.g. `1.16.0`.
  public static var cairo: String { String(cString: cairo_version_string()) }

  /// Pango's version, e.g. `1.50.12`.
  public static var pango: String { String(cString: pango_version_string()) }
}
