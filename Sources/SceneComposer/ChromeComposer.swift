import DisplayList
import Geometry
import SceneModel

/// The system bars of ``DeviceChrome``, drawn over the collection view in viewport coordinates,
/// as an iPhone with a home indicator draws them in the scene's appearance: the status bar's
/// time (semibold 15 pt, centred in the left ear), signal bars, Wi-Fi fan and battery (a rounded
/// outline filled to the charge, with its cap); the navigation bar's translucent background
/// reaching under the status bar, its bottom hairline, and its title (semibold 17 pt centred,
/// or bold 34 pt on the left under the bar when large); the home indicator, a 134 × 5 pill 8
/// points above the bottom edge. In dark mode the glyphs are white over a dark bar, as UIKit's
/// default status bar style (`.default`) follows the user interface style.
enum ChromeComposer {
  /// The colours of the bars in one appearance.
  struct Palette: Equatable {
    /// The navigation bar's translucent background.
    var bar: Color
    /// The one-pixel line under the navigation bar.
    var hairline: Color
    /// Text, glyphs, the battery's charge and the home indicator.
    var ink: Color
    /// The battery's outline and cap.
    var faint: Color

    /// Dark glyphs over a light bar.
    static let light = Palette(
      bar: Color(red8: 0xF9, green8: 0xF9, blue8: 0xF9, alpha: 0.94),
      hairline: Color(red8: 0, green8: 0, blue8: 0, alpha: 0.3), ink: Color(red8: 0, green8: 0, blue8: 0),
      faint: Color(red8: 0, green8: 0, blue8: 0, alpha: 0.35))
    /// Light glyphs over a dark bar: the bar in dark mode's secondary background (#1C1C1E) at the
    /// light bar's opacity, a faint white hairline.
    static let dark = Palette(
      bar: Color(red8: 0x1C, green8: 0x1C, blue8: 0x1E, alpha: 0.94),
      hairline: Color(red8: 0xFF, green8: 0xFF, blue8: 0xFF, alpha: 0.15),
      ink: Color(red8: 0xFF, green8: 0xFF, blue8: 0xFF),
      faint: Color(red8: 0xFF, green8: 0xFF, blue8: 0xFF, alpha: 0.35))

    /// The palette for `style`.
    static func of(_ style: UserInterfaceStyle) -> Palette { style == .dark ? .dark : .light }
  }

  static func compose(
    _ chrome: DeviceChrome, size: Size, scale: Double, fontFamily: String, style: UserInterfaceStyle = .light
  ) -> [DisplayNode] {
    let palette = Palette.of(style)
    let ink = palette.ink
    var nodes: [DisplayNode] = []
    let statusHeight = chrome.statusBarHeight
    if let bar = chrome.navigationBar {
      let bottom = statusHeight + chrome.navigationBarHeight
      nodes.append(.shape(ShapeNode(rect: Rect(x: 0, y: 0, width: size.width, height: bottom), fill: palette.bar)))
      // One device pixel, as UIKit's shadow image.
      nodes.append(
        .shape(ShapeNode(rect: Rect(x: 0, y: bottom, width: size.width, height: 1 / scale), fill: palette.hairline)))
      if bar.largeTitle {
        nodes.append(
          .text(
            TextNode(
              text: bar.title, frame: Rect(x: 16, y: statusHeight + 44, width: size.width - 32, height: 52 - 8),
              font: FontDescription(family: fontFamily, size: 34, weight: .bold), color: ink, alignment: .left,
              verticalAlignment: .bottom, maximumLines: 1, truncation: .end)))
      } else {
        nodes.append(
          .text(
            TextNode(
              text: bar.title, frame: Rect(x: 80, y: statusHeight, width: max(size.width - 160, 1), height: 44),
              font: FontDescription(family: fontFamily, size: 17, weight: .semibold), color: ink, alignment: .center,
              verticalAlignment: .center, maximumLines: 1, truncation: .end)))
      }
    }
    if let status = chrome.statusBar {
      // The time in the left "ear": centred in the left quarter on a notched phone, at 16 pt
      // on a phone with a home button.
      let timeFrame =
        chrome.homeIndicator
        ? Rect(x: 0, y: 0, width: min(size.width / 3, 110), height: statusHeight)
        : Rect(x: 6, y: 0, width: 80, height: statusHeight)
      nodes.append(
        .text(
          TextNode(
            text: status.time, frame: timeFrame,
            font: FontDescription(family: fontFamily, size: 15, weight: .semibold), color: ink,
            alignment: chrome.homeIndicator ? .center : .left, verticalAlignment: .center, maximumLines: 1,
            truncation: .clip)))
      let batteryNodes = battery(
        level: status.batteryLevel, right: size.width - 16, midY: statusHeight / 2, scale: scale, palette: palette)
      // Wi-Fi and signal left of the battery, 5 points apart, standing on one line with it.
      let bottom = roundToPixel(statusHeight / 2 + 5.5, scale: scale)
      let wifiRight = size.width - 16 - 2 - 25 - 5
      nodes += StatusBarGlyphs.signal(right: wifiRight - StatusBarGlyphs.wifiWidth - 5, bottom: bottom, ink: ink)
      nodes += StatusBarGlyphs.wifi(centerX: wifiRight - StatusBarGlyphs.wifiWidth / 2, bottom: bottom, ink: ink)
      nodes += batteryNodes
    }
    if chrome.homeIndicator {
      nodes.append(
        .shape(
          ShapeNode(
            rect: Rect(
              x: roundToPixel((size.width - 134) / 2, scale: scale), y: size.height - 13, width: 134, height: 5),
            cornerRadius: 2.5, fill: ink)))
    }
    return nodes
  }

  /// The battery: a 25 × 12 rounded outline (the ink at 35 %), the charge filled in the ink
  /// inside it, and the terminal cap on the right; `right` is the cap's right edge.
  static func battery(level: Double, right: Double, midY: Double, scale: Double, palette: Palette = .light)
    -> [DisplayNode]
  {
    let body = Rect(x: right - 2 - 25, y: roundToPixel(midY - 6, scale: scale), width: 25, height: 12)
    let faint = palette.faint
    let ink = palette.ink
    let charge = max(0, min(1, level))
    var nodes: [DisplayNode] = [
      .shape(ShapeNode(rect: body, cornerRadius: 3.5, border: Border(color: faint, width: 1))),
      .shape(ShapeNode(rect: Rect(x: body.maxX + 0.5, y: body.midY - 2, width: 1.5, height: 4), fill: faint)),
    ]
    if charge > 0 {
      nodes.append(
        .shape(
          ShapeNode(
            rect: Rect(x: body.minX + 2, y: body.minY + 2, width: (body.width - 4) * charge, height: body.height - 4),
            cornerRadius: 1.5, fill: ink)))
    }
    return nodes
  }
}
