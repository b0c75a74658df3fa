import Foundation

/// The preview's icon: a small SVG (a grid of four cells in the page's accent colour), given
/// inline by every page's `<link rel="icon">` and answered at `/favicon.ico` for clients that ask
/// there anyway, so no page load ends in a 404.
enum PreviewFavicon {
  /// The icon, as SVG.
  static let svg = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16">\
    <rect x="1" y="1" width="6" height="6" rx="1.5" fill="#0a66d8"/>\
    <rect x="9" y="1" width="6" height="6" rx="1.5" fill="#0a66d8"/>\
    <rect x="1" y="9" width="6" height="6" rx="1.5" fill="#0a66d8"/>\
    <rect x="9" y="9" width="6" height="6" rx="1.5" fill="#6e6e73"/></svg>
    """

  /// The `<link>` element giving the icon as a data URL (no request is made for it).
  static var link: String {
    let encoded = svg.replacingOccurrences(of: "#", with: "%23").replacingOccurrences(of: "\"", with: "'")
    return "<link rel=\"icon\" type=\"image/svg+xml\" href=\"data:image/svg+xml,\(encoded)\">"
  }
}
