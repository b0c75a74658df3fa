import CairoBackend

/// The versions of the libraries that rasterize, named in failure messages and reports: image
/// references are bound to them (Cairo and pixman do not promise identical pixels across
/// versions), so a mismatch after an upgrade explains itself.
public enum RendererInfo {
  /// `cairo 1.16.0, pango 1.50.12`.
  public static let versions: String = "cairo \(LibraryVersions.cairo), pango \(LibraryVersions.pango)"
}
