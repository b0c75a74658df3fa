import DisplayList
import Geometry
import SceneModel

/// The system bars of ``DeviceChrome``, drawn over the collection view in viewport coordinates,
/// as an iPhone with a home indicator draws them in light mode: the status bar's time (semibold
/// 15 pt, centred in the left ear) and battery (a rounded outline filled to the charge, with its
/// cap); the navigation bar's translucent background reaching under the status bar, its bottom
/// hairline, and its title (semibold 17 pt centred, or bold 34 pt on the left under the bar
/// when large); the home indicator, a 134 × 5 pill 8 points above the bottom edge.
enum ChromeComposer {
  static let barColor = Color(red8: 0xF9, green8: 0xF9, blue8: 0xF9, alpha: 0.94)
  static let hairlineColor = Color(red8: 0, green8: 0, blue8: 0, alpha: 0.3)
  static let ink = Color(red8: 0, green8: 0, blue8: 0)

  static func compose(_ chrome: DeviceChrome, size: Size, scale: Double, fontFamily: String) -> [DisplayNode] {
    var nodes: [DisplayNode] = []
    let statusHeight = chrome.statusBarHeight
    if let bar = chrome.navigationBar {
      let bottom = statusHeight + chrome.navigationBarHeight
      nodes.append(.shape(ShapeNode(rect: Rect(x: 0, y: 0, width: size.width, height: bottom), fill: barColor)))
      // One device pixel, as UIKit's shadow image.
      nodes.append(
        .shape(ShapeNode(rect: Rect(x: 0, y: bottom, width: size.width, height: 1 / scale), fill: hairlineColor)))
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
      nodes += battery(level: status.batteryLevel, right: size.width - 16, midY: statusHeight / 2, scale: scale)
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

  /// The battery: a 25 × 12 rounded outline (35 % black), the charge filled in black inside it,
  /// and the terminal cap on the right; `right` is the cap's right edge.
  static func battery(level: Double, right: Double, midY: Double, scale: Double) -> [DisplayNode] {
    let body = Rect(x: right - 2 - 25, y: roundToPixel(midY - 6, scale: scale), width: 25, height: 12)
    let faint = Color(red8: 0, green8: 0, blue8: 0, alpha: 0.35)
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
