internal import CCairo
internal import CPangoCairo

/// The versions of the libraries that rasterize, named in failure messages and reports: image
/// references are bound to them (Cairo and pixman do not promise identical pixels across
/// versions), so a mismatch after an upgrade explains itself.
public enum RendererInfo {
  /// `cairo 1.16.0, pango 1.50.12`.
  public static let versions: String = {
    let cairo = String(cString: cairo_version_string())
    let pango = String(cString: pango_version_string())
    return "cairo \(cairo), pango \(pango)"
  }()
}
