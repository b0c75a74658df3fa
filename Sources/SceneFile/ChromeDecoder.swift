import SceneModel

/// Decodes the scene's `"chrome"`: the system bars of a documentation image.
///
/// ```jsonc
/// "chrome": true                                   // status bar (9:41, full battery), home indicator
/// "chrome": {"statusBar": {"time": "9:41", "batteryLevel": 0.8},   // or true (default) / false
///            "navigationBar": {"title": "Animals", "largeTitle": true},   // default none
///            "homeIndicator": true}                                       // default true
/// ```
enum ChromeDecoder {
  static func decode(_ scene: ObjectReader) throws(SceneError) -> DeviceChrome? {
    switch scene.object["chrome"] {
    case nil, .bool(false)?: return nil
    case .bool(true)?: return DeviceChrome()
    default: break
    }
    let reader = try scene.object("chrome", allowedKeys: ["statusBar", "navigationBar", "homeIndicator"])!
    var chrome = DeviceChrome()
    switch reader.object["statusBar"] {
    case nil, .bool(true)?: break
    case .bool(false)?, .null?: chrome.statusBar = nil
    default:
      let bar = try reader.object("statusBar", allowedKeys: ["time", "batteryLevel"])!
      var statusBar = DeviceChrome.StatusBar()
      if let time = try bar.string("time") {
        guard time.count <= 12 else { throw bar.error("time", "must be at most 12 characters, got \(time.count)") }
        statusBar.time = time
      }
      if let level = try bar.number("batteryLevel", in: 0...1) { statusBar.batteryLevel = level }
      chrome.statusBar = statusBar
    }
    if let bar = try reader.object("navigationBar", allowedKeys: ["title", "largeTitle"]) {
      guard let title = try bar.string("title") else { throw bar.error(nil, "missing required key \"title\"") }
      chrome.navigationBar = DeviceChrome.NavigationBar(title: title, largeTitle: try bar.bool("largeTitle") ?? false)
    }
    if let homeIndicator = try reader.bool("homeIndicator") { chrome.homeIndicator = homeIndicator }
    return chrome
  }
}
